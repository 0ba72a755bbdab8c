/**
 * A list from `t(key, { returnObjects: true })`. Until a namespace has loaded in the browser (after
 * a client-side navigation), i18next answers with the key itself, a string: that reads as no items.
 */
export function translatedList<T>(value: unknown): T[] {
  return Array.isArray(value) ? value : [];
}
