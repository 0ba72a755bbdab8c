import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { signAccessToken } from "../../server/modules/auth/tokens";
import { startApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";

/**
 * Every endpoint of the API answers hostile input with a 4xx envelope, never a 5xx, and a refused
 * request leaves the database exactly as it was.
 *
 * The endpoints come from the API's own OpenAPI document, so a new endpoint is covered without
 * touching this file. Each one gets every payload of the table of generators below, once without a
 * token and once with a signed-in merchant's token. Every request is judged on its own:
 *  - its status is below 500;
 *  - a refusal (4xx) is the JSON error envelope and changed nothing in the database: a snapshot of
 *    the schema and of every table's row count and content hash, before and after;
 *  - a payload marked `refuse` (and anything sent to a protected endpoint without a valid token)
 *    must be refused. The others may be accepted (a nickname may well be `' OR 1=1 --`): then the
 *    answer is the success envelope and the schema is intact. The last test checks that the SQL
 *    and script fragments that were accepted were stored as the plain text they are.
 */

// ---------------------------------------------------------------------------------------------
// The API under test
// ---------------------------------------------------------------------------------------------

// Hostile logins, password checks and PIN checks fail by the hundred here; the limits on them have
// tests of their own (auth.test.ts, user.test.ts).
const api = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "1000000" });
afterAll(async () => {
  for (const agent of agents.values()) agent.destroy();
  watch.close();
  await api.close();
});

// ---------------------------------------------------------------------------------------------
// The endpoints, from GET /api/openapi.json
// ---------------------------------------------------------------------------------------------

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};

/** What a field takes: strings must be strings; integers are coerced (ids come from forms too). */
type Kind = "string" | "enum" | "integer" | "boolean" | "union" | "object";
type Field = { name: string; schema: Schema; kind: Kind; required: boolean };

type Endpoint = {
  method: string;
  /** The path as documented, path parameters as {name}. */
  path: string;
  auth: boolean;
  /** The request body's fields; undefined when the endpoint takes no body. */
  body?: Field[];
  query: Field[];
  pathParams: Field[];
  /** The methods documented for the same path (any other is a hostile input too). */
  methods: string[];
  /** The routes the document does not describe answer their own content when they accept. */
  envelope: boolean;
};

type Operation = {
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
const openApi = (await api.call("GET", "/api/openapi.json")).body as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

function deref(schema: Schema): Schema {
  return schema.$ref ? deref(openApi.components.schemas[schema.$ref.replace("#/components/schemas/", "")]) : schema;
}

function field(name: string, raw: Schema, required: boolean): Field {
  const schema = deref(raw);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const kind: Kind =
    schema.anyOf || schema.oneOf ? "union"
    : schema.enum ? "enum"
    : type === "integer" || type === "number" ? "integer"
    : type === "string" || type === "boolean" ? type
    : "object";
  return { name, schema, kind, required };
}

const documented: Endpoint[] = Object.entries(openApi.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]): Endpoint => {
    const bodySchema = operation.requestBody?.content["application/json"]?.schema;
    const body = bodySchema && deref(bodySchema);
    const params = operation.parameters ?? [];
    return {
      method: method.toUpperCase(),
      path,
      // A credential is required unless one of the requirements is the empty one (anyone).
      auth: (operation.security ?? []).length > 0 && (operation.security ?? []).every((requirement) => Object.keys(requirement as object).length > 0),
      body: body && Object.entries(body.properties ?? {}).map(([name, schema]) => field(name, schema, (body.required ?? []).includes(name))),
      query: params.filter((p) => p.in === "query").map((p) => field(p.name, p.schema, !!p.required)),
      pathParams: params.filter((p) => p.in === "path").map((p) => field(p.name, p.schema, true)),
      methods: Object.keys(operations).map((m) => m.toUpperCase()),
      envelope: true,
    };
  }),
);

/**
 * Routes the API serves that the document does not describe (the document itself and the docs
 * page with its assets): hostile input must not break them either. Nothing documented is skipped.
 */
const undocumented: Endpoint[] = ["/api/openapi.json", "/api/docs", "/api/docs/assets/swagger-ui.css"].map((path) => ({
  method: "GET",
  path,
  auth: false,
  query: [],
  pathParams: [],
  methods: ["GET"],
  envelope: false,
}));

const endpoints = [...documented, ...undocumented];

// ---------------------------------------------------------------------------------------------
// Valid-looking values, so that one hostile field is tested with the others in order
// ---------------------------------------------------------------------------------------------

