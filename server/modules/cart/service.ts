import { caches } from "../../db/cache/caches";
import type { CartInvalidReason, CartItem } from "@shared/contracts/cart";
import type { Locale } from "@shared/contracts/locales";
import type { Deps } from "../../deps";
import { cartStatus } from "@shared/domain/cart-status";
import { SETTLEMENT_CURRENCY } from "@shared/domain/constants";
import { orderStatus } from "@shared/domain/order-status";
import { paymentStatus } from "@shared/domain/payment-status";
import { orderAmounts } from "@shared/domain/pricing";
import type { CartItem as CartItemRow, Prisma } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { translator } from "../../i18n";
import { cachedReferences, toProduct, type ReferenceRows } from "./product";

type Client = Prisma.TransactionClient;

/**
 * Site names in use: by a site that holds its URL, or by an order that may still become one: paid,
 * or pending until it closes (decision 038). A pending order holds its name within its payment window
 * and, past it, for as long as a payment of it is still open (a transfer made in time waiting for its
 * confirmations, or for the watcher to read past the window). A cart item does not hold its name:
 * the first order wins it.
 */
export async function takenSiteNames(client: Client, names: string[], now: Date): Promise<Set<string>> {
  return (await nameReservations(client, names, now)).taken;
}

/** The names taken now, and until when (ms) that holds without any write: the first pending order's payment window to close. */
async function nameReservations(client: Client, names: string[], now: Date): Promise<{ taken: Set<string>; until: number }> {
  if (names.length === 0) return { taken: new Set(), until: Infinity };
  const [sites, orders] = await Promise.all([
    client.site.findMany({ where: { siteName: { in: names } }, select: { siteName: true } }),
    client.order.findMany({
      where: {
        siteName: { in: names },
        OR: [
          // A paid order holds its name through its site, until that site's URL is released.
          { status: { in: [orderStatus.purchased, orderStatus.completed] }, site: { is: { releasedName: null } } },
          { status: orderStatus.pendingPayment, OR: [{ expiresAt: { gt: now } }, { payments: { some: { status: paymentStatus.pending } } }] },
        ],
      },
      select: { siteName: true, status: true, expiresAt: true, payments: { where: { status: paymentStatus.pending }, select: { id: true }, take: 1 } },
    }),
  ]);
  // An order held by its window alone lets its name go when the window closes; one with an open
  // payment holds it until a write closes that payment (which the caches hear).
  const pending = orders.filter((order) => order.status === orderStatus.pendingPayment && order.payments.length === 0).map((order) => order.expiresAt.getTime());
  return { taken: new Set([...sites, ...orders].map((row) => row.siteName)), until: Math.min(Infinity, ...pending) };
}

/** Why an item can no longer be ordered, if it cannot: the first reason that applies. */
export function invalidReason(item: CartItemRow, rows: ReferenceRows, taken: Set<string>): CartInvalidReason | null {
  if (!rows.country.active) return "countryWithdrawn";
  if (!rows.package.active) return "packageWithdrawn";
  if (!rows.template.active || rows.template.countryId !== item.countryId) return "templateWithdrawn";
  if (taken.has(item.siteName)) return "siteNameTaken";
  return null;
}

/**
 * The merchant's cart. Items are validated when they are written; whether they are still valid
 * (cartStatus) is decided again every time they are read.
 */
