import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { EmptyState } from "./LoadFailed";

export type Feature = { title: string; text: string; key?: string };
export type Figure = { value: string; label: string };

/** Cards of a title and a sentence: advantages, facts, FAQ. */
export function FeatureGrid({ items, level = 3 }: { items: Feature[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="feature-grid">
      {items.map((item) => (
        <section key={item.key ?? item.title} className="feature">
          <Heading>{item.title}</Heading>
          <p>{item.text}</p>
        </section>
      ))}
    </div>
  );
}

/**
 * Headline figures ("12,000+ games"): the number first and its label after it, one phrase in every
 * language (in Chinese the label is a measure word, "款游戏", that means nothing without its number).
 */
export function Figures({ items }: { items: Figure[] }) {
  if (!items.length) return null;
  return (
    <ul className="figures">
      {items.map((figure) => (
        <li key={figure.label}>
          <strong className="figure-value">{figure.value}</strong> <span className="figure-label">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** An empty list of the merchant's things: what it will hold, and the way to the first one (open a site). */
export function EmptyWithOpenSite({ text, children }: { text: string; children?: React.ReactNode }) {
  const { t } = useTranslation("commerce");
  const openSite = useOpeningStationLink();
  return (
    <EmptyState text={text}>
      <Link className="button primary" to={openSite} preventScrollReset>
        {t("cart.openSite")}
      </Link>
      {children}
    </EmptyState>
  );
}
