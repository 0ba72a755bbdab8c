import { spawnSync } from "node:child_process";
import { expect } from "./fixtures";

/**
 * A transfer on the chain simulator, as a tester's wallet sends it (npm run chain:transfer), into
 * the e2e API's database: the money moves without the page or the merchant's session taking part.
 */
export function sendOnSimulator(address: string, amount: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/chain-transfer.ts", "--address", address, "--amount", amount], {
    env: { ...process.env, DATABASE_URL: `file:./data/e2e-${process.env.E2E_API_PORT ?? 4100}.db` },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}
