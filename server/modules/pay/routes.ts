import { z } from "zod";
import {
  ChainInfo,
  PayChannel,
  PayChannelQuery,
  PayType,
  PaymentIdBody,
  PaymentList,
  PaymentListQuery,
  PaymentResult,
  PaymentView,
  SimulatedTransfer,
  UnifiedOrderingBody,
} from "../../contracts/pay";
import type { Deps } from "../../deps";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS, SETTLEMENT_CURRENCY } from "../../domain/constants";
import { MINOR_DECIMALS } from "../../domain/money";
import type { ApiRouter } from "../../http/api-router";
import { paymentService } from "./service";

const tags = ["pay"];

const PAY_TYPES = [{ code: SETTLEMENT_CURRENCY, name: "Tether USD", decimals: MINOR_DECIMALS }];

export function registerPayRoutes(api: ApiRouter, deps: Deps) {
  const payments = paymentService(deps);

  api.get(
    "/pay/unified-type",
    { summary: "The currencies payments are made in (USDT)", tags, auth: false, response: z.array(PayType) },
    async () => PAY_TYPES,
  );

  api.get(
    "/pay/unified-channel",
    { summary: "The networks USDT can be sent on: TRC20 (main) and ERC20", tags, auth: false, query: PayChannelQuery, response: z.array(PayChannel) },
    async ({ query }) =>
      query.type && query.type.toUpperCase() !== SETTLEMENT_CURRENCY
        ? []
        : PAYMENT_NETWORKS.map((network) => ({
            type: SETTLEMENT_CURRENCY,
            network,
            name: `${SETTLEMENT_CURRENCY}-${network}`,
            main: network === MAIN_PAYMENT_NETWORK,
          })),
  );

  api.get(
    "/pay",
    { summary: "The active payment chain; simulator: true means transfers can be simulated", tags, auth: false, response: ChainInfo },
    async () => payments.chainInfo(),
  );

  api.post(
    "/pay/unified-ordering",
    {
      summary: "Open a payment with its own deposit address, exact amount and expiry: for a pending order (orderId) or a deposit top-up (siteId, amountMinor)",
      tags,
      body: UnifiedOrderingBody,
      response: PaymentView,
    },
    ({ caller, body }) => payments.open(caller, body),
  );

  api.get(
    "/pay/list",
    { summary: "The caller's payments, newest first (at most 100): filter by site (top-ups), order or purpose", tags, query: PaymentListQuery, response: PaymentList },
    async ({ caller, query }) => ({ items: await payments.list(caller, query) }),
  );

  // The specification puts the payment check under /order; it is the payment module's work.
  api.post(
    "/order/paymentresults",
    {
      summary: "Check the chain for a payment's transfer and advance it: confirmed pays the order (1) and queues its site",
      tags: ["order", ...tags],
      body: PaymentIdBody,
      response: PaymentResult,
    },
    ({ caller, body }) => payments.results(caller, body.paymentId),
  );

  if (payments.simulated) {
    api.post(
      "/pay/simulate-transfer",
      {
        summary: "Chain simulator only: send exactly the amount due to the payment's address (idempotent)",
        tags,
        body: PaymentIdBody,
        response: SimulatedTransfer,
      },
      async ({ caller, body }) => {
        const transfer = await payments.simulateTransfer(caller, body.paymentId);
        return { ...transfer, seenAt: transfer.seenAt.toISOString() };
      },
    );
  }
}
