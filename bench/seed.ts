/**
 * The benchmark's data set, written in bulk into a database that already has the schema and the
 * reference data (migrations and prisma/seed.ts in production mode): merchants sharing one bcrypt
 * hash, orders spread over the past year with their statuses, a confirmed payment for every paid
 * order (an expired or refused one for some others), a site for every paid order and its deposit
 * ledger booked the way the scheduler books it, so the API's scheduler finds nothing left to do.
 *
 * Merchant 1 is the heavy one (5 % of the orders, at any size), merchant 2 a light one; the rest
 * share the other orders at random. Seeding can grow a data set: `seedOrders(db, { from, to })`
 * adds orders from+1..to, keeping every rule, so `--growth` seeds 1k, then 10k, 100k and 1M.
 *
 * SQLite: prepared statements through better-sqlite3 inside one transaction. PostgreSQL: one INSERT
 * … SELECT FROM unnest(column arrays) a table and chunk, on one connection inside one transaction. Both far faster than Prisma's createMany.
 */
import Database from "better-sqlite3";
import pg from "pg";
import { maintenanceCharge, periodEnd, periodsToCharge, urlReleaseFrom } from "@shared/domain/billing";
import { INACTIVITY_WARNING_DAYS, type SettlementPeriod } from "@shared/domain/constants";
import { orderStatus } from "@shared/domain/order-status";
import { orderAmounts } from "@shared/domain/pricing";
import { siteStatus } from "@shared/domain/site-status";
import { payChannel } from "../server/modules/pay/service";
import { siteAddresses } from "../server/modules/site/service";
import { etagOf } from "../server/modules/storefront/serve";
import { storefrontSite } from "../server/modules/storefront/site-spec";
import { storefrontTexts } from "../server/modules/storefront/texts";
import { storefrontVersion } from "../server/modules/storefront/version";
import { artAsset, stylesheetAsset } from "@shared/storefront/assets";
import { catalogueFor } from "@shared/storefront/catalogue";
import { storedFiles } from "@shared/storefront/render";
import type { StorefrontFile } from "@shared/storefront/types";

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const PAYMENT_WINDOW_MS = 30 * 60_000;
/** The API's default build time (SITE_BUILD_SECONDS): a site paid longer ago than this is live. */
const BUILD_MS = 6_000;
export const HEAVY_SHARE = 0.05;
export const HEAVY_USER_ID = 1;
export const LIGHT_USER_ID = 2;
/** The account POST /api/login/authorize is measured with (its sessions are superseded by every login). */
export const LOGIN_USER_ID = 3;
export const BENCH_PASSWORD = "bench-password-1";

type Value = string | number | boolean | Date | null;
type Row = Value[];

/** A table writer: SQLite (one transaction of prepared inserts) or PostgreSQL (INSERTs of unnested column arrays). */
export interface BulkWriter {
  kind: "sqlite" | "postgresql";
  begin(): Promise<void>;
  insert(table: string, columns: string[], rows: Row[]): Promise<void>;
  commit(): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openWriter(url: string): Promise<BulkWriter> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const pgValue = (v: Value) => (v instanceof Date ? v.toISOString().replace("Z", "") : v);
    const types = new Map<string, Map<string, string>>();
    const superuser = (await client.query<{ rolsuper: boolean }>("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")).rows[0]?.rolsuper === true;
    return {
      kind: "postgresql",
      async begin() {
        await client.query("BEGIN");
        // The rows are consistent by construction: foreign-key triggers need not check each one (superuser only).
        if (superuser) await client.query("SET LOCAL session_replication_role = replica");
      },
      async insert(table, columns, rows) {
        if (rows.length === 0) return;
        // One array a column, unnested into rows: far fewer parameters to parse than VALUES (...), (...).
        if (!types.has(table)) {
          const found = await client.query<{ column_name: string; udt_name: string }>(`SELECT column_name, udt_name FROM information_schema.columns WHERE table_name = $1`, [table]);
          types.set(table, new Map(found.rows.map((r) => [r.column_name, r.udt_name])));
        }
        const casts = columns.map((c, i) => `$${i + 1}::${types.get(table)!.get(c)}[]`);
        const arrays = columns.map((_, i) => rows.map((row) => pgValue(row[i])));
        await client.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")}) SELECT * FROM unnest(${casts.join(",")})`, arrays);
      },
      async commit() {
        await client.query("COMMIT");
        // Explicit ids leave the sequences behind: the API's own inserts must not collide with them.
        for (const table of ["User", "Order", "Site", "Payment", "DepositEntry", "Notice"]) {
          await client.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT MAX(id) FROM "${table}"), 1))`);
        }
        await client.query("ANALYZE");
      },
      query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
      close: () => client.end(),
    };
  }
  const db = new Database(url.replace(/^file:/, ""));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  const statements = new Map<string, Database.Statement>();
  const sqliteValue = (v: Value) => (v instanceof Date ? v.toISOString().replace("Z", "+00:00") : typeof v === "boolean" ? (v ? 1 : 0) : v);
  return {
    kind: "sqlite",
    begin: async () => void db.exec("BEGIN"),
    async insert(table, columns, rows) {
      const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(",")}) VALUES (${columns.map(() => "?").join(",")})`;
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = db.prepare(sql)));
      for (const row of rows) statement.run(row.map(sqliteValue));
    },
    async commit() {
      db.exec("COMMIT");
      db.exec("ANALYZE");
    },
    query: async <T>(sql: string) => db.prepare(sql).all() as T[],
    close: async () => void db.close(),
  };
}

