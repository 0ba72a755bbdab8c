import { z } from "zod";
import { id, text } from "./fields";
import { ColorScheme, Country, Package, countryId } from "./opening-station";

/** An id the merchant picks from a list, with the list's own "please choose" message. */
export function choice(messageKey: string) {
  return z.coerce
    .number({ error: messageKey })
    .int(messageKey)
    .positive(messageKey)
    .max(2_147_483_647, messageKey);
}

/**
 * A site name becomes the site's host name (<siteName>.<domain suffix>), so it follows the rules
 * of a DNS label: 3-30 letters, digits and hyphens, not starting or ending with a hyphen.
 * Host names ignore case, so it is kept in lower case and "MySite" and "mysite" are the same name.
 */
export const siteName = z
  .string({ error: "validation:siteNameRequired" })
  .trim()
  .min(1, { error: "validation:siteNameRequired", abort: true })
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/, "validation:siteNameFormat");

export const nickname = text(50, "validation:nicknameRequired");
export const otherContact = text(100, "validation:contactRequired");

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

/** 1 valid, 2 invalid: computed whenever the item is read. */
export const cartItemStatus = { valid: 1, invalid: 2 } as const;

export const CartInvalidReason = z
  .enum(["countryWithdrawn", "packageWithdrawn", "templateWithdrawn", "siteNameTaken"])
  .meta({ id: "CartInvalidReason" });

export const ChosenTemplate = z
  .object({
    id: z.number().int(),
    countryId: z.number().int(),
    categoryId: z.number().int(),
    name: z.string(),
    previewImage: z.string(),
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
  id: z.number().int(),
  status: z.union([z.literal(cartItemStatus.valid), z.literal(cartItemStatus.invalid)]),
  invalidReason: CartInvalidReason.nullable(),
  siteName: z.string(),
  nickname: z.string(),
  otherContact: z.string(),
  currency: z.string(),
  priceMinor: z.number().int().meta({ description: "What an order for this item costs: set-up fee plus prepaid deposit" }),
  createdAt: z.string(),
}).meta({ id: "CartItem" });

export const CartList = z.object({ items: z.array(CartItem) }).meta({ id: "CartList" });

export type Product = z.infer<typeof Product>;
export type CartItem = z.infer<typeof CartItem>;
export type CartInvalidReason = z.infer<typeof CartInvalidReason>;
