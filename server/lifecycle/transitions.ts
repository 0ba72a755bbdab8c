import type { Db } from "../db";
import { canAccountTransition, type AccountStatus } from "@shared/domain/account-status";
import { canDisputeTransition, type DisputeStatus } from "@shared/domain/dispute-status";
import { canTransition, type OrderActor, type OrderStatus } from "@shared/domain/order-status";
import { canPaymentTransition, paymentStatus, type PaymentStatus } from "@shared/domain/payment-status";
import { canSiteTransition, type SiteStatus } from "@shared/domain/site-status";
import type { Prisma } from "../generated/prisma/client";
import { AppError } from "../http/app-error";

/** The database, or the transaction a change belongs to. */
type Store = Db | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

export type Actor = OrderActor | "provider";

/** A change asked of a gate: which rows (`where`), from which statuses, to which, by whom and why. */
type Change<S, W, D> = { where: W; from: S | S[]; to: S; actor: Actor; cause: string; at: Date; data?: D };

type Rows<S, W> = {
  entity: "order" | "payment" | "site" | "account" | "dispute";
  allowed: (from: S) => boolean;
  find: (tx: Tx, where: W) => Promise<{ id: number; status: string | number }[]>;
  update: (tx: Tx, id: number, from: S) => Promise<{ count: number }>;
};

/**
 * The one gate per lifecycle (order, payment, site, account, dispute). Each checks the table of its entity in
 * `shared/domain/` (a change it does not list is refused: 409 at the API), applies the change
 * only to rows still in a `from` status (so concurrent callers apply it once), and records it in
 * StatusChange with who or what caused it, in the same transaction. Returns the ids it changed.
 * Nothing else writes a status column (server/lifecycle/transitions.test.ts checks that).
 */
export function transitionOrders(store: Store, change: Change<OrderStatus, Prisma.OrderWhereInput, Prisma.OrderUpdateManyMutationInput>) {
  return apply(store, change, {
    entity: "order",
    allowed: (from) => change.actor !== "provider" && canTransition(from, change.to, change.actor),
    find: (tx, where) => tx.order.findMany({ where, select: { id: true, status: true } }),
    update: (tx, id, from) => tx.order.updateMany({ where: { id, status: from }, data: { ...change.data, status: change.to } }),
  });
}

/**
 * An order leaving "pending payment" any way but by being paid (timed out, cancelled) closes its
 * open payments with it, in the same transaction. False when the order had already moved on.
 */
export async function closeOrder(
  store: Store,
  change: { id: number; from: OrderStatus; to: OrderStatus; actor: OrderActor; cause: string; at: Date },
): Promise<boolean> {
  const run = async (tx: Tx) => {
    const { id, ...rest } = change;
    const [closed] = await transitionOrders(tx, { where: { id }, ...rest });
    if (closed === undefined) return false;
    await expireOpenPayments(tx, id, `order ${change.cause}`, change.at);
    return true;
  };
  return "$transaction" in store ? store.$transaction(run) : run(store);
}

/** An order that has left "pending payment" (paid, closed) keeps no payment open. */
export function expireOpenPayments(store: Store, orderId: number, cause: string, at: Date) {
  return transitionPayments(store, { where: { orderId }, from: paymentStatus.pending, to: paymentStatus.expired, actor: "system", cause, at });
}

export function transitionPayments(store: Store, change: Change<PaymentStatus, Prisma.PaymentWhereInput, Prisma.PaymentUpdateManyMutationInput>) {
  return apply(store, change, {
    entity: "payment",
    allowed: (from) => canPaymentTransition(from, change.to),
    find: (tx, where) => tx.payment.findMany({ where, select: { id: true, status: true } }),
    update: (tx, id, from) => tx.payment.updateMany({ where: { id, status: from }, data: { ...change.data, status: change.to } }),
  });
}

export function transitionSites(store: Store, change: Change<SiteStatus, Prisma.SiteWhereInput, Prisma.SiteUpdateManyMutationInput>) {
  return apply(store, change, {
    entity: "site",
    allowed: (from) => canSiteTransition(from, change.to),
    find: (tx, where) => tx.site.findMany({ where, select: { id: true, status: true } }),
    update: (tx, id, from) => tx.site.updateMany({ where: { id, status: from }, data: { ...change.data, status: change.to } }),
  });
}

/** A merchant account restricted by the provider, or verified again. */
export function transitionAccounts(store: Store, change: Change<AccountStatus, Prisma.UserWhereInput, Prisma.UserUpdateManyMutationInput>) {
  return apply(store, change, {
    entity: "account",
    allowed: (from) => canAccountTransition(from, change.to),
    find: (tx, where) => tx.user.findMany({ where, select: { id: true, status: true } }),
    update: (tx, id, from) => tx.user.updateMany({ where: { id, status: from }, data: { ...change.data, status: change.to } }),
  });
}

export function transitionDisputes(store: Store, change: Change<DisputeStatus, Prisma.DisputeWhereInput, Prisma.DisputeUpdateManyMutationInput>) {
  return apply(store, change, {
    entity: "dispute",
    allowed: (from) => canDisputeTransition(from, change.to),
    find: (tx, where) => tx.dispute.findMany({ where, select: { id: true, status: true } }),
    update: (tx, id, from) => tx.dispute.updateMany({ where: { id, status: from }, data: { ...change.data, status: change.to } }),
  });
}

async function apply<S extends string | number, W extends object>(store: Store, change: Change<S, W, unknown>, rows: Rows<S, W>): Promise<number[]> {
  const from = ([] as S[]).concat(change.from);
  if (!from.every(rows.allowed)) throw new AppError("STATE_CONFLICT");
  const run = async (tx: Tx) => {
    const changed: number[] = [];
    for (const row of await rows.find(tx, { ...change.where, status: { in: from } })) {
      const { count } = await rows.update(tx, row.id, row.status as S);
      if (count === 0) continue;
      changed.push(row.id);
      await tx.statusChange.create({
        data: {
          entity: rows.entity,
          entityId: row.id,
          fromStatus: String(row.status),
          toStatus: String(change.to),
          actor: change.actor,
          cause: change.cause,
          at: change.at,
        },
      });
    }
    return changed;
  };
  // On the bare database the change and its record get a transaction of their own.
  return "$transaction" in store ? store.$transaction(run) : run(store);
}
