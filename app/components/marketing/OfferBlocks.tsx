import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PackageFees } from "~/components/legal/PackageFees";
import { useLocale } from "~/components/hooks/useLocale";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { localePath } from "~/utils/locale";
import { offerValues, packagesFromConstants } from "./offer-values";
import { StepIcon, type StepIconName } from "./StepIcons";
import { Phrases } from "~/components/ui/Phrases";

/**
 * The parts every offer page has: how it works (steps), questions and answers, the provider's
 * claims note and the call to action. Copy comes from the page's own namespace; the shared
 * headings and labels from `offer`.
 */

export type Step = { title: string; text: string };
export type Question = { q: string; a: string };
/** A call to action: `to` is a route (Link); `href` an anchor on this page. */
export type Action = { label: string; to?: string; href?: string; primary?: boolean };

/** A service page's calls to action: open a site (the service comes with it), or ask for a stand-alone quote. */
export function useServiceActions(): Action[] {
  const { t } = useTranslation("offer");
  const start = useOpeningStationLink();
  return [
    { label: t("actions.openSite"), to: start, primary: true },
    { label: t("actions.quote"), to: `${localePath(useLocale(), "help-center")}#contact` },
  ];
}

/** An application page's call to action: the form further down the page. */
export function useApplyActions(anchor: string): Action[] {
  const { t } = useTranslation("offer");
  return [{ label: t("actions.apply"), href: `#${anchor}`, primary: true }];
}

/** Marks figures as the provider's own statements, not measured or guaranteed facts. */
export function ClaimsNote() {
  const { t } = useTranslation("offer");
  return <p className="claims-note">{t("claimsNote")}</p>;
}

export function Steps({ id, title, items, icons }: { id: string; title?: string; items: Step[]; icons: StepIconName[] }) {
  const { t } = useTranslation("offer");
  if (!items.length) return null;
  return (
    <section className="offer-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        <Phrases text={title ?? t("headings.steps")} />
      </h2>
      <ol className="steps offer-steps">
        {items.map((item, index) => (
          <li key={item.title}>
            <StepIcon name={icons[index % icons.length]} />
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Questions and answers as native disclosure widgets: they open without JavaScript. */
export function Faq({ id, items }: { id: string; items: Question[] }) {
  const { t } = useTranslation("offer");
  if (!items.length) return null;
  return (
    <section className="offer-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t("headings.faq")}
      </h2>
      <div className="faq">
        {items.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function ActionLinks({ actions }: { actions: Action[] }) {
  return (
    <p className="hero-actions">
      {actions.map((action) => {
        const className = `button${action.primary ? " accent" : ""}`;
        return action.to ? (
          <Link key={action.label} className={className} to={action.to} preventScrollReset>
            {action.label}
          </Link>
        ) : (
          <a key={action.label} className={className} href={action.href}>
            {action.label}
          </a>
        );
      })}
    </p>
  );
}

export function CallToAction({ id, title, text, actions }: { id: string; title: string; text: string; actions: Action[] }) {
  return (
    <section className="cta-band" aria-labelledby={id}>
      <h2 id={id}>
        <Phrases text={title} />
      </h2>
      <p>{text}</p>
      <ActionLinks actions={actions} />
    </section>
  );
}

/** What a casino site costs: the two packages' fees from the constants the API charges by. */
export function CasinoPricing() {
  const { t } = useTranslation("offer");
  const locale = useLocale();
  const packages = packagesFromConstants((code) => t(`packages.${code}`));
  const values = offerValues(locale);
  return (
    <div className="casino-pricing">
      <p>{t("casino.lead", values)}</p>
      <PackageFees packages={packages} locale={locale} ns="offer" />
      <ul className="pricing-notes">
        <li>{t("casino.deposit", values)}</li>
        <li>{t("casino.royalty", values)}</li>
        <li>{t("casino.licence", values)}</li>
      </ul>
      <p>
        <Link to={`${localePath(locale, "help-center")}#terms`}>{t("actions.terms")}</Link>
      </p>
    </div>
  );
}
