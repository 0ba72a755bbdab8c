import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

/**
 * The partners the home page names are content the provider edits (content/partners.json), not
 * code: names of real companies may be shown only with their agreement. Looked at on each request
 * and read again whenever it changed, so an edited file (or one mounted over it in the container)
 * shows at once, without a rebuild.
 */
export const PARTNERS_FILE = path.resolve(process.cwd(), "content/partners.json");

export const PartnersContent = z.object({
  partners: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(60),
        kind: z.enum(["studio", "payments", "traffic", "other"]),
      }),
    )
    .max(48),
});
export type Partner = z.infer<typeof PartnersContent>["partners"][number];

/** The partners to show; none (the section is left out) when the file is missing or invalid, which is logged. */
export async function loadPartners(file = PARTNERS_FILE): Promise<Partner[]> {
  try {
    // One look at the file's size and time per request; opening, parsing and checking it was 3 % of the home page's time.
    const { mtimeMs, size } = await fs.stat(file);
    const version = `${mtimeMs}|${size}`;
    const known = read.get(file);
    if (known?.version === version) return known.partners;
    const partners = PartnersContent.parse(JSON.parse(await fs.readFile(file, "utf8"))).partners;
    read.set(file, { version, partners });
    return partners;
  } catch (error) {
    console.error(`The partners file ${file} could not be used; the home page shows no partners.`, error);
    return [];
  }
}

const read = new Map<string, { version: string; partners: Partner[] }>();
