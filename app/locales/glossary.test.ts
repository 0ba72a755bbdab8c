import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "@shared/contracts/locales";
import { LOCALES_DIR, localeTexts } from "./locale-texts";

/**
 * Every language says the product's money and security terms the way its glossary says, wherever the
 * English says them, and none of the words a reviewer found wrong (liquidation for settlement,
 * "illegal" for invalid, phishing for fish-shooting games, ...) comes back. glossary.md is rendered
 * from glossary.json; `GLOSSARY_WRITE=1 npx vitest run app/locales/glossary.test.ts` rewrites it.
 */
const DIR = LOCALES_DIR;

interface Term {
  id: string;
  en: string;
  definition: string;
  match?: string;
  except?: string[];
  /** Only the keys matching this pattern (a term with two senses is split by where it is used). */
  scope?: string;
  notScope?: string;
  caseSensitive?: boolean;
  /** The locale must repeat the very words the English matched (product names). */
  sameWords?: boolean;
  enforced: boolean;
  /** Checked only in these locales (a term whose confusion is specific to some languages). */
  enforcedIn?: string[];
  /** The first form is the chosen term; the others are accepted inflected or contextual forms. */
  locales: Record<string, string[]>;
}
interface Forbidden {
  locale: string;
  text: string;
  why: string;
  /** Only in the strings whose English uses this term. */
  term?: string;
  /** Caught in any letter case (Checkout, checkout, CHECKOUT). */
  ignoreCase?: boolean;
}
interface Glossary {
  policies: Record<string, string>;
  register: Record<string, string>;
  terms: Term[];
  forbidden: Forbidden[];
}

const glossary = JSON.parse(fs.readFileSync(path.join(DIR, "glossary.json"), "utf8")) as Glossary;

const english = localeTexts("en");

function pattern(term: Term): RegExp {
  return new RegExp(term.match ?? "(?!)", term.caseSensitive ? "g" : "gi");
}

/** The English keys that use a term. */
function keysUsing(term: Term): string[] {
  const inScope = (key: string) => (!term.scope || new RegExp(term.scope).test(key)) && !(term.notScope && new RegExp(term.notScope).test(key));
  return [...english].filter(([key, text]) => inScope(key) && !term.except?.includes(key) && pattern(term).test(text)).map(([key]) => key);
}

function render(): string {
  const locales = [...SUPPORTED_LOCALES];
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const lines = [
    "# Glossary",
    "",
    "Rendered from `glossary.json` by `glossary.test.ts` (`GLOSSARY_WRITE=1 npx vitest run app/locales/glossary.test.ts`); edit the JSON, not this file.",
    "Terms marked enforced are checked in every locale: wherever the English uses the term, the translation uses the chosen word (or one of its listed forms).",
    "",
    "## Policies",
    "",
    ...Object.entries(glossary.policies).map(([name, text]) => `- **${name}**: ${text}`),
    "",
    "## Register",
    "",
    "| Language | Register |",
    "| --- | --- |",
    ...Object.entries(glossary.register).map(([locale, text]) => `| ${locale} | ${cell(text)} |`),
    "",
    "## Terms",
    "",
    ...glossary.terms.flatMap((term) => [
      `### ${term.en}${term.enforced ? " (enforced)" : term.enforcedIn ? ` (enforced in ${term.enforcedIn.join(", ")})` : ""}`,
      "",
      term.definition,
      "",
      "| Language | Term | Also accepted |",
      "| --- | --- | --- |",
      ...locales.map((locale) => {
        const [chosen, ...others] = term.locales[locale] ?? [];
        return `| ${locale} | ${cell(chosen ?? "")} | ${cell(others.join(", "))} |`;
      }),
      "",
    ]),
    "## Forbidden",
    "",
    "| Language | Never write | Why |",
    "| --- | --- | --- |",
    ...glossary.forbidden.map((rule) => `| ${rule.locale === "*" ? "all" : rule.locale} | ${cell(rule.text)}${rule.term ? ` (for ${rule.term})` : ""}${rule.ignoreCase ? " (any case)" : ""} | ${cell(rule.why)} |`),
    "",
  ];
  return lines.join("\n");
}

describe("glossary", () => {
  it("gives every term a word in every language and a register for every language", () => {
    for (const term of glossary.terms) expect(Object.keys(term.locales).sort(), term.id).toEqual([...SUPPORTED_LOCALES].sort());
    expect(Object.keys(glossary.register).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it("enforces only terms the English actually uses", () => {
    for (const term of glossary.terms.filter((t) => t.enforced || t.enforcedIn)) expect(keysUsing(term).length, term.id).toBeGreaterThan(0);
  });

  it("is what glossary.md shows", () => {
    const file = path.join(DIR, "glossary.md");
    if (process.env.GLOSSARY_WRITE) fs.writeFileSync(file, render());
    expect(fs.readFileSync(file, "utf8")).toBe(render());
  });
});

describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))("%s", (locale) => {
  const own = localeTexts(locale);

  it.each(glossary.terms.filter((term) => term.enforced || term.enforcedIn?.includes(locale)).map((term) => [term.id, term] as const))("uses the glossary term for %s", (_id, term) => {
    const accepted = term.locales[locale];
    const wrong: string[] = [];
    for (const key of keysUsing(term)) {
      const text = own.get(key) ?? "";
      const ok = term.sameWords
        ? [...new Set((english.get(key) ?? "").match(pattern(term)))].every((word) => text.includes(word))
        : accepted.some((form) => text.toLowerCase().includes(form.toLowerCase()));
      if (!ok) wrong.push(`${key}: ${text}`);
    }
    expect(wrong, `${locale} should say ${accepted.join(" / ")}`).toEqual([]);
  });

  it("has none of the forbidden words", () => {
    const found: string[] = [];
    for (const rule of glossary.forbidden.filter((r) => r.locale === locale || r.locale === "*")) {
      const term = glossary.terms.find((t) => t.id === rule.term);
      const scope = term ? new Set(keysUsing(term)) : undefined;
      for (const [key, text] of own) if ((!scope || scope.has(key)) && (rule.ignoreCase ? text.toLowerCase().includes(rule.text.toLowerCase()) : text.includes(rule.text))) found.push(`${key}: "${rule.text}" (${rule.why}) in ${text}`);
    }
    expect(found).toEqual([]);
  });
});
