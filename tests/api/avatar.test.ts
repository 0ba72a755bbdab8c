import { crc32 } from "node:zlib";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant } from "../helpers/merchant";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** A picture whose left half is red and right half blue. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: RED } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: BLUE } }, left: half, top: 0 },
  ]);
}

/** A picture of one colour. */
const solid = (background: typeof RED) => sharp({ create: { width: 64, height: 64, channels: 3, background } });

async function upload(token: string | undefined, bytes: Uint8Array | string, type = "image/png", on: TestApi = api) {
  const response = await fetch(`${on.baseUrl}/api/user/avatar`, {
    method: "POST",
    headers: { "content-type": type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof bytes === "string" ? bytes : new Uint8Array(bytes),
  });
  return { status: response.status, body: await response.json() };
}

async function download(url: string) {
  const response = await fetch(api.baseUrl + url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const info = async (token: string) => (await api.call("GET", "/api/user/info", { token })).body.data;

describe("POST /api/user/avatar", () => {
  it("stores a PNG as a 256×256 WebP that the user info's avatarUrl serves, cached for good", async () => {
    const merchant = await signedInMerchant(api);
    expect(merchant.userInfo.avatarUrl).toBeNull();
    const { status, body } = await upload(merchant.accessToken, await halves(600, 400).png().toBuffer());
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, msg: "Your avatar has been updated" });
    expect(body.data.avatarUrl).toMatch(/^\/api\/user\/avatar\?id=[0-9a-f]{32}$/);
    expect((await info(merchant.accessToken)).avatarUrl).toBe(body.data.avatarUrl);

    const { response, bytes } = await download(body.data.avatarUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("turns a JPEG upright by its EXIF orientation and keeps none of its metadata", async () => {
    const merchant = await signedInMerchant(api);
    // Stored sideways (red left, blue right) with orientation 6: shown upright, red is on top.
    const jpeg = await halves(400, 200).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Artist: "Someone", Copyright: "Private" } } }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { status, body } = await upload(merchant.accessToken, jpeg, "image/jpeg");
    expect(status, JSON.stringify(body)).toBe(200);

    const { bytes } = await download(body.data.avatarUrl);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3)];
    const isRed = ([r, , b]: number[]) => r > 150 && b < 100;
    const isBlue = ([r, , b]: number[]) => b > 150 && r < 100;
    // Upright, the top-right corner is red and the bottom-left blue (sideways, it would be the other way).
    expect(isRed(pixel(226, 20)), String(pixel(226, 20))).toBe(true);
    expect(isBlue(pixel(30, 236)), String(pixel(30, 236))).toBe(true);
  });

  it.each([
    ["WebP", "image/webp", (image: Sharp) => image.webp()],
    ["GIF", "image/gif", (image: Sharp) => image.gif()],
  ])("accepts a %s", async (_name, type, encode) => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await upload(merchant.accessToken, await encode(halves(300, 300)).toBuffer(), type);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await sharp((await download(body.data.avatarUrl)).bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("goes by the content, not the declared type: a PNG declared as text is a PNG", async () => {
    const merchant = await signedInMerchant(api);
    const { status } = await upload(merchant.accessToken, await halves(64, 64).png().toBuffer(), "text/plain");
    expect(status).toBe(200);
  });

  it.each([
    ["a text file declared image/png", "this is not a picture, only text named avatar.png\n", "image/png"],
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>', "image/svg+xml"],
    ["an SVG declared image/png", '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', "image/png"],
    ["text behind a PNG signature", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really")]), "image/png"],
    ["an empty body", "", "image/png"],
  ])("refuses %s with a translated message on the field, and keeps the avatar it had", async (_name, content, type) => {
    const merchant = await signedInMerchant(api);
    const before = (await upload(merchant.accessToken, await halves(64, 64).png().toBuffer())).body.data.avatarUrl;
    const { status, body } = await upload(merchant.accessToken, content, type);
    expect(status).toBe(415);
    expect(body).toMatchObject({ success: false, errorCode: "AVATAR_FORMAT_UNSUPPORTED" });
    expect(body.msg).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(body.data.fieldErrors.avatar).toEqual([body.msg]);
    expect((await info(merchant.accessToken)).avatarUrl).toBe(before);
    expect((await download(before)).response.status).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const merchant = await signedInMerchant(api);
    const response = await fetch(`${api.baseUrl}/api/user/avatar`, {
      method: "POST",
      headers: { "content-type": "image/png", authorization: `Bearer ${merchant.accessToken}`, "accept-language": "zh" },
      body: "text",
    });
    expect(await response.json()).toMatchObject({ errorCode: "AVATAR_FORMAT_UNSUPPORTED", msg: "该文件不是可用的图片，请选择 PNG、JPEG、WebP 或 GIF 格式的图片。" });
  });

  it("refuses a body over AVATAR_MAX_BYTES with 413 in the envelope", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await upload(merchant.accessToken, new Uint8Array(api.config.AVATAR_MAX_BYTES + 1), "image/png");
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, errorCode: "AVATAR_TOO_LARGE", msg: "The picture is larger than 2 MB. Please choose a smaller file." });
    expect((await info(merchant.accessToken)).avatarUrl).toBeNull();
  });

  it("refuses a small file that claims more pixels than AVATAR_MAX_PIXELS, before decoding it", async () => {
    const merchant = await signedInMerchant(api);
    // A real 1×1 PNG whose header is rewritten to 100000×100000 pixels (with a correct checksum).
    const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: RED } }).png().toBuffer());
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await sharp(png, { limitInputPixels: false }).metadata()).toMatchObject({ format: "png", width: 100_000, height: 100_000 });
    const { status, body } = await upload(merchant.accessToken, png);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: "AVATAR_TOO_MANY_PIXELS", msg: "The picture has too many pixels (at most 40 megapixels). Please choose a smaller one." });
  });

  it("needs a bearer token", async () => {
    const { status, body } = await upload(undefined, await halves(64, 64).png().toBuffer());
    expect(status).toBe(401);
    expect(body).toMatchObject({ errorCode: "UNAUTHORIZED" });
  });

  it("gives a new avatar a new URL; the replaced one is gone", async () => {
    const merchant = await signedInMerchant(api);
    const first = (await upload(merchant.accessToken, await halves(64, 64).png().toBuffer())).body.data.avatarUrl;
    const second = (await upload(merchant.accessToken, await solid(BLUE).png().toBuffer())).body.data.avatarUrl;
    expect(second).not.toBe(first);
    expect((await download(first)).response.status).toBe(404);
    expect((await download(second)).response.status).toBe(200);
  });

  it("counts uploads per user per hour (RATE_LIMIT_AVATAR_PER_HOUR)", async () => {
    const limited = await startApi({ RATE_LIMIT_AVATAR_PER_HOUR: "2" });
    try {
      const a = await signedInMerchant(limited);
      const b = await signedInMerchant(limited);
      const png = await halves(32, 32).png().toBuffer();
      expect((await upload(a.accessToken, png, "image/png", limited)).status).toBe(200);
      expect((await upload(a.accessToken, "not an image", "image/png", limited)).status).toBe(415);
      expect(await upload(a.accessToken, png, "image/png", limited)).toMatchObject({ status: 429, body: { errorCode: "RATE_LIMITED" } });
      // Another user has their own count.
      expect((await upload(b.accessToken, png, "image/png", limited)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/user/avatar/remove", () => {
  it("removes the caller's avatar: the user info says none and its URL is gone", async () => {
    const merchant = await signedInMerchant(api);
    const url = (await upload(merchant.accessToken, await halves(64, 64).png().toBuffer())).body.data.avatarUrl;
    const { status, body } = await api.call("POST", "/api/user/avatar/remove", { token: merchant.accessToken, body: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, msg: "Your avatar has been removed", data: { avatarUrl: null } });
    expect((await info(merchant.accessToken)).avatarUrl).toBeNull();
    expect((await download(url)).response.status).toBe(404);
  });

  it("needs a bearer token", async () => {
    expect((await api.call("POST", "/api/user/avatar/remove", { body: {} })).status).toBe(401);
  });
});

describe("one merchant's avatar and another's", () => {
  it("cannot be replaced or removed by another merchant", async () => {
    const owner = await signedInMerchant(api);
    const other = await signedInMerchant(api);
    const ownerPng = await halves(64, 64).png().toBuffer();
    const ownerUrl = (await upload(owner.accessToken, ownerPng)).body.data.avatarUrl;
    const ownerBytes = (await download(ownerUrl)).bytes;

    // The same picture uploaded by someone else is their own avatar, under its own URL.
    const otherUrl = (await upload(other.accessToken, ownerPng)).body.data.avatarUrl;
    expect(otherUrl).not.toBe(ownerUrl);
    await upload(other.accessToken, await solid(BLUE).png().toBuffer());
    await api.call("POST", "/api/user/avatar/remove", { token: other.accessToken, body: {} });

    expect((await info(owner.accessToken)).avatarUrl).toBe(ownerUrl);
    const still = await download(ownerUrl);
    expect(still.response.status).toBe(200);
    expect(still.bytes.equals(ownerBytes)).toBe(true);
  });
});

describe("GET /api/user/avatar", () => {
  it("answers 404 in the envelope for an id no avatar has, and 400 for a malformed one", async () => {
    const missing = await api.call("GET", `/api/user/avatar?id=${"0".repeat(32)}`);
    expect(missing).toMatchObject({ status: 404, body: { success: false, errorCode: "NOT_FOUND" } });
    for (const id of ["", "../../etc/passwd", "ABCDEF".repeat(6), "0".repeat(33)]) {
      expect((await api.call("GET", `/api/user/avatar?id=${encodeURIComponent(id)}`)).status, id).toBe(400);
    }
  });

  it("is described in the OpenAPI document with its image types", async () => {
    const { body } = await api.call("GET", "/api/openapi.json");
    const paths = body.paths["/api/user/avatar"];
    expect(Object.keys(paths.post.requestBody.content).sort()).toEqual(["image/gif", "image/jpeg", "image/png", "image/webp"]);
    expect(Object.keys(paths.get.responses["200"].content)).toEqual(["image/webp"]);
    expect(body.paths["/api/user/avatar/remove"].post).toBeDefined();
  });
});
