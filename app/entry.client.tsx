import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import Backend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import i18nConfig from "./i18n";

/** The translations' fingerprint the server rendered the page with (on <html>, by app/root.tsx). */
function localesVersion(): string {
  return encodeURIComponent(document.documentElement.dataset.localesVersion ?? "");
}

async function hydrate() {
  // The language is the one the server rendered (<html lang>); the browser never re-detects it.
  await i18next
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18nConfig,
      lng: document.documentElement.lang,
      ns: getInitialNamespaces(),
      // At the translations' fingerprint (the root loader's), so the files are cached for a year.
      backend: { loadPath: `/locales/{{lng}}/{{ns}}?v=${localesVersion()}` },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
