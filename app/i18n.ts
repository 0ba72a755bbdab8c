import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "@shared/contracts/locales";

/** i18next settings shared by the server render and the browser. */
export default {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
};
