import type { Db } from "../../db";
import type { Deps } from "../../deps";
import { ATTENTION_DETAIL_MAX, ATTENTION_LIST_MAX, type AttentionItem } from "@shared/contracts/provider";
import type { Attention, Prisma } from "../../generated/prisma/client";
import { AppError } from "../../http/app-error";

type Client = Db | Prisma.TransactionClient;

/** What the provider is asked to look at (decision 038). */
export type AttentionKind = AttentionItem["kind"];

/** A failed step is tried again after 30 s, then twice as long each time, at most an hour apart. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Opens (or, when already open, renews) what the provider must look at about `subject`. */
/** Opens (or, when already open, renews) what the provider must look at about `subject`; `retry` schedules the next attempt with backoff. */
export async function raiseAttention(client: Client, input: { kind: AttentionKind; subject: string; userId?: number | null; detail: string; at: Date; retry?: boolean }): Promise<Attention> {
  const { kind, subject, at } = input;
  const detail = input.detail.slice(0, ATTENTION_DETAIL_MAX);
  const existing = await client.attention.findUnique({ where: { kind_subject: { kind, subject } } });
  const reopened = existing !== null && existing.resolvedAt !== null;
  const attempts = existing && !reopened ? existing.attempts + 1 : 1;
  const nextAttemptAt = input.retry ? new Date(at.getTime() + retryDelayMs(attempts)) : null;
  if (!existing) {
    return client.attention.create({ data: { kind, subject, userId: input.userId ?? null, detail, attempts, nextAttemptAt, firstAt: at, lastAt: at } });
  }
  return client.attention.update({
    where: { id: existing.id },
    data: { detail, attempts, nextAttemptAt, lastAt: at, ...(reopened ? { firstAt: at, resolvedAt: null, resolution: null } : {}) },
  });
}

/** Marks an open item resolved (by the scheduler when it fixed itself, or by the provider with a note); false when none was open. */
export async function resolveAttention(client: Client, input: { kind: AttentionKind; subject: string; resolution: string; at: Date }): Promise<boolean> {
  const { count } = await client.attention.updateMany({ where: { kind: input.kind, subject: input.subject, resolvedAt: null }, data: { resolvedAt: input.at, resolution: input.resolution, nextAttemptAt: null } });
  return count > 0;
}

/** The ids of a step's records whose last failure's retry is not due yet (a step that reads in batches leaves them out). */
export async function waitingRecords(db: Db, step: string, now: Date): Promise<number[]> {
  const rows = await db.attention.findMany({ where: { kind: "due-work", resolvedAt: null, subject: { startsWith: `${step}:` }, nextAttemptAt: { gt: now } }, select: { subject: true } });
  return rows.map((row) => Number(row.subject.slice(step.length + 1))).filter(Number.isInteger);
}

/**
 * Due work one record at a time (decision 038): each record's step runs in its own try, so a record
 * that fails is logged with its ids, kept on the provider's attention list and tried again with
 * backoff, while the rest of the run goes on. A record that succeeds after failing is resolved.
 */
export function isolatedSteps(deps: Pick<Deps, "db" | "clock" | "logger">) {
  const { db, clock, logger } = deps;

  return {
    /**
     * Runs `work` for each record, skipping those whose last failure's retry is not due yet; returns
     * what the calls returned, failures left out. `step` names the work in logs and on the list.
     */
    async each<R, T>(step: string, records: readonly R[], identify: (record: R) => { id: number | string; userId?: number | null }, work: (record: R) => Promise<T>): Promise<T[]> {
      if (records.length === 0) return [];
      const open = await db.attention.findMany({
        where: { kind: "due-work", resolvedAt: null, subject: { startsWith: `${step}:` } },
        select: { subject: true, nextAttemptAt: true },
      });
      const waiting = new Map(open.map((row) => [row.subject, row.nextAttemptAt]));
      const results: T[] = [];
      for (const record of records) {
        const { id, userId } = identify(record);
        const subject = `${step}:${id}`;
        const retryAt = waiting.get(subject);
        if (retryAt && clock.now() < retryAt) continue;
        try {
          results.push(await work(record));
          if (waiting.has(subject)) await resolveAttention(db, { kind: "due-work", subject, resolution: "succeeded when tried again", at: clock.now() });
        } catch (err) {
          try {
            const { attempts, nextAttemptAt } = await raiseAttention(db, { kind: "due-work", subject, userId, detail: describeError(err), at: clock.now(), retry: true });
            logger.error({ err, step, id, userId, attempts, nextAttemptAt }, "due work failed for one record: the rest goes on, it is tried again later");
          } catch (recordErr) {
            // Even the list could not be written (the database is down): the run goes on all the same.
            logger.error({ err, recordErr, step, id, userId }, "due work failed for one record and could not be listed for the provider");
          }
        }
      }
      return results;
    },
  };
}


function toItem(row: Attention): AttentionItem {
  return {
    id: row.id,
    kind: row.kind as AttentionKind,
    subject: row.subject,
    userId: row.userId,
    detail: row.detail,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

/** The provider's attention list: open items (or resolved ones), newest first. */
export async function attentionList(db: Db, status: "open" | "resolved" = "open"): Promise<AttentionItem[]> {
  const rows = await db.attention.findMany({ where: { resolvedAt: status === "open" ? null : { not: null } }, orderBy: [{ lastAt: "desc" }, { id: "desc" }], take: ATTENTION_LIST_MAX });
  return rows.map(toItem);
}

/** The provider resolves an item by hand, with its note (a refund's transaction hash, a credit made). */
export async function resolveAttentionById(db: Db, id: number, resolution: string, at: Date): Promise<AttentionItem> {
  const { count } = await db.attention.updateMany({ where: { id, resolvedAt: null }, data: { resolvedAt: at, resolution, nextAttemptAt: null } });
  const row = await db.attention.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND");
  if (count === 0) throw new AppError("STATE_CONFLICT");
  return toItem(row);
}

/** An error as the attention list shows it. */
export function describeError(err: unknown): string {
  return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
}
