import type { Page } from "@playwright/test";
import { API_URL, expect, test } from "./fixtures";

/** Fills and submits a "name, contact, remark" form the way a visitor would, checking each step. */
async function submitForm(page: Page, formName: string, submitLabel: string) {
  const form = page.getByRole("region", { name: formName });
  const submit = form.getByRole("button", { name: submitLabel });

  await submit.click();
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByText("Please enter a contact")).toBeVisible();

  // One field wrong: its message shows and what was typed elsewhere is kept.
  await form.getByLabel("Contact", { exact: true }).fill("telegram @ana_souza");
  await form.getByLabel("Note (optional)").fill("Brazil, 3 sites");
  await submit.click();
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByText("Please enter a contact")).toHaveCount(0);
  await expect(form.getByLabel("Contact", { exact: true })).toHaveValue("telegram @ana_souza");
  await expect(form.getByLabel("Note (optional)")).toHaveValue("Brazil, 3 sites");

  await form.getByLabel("Name", { exact: true }).fill("Ana Souza");
  await submit.click();
  await expect(page.getByRole("status")).toContainText("Submission successful");
  await expect(form.getByText("Please enter your name")).toHaveCount(0);
  // The form is emptied for the next message.
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Contact", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Note (optional)")).toHaveValue("");
}

test("the affiliate programme page takes an application", async ({ page }) => {
  await page.goto("/en/affiliate-program");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Affiliate programme");
  await submitForm(page, "Apply to the affiliate programme", "Submit application");
  await expect(page).toHaveURL(/\/en\/affiliate-program(#apply)?$/);
});

test("the alliance page takes an application", async ({ page }) => {
  await page.goto("/en/newboss-igaming-alliance");
  await submitForm(page, "Join the alliance", "Submit application");
});

test("the help centre's contact form sends a message", async ({ page }) => {
  await page.goto("/en/help-center#contact");
  await submitForm(page, "Contact us", "Send message");
});

test("the help centre's terms quote the package fees the API lists", async ({ page }) => {
  const response = await fetch(`${API_URL}/api/opening-station/package-list`);
  const packages = (await response.json()).data as { name: string; setupFeeMinor: number }[];
  expect(packages.map((pkg) => pkg.setupFeeMinor)).toEqual([99_900, 199_900]);

  await page.goto("/en/help-center");
  const terms = page.getByRole("region", { name: "Terms of Service" });
  await expect(terms.getByRole("heading", { level: 3, name: "19. Dispute resolution and governing law" })).toBeVisible();
  const fees = terms.getByRole("table", { name: "Package fees in force" });
  for (const pkg of packages) await expect(fees.getByRole("columnheader", { name: pkg.name })).toBeVisible();
  const setupFees = fees.getByRole("row", { name: /Set-up fee/ });
  await expect(setupFees).toContainText("999.00 USDT");
  await expect(setupFees).toContainText("1,999.00 USDT");
  await expect(fees.getByRole("row", { name: /Maintenance/ })).toContainText("33.00 USDT per day");
  await expect(fees.getByRole("row", { name: /Maintenance/ })).toContainText("1,000.00 USDT per month");
  await expect(fees.getByRole("row", { name: /Payout fee/ })).toContainText("0% plus 5.00 USDT per transaction");
  await expect(terms).toContainText("Top-ups of the Prepaid Deposit are accepted only in USDT on the TRC20 or ERC20 network.");
  await expect(terms).toContainText("from day 31");

  await expect(page.getByRole("region", { name: "Privacy Policy" }).getByRole("heading", { name: "4. Cookies" })).toBeVisible();
});

test("the footer's terms and privacy links open the help centre at those sections", async ({ page }) => {
  await page.goto("/en/affiliate-program");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/en\/help-center#terms$/);
  await expect(page.getByRole("heading", { level: 2, name: "Terms of Service" })).toBeInViewport();

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/en\/help-center#privacy$/);
  await expect(page.getByRole("heading", { level: 2, name: "Privacy Policy" })).toBeInViewport();
});

test("the help centre speaks Chinese under /zh", async ({ page }) => {
  await page.goto("/zh/help-center");
  const terms = page.getByRole("region", { name: "服务条款" });
  await expect(terms.getByRole("table")).toContainText("1,999.00 USDT");
  await expect(terms.getByRole("table")).toContainText("每天 33.00 USDT");
  await expect(page.getByRole("region", { name: "联系我们" }).getByRole("button", { name: "发送留言" })).toBeVisible();
});
