import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/components/hooks/useLocale";
import { Steps } from "~/components/journey/Steps";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { loadMarketCatalogue } from "~/utils/catalogue.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { formatBps, formatMoney } from "~/utils/money";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["journey"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

/** Standard and Elite side by side, every figure from the API (point 9 of the specification). */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const params = new URL(request.url).searchParams;
  const countriesId = params.get("countriesId") ?? "";
  const { packages, market, error } = await loadMarketCatalogue(api, countriesId, { market: true, packages: true });
  return json(
    {
      title: await pageTitle(api.locale, "journey", "package.title"),
      packages,
      country: market,
      error,
      selected: params.get("packageId"),
    },
    { headers: await api.headers() },
  );
}

export default function PackagePage() {
  const { packages, country, error, selected } = useLoaderData<typeof loader>();
  const { t } = useTranslation("journey");
  const locale = useLocale();
  if (!packages || !country) {
    return (
      <div className="page narrow">
        <h1>{t("package.title")}</h1>
        {!country && packages ? (
          <div className="empty-state">
            <p>{t("introduction.unknownMarket")}</p>
            <Link className="button primary" to="?dialog=countries">
              {t("introduction.chooseMarket")}
            </Link>
          </div>
        ) : (
          <LoadFailed message={error ?? undefined} />
        )}
      </div>
    );
  }
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  return (
    <div className="page journey">
      <Steps current="package" links={{ market: `${localePath(locale, "introduction")}?countriesId=${country.id}` }} />
      <h1>{t("package.title")}</h1>
      <p className="lead">{t("package.lead", { market: country.countryNames })}</p>
      {/* A GET form: the choice travels in the URL, so back, refresh and no-JavaScript all work. */}
      <Form method="get" action={localePath(locale, "choose-theme")} className="package-form">
        <input type="hidden" name="countriesId" value={country.id} />
        <fieldset className="package-grid">
          <legend className="visually-hidden">{t("package.choose")}</legend>
          {packages.map((pkg, index) => (
            <div key={pkg.id} className="package-card">
              {/* The label stretches over the whole card (CSS), so a tap anywhere chooses it. */}
              <label className="package-choice">
                <input
                  type="radio"
                  className="check-input"
                  name="packageId"
                  value={pkg.id}
                  required
                  defaultChecked={selected ? String(pkg.id) === selected : index === 0}
                />
                <span className="package-name">{pkg.name}</span>
              </label>
              <span className="package-description">{pkg.description}</span>
              <dl className="package-figures">
                <div>
                  <dt>{t("package.setupFee")}</dt>
                  <dd>{money(pkg.setupFeeMinor, pkg.currency)}</dd>
                </div>
                <div>
                  <dt>{t("package.maintenance")}</dt>
                  <dd>{t(`package.per.${pkg.maintenancePeriod}`, { amount: money(pkg.maintenanceFeeMinor, pkg.currency) })}</dd>
                </div>
                <div>
                  <dt>{t("package.deposit")}</dt>
                  <dd>{money(pkg.depositMinor, pkg.currency)}</dd>
                </div>
                <div>
                  <dt>{t("package.settlement")}</dt>
                  <dd>{t(`package.period.${pkg.settlementPeriod}`)}</dd>
                </div>
                <div>
                  <dt>{t("package.collectionFee")}</dt>
                  <dd>{pkg.collectionFeeBps === 0 ? t("package.free") : formatBps(pkg.collectionFeeBps, locale)}</dd>
                </div>
                <div>
                  <dt>{t("package.payoutFee")}</dt>
                  <dd>
                    {pkg.payoutFeeBps === 0 && pkg.payoutFixedFeeMinor === 0
                      ? t("package.free")
                      : t("package.payoutFeeValue", {
                          percent: formatBps(pkg.payoutFeeBps, locale),
                          fixed: money(pkg.payoutFixedFeeMinor, pkg.currency),
                        })}
                  </dd>
                </div>
              </dl>
              <span className="package-total">
                <span>{t("package.dueNow")}</span>
                <strong>{money(pkg.totalDueNowMinor, pkg.currency)}</strong>
                <small>{t("package.dueNowHint")}</small>
              </span>
            </div>
          ))}
        </fieldset>
        <p className="journey-actions">
          <button type="submit" className="button primary">
            {t("package.next")}
          </button>
          <Link className="button" to={`${localePath(locale, "introduction")}?countriesId=${country.id}`}>
            {t("back")}
          </Link>
        </p>
      </Form>
    </div>
  );
}
