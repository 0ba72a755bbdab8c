import { describe, expect, it } from "vitest";
import { localeTexts } from "./locale-texts";

/**
 * The English source says what it means, because every language is translated from it (decision
 * 027): none of the calques a native reader found in it comes back. The other languages are checked
 * against the glossary by glossary.test.ts.
 */
const english = localeTexts("en");

/** The keys whose text matches, with the text, so that a failure names them. */
function find(pattern: RegExp, text: (value: string) => string = (value) => value): string[] {
  return [...english].filter(([, value]) => pattern.test(text(value))).map(([key, value]) => `${key}: ${value}`);
}

describe("the English source", () => {
  it("calls the market for players everywhere Worldwide, never a station", () => {
    expect(english.get("data:stations.global")).toBe("Worldwide");
    expect(find(/station/i)).toEqual([]);
  });

  it("has a written empty state, not the calque 'Empty, no data'", () => {
    expect(english.get("common:empty")).toBe("Nothing to show yet");
    expect(find(/empty, no data/i)).toEqual([]);
  });

  it("gives the advertising fund its currency wherever it names its amount", () => {
    expect(english.get("marketing:advertising.figures[0].value")).toBe("3M USDT");
    expect(find(/\b3( million|M)\b(?! USDT)/)).toEqual([]);
  });

  it("says which deposit it means: the prepaid deposit, a player's deposit, never the payment address", () => {
    expect(find(/deposit address/i)).toEqual([]);
    const qualified = /prepaid deposit|player deposits?|player's first deposit|depositing|depositor|not a bank deposit|players, including their deposits|players deposit and withdraw/gi;
    expect(find(/deposit/i, (value) => value.replace(qualified, ""))).toEqual([]);
  });

  it("calls the 7-day fraud and money-laundering block a hold, keeping suspension for a stopped site", () => {
    const fraud = find(/fraud|money laundering/i).filter((entry) => /7[- ]day/i.test(entry));
    expect(fraud.length).toBeGreaterThan(0);
    for (const entry of fraud) {
      expect(entry).toMatch(/\bhold\b/);
      expect(entry).not.toMatch(/7-day suspension|suspend\w*[^.;]* for 7 days/i);
    }
  });

  it("spells British English throughout, with email in one word, except in the specification's quoted messages", () => {
    const quotedAmerican = "Unauthorized, please log in again";
    const american = /\b(center|centers|program|programs|color|colors|favorite|catalog|canceled|license|licenses|e-mail|e-mails|(organi|authori|recogni|customi|optimi|minimi|maximi|priori|finali|personali|locali|reali|utili|speciali)z\w*|analyz\w*)\b/i;
    // "license" is the British verb ("studios license their games"); the noun is "licence".
    expect(find(american, (value) => value.replace(quotedAmerican, "").replace(/\b(studios|to) license\b/gi, ""))).toEqual([]);
  });

  it("says what a figure or a label means, without jargon: no runway, no main network, no released address", () => {
    expect(find(/runway|\(main\)|address released|address (of \{\{siteName\}\} )?has been released|team[^.]*global CDN/i)).toEqual([]);
    expect(english.get("commerce:pay.main")).toBe("recommended");
    expect(find(/(30%|\{\{topUpPercent\}\}%) of the prepaid deposit(?! paid with)/i)).toEqual([]);
  });

  it("keeps the specification's quoted messages word for word (its points 5 and 8)", () => {
    const quoted: Record<string, string> = {
      "validation:accountRequired": "Account cannot be empty",
      "validation:accountLength": "Account length must be between 3 and 20 characters",
      "validation:passwordLength": "Password length must be between 6 and 20 characters",
      "validation:emailRequired": "Email cannot be empty",
      "validation:emailInvalid": "Please enter a valid email address",
      "validation:passwordsMismatch": "The two passwords entered are inconsistent",
      "validation:termsRequired": "Please agree to the terms of service first",
      "ui:areYouSure": "Are you sure you want to perform this operation?",
      "common:notices.loggedInElsewhere": "Your account has been logged in elsewhere",
      "common:notices.noToken": "Login failed: no valid token received",
      "errors:VALIDATION_FAILED": "Request parameter error",
      "errors:UNAUTHORIZED": "Unauthorized, please log in again",
      "errors:FORBIDDEN": "Access denied (forbidden)",
      "errors:NOT_FOUND": "The requested resource does not exist",
      "errors:INTERNAL": "Internal server error",
      "common:countries.loadFailed": "Failed to load country list",
      "commerce:cart.loadFailed": "Failed to load shopping cart",
      "commerce:cart.deleteFailed": "Failed to delete cart item",
      "ui:imageFailed": "Image failed to load",
    };
    for (const [key, text] of Object.entries(quoted)) expect(english.get(key), key).toBe(text);
  });
});
