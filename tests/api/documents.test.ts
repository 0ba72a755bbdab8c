import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * The documents a newcomer reads stay true to the tree: the README short and listing every folder
 * of the code, every repository path a document names existing, every decision record in its three
 * parts. (Not an API test; it sits here because vitest's include list runs tests/api/.)
 */

const root = path.resolve(__dirname, "../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");

/** Folders whose sub-folders are instances of one kind, named by a pattern in the layout rather than one by one. */
const INSTANCES: Record<string, string> = {
  "app/routes": "one folder per URL",
  "app/locales": "one folder per language",
};

function folders(dir: string, depth: number): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const folder = `${dir}/${entry.name}`;
    found.push(folder);
    if (depth > 1 && !(folder in INSTANCES)) found.push(...folders(folder, depth - 1));
  }
  return found;
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

it("the README is at most 150 lines", () => {
  expect(readme.split("\n").length).toBeLessThanOrEqual(150);
});

it("the README's first screen is the two commands", () => {
  const firstScreen = readme.split("\n").slice(0, 24).join("\n");
  expect(firstScreen).toContain("npm ci && npm start");
  expect(firstScreen).toContain("npm ci && npm test");
});

it("the README's layout lists every folder of server/, shared/ and app/, two levels down", () => {
  const layout = readme.slice(readme.indexOf("## Layout"), readme.indexOf("\n## ", readme.indexOf("## Layout") + 1));
  const lines = layout.split("\n");
  // Listed: its own path in backticks, or its name in backticks on the line of its parent's path.
  const listed = (folder: string) => {
    if (layout.includes(`\`${folder}/\``)) return true;
    const parent = path.posix.dirname(folder);
    const name = path.posix.basename(folder);
    return lines.some((line) => line.includes(`\`${parent}/\``) && line.includes(`\`${name}/\``));
  };
  const missing = ["server", "shared", "app"].flatMap((top) => folders(top, 2)).filter((folder) => !listed(folder));
  expect(missing).toEqual([]);
});

it("every repository path a document writes in backticks exists", () => {
  const documents = ["README.md", ...markdownFiles("docs")];
  const missing: string[] = [];
  for (const document of documents) {
    const text = fs.readFileSync(path.join(root, document), "utf8");
    for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
      const named = /^(?:server|shared|app|prisma|scripts|tests|bench|docs)\/[\w./$-]*/.exec(code!)?.[0];
      if (!named) continue;
      // A pattern (`app/locales/<lng>/*.json`, `prisma/migrations/*_name`) is checked up to its last fixed folder.
      const fixed = /[<*{]/.test(code!.charAt(named.length)) ? named.slice(0, named.lastIndexOf("/") + 1) : named;
      if (!fs.existsSync(path.join(root, fixed.replace(/[.:,]+$/, "")))) missing.push(`${document}: ${code}`);
    }
  }
  expect(missing).toEqual([]);
});

it("every decision record has its context, its decision and its consequences", () => {
  const records = fs.readdirSync(path.join(root, "docs/decisions")).filter((name) => /^\d{3}-.*\.md$/.test(name));
  const incomplete = records.filter((name) => {
    const text = fs.readFileSync(path.join(root, "docs/decisions", name), "utf8");
    return !["## Context", "## Decision", "## Consequences"].every((heading) => new RegExp(`^${heading}\\s*$`, "m").test(text));
  });
  expect(incomplete).toEqual([]);
});
