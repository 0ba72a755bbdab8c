import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { CartItem } from "@shared/contracts/cart";
import { useLocale } from "~/components/hooks/useLocale";
import { RadioGroupField } from "~/components/forms";
import { FRAME_HEIGHT, FRAME_WIDTH, PREVIEW_NAME_MAX, Swatch, previewSiteName } from "~/components/templates/TemplatePreview";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { loadMarketCatalogue } from "~/utils/catalogue.server";
import { readForm } from "~/utils/forms.server";
import { fixedT } from "~/utils/i18next.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { previewName, templateFrameHref } from "~/utils/template-frame";
import { sampleGamePath } from "~/utils/template-frame.server";
import { brandOf } from "@shared/storefront/brand";
import type { RouteHandle } from "~/utils/route-meta";
import templateStyles from "~/styles/templates.css";

export const handle: RouteHandle = { i18n: ["journey", "templates", "previews"], meta: { requiresLogin: true } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: templateStyles }];

export const meta = titleFromLoader;

/** The pages of the future site the preview shows, and the screens it is shown on. */
const VIEWS = ["home", "lobby", "game"] as const;
const DEVICES = ["desktop", "phone"] as const;
type View = (typeof VIEWS)[number];

function oneOf<T extends string>(list: readonly T[], value: string | null): T {
  return list.find((item) => item === value) ?? list[0]!;
}

/**
 * One template large: the merchant's future site itself, live (decision 050), in the colour scheme
 * picked (`?colorSchemeId`) and with their site's name (`?name`): its home, lobby or a game page
 * (`?view`) on a desktop or a phone (`?device`), reached from each card of the template choice. The
 * journey's choices ride along (`?countriesId&packageId`, or `?cartItemId` for a cart item), so
 * "Choose" goes on from here.
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
  const { market, templates: list, error } = await loadMarketCatalogue(api, countriesId, { market: true, templates: {} });
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
      view: oneOf(VIEWS, query.get("view")),
      device: oneOf(DEVICES, query.get("device")),
      // The storefront path of each view; the game is the first of the design's leading category there.
      framePaths: { home: "", lobby: "lobby", game: template && market ? sampleGamePath({ designKey: template.key, marketCode: market.code }) : "" } satisfies Record<View, string>,
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
  for (const key of ["cartItemId", "colorSchemeId", "name", "view", "device"]) {
    const value = form.get(key);
    if (typeof value === "string" && value !== "") query.set(key, value.slice(0, 64));
  }
  return redirect(`${localePath(api.locale, `choose-theme/preview/${encodeURIComponent(params.templateId ?? "")}`)}?${query}`, { headers: await api.headers() });
}

export default function TemplatePreviewPage() {
  const { countriesId, packageId, item, template, schemes, schemeId, siteName, typedName, view, device, framePaths, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("templates");
  const { t: tj } = useTranslation("journey");
  const { t: tp } = useTranslation("previews");
  const locale = useLocale();
  const location = useLocation();
  const nameId = useId();
  // With JavaScript the name and the scheme apply as they change (the frame follows the name once
  // typing pauses); without, "Show" reloads with them.
  const [name, setName] = useState(typedName);
  const [frameName, setFrameName] = useState(typedName || (item?.siteName ?? ""));
  const [scheme, setScheme] = useState(schemeId);
  useEffect(() => {
    if (!name) return;
    const timer = setTimeout(() => setFrameName(name), 400);
    return () => clearTimeout(timer);
  }, [name]);
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
  const schemeName = schemes.find((s) => String(s.id) === scheme)?.name ?? "";
  const shownName = previewName(frameName);
  const frameSrc = templateFrameHref(locale, template.id, { countriesId, colorSchemeId: scheme, name: frameName, path: framePaths[view] });
  /** This page with one of its switches changed, keeping the scheme and name as they are now. */
  const switched = (key: "view" | "device", value: string) => {
    const query = new URLSearchParams(location.search);
    query.set(key, value);
    if (scheme) query.set("colorSchemeId", scheme);
    if (name) query.set("name", name);
    return `${location.pathname}?${query}`;
  };

  return (
    <div className="page template-preview-page">
      {back}
      <h1>{t("preview.title", { name: template.name })}</h1>
      <p className="lead">{template.description}</p>
      <p>{tp("lead")}</p>
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
        <input type="hidden" name="view" value={view} />
        <input type="hidden" name="device" value={device} />
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
            {tp("siteNameHint")}
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
      <div className="preview-switches">
        <nav className="preview-switch" aria-label={tp("pages")}>
          <ul>
            {VIEWS.map((option) => (
              <li key={option}>
                <Link to={switched("view", option)} aria-current={option === view ? "page" : undefined} preventScrollReset replace>
                  {tp(`views.${option}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="preview-switch" aria-label={tp("devices")}>
          <ul>
            {DEVICES.map((option) => (
              <li key={option}>
                <Link to={switched("device", option)} aria-current={option === device ? "page" : undefined} preventScrollReset replace>
                  {tp(`deviceNames.${option}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`live-frame ${device}`}>
        <iframe
          src={frameSrc}
          title={tp("frameTitle", { siteName: brandOf(shownName), name: template.name, scheme: schemeName, page: tp(`views.${view}`) })}
          sandbox="allow-same-origin allow-scripts"
          width={device === "phone" ? 390 : FRAME_WIDTH}
          height={FRAME_HEIGHT}
        />
      </div>
    </div>
  );
}
