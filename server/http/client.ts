import type { Request } from "express";

/**
 * Where a request came from: the address is Express's `req.ip`, which believes a forwarded header
 * only from the API's TRUST_PROXY (the web server, which sends the visitor's address: decision 011),
 * and the browser the web server passes on as its own User-Agent. It names a device (the list of
 * devices, decision 036; the security log, decision 035) and proves nothing.
 */
export type Client = { address: string; userAgent: string };

import { USER_AGENT_MAX } from "@shared/contracts/security";

export { USER_AGENT_MAX };

export function clientOf(req: Request): Client {
  return { address: req.ip ?? "", userAgent: (req.get("user-agent") ?? "").slice(0, USER_AGENT_MAX) };
}
