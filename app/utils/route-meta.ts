import type { UIMatch } from "@remix-run/react";

/**
 * What a route says about its frame (route table of the specification): whether the header, the
 * footer and a header background show, and whether login is needed.
 */
export type RouteMeta = {
  header?: boolean;
  footer?: boolean;
  headerBackground?: boolean;
  requiresLogin?: boolean;
  /** The menu item this page belongs to, for the active highlight. */
  menu?: MenuKey;
};

export type MenuKey = "gameApi" | "paymentApi" | "traffic" | "affiliate";

export type RouteHandle = { i18n?: string | string[]; meta?: RouteMeta };

const defaults: Required<Omit<RouteMeta, "menu">> = { header: true, footer: true, headerBackground: true, requiresLogin: false };

/** The deepest route's meta wins, field by field. */
export function frameOf(matches: UIMatch[]): Required<Omit<RouteMeta, "menu">> & { menu?: MenuKey } {
  const frame: Required<Omit<RouteMeta, "menu">> & { menu?: MenuKey } = { ...defaults };
  for (const match of matches) Object.assign(frame, (match.handle as RouteHandle | undefined)?.meta);
  // A route whose path contains "paying" also highlights the advertising (traffic) item.
  if (matches.some((m) => m.pathname.includes("paying"))) frame.menu = "traffic";
  return frame;
}
