import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { avatarFormAction, createMerchant, expect, formLogIn, logIn, test } from "./fixtures";
import { open, toast } from "./personal-helpers";

/** A real photo-like PNG: a gradient of 640×480. */
async function photo(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set([(x * 255) / width, (y * 255) / height, 160], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const headerAvatar = (page: import("@playwright/test").Page) => page.locator(".user-menu summary img");

/** Whether the image really loaded (a broken image has no natural width). */
const loadedWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test("uploads an avatar on the personal page: the header shows it; removing it brings back the default", async ({ page, jsEnabled }) => {
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal");
  await expect(headerAvatar(page)).toHaveAttribute("src", "/images/avatar.svg");
  await expect(page.getByRole("img", { name: "No avatar yet" })).toBeVisible();

  await page.getByLabel("Picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photo() });
  if (jsEnabled) {
    // With JavaScript the chosen picture shows before it is sent; the header waits for the upload.
    const preview = page.getByRole("img", { name: "Preview of your new avatar" });
    await expect(preview).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect.poll(() => loadedWidth(preview)).toBe(640);
    await expect(headerAvatar(page)).toHaveAttribute("src", "/images/avatar.svg");
  }
  await page.getByRole("button", { name: "Upload avatar" }).click();
  await expect(toast(page)).toContainText("Your avatar has been updated");

  await expect(headerAvatar(page)).toHaveAttribute("src", /^\/api\/user\/avatar\?id=[0-9a-f]{32}$/);
  await expect.poll(() => loadedWidth(headerAvatar(page))).toBe(256);
  const shown = page.getByRole("img", { name: "Your avatar" });
  await expect(shown).toHaveAttribute("src", (await headerAvatar(page).getAttribute("src"))!);
  await expect.poll(() => loadedWidth(shown)).toBe(256);

  // The image comes from this site's own origin, as a WebP the browser may keep.
  const image = await page.request.get((await headerAvatar(page).getAttribute("src"))!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
  expect((await sharp(await image.body()).metadata()).width).toBe(256);

  // Another page keeps it in the header.
  await open(page, "/en/my-order");
  await expect.poll(() => loadedWidth(headerAvatar(page))).toBe(256);

  await open(page, "/en/personal");
  await page.getByRole("button", { name: "Remove avatar" }).click();
  await expect(toast(page)).toContainText("Your avatar has been removed");
  await expect(headerAvatar(page)).toHaveAttribute("src", "/images/avatar.svg");
  await expect(page.getByRole("button", { name: "Remove avatar" })).toHaveCount(0);
});

test("a file that is not a picture is refused with a translated message on the form, and changes nothing", async ({ page }) => {
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/zh/personal");
  await page.getByLabel("图片").setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: Buffer.from("just some text, named like a picture\n") });
  await page.getByRole("button", { name: "上传头像" }).click();
  await expect(page.getByText("该文件不是可用的图片，请选择 PNG、JPEG、WebP 或 GIF 格式的图片。")).toBeVisible();
  await expect(page.getByLabel("图片")).toHaveAttribute("aria-invalid", "true");
  await expect(headerAvatar(page)).toHaveAttribute("src", "/images/avatar.svg");
});

test.describe("the web server's body limit", () => {
  test.skip(({ jsEnabled }) => jsEnabled, "HTTP only: one run is enough");

  test("lets a file through to the avatar form only, and still refuses one past AVATAR_FORM_LIMIT_BYTES", async ({ request }) => {
    const merchant = await createMerchant();
    const csrf = await formLogIn(request, merchant);
    const action = await avatarFormAction(request);
    const upload = action.slice(action.indexOf("?"));
    const file = (size: number) => ({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(size, 1) });

    // 1 MB: far over the 64 KiB of every other form, well under the avatar form's limit. It reaches
    // the action, which goes back to the page with the API's message (it is no picture).
    const avatar = await request.post(action, { multipart: { csrf, intent: "upload", avatar: file(1024 * 1024) }, maxRedirects: 0 });
    expect(avatar.status()).toBe(302);
    expect(avatar.headers().location).toBe("/en/personal?section=info");
    expect(await (await request.get("/en/personal?section=info")).text()).toContain("We cannot use this file as a picture");

    const elsewhere = await request.post(`/en/personal${upload}`, { multipart: { csrf, intent: "profile", avatar: file(1024 * 1024) }, maxRedirects: 0 });
    expect(elsewhere.status()).toBe(413);

    const huge = await request.post(action, { multipart: { csrf, intent: "upload", avatar: file(6 * 1024 * 1024) }, maxRedirects: 0 });
    expect(huge.status()).toBe(413);

    // A file's form without its upload token in the address: refused from its head (upload-guard.spec.ts times it).
    const untokened = await request.post("/en/personal/avatar", { multipart: { csrf, intent: "upload", avatar: file(1024) }, maxRedirects: 0 });
    expect(untokened.status()).toBe(403);
  });

  test("an avatar the API does not have is a 404 from the site too", async ({ request }) => {
    expect((await request.get(`/api/user/avatar?id=${"0".repeat(32)}`)).status()).toBe(404);
    expect((await request.get("/api/user/avatar?id=..%2F..%2Fhealth")).status()).toBe(404);
  });

  test("a visit to the form's address goes to the personal page", async ({ request }) => {
    const merchant = await createMerchant();
    await formLogIn(request, merchant);
    const visit = await request.get("/en/personal/avatar", { maxRedirects: 0 });
    expect(visit.status()).toBe(302);
    expect(visit.headers().location).toBe("/en/personal");
  });
});
