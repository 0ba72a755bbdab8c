import { useTranslation } from "react-i18next";
import { useLocale } from "~/components/hooks/useLocale";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { ActionLinks, CallToAction, CasinoPricing, ClaimsNote, Faq, Steps, type Action, type Question } from "~/components/marketing/OfferBlocks";
import { offerValues } from "~/components/marketing/offer-values";
import { StorefrontShowcase } from "~/components/marketing/StorefrontShowcase";
import { FeatureGrid, Figures, type Feature, type Figure } from "~/components/ui/Features";
import { Phrases } from "~/components/ui/Phrases";
import { translatedList } from "~/utils/translated-list";
import type { ExampleSite } from "~/utils/example-sites.server";
import type { Partner } from "~/utils/partners.server";
import { ExampleSites } from "./ExampleSites";

/** The home page: the turnkey casino site, what it is, how it opens, what it costs; in a demo, its live example sites. */
export function HomePage({ partners, examples = [] }: { partners: Partner[]; examples?: ExampleSite[] }) {
  const { t } = useTranslation("home");
  const { t: tOffer } = useTranslation("offer");
  const values = offerValues(useLocale());
  const list = <T,>(key: string) => translatedList<T>(t(key, { returnObjects: true, ...values }));
  const actions: Action[] = [
    { label: t("hero.start"), to: useOpeningStationLink({ tab: "register" }), primary: true },
    { label: t("hero.learnMore"), href: "#igaming-section" },
  ];

  return (
    <>
      <section className="marketing-hero dark home-hero" aria-labelledby="hero-title">
        <div className="page hero-grid">
          <div>
            <h1 id="hero-title">
              <Phrases text={t("hero.title")} />
            </h1>
            <p className="lead">{t("hero.lead")}</p>
            <ActionLinks actions={actions} />
            <Figures items={list<Figure>("figures")} />
            <ClaimsNote />
          </div>
          <StorefrontShowcase desktop="home-desktop" phone="home-phone" />
        </div>
      </section>
      {examples.length ? <ExampleSites sites={examples} /> : null}
      <section id="igaming-section" className="page offer-section" aria-labelledby="advantages-title">
        <h2 id="advantages-title" className="section-title">
          <Phrases text={t("advantages.title")} />
        </h2>
        <div className="offer-intro">
          {list<string>("intro").map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <FeatureGrid items={list<Feature>("advantages.items")} />
        <ClaimsNote />
      </section>
      <div className="page">
        <Steps id="steps-title" title={t("steps.title")} items={list<Feature>("steps.items")} icons={["account", "market", "palette", "pay"]} />
        <section className="offer-section" aria-labelledby="pricing-title">
          <h2 id="pricing-title" className="section-title">
            <Phrases text={tOffer("headings.cost")} />
          </h2>
          <CasinoPricing />
        </section>
        <Faq id="home-faq" items={list<Question>("faq")} />
      </div>
      {partners.length ? (
        <section id="partners-section" className="page" aria-labelledby="partners-title">
          <h2 id="partners-title" className="section-title">
            {t("partners.title")}
          </h2>
          <ul className="partner-list">
            {partners.map((partner) => (
              <li key={partner.name}>{partner.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="page">
        <CallToAction id="home-cta" title={t("cta.title")} text={t("cta.text")} actions={actions.slice(0, 1)} />
      </div>
    </>
  );
}
