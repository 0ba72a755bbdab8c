import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const css = fs.readFileSync(path.resolve("app", "styles", "app.css"), "utf8");

/** The custom properties a block of app.css declares, by name. */
function declarations(block: string): Map<string, string> {
  return new Map([...block.matchAll(/(--[\w-]+|color-scheme):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

describe("the dark theme", () => {
  const chosen = declarations(/:root\[data-theme="dark"\] \{([^}]*)\}/.exec(css)?.[1] ?? "");
  const device = declarations(/@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme="light"\]\) \{([^}]*)\}/.exec(css)?.[1] ?? "");
  const light = declarations(/^:root \{([^}]*)\}/m.exec(css)?.[1] ?? "");

  it("is the same whether chosen in the header or taken from the device", () => {
    expect(chosen.size).toBeGreaterThan(20);
    expect(device).toEqual(chosen);
  });

  it("redefines every colour of the light theme except the fills kept in both", () => {
    const colours = [...light.keys()].filter((name) => name.startsWith("--color-") || name === "color-scheme");
    expect(colours.filter((name) => !chosen.has(name))).toEqual([]);
  });
});