function sample(f: Field): unknown {
  const { schema } = f;
  if (schema.default !== undefined && schema.default !== "") return schema.default;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(field(f.name, branches[0], f.required));
  if (f.kind === "integer") return Math.max(1, schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1);
  if (f.kind === "boolean") return true;
  if (f.kind !== "string") return {};
  if (/mail/i.test(f.name)) return "hostile@example.com";
  const pattern = schema.pattern ? new RegExp(schema.pattern, "u") : undefined;
  const fits = (c: string) => (!pattern || pattern.test(c)) && c.length >= (schema.minLength ?? 0) && c.length <= (schema.maxLength ?? Infinity);
  return ["hostile", "abc123", "123456"].find(fits) ?? "hostile";
}

/** The required fields with valid-looking values (optional ones are added one at a time). */
function baseOf(fields: Field[] = []): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, sample(f)]));
}

// ---------------------------------------------------------------------------------------------
// The payloads
// ---------------------------------------------------------------------------------------------

type Case = {
  /** Names the payload in a failure message. */
  kind: string;
  method?: string;
  /** Path and query string, already encoded; defaults to the endpoint's path and base query. */
  url?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Must be answered 4xx (otherwise it may be accepted). */
  refuse?: boolean;
  /** The statuses allowed, where the kind of refusal matters. */
  statuses?: number[];
  errorCode?: string;
};

type Generator = { name: string; cases: (ep: Endpoint) => Case[] };

const FRAGMENTS = [
  { text: "' OR 1=1 --", marker: "1=1" },
  { text: '"; DROP TABLE User; --', marker: "DROP TABLE" },
  { text: "<script>alert(1)</script>", marker: "alert(1)" },
];

const JSON_TYPE = { "content-type": "application/json" };
const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };
const enc = encodeURIComponent;

function pathOf(ep: Endpoint, params: Record<string, string> = {}): string {
  return ep.path.replace(/\{(\w+)\}/g, (_, name: string) => enc(params[name] ?? String(sample(ep.pathParams.find((p) => p.name === name)!))));
}

/** The endpoint's URL with its base query: parameters replaced (null drops one), raw pairs added. */
function urlOf(ep: Endpoint, replace: Record<string, string | string[] | null> = {}, extra = "", path = pathOf(ep)): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries({ ...baseOf(ep.query), ...replace })) {
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push(`${enc(name)}=${enc(String(v))}`);
  }
  if (extra) pairs.push(extra);
  return path + (pairs.length ? `?${pairs.join("&")}` : "");
}

function json(value: unknown): Pick<Case, "body" | "headers"> {
  return { body: JSON.stringify(value), headers: JSON_TYPE };
}

/** The base body as JSON text with one member written raw (JSON.stringify drops a literal's `__proto__`). */
function jsonWithRaw(base: Record<string, unknown>, key: string, raw: string | Buffer): Pick<Case, "body" | "headers"> {
  const rest = Object.entries(base).filter(([k]) => k !== key).map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return { body: Buffer.concat([Buffer.from(`{${JSON.stringify(key)}:`), Buffer.from(raw), Buffer.from(`${rest.join("")}}`)]), headers: JSON_TYPE };
}

const nest = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const needsBody = (ep: Endpoint) => !!ep.body?.some((f) => f.required);
const isOwnType = (f: Field, value: unknown) =>
  (f.kind === "string" && typeof value === "string") || (f.kind === "integer" && typeof value === "number") || (f.kind === "boolean" && typeof value === "boolean");

/**
 * Wrong types, and the kinds of field that must refuse each. A string field takes only strings;
 * an integer field coerces, since forms send "12": "12345", true and null may pass as numbers.
 */
const WRONG_TYPES: { name: string; value: unknown; refusedBy: Kind[] }[] = [
  { name: "number", value: 12345, refusedBy: ["string", "enum", "union", "boolean", "object"] },
  { name: "numeric string", value: "12345", refusedBy: ["enum", "union", "boolean", "object"] },
  { name: "fraction string", value: "1.5", refusedBy: ["enum", "integer", "union", "boolean", "object"] },
  { name: "operator object", value: { $ne: null }, refusedBy: ["string", "enum", "integer", "union", "boolean"] },
  { name: "empty array", value: [], refusedBy: ["string", "enum", "union", "boolean", "object"] },
  { name: "array", value: ["1", "2"], refusedBy: ["string", "enum", "integer", "union", "boolean", "object"] },
  { name: "null", value: null, refusedBy: ["string", "enum", "union", "boolean", "object"] },
  { name: "true", value: true, refusedBy: ["string", "enum", "object"] },
];

