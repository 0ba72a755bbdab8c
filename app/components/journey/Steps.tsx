import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

// The opening station's five steps, each a page: the market (introduction), the package, the
// template and colours (choose-theme), the site information (created) and the checkout (the cart).
const STEPS = ["market", "package", "template", "siteInfo", "checkout"] as const;
export type JourneyStep = (typeof STEPS)[number];

/** Where the merchant is in the opening station; the steps already done link back to their page when `links` has them. */
export function Steps({ current, links = {} }: { current: JourneyStep; links?: Partial<Record<JourneyStep, string>> }) {
  const { t } = useTranslation("workspace");
  const index = STEPS.indexOf(current);
  return (
    <ol className="steps-indicator" aria-label={t("steps.label")}>
      {STEPS.map((step, i) => {
        const label = (
          <>
            <span className="step-number" aria-hidden="true">
              {i < index ? "✓" : i + 1}
            </span>
            <span className="step-label">{t(`steps.${step}`)}</span>
          </>
        );
        const href = i < index ? links[step] : undefined;
        return (
          <li key={step} className={i < index ? "done" : i === index ? "current" : undefined} aria-current={i === index ? "step" : undefined}>
            {href ? <Link to={href}>{label}</Link> : label}
          </li>
        );
      })}
    </ol>
  );
}
