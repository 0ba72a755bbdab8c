/**
 * What a request's host names: the portal, a site's storefront (<name>.<base>) or its back office
 * (admin.<name>.<base>). The one rule, for the web server's routing and the links that point there.
 */
export type SiteHost = { kind: "portal" } | { kind: "storefront"; siteName: string } | { kind: "backoffice"; siteName: string };

export function siteHost(host: string | undefined, baseDomain: string): SiteHost {
  const name = (host ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const suffix = `.${baseDomain}`;
  if (!name.endsWith(suffix)) return { kind: "portal" };
  const labels = name.slice(0, -suffix.length).split(".");
  if (labels.length === 1 && labels[0]) return { kind: "storefront", siteName: labels[0] };
  if (labels.length === 2 && labels[0] === "admin" && labels[1]) return { kind: "backoffice", siteName: labels[1] };
  // Anything deeper is no site's: the storefront's 404.
  return { kind: "storefront", siteName: "" };
}

/** The address a host is opened at: the portal's scheme and port (WEB_URL) with the site's host name. */
export function originOf(host: string, webUrl: string): string {
  const portal = new URL(webUrl);
  return `${portal.protocol}//${host}${portal.port ? `:${portal.port}` : ""}`;
}
