import { z } from "zod";
import { CART_INVALID_REASONS, cartStatus } from "../domain/cart-status";
import { count, INT32_MAX, LENGTH, list, rowId, str, timestamp } from "./bounds";
import { id, text } from "./fields";
import { ColorScheme, Country, Package, countryId, marketId } from "./opening-station";

/** An id the merchant picks from a list, with the list's own "please choose" message. */
export function choice(messageKey: string) {
  return z.coerce
    .number({ error: messageKey })
    .int(messageKey)
    .positive(messageKey)
    .max(INT32_MAX, messageKey)
    .meta({ format: "int32" });
}

/** The longest site name: a DNS label of the rule below. */
export const SITE_NAME_MAX = 30;
export const NICKNAME_MAX = 50;
export const OTHER_CONTACT_MAX = 100;

/**
 * A site name becomes the site's host name (<siteName>.<domain suffix>), so it follows the rules
 * of a DNS label: 3-30 letters, digits and hyphens, not starting or ending with a hyphen.
 * Host names ignore case, so it is kept in lower case and "MySite" and "mysite" are the same name.
 */
export const siteName = z
  .string({ error: "validation:siteNameRequired" })
  .trim()
  .min(1, { error: "validation:siteNameRequired", abort: true })
  .max(SITE_NAME_MAX, "validation:siteNameFormat")
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/, "validation:siteNameFormat");

export const nickname = text(NICKNAME_MAX, "validation:nicknameRequired");
export const otherContact = text(OTHER_CONTACT_MAX, "validation:contactRequired");

export const CartListQuery = z.object({
  siteName: z.string().trim().max(100).optional().meta({ description: "Only items whose site name contains this text" }),
});

export const CartDetailQuery = z.object({ id });

export const CartCreateBody = z
  .object({
    countriesId: countryId,
    packageId: choice("validation:packageRequired"),
    templateId: choice("validation:themeRequired"),
    colorSchemeId: choice("validation:colorRequired"),
    siteName,
    nickname,
    otherContact,
  })
  .meta({ id: "CartCreateBody" });

export const CartIdBody = z.object({ id }).meta({ id: "CartIdBody" });

export const CartTemplateBody = z
  .object({
    id,
    templateId: choice("validation:themeRequired"),
    colorSchemeId: choice("validation:colorRequired"),
  })
  .meta({ id: "CartTemplateBody" });

export const CartInvalidReason = z
  .enum(CART_INVALID_REASONS)
  .meta({ id: "CartInvalidReason" });

export const ChosenTemplate = z
  .object({
    id: rowId,
    countryId: marketId,
    categoryId: rowId,
    name: str(LENGTH.name),
    previewImage: str(LENGTH.url),
  })
  .meta({ id: "ChosenTemplate" });

/** What was chosen on the way through the opening station; shared by cart items, orders and sites. */
export const Product = z.object({
  country: Country,
  package: Package,
  template: ChosenTemplate,
  colorScheme: ColorScheme,
});

export const CartItem = Product.extend({
  id: rowId,
  status: z.union([z.literal(cartStatus.valid), z.literal(cartStatus.invalid)]),
  invalidReason: CartInvalidReason.nullable(),
  siteName: str(SITE_NAME_MAX),
  nickname: str(NICKNAME_MAX),
  otherContact: str(OTHER_CONTACT_MAX),
  currency: str(LENGTH.key),
  priceMinor: count.meta({ description: "What an order for this item costs: set-up fee plus prepaid deposit" }),
  createdAt: timestamp,
}).meta({ id: "CartItem" });

export const CartList = z.object({ items: list(CartItem) }).meta({ id: "CartList" });

export type Product = z.infer<typeof Product>;
export type CartItem = z.infer<typeof CartItem>;
export type CartInvalidReason = z.infer<typeof CartInvalidReason>;