/** A small fast deterministic generator (mulberry32), so two runs seed the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether order `id` belongs to the heavy merchant: 5 % of the ids, evenly, at every size. */
export function isHeavyOrder(id: number): boolean {
  return id % Math.round(1 / HEAVY_SHARE) === 0;
}

const ORDER_NO_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** The product's shape (ORD + date + 6 characters), the characters a bijection of the id: unique by construction. */
function orderNo(id: number, createdAt: Date): string {
  let n = (id * 7_368_787) % 887_503_681; // 31^6; the multiplier is a prime, so distinct ids stay distinct.
  let tail = "";
  for (let i = 0; i < 6; i++) {
    tail = ORDER_NO_ALPHABET[n % 31] + tail;
    n = Math.floor(n / 31);
  }
  return `ORD${createdAt.toISOString().slice(0, 10).replaceAll("-", "")}${tail}`;
}

function address(network: string, id: number): string {
  if (network === "ERC20") return `0x${id.toString(16).padStart(40, "0")}`;
  const base58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
  let n = id;
  let text = "";
  do {
    text = base58[n % 58] + text;
    n = Math.floor(n / 58);
  } while (n > 0);
  return `T${text.padStart(33, "1")}`;
}

type Reference = {
  countries: { id: number; currencyCode: string }[];
  templatesByCountry: Map<number, number[]>;
  colorSchemes: number[];
  packages: { id: number; setupFeeMinor: number; depositMinor: number; maintenanceFeeMinor: number; settlementPeriod: SettlementPeriod }[];
};

async function reference(writer: BulkWriter): Promise<Reference> {
  const countries = await writer.query<{ id: number; currencyCode: string }>(`SELECT id, "currencyCode" FROM "Country" WHERE active = ${writer.kind === "sqlite" ? 1 : "true"} ORDER BY id`);
  const templates = await writer.query<{ id: number; countryId: number }>(`SELECT id, "countryId" FROM "Template" WHERE active = ${writer.kind === "sqlite" ? 1 : "true"}`);
  const colorSchemes = (await writer.query<{ id: number }>(`SELECT id FROM "ColorScheme" ORDER BY id`)).map((r) => r.id);
  const packages = await writer.query<Reference["packages"][number]>(
    `SELECT id, "setupFeeMinor", "depositMinor", "maintenanceFeeMinor", "settlementPeriod" FROM "Package" WHERE active = ${writer.kind === "sqlite" ? 1 : "true"} ORDER BY id`,
  );
  if (!countries.length || !templates.length || !colorSchemes.length || !packages.length) throw new Error("seed the reference data first (prisma/seed.ts)");
  const templatesByCountry = new Map<number, number[]>();
  for (const t of templates) templatesByCountry.set(t.countryId, [...(templatesByCountry.get(t.countryId) ?? []), t.id]);
  return { countries, templatesByCountry, colorSchemes, packages };
}

/** The merchants, all with the password BENCH_PASSWORD (one bcrypt hash computed once). */
export async function seedMerchants(writer: BulkWriter, count: number, passwordHash: string, now: Date): Promise<void> {
  const rand = random(1);
  const rows: Row[] = [];
  for (let id = 1; id <= count; id++) {
    const createdAt = new Date(now.getTime() - YEAR_MS - rand() * YEAR_MS);
    const account = id === HEAVY_USER_ID ? "bench-heavy" : id === LIGHT_USER_ID ? "bench-light" : id === LOGIN_USER_ID ? "bench-login" : `merchant${String(id).padStart(6, "0")}`;
    rows.push([id, account, `${account}@example.com`, passwordHash, "en", "active", createdAt, createdAt]);
  }
  await writer.begin();
  await writer.insert("User", ["id", "account", "email", "passwordHash", "locale", "status", "createdAt", "updatedAt"], rows);
  await writer.commit();
}

