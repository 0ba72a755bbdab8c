import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DEFAULT_LOCALE, isLocale } from "@shared/contracts/locales";
import { isHttps } from "~/utils/csrf.server";
import { localePath } from "~/utils/locale";
import { THEME_COOKIE, isTheme } from "~/utils/theme";
import { safeRedirect } from "~/utils/url";

// A choice of colours is kept for a year, like the language.
const THEME_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Only the form posts here; a visit goes to the home page. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localePath(isLocale(params.lang) ? params.lang : DEFAULT_LOCALE));
}

/**
 * The header's theme switch (a plain form, so it works without JavaScript): remembers the choice
 * in the `theme` cookie ("system" forgets it) and goes back to the page it was sent from.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  const back = safeRedirect(form.get("redirectTo"), localePath(isLocale(params.lang) ? params.lang : DEFAULT_LOCALE));
  if (!isTheme(theme)) return redirect(back);
  const secure = isHttps(request) ? "; Secure" : "";
  const cookie =
    theme === "system"
      ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  return redirect(back, { headers: { "Set-Cookie": cookie } });
}
