/**
 * A merchant's dispute of a ledger entry: open until the provider upholds it (the charge is
 * credited back) or rejects it; unresolved after 15 days it lapses and the entry stands.
 */
export const disputeStatus = {
  open: "open",
  upheld: "upheld",
  rejected: "rejected",
  lapsed: "lapsed",
} as const;

export type DisputeStatus = (typeof disputeStatus)[keyof typeof disputeStatus];

export const DISPUTE_STATUSES = Object.values(disputeStatus);

export function canDisputeTransition(from: string, to: string): boolean {
  return from === disputeStatus.open && to !== disputeStatus.open;
}