export type SeedCounts = { orders: number; sites: number; payments: number; ledgerEntries: number; notices: number };

/**
 * Orders from+1..to (ids), for `merchants` merchants, as of `now`, with their payments, sites,
 * ledgers and the inactivity warnings the scheduler would have sent.
 */
export async function seedOrders(writer: BulkWriter, input: { from: number; to: number; merchants: number; passwordHash: string; now: Date }): Promise<SeedCounts> {
  const { from, to, merchants, passwordHash, now } = input;
  const ref = await reference(writer);
  const [{ n: lastEntry }] = await writer.query<{ n: number | null }>(`SELECT MAX(id) AS n FROM "DepositEntry"`);
  const [{ n: lastNotice }] = await writer.query<{ n: number | null }>(`SELECT MAX(id) AS n FROM "Notice"`);
  let entryId = Number(lastEntry ?? 0);
  let noticeId = Number(lastNotice ?? 0);
  const counts: SeedCounts = { orders: 0, sites: 0, payments: 0, ledgerEntries: 0, notices: 0 };
  const rand = random(from + 7);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const orderColumns = ["id", "orderNo", "userId", "countryId", "packageId", "templateId", "colorSchemeId", "siteName", "nickname", "otherContact", "currency", "setupFeeMinor", "depositMinor", "amountMinor", "status", "operationAccount", "operationPasswordHash", "payChannel", "payTime", "expiresAt", "createdAt", "updatedAt"];
  const siteColumns = ["id", "userId", "orderId", "siteName", "countryId", "packageId", "templateId", "colorSchemeId", "currency", "domain", "backofficeUrl", "operationAccount", "operationPasswordHash", "status", "progress", "depositBalanceMinor", "server", "buildStartedAt", "launchedAt", "lastActivityAt", "simulatedActivity", "releasedName", "createdAt", "updatedAt"];
  const paymentColumns = ["id", "userId", "orderId", "purpose", "network", "address", "amountMinor", "status", "txHash", "expiresAt", "confirmedAt", "createdAt", "confirmationsRequired", "paidMinor"];
  const entryColumns = ["id", "siteId", "userId", "kind", "amountMinor", "key", "reference", "occurredAt", "createdAt"];
  const noticeColumns = ["id", "userId", "siteId", "kind", "key", "urgent", "params", "occurredAt", "emailedAt"];

  await writer.begin();
  const CHUNK = 5_000;
  for (let chunkStart = from + 1; chunkStart <= to; chunkStart += CHUNK) {
    const orders: Row[] = [];
    const sites: Row[] = [];
    const payments: Row[] = [];
    const entries: Row[] = [];
    const notices: Row[] = [];
    for (let id = chunkStart; id < Math.min(chunkStart + CHUNK, to + 1); id++) {
      const userId = isHeavyOrder(id) ? HEAVY_USER_ID : 2 + Math.floor(rand() * (merchants - 1));
      const createdAt = new Date(now.getTime() - 60_000 - rand() * YEAR_MS);
      const country = pick(ref.countries);
      const templates = ref.templatesByCountry.get(country.id) ?? ref.templatesByCountry.get(-1) ?? [...ref.templatesByCountry.values()][0];
      const pkg = pick(ref.packages);
      const amounts = orderAmounts(pkg);
      const templateId = pick(templates);
      const colorSchemeId = pick(ref.colorSchemes);
      const siteName = `site${id.toString(36)}`;
      const no = orderNo(id, createdAt);
      const expiresAt = new Date(createdAt.getTime() + PAYMENT_WINDOW_MS);
      const network = rand() < 0.7 ? "TRC20" : "ERC20";
      // What became of it: an order still in its payment window may be unpaid; older ones are
      // paid (12 %), let time out (58 %), cancelled (28 %) or refused for an unacceptable payment (2 %).
      const r = rand();
      const status =
        expiresAt > now && r < 0.5 ? orderStatus.pendingPayment : r < 0.12 ? orderStatus.completed : r < 0.7 ? orderStatus.timedOut : r < 0.98 ? orderStatus.cancelled : orderStatus.invalid;
      const paid = status === orderStatus.completed;
      const payTime = paid ? new Date(Math.min(createdAt.getTime() + 60_000 + rand() * (PAYMENT_WINDOW_MS - 120_000), now.getTime() - 1_000)) : null;
      const built = payTime !== null && now.getTime() - payTime.getTime() >= BUILD_MS;
      const finalStatus = paid && !built ? orderStatus.purchased : status;
      const updatedAt = payTime ?? (status === orderStatus.timedOut ? expiresAt : createdAt);
      orders.push([id, no, userId, country.id, pkg.id, templateId, colorSchemeId, siteName, "", "", "USDT", amounts.setupFeeMinor, amounts.depositMinor, amounts.amountMinor, finalStatus, `op${id}`, passwordHash, paid ? payChannel(network) : null, payTime, expiresAt, createdAt, updatedAt]);
      counts.orders++;

      // A payment: every paid order's (confirmed), and some of the others' (opened, never paid; or refused).
      const paymentStatus = paid ? "confirmed" : status === orderStatus.invalid ? "invalid" : (status === orderStatus.timedOut || status === orderStatus.cancelled) && rand() < 0.4 ? "expired" : null;
      if (paymentStatus) {
        const opened = new Date(createdAt.getTime() + 30_000);
        payments.push([id, userId, id, "order", network, address(network, id), amounts.amountMinor, paymentStatus, paid ? `0x${(id * 2654435761).toString(16).padStart(64, "0")}` : null, new Date(opened.getTime() + PAYMENT_WINDOW_MS), payTime, opened, 0, paid ? amounts.amountMinor : 0]);
        counts.payments++;
      }
      if (!payTime) continue;

      // The site of a paid order: building for a few seconds, then live; a site without players'
      // activity loses its URL on day 31 (warned on day 23), and its billing stops there.
      const { domain, backofficeUrl } = siteAddresses(siteName, "casino.localhost");
      const siteRow = (fields: { status: string; progress: number; balance: number; launchedAt: Date | null; released: boolean; updatedAt: Date }) =>
        sites.push([
          id, userId, id, fields.released ? `${siteName}~${id}` : siteName, country.id, pkg.id, templateId, colorSchemeId, country.currencyCode,
          fields.released ? `${domain}~${id}` : domain, backofficeUrl, `op${id}`, passwordHash, fields.status, fields.progress, fields.balance, "unicorn",
          payTime, fields.launchedAt, fields.launchedAt, false, fields.released ? siteName : null, payTime, fields.updatedAt,
        ]);
      counts.sites++;
      if (!built) {
        siteRow({ status: siteStatus.building, progress: 50, balance: 0, launchedAt: null, released: false, updatedAt: payTime });
        continue;
      }
      const launchedAt = new Date(payTime.getTime() + BUILD_MS);
      const releaseAt = urlReleaseFrom(launchedAt);
      const released = releaseAt <= now;
      const billedUntil = released ? releaseAt : now;
      let balance = amounts.depositMinor;
      entries.push([++entryId, id, userId, "prepaid", amounts.depositMinor, `prepaid:${id}`, no, launchedAt, launchedAt]);
      for (const key of periodsToCharge({ period: pkg.settlementPeriod, launchedAt, lastChargedKey: null, now: billedUntil })) {
        const amount = maintenanceCharge({ period: pkg.settlementPeriod, feeMinor: pkg.maintenanceFeeMinor, key, launchedAt });
        const occurredAt = periodEnd(pkg.settlementPeriod, key);
        entries.push([++entryId, id, userId, "maintenance", -amount, `maintenance:${id}:${key}`, key, occurredAt, occurredAt]);
        balance -= amount;
      }
      siteRow({ status: released ? siteStatus.released : siteStatus.live, progress: 100, balance, launchedAt, released, updatedAt: released ? releaseAt : launchedAt });
      // As the feed reporting every day would have it (decision 038): 7 days before the release.
      const warnedAt = new Date(releaseAt.getTime() - INACTIVITY_WARNING_DAYS * DAY_MS);
      if (!released && warnedAt <= now) {
        // As notify() writes them (server/modules/notice/service.ts): the site's name first.
        const params = JSON.stringify({ siteName, releaseAt: releaseAt.toISOString(), domain });
        notices.push([++noticeId, userId, id, "inactive-warning", `inactive-warning:${id}:${launchedAt.toISOString()}`, true, params, warnedAt, warnedAt]);
      }
    }
    await writer.insert("Order", orderColumns, orders);
    await writer.insert("Site", siteColumns, sites);
    await writer.insert("Payment", paymentColumns, payments);
    await writer.insert("DepositEntry", entryColumns, entries);
    await writer.insert("Notice", noticeColumns, notices);
    counts.ledgerEntries += entries.length;
    counts.notices += notices.length;
  }
  await writer.commit();
  return counts;
}

