import type { PaymentResult } from "@contracts/pay";
import type { Api } from "./api.server";
import { redirectWithToast } from "./forms.server";
import { paymentStatus } from "@contracts/statuses";

/**
 * The two payment buttons every payment view has: "I have paid" asks the chain for the transfer;
 * "Simulate transfer" (chain simulator only) makes it first. A confirmed payment goes where
 * `confirmedTo` says; otherwise the page says what the chain shows.
 */
export async function runPaymentIntent(
  api: Api,
  intent: "check" | "simulate",
  paymentId: number,
  here: string,
  confirmedTo: (result: PaymentResult) => { to: string; key: string },
) {
  if (intent === "simulate") {
    const transfer = await api.post("/api/pay/simulate-transfer", { paymentId });
    if (!transfer.ok) return redirectWithToast(api, here, { type: "error", text: transfer.msg });
  }
  const result = await api.post<PaymentResult>("/api/order/paymentresults", { paymentId });
  if (!result.ok) return redirectWithToast(api, here, { type: "error", text: result.msg });
  const { payment } = result.data;
  if (payment.status === paymentStatus.confirmed) {
    const { to, key } = confirmedTo(result.data);
    return redirectWithToast(api, to, { type: "success", key });
  }
  return redirectWithToast(api, here, { type: payment.status === paymentStatus.pending ? "info" : "error", key: `commerce:pay.status.${payment.status}` });
}