/** A query string holds only strings: its wrong types are repeated keys, brackets and non-numbers. */
const WRONG_QUERY_VALUES: { name: string; raw: (name: string) => string; refusedBy: (f: Field) => boolean }[] = [
  { name: "repeated", raw: (n) => `${n}=1&${n}=2`, refusedBy: () => true },
  { name: "[x]", raw: (n) => `${n}[x]=1`, refusedBy: (f) => f.required },
  { name: "empty", raw: (n) => `${n}=`, refusedBy: () => false },
  { name: "word", raw: (n) => `${n}=abc`, refusedBy: (f) => f.kind !== "string" },
  { name: "fraction", raw: (n) => `${n}=1.5`, refusedBy: (f) => f.kind !== "string" },
  { name: "1e999", raw: (n) => `${n}=1e999`, refusedBy: (f) => f.kind !== "string" },
  { name: "NUL", raw: (n) => `${n}=%00`, refusedBy: (f) => f.kind !== "string" },
  { name: "invalid UTF-8", raw: (n) => `${n}=%ff%fe%c0%af`, refusedBy: (f) => f.kind !== "string" },
];

/** A JSON string of bytes that are not UTF-8: a stray 0xff 0xfe, an overlong "/", an encoded surrogate. */
const INVALID_UTF8_STRING = Buffer.concat([Buffer.from('"a'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0xed, 0xa0, 0x80]), Buffer.from('b"')]);

