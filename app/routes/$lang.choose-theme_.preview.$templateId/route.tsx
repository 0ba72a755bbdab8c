import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { CartItem } from "@shared/contracts/cart";
import { useLocale } from "~/components/hooks/useLocale";
import { RadioGroupField } from "~/components/forms";
import { PREVIEW_NAME_MAX, SchemeStyles, Swatch, TemplatePreview, previewSiteName, usePreviewLabels } from "~/components/templates/TemplatePreview";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { loadMarketCatalogue } from "~/utils/catalogue.server";
import { readForm } from "~/utils/forms.server";
import { fixedT } from "~/utils/i18next.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import templateStyles from "~/styles/templates.css";

export const handle: RouteHandle = { i18n: ["journey", "templates"], meta: { requiresLogin: true } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: templateStyles }];

export const meta = titleFromLoader;

/**
 * One template large: the home page and the games lobby of the merchant's future site, in the
 * colour scheme picked (`?colorSchemeId`) and with their site's name (`?name`), reached from each
 * card of the template choice. The journey's choices ride along (`?countriesId&packageId`, or
 * `?cartItemId` for a cart item), so "Choose" goes on from here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const query = new URL(request.url).searchParams;
  const t = await fixedT(api.locale, ["templates", "common"]);
  let countriesId = query.get("countriesId") ?? "";
  let item: CartItem | null = null;
  const cartItemId = query.get("cartItemId");
  if (cartItemId) {
    const detail = await api.load("/cart/detail", { id: cartItemId });
    if (!detail.ok) throw redirect(localePath(api.locale, "cart"), { headers: await api.headers() });
    item = detail.data;
    countriesId = String(item.country.id);
  }
  const { templates: list, error } = await loadMarketCatalogue(api, countriesId, { templates: {} });
  const template = list?.templates.find((tpl) => String(tpl.id) === params.templateId) ?? null;
  const requested = query.get("colorSchemeId") ?? String(item?.colorScheme.id ?? "");
  const scheme = list ? (list.colorSchemes.find((s) => String(s.id) === requested) ?? list.colorSchemes[0] ?? null) : null;
  const brand = t("brand", { ns: "common" });
  return json(
    {
      title: `${template ? t("preview.title", { name: template.name }) : t("preview.notFound")} · ${brand}`,
      countriesId,
      packageId: query.get("packageId") ?? "",
      item,
      template,
      schemes: list?.colorSchemes ?? [],
      schemeId: scheme ? String(scheme.id) : "",
      siteName: previewSiteName(query.get("name") ?? item?.siteName),
      typedName: query.get("name") ?? "",
      error,
    },
    { status: list && !template ? 404 : 200, headers: await api.headers() },
  );
}

/**
 * "Show" for a cart item: its form is posted (it carries the authenticity token that "Save" needs,
 * which a GET would put in the address), and answers with the preview's address for the choice.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const form = await readForm(request);
  const query = new URLSearchParams();
  for (const key of ["cartItemId", "colorSchemeId", "name"]) {
    const value = form.get(key);
    if (typeof value === "string" && value !== "") query.set(key, value.slice(0, 64));
  }
  return redirect(`${localePath(api.locale, `choose-theme/preview/${encodeURIComponent(params.templateId ?? "")}`)}?${query}`, { headers: await api.headers() });
}

export default function TemplatePreviewPage() {
  const { countriesId, packageId, item, template, schemes, schemeId, siteName, typedName, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("templates");
  const { t: tj } = useTranslation("journey");
  const locale = useLocale();
  const labels = usePreviewLabels();
  const nameId = useId();
  // With JavaScript the name and the scheme apply as they change; without, "Show" reloads with them.
  const [name, setName] = useState(typedName);
  const [scheme, setScheme] = useState(schemeId);
  const chooseThemeHref = item ? `${localePath(locale, "choose-theme")}?cartItemId=${item.id}` : `${localePath(locale, "choose-theme")}?countriesId=${countriesId}&packageId=${packageId}`;
  const back = (
    <p>
      <Link to={`${chooseThemeHref}&colorSchemeId=${scheme}`}>{t("preview.back")}</Link>
    </p>
  );

  if (!template) {
    return (
      <div className="page narrow">
        {back}
        <h1>{t("preview.notFound")}</h1>
        {error ? <LoadFailed message={error} /> : null}
      </div>
    );
  }
  const shownName = previewSiteName(name || siteName);
  const schemeName = schemes.find((s) => String(s.id) === scheme)?.name ?? "";
  const altValues = { siteName: shownName, name: template.name, scheme: schemeName };
  const fallback = schemes.find((s) => String(s.id) === schemeId);

  return (
    <div className="page template-preview-page">
      {back}
      <h1>{t("preview.title", { name: template.name })}</h1>
      <p className="lead">{template.description}</p>
      <p>{t("preview.lead")}</p>
      <SchemeStyles scope=".template-preview-page" name="colorSchemeId" schemes={schemes} fallback={fallback} />
      {/* A new site's choice goes on by GET; a cart item's is saved by POST, so its form posts. */}
      <Form
        method={item ? "post" : "get"}
        className="preview-controls"
        preventScrollReset
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          if (input.name === "colorSchemeId") setScheme(input.value);
        }}
      >
        {item ? (
          <>
            <AuthenticityTokenInput />
            <input type="hidden" name="cartItemId" value={item.id} />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="templateId" value={template.id} />
          </>
        ) : (
          <>
            <input type="hidden" name="countriesId" value={countriesId} />
            <input type="hidden" name="packageId" value={packageId} />
            <input type="hidden" name="templateId" value={template.id} />
          </>
        )}
        <RadioGroupField
          legend={t("preview.colors")}
          field={{ name: "colorSchemeId" }}
          className="swatch-grid"
          optionClassName="swatch"
          checked={schemeId}
          options={schemes.map((s) => ({
            value: s.id,
            label: (
              <>
                <Swatch scheme={s} />
                <span>{s.name}</span>
              </>
            ),
          }))}
        />
        <div className="field">
          <label htmlFor={nameId}>{t("preview.siteName")}</label>
          <input
            id={nameId}
            name="name"
            type="text"
            defaultValue={typedName}
            placeholder={siteName}
            maxLength={PREVIEW_NAME_MAX}
            autoComplete="off"
            aria-describedby={`${nameId}-hint`}
            onChange={(event) => setName(event.target.value)}
          />
          <p className="field-hint" id={`${nameId}-hint`}>
            {t("preview.siteNameHint")}
          </p>
        </div>
        <button type="submit" className="button">
          {t("preview.show")}
        </button>
        {item ? (
          <button type="submit" className="button primary" formAction={chooseThemeHref}>
            {tj("theme.save")}
          </button>
        ) : (
          <button type="submit" className="button primary" formAction={localePath(locale, "created")}>
            {t("preview.choose", { name: template.name })}
          </button>
        )}
      </Form>
      <div className="preview-pages">
        <figure>
          <figcaption>{t("preview.home")}</figcaption>
          <TemplatePreview template={template} siteName={shownName} page="home" labels={labels} title={t("preview.homeAlt", altValues)} />
        </figure>
        <figure>
          <figcaption>{t("preview.lobby")}</figcaption>
          <TemplatePreview template={template} siteName={shownName} page="lobby" labels={labels} title={t("preview.lobbyAlt", altValues)} />
        </figure>
        <figure className="preview-phone">
          <figcaption>{t("preview.phone")}</figcaption>
          <div className="preview-phone-screens">
            <TemplatePreview template={template} siteName={shownName} page="home" device="phone" labels={labels} title={t("preview.phoneHomeAlt", altValues)} />
            <TemplatePreview template={template} siteName={shownName} page="lobby" device="phone" labels={labels} title={t("preview.phoneLobbyAlt", altValues)} />
          </div>
        </figure>
      </div>
    </div>
  );
}
