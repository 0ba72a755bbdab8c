import { afterEach, describe, expect, it, vi } from "vitest";

// The settings are read once, when the module loads: each case loads it afresh.
async function linksWith(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return (await import("./contact-links.server")).contactLinks;
}

afterEach(() => vi.unstubAllEnvs());

describe("the provider's links", () => {
  it("are the configured ones, in the footer's order, and nothing for the rest", async () => {
    const links = await linksWith({ SOCIAL_DISCORD_URL: "https://discord.gg/abc", SOCIAL_TELEGRAM_URL: "https://t.me/abc", SOCIAL_X_URL: "", TELEGRAM_BIND_URL: "https://t.me/bot?start=bind" });
    expect(links.social).toEqual([
      { network: "telegram", href: "https://t.me/abc" },
      { network: "discord", href: "https://discord.gg/abc" },
    ]);
    expect(links.telegramBind).toBe("https://t.me/bot?start=bind");
    expect(links.telegramSupport).toBeNull();
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "t.me/abc", "ftp://example.com/"])("refuse to start with %s", async (value) => {
    await expect(linksWith({ SOCIAL_YOUTUBE_URL: value })).rejects.toThrow(/SOCIAL_YOUTUBE_URL/);
  });
});
