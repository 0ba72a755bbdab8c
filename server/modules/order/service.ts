import { randomInt } from "node:crypto";
import type { Locale } from "@shared/contracts/locales";
import type { Order as OrderView, OrderDetail, OrderPage } from "@shared/contracts/order";
import type { Db } from "../../db";
import type { Deps } from "../../deps";
import { accountStatus } from "@shared/domain/account-status";
import { orderStatus, orderStatusName, type OrderStatus } from "@shared/domain/order-status";
import { paymentStatus } from "@shared/domain/payment-status";
import { caches, keptCache, ROW_TTL_MS } from "../../db/cache/caches";
import { writtenAnswer } from "../../db/cache/written-answers";
import { closeOrder } from "../../lifecycle/transitions";
import { isolatedSteps } from "../attention/service";
import { orderAmounts } from "@shared/domain/pricing";
import type { Order, Payment, Prisma, Site } from "../../generated/prisma/client";
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

export type OrderWithPayments = Order & { payments: Payment[]; site: OrderSite | null };

/** What an order's view reads of its site: its id, and its build, which completes the order. */
const orderSite = { id: true, status: true, progress: true, buildStartedAt: true, launchedAt: true, lastActivityAt: true } as const;
type OrderSite = Pick<Site, keyof typeof orderSite>;

const withPayments = { payments: { orderBy: { id: "asc" } }, site: { select: orderSite } } satisfies Prisma.OrderInclude;

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

/**
 * Orders still waiting for their payment at `now`: within their window, or past it with a payment
 * still open, which waits for its transfer's confirmations or for the watcher to read the chain past
 * the window's end (a transfer made in time is never timed out, decision 021).
 */
function openAt(now: Date): Prisma.OrderWhereInput {
  return { status: orderStatus.pendingPayment, OR: [{ expiresAt: { gt: now } }, { payments: { some: { status: paymentStatus.pending } } }] };
}

/** Pending orders timed out at `now`: their window has passed with no payment open. */
function overdueAt(now: Date): Prisma.OrderWhereInput {
  return { status: orderStatus.pendingPayment, expiresAt: { lte: now }, payments: { none: { status: paymentStatus.pending } } };
}

/**
 * An order's status at `now` (decision 039): a pending order timed out once overdueAt holds;
 * otherwise as recorded (a paid order completes when its site's build publishes it, decision 048).
 * The views show it; the due work records it (timeOutOverdue).
 */
export function orderStatusAt(order: Pick<OrderWithPayments, "status" | "expiresAt" | "payments">, now: Date): OrderStatus {
  if (order.status === orderStatus.pendingPayment && order.expiresAt <= now && !order.payments.some((p) => p.status === paymentStatus.pending)) return orderStatus.timedOut;
  return order.status as OrderStatus;
}

/** The list's filter by status, as orderStatusAt shows them; `expiresAt` keeps it on the indexes. */
function shownWithStatus(status: number, now: Date): Prisma.OrderWhereInput {
  if (status === orderStatus.pendingPayment) return openAt(now);
  if (status === orderStatus.timedOut) return { OR: [{ status }, overdueAt(now)] };
  return { status };
}

/** Whether the list's filter by `status` depends on the clock (its kept pages would not hold). */
const SHOWN_BY_CLOCK: number[] = [orderStatus.pendingPayment, orderStatus.timedOut];

/**
 * Pages of a merchant's orders as read from the database (a merchant opening the same page again, a
 * page's burst of calls); the view, with its countdowns and statuses as of now, is still made from
 * them at each request.
 */
