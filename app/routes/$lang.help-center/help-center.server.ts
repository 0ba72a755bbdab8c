import type { Package } from "@shared/contracts/opening-station";
import type { Api } from "~/utils/api.server";

/**
 * The packages whose fees the terms of service quote, in the page's language; `null` when the
 * API could not give them (the terms then say where the fees are shown instead).
 */
export async function loadPackageFees(api: Api): Promise<Package[] | null> {
  const result = await api.get("/opening-station/package-list", undefined, { onLoginEnded: "clear" });
  return result.ok ? result.data : null;
}
