import type { Deps } from "../../deps";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS, SETTLEMENT_CURRENCY } from "@shared/domain/constants";
import { MINOR_DECIMALS } from "@shared/domain/money";
import type { ApiRouter } from "../../http/api-router";
import { paymentService } from "./service";

const PAY_TYPES = [{ code: SETTLEMENT_CURRENCY, name: "Tether USD", decimals: MINOR_DECIMALS }];

export function registerPayRoutes(api: ApiRouter, deps: Deps) {
  const payments = paymentService(deps);

  api.handle("GET /pay/unified-type", async () => PAY_TYPES);
  api.handle("GET /pay/unified-channel", async ({ query }) =>
    query.type && query.type.toUpperCase() !== SETTLEMENT_CURRENCY
      ? []
      : PAYMENT_NETWORKS.map((network) => ({
          type: SETTLEMENT_CURRENCY,
          network,
          name: `${SETTLEMENT_CURRENCY}-${network}`,
          main: network === MAIN_PAYMENT_NETWORK,
        })),
  );
  api.handle("GET /pay", async () => payments.chainInfo());
  api.handle("POST /pay/unified-ordering", ({ caller, body }) => payments.open(caller, body));
  api.handle("GET /pay/list", async ({ caller, query }) => ({ items: await payments.list(caller, query) }));

  if (payments.simulated) {
    api.handle("POST /pay/simulate-transfer", async ({ caller, body }) => {
      const transfer = await payments.simulateTransfer(caller, body.paymentId);
      return { ...transfer, seenAt: transfer.seenAt.toISOString() };
    });
  }
}
