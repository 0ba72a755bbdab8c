import { useTranslation } from "react-i18next";

// The create-site wizard's steps as the specification names them: country (with its package),
// template, configuration complete (the site information that finishes the configuration).
const STEPS = ["country", "template", "complete"] as const;
export type JourneyStep = (typeof STEPS)[number];

export function Steps({ current }: { current: JourneyStep }) {
  const { t } = useTranslation("journey");
  const index = STEPS.indexOf(current);
  return (
    <ol className="steps-indicator" aria-label={t("steps.label")}>
      {STEPS.map((step, i) => (
        <li key={step} className={i < index ? "done" : i === index ? "current" : undefined} aria-current={i === index ? "step" : undefined}>
          <span className="step-number" aria-hidden="true">
            {i < index ? "✓" : i + 1}
          </span>
          <span>{t(`steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
