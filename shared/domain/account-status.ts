/**
 * A merchant account: active, or restricted by the provider until its details are verified (a
 * restricted merchant can log in and pay what is due, but cannot open new sites).
 */
export const accountStatus = {
  active: "active",
  restricted: "restricted",
} as const;

export type AccountStatus = (typeof accountStatus)[keyof typeof accountStatus];

const transitions: ReadonlyArray<readonly [AccountStatus, AccountStatus]> = [
  [accountStatus.active, accountStatus.restricted],
  [accountStatus.restricted, accountStatus.active],
];

export function canAccountTransition(from: string, to: string): boolean {
  return transitions.some(([f, t]) => f === from && t === to);
}
