import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from "@shared/contracts/locales";
import { pathInLocale } from "~/utils/links";

/** The header's language switch: the same page under each locale's prefix (plain links, no JavaScript needed). */
export function LanguageMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <details className="dropdown language-menu" data-menu>
      <summary aria-label={t("header.language")}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.3 8.3 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6ZM16.3 14a16.5 16.5 0 0 0 0-4h3.4a8.3 8.3 0 0 1 0 4h-3.4Z" />
        </svg>
        <span className="current-language">{LOCALE_NAMES[locale]}</span>
      </summary>
      <ul className="dropdown-list language-list">
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code} lang={code}>
            {code === locale ? (
              <span aria-current="true" className="dropdown-item active">
                {LOCALE_NAMES[code]}
              </span>
            ) : (
              <a
                className="dropdown-item"
                hrefLang={code}
                href={pathInLocale(location.pathname, location.search, locale, code)}
                // Specification, point 2: a language change announces the old and the new locale;
                // the page then loads under the new prefix (which saves the locale).
                onClick={() => window.dispatchEvent(new CustomEvent("languagechanged", { detail: { from: locale, to: code } }))}
              >
                {LOCALE_NAMES[code]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
