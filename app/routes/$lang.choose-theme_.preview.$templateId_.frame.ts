import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "@shared/contracts/locales";
import { requireLogin } from "~/utils/api.server";
import { loadMarketCatalogue } from "~/utils/catalogue.server";
import { fixedT } from "~/utils/i18next.server";
import { previewName } from "~/utils/template-frame";
import { FRAME_HEADERS, renderFrame } from "~/utils/template-frame.server";

/** The longest storefront path a preview is asked for ("games/<key>" at most). */
const PATH_MAX = 120;

/**
 * A template's live preview (decision 050): the storefront renderer's page for the template's design
 * and market, in the colour scheme and with the site name chosen, framed by the preview page, the
 * cart and My sites. Anything it does not know (template, market, path) answers 404, never 500.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const query = new URL(request.url).searchParams;
  const notFound = async () => {
    const t = await fixedT(api.locale, ["previews"]);
    return new Response(`<!DOCTYPE html><html lang="${api.locale}"><meta charset="utf-8"><title>${t("frameNotFound")}</title><p>${t("frameNotFound")}</p></html>`, {
      status: 404,
      headers: await api.headers(FRAME_HEADERS),
    });
  };
  const countriesId = (query.get("countriesId") ?? "").slice(0, 12);
  const path = query.get("path") ?? "";
  if (!countriesId || path.length > PATH_MAX || !isLocale(params.lang)) return notFound();
  const { market, templates } = await loadMarketCatalogue(api, countriesId, { market: true, templates: {} });
  const template = templates?.templates.find((tpl) => String(tpl.id) === params.templateId);
  const languages = (market?.languages ?? []).filter(isLocale);
  if (!market || !templates || !template || languages.length === 0) return notFound();
  const scheme = templates.colorSchemes.find((s) => String(s.id) === query.get("scheme")) ?? templates.colorSchemes[0];
  if (!scheme) return notFound();
  const frame = await renderFrame(
    { templateId: template.id, countriesId, designKey: template.key, schemeId: scheme.id, schemeKey: scheme.key, siteName: previewName(query.get("name")), marketCode: market.code, languages },
    params.lang,
    path,
    query,
  );
  return new Response(frame.html, { status: frame.status, headers: await api.headers(FRAME_HEADERS) });
}
