/**
 * A translation function that remembers what each key translates to, alone or with values that are
 * plain strings, numbers or booleans: i18next resolves every call anew (key parsing, namespace
 * fallbacks, interpolation), and a page or an answer asks for the same texts again and again. Safe
 * because neither server changes an instance's language or resources once made. A list or an
 * object (`returnObjects`: the home page's sections, the legal texts) is remembered frozen, so a
 * caller that tried to change the one every page shares would fail at once. Used by the web
 * server's renders and by the API's messages (decisions 045 and 029).
 */
export type Translate = ((...args: unknown[]) => string) & { lng?: string; ns?: unknown; keyPrefix?: string };

/** How many translations with values one translation function keeps. */
const KEPT_WITH_VALUES = 5_000;

/** `t`, remembering what each key, alone or with plain values, translates to. */
export function remembering<T extends Translate>(t: T): T {
  const known = new Map<string, unknown>();
  return Object.assign(
    (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== "string" || rest.length > 1) return t(key, ...rest);
      const id = rest.length === 0 ? key : idWithValues(key, rest[0]);
      if (id === undefined) return t(key, ...rest);
      let text = known.get(id);
      if (text === undefined) {
        text = t(key, ...rest);
        if (typeof text === "object" && text !== null) text = frozen(text);
        else if (typeof text !== "string") return text;
        if (known.size >= KEPT_WITH_VALUES) known.clear();
        known.set(id, text);
      }
      return text;
    },
    { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix },
  ) as T;
}

/** The key and its values as one string, when every value is a plain string, number or boolean (else undefined: not remembered). */
function idWithValues(key: string, values: unknown): string | undefined {
  if (typeof values !== "object" || values === null || Object.getPrototypeOf(values) !== Object.prototype) return undefined;
  let id = key;
  for (const name in values) {
    const value = (values as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return undefined;
    // Its length before each value: no value, whatever it holds, can pass for two.
    const text = String(value);
    id += `\u0000${name}\u0001${type[0]}${text.length}:${text}`;
  }
  return id;
}

/** `value` and everything in it, frozen. */
function frozen<V extends object>(value: V): V {
  for (const inner of Object.values(value)) if (typeof inner === "object" && inner !== null) frozen(inner);
  return Object.freeze(value);
}