export type StorefrontCounts = { sites: number; pages: number; assets: number; prototypes: number; pageBytes: number };

/** The name the prototypes are rendered under: letters no bench site's name or page text holds, so every one is found and replaced. */
const PROTOTYPE_NAME = "sitexqzv";

/**
 * Every live site's stored storefront, as its build would leave it (pages in StorefrontPage, the
 * shared assets once in StorefrontAsset, `storefrontVersion` current and `buildStep` "publish"),
 * so the scheduler finds nothing to build or refresh and the web server serves what is stored.
 *
 * The seed's shortcut, not how sites are built: rendering ~10,000 sites one by one would take an
 * hour on 2 cores, so the real renderer (`storedFiles`, the build's own function) renders one
 * prototype per (market, design) among the live sites, and each site gets copies of its
 * prototype's pages with its own name written in, its own colour scheme's stylesheet and its own
 * etag. The copies are what a build of that site makes (its name and stylesheet are all that tell
 * its pages apart); a copy still holding the prototype's name fails the seed.
 */
export async function seedStorefronts(writer: BulkWriter, settings: { SITE_BASE_DOMAIN: string; WEB_URL: string }): Promise<{ counts: StorefrontCounts; siteNames: string[] }> {
  const live = await writer.query<{ id: number; siteName: string; countryId: number; templateId: number; colorSchemeId: number }>(
    `SELECT id, "siteName", "countryId", "templateId", "colorSchemeId" FROM "Site" WHERE status = '${siteStatus.live}' ORDER BY id`,
  );
  const year = new Date().getUTCFullYear();
  const prototypes = new Map<string, { brand: string; stylesheet: string; pages: StorefrontFile[] }>();
  const assets = new Map<string, StorefrontFile>();
  const markets = new Set<string>();
  const counts: StorefrontCounts = { sites: 0, pages: 0, assets: 0, prototypes: 0, pageBytes: 0 };
  const pageColumns = ["siteId", "path", "contentType", "body", "etag"];
  await writer.begin();
  const CHUNK = 100;
  for (let start = 0; start < live.length; start += CHUNK) {
    const rows: Row[] = [];
    for (const site of live.slice(start, start + CHUNK)) {
      const spec = storefrontSite(site, settings);
      const key = `${spec.marketCode}:${spec.designKey}`;
      let prototype = prototypes.get(key);
      if (!prototype) {
        const protoSpec = storefrontSite({ ...site, siteName: PROTOTYPE_NAME }, settings);
        const files = storedFiles(protoSpec, storefrontTexts, year);
        for (const asset of files.assets) assets.set(asset.path, asset);
        prototype = { brand: protoSpec.brand, stylesheet: stylesheetAsset(protoSpec.designKey, protoSpec.schemeKey).path, pages: files.pages };
        prototypes.set(key, prototype);
        markets.add(spec.marketCode);
      }
      const stylesheet = stylesheetAsset(spec.designKey, spec.schemeKey);
      assets.set(stylesheet.path, stylesheet);
      for (const page of prototype.pages) {
        const body = page.body.replaceAll(prototype.brand, spec.brand).replaceAll(PROTOTYPE_NAME, site.siteName).replaceAll(prototype.stylesheet, stylesheet.path);
        if (body.includes(PROTOTYPE_NAME.slice(4))) throw new Error(`the copy of ${page.path} for ${site.siteName} still holds the prototype's name`);
        rows.push([site.id, page.path, page.contentType, body, etagOf(body)]);
        counts.pageBytes += body.length;
      }
      counts.sites++;
    }
    await writer.insert("StorefrontPage", pageColumns, rows);
    counts.pages += rows.length;
  }
  // As the build stores them: every game's art of each market, so a lobby's filters and game pages find theirs.
  for (const code of markets) {
    const catalogue = catalogueFor(code);
    for (const game of catalogue.games) {
      const art = artAsset(game, catalogue);
      assets.set(art.path, art);
    }
  }
  await writer.insert("StorefrontAsset", ["path", "contentType", "body"], [...assets.values()].map((a) => [a.path, a.contentType, a.body]));
  await writer.query(`UPDATE "Site" SET "storefrontVersion" = '${storefrontVersion()}', "buildStep" = 'publish' WHERE status = '${siteStatus.live}' RETURNING id`);
  await writer.commit();
  counts.assets = assets.size;
  counts.prototypes = prototypes.size;
  return { counts, siteNames: live.map((site) => site.siteName) };
}
