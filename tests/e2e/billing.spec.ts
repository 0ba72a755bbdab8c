import { execFileSync } from "node:child_process";
import { expect, expectAccessible, logIn, test } from "./fixtures";

/**
 * The agreement as a merchant meets it, on a stack of its own (the clock moves): testers' scenarios
 * loaded with `npm run seed:scenario`, time moved with `npm run clock`, both as a tester would.
 */
test.describe.configure({ mode: "serial" });

/** Runs one of the testers' commands against this project's stack. */
function tester(script: "seed-scenario" | "clock", args: string[], apiPort: number): string {
  // As `npm start` runs the stack: its defaults (a demo), its database.
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `file:./data/e2e-${apiPort}.db`, PASSWORD_HASH_COST: "4" };
  for (const name of ["NODE_ENV", "DEMO_MODE"]) Reflect.deleteProperty(env, name);
  return execFileSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env,
    encoding: "utf8",
  });
}

const apiPort = (info: { project: { metadata: Record<string, unknown> } }) => Number(info.project.metadata.apiPort);

test.afterAll(async ({}, info) => {
  tester("clock", ["reset"], apiPort(info));
});

test("a low deposit shows a banner and a notice; a top-up updates the balance, the ledger and the banner", async ({ page, jsEnabled }, info) => {
  const loaded = tester("seed-scenario", ["deposit-low"], apiPort(info));
  expect(loaded).toContain('Log in as "deposit_low" with password "Tester123"');
  await logIn(page, { account: "deposit_low", password: "Tester123", email: "" }, "/en/my-site");

  const banner = page.locator(".notice-banner");
  await expect(banner).toContainText("Low prepaid balance on low-deposit");
  const card = page.locator(".site-card", { hasText: "low-deposit" });
  await expect(card).toContainText("274.00 USDT");
  // The chart's table for screen readers: of its 23 changes, the latest 10, the last one the balance now.
  const history = card.getByRole("table", { name: "Prepaid balance history: the latest changes" });
  await expect(history.locator("tr")).toHaveCount(10);
  await expect(history.locator("tr").last()).toContainText("274.00 USDT");
  // The line: a point a day (23 days with a change), the last at the balance now.
  const points = card.locator(".deposit-chart svg .point title");
  await expect(points).toHaveCount(23);
  await expect(points.last()).toHaveText(/274\.00 USDT$/);

  await page.goto("/en/notices");
  await expect(page.locator(".notice-item").first()).toContainText("The prepaid balance of low-deposit is 274.00 USDT, below 30% of its 1,000.00 USDT prepaid deposit");

  await page.goto("/en/settlement");
  const rows = page.locator(".ledger-table tbody tr");
  await expect(rows.first()).toContainText("Maintenance fee");
  await expect(rows.first()).toContainText("274.00 USDT");
  await expect(page.locator(".deposit-chart .chart-body")).toContainText("30% line");

  await page.getByLabel("Amount (USDT)").fill("100");
  await page.getByRole("button", { name: "Get the payment address" }).click();
  await page.getByRole("button", { name: "Simulate transfer" }).click();
  await expect(page.getByRole("status")).toContainText("Top-up received");

  await expect(rows.first()).toContainText("Top-up");
  await expect(rows.first()).toContainText("+100.00 USDT");
  await expect(rows.first()).toContainText("374.00 USDT");
  await expect(page.locator(".notice-banner")).toHaveCount(0);
  if (jsEnabled) await expectAccessible(page, "settlement with its ledger");

  // Today's maintenance charge was booked when the scenario loaded: within 24 hours, disputable.
  const charge = rows.filter({ hasText: "Maintenance fee" }).first();
  await charge.getByRole("link", { name: "Dispute" }).click();
  const dialog = page.getByRole("dialog", { name: "Dispute a charge" });
  await expect(dialog).toContainText("within 24 hours of being booked");
  if (jsEnabled) await expectAccessible(page, "the dispute dialog");
  await dialog.getByRole("button", { name: "Send the dispute" }).click();
  await expect(dialog.getByText("Please say why the charge is wrong")).toBeVisible();
  await dialog.getByLabel("Why is this charge wrong?").fill("The casino was down most of that day.");
  await dialog.getByRole("button", { name: "Send the dispute" }).click();
  await expect(page.getByRole("status")).toContainText("Your dispute has been sent");
  await expect(rows.filter({ hasText: "Maintenance fee" }).first()).toContainText("Disputed: open");

  await page.goto("/en/my-site");
  await expect(card).toContainText("374.00 USDT");
  await expect(card).not.toContainText("Top-up needed");

  // The whole ledger as a file, in the same order.
  const csv = await (await page.request.get("/en/settlement/ledger.csv")).text();
  const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]).toBe("Date,Booked,Site,Type,Period or reference,Amount,Balance after,Dispute");
  expect(lines[1]).toMatch(/,low-deposit,Top-up,.*,100\.00,374\.00,$/);
  expect(lines).toHaveLength(1 + 1 + 22 + 1);
});

test("the banner names the three newest urgent notices and leads to all of them", async ({ page, jsEnabled }, info) => {
  tester("seed-scenario", ["four-low-deposits"], apiPort(info));
  await logIn(page, { account: "four_low_deposits", password: "Tester123", email: "" }, "/en/my-order");
  const banner = page.locator(".notice-banner");
  await expect(banner.locator("li")).toHaveCount(3);
  if (jsEnabled) await expectAccessible(page, "the banner with its link to all urgent notices");
  // The newest first: the site live for 22 days crossed the 30% line last.
  await expect(banner.locator("li").first()).toContainText("Low prepaid balance on low-4");
  await expect(banner).not.toContainText("low-1");
  await banner.getByRole("link", { name: "All urgent notices: 4" }).click();
  await expect(page).toHaveURL(/\/en\/notices$/);
  await expect(page.locator(".notice-item.active")).toHaveCount(4);
});

test("a site 29 days at zero is suspended with its reason once the clock moves two days", async ({ page }, info) => {
  tester("seed-scenario", ["deposit-zero-29-days"], apiPort(info));
  await logIn(page, { account: "deposit_zero_29_days", password: "Tester123", email: "" }, "/en/my-site");
  const card = page.locator(".site-card", { hasText: "zero-29" });
  await expect(card.locator(".status-badge").first()).toHaveText("Live");
  await expect(card).toContainText("the site can be suspended from");
  await expect(page.locator(".notice-banner")).toContainText("zero-29 has no prepaid balance left");
  await expect(page.locator(".test-clock")).toHaveCount(0);

  expect(tester("clock", ["advance", "2d"], apiPort(info))).toMatch(/moved \+4[78] h/);
  await expect(async () => {
    await page.reload();
    await expect(card.locator(".status-badge").first()).toHaveText("Suspended", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(card).toContainText("Suspended because the prepaid balance has been at zero since");
  await expect(page.locator(".notice-banner")).toContainText("zero-29 is suspended");
  await expect(page.locator(".test-clock")).toContainText("Test clock:");
});
