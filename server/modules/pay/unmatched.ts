import { UNMATCHED_OTHER_TOKENS_MAX, UNMATCHED_USDT_MAX, type UnmatchedTransfer } from "@shared/contracts/provider";
import type { Db } from "../../db";
import { paymentStatus } from "@shared/domain/payment-status";
import type { ObservedTransfer, Payment } from "../../generated/prisma/client";
import { AppError } from "../../http/app-error";

/**
 * Why no payment counted a transfer a real chain brought (decision 021), or null while it is a
 * payment's own: counted by the payment it paid, or still open to count (its payment is pending).
 */
function reasonFor(t: ObservedTransfer, payment: Payment | null, usdt: Set<string>): UnmatchedTransfer["reason"] | null {
  if (t.paymentId !== null) return null;
  if (t.tokenContract !== "" && !usdt.has(t.tokenContract)) return "wrongToken";
  if (t.amountMinor === null) return "notWhole";
  if (!payment) return "unknownAddress";
  if (t.network !== payment.network) return "wrongNetwork";
  if (t.blockTime > payment.expiresAt) return "late";
  if (payment.status === paymentStatus.expired || payment.status === paymentStatus.invalid) return "paymentClosed";
  // Confirmed without it: it came after, or was still short of its confirmations when the others paid.
  if (payment.status === paymentStatus.confirmed) return "afterConfirmation";
  return null;
}

/** The USDT contracts as stored on transfers: Ethereum's in lower case, TRON's as they are (base58 is case-sensitive). */
function usdtSet(contracts: string[]): Set<string> {
  return new Set(contracts.map((c) => (c.startsWith("0x") ? c.toLowerCase() : c)));
}

/**
 * The provider's list of transfers to resolve, newest first: every recorded transfer no payment
 * counted (another token, not a whole number of 0.01 USDT, to an address no payment holds, after
 * a payment's window, to a payment that closed unpaid, or beside the transfers that confirmed
 * one). `status=resolved` lists those already resolved, with the provider's note. USDT's transfers
 * and other tokens' are taken apart (the newest 1,000 and 200): a flood of fake tokens to payment
 * addresses never pushes a real late or short USDT transfer, which needs a refund, off the list
 * (decision 033).
 */
export async function unmatchedTransfers(db: Db, usdtContracts: string[], status: "open" | "resolved" = "open"): Promise<UnmatchedTransfer[]> {
  const where = { removed: false, paymentId: null, resolvedAt: status === "open" ? null : { not: null } };
  const orderBy = [{ blockTime: "desc" as const }, { id: "desc" as const }];
  // "": rows recorded before token contracts were kept, all of them USDT's (decision 021).
  const usdtTokens = [...usdtSet(usdtContracts), ""];
  const [usdtTransfers, otherTransfers] = await Promise.all([
    db.observedTransfer.findMany({ where: { ...where, tokenContract: { in: usdtTokens } }, orderBy, take: UNMATCHED_USDT_MAX }),
    db.observedTransfer.findMany({ where: { ...where, tokenContract: { notIn: usdtTokens } }, orderBy, take: UNMATCHED_OTHER_TOKENS_MAX }),
  ]);
  const transfers = [...usdtTransfers, ...otherTransfers].sort((a, b) => b.blockTime.getTime() - a.blockTime.getTime() || b.id - a.id);
  const payments = await db.payment.findMany({ where: { address: { in: [...new Set(transfers.map((t) => t.toAddress))] } } });
  const byAddress = new Map(payments.map((p) => [p.address, p]));
  const usdt = usdtSet(usdtContracts);
  const unmatched: UnmatchedTransfer[] = [];
  for (const t of transfers) {
    const payment = byAddress.get(t.toAddress) ?? null;
    const reason = reasonFor(t, payment, usdt);
    if (reason === null) continue;
    unmatched.push({
      id: t.id,
      network: t.network,
      tokenContract: t.tokenContract || null,
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
      resolvedAt: t.resolvedAt?.toISOString() ?? null,
      resolution: t.resolution,
    });
  }
  return unmatched;
}

/**
 * The provider records what it did about an unmatched transfer (refunded it, credited it by hand):
 * the transfer leaves the open list, kept with the note. Only a transfer the list shows can be
 * resolved, once: one a payment counted or may still count is not the provider's.
 */
export async function resolveUnmatched(db: Db, usdtContracts: string[], input: { id: number; resolution: string; at: Date }): Promise<{ id: number; resolvedAt: string }> {
  const transfer = await db.observedTransfer.findUnique({ where: { id: input.id } });
  if (!transfer) throw new AppError("NOT_FOUND");
  const payment = await db.payment.findUnique({ where: { address: transfer.toAddress } });
  if (transfer.removed || transfer.resolvedAt !== null || reasonFor(transfer, payment, usdtSet(usdtContracts)) === null) throw new AppError("STATE_CONFLICT");
  // Conditional: of two resolutions at once, one is recorded.
  const { count } = await db.observedTransfer.updateMany({ where: { id: input.id, resolvedAt: null, paymentId: null }, data: { resolvedAt: input.at, resolution: input.resolution } });
  if (count === 0) throw new AppError("STATE_CONFLICT");
  return { id: input.id, resolvedAt: input.at.toISOString() };
}
