import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { FeatureGrid, Figures, type Feature, type Figure } from "~/components/ui/Features";
import { translatedList } from "~/utils/translated-list";


export function HomePage() {
  const { t } = useTranslation("home");
  const start = useOpeningStationLink({ showLogin: "1", tab: "register" });
  const figures = translatedList<Figure>(t("figures", { returnObjects: true }));
  const advantages = translatedList<Feature>(t("advantages.items", { returnObjects: true }));
  const steps = translatedList<Feature>(t("steps.items", { returnObjects: true }));
  const partners = translatedList<string>(t("partners.items", { returnObjects: true }));

  return (
    <>
      <section className="marketing-hero dark home-hero" aria-labelledby="hero-title">
        <div className="page">
          <h1 id="hero-title">{t("hero.title")}</h1>
          <p className="lead">{t("hero.lead")}</p>
          <p className="hero-actions">
            <Link className="button accent" to={start} preventScrollReset>
              {t("hero.start")}
            </Link>
            <a className="button" href="#igaming-section">
              {t("hero.learnMore")}
            </a>
          </p>
          <Figures items={figures} />
        </div>
      </section>
      <section id="igaming-section" className="page" aria-labelledby="advantages-title">
        <h2 id="advantages-title" className="section-title">
          {t("advantages.title")}
        </h2>
        <FeatureGrid items={advantages} />
      </section>
      <section className="page" aria-labelledby="steps-title">
        <h2 id="steps-title" className="section-title">
          {t("steps.title")}
        </h2>
        <ol className="steps">
          {steps.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section id="partners-section" className="page" aria-labelledby="partners-title">
        <h2 id="partners-title" className="section-title">
          {t("partners.title")}
        </h2>
        <ul className="partner-list">
          {partners.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
