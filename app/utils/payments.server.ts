import { PaymentIdBody, type PaymentResult } from "@shared/contracts/pay";
import { paymentStatus } from "@shared/contracts/statuses";
import type { Api } from "./api.server";
import { redirectWithToast, submitForm } from "./forms.server";

/** The intents of the two payment buttons every payment view has (PaymentBox). */
export const PAYMENT_INTENTS = ["check", "simulate"] as const;

export function isPaymentIntent(intent: unknown): intent is (typeof PAYMENT_INTENTS)[number] {
  return PAYMENT_INTENTS.includes(intent as (typeof PAYMENT_INTENTS)[number]);
}

/**
 * The two payment buttons: "I have paid" asks the chain for the transfer; "Simulate transfer"
 * (chain simulator only) makes it first. A confirmed payment goes where `confirmedTo` says;
 * otherwise the page says what the chain shows.
 */
export function submitPaymentIntent(
  api: Api,
  formData: FormData,
  here: string,
  confirmedTo: (result: PaymentResult) => { to: string; key: string },
) {
  return submitForm(api, formData, {
    form: "payment",
    schema: PaymentIdBody,
    errorsAs: "toast",
    backTo: here,
    call: async ({ paymentId }) => {
      if (formData.get("intent") === "simulate") {
        const transfer = await api.post("/pay/simulate-transfer", { paymentId });
        if (!transfer.ok) return transfer;
      }
      return api.post("/order/paymentresults", { paymentId });
    },
    onSuccess: (result) => {
      const { status } = result.payment;
      if (status === paymentStatus.confirmed) {
        const { to, key } = confirmedTo(result);
        return redirectWithToast(api, to, { type: "success", key });
      }
      const partly = status === paymentStatus.pending && result.payment.paidMinor > 0 && result.payment.dueMinor > 0;
      return redirectWithToast(api, here, { type: status === paymentStatus.pending ? "info" : "error", key: partly ? "commerce:pay.status.partial" : `commerce:pay.status.${status}` });
    },
  });
}
