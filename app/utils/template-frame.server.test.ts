import { describe, expect, it } from "vitest";
import { previewName } from "./template-frame";
import { frameLocale, renderFrame, type FrameChoice } from "./template-frame.server";

const choice: FrameChoice = {
  templateId: 105,
  countriesId: "1",
  designKey: "goal-rush",
  schemeId: 4,
  schemeKey: "emerald",
  siteName: "lucky-star",
  marketCode: "BR",
  languages: ["pt", "en"],
};

describe("a template's live preview", () => {
  it("takes a typed name only when it is a valid site name", () => {
    expect(previewName("Lucky-Star")).toBe("lucky-star");
    expect(previewName('<b>x</b>&"')).toBe("luckystar");
    expect(previewName("ab")).toBe("luckystar");
    expect(previewName(null)).toBe("luckystar");
  });

  it("is in the page's language when the market offers it, else the market's", () => {
    expect(frameLocale(choice, "en")).toBe("en");
    expect(frameLocale(choice, "zh")).toBe("pt");
  });

  it("keeps the site's links inside the preview, in the scheme and with the name chosen", async () => {
    const home = await renderFrame(choice, "en", "", new URLSearchParams());
    expect(home.status).toBe(200);
    expect(home.html).toContain("Lucky Star");
    expect(home.html).toContain('href="/en/choose-theme/preview/105/frame?countriesId=1&amp;scheme=4&amp;name=lucky-star&amp;path=lobby"');
    expect(home.html).toContain('href="/pt/choose-theme/preview/105/frame?countriesId=1&amp;scheme=4&amp;name=lucky-star"');
    expect(home.html).toMatch(/href="\/en\/choose-theme\/preview\/105\/frame\?[^"]*path=lobby&amp;category=slots"/);
    // Nothing of the site's own addresses is left to navigate the frame to a portal page.
    expect(home.html).not.toMatch(/(href|src|action)="\/(en|pt)\/(?!choose-theme\/preview\/105\/frame\?)/);
    expect(await renderFrame(choice, "en", "", new URLSearchParams())).toBe(home);
  });

  it("answers the site's 404 for a path it does not have", async () => {
    const missing = await renderFrame(choice, "en", "games/no-such-game", new URLSearchParams());
    expect(missing.status).toBe(404);
    expect((await renderFrame(choice, "en", "../../etc", new URLSearchParams())).status).toBe(404);
  });
});
