import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Locale } from "@shared/contracts/locales";
import { localePath } from "~/utils/locale";
import { THEMES, type Theme } from "~/utils/theme";

const ICONS: Record<Theme, string> = {
  light: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1.5 3h-3L12 2Zm0 20-1.5-3h3L12 22ZM2 12l3-1.5v3L2 12Zm20 0-3 1.5v-3l3 1.5ZM4.9 4.9l3.2 1-2.2 2.2-1-3.2Zm14.2 14.2-3.2-1 2.2-2.2 1 3.2Zm0-14.2-1 3.2-2.2-2.2 3.2-1ZM4.9 19.1l1-3.2 2.2 2.2-3.2 1Z",
  dark: "M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z",
  system: "M3 4h18v12H3V4Zm2 2v8h14V6H5Zm3 12h8v2H8v-2Z",
};

/**
 * The light/dark switch of the header: a menu of three submit buttons posting to `/{lang}/theme`,
 * so it works without JavaScript (with it, Remix posts it and reloads the root's data in place).
 */
export function ThemeMenu({ locale, theme }: { locale: Locale; theme: Theme }) {
  const { t } = useTranslation("ui", { keyPrefix: "theme" });
  const location = useLocation();
  return (
    <details className="dropdown theme-menu" data-menu>
      <summary aria-label={t("menu")}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d={ICONS[theme]} />
        </svg>
      </summary>
      <Form method="post" action={localePath(locale, "theme")} preventScrollReset className="dropdown-list theme-list">
        <AuthenticityTokenInput />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {THEMES.map((choice) => (
          <button key={choice} type="submit" name="theme" value={choice} className="dropdown-item" aria-pressed={choice === theme}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path fill="currentColor" d={ICONS[choice]} />
            </svg>
            {t(choice)}
          </button>
        ))}
      </Form>
    </details>
  );
}
