import http from "node:http";
import { withWebServer } from "./extra-web-server";
import { avatarFormAction, createMerchant, expect, formLogIn, test } from "./fixtures";

/**
 * The form guard judges a post from its head before reading its body (decision 011): a forged
 * upload of several MiB is answered 403 while almost all of it is still unsent, and an address
 * posting avatars past its hourly allowance is answered 429 the same way.
 */
const MiB = 1024 * 1024;
const BOUNDARY = "----forged-upload";

/**
 * Posts a multipart body of `totalBytes` a chunk at a time, as a slow client would, and stops once
 * an answer arrives: how many bytes it had sent then says whether the server waited for the body.
 */
function postPartly(url: string, headers: Record<string, string>, totalBytes: number): Promise<{ status: number; sentBytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": String(totalBytes), ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, sentBytes, body });
      });
    });
    // The server closes the connection after answering: what happens to the unsent rest is no error here.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 1);
    const send = () => {
      if (answered || sentBytes >= totalBytes) return;
      const piece = sentBytes === 0 ? head : chunk.subarray(0, Math.min(chunk.length, totalBytes - sentBytes));
      sentBytes += piece.length;
      request.write(piece);
      // 64 KiB every 50 ms: 6 MiB would take 5 s, so an answer that waited for the body comes late.
      setTimeout(send, 50);
    };
    send();
  });
}

/** The signed `csrf` cookie a page gives a new visitor (as the Cookie header sends it back). */
async function csrfCookie(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/en?showLogin=1`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("csrf="));
  expect(cookie, "the page sets the csrf cookie").toBeTruthy();
  return cookie!.split(";")[0];
}

test.describe("a forged upload", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one run is enough");

  test("of 6 MiB is refused with 403 before its body is read, whatever is missing", async ({ baseURL }) => {
    const url = `${baseURL}/en/personal/avatar`;
    const cookie = await csrfCookie(baseURL!);
    const cases: [string, string, Record<string, string>][] = [
      // What another site's form makes a browser send: no cookie (SameSite=Lax), a foreign origin.
      ["from another site", url, { origin: "https://attacker.example", "sec-fetch-site": "cross-site" }],
      ["without the csrf cookie", url, {}],
      ["with a cookie but no upload token in its address", url, { cookie }],
      ["with a cookie and a made-up upload token", `${url}?upload=${"A".repeat(43)}`, { cookie }],
    ];
    for (const [what, target, headers] of cases) {
      const answer = await postPartly(target, headers, 6 * MiB);
      expect(answer.status, what).toBe(403);
      expect(answer.sentBytes, `${what}: answered after ${answer.sentBytes} bytes`).toBeLessThan(MiB);
      expect(answer.body, what).toContain("This form was not sent from this site");
    }
    // Without a file, the avatar's address takes an ordinary form's size: a large one is refused from its length.
    const plain = await postPartly(url, { cookie, "content-type": "application/x-www-form-urlencoded" }, 2 * MiB);
    expect(plain.status).toBe(413);
    expect(plain.sentBytes).toBeLessThan(MiB);
  });
});

test.describe("the avatar form's hourly allowance per address", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one run is enough");
  const limited = withWebServer(0, { AVATAR_FORM_PER_HOUR: "2" });

  limited("is counted before a file is read, answered with a translated 429, and leaves the other forms alone", async ({ request, baseURL }) => {
    const merchant = await createMerchant();
    const csrf = await formLogIn(request, merchant);
    const action = await avatarFormAction(request);
    const file = { name: "me.png", mimeType: "image/png", buffer: Buffer.from("not a picture") };
    for (let i = 0; i < 2; i++) {
      const allowed = await request.post(action, { multipart: { csrf, intent: "upload", avatar: file }, maxRedirects: 0 });
      expect(allowed.status()).toBe(302);
    }
    const refused = await request.post(action.replace("/en/", "/zh/"), { multipart: { csrf, intent: "upload", avatar: file }, maxRedirects: 0 });
    expect(refused.status()).toBe(429);
    expect(refused.headers()["ratelimit-policy"]).toBeTruthy();
    const html = await refused.text();
    expect(html).toContain('lang="zh"');
    expect(html).toContain("上传次数过多");

    // Told from the head: a large file is not read either.
    const cookie = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const large = await postPartly(`${baseURL}${action}`, { cookie }, 4 * MiB);
    expect(large.status).toBe(429);
    expect(large.sentBytes).toBeLessThan(MiB);

    // Removing the picture is an ordinary form: not counted.
    const remove = await request.post("/en/personal/avatar", { form: { csrf, intent: "remove" }, maxRedirects: 0 });
    expect(remove.status()).toBe(302);
  });
});
