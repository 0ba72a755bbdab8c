import type { Package } from "@contracts/opening-station";
import { Api, ApiUnreachable } from "~/utils/api.server";

/**
 * The packages whose fees the terms of service quote, in the page's language; `null` when the
 * API could not give them (the terms then say where the fees are shown instead).
 */
export async function loadPackageFees(api: Api): Promise<Package[] | null> {
  try {
    const result = await api.get<Package[]>("/api/opening-station/package-list", undefined, "clear");
    return result.ok ? result.data : null;
  } catch (error) {
    if (!(error instanceof ApiUnreachable)) throw error;
    return null;
  }
}
