import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/components/hooks/useLocale";
import { Steps } from "~/components/journey/Steps";
import { FeatureGrid } from "~/components/ui/Features";
import { Img } from "~/components/ui/Img";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { withSearch } from "~/utils/url";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["journey"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

/** What a site in the chosen market gets, before the merchant commits to anything. */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const countriesId = new URL(request.url).searchParams.get("countriesId") ?? "";
  const result = await api.load("/opening-station/introduce-list", { countriesId });
  return json(
    {
      title: await pageTitle(api.locale, "journey", "introduction.title"),
      introduction: result.ok ? result.data : null,
      error: result.ok ? null : result.msg,
      notFound: !result.ok && (result.status === 404 || result.status === 400),
    },
    { headers: await api.headers() },
  );
}

export default function IntroductionPage() {
  const { introduction, error, notFound } = useLoaderData<typeof loader>();
  const { t } = useTranslation("journey");
  const locale = useLocale();
  const location = useLocation();
  const chooseMarket = withSearch(location, { dialog: "countries" });
  if (!introduction) {
    return (
      <div className="page narrow">
        <h1>{t("introduction.title")}</h1>
        {notFound ? (
          <div className="empty-state">
            <p>{t("introduction.unknownMarket")}</p>
            <Link className="button primary" to={chooseMarket}>
              {t("introduction.chooseMarket")}
            </Link>
          </div>
        ) : (
          <LoadFailed message={error ?? undefined} />
        )}
      </div>
    );
  }
  const { country } = introduction;
  return (
    <div className="page journey">
      <Steps current="market" />
      <header className="market-header">
        <Img src={country.img} alt="" width={64} height={48} loading="eager" />
        <div>
          <p className="eyebrow">{t("introduction.eyebrow")}</p>
          <h1>{country.countryNames}</h1>
        </div>
      </header>
      <dl className="market-facts">
        <div>
          <dt>{t("introduction.playerCurrency")}</dt>
          <dd>{introduction.currencyCode}</dd>
        </div>
        <div>
          <dt>{t("introduction.settlementCurrency")}</dt>
          <dd>{introduction.settlementCurrency}</dd>
        </div>
        <div>
          <dt>{t("introduction.languages")}</dt>
          <dd>{introduction.languages.map((language) => language.name).join(" · ")}</dd>
        </div>
      </dl>
      <section aria-labelledby="payments-title">
        <h2 id="payments-title">{t("introduction.payments")}</h2>
        <ul className="chip-list">
          {introduction.paymentMethods.map((method) => (
            <li key={method.key} className={method.primary ? "chip primary" : "chip"}>
              {method.name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="games-title">
        <h2 id="games-title">{t("introduction.games")}</h2>
        <FeatureGrid items={introduction.games} />
      </section>
      <section aria-labelledby="facts-title">
        <h2 id="facts-title">{t("introduction.everySite")}</h2>
        <FeatureGrid items={introduction.facts} />
      </section>
      <p className="journey-actions">
        <Link className="button primary" to={`${localePath(locale, "package")}?countriesId=${country.id}`}>
          {t("introduction.start")}
        </Link>
        <Link className="button" to={chooseMarket} preventScrollReset>
          {t("introduction.otherMarket")}
        </Link>
      </p>
    </div>
  );
}
