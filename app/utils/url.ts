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

/** Every dialog parameter; closing a dialog removes them all. */
export const DIALOG_PARAMS = ["showLogin", "tab", "dialog", "redirect", "networkError", "account", "step"] as const;

export function withoutDialogs(location: { pathname: string; search: string }): string {
  return withSearch(location, Object.fromEntries(DIALOG_PARAMS.map((p) => [p, undefined])));
}

/** Only same-site paths may be redirect targets (no open redirects). */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
}
