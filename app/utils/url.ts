/** A URL of the current page with some search parameters set (undefined removes one). */
export function withSearch(location: { pathname: string; search: string }, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return location.pathname + (search ? `?${search}` : "");
}

/**
 * Where an "Open a site" action leads (the opening station of the specification): the coming-soon
 * notice while self-service opening has not started (SELF_SERVICE_FROM), else the country dialog for
 * a merchant and the login dialog for a visitor. `extra` adds the visitor's parameters (e.g. the tab).
 */
export function openingStationHref(
  location: { pathname: string; search: string },
  state: { loggedIn: boolean; comingSoon: boolean },
  extra: Record<string, string> = {},
): string {
  if (state.comingSoon) return withSearch(location, { dialog: "coming-soon" });
  return state.loggedIn ? withSearch(location, { dialog: "countries" }) : withSearch(location, { showLogin: "1", ...extra });
}

/** Every dialog parameter; closing a dialog removes them all. */
export const DIALOG_PARAMS = ["showLogin", "tab", "dialog", "redirect", "networkError", "account", "step"] as const;

export function withoutDialogs(location: { pathname: string; search: string }): string {
  return withSearch(location, Object.fromEntries(DIALOG_PARAMS.map((p) => [p, undefined])));
}

// Any fixed origin will do: what matters is whether resolving the target leaves it.
const HERE = "http://this.site";

/**
 * A redirect target from a form or a query string, accepted only when a browser would stay on
 * this site: parsed as a URL against this origin, never pattern-matched. Control characters and
 * backslashes are refused anywhere (browsers drop tabs and newlines and read "\\" as "/", which
 * turns "/\t/evil.example" into "//evil.example"), and so are encoded slashes in the path.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  const path = target.split(/[?#]/, 1)[0];
  if (/%(2f|5c|0\d|1[\da-f]|7f)/i.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(target, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  return url.pathname + url.search + url.hash;
}
