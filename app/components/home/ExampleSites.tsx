import { useTranslation } from "react-i18next";
import { DevicePicture } from "~/components/marketing/StorefrontShowcase";
import { Img } from "~/components/ui/Img";
import type { ExampleSite } from "~/utils/example-sites.server";

/** A demo's live example sites: each one's home page, its design and market, and a link to its own address. */
export function ExampleSites({ sites }: { sites: ExampleSite[] }) {
  const { t } = useTranslation("showcase");
  return (
    <section id="examples-section" className="page offer-section" aria-labelledby="examples-title">
      <h2 id="examples-title" className="section-title">
        {t("examples.title")}
      </h2>
      <p className="offer-intro">{t("examples.lead")}</p>
      <ul className="example-sites">
        {sites.map((site) => (
          <li key={site.siteName} className="example-site">
            <DevicePicture name={site.siteName} alt={t("examples.picture", { design: site.design })} />
            <h3>{site.design}</h3>
            <p className="example-market">
              <Img src={site.market.img} alt="" width={20} height={15} className="inline-flag" /> {t("examples.market", { market: site.market.name })}
            </p>
            <a className="example-link" href={site.url}>
              {t("examples.open")} <span className="example-host" dir="ltr">{site.host}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
