import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "~/components/hooks/useLocale";
import { FeatureGrid, Figures, type Feature, type Figure } from "~/components/ui/Features";
import { Phrases } from "~/components/ui/Phrases";
import { translatedList } from "~/utils/translated-list";
import type { StepIconName } from "./StepIcons";
import { ActionLinks, CallToAction, ClaimsNote, Faq, Steps, type Action, type Question, type Step } from "./OfferBlocks";
import { offerValues } from "./offer-values";
import { StorefrontShowcase, type Showcase } from "./StorefrontShowcase";

export type Offer = {
  /** The real storefronts the hero shows beside the text. */
  showcase: Showcase;
  stepIcons: StepIconName[];
  /** Where the page leads: the opening station or the application form, first the main one. */
  actions: Action[];
  /** Shown above the page's own pricing paragraphs (the casino packages' fees). */
  pricing?: ReactNode;
};

/**
 * A marketing page from its translations in the `marketing` namespace: `<page>.title`, `.lead`,
 * `.figures[]`, `.sections[]`, and for an offer `.intro[]`, `.steps[]`, `.pricing[]`, `.faq[]`
 * and `.cta`. Every language has the same page; figures are interpolated from the constants.
 */
export function MarketingPage({ page, offer, children, dark = true }: { page: string; offer?: Offer; children?: ReactNode; dark?: boolean }) {
  const { t } = useTranslation("marketing");
  const values = offerValues(useLocale());
  const list = <T,>(key: string) => translatedList<T>(t(`${page}.${key}`, { returnObjects: true, ...values }));
  const figures = list<Figure>("figures");
  const sections = list<Feature>("sections");
  const intro = list<string>("intro");
  const pricing = list<string>("pricing");

  return (
    <article className="marketing">
      <header className={`marketing-hero${dark ? " dark" : ""}`}>
        <div className={`page${offer ? " hero-grid" : ""}`}>
          <div>
            <h1>
              <Phrases text={t(`${page}.title`)} />
            </h1>
            <p className="lead">{t(`${page}.lead`)}</p>
            {offer ? <ActionLinks actions={offer.actions.slice(0, 1)} /> : null}
            <Figures items={figures} />
            {figures.length ? <ClaimsNote /> : null}
          </div>
          {offer ? <StorefrontShowcase {...offer.showcase} /> : null}
        </div>
      </header>
      <div className="page">
        {intro.length ? (
          <section className="offer-section" aria-labelledby={`${page}-what`}>
            <h2 id={`${page}-what`} className="section-title">
              {t("headings.what", { ns: "offer" })}
            </h2>
            <div className="offer-intro">
              {intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <FeatureGrid items={sections} />
          </section>
        ) : (
          <FeatureGrid items={sections} level={2} />
        )}
        {offer ? (
          <>
            <Steps id={`${page}-steps`} items={list<Step>("steps")} icons={offer.stepIcons} />
            <section className="offer-section" aria-labelledby={`${page}-cost`}>
              <h2 id={`${page}-cost`} className="section-title">
                {t("headings.cost", { ns: "offer" })}
              </h2>
              {offer.pricing}
              <div className="offer-intro">
                {pricing.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
            <Faq id={`${page}-faq`} items={list<Question>("faq")} />
            <CallToAction id={`${page}-cta`} title={t(`${page}.cta.title`)} text={t(`${page}.cta.text`, values)} actions={offer.actions} />
          </>
        ) : null}
        {children}
      </div>
    </article>
  );
}
