import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LegalSection } from "./legal-values";
import { translatedList } from "~/utils/translated-list";

/**
 * A long legal text of the `legal` namespace (`<doc>.title`, `.intro[]`, `.sections[]`) as a
 * section with numbered headings. `extras` adds content after the paragraphs of the sections
 * whose `id` it names (the terms' fee table, for instance).
 */
export function LegalDocument({
  doc,
  values,
  extras = {},
}: {
  doc: "terms" | "privacy";
  values: Record<string, string | number>;
  extras?: Record<string, ReactNode>;
}) {
  const { t } = useTranslation("legal");
  const intro = translatedList<string>(t(`${doc}.intro`, { ...values, returnObjects: true }));
  const sections = translatedList<LegalSection>(t(`${doc}.sections`, { ...values, returnObjects: true }));
  const titleId = `${doc}-title`;
  return (
    <section id={doc} className="legal" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`${doc}.title`)}</h2>
      <p className="legal-subtitle">{t(`${doc}.subtitle`, values)}</p>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {sections.map((section, index) => (
        <section key={section.title} className="legal-section" aria-labelledby={`${doc}-${index + 1}`}>
          <h3 id={`${doc}-${index + 1}`}>
            {index + 1}. {section.title}
          </h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.id ? extras[section.id] : null}
        </section>
      ))}
    </section>
  );
}
