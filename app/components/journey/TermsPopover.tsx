import { useTranslation } from "react-i18next";
import { useLocale } from "~/components/hooks/useLocale";
import { localePath } from "~/utils/locale";

/** The terms beside the checkbox: a popover (a <details>, so it opens without JavaScript) and the full text. */
export function TermsPopover() {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  return (
    <details className="terms-popover">
      <summary>{t("cart.readTerms")}</summary>
      <div className="terms-popover-body">
        <ul>
          {(t("cart.termsSummary", { returnObjects: true }) as string[]).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <a href={`${localePath(locale, "help-center")}#terms`} target="_blank" rel="noopener">
          {t("cart.fullTerms")}
        </a>
      </div>
    </details>
  );
}
