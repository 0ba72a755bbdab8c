import fs from "node:fs";
import path from "node:path";
import type { Locale } from "@shared/contracts/locales";
import type { Translate } from "@shared/storefront/types";

/**
 * A translate function over app/locales/<locale>/storefront.json (English where a locale has no
 * file or key yet), interpolating {{values}} as i18next does, for tests that render storefronts
 * without starting the API.
 */
type Tree = { [key: string]: Tree | string | Tree[] | string[] };
const trees = new Map<string, Tree>();

function tree(locale: string): Tree {
  let found = trees.get(locale);
  if (!found) {
    const file = path.resolve("app", "locales", locale, "storefront.json");
    found = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Tree) : {};
    trees.set(locale, found);
  }
  return found;
}

function lookup(root: Tree, key: string): string | undefined {
  let node: unknown = root;
  for (const part of key.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

export function storefrontTranslate(locale: Locale): Translate {
  return (key, values) => {
    const bare = key.replace(/^storefront:/, "");
    const text = lookup(tree(locale), bare) ?? lookup(tree("en"), bare) ?? key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? `{{${name}}}`));
  };
}
