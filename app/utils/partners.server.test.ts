import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPartners, PARTNERS_FILE } from "./partners.server";

describe("the partners content file", () => {
  afterEach(() => vi.restoreAllMocks());

  it("ships valid, with names to show", async () => {
    const partners = await loadPartners(PARTNERS_FILE);
    expect(partners.length).toBeGreaterThan(0);
  });

  it.each([
    ["not JSON", "{ partners: "],
    ["an empty name", JSON.stringify({ partners: [{ name: " ", kind: "studio" }] })],
    ["an unknown kind", JSON.stringify({ partners: [{ name: "Lumen Play", kind: "casino" }] })],
  ])("shows no partners, and says why in the log, when the file has %s", async (_what, text) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "partners-"));
    const file = path.join(dir, "partners.json");
    await fs.writeFile(file, text);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loadPartners(file)).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(file), expect.anything());
  });

  it("shows an edited file at once, without a restart", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "partners-"));
    const file = path.join(dir, "partners.json");
    await fs.writeFile(file, JSON.stringify({ partners: [{ name: "Lumen Play", kind: "studio" }] }));
    for (let i = 0; i < 2; i++) expect((await loadPartners(file)).map((p) => p.name)).toEqual(["Lumen Play"]);
    await fs.writeFile(file, JSON.stringify({ partners: [{ name: "Orbit Pay", kind: "payments" }, { name: "Lumen Play", kind: "studio" }] }));
    expect((await loadPartners(file)).map((p) => p.name)).toEqual(["Orbit Pay", "Lumen Play"]);
  });

  it("shows no partners when the file is missing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await loadPartners(path.join(os.tmpdir(), "no-such-partners.json"))).toEqual([]);
  });
});