const GENERATORS: Generator[] = [
  // First, so that endpoints which store text and limit accepted submissions per address store these.
  {
    name: "SQL/script",
    cases: (ep) => [
      ...FRAGMENTS.flatMap(({ text }): Case[] => [
        ...(ep.body ?? []).map((f) => ({ kind: `${f.name}=${text}`, ...json({ ...baseOf(ep.body), [f.name]: text }), refuse: f.kind !== "string" })),
        ...ep.query.map((f) => ({ kind: `?${f.name}=${text}`, url: urlOf(ep, { [f.name]: text }), refuse: f.kind !== "string" })),
        ...ep.pathParams.map((f) => ({ kind: `{${f.name}}=${text}`, url: urlOf(ep, {}, "", pathOf(ep, { [f.name]: text })), refuse: f.kind !== "string" })),
        { kind: `Bearer ${text}`, url: urlOf(ep), ...json(baseOf(ep.body)), headers: { ...JSON_TYPE, authorization: `Bearer ${text}` }, refuse: ep.auth },
      ]),
      { kind: "fragments as query names and values", url: urlOf(ep, {}, FRAGMENTS.map((f) => `${enc(f.text)}=${enc(f.text)}`).join("&")), ...json(baseOf(ep.body)) },
      { kind: "fragments as path segments", url: `${pathOf(ep)}/${FRAGMENTS.map((f) => enc(f.text)).join("/")}`, refuse: true },
    ],
  },
  {
    name: "wrong type",
    cases: (ep) => [
      ...(ep.body ?? []).flatMap((f) =>
        WRONG_TYPES.filter((w) => !isOwnType(f, w.value)).map((w) => ({
          kind: `${f.name}=${w.name}`,
          ...json({ ...baseOf(ep.body), [f.name]: w.value }),
          refuse: w.refusedBy.includes(f.kind),
        })),
      ),
      ...ep.query.flatMap((f) =>
        WRONG_QUERY_VALUES.map((w) => ({ kind: `?${f.name} ${w.name}`, url: urlOf(ep, { [f.name]: null }, w.raw(enc(f.name))), refuse: w.refusedBy(f) })),
      ),
      // A body that is not an object, on any endpoint (also where none is expected).
      ...['"a string"', "12345", "null", "[{}]"].map((text) => ({
        kind: `body ${text}`,
        body: text,
        headers: JSON_TYPE,
        refuse: needsBody(ep) || (!!ep.body && text !== "null"),
      })),
      { kind: "?id=1&id=2&page[x]=1", url: urlOf(ep, {}, "id=1&id=2&page[x]=1&page[]=2"), ...json(baseOf(ep.body)) },
    ],
  },
  {
    name: "huge",
    cases: (ep) => [
      { kind: "200 kB JSON body", ...json({ ...baseOf(ep.body), x: "a".repeat(200_000) }), refuse: true, statuses: [400, 413] },
      // The limit is on the inflated body: 200 kB gzipped to a few hundred bytes is still too large.
      { kind: "200 kB JSON body, gzip", body: gzipSync(JSON.stringify({ ...baseOf(ep.body), x: "a".repeat(200_000) })), headers: { ...JSON_TYPE, "content-encoding": "gzip" }, refuse: true, statuses: [400, 413] },
      { kind: "200 kB form body", body: `x=${"a".repeat(200_000)}`, headers: FORM_TYPE, refuse: true, statuses: [400, 413] },
      ...(ep.body ?? []).map((f) => ({ kind: `${f.name}=10k chars`, ...json({ ...baseOf(ep.body), [f.name]: "1".repeat(10_000) }), refuse: true })),
      { kind: "unknown field of 10k chars", ...json({ ...baseOf(ep.body), x: "a".repeat(10_000) }) },
      ...ep.query.map((f) => ({ kind: `?${f.name}=10k chars`, url: urlOf(ep, { [f.name]: "1".repeat(10_000) }), refuse: true })),
      { kind: "?x=10k chars", url: urlOf(ep, {}, `x=${"a".repeat(10_000)}`), ...json(baseOf(ep.body)) },
      { kind: "path + 10k chars", url: `${pathOf(ep)}/${"a".repeat(10_000)}`, refuse: true },
    ],
  },
  {
    name: "deep JSON",
    cases: (ep) => {
      const base = baseOf(ep.body);
      const tooDeep = { refuse: true, statuses: [400], errorCode: "JSON_TOO_DEEP" };
      return [
        { kind: "5000 deep arrays", body: `{"x":${nest(5000)}}`, headers: JSON_TYPE, ...tooDeep },
        { kind: "5000 deep objects", body: `${'{"x":'.repeat(5000)}1${"}".repeat(5000)}`, headers: JSON_TYPE, ...tooDeep },
        { kind: "5000 deep in a field", ...jsonWithRaw(base, ep.body?.[0]?.name ?? "x", nest(5000)), ...tooDeep },
        { kind: "5000 deep, gzip", body: gzipSync(`{"x":${nest(5000)}}`), headers: { ...JSON_TYPE, "content-encoding": "gzip" }, ...tooDeep },
        // JSON comes in UTF-8 only: another charset, where brackets could hide from the depth count, is refused.
        ...["utf-16le", "utf-7"].map((charset) => ({
          kind: `5000 deep, ${charset}`,
          body: Buffer.from(`{"x":${nest(5000)}}`, charset === "utf-7" ? "utf8" : "utf16le"),
          headers: { "content-type": `application/json; charset=${charset}` },
          refuse: true,
          statuses: [415],
          errorCode: "UNSUPPORTED_MEDIA_TYPE",
        })),
        { kind: "33 deep, one over the limit", body: `{"x":${nest(32)}}`, headers: JSON_TYPE, ...tooDeep },
        // 32 levels are allowed: that body is then judged like any other.
        { kind: "32 deep in an unknown field", ...jsonWithRaw(base, "x", nest(31)) },
      ];
    },
  },
  {
    name: "prototype keys",
    cases: (ep) => {
      const base = baseOf(ep.body);
      return [
        // Unknown members are dropped, so a valid body around these may be accepted.
        { kind: "__proto__ member", ...jsonWithRaw(base, "__proto__", '{"polluted":"yes","isAdmin":true,"userId":1}') },
        { kind: "constructor.prototype member", ...jsonWithRaw(base, "constructor", '{"prototype":{"polluted":"yes"}}') },
        { kind: "prototype member", ...jsonWithRaw(base, "prototype", '{"polluted":"yes"}') },
        { kind: "nested __proto__", ...jsonWithRaw(base, "x", '{"__proto__":{"polluted":"yes"},"a":[{"__proto__":{"polluted":"yes"}}]}') },
        ...(ep.body ?? []).map((f) => ({ kind: `${f.name}={"__proto__":…}`, ...jsonWithRaw(base, f.name, '{"__proto__":{"polluted":"yes"}}'), refuse: true })),
        { kind: "?__proto__[polluted]=yes", url: urlOf(ep, {}, "__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__=x&hasOwnProperty=x"), ...json(base) },
        { kind: "form __proto__[polluted]=yes", body: "__proto__[polluted]=yes&constructor[prototype][polluted]=yes&hasOwnProperty=x", headers: FORM_TYPE, refuse: needsBody(ep) },
      ];
    },
  },
  {
    name: "invalid UTF-8",
    cases: (ep) => {
      const base = baseOf(ep.body);
      const text = JSON.stringify(base);
      return [
        // Decoded as replacement characters: a string field may take them, any other must refuse.
        ...(ep.body ?? []).map((f) => ({ kind: `${f.name}=bytes ff fe c0 af ed a0 80`, ...jsonWithRaw(base, f.name, INVALID_UTF8_STRING), refuse: f.kind !== "string" })),
        // Valid JSON, but not Unicode the database can store.
        ...(ep.body ?? []).map((f) => ({ kind: `${f.name}=lone surrogate \\ud800`, ...jsonWithRaw(base, f.name, '"a\\ud800b"'), refuse: f.kind !== "string" })),
        { kind: "NUL in every string field", ...json({ ...base, ...Object.fromEntries((ep.body ?? []).filter((f) => f.kind === "string").map((f) => [f.name, `${sample(f)}\u0000`])) }) },
        { kind: "bytes ff fe before the JSON", body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text)]), headers: JSON_TYPE, refuse: true, statuses: [400], errorCode: "INVALID_JSON" },
        { kind: "UTF-8 byte order mark", body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), headers: JSON_TYPE },
        { kind: "bytes ff c3 in a key", body: Buffer.concat([Buffer.from('{"'), Buffer.from([0xff, 0xc3]), Buffer.from(`":1${text.length > 2 ? `,${text.slice(1)}` : "}"}`)]), headers: JSON_TYPE },
        { kind: "bytes in a form", body: Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0x26, 0xc0, 0x3d, 0x80]), headers: FORM_TYPE, refuse: needsBody(ep) },
        { kind: "?x=%ff%fe", url: urlOf(ep, {}, "x=%ff%fe&%c0%af=1"), ...json(base) },
        { kind: "path + %ff%fe", url: `${pathOf(ep)}%ff%fe`, refuse: true },
        { kind: "path + malformed escape", url: `${pathOf(ep)}%E0%A4%A`, refuse: true },
      ];
    },
  },
  {
    name: "content type",
    cases: (ep) => {
      const text = JSON.stringify(baseOf(ep.body));
      const required = needsBody(ep);
      return [
        { kind: "text/plain JSON", body: text, headers: { "content-type": "text/plain" }, refuse: required },
        { kind: "text/plain garbage", body: "\u0000\u0001garbage\r\n", headers: { "content-type": "text/plain" }, refuse: required },
        { kind: "form garbage", body: "%%%&&==&a=%ZZ&%00=%00&=&&", headers: FORM_TYPE, refuse: required },
        { kind: "form of 5000 parameters", body: Array.from({ length: 5000 }, (_, i) => `p${i}=1`).join("&"), headers: FORM_TYPE, refuse: true, statuses: [400, 413] },
        { kind: "multipart garbage", body: "--x\r\ngarbage\r\n--x--", headers: { "content-type": "multipart/form-data; boundary=x" }, refuse: required },
        { kind: "no content type", body: text, refuse: required },
        { kind: "JSON, empty body", body: "", headers: JSON_TYPE, refuse: required },
        { kind: "JSON, malformed", body: '{"a":', headers: JSON_TYPE, refuse: true, statuses: [400], errorCode: "INVALID_JSON" },
        { kind: "JSON, malformed content type", body: text, headers: { "content-type": "application/json;;; charset" } },
        { kind: "JSON, charset latin1", body: text, headers: { "content-type": "application/json; charset=latin1" }, refuse: true, statuses: [415], errorCode: "UNSUPPORTED_MEDIA_TYPE" },
        { kind: "JSON, charset utf-bogus", body: text, headers: { "content-type": "application/json; charset=utf-bogus" }, refuse: true, statuses: [415], errorCode: "UNSUPPORTED_MEDIA_TYPE" },
        { kind: "JSON, charset utf-7", body: text, headers: { "content-type": "application/json; charset=utf-7" } },
        { kind: "JSON, gzip garbage", body: "\u001f\u008b garbage", headers: { ...JSON_TYPE, "content-encoding": "gzip" }, refuse: true, statuses: [400] },
        { kind: "JSON, deflate garbage", body: "garbage", headers: { ...JSON_TYPE, "content-encoding": "deflate" }, refuse: true, statuses: [400] },
        { kind: "JSON, br garbage", body: "garbage", headers: { ...JSON_TYPE, "content-encoding": "br" }, refuse: true, statuses: [400] },
        { kind: "JSON, gzip cut short", body: gzipSync(text).subarray(0, 12), headers: { ...JSON_TYPE, "content-encoding": "gzip" }, refuse: true, statuses: [400] },
        { kind: "JSON, br of garbage", body: brotliCompressSync("\u0000garbage"), headers: { ...JSON_TYPE, "content-encoding": "br" }, refuse: true, statuses: [400] },
        { kind: "JSON, unknown encoding", body: text, headers: { ...JSON_TYPE, "content-encoding": "x-bogus" }, refuse: true, statuses: [415], errorCode: "UNSUPPORTED_MEDIA_TYPE" },
      ];
    },
  },
  {
    name: "headers",
    cases: (ep) => {
      const withHeaders = (kind: string, headers: Record<string, string>, refuse = false): Case => ({ kind, url: urlOf(ep), ...json(baseOf(ep.body)), headers: { ...JSON_TYPE, ...headers }, refuse });
      return [
        withHeaders("Bearer a.b.c", { authorization: "Bearer a.b.c" }, ep.auth),
        withHeaders("Bearer (empty)", { authorization: "Bearer " }, ep.auth),
        withHeaders("Basic credentials", { authorization: "Basic Zm9vOmJhcg==" }, ep.auth),
        withHeaders("Bearer alg none", { authorization: `Bearer ${unsignedToken}` }, ep.auth),
        withHeaders("Bearer signed, no such session", { authorization: `Bearer ${orphanToken}` }, ep.auth),
        withHeaders("Bearer of 10k chars", { authorization: `Bearer ${"a".repeat(10_000)}` }, ep.auth),
        withHeaders("step-up token garbage", { "x-step-up-token": "' OR 1=1 --.a.b" }),
        withHeaders("Accept-Language garbage", { "accept-language": `' OR 1=1 --;q=abc,*;q=-1,,zz-ZZ-x-<script>;q=2,${"a-".repeat(2_000)}` }),
        withHeaders("X-Forwarded-For and Cookie garbage", { "x-forwarded-for": "<script>, ' OR 1=1 --, 999.999.1.1, ::ffff:zz", cookie: "a=%ff; __proto__=x; =;;" }),
      ];
    },
  },
  {
    name: "method",
    cases: (ep) =>
      ["GET", "POST", "PUT", "DELETE"]
        .filter((m) => !ep.methods.includes(m))
        .map((method) => ({ kind: method, method, url: urlOf(ep), ...(method === "GET" ? {} : json(baseOf(ep.body))), refuse: true })),
  },
];

