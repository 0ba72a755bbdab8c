import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FeatureGrid, Figures, type Feature, type Figure } from "~/components/ui/Features";
import { translatedList } from "~/utils/translated-list";

/**
 * A marketing page from its translations: `<page>.title`, `.lead`, `.figures[]`, `.sections[]`.
 * The copy lives in the `marketing` namespace so every language has the same page.
 */
export function MarketingPage({ page, children, dark = true }: { page: string; children?: ReactNode; dark?: boolean }) {
  const { t } = useTranslation("marketing");
  const figures = translatedList<Figure>(t(`${page}.figures`, { returnObjects: true }));
  const sections = translatedList<Feature>(t(`${page}.sections`, { returnObjects: true }));
  return (
    <article className="marketing">
      <header className={`marketing-hero${dark ? " dark" : ""}`}>
        <div className="page">
          <h1>{t(`${page}.title`)}</h1>
          <p className="lead">{t(`${page}.lead`)}</p>
          <Figures items={figures} />
        </div>
      </header>
      <div className="page">
        <FeatureGrid items={sections} level={2} />
        {children}
      </div>
    </article>
  );
}
