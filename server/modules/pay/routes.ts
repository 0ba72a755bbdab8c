import type { Deps } from "../../deps";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS, SETTLEMENT_CURRENCY } from "@shared/domain/constants";
import { MINOR_DECIMALS } from "@shared/domain/money";
import { paymentStatus } from "@shared/domain/payment-status";
import type { ApiRouter } from "../../http/api-router";
import { dueWork } from "../../jobs/due-work";
import { paymentService } from "./service";

const PAY_TYPES = [{ code: SETTLEMENT_CURRENCY, name: "Tether USD", decimals: MINOR_DECIMALS }];

export function registerPayRoutes(api: ApiRouter, deps: Deps) {
  const payments = paymentService(deps);
  const { catchUp } = dueWork(deps);

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
  api.handle("GET /pay/list", async ({ caller, query }) => {
    // Transfers seen and windows closed since the scheduler last ran show at once, as in the other
    // lists; a merchant with nothing in motion skips that until something of theirs is written.
    await catchUp({ userId: caller.userId });
    const listed = await payments.list(caller, query);
    // An open payment on the list is looked for on the chain, as the order's payment view does: a
    // transfer recorded where no cache hears it (a tester's `chain:transfer` on SQLite) shows at once.
    if (!listed.some((payment) => payment.status === paymentStatus.pending)) return { items: listed };
    await payments.settlePending({ userId: caller.userId });
    return { items: await payments.list(caller, query) };
  });
  // The specification puts the payment check under /order; it is the payment module's work.
  api.handle("POST /order/paymentresults", ({ caller, body }) => payments.results(caller, body.paymentId));

  if (payments.simulated) {
    api.handle("POST /pay/simulate-transfer", async ({ caller, body }) => {
      const transfer = await payments.simulateTransfer(caller, body.paymentId);
      return { ...transfer, seenAt: transfer.seenAt.toISOString() };
    });
  }
}
