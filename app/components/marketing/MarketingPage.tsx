import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Section = { title: string; text: string };
type Figure = { value: string; label: string };

/**
 * A marketing page from its translations: `<page>.title`, `.lead`, `.figures[]`, `.sections[]`.
 * The copy lives in the `marketing` namespace so every language has the same page.
 */
export function MarketingPage({ page, children, dark = true }: { page: string; children?: ReactNode; dark?: boolean }) {
  const { t } = useTranslation("marketing");
  const figures = t(`${page}.figures`, { returnObjects: true, defaultValue: [] }) as Figure[];
  const sections = t(`${page}.sections`, { returnObjects: true, defaultValue: [] }) as Section[];
  return (
    <article className="marketing">
      <header className={`marketing-hero${dark ? " dark" : ""}`}>
        <div className="page">
          <h1>{t(`${page}.title`)}</h1>
          <p className="lead">{t(`${page}.lead`)}</p>
          {Array.isArray(figures) && figures.length ? (
            <dl className="figures">
              {figures.map((figure) => (
                <div key={figure.label}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </header>
      <div className="page">
        {Array.isArray(sections) && sections.length ? (
          <div className="feature-grid">
            {sections.map((section) => (
              <section key={section.title} className="feature">
                <h2>{section.title}</h2>
                <p>{section.text}</p>
              </section>
            ))}
          </div>
        ) : null}
        {children}
      </div>
    </article>
  );
}
