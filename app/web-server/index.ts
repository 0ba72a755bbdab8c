/**
 * The web server: serves the Remix app's build with its static files, behind the site protection
 * (decision 019) and the form guard.
 * `npm start` runs it as `node --import tsx app/web-server/index.ts` (decision 011).
 *
 * Remix sees a request rebuilt here, not the visitor's raw one: the URL from the protocol and host
 * this server resolved (forwarded headers count only from TRUST_PROXY), the form body the guard
 * already read, and `X-Client-Address`, the visitor's address this server vouches for (the API's
 * per-address limits key on it). Forwarded headers the visitor wrote never reach the app.
 */
import cluster from "node:cluster";
import { runPrimary } from "@shared/process/cluster";
import { env } from "../utils/env.server";
import { refreshRelay } from "../utils/one-refresh.server";

// Several workers on one port in production (decision 028); the primary only watches them and
// carries the token refreshes they share. It never loads the Remix build, Express or React: the
// processes that serve import them (decision 041).
if (env.WEB_WORKERS > 1 && cluster.isPrimary) {
  const log = { info: (text: string) => console.log(text), error: (details: object, text: string) => console.error(text, details) };
  // A page's render allocates a few megabytes that die young: at V8's default room for them they were
  // scavenged, and partly promoted, several times a second; 32 MB took 4-7 % off a page's CPU (decision 029).
  runPrimary({ name: "web server", workers: env.WEB_WORKERS, log, relays: [refreshRelay()], semiSpaceMiB: 32 });
} else await (await import("./serve")).serve();