export function cartService({ db, clock, config }: Pick<Deps, "db" | "clock" | "config">) {
  const namesOf = (items: CartItemRow[]) => [...new Set(items.map((item) => item.siteName))];

  async function views(items: CartItemRow[], locale: Locale, taken?: Set<string>): Promise<CartItem[]> {
    const references = await cachedReferences(db);
    taken ??= await takenSiteNames(db, namesOf(items), clock.now());
    return items.map((item) => {
      const rows = references(item);
      const reason = invalidReason(item, rows, taken);
      return {
        id: item.id,
        ...toProduct(rows, locale),
        status: reason ? cartStatus.invalid : cartStatus.valid,
        invalidReason: reason,
        siteName: item.siteName,
        nickname: item.nickname,
        otherContact: item.otherContact,
        currency: SETTLEMENT_CURRENCY,
        priceMinor: orderAmounts(rows.package).amountMinor,
        createdAt: item.createdAt.toISOString(),
      };
    });
  }

  async function view(item: CartItemRow, locale: Locale): Promise<CartItem> {
    const [result] = await views([item], locale);
    return result;
  }

  async function requireItem(caller: Caller, id: number): Promise<CartItemRow> {
    const item = await db.cartItem.findFirst({ where: { id, userId: caller.userId } });
    if (!item) throw new AppError("NOT_FOUND");
    return item;
  }

  /** A template and colour scheme on offer for the market; a template of another market is refused. */
  async function checkDesign(locale: Locale, countryId: number, templateId: number, colorSchemeId: number) {
    const [template, colorScheme] = await Promise.all([
      db.template.findFirst({ where: { id: templateId, active: true } }),
      db.colorScheme.findUnique({ where: { id: colorSchemeId } }),
    ]);
    if (!template) throw validation(locale, "templateId", "validation:themeRequired");
    if (template.countryId !== countryId) throw new AppError("TEMPLATE_OTHER_COUNTRY", { field: "templateId" });
    if (!colorScheme) throw validation(locale, "colorSchemeId", "validation:colorRequired");
  }

  return {
    requireItem,

    /**
     * Kept in memory (decision 025) until a cart item, an order or a site is written, or a pending
     * order holding one of its names lets its payment window close.
     */
    async list(caller: Caller, locale: Locale, siteName?: string): Promise<CartItem[]> {
      const { items, taken } = await caches(db).cartLists.get(
        `${caller.userId}:${siteName ?? ""}`,
        async () => {
          const items = await db.cartItem.findMany({
            where: { userId: caller.userId, ...(siteName ? { siteName: { contains: siteName.toLowerCase() } } : {}) },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          });
          return { items, ...(await nameReservations(db, namesOf(items), clock.now())) };
        },
        (kept) => clock.now().getTime() < kept.until,
      );
      return views(items, locale, taken);
    },

    /** The header's cart badge on every page: kept in memory until a cart item is written (decision 025). */
    count(caller: Caller): Promise<number> {
      return caches(db).cartCounts.get(String(caller.userId), () => db.cartItem.count({ where: { userId: caller.userId } }));
    },

    async detail(caller: Caller, locale: Locale, id: number): Promise<CartItem> {
      return view(await requireItem(caller, id), locale);
    },

    async create(
      caller: Caller,
      locale: Locale,
      input: { countriesId: number; packageId: number; templateId: number; colorSchemeId: number; siteName: string; nickname: string; otherContact: string },
    ): Promise<CartItem> {
      const [country, pkg] = await Promise.all([
        db.country.findFirst({ where: { id: input.countriesId, active: true } }),
        db.package.findFirst({ where: { id: input.packageId, active: true } }),
      ]);
      if (!country) throw validation(locale, "countriesId", "validation:countryRequired");
      if (!pkg) throw validation(locale, "packageId", "validation:packageRequired");
      await checkDesign(locale, country.id, input.templateId, input.colorSchemeId);
      const now = clock.now();
      if ((await takenSiteNames(db, [input.siteName], now)).size > 0) throw new AppError("SITE_NAME_TAKEN", { field: "siteName" });
      const max = config.MAX_OPEN_CART_ITEMS;
      // Counted in the transaction that adds one, so items put in at once cannot all pass the last place.
      const item = await db.$transaction(async (tx) => {
        if ((await tx.cartItem.count({ where: { userId: caller.userId } })) >= max) throw new AppError("CART_FULL", { values: { max } });
        return tx.cartItem.create({
          data: {
            userId: caller.userId,
            countryId: country.id,
            packageId: pkg.id,
            templateId: input.templateId,
            colorSchemeId: input.colorSchemeId,
            siteName: input.siteName,
            nickname: input.nickname,
            otherContact: input.otherContact,
            createdAt: now,
            updatedAt: now,
          },
        });
      });
      return view(item, locale);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const { count } = await db.cartItem.deleteMany({ where: { id, userId: caller.userId } });
      if (count === 0) throw new AppError("NOT_FOUND");
    },

    async changeDesign(caller: Caller, locale: Locale, input: { id: number; templateId: number; colorSchemeId: number }): Promise<CartItem> {
      const item = await requireItem(caller, input.id);
      await checkDesign(locale, item.countryId, input.templateId, input.colorSchemeId);
      const { count } = await db.cartItem.updateMany({
        where: { id: item.id, userId: caller.userId },
        data: { templateId: input.templateId, colorSchemeId: input.colorSchemeId, updatedAt: clock.now() },
      });
      // Deleted between the read and the write (another tab, or checked out).
      if (count === 0) throw new AppError("NOT_FOUND");
      return view({ ...item, templateId: input.templateId, colorSchemeId: input.colorSchemeId }, locale);
    },
  };
}

export type CartService = ReturnType<typeof cartService>;

/** A 400 whose message sits under one field, like a failed schema rule. */
function validation(locale: Locale, field: string, messageKey: string): AppError {
  return new AppError("VALIDATION_FAILED", { fieldErrors: { [field]: [translator(locale)(messageKey)] } });
}
