import { useLocation } from "@remix-run/react";
import { withSearch } from "~/utils/url";
import { useShell } from "./useShell";

/**
 * Where an opening-station button goes: the coming-soon notice while self-service opening has not
 * started (SELF_SERVICE_FROM), else the country dialog for a merchant and, for a visitor, the login
 * dialog (or the `visitor` parameters given).
 */
export function useOpeningStationLink(visitor: Record<string, string> = { showLogin: "1" }): string {
  const shell = useShell();
  const location = useLocation();
  if (shell?.selfServiceFrom) return withSearch(location, { dialog: "coming-soon" });
  return shell?.user ? withSearch(location, { dialog: "countries" }) : withSearch(location, visitor);
}
