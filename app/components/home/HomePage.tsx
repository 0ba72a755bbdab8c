import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loader as rootLoader } from "~/root";
import { withSearch } from "~/utils/url";

type Item = { title: string; text: string };
type Figure = { value: string; label: string };

export function HomePage() {
  const { t } = useTranslation("home");
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const start = root?.user ? withSearch(location, { dialog: "countries" }) : withSearch(location, { showLogin: "1", tab: "register" });
  const figures = t("figures", { returnObjects: true }) as Figure[];
  const advantages = t("advantages.items", { returnObjects: true }) as Item[];
  const steps = t("steps.items", { returnObjects: true }) as Item[];
  const partners = t("partners.items", { returnObjects: true }) as string[];

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
          <dl className="figures">
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section id="igaming-section" className="page" aria-labelledby="advantages-title">
        <h2 id="advantages-title" className="section-title">
          {t("advantages.title")}
        </h2>
        <div className="feature-grid">
          {advantages.map((item) => (
            <section key={item.title} className="feature">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </section>
          ))}
        </div>
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
