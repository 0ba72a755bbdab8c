import { randomInt } from "node:crypto";
import type { Locale } from "@shared/contracts/locales";
import type { Order as OrderView, OrderDetail, OrderPage } from "@shared/contracts/order";
import type { Db } from "../../db";
import type { Deps } from "../../deps";
import { accountStatus } from "@shared/domain/account-status";
import { orderStatus, orderStatusName, type OrderStatus } from "@shared/domain/order-status";
import { paymentStatus } from "@shared/domain/payment-status";
import { caches } from "../../db/cache/caches";
import { writtenAnswer } from "../../db/cache/written-answers";
import { dueWork } from "../../jobs/due-work";
import { closeOrder } from "../../lifecycle/transitions";
import { orderAmounts } from "@shared/domain/pricing";
import type { Order, Payment, Prisma } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { hashPassword } from "../auth/password";
import { cachedReferences, catalogue, loadReferences, referencesIn, toProduct, type ReferenceRows } from "../cart/product";
import { cartService, invalidReason, takenSiteNames } from "../cart/service";
import { paymentService, toPaymentView } from "../pay/service";
import { requireVerifiedEmail } from "../user/email-verification";

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ORDER_NO_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const ORDER_NO_RANDOM_LENGTH = 6;

/** "ORD" + the UTC date + 6 random characters: ORD20261122K7M2QX. */
export function newOrderNo(now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll("-", "");
  let random = "";
  for (let i = 0; i < ORDER_NO_RANDOM_LENGTH; i++) random += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `ORD${date}${random}`;
}

export type OrderWithPayments = Order & { payments: Payment[]; site: { id: number } | null };

const withPayments = { payments: { orderBy: { id: "asc" } }, site: { select: { id: true } } } satisfies Prisma.OrderInclude;

/**
 * Orders: a valid cart item checked out with the site's operation account, paid within the payment
 * window (0 -> 1), completed when its site goes live (1 -> 2); timed out (0 -> 4) when the window
 * passes, cancelled by the merchant (0 -> 5), invalid (0 -> 3) for a payment that cannot be accepted.
 */
/** A restricted account may log in and pay what is due, but opens no new site until verified. */
export async function requireUnrestricted(db: Db, userId: number): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { status: true } });
  if (user?.status === accountStatus.restricted) throw new AppError("ACCOUNT_RESTRICTED");
}

/** A merchant's orders still waiting for their payment: within their window, or past it with a payment still open. */
function openOrders(userId: number, now: Date): Prisma.OrderWhereInput {
  return { userId, status: orderStatus.pendingPayment, OR: [{ expiresAt: { gt: now } }, { payments: { some: { status: paymentStatus.pending } } }] };
}

/** Up to this many orders skipped, a page is read in one query; beyond, its ids are read from the index first. */
const SHALLOW_ROWS = 500;

/** Whole seconds left to pay until `expiresAt` (rounded up, never below 0), and when that figure next changes. */
function countdown(expiresAt: Date, now: Date): { seconds: number; changesAt: number } {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { seconds: 0, changesAt: Infinity };
  const seconds = Math.ceil(left / 1000);
  return { seconds, changesAt: expiresAt.getTime() - (seconds - 1) * 1000 };
}

