import type { Locale } from "@contracts/locales";
import { remixI18n } from "./i18next.server";

/** A page title in the page's language: "<page> · <brand>". */
export async function pageTitle(locale: Locale, ns: string, key: string): Promise<string> {
  const t = await remixI18n.getFixedT(locale, [ns, "common"]);
  return `${t(key, { ns })} · ${t("brand", { ns: "common" })}`;
}
