/**
 * TRUST_PROXY as Express's "trust proxy" takes it: empty (or "false") believes no forwarded
 * header; a number counts hops; otherwise names (loopback, linklocal, uniquelocal), addresses and
 * CIDR ranges, comma separated. Used by the API and the web server alike.
 */
export function trustProxy(value: string): boolean | number | string[] {
  const trimmed = value.trim();
  if (!trimmed || trimmed === "false") return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(",").map((item) => item.trim());
}
