import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile() && keep(file))
    .sort();
}

let version: string | undefined;

/**
 * The version of what makes a storefront: the renderer's code, the game catalogue and the players'
 * texts, as a hash of their files. A site whose pages were made by another version is built again
 * (decision 048), so a change to any of them reaches every site without anyone listing them.
 */
export function storefrontVersion(): string {
  if (version) return version;
  const hash = createHash("sha256");
  const files = [
    ...filesUnder(path.join(ROOT, "shared", "storefront"), (file) => file.endsWith(".ts") && !file.endsWith(".test.ts")),
    ...filesUnder(path.join(ROOT, "content"), (file) => file.endsWith("games.json")),
    ...filesUnder(path.join(ROOT, "app", "locales"), (file) => file.endsWith(`${path.sep}storefront.json`)),
  ];
  for (const file of files) hash.update(path.relative(ROOT, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  version = hash.digest("hex").slice(0, 16);
  return version;
}
