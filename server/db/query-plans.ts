import * as postgresCompiler from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import * as sqliteCompiler from "@prisma/client/runtime/query_compiler_bg.sqlite.mjs";

/**
 * Prisma 6's client engine compiles every query anew in its WebAssembly query compiler, on the
 * event loop: 0.3-0.6 ms of a 0.1 ms read (decision 032). Prisma 7.4 keeps plans by the query's
 * shape (prisma/orm PR #29038); Prisma 6 will not receive that, so this keeps them here, the same
 * way: a query's values are taken out of its shape, the shape is compiled once with placeholders
 * (the compiler's own `Param`), and each query of that shape gets the plan with its values put back.
 *
 * Only what cannot change a plan is taken out: in a `where` or as a written value in `data`, the
 * strings, 32-bit whole numbers and dates given as a field's value, compared with a plain operator
 * or listed in `in`/`notIn`. Everything else (pages, orderings, a list's length, nulls, booleans,
 * text searches, upserts) stays in the shape, so a query differing there is another shape. And a
 * shape is kept only once its placeholder plan, with the values put back, has been found identical
 * to the plan compiled from the query itself; otherwise that shape is always compiled as before.
 */

/** Prisma's JSON protocol: a query as the client hands it to the compiler. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Where values are taken out, and the operators whose operand is a plain value, or a list of them
 * (each taken out: the list's length stays in the shape, as the SQL has one parameter per item).
 */
const VALUE_SCOPES = new Set(["where", "data"]);
const PLAIN_OPERATORS = new Set(["equals", "not", "lt", "lte", "gt", "gte", "set", "increment", "decrement"]);
const LIST_OPERATORS = new Set(["in", "notIn"]);
/** Keys under which nothing is taken out however deep: their values shape the plan (or are not plain values). */
const SHAPING_KEYS = new Set(["orderBy", "take", "skip", "cursor", "distinct", "contains", "startsWith", "endsWith", "search", "mode", "has", "hasSome", "hasEvery", "path"]);
/** Shapes kept, and shapes remembered as met once or refused (in each, the oldest go first). */
const MAX_SHAPES = 2_000;
/** A shape longer than this is compiled each time, not remembered. */
const MAX_SHAPE_LENGTH = 8_192;
const INT32 = 2 ** 31;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;
/** A date as JavaScript writes one the compiler takes (years 0-9999): any other is left for the compiler to refuse. */
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const OUR_PLACEHOLDER = /^p(\d+)[nsd]$/;

const PLACEHOLDER = "prisma__type";

type Compiler = typeof sqliteCompiler.QueryCompiler;

/** A query's shape with its plain values taken out (`p0n`, `p1s`, `p2d`… in the order met, with their kind). */
export function shapeOf(query: unknown): { shape: string; values: (number | string)[] } {
  const values: (number | string)[] = [];
  let upsert = false;
  const takeOut = (value: number | string, kind: "n" | "s" | "d"): Json => {
    values.push(value);
    // The value's kind stays in the shape: a string where a number belongs is compiled (and refused) as before.
    return { $type: "Param", value: `p${values.length - 1}${kind}` };
  };
  const walk = (node: Json, scope: "none" | "values", key: string | undefined): Json => {
    // A value is taken out where a field's value goes: the field's own key, or a plain operator's.
    const here = scope === "values" && key !== undefined;
    if (node === null || typeof node === "boolean") return node;
    if (typeof node === "number") return here && Number.isInteger(node) && node >= -INT32 && node < INT32 ? takeOut(node, "n") : node;
    // A string written as a date stays: the compiler reads it as one, which a placeholder would not.
    if (typeof node === "string") return here && !ISO_DATE.test(node) ? takeOut(node, "s") : node;
    if (Array.isArray(node)) {
      // AND, OR, NOT and nested writes hold objects; an operator's list holds values, each taken out.
      return node.map((item) => (item !== null && typeof item === "object" && !Array.isArray(item) ? walk(item, scope, undefined) : LIST_OPERATORS.has(key ?? "") ? walk(item, scope, key) : item));
    }
    // A date goes into the plan as its text; any other tagged value (a big integer, bytes, JSON…) stays.
    if (node.$type === "DateTime" && typeof node.value === "string") return here && PLAIN_DATE.test(node.value) ? takeOut(node.value, "d") : node;
    if (typeof node.$type === "string") return node;
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === "upsert") upsert = true;
      const next = SHAPING_KEYS.has(k) ? "none" : VALUE_SCOPES.has(k) ? "values" : scope;
      // Under an operator only the plain ones take values out; a field name or relation filter keeps the scope.
      out[k] = walk(v, next, next === "values" && (PLAIN_OPERATORS.has(k) || LIST_OPERATORS.has(k) || !isOperatorLike(k)) ? k : undefined);
    }
    return out;
  };
  const shape = JSON.stringify(walk(query as Json, "none", undefined));
  // An upsert's plan depends on whether its where and create name the same values (then it is one
  // INSERT … ON CONFLICT): it stays whole, nested ones too.
  if (upsert || (query as { action?: unknown }).action === "upsertOne") return { shape: JSON.stringify(query), values: [] };
  return { shape, values };
}

