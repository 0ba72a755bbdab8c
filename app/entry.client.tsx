import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import Backend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import i18nConfig from "./i18n";

async function hydrate() {
  // The language is the one the server rendered (<html lang>); the browser never re-detects it.
  await i18next
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18nConfig,
      lng: document.documentElement.lang,
      ns: getInitialNamespaces(),
      backend: { loadPath: "/locales/{{lng}}/{{ns}}" },
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
