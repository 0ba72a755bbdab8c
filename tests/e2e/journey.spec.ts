import { expect, mailedCode, test, uniqueAccount } from "./fixtures";

/**
 * The product's reason to exist: a new merchant goes from the home page to a live, paid-for site
 * by themselves. Runs with JavaScript on and off; records how long it took and how many full page
 * loads it needed.
 */
test("a new merchant registers, configures, pays and sees the site live", async ({ page, javaScriptEnabled }, testInfo) => {
  test.setTimeout(120_000);
  let pageLoads = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") pageLoads += 1;
  });
  const started = Date.now();
  const account = uniqueAccount("j");
  const siteName = `site-${account}`.slice(0, 30).toLowerCase();

  // Register, then log in with the details the dialog fills in.
  await page.goto("/");
  await page.getByRole("link", { name: "Start Your Business" }).first().click();
  const register = page.getByRole("dialog");
  await register.getByLabel("Account", { exact: true }).fill(account);
  await register.getByLabel("Email", { exact: true }).fill(`${account}@example.com`);
  await register.getByLabel("Password", { exact: true }).fill("Kestrel842");
  await register.getByRole("button", { name: "Register" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login.getByLabel("Account", { exact: true })).toHaveValue(account);
  if (!javaScriptEnabled) await login.getByLabel("Password", { exact: true }).fill("Kestrel842");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status")).toContainText("Login successful");

  // Country, package, template and colours, site information.
  await page.getByRole("link", { name: "Open a site" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Brazil" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brazil");
  await page.getByRole("link", { name: "Next: choose a package" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a package");
  await page.locator(".package-card", { hasText: "Elite" }).click();
  await expect(page.getByRole("radio", { name: "Elite" })).toBeChecked();
  await page.getByRole("button", { name: "Next: choose a template" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose template and colour scheme");
  await page.locator(".template-card input").nth(1).check();
  await page.getByText("Royal amethyst").click();
  await page.getByRole("button", { name: "Next: site information" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create site");
  await expect(page.locator(".order-summary")).toContainText("2,999.00 USDT");
  await page.getByLabel("Site name").fill(siteName);
  await page.getByLabel("Nickname").fill("Journey tester");
  await page.getByLabel("Other contact").fill("@journey");
  await page.getByRole("button", { name: "Add to cart" }).click();

  // Checkout needs a verified address: the code from the registration e-mail, in the workspace's notice.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping cart");
  const verification = page.getByRole("region", { name: "Please verify your email address" });
  await verification.getByLabel("Code from the email").fill(mailedCode(`${account}@example.com`));
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status")).toContainText("Your email address is verified");
  await expect(verification).toHaveCount(0);

  // Cart: checkout needs the terms and an operation account.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping cart");
  const item = page.locator(".cart-item", { hasText: siteName });
  await expect(item).toContainText("Valid");
  await item.getByRole("link", { name: "Checkout" }).click();
  const checkout = page.getByRole("dialog");
  await checkout.getByLabel("Operation account").fill("oper1234");
  await checkout.getByLabel("Operation password").fill("pass1234");
  await checkout.getByRole("button", { name: "Place order and pay" }).click();
  await expect(page.getByRole("dialog").getByText("Please agree to the terms of service first")).toBeVisible();
  if (!javaScriptEnabled) await page.getByRole("dialog").getByLabel("Operation password").fill("pass1234");
  await page.getByRole("dialog").getByLabel("I have read and agree to the terms of service").check();
  await page.getByRole("dialog").getByRole("button", { name: "Place order and pay" }).click();

  // Pay with the chain simulator.
  const pay = page.getByRole("dialog");
  await expect(pay).toContainText("2,999.00 USDT");
  await pay.getByRole("button", { name: "Get the payment address" }).click();
  await expect(page.getByRole("dialog").locator(".address code")).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByRole("dialog").getByRole("img", { name: "QR code of the payment address" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Simulate transfer" }).click();
  await expect(page.getByRole("status")).toContainText("Payment received");

  // The site builds and goes live.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My sites");
  const site = page.locator(".site-card", { hasText: siteName });
  if (javaScriptEnabled) {
    await expect(site.getByText("Live", { exact: true })).toBeVisible({ timeout: 20_000 });
  } else {
    await expect(async () => {
      await page.reload();
      await expect(site.getByText("Live", { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(site).toContainText(`${siteName}.`);
  await expect(site).toContainText("1,000.00 USDT");

  const seconds = (Date.now() - started) / 1000;
  testInfo.annotations.push({ type: "journey", description: `${seconds.toFixed(1)} s, ${pageLoads} page loads` });
  console.log(`journey (${javaScriptEnabled ? "JavaScript on" : "JavaScript off"}): ${seconds.toFixed(1)} s, ${pageLoads} page loads`);
});
