import { AppError } from "../http/app-error";
import type { PaymentChain } from "./chain";

/**
 * CHAIN=none: no payment network is connected (production before the provider configures one).
 * Opening a payment is refused with a clear message instead of handing out an address that
 * nobody watches; nothing is ever confirmed.
 */
export const noChain: PaymentChain = {
  name: "none",
  simulated: false,
  networks: [],
  confirmationsRequired: () => 0,
  async newDepositAddress() {
    throw new AppError("PAYMENTS_UNAVAILABLE");
  },
  async transfersTo() {
    return [];
  },
  async readThrough() {
    return null;
  },
};
