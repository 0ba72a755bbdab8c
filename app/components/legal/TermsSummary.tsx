import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { localePath } from "~/utils/locale";
import { legalValues } from "./legal-values";
import { translatedList } from "~/utils/translated-list";

/**
 * The key terms of service in a few lines, for the checkout's terms popover, with a link to the
 * full text. A route that renders it declares the "legal" namespace in its handle (`i18n`).
 */
export function TermsSummary({ locale }: { locale: Locale }) {
  const { t } = useTranslation(["legal", "common"]);
  const values = legalValues(locale, t("common:brand"));
  const items = translatedList<string>(t("legal:summary.items", { ...values, returnObjects: true }));
  return (
    <section className="terms-summary" aria-labelledby="terms-summary-title">
      <h3 id="terms-summary-title">{t("legal:summary.title")}</h3>
      <p>{t("legal:summary.lead", values)}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        <Link to={`${localePath(locale, "help-center")}#terms`}>{t("legal:summary.readFull")}</Link>
      </p>
    </section>
  );
}
