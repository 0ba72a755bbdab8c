import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartCreateBody } from "@shared/contracts/cart";
import { ErrorList, Field, SubmitButton, useFlashForm } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { Steps } from "~/components/journey/Steps";
import { thumbnailPath } from "@shared/storefront/thumbnails";
import { Swatch } from "~/components/templates/TemplatePreview";
import { Img } from "~/components/ui/Img";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { readForm, submitForm } from "~/utils/forms.server";
import { loadMarketCatalogue } from "~/utils/catalogue.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { formatMoney } from "~/utils/money";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import templateStyles from "~/styles/templates.css";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

export const handle: RouteHandle = { i18n: ["journey", "templates", "previews"], meta: { requiresLogin: true } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: templateStyles }];

export const meta = titleFromLoader;

/** The last step: the site's information, with everything chosen so far shown beside it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const params = new URL(request.url).searchParams;
  const countriesId = params.get("countriesId") ?? "";
  const choice = {
    countriesId,
    packageId: params.get("packageId") ?? "",
    templateId: params.get("templateId") ?? "",
    colorSchemeId: params.get("colorSchemeId") ?? "",
  };
  const catalogue = await loadMarketCatalogue(api, countriesId, { market: true, packages: true, templates: {} });
  const loaded = catalogue.error === null;
  const country = catalogue.market;
  const pkg = catalogue.packages?.find((p) => String(p.id) === choice.packageId);
  const template = catalogue.templates?.templates.find((tpl) => String(tpl.id) === choice.templateId);
  const colorScheme = catalogue.templates?.colorSchemes.find((s) => String(s.id) === choice.colorSchemeId);
  return json(
    {
      title: await pageTitle(api.locale, "journey", "created.title"),
      loaded,
      choice,
      summary: country && pkg && template && colorScheme ? { country, pkg, template, colorScheme } : null,
      // A template id that is not among this market's templates belongs to another market (or none).
      templateOfOtherMarket: catalogue.templates !== null && choice.templateId !== "" && !template,
    },
    { headers: await api.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  return submitForm(api, await readForm(request), {
    form: "site-info",
    schema: CartCreateBody,
    backTo: url.pathname + url.search,
    call: (item) => api.post("/cart/create", item),
    successTo: localePath(api.locale, "cart"),
  });
}

export default function CreatedPage() {
  const { loaded, choice, summary, templateOfOtherMarket } = useLoaderData<typeof loader>();
  const { t } = useTranslation("journey");
  const locale = useLocale();
  const themeHref = `${localePath(locale, "choose-theme")}?countriesId=${choice.countriesId}&packageId=${choice.packageId}`;
  const [form, fields] = useFlashForm("site-info", CartCreateBody);
  const { t: tp } = useTranslation("previews");

  if (!loaded) {
    return (
      <div className="page narrow">
        <h1>{t("created.title")}</h1>
        <LoadFailed />
      </div>
    );
  }
  if (!summary) {
    return (
      <div className="page narrow">
        <h1>{t("created.title")}</h1>
        <p className="notice error" role="alert">
          {templateOfOtherMarket ? t("validation:templateOtherCountry") : t("created.incomplete")}
        </p>
        <p>
          <Link className="button primary" to={themeHref}>
            {t("created.backToTheme")}
          </Link>
        </p>
      </div>
    );
  }
  const { country, pkg, template, colorScheme } = summary;
  return (
    <div className="page journey">
      <Steps
        current="siteInfo"
        links={{
          market: `${localePath(locale, "introduction")}?countriesId=${choice.countriesId}`,
          package: `${localePath(locale, "package")}?countriesId=${choice.countriesId}&packageId=${choice.packageId}`,
          template: `${themeHref}&templateId=${choice.templateId}&colorSchemeId=${choice.colorSchemeId}`,
        }}
      />
      <h1>{t("created.title")}</h1>
      <div className="created-layout">
        <Form method="post" {...getFormProps(form)} className="stack card">
          <AuthenticityTokenInput />
          {Object.entries(choice).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <ErrorList id={form.errorId} errors={form.errors} />
          <ErrorList errors={[...(fields.templateId.errors ?? []), ...(fields.packageId.errors ?? []), ...(fields.countriesId.errors ?? [])]} />
          <Field
            label={t("created.siteName")}
            field={fields.siteName}
            hint={t("created.siteNameHint")}
            inputProps={{ autoComplete: "off", autoCapitalize: "none", spellCheck: false }}
          />
          <Field label={t("created.nickname")} field={fields.nickname} inputProps={{ autoComplete: "nickname" }} />
          <Field label={t("created.otherContact")} field={fields.otherContact} hint={t("created.otherContactHint")} />
          <p className="journey-actions">
            <SubmitButton>{t("created.addToCart")}</SubmitButton>
            <Link className="button" to={`${themeHref}&templateId=${choice.templateId}&colorSchemeId=${choice.colorSchemeId}`}>
              {t("back")}
            </Link>
          </p>
        </Form>
        <aside className="card order-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t("created.summary")}</h2>
          <Img
            className="summary-picture"
            src={thumbnailPath(template.key, colorScheme.key)}
            alt={tp("thumbnailAlt", { name: template.name, scheme: colorScheme.name })}
            width={480}
            height={300}
          />
          <dl>
            <div>
              <dt>{t("created.market")}</dt>
              <dd>{country.countryNames}</dd>
            </div>
            <div>
              <dt>{t("created.package")}</dt>
              <dd>{pkg.name}</dd>
            </div>
            <div>
              <dt>{t("created.template")}</dt>
              <dd>{template.name}</dd>
            </div>
            <div>
              <dt>{t("created.colors")}</dt>
              <dd>
                <Swatch scheme={colorScheme} /> {colorScheme.name}
              </dd>
            </div>
            <div>
              <dt>{t("package.setupFee")}</dt>
              <dd>{formatMoney(pkg.setupFeeMinor, pkg.currency, locale)}</dd>
            </div>
            <div>
              <dt>{t("package.deposit")}</dt>
              <dd>{formatMoney(pkg.depositMinor, pkg.currency, locale)}</dd>
            </div>
            <div className="total">
              <dt>{t("package.dueNow")}</dt>
              <dd>{formatMoney(pkg.totalDueNowMinor, pkg.currency, locale)}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </div>
  );
}