export function orderService(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock, config } = deps;
  const cart = cartService(deps);
  const payments = paymentService(deps);
  // Reads show the orders as of now: what the scheduler has not done yet is done for them first.
  const { catchUp } = dueWork(deps);

  function toView(order: OrderWithPayments, rows: ReferenceRows, locale: Locale, now: Date): OrderView {
    const confirmed = order.payments.filter((p) => p.status === paymentStatus.confirmed);
    const pending = order.status === orderStatus.pendingPayment;
    return {
      id: order.id,
      orderNo: order.orderNo,
      transactionOrderId: confirmed[0]?.txHash ?? null,
      status: order.status,
      statusName: orderStatusName[order.status as OrderStatus],
      ...toProduct(rows, locale),
      siteName: order.siteName,
      nickname: order.nickname,
      otherContact: order.otherContact,
      currency: order.currency,
      setupFeeMinor: order.setupFeeMinor,
      depositMinor: order.depositMinor,
      amountMinor: order.amountMinor,
      paidMinor: confirmed.reduce((sum, p) => sum + p.amountMinor, 0),
      operationAccount: order.operationAccount,
      payTime: order.payTime?.toISOString() ?? null,
      payChannel: order.payChannel,
      expiresAt: order.expiresAt.toISOString(),
      remainingSeconds: pending ? countdown(order.expiresAt, now).seconds : 0,
      createdAt: order.createdAt.toISOString(),
      siteId: order.site?.id ?? null,
    };
  }

  async function detail(caller: Caller, locale: Locale, id: number): Promise<OrderDetail> {
    const order = await db.order.findFirst({ where: { id, userId: caller.userId }, include: withPayments });
    if (!order) throw new AppError("NOT_FOUND");
    const now = clock.now();
    const references = await cachedReferences(db);
    return { ...toView(order, references(order), locale, now), payments: order.payments.map((p) => toPaymentView(p, now, config)) };
  }

  return {
    /** Turns a valid cart item into an order, removing the item in the same transaction. */
    async create(
      caller: Caller,
      locale: Locale,
      input: { id: number; account: string; password: string; agreeTerms: boolean },
    ): Promise<OrderDetail> {
      if (!input.agreeTerms) throw new AppError("TERMS_NOT_ACCEPTED", { field: "agreeTerms" });
      await requireUnrestricted(db, caller.userId);
      await requireVerifiedEmail(db, caller.userId);
      const item = await cart.requireItem(caller, input.id);
      // A payment that arrived in time for an older order of this name must win it first.
      await catchUp({ siteName: item.siteName });
      const operationPasswordHash = await hashPassword(input.password, config.PASSWORD_HASH_COST);
      const now = clock.now();
      const orderId = await db.$transaction(async (tx) => {
        // First, so that of two checkouts of one item the second finds it gone (and rolls back).
        const { count } = await tx.cartItem.deleteMany({ where: { id: item.id, userId: caller.userId } });
        if (count === 0) throw new AppError("NOT_FOUND");
        // Counted in the transaction that adds one, so two checkouts at once cannot both pass the last place.
        const max = config.MAX_PENDING_ORDERS;
        if ((await tx.order.count({ where: openOrders(caller.userId, now) })) >= max) throw new AppError("TOO_MANY_PENDING_ORDERS", { values: { max } });
        const rows = (await loadReferences(tx, [item]))(item);
        const reason = invalidReason(item, rows, await takenSiteNames(tx, [item.siteName], now));
        if (reason) throw new AppError("CART_ITEM_INVALID", { data: { invalidReason: reason } });
        let orderNo = newOrderNo(now);
        while (await tx.order.findUnique({ where: { orderNo }, select: { id: true } })) orderNo = newOrderNo(now);
        const order = await tx.order.create({
          data: {
            orderNo,
            userId: caller.userId,
            countryId: item.countryId,
            packageId: item.packageId,
            templateId: item.templateId,
            colorSchemeId: item.colorSchemeId,
            siteName: item.siteName,
            nickname: item.nickname,
            otherContact: item.otherContact,
            ...orderAmounts(rows.package),
            status: orderStatus.pendingPayment,
            operationAccount: input.account,
            operationPasswordHash,
            expiresAt: new Date(now.getTime() + config.PAYMENT_WINDOW_MINUTES * 60_000),
            createdAt: now,
            updatedAt: now,
          },
        });
        return order.id;
      });
      return detail(caller, locale, orderId);
    },

    /** The caller's orders, newest first (ties by id), optionally of one status. */
    async list(caller: Caller, locale: Locale, query: { status?: number; page: number; pageSize: number }) {
      await catchUp({ userId: caller.userId });
      const where = { userId: caller.userId, status: query.status };
      const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OrderOrderByWithRelationInput[];
      const skip = (query.page - 1) * query.pageSize;
      // The first pages are read in the list's index order directly. A deep page reads its ids from
      // the index alone first (stepping over index entries, never over whole orders), then those
      // orders with their payments (decision 025).
      const { total, orders } = await caches(db).orderPages.get(`${caller.userId}:${query.status}:${query.page}:${query.pageSize}`, async () => {
        const [total, orders] = await Promise.all([
          caches(db).orderTotals.get(`${caller.userId}:${query.status}`, () => db.order.count({ where })),
          skip <= SHALLOW_ROWS
            ? db.order.findMany({ where, include: withPayments, orderBy: newestFirst, skip, take: query.pageSize })
            : db.order.findMany({ where, select: { id: true }, orderBy: newestFirst, skip, take: query.pageSize }).then((page) =>
                page.length === 0 ? [] : db.order.findMany({ where: { id: { in: page.map((order) => order.id) } }, include: withPayments, orderBy: newestFirst }),
              ),
        ]);
        return { total, orders };
      });
      // Written once per language while no pending order's countdown ticks (decision 025).
      const shelf = await catalogue(db);
      const now = clock.now();
      return writtenAnswer(orders, locale, shelf, now, () => {
        const references = referencesIn(shelf);
        return {
          data: { items: orders.map((order) => toView(order, references(order), locale, now)), total, page: query.page, pageSize: query.pageSize } satisfies OrderPage,
          until: Math.min(...orders.filter((order) => order.status === orderStatus.pendingPayment).map((order) => countdown(order.expiresAt, now).changesAt)),
        };
      });
    },

    async info(caller: Caller, locale: Locale, id: number): Promise<OrderDetail> {
      await catchUp({ userId: caller.userId });
      const order = await detail(caller, locale, id);
      // The payment view asks here whether the transfer has come: an open payment of the order is
      // looked for on the chain whatever the merchant's reads remember, so a transfer recorded where
      // no cache hears it (a tester's `chain:transfer` on SQLite) shows at once, not once that expires.
      if (!order.payments.some((payment) => payment.status === paymentStatus.pending)) return order;
      await payments.settlePending({ orderId: id, userId: caller.userId });
      return detail(caller, locale, id);
    },

    /** The merchant may only cancel a pending order (0 -> 5); every other change is a 409. */
    async edit(caller: Caller, locale: Locale, input: { id: number; status: number }): Promise<OrderDetail> {
      await catchUp({ userId: caller.userId });
      const order = await db.order.findFirst({ where: { id: input.id, userId: caller.userId }, select: { id: true, status: true } });
      if (!order) throw new AppError("NOT_FOUND");
      // The gate refuses any change its table does not give the merchant (only 0 -> 5): 409.
      const closed = await closeOrder(db, {
        id: order.id,
        from: order.status as OrderStatus,
        to: input.status as OrderStatus,
        actor: "merchant",
        cause: "cancelled by the merchant",
        at: clock.now(),
      });
      if (!closed) throw new AppError("STATE_CONFLICT");
      return detail(caller, locale, order.id);
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
