import { z } from "zod";

/**
 * The bounds of what the API answers, so the document says them (decision 037). Requests carry
 * their validators' bounds already (fields.ts); an answer's value is bounded by what was let in or
 * what the database keeps: use these for every number and string of a response schema.
 */

/** Prisma's Int is PostgreSQL's integer: every whole number the database keeps fits in 32 bits. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** A whole number in an answer, within `min`..`max` (any 32-bit integer unless narrower). */
export function int(min: number = INT32_MIN, max: number = INT32_MAX) {
  return z.number().int().min(min).max(max).meta({ format: "int32" });
}

/** A row's id in an answer. */
export const rowId = int(1);

/** A count, a page number, an amount that is never negative. */
export const count = int(0);

/** An amount in minor units that may be negative (a charge, a balance below zero). */
export const signedMinor = int();

/** A string in an answer, at most `max` characters: the longest its validator or source lets in. */
export function str(max: number) {
  return z.string().max(max);
}

/** A moment, as Date.toISOString writes it: 2026-11-22T10:00:00.000Z. */
export const timestamp = z.iso.datetime().max(30);

/** A UTC day: 2026-11-22. */
export const day = z.iso.date().max(10);

/** A list in an answer holds at most this many items unless its own bound is narrower (the longest page any list serves). */
export const LIST_MAX = 500;

/** A list in an answer, at most `max` items. */
export function list<T extends z.ZodType>(item: T, max: number = LIST_MAX) {
  return z.array(item).max(max);
}

/** Lengths of what the answers carry, named once. */
export const LENGTH = {
  /** A name or title from the catalogue (markets, packages, templates, schemes, languages). */
  name: 100,
  /** A catalogue key or code (package code, template key, ISO codes). */
  key: 40,
  /** A catalogue description or explanatory text. */
  description: 2000,
  /** A path or URL this API or the web app serves. */
  url: 2048,
  /** An order's or a ledger entry's reference, a currency code, a network. */
  reference: 100,
  /** A chain address or transaction hash (0x + 64 hex digits is the longest). */
  chain: 100,
  /** An order's number: ORD, its day and a random part (ORD20261122K7Q2M9XA). */
  orderNo: 40,
  /** A token (access, refresh, step-up): a signed JWT or 32 random bytes. */
  token: 2000,
} as const;
