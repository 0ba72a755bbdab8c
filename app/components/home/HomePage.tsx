import { useTranslation } from "react-i18next";

export function HomePage() {
  const { t } = useTranslation("home");
  return (
    <main className="page">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t("hero.title")}</h1>
        <p className="lead">{t("hero.lead")}</p>
      </section>
    </main>
  );
}
