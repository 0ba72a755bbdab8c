import { beforeAll, describe, expect, it } from "vitest";

process.env.SESSION_SECRET = "unit-test-session-secret-unit-test-session";
let session: typeof import("./session.server");
beforeAll(async () => {
  session = await import("./session.server");
});

const url = "http://localhost/en";
async function cookieOf(fill: (s: import("./session.server").AppSession) => void): Promise<string> {
  const blank = await session.getSession(new Request(url));
  fill(blank);
  return (await session.commitSession(blank, new Request(url))).split(";")[0];
}
const read = (cookie: string) => session.getSession(new Request(url, { headers: { Cookie: `theme=dark; ${cookie}` } }));

describe("reading the session cookie", () => {
  it("gives each reader of the same cookie its own session with the same data, flash included", async () => {
    const cookie = await cookieOf((s) => {
      s.set("deviceId", "web-1");
      s.flash("toast", { type: "success", key: "notices.saved" });
    });
    const first = await read(cookie);
    const second = await read(cookie);
    expect(first.get("deviceId")).toBe("web-1");
    expect(first.get("toast")).toEqual({ type: "success", key: "notices.saved" });
    // The first reader's changes (the flash it showed, a value it set) are not the second's.
    first.set("deviceId", "web-2");
    expect(second.get("deviceId")).toBe("web-1");
    expect(second.get("toast")).toEqual({ type: "success", key: "notices.saved" });
    expect((await read(cookie)).get("deviceId")).toBe("web-1");
  });

  it("gives a cookie whose signature does not match an empty session, however often it comes", async () => {
    const cookie = await cookieOf((s) => s.set("deviceId", "web-1"));
    const [name, value] = cookie.split("=");
    const forged = `${name}=${value.replace(/.(?=[^.]*$)/, (c) => (c === "A" ? "B" : "A"))}`;
    for (let i = 0; i < 2; i++) expect((await read(forged)).get("deviceId")).toBeUndefined();
    expect((await read(cookie)).get("deviceId")).toBe("web-1");
  });
});