// ---------------------------------------------------------------------------------------------
// The callers
// ---------------------------------------------------------------------------------------------

// Logged in once (bcrypt is slow); see newMerchantSession for when the session ends.
const merchant = await shopper(api);
const merchantId = Number(merchant.userInfo.id);
let merchantToken = merchant.token;

/**
 * A new session for the merchant, made as a login makes it but without the bcrypt check (≈150 ms):
 * an accepted hostile request to /login/logout ends the session, and dozens of them are accepted.
 */
async function newMerchantSession(): Promise<string> {
  const now = api.clock.now();
  const sessionId = randomUUID();
  await api.db.session.create({ data: { id: sessionId, userId: merchantId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) } });
  return signAccessToken(api.config.JWT_SECRET, { userId: merchantId, sessionId }, now, api.config.ACCESS_TOKEN_TTL_SECONDS);
}

const unsignedToken = `${[{ alg: "none", typ: "JWT" }, { userId: merchantId, sessionId: "x", exp: 4_102_444_800 }].map((part) => Buffer.from(JSON.stringify(part)).toString("base64url")).join(".")}.`;
const orphanToken = await signAccessToken(api.config.JWT_SECRET, { userId: merchantId, sessionId: "no-such-session" }, api.clock.now(), 3600);

type Caller = { name: string; token: () => string | undefined };
const CALLERS: Caller[] = [
  { name: "anonymous", token: () => undefined },
  { name: "merchant", token: () => merchantToken },
];

