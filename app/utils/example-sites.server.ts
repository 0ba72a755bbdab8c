import { DEMO_SITES } from "@shared/storefront/demo-sites";
import { storefrontDesign } from "@shared/storefront/designs";
import { originOf } from "@shared/storefront/hosts";
import type { Api } from "./api.server";
import { env } from "./env.server";
import { demoMode } from "./stack-state.server";

/** A live example site as the home page links it: its address, design and market (named in the page's language). */
export type ExampleSite = { siteName: (typeof DEMO_SITES)[number]["siteName"]; design: string; market: { name: string; img: string }; host: string; url: string };

/**
 * The demo's live example sites (shared/storefront/demo-sites.ts), or none. They exist only where
 * the seed made them: a demo stack (the API's mode) started with DEMO_MODE=on, which `npm start`
 * and compose set for both servers; development and the test stacks without it have none to link.
 */
export async function exampleSites(api: Api): Promise<ExampleSite[]> {
  if (env.DEMO_MODE !== "on" || !(await demoMode())) return [];
  const countries = await api.get("/opening-station/countries-list", undefined, { onLoginEnded: "clear" });
  return DEMO_SITES.map(({ siteName, design, marketCode }) => {
    const country = countries.ok ? countries.data.find((candidate) => candidate.code === marketCode) : undefined;
    const host = `${siteName}.${env.SITE_BASE_DOMAIN}`;
    const url = `${originOf(host, env.WEB_ORIGIN)}/`;
    return {
      siteName,
      design: storefrontDesign(design).name,
      // Without the API's list (a network failure), the market's code still says which it is.
      market: { name: country?.countryNames ?? marketCode, img: country?.img ?? "/empty.png" },
      host: new URL(url).host,
      url,
    };
  });
}