/** Keys that are operators or query structure rather than a field's name. */
function isOperatorLike(key: string): boolean {
  return key === "AND" || key === "OR" || key === "NOT" || key === "some" || key === "every" || key === "none" || key === "is" || key === "isNot" || key === "where" || key === "data";
}

/** For one of our placeholders, its name matched (the value's index in [1]); null for any other node. */
function ourPlaceholder(node: Record<string, unknown>): RegExpExecArray | null {
  return node[PLACEHOLDER] === "param" ? OUR_PLACEHOLDER.exec((node.prisma__value as { name: string }).name) : null;
}

/** The plan with each placeholder replaced by its value (a new object: the interpreter may keep what it is given). */
function fill(plan: unknown, values: (number | string)[]): unknown {
  if (plan === null || typeof plan !== "object") return plan;
  if (Array.isArray(plan)) return plan.map((item) => fill(item, values));
  const node = plan as Record<string, unknown>;
  // Ours (p0n, p1s…); the interpreter's own (a parent row's id for its relations) stay.
  const ours = ourPlaceholder(node);
  if (ours) {
    const index = Number(ours[1]);
    if (index >= values.length) throw new Error(`a query placeholder without a value: ${ours[0]}`);
    return values[index];
  }
  const out: Record<string, unknown> = {};
  for (const key in node) out[key] = fill(node[key], values);
  return out;
}

/**
 * Whether the shape's plan, its placeholders filled, is the query's own plan: identical but where
 * a placeholder stands, and there the very value (or, for a number, the text the compiler wrote it
 * as), and but for the one way the compiler types a bound number: a whole number written into the
 * query is bound as a big integer, a placeholder for an Int field as an integer (the same number
 * either way). A shape whose plan holds no placeholder at all is not kept (nothing would be saved).
 */
function sameAsOwn(shaped: unknown, own: unknown, values: (number | string)[]): boolean {
  let filled = 0;
  const same = (a: unknown, b: unknown, key?: string): boolean => {
    if (a === null || typeof a !== "object") return a === b || (key === "scalarType" && a === "int" && b === "bigint");
    if (b === null || typeof b !== "object") {
      if (!ourPlaceholder(a as Record<string, unknown>)) return false;
      const value = fill(a, values);
      filled++;
      return value === b || (typeof value === "number" && b === String(value));
    }
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => same(item, (b as unknown[])[i]));
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((k) => k in y && same(x[k], y[k], k));
  };
  return same(shaped, own) && filled > 0;
}

function keepPlans(compiler: Compiler): void {
  const compile = compiler.prototype.compile;
  // By compiler (each knows its client's schema and database): by shape, the plans kept; apart
  // from them the shapes met once, and those whose plan is made anew each time (NEVER), so the
  // many shapes that never come back (a list of ids, a page number) cannot push out a kept plan.
  const byCompiler = new WeakMap<object, { plans: Map<string, unknown>; seen: Map<string, true | typeof NEVER> }>();
  compiler.prototype.compile = function (this: object, text: string): unknown {
    const { shape, values } = shapeOf(JSON.parse(text));
    // Nothing to take out, or a shape too large to remember (an avatar's bytes stay in the shape).
    if (values.length === 0 || shape.length > MAX_SHAPE_LENGTH) return compile.call(this, text);
    let mine = byCompiler.get(this);
    if (!mine) byCompiler.set(this, (mine = { plans: new Map(), seen: new Map() }));
    const kept = mine.plans.get(shape);
    if (kept !== undefined) {
      planCounts.kept++;
      return fill(kept, values);
    }
    const seen = mine.seen.get(shape);
    const own = compile.call(this, text);
    if (seen === undefined) remember(mine.seen, shape, true);
    if (seen !== true) return own;
    // Met again: the shape's plan is kept only if, filled with this query's values, it is this query's own.
    let shaped: unknown = NEVER;
    try {
      shaped = compile.call(this, shape);
    } catch {
      // The compiler refused a placeholder somewhere: this shape is compiled whole each time.
    }
    if (shaped !== NEVER && sameAsOwn(shaped, own, values)) {
      mine.seen.delete(shape);
      remember(mine.plans, shape, shaped);
    } else {
      mine.seen.set(shape, NEVER);
    }
    return own;
  };
}

/** How many queries were answered by a kept plan (for tests and profiling). */
export const planCounts = { kept: 0 };

const NEVER = Symbol("never kept");

function remember<V>(map: Map<string, V>, shape: string, value: V): void {
  if (map.size >= MAX_SHAPES) map.delete(map.keys().next().value!);
  map.set(shape, value);
}

let installed = false;

/** Keeps compiled plans by shape in every Prisma client of this process (both databases' compilers). */
export function keepQueryPlans(): void {
  if (installed) return;
  installed = true;
  keepPlans(sqliteCompiler.QueryCompiler);
  keepPlans(postgresCompiler.QueryCompiler);
}