// ---------------------------------------------------------------------------------------------
// Raw requests: bodies on GET, bytes that are not UTF-8, paths that fetch would normalise
// ---------------------------------------------------------------------------------------------

type Answer = { status: number; text: string; json: any };

const agents = new Map<string, http.Agent>();
const port = Number(new URL(api.baseUrl).port);

/**
 * Each endpoint × caller speaks from a loopback address of its own (127.0.x.y), so the limits per
 * address (10 accepted contact messages...) of one do not turn the next one's payloads into 429s.
 */
function send(localAddress: string, method: string, url: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  let agent = agents.get(localAddress);
  if (!agent) agents.set(localAddress, (agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress })));
  const payload = typeof body === "string" ? Buffer.from(body) : body;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: url, agent, headers: payload ? { ...headers, "content-length": String(payload.length) } : headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: judged by the caller
        }
        resolve({ status: response.statusCode ?? 0, text, json: parsed });
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}

// ---------------------------------------------------------------------------------------------
// The database, read-only from the test's own file
// ---------------------------------------------------------------------------------------------

/**
 * Columns that legitimately change when a request is refused, left out of the content hash.
 * PasswordReset.attempts: a wrong reset code counts against the code (that count is what stops
 * guessing a 6-digit code), so a refused /login/reset-password writes it on purpose. Rate limits
 * live in memory and a refused request touches no session, so nothing else is excluded.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = { PasswordReset: ["attempts"] };

type Snapshot = { schema: string; tables: Record<string, { rows: number; hash: string }> };

const hashOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value, (_, v) => (typeof v === "bigint" ? String(v) : v))).digest("hex");
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

class DatabaseWatch {
  private readonly db = new Database(api.config.DATABASE_URL.replace(/^file:/, ""), { readonly: true, fileMustExist: true });
  private version = -1;
  private cached?: Snapshot;

  /**
   * The snapshot now: the schema, and every table's row count and content hash. PRAGMA
   * data_version changes whenever another connection (the API's) commits, so while it stands still
   * the last snapshot is still the truth and is not computed again.
   */
  current(): Snapshot {
    const version = this.db.pragma("data_version", { simple: true }) as number;
    if (version !== this.version || !this.cached) {
      this.cached = this.snapshot();
      this.version = version;
    }
    return this.cached;
  }

  private snapshot(): Snapshot {
    const tables: Snapshot["tables"] = {};
    for (const table of this.tables()) {
      const columns = this.columns(table).filter((c) => !VOLATILE_COLUMNS[table]?.includes(c));
      const rows = this.db.prepare(`SELECT ${columns.map(quote).join(", ")} FROM ${quote(table)} ORDER BY rowid`).raw().all();
      tables[table] = { rows: rows.length, hash: hashOf(rows) };
    }
    return { schema: hashOf(this.db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").raw().all()), tables };
  }

  tables(): string[] {
    return this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
  }

  private columns(table: string): string[] {
    return this.db.prepare("SELECT name FROM pragma_table_info(?)").pluck().all(table) as string[];
  }

  /** Every text value in the database that contains `needle`, as table.column: value. */
  cellsContaining(needle: string): string[] {
    return this.tables().flatMap((table) =>
      this.columns(table).flatMap((column) =>
        (this.db.prepare(`SELECT ${quote(column)} FROM ${quote(table)} WHERE typeof(${quote(column)}) = 'text' AND instr(${quote(column)}, ?) > 0`).pluck().all(needle) as string[]).map(
          (value) => `${table}.${column}: ${value}`,
        ),
      ),
    );
  }

  close() {
    this.db.close();
  }
}

const watch = new DatabaseWatch();

function differences(before: Snapshot, after: Snapshot): string[] {
  const changed = before.schema === after.schema ? [] : ["the schema"];
  for (const table of new Set([...Object.keys(before.tables), ...Object.keys(after.tables)])) {
    const [b, a] = [before.tables[table], after.tables[table]];
    if (!b || !a) changed.push(`${table} ${b ? "dropped" : "created"}`);
    else if (b.rows !== a.rows) changed.push(`${table} rows ${b.rows} → ${a.rows}`);
    else if (b.hash !== a.hash) changed.push(`${table} contents`);
  }
  return changed;
}

// ---------------------------------------------------------------------------------------------
// One payload, sent and judged
// ---------------------------------------------------------------------------------------------

const counts = { endpointPayloads: 0, payloads: 0, requests: 0, refused: 0, accepted: 0 };
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

async function attempt(ep: Endpoint, caller: Caller, address: string, generator: string, c: Case): Promise<string | undefined> {
  const method = c.method ?? ep.method;
  const url = c.url ?? urlOf(ep);
  const token = caller.token();
  // A payload's own Authorization header replaces the caller's token.
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...c.headers };
  const validToken = !!token && !c.headers?.authorization;
  const before = watch.current();
  let answer: Answer;
  try {
    answer = await send(address, method, url, headers, c.body);
  } catch (error) {
    return `${caller.name} ${method} ${url.slice(0, 120)} [${generator}: ${c.kind}] → no answer: ${(error as Error).message}`;
  }
  const after = watch.current();
  counts.requests++;

  const problems: string[] = [];
  const { status, json: body } = answer;
  if (status >= 500) problems.push("server error");
  else if (status >= 400) {
    counts.refused++;
    const envelope = body && typeof body === "object" && typeof body.code === "number" && body.code !== 0 && body.success === false && typeof body.msg === "string" && body.msg !== "" && typeof body.errorCode === "string";
    if (!envelope) problems.push("the refusal is not the error envelope");
    if (c.statuses && !c.statuses.includes(status)) problems.push(`expected ${c.statuses.join(" or ")}`);
    if (c.errorCode && body?.errorCode !== c.errorCode) problems.push(`expected ${c.errorCode}`);
    const changed = differences(before, after);
    if (changed.length) problems.push(`refused, yet changed ${changed.join(", ")}`);
  } else {
    counts.accepted++;
    if (c.refuse || (ep.auth && !validToken)) problems.push("accepted, should be refused");
    if (ep.envelope && status < 300 && !(body && body.code === 0 && body.success === true)) problems.push("the success is not the envelope");
    if (before.schema !== after.schema) problems.push("accepted, and the schema changed");
    // An accepted write may have ended the merchant's session (logout): give it a new one.
    if (validToken && after !== before && (await send(address, "GET", "/api/user/info", { authorization: `Bearer ${token}` })).status !== 200) {
      merchantToken = await newMerchantSession();
    }
  }
  if (!problems.length) return undefined;
  const shownUrl = url.length > 120 ? `${url.slice(0, 120)}…` : url;
  const shownBody = answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text;
  return `${caller.name} ${method} ${shownUrl} [${generator}: ${c.kind}] → ${status} ${shownBody} (${problems.join("; ")})`;
}

