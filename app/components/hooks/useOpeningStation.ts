import { useLocation } from "@remix-run/react";
import { openingStationHref } from "~/utils/url";
import { useShell } from "./useShell";

/** Where this page's opening-station buttons go (the rule: `openingStationHref`). */
export function useOpeningStationLink(visitor: Record<string, string> = {}): string {
  const shell = useShell();
  return openingStationHref(useLocation(), { loggedIn: Boolean(shell?.user), comingSoon: Boolean(shell?.selfServiceFrom) }, visitor);
}
