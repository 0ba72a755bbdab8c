import type { UnmatchedTransfer } from "../../contracts/provider";
import type { Db } from "../../db";
import { paymentStatus } from "../../domain/payment-status";

/**
 * The transfers a real chain brought that no payment counted (decision 021), newest first: not a
 * whole number of minor units, to a payment that closed without being paid, after a payment's
 * window, or after its confirmation. Transfers of an open payment are still its own and not
 * listed; those a confirmed payment counted (its surplus included) are not either.
 */
export async function unmatchedTransfers(db: Db): Promise<UnmatchedTransfer[]> {
  const transfers = await db.observedTransfer.findMany({ where: { removed: false }, orderBy: [{ blockNumber: "desc" }, { logIndex: "desc" }], take: 1000 });
  const payments = await db.payment.findMany({ where: { address: { in: [...new Set(transfers.map((t) => t.toAddress))] } } });
  const byAddress = new Map(payments.map((p) => [p.address, p]));
  const unmatched: UnmatchedTransfer[] = [];
  for (const t of transfers) {
    const payment = byAddress.get(t.toAddress) ?? null;
    let reason: UnmatchedTransfer["reason"] | null = null;
    if (t.amountMinor === null) reason = "notWhole";
    else if (!payment) reason = "unknownAddress";
    else if (t.blockTime > payment.expiresAt) reason = "late";
    else if (payment.status === paymentStatus.expired || payment.status === paymentStatus.invalid) reason = "paymentClosed";
    else if (payment.status === paymentStatus.confirmed && payment.confirmedAt !== null && t.firstSeenAt > payment.confirmedAt) reason = "afterConfirmation";
    if (reason === null) continue;
    unmatched.push({
      network: t.network,
      txHash: t.txHash,
      logIndex: t.logIndex,
      blockNumber: t.blockNumber,
      blockTime: t.blockTime.toISOString(),
      fromAddress: t.fromAddress,
      toAddress: t.toAddress,
      amountUnits: t.amountUnits,
      amountMinor: t.amountMinor,
      paymentId: payment?.id ?? null,
      paymentStatus: payment?.status ?? null,
      orderId: payment?.orderId ?? null,
      siteId: payment?.siteId ?? null,
      reason,
    });
  }
  return unmatched;
}