// ---------------------------------------------------------------------------------------------
// The tests: every endpoint × every payload, without and with a token
// ---------------------------------------------------------------------------------------------

it("finds the endpoints in the API's OpenAPI document, and sees the API's writes", async () => {
  expect(documented.length).toBeGreaterThanOrEqual(40);
  for (const [method, path] of [["POST", "/api/login/authorize"], ["POST", "/api/cart/create"], ["GET", "/api/order/list"], ["POST", "/api/user/save"]]) {
    expect(documented.some((ep) => ep.method === method && ep.path === path), `${method} ${path}`).toBe(true);
  }
  // Otherwise "the database is unchanged" would prove nothing.
  const before = watch.current();
  expect((await api.call("POST", "/api/user/save", { token: merchantToken, body: { remark: "watched" } })).status).toBe(200);
  expect(differences(before, watch.current())).toEqual(["User contents"]);
});

endpoints.forEach((ep, index) => {
  it(`${ep.method} ${ep.path} answers hostile input with 4xx, never 5xx, and a refusal changes nothing`, async () => {
    const failures: string[] = [];
    counts.endpointPayloads += GENERATORS.reduce((sum, generator) => sum + generator.cases(ep).length, 0);
    for (const [callerIndex, caller] of CALLERS.entries()) {
      const address = `127.0.${1 + callerIndex}.${2 + index}`;
      for (const generator of GENERATORS) {
        for (const c of generator.cases(ep)) {
          // A payload with an Authorization header of its own is the same request for every caller.
          if (c.headers?.authorization && callerIndex > 0) continue;
          counts.payloads++;
          const failure = await attempt(ep, caller, address, generator.name, c);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures, `${failures.length} failures:\n${failures.join("\n")}`).toEqual([]);
  }, 60_000);
});

it("left nothing on Object.prototype", () => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
});

it("stored the accepted SQL and script fragments as plain text, whole", () => {
  for (const { text, marker } of FRAGMENTS) {
    // Accepted somewhere (a nickname, a contact message) and stored exactly as sent...
    expect(watch.cellsContaining(text), `${text} stored verbatim`).not.toEqual([]);
    // ...and never mangled, escaped or cut (a cell with a piece of it holds all of it).
    expect(watch.cellsContaining(marker).filter((cell) => !cell.includes(text)), marker).toEqual([]);
  }
  for (const table of ["User", "Session", "Order", "Payment", "Site", "ContactMessage"]) expect(watch.tables()).toContain(table);
  console.info(
    `hostile input: ${endpoints.length} endpoints (${documented.length} documented) × payloads = ${counts.endpointPayloads} cases, ` +
      `${counts.payloads} requests without and with a token (${counts.refused} refused, ${counts.accepted} accepted)`,
  );
});
