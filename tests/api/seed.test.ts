import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_MERCHANT } from "../../prisma/demo-data";
import { openDatabase } from "../../server/db";
import { verifyPassword } from "../../server/modules/auth/password";
import { TEMPLATE_DB } from "../helpers/migrated-template";

/** Seeds by environment (integrity issue): the demo merchant never exists with its published password in production. */
const files: string[] = [];
afterEach(() => {
  for (const file of files.splice(0)) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

function seed(file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "prisma/seed.ts"], {
    env: { ...process.env, DATABASE_URL: `file:${file}`, ...env },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

async function demoMerchant(file: string) {
  const db = await openDatabase(`file:${file}`);
  try {
    return await db.user.findUnique({ where: { account: DEMO_MERCHANT.account } });
  } finally {
    await db.$disconnect();
  }
}

describe("prisma/seed.ts", () => {
  it("in production keeps a database seeded earlier but takes away the demo merchant's published password", async () => {
    const file = path.join(os.tmpdir(), `casino-seed-${randomUUID()}.db`);
    files.push(file);
    fs.copyFileSync(TEMPLATE_DB, file); // seeded for tests: the demo merchant exists
    expect(await verifyPassword(DEMO_MERCHANT.password, (await demoMerchant(file))!.passwordHash)).toBe(true);

    const output = seed(file, { NODE_ENV: "production", DEMO_MODE: "off" });
    expect(output).not.toContain(DEMO_MERCHANT.password);
    const retired = await demoMerchant(file);
    expect(retired).not.toBeNull();
    expect(await verifyPassword(DEMO_MERCHANT.password, retired!.passwordHash)).toBe(false);
    // Running it again is harmless.
    seed(file, { NODE_ENV: "production", DEMO_MODE: "off" });
  });

  it("in demo mode seeds the demo merchant and prints its login", async () => {
    const file = path.join(os.tmpdir(), `casino-seed-${randomUUID()}.db`);
    files.push(file);
    const migrate = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], {
      env: { ...process.env, DATABASE_URL: `file:${file}` },
      encoding: "utf8",
    });
    expect(migrate.status, migrate.stderr).toBe(0);
    const output = seed(file, { NODE_ENV: "production", DEMO_MODE: "on" });
    expect(output).toContain(`"${DEMO_MERCHANT.account}"`);
    expect(await verifyPassword(DEMO_MERCHANT.password, (await demoMerchant(file))!.passwordHash)).toBe(true);
  });
});