const orderPages = (db: Db) =>
  keptCache<{ total: number; orders: OrderWithPayments[] }>(db, "orderPages", { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Order", "Payment", "Site", "User"], byMerchant: {} });

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
  const steps = isolatedSteps(deps);

  /** Records the orders overdueAt shows timed out (one merchant's, or all), closing their payments: the due work's step, after the payments are settled. */
  async function timeOutOverdue(scope: { userId?: number } = {}): Promise<number> {
    const now = clock.now();
    const overdue = await db.order.findMany({ where: { ...scope, ...overdueAt(now) }, select: { id: true, userId: true } });
    const closed = await steps.each("time-out-order", overdue, (order) => order, ({ id }) =>
      closeOrder(db, { id, from: orderStatus.pendingPayment, to: orderStatus.timedOut, actor: "system", cause: "payment window passed", at: now }),
    );
    return closed.filter(Boolean).length;
  }

  function toView(order: OrderWithPayments, rows: ReferenceRows, locale: Locale, now: Date): OrderView {
    const confirmed = order.payments.filter((p) => p.status === paymentStatus.confirmed);
    const status = orderStatusAt(order, now);
    const pending = status === orderStatus.pendingPayment;
    return {
      id: order.id,
      orderNo: order.orderNo,
      transactionOrderId: confirmed[0]?.txHash ?? null,
      status,
      statusName: orderStatusName[status],
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
    timeOutOverdue,

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
      await payments.settlePending({ siteName: item.siteName });
      const operationPasswordHash = await hashPassword(input.password, config.PASSWORD_HASH_COST);
      const now = clock.now();
      const orderId = await db.$transaction(async (tx) => {
        // First, so that of two checkouts of one item the second finds it gone (and rolls back).
        const { count } = await tx.cartItem.deleteMany({ where: { id: item.id, userId: caller.userId } });
        if (count === 0) throw new AppError("NOT_FOUND");
        // Counted in the transaction that adds one, so two checkouts at once cannot both pass the last place.
        const max = config.MAX_PENDING_ORDERS;
        if ((await tx.order.count({ where: { userId: caller.userId, ...openAt(now) } })) >= max) throw new AppError("TOO_MANY_PENDING_ORDERS", { values: { max } });
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
      const now = clock.now();
      const where = { userId: caller.userId, ...(query.status === undefined ? {} : shownWithStatus(query.status, now)) };
      const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.OrderOrderByWithRelationInput[];
      const skip = (query.page - 1) * query.pageSize;
      // The first pages are read in the list's index order directly. A deep page reads its ids from
      // the index alone first (stepping over index entries, never over whole orders), then those
      // orders with their payments (decision 044).
      // A filter the clock moves (a window closing, a build ending) is read afresh; the others are kept.
      const kept = query.status === undefined || !SHOWN_BY_CLOCK.includes(query.status);
      const read = async () => {
        const [total, orders] = await Promise.all([
          kept ? caches(db).orderTotals.get(`${caller.userId}:${query.status}`, () => db.order.count({ where })) : db.order.count({ where }),
          skip <= SHALLOW_ROWS
            ? db.order.findMany({ where, include: withPayments, orderBy: newestFirst, skip, take: query.pageSize })
            : db.order.findMany({ where, select: { id: true }, orderBy: newestFirst, skip, take: query.pageSize }).then((page) =>
                page.length === 0 ? [] : db.order.findMany({ where: { id: { in: page.map((order) => order.id) } }, include: withPayments, orderBy: newestFirst }),
              ),
        ]);
        return { total, orders };
      };
      const { total, orders } = kept ? await orderPages(db).get(`${caller.userId}:${query.status}:${query.page}:${query.pageSize}`, read) : await read();
      // Written once per language while no pending order's countdown ticks and no build ends (decision 025).
      const shelf = await catalogue(db);
      return writtenAnswer(orders, locale, shelf, now, () => {
        const references = referencesIn(shelf);
        return {
          data: { items: orders.map((order) => toView(order, references(order), locale, now)), total, page: query.page, pageSize: query.pageSize } satisfies OrderPage,
          until: Math.min(...orders.filter((order) => order.status === orderStatus.pendingPayment).map((order) => countdown(order.expiresAt, now).changesAt)),
        };
      });
    },

    info(caller: Caller, locale: Locale, id: number): Promise<OrderDetail> {
      return detail(caller, locale, id);
    },

    /** The merchant may only cancel a pending order (0 -> 5); every other change is a 409. */
    async edit(caller: Caller, locale: Locale, input: { id: number; status: number }): Promise<OrderDetail> {
      // A transfer that arrived in time wins over the cancel, and an order past its window is timed out, not cancelled.
      await payments.settlePending({ orderId: input.id, userId: caller.userId });
      await timeOutOverdue({ userId: caller.userId });
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
