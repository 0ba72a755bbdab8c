import { useTranslation } from "react-i18next";
import { useLocale } from "~/components/hooks/useLocale";
import { TermsSummary } from "~/components/legal/TermsSummary";

/** The terms beside the checkout's checkbox: a popover (a <details>, so it opens without JavaScript). */
export function TermsPopover() {
  const { t } = useTranslation("commerce");
  return (
    <details className="terms-popover">
      <summary>{t("cart.readTerms")}</summary>
      <div className="terms-popover-body">
        <TermsSummary locale={useLocale()} />
      </div>
    </details>
  );
}
