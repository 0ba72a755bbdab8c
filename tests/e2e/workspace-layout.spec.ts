import type { Page } from "@playwright/test";
import { SUPPORTED_LOCALES } from "@shared/contracts/locales";
import { API_URL, createMerchant, createPaidSite, createPendingOrder, expect, formLogIn, test, type Merchant } from "./fixtures";

/**
 * Every page of the merchant's workspace, in every language, on a desktop and on a phone: no two
 * header controls overlap or leave the screen, no text is cut off, and every action of a dialog
 * is on the screen without scrolling. One merchant per worker (a login ends the previous one's
 * session), with a site, an order waiting for its payment and an item in the cart, so that no page
 * is empty. Each page loads once and is checked at each width by resizing the window.
 */

type Setup = { merchant: Merchant; cartItemId: number; orderId: number; templateId: number };

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };
// The header alone is also checked at the widths between, where menus fold and names shrink.
const BETWEEN = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];

const workspaceTest = test.extend<object, { setup: Setup }>({
  setup: [
    async ({}, use) => {
      const merchant = await createMerchant();
      await createPaidSite(merchant);
      const { orderId, accessToken } = await createPendingOrder(merchant);
      const call = async (path: string, body: unknown) => {
        const response = await fetch(`${API_URL}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
          body: JSON.stringify(body),
        });
        const envelope = await response.json();
        expect(response.status, JSON.stringify(envelope)).toBe(200);
        return envelope.data;
      };
      // The order's payment is opened, so its dialog shows the address and the payment's actions.
      await call("/api/pay/unified-ordering", { orderId });
      const templates = await (await fetch(`${API_URL}/api/cart/template-list?countriesId=1`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
      const templateId: number = templates.data.templates[0].id;
      const item = await call("/api/cart/create", {
        countriesId: 1,
        packageId: 1,
        templateId,
        colorSchemeId: 1,
        siteName: `w${Date.now().toString(36)}${process.pid.toString(36)}`.slice(0, 30),
        nickname: "Layout",
        otherContact: "@layout",
      });
      await use({ merchant, cartItemId: item.id, orderId, templateId });
    },
    { scope: "worker" },
  ],
});

/** What is wrong with the page as laid out now; `scope` "header" checks the header alone. */
async function layoutProblems(page: Page, scope: "page" | "header"): Promise<string[]> {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const name = (el: Element) => {
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const classes = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      return `<${el.tagName.toLowerCase()}${classes}> "${text}"`;
    };
    const shown = (el: Element) => {
      // Not rendered: display none, hidden, or the content of a closed <details> menu.
      if (!el.checkVisibility({ visibilityProperty: true })) return null;
      const rect = el.getBoundingClientRect();
      // 1-2 px: visually hidden on purpose (for screen readers).
      return rect.width > 2 && rect.height > 2 ? rect : null;
    };

    // 1. The header's controls: none overlaps another, none leaves the screen.
    const header = document.querySelector("body > header, .workspace-header, .site-header");
    if (!header) problems.push("no header");
    const controls = header
      ? [...header.querySelectorAll("a[href], button, summary, input:not([type=hidden]), select")].flatMap((el) => {
          const rect = shown(el);
          return rect ? [{ el, rect }] : [];
        })
      : [];
    for (const [i, a] of controls.entries()) {
      if (a.rect.left < -1 || a.rect.right > viewport.width + 1) problems.push(`header control off the screen: ${name(a.el)}`);
      for (const b of controls.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 1 && height > 1) problems.push(`header controls overlap: ${name(a.el)} and ${name(b.el)}`);
      }
    }

    // 2. Text cut off: every box that holds text (the nearest non-inline ancestor of a text) must
    // hold all of it, and no ancestor that hides overflow may cut it; a scrolling box is fine (its
    // content is a scroll away), and so is an ellipsis whose full text is in a title or label nearby.
    const root = scope === "header" ? header : document.body;
    if (!root) return problems;
    const blocks = new Set<HTMLElement>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest("svg, script, style, noscript, option")) continue;
      let block = node.parentElement;
      while (block && ["inline", "contents"].includes(getComputedStyle(block).display)) block = block.parentElement;
      if (block) blocks.add(block);
    }
    const fullTextNearby = (el: HTMLElement) => {
      const text = (el.textContent ?? "").trim();
      for (let at: HTMLElement | null = el, depth = 0; at && depth < 4; at = at.parentElement, depth++) {
        if (at.title.includes(text) || (at.getAttribute("aria-label") ?? "").includes(text)) return true;
      }
      return false;
    };
    for (const block of blocks) {
      const rect = shown(block);
      if (!rect) continue;
      const style = getComputedStyle(block);
      const ellipsed = style.textOverflow === "ellipsis" && fullTextNearby(block);
      if (ellipsed) continue;
      const scrolls = (value: string) => value === "auto" || value === "scroll";
      if (!scrolls(style.overflowX) && block.scrollWidth > block.clientWidth + 1 && block.clientWidth > 0) {
        problems.push(`text wider than its box (${block.scrollWidth} > ${block.clientWidth} px): ${name(block)}`);
        continue;
      }
      if (["hidden", "clip"].includes(style.overflowY) && block.scrollHeight > block.clientHeight + 1) {
        problems.push(`text taller than its box (${block.scrollHeight} > ${block.clientHeight} px): ${name(block)}`);
        continue;
      }
      for (let parent = block.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (scrolls(parentStyle.overflowX) || scrolls(parentStyle.overflowY) || parentStyle.position === "fixed") break;
        if (!["hidden", "clip"].includes(parentStyle.overflowX) && !["hidden", "clip"].includes(parentStyle.overflowY)) continue;
        const box = parent.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) break;
        const cutX = ["hidden", "clip"].includes(parentStyle.overflowX) && (rect.left < box.left - 1 || rect.right > box.right + 1);
        const cutY = ["hidden", "clip"].includes(parentStyle.overflowY) && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1);
        if (cutX || cutY) {
          problems.push(`text cut off by ${name(parent).slice(0, 60)}: ${name(block)}`);
          break;
        }
      }
    }

    // 3. A dialog's actions (its submit buttons, button links and close control) are all in sight
    // as the dialog opens: inside the screen and inside every box around them that scrolls or clips.
    for (const dialog of document.querySelectorAll("dialog[open], [role=dialog]")) {
      for (const action of dialog.querySelectorAll("button[type=submit], button:not([type]), a.button, .dialog-close")) {
        const rect = shown(action);
        if (!rect) continue;
        let sight = { top: 0, left: 0, bottom: viewport.height, right: viewport.width };
        for (let parent = action.parentElement; parent; parent = parent.parentElement) {
          const parentStyle = getComputedStyle(parent);
          if (parentStyle.overflowX === "visible" && parentStyle.overflowY === "visible") continue;
          const box = parent.getBoundingClientRect();
          sight = { top: Math.max(sight.top, box.top), left: Math.max(sight.left, box.left), bottom: Math.min(sight.bottom, box.bottom), right: Math.min(sight.right, box.right) };
        }
        if (rect.top < sight.top - 1 || rect.left < sight.left - 1 || rect.bottom > sight.bottom + 1 || rect.right > sight.right + 1) {
          problems.push(`dialog action out of sight on a ${viewport.width}×${viewport.height} screen: ${name(action)}`);
        }
      }
    }
    return problems;
  }, scope);
}

/** Lets the page follow a new size or a load: layout, the menus' measuring, the modal dialogs. */
async function settle(page: Page, jsEnabled: boolean) {
  if (!jsEnabled) return; // Without scripts there is nothing to wait for: the layout is measured when read.
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// Without scripts every language is checked. The layout is the same stylesheet with scripts on;
// what scripts change (the header's menus measured and folded, the dialogs opened as modals) is
// checked where it is likeliest to break: English, right to left (ar), the widest script (ja), the
// longest words (ms) and the tallest glyphs (bn). All 15 with scripts took six minutes of the suite.
const WITH_SCRIPTS = ["en", "ar", "ja", "ms", "bn"];

for (const locale of SUPPORTED_LOCALES) {
  workspaceTest(`the workspace is laid out without a flaw in ${locale}, on a desktop and on a phone`, async ({ page, setup, jsEnabled }) => {
    test.skip(jsEnabled && !WITH_SCRIPTS.includes(locale), "with scripts, checked in the five languages likeliest to break");
    test.setTimeout(120_000);
    await formLogIn(page.request, setup.merchant);
    const pages = [
      `/${locale}/my-order`,
      `/${locale}/my-site`,
      `/${locale}/settlement`,
      `/${locale}/cart`,
      `/${locale}/notices`,
      `/${locale}/personal`,
      `/${locale}/introduction?countriesId=1`,
      `/${locale}/package?countriesId=1`,
      `/${locale}/choose-theme?countriesId=1&packageId=1`,
      `/${locale}/created?countriesId=1&packageId=1&templateId=${setup.templateId}&colorSchemeId=1`,
      // The money moments: checkout of the cart item, the order's payment, the order's detail.
      `/${locale}/cart?checkout=${setup.cartItemId}`,
      `/${locale}/my-order?pay=${setup.orderId}`,
      `/${locale}/my-order?order=${setup.orderId}`,
    ];
    const problems: string[] = [];
    for (const [index, path] of pages.entries()) {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await expect(page.locator(".workspace-header"), `${path} has the workspace's header`).toBeVisible();
      // The merchant's lists are populated, so their rows and cards are what is checked.
      if (/\/(my-order|my-site|cart)$/.test(path)) await expect(page.locator("main div.empty-state"), `${path} is not empty`).toHaveCount(0);
      const sizes = index === 0 ? [DESKTOP, ...BETWEEN, PHONE] : [DESKTOP, PHONE];
      for (const size of sizes) {
        await page.setViewportSize(size);
        await settle(page, jsEnabled);
        const scope = size === DESKTOP || size === PHONE ? "page" : "header";
        problems.push(...(await layoutProblems(page, scope)).map((problem) => `${path} at ${size.width} px: ${problem}`));
      }
    }
    // The marketing header of a logged-in merchant, at every width.
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${locale}`);
    await expect(page.locator(".site-header .user-menu")).toBeVisible();
    for (const size of [DESKTOP, ...BETWEEN, PHONE]) {
      await page.setViewportSize(size);
      await settle(page, jsEnabled);
      problems.push(...(await layoutProblems(page, "header")).map((problem) => `/${locale} at ${size.width} px: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

workspaceTest("every workspace page is one click away, the current one is marked, and the phone's menu opens without JavaScript", async ({ page, setup }) => {
  await formLogIn(page.request, setup.merchant);
  await page.setViewportSize(DESKTOP);
  await page.goto("/en/my-order");
  const navigation = page.getByRole("banner").getByRole("navigation", { name: "Workspace" });
  await expect(navigation.getByRole("link", { name: "My orders" })).toHaveAttribute("aria-current", "page");
  for (const name of ["My sites", "Settlement", "Notices", "Settings"]) {
    await expect(navigation.getByRole("link", { name })).not.toHaveAttribute("aria-current", "page");
  }
  // The cart's badge counts what the cart page lists.
  await page.goto("/en/cart");
  const items = await page.locator(".cart-item").count();
  expect(items).toBeGreaterThan(0);
  await expect(page.getByRole("banner").getByRole("link", { name: `Shopping cart, items: ${items}` })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".workspace-header .cart-badge")).toHaveText(String(items));

  await page.setViewportSize(PHONE);
  await expect(navigation).toBeHidden();
  await page.getByRole("banner").getByLabel("Menu").click();
  await page.getByRole("banner").getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Settlement" }).click();
  await expect(page).toHaveURL(/\/en\/settlement$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settlement and top-up");
  // The marketing header and footer stay on the public pages.
  await page.goto("/en/help-center");
  await expect(page.locator(".site-header")).toBeVisible();
  await expect(page.locator(".workspace-header")).toHaveCount(0);
});
