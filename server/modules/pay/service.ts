import type { Transfer } from "../../chain/chain";
import { activeChain } from "../../chain/active-chain";
import { caches } from "../../db/cache/caches";
import type { PaymentResult, PaymentView } from "@shared/contracts/pay";
import type { Config } from "../../config";
import type { Deps } from "../../deps";
import { walletUri } from "../../chain/wallet-uri";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS, SETTLEMENT_CURRENCY, type PaymentNetwork } from "@shared/domain/constants";
import { orderStatus } from "@shared/domain/order-status";
import { paymentStatus } from "@shared/domain/payment-status";
import { closeOrder, expireOpenPayments, transitionOrders, transitionPayments } from "../../lifecycle/transitions";
import { siteStatus } from "@shared/domain/site-status";
import type { Payment } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { raiseAttention, isolatedSteps } from "../attention/service";
import { book } from "../ledger/book";
import { provisionSite } from "../site/service";


/** Which payments a sweep looks at: one merchant's, one order's, or those of orders for one site name. */
export type PaymentScope = { userId?: number; orderId?: number; paymentId?: number; siteName?: string };

export function payChannel(network: string): string {
  return `${SETTLEMENT_CURRENCY}-${network}`;
}

export function toPaymentView(payment: Payment, now: Date, config: Pick<Config, "CHAIN_ERC20_USDT_CONTRACT" | "CHAIN_ERC20_CHAIN_ID">): PaymentView {
  const open = payment.status === paymentStatus.pending;
  const dueMinor = Math.max(0, payment.amountMinor - payment.paidMinor);
  return {
    id: payment.id,
    purpose: payment.purpose as PaymentView["purpose"],
    orderId: payment.orderId,
    siteId: payment.siteId,
    network: payment.network as PaymentNetwork,
    currency: SETTLEMENT_CURRENCY,
    address: payment.address,
    // After a first part the wallet is asked for the rest only.
    walletUri: walletUri(payment, dueMinor > 0 ? dueMinor : payment.amountMinor, config),
    amountMinor: payment.amountMinor,
    status: payment.status as PaymentView["status"],
    txHash: payment.txHash,
    expiresAt: payment.expiresAt.toISOString(),
    remainingSeconds: open ? Math.max(0, Math.ceil((payment.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
    confirmedAt: payment.confirmedAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
    confirmations: payment.confirmations,
    confirmationsRequired: payment.confirmationsRequired,
    paidMinor: payment.paidMinor,
    dueMinor,
  };
}

/** A transfer that counts towards a payment: on its network, a whole number of minor units, before it expires. */
function credits(transfer: Transfer, payment: Payment): transfer is Transfer & { amountMinor: number } {
  return transfer.network === payment.network && transfer.amountMinor !== null && transfer.amountMinor > 0 && transfer.seenAt <= payment.expiresAt;
}

/** A transfer counts once the chain has buried it deep enough (at once where transfers are final). */
function final(transfer: Transfer, payment: Payment): boolean {
  return transfer.confirmations === null || transfer.confirmations >= payment.confirmationsRequired;
}

/**
 * Payments in USDT to a deposit address of their own. A payment is settled by looking at the
 * chain: settled transfers on the payment's network, seen between its opening and its expiry,
 * that add up to its amount confirm it; a window that closes short with other transfers makes
 * it invalid (and its order 3); one that closes with none makes it expired. Every change is conditional on
 * the payment still being pending, inside one transaction with its effects, so concurrent
 * settlements (the scheduler, paymentresults from several tabs) apply it once. Reads never settle
 * (decision 039): the scheduler's due work and the explicit POSTs do.
 */
export function paymentService(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock, config, logger } = deps;
  const { chain, simulator } = activeChain(deps);
  const steps = isolatedSteps(deps);

  /**
   * Confirms a payment its transfers have paid (`paidMinor` at least its amount; `transfer` is the
   * one that completed it). An order's surplus joins its site's deposit when the site goes live, a
   * top-up credits all that was paid: the merchant's money is never kept without a ledger line
   * (decision 021).
   */
  async function confirm(payment: Payment, counted: Transfer[], transfer: Transfer, paidMinor: number): Promise<void> {
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const [confirmed] = await transitionPayments(tx, {
        where: { id: payment.id },
        from: paymentStatus.pending,
        to: paymentStatus.confirmed,
        actor: "system",
        cause: "its transfers in the window reached the amount",
        at: now,
        data: { txHash: transfer.txHash, confirmedAt: now, paidMinor, confirmations: transfer.confirmations },
      });
      if (confirmed === undefined) return;
      // The chain's record says which transfers paid it; any other to its address is the provider's to resolve.
      for (const t of counted) {
        await tx.observedTransfer.updateMany({ where: { network: t.network, txHash: t.txHash, logIndex: t.logIndex, toAddress: t.toAddress }, data: { paymentId: payment.id } });
      }
      if (payment.orderId !== null) {
        const order = await tx.order.findUniqueOrThrow({ where: { id: payment.orderId } });
        // An open order holds its name (cart/service.ts), so a name taken here was taken by other means
        // (the provider's hand, two instances racing): the money is the provider's to refund or credit,
        // and the payment is confirmed, never left pending to fail again at every run (decision 038).
        const nameTaken = order.status === orderStatus.pendingPayment && (await tx.site.findUnique({ where: { siteName: order.siteName }, select: { id: true } })) !== null;
        if (nameTaken) {
          await closeOrder(tx, { id: order.id, from: orderStatus.pendingPayment, to: orderStatus.invalid, actor: "system", cause: "paid, but its site name was taken before its site could be built: the provider refunds or credits it", at: now });
        }
        const [purchased] = nameTaken
          ? []
          : await transitionOrders(tx, {
              where: { id: order.id },
              from: orderStatus.pendingPayment,
              to: orderStatus.purchased,
              actor: "system",
              cause: "payment confirmed",
              at: now,
              data: { payTime: transfer.seenAt, payChannel: payChannel(payment.network) },
            });
        if (purchased === undefined) {
          // Every way out of "pending payment" closes the order's payments in the same transaction, so
          // this is money for an order that had just closed, or whose name is gone: it needs a person.
          const why = nameTaken ? `its site name "${order.siteName}" is taken` : "the order had closed";
          await raiseAttention(tx, { kind: "name-conflict", subject: `payment:${payment.id}`, userId: payment.userId, detail: `payment ${payment.id} for order ${order.orderNo} confirmed (${transfer.txHash}, ${paidMinor} minor units) but ${why}: refund or credit the merchant`, at: now });
          logger.warn({ paymentId: payment.id, orderId: order.id, siteName: order.siteName }, "payment confirmed for an order that cannot become its site: listed for the provider");
          return;
        }
        await expireOpenPayments(tx, order.id, "order paid by another payment", now);
        await provisionSite(tx, order, config, now);
      } else if (payment.siteId !== null) {
        await book(tx, { siteId: payment.siteId, kind: "topup", amountMinor: paidMinor, key: `topup:payment:${payment.id}`, reference: transfer.txHash, occurredAt: transfer.seenAt, bookedAt: now });
      }
    });
  }

  /** Closes a payment whose window ended without its amount. */
  async function close(payment: Payment, status: "expired" | "invalid"): Promise<void> {
    const at = clock.now();
    await db.$transaction(async (tx) => {
      const cause = status === paymentStatus.invalid ? "window closed with only transfers that do not pay it" : "window closed without a transfer";
      const [closed] = await transitionPayments(tx, { where: { id: payment.id }, from: paymentStatus.pending, to: status, actor: "system", cause, at });
      if (closed === undefined || status !== paymentStatus.invalid || payment.orderId === null) return;
      await closeOrder(tx, { id: payment.orderId, from: orderStatus.pendingPayment, to: orderStatus.invalid, actor: "system", cause: "its payment was invalid", at });
    });
  }

  /**
   * BTCPay's model (decision 021): the payment is paid when its confirmed transfers in the window
   * add up to at least its amount (one exact transfer, or a first part and a top-up to the same
   * address; more is an overpayment). While the transfers seen reach the amount but are not all
   * deep enough it stays pending, past its window if need be, showing their confirmations; a
   * reorganisation that drops one takes them away again. A window that closes short makes it
   * invalid when any settled transfer arrived in it (the provider refunds it), expired when none
   * did; but only once the watcher has read the chain past the window's end, so a transfer made in
   * time and not yet read (an outage, TRON's confirmation lag) still pays it.
   */
  async function settle(payment: Payment): Promise<void> {
    if (payment.status !== paymentStatus.pending) return;
    const network = payment.network as PaymentNetwork;
    const inWindow = (await chain.transfersTo(payment.address, network, payment.createdAt)).filter((t) => t.seenAt <= payment.expiresAt);
    const credited = inWindow.filter((t) => credits(t, payment));
    const settled = credited.filter((t) => final(t, payment));
    const settledMinor = settled.reduce((sum, t) => sum + t.amountMinor, 0);
    if (settledMinor >= payment.amountMinor) {
      let running = 0;
      const completing = settled.find((t) => (running += t.amountMinor) >= payment.amountMinor)!;
      return confirm(payment, settled, completing, settledMinor);
    }
    const paidMinor = credited.reduce((sum, t) => sum + t.amountMinor, 0);
    const waiting = credited.filter((t) => !final(t, payment)).map((t) => t.confirmations ?? 0);
    const confirmations = paidMinor >= payment.amountMinor && waiting.length > 0 ? Math.min(...waiting) : null;
    if (confirmations !== payment.confirmations || paidMinor !== payment.paidMinor) {
      await db.payment.updateMany({ where: { id: payment.id, status: paymentStatus.pending }, data: { confirmations, paidMinor } });
    }
    if (confirmations !== null || clock.now() < payment.expiresAt) return;
    const readThrough = await chain.readThrough(payment.address, network);
    if (readThrough === null || readThrough < payment.expiresAt) return;
    await close(payment, inWindow.some((t) => final(t, payment)) ? paymentStatus.invalid : paymentStatus.expired);
  }

  /**
   * Settles the pending payments in scope: what a chain watcher does for every new block. Each
   * payment in its own try (decision 038): one that fails is listed for the provider and tried again
   * later, and neither the other payments nor the read that asked wait on it.
   */
  async function settlePending(scope: PaymentScope = {}): Promise<void> {
    try {
      await chain.sync?.();
    } catch (err) {
      // The node is unreachable: what was read before still settles; the next run reads again.
      logger.error({ err }, "the chain could not be read: settling from what was read before");
    }
    const pending = await db.payment.findMany({
      where: {
        status: paymentStatus.pending,
        id: scope.paymentId,
        userId: scope.userId,
        orderId: scope.orderId,
        ...(scope.siteName !== undefined ? { order: { siteName: scope.siteName } } : {}),
      },
      orderBy: { id: "asc" },
    });
    await steps.each("settle-payment", pending, (payment) => ({ id: payment.id, userId: payment.userId }), settle);
  }

  async function requirePayment(caller: Caller, id: number): Promise<Payment> {
    const payment = await db.payment.findFirst({ where: { id, userId: caller.userId } });
    if (!payment) throw new AppError("NOT_FOUND");
    return payment;
  }

  /** An open payment for the same purpose and network is handed out again rather than a new address. */
  async function openPayment(
    caller: Caller,
    target: { orderId: number } | { siteId: number },
    network: PaymentNetwork,
    amountMinor: number,
    expiresAt: Date,
  ): Promise<PaymentView> {
    const now = clock.now();
    const existing = await db.payment.findFirst({
      where: { ...target, userId: caller.userId, network, amountMinor, status: paymentStatus.pending, expiresAt: { gt: now } },
      orderBy: { id: "desc" },
    });
    if (existing) return toPaymentView(existing, now, config);
    if (!chain.networks.includes(network)) throw new AppError("PAYMENTS_UNAVAILABLE");
    // The address is allocated in the transaction that records the payment: never handed out twice.
    const payment = await db.$transaction(async (tx) => {
      // Each open payment is an address the watchers read for a day: one merchant cannot make them unbounded.
      const max = config.MAX_OPEN_PAYMENTS;
      if ((await tx.payment.count({ where: { userId: caller.userId, status: paymentStatus.pending } })) >= max) throw new AppError("TOO_MANY_OPEN_PAYMENTS", { values: { max } });
      const address = await chain.newDepositAddress(tx, network);
      const created = await tx.payment.create({
        data: {
          ...target,
          userId: caller.userId,
          purpose: "orderId" in target ? "order" : "topup",
          network,
          address,
          amountMinor,
          status: paymentStatus.pending,
          expiresAt,
          createdAt: now,
          confirmationsRequired: chain.confirmationsRequired(network),
        },
      });
      await tx.depositAddress.updateMany({ where: { address }, data: { paymentId: created.id } });
      return created;
    });
    return toPaymentView(payment, now, config);
  }

  return {
    settle,
    settlePending,
    simulated: simulator !== null,

    chainInfo() {
      return {
        chain: chain.name,
        simulator: chain.simulated,
        currency: SETTLEMENT_CURRENCY,
        networks: PAYMENT_NETWORKS.filter((network) => chain.networks.includes(network)),
        // The network offered first: the product's main one when this chain watches it.
        mainNetwork: chain.networks.includes(MAIN_PAYMENT_NETWORK) ? MAIN_PAYMENT_NETWORK : (chain.networks[0] ?? MAIN_PAYMENT_NETWORK),
        paymentWindowMinutes: config.PAYMENT_WINDOW_MINUTES,
      };
    },

    /** Opens a payment for a pending order (its whole amount, within its window) or a site top-up. */
    async open(
      caller: Caller,
      input: { orderId?: number; siteId?: number; amountMinor?: number; network: PaymentNetwork },
    ): Promise<PaymentView> {
      if (input.orderId !== undefined) {
        await settlePending({ orderId: input.orderId, userId: caller.userId });
        const order = await db.order.findFirst({ where: { id: input.orderId, userId: caller.userId } });
        if (!order) throw new AppError("NOT_FOUND");
        const overdue = order.status === orderStatus.timedOut || (order.status === orderStatus.pendingPayment && order.expiresAt <= clock.now());
        if (overdue) throw new AppError("PAYMENT_EXPIRED");
        if (order.status !== orderStatus.pendingPayment) throw new AppError("STATE_CONFLICT");
        return openPayment(caller, { orderId: order.id }, input.network, order.amountMinor, order.expiresAt);
      }
      const site = await db.site.findFirst({ where: { id: input.siteId, userId: caller.userId } });
      if (!site) throw new AppError("NOT_FOUND");
      if (site.status === siteStatus.closed) throw new AppError("STATE_CONFLICT");
      const expiresAt = new Date(clock.now().getTime() + config.PAYMENT_WINDOW_MINUTES * 60_000);
      return openPayment(caller, { siteId: site.id }, input.network, input.amountMinor!, expiresAt);
    },

    /** The merchant's newest 100 payments in the filter, as recorded (a window that has passed shows 0 seconds left). */
    async list(caller: Caller, filter: { siteId?: number; orderId?: number; purpose?: "order" | "topup" }): Promise<PaymentView[]> {
      const key = `${caller.userId}:${filter.siteId ?? ""}:${filter.orderId ?? ""}:${filter.purpose ?? ""}`;
      const payments = await caches(db).paymentLists.get(key, () =>
        db.payment.findMany({
          where: { userId: caller.userId, siteId: filter.siteId, orderId: filter.orderId, purpose: filter.purpose },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 100,
        }),
      );
      const now = clock.now();
      return payments.map((payment) => toPaymentView(payment, now, config));
    },

    /** Looks at the chain for the payment and reports where it and its order stand. */
    async results(caller: Caller, paymentId: number): Promise<PaymentResult> {
      // Settled like any other (its own failure listed for the provider, never a 500): the merchant sees it pending meanwhile.
      await settlePending({ userId: caller.userId, paymentId: (await requirePayment(caller, paymentId)).id });
      const payment = await db.payment.findUniqueOrThrow({
        where: { id: paymentId },
        include: { order: { include: { site: { select: { id: true } } } } },
      });
      return {
        payment: toPaymentView(payment, clock.now(), config),
        order: payment.order ? { id: payment.order.id, orderNo: payment.order.orderNo, status: payment.order.status } : null,
        siteId: payment.order?.site?.id ?? payment.siteId,
      };
    },

    /** The simulator's "simulate transfer": sends what is still due (all of it, or the rest after a part), once. */
    async simulateTransfer(caller: Caller, paymentId: number): Promise<Transfer & { amountMinor: number }> {
      if (!simulator) throw new AppError("ROUTE_NOT_FOUND");
      const payment = await requirePayment(caller, paymentId);
      const credited = (await simulator.transfersTo(payment.address, payment.network as PaymentNetwork, payment.createdAt)).filter((t) => credits(t, payment));
      const paid = credited.reduce((sum, t) => sum + t.amountMinor, 0);
      if (paid >= payment.amountMinor) return credited[credited.length - 1];
      if (payment.status !== paymentStatus.pending) throw new AppError("STATE_CONFLICT");
      if (clock.now() >= payment.expiresAt) throw new AppError("PAYMENT_EXPIRED");
      return simulator.recordTransfer({ network: payment.network as PaymentNetwork, toAddress: payment.address, amountMinor: payment.amountMinor - paid });
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
