import { describe, expect, it } from "vitest";
import { contactLinksFrom } from "./contact-links.server";
import { httpUrl } from "./env.server";

describe("the provider's links", () => {
  it("are the configured ones, in the footer's order, and nothing for the rest", () => {
    const links = contactLinksFrom({ SOCIAL_DISCORD_URL: "https://discord.gg/abc", SOCIAL_TELEGRAM_URL: "https://t.me/abc", SOCIAL_X_URL: "", TELEGRAM_BIND_URL: "https://t.me/bot?start=bind" });
    expect(links.social).toEqual([
      { network: "telegram", href: "https://t.me/abc" },
      { network: "discord", href: "https://discord.gg/abc" },
    ]);
    expect(links.telegramBind).toBe("https://t.me/bot?start=bind");
    expect(links.telegramSupport).toBeNull();
  });

  it.each(["https://t.me/abc", "http://example.com/page"])("accept %s", (value) => {
    expect(httpUrl.safeParse(value).success).toBe(true);
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "t.me/abc", "ftp://example.com/"])("refuse %s at start-up", (value) => {
    expect(httpUrl.safeParse(value).success).toBe(false);
  });
});
