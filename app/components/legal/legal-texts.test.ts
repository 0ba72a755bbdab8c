import { describe, expect, it } from "vitest";
import { PACKAGES } from "@shared/domain/constants";
import enContact from "../../locales/en/contact.json";
import enLegal from "../../locales/en/legal.json";
import zhContact from "../../locales/zh/contact.json";
import zhLegal from "../../locales/zh/legal.json";
import { legalValues } from "./legal-values";

/** Every string of a translation file by its path, arrays included ("terms.sections.4.paragraphs.0"). */
function leaves(value: unknown, path = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") return found.set(path, value);
  for (const [key, child] of Object.entries(value as object)) {
    for (const [childPath, text] of leaves(child, path ? `${path}.${key}` : key)) found.set(childPath, text);
  }
  return found;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]))].sort();

describe.each([
  ["legal", enLegal, zhLegal],
  ["contact", enContact, zhContact],
])("the %s namespace", (_ns, en, zh) => {
  it("has the same paths in English and Chinese, so no section or paragraph is lost in translation", () => {
    expect([...leaves(zh).keys()]).toEqual([...leaves(en).keys()]);
  });

  it("uses the same placeholders in both languages", () => {
    const zhLeaves = leaves(zh);
    for (const [path, text] of leaves(en)) expect({ path, vars: placeholders(zhLeaves.get(path) ?? "") }).toEqual({ path, vars: placeholders(text) });
  });
});

describe("the legal texts", () => {
  const provided = new Set([...Object.keys(legalValues("en", "Brand")), "amount", "percent", "fixed"]);

  it.each([
    ["en", enLegal],
    ["zh", zhLegal],
  ])("(%s) only use placeholders the pages fill in", (_locale, texts) => {
    for (const [path, text] of leaves(texts)) {
      for (const name of placeholders(text)) expect({ path, name, provided: provided.has(name) }).toEqual({ path, name, provided: true });
    }
  });

  it.each([
    ["en", enLegal],
    ["zh", zhLegal],
  ])("(%s) quote no package price: those come from the API's package list", (_locale, texts) => {
    const all = [...leaves(texts).values()].join("\n");
    for (const pkg of Object.values(PACKAGES)) {
      for (const minor of [pkg.setupFeeMinor, pkg.maintenanceFeeMinor, pkg.depositMinor]) {
        const major = minor / 100;
        for (const written of [String(major), major.toLocaleString("en")]) expect(all).not.toMatch(new RegExp(`(^|[^\\d,.])${written.replace(".", "\\.")}(?![\\d,])`));
      }
    }
  });

  it("give each section a title and at least one paragraph", () => {
    for (const texts of [enLegal, zhLegal]) {
      for (const doc of [texts.terms, texts.privacy]) {
        for (const section of doc.sections) {
          expect(section.title).not.toBe("");
          expect(section.paragraphs.length).toBeGreaterThan(0);
        }
      }
    }
  });
});
