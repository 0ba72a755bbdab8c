/**
 * The colour theme a visitor chose: light or dark, or "system" (no cookie: the browser's
 * `prefers-color-scheme` decides). The root renders it as `<html data-theme>` from the cookie,
 * so the first paint is already right.
 */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = "theme";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme a request's `theme` cookie names; anything else (or none) is "system". */
export function themeFromCookie(cookieHeader: string | null): Theme {
  const match = /(?:^|;\s*)theme=([a-z]+)/.exec(cookieHeader ?? "");
  const value = match?.[1];
  return value === "light" || value === "dark" ? value : "system";
}
