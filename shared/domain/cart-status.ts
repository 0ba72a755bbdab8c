/**
 * A cart item's standing: valid while it can be ordered, invalid once its market, package or
 * template was withdrawn or an order took its site name. Decided again whenever the item is read,
 * never stored. The numbers are the API's contract (CartItem.status, sent to clients); the names
 * are how the code speaks of them.
 */
export const cartStatus = { valid: 1, invalid: 2 } as const;

export type CartStatusName = keyof typeof cartStatus;
export type CartStatus = (typeof cartStatus)[CartStatusName];

export const cartStatusName = Object.fromEntries(Object.entries(cartStatus).map(([name, value]) => [value, name])) as Record<CartStatus, CartStatusName>;

/** Why an item is invalid, in the order they are checked: the first that applies is the one given. */
export const CART_INVALID_REASONS = ["countryWithdrawn", "packageWithdrawn", "templateWithdrawn", "siteNameTaken"] as const;
