import { caches } from "../../db/cache/caches";
import { isolatedSteps, waitingRecords } from "../attention/service";
import type { Deps } from "../../deps";
import { isLocale, DEFAULT_LOCALE } from "@shared/contracts/locales";
import { BANNER_NOTICES, NOTICE_PAGE_SIZE as PAGE_SIZE, noticeValues, type NoticeKind, type NoticeView } from "@shared/contracts/notice";
import type { Prisma } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { translator } from "../../i18n";
import type { Mailer } from "../../mail/mailer";

type Tx = Prisma.TransactionClient;

export type NewNotice = {
  userId: number;
  siteId?: number;
  siteName?: string;
  kind: NoticeKind;
  /** Names the event: a second notice of the same event is not created. */
  key: string;
  urgent: boolean;
  occurredAt: Date;
  params?: Record<string, string | number>;
};

/** Stores a notice for the merchant, once per event; it is e-mailed by the due work (sendPendingNotices). */
export async function notify(tx: Tx, notice: NewNotice): Promise<void> {
  const { siteName, params, ...fields } = notice;
  await tx.notice.upsert({
    where: { key: notice.key },
    create: { ...fields, params: JSON.stringify({ ...(siteName ? { siteName } : {}), ...params }) },
    update: {},
  });
}

/** The condition of urgent notices has cleared (the deposit is back, the hold lifted…): no more banner. */
export function resolveNotices(tx: Tx, where: { siteId?: number; userId?: number; kinds: NoticeKind[]; at: Date }) {
  return tx.notice.updateMany({
    where: { siteId: where.siteId, userId: where.userId, kind: { in: where.kinds }, resolvedAt: null },
    data: { resolvedAt: where.at },
  });
}


function view(row: { id: number; kind: string; siteId: number | null; urgent: boolean; params: string; occurredAt: Date; readAt: Date | null; resolvedAt: Date | null }): NoticeView {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    siteId: row.siteId,
    urgent: row.urgent,
    active: row.urgent && row.resolvedAt === null,
    params: JSON.parse(row.params) as Record<string, string | number>,
    occurredAt: row.occurredAt.toISOString(),
    read: row.readAt !== null,
  };
}

export function noticeService(deps: Pick<Deps, "db" | "clock" | "logger" | "config">) {
  const { db, clock, config } = deps;
  const steps = isolatedSteps(deps);
  /** What every page's frame shows (the banner, the unread count): kept in memory until a notice is written (decision 025). */
  async function alerts(caller: Caller) {
    const where = { userId: caller.userId };
    const { active, activeTotal, unread } = await caches(db).alerts.get(String(caller.userId), async () => {
      const inForce = { ...where, urgent: true, resolvedAt: null };
      const [active, activeTotal, unread] = await Promise.all([
        db.notice.findMany({ where: inForce, orderBy: [{ occurredAt: "desc" }, { id: "desc" }], take: BANNER_NOTICES }),
        db.notice.count({ where: inForce }),
        db.notice.count({ where: { ...where, readAt: null } }),
      ]);
      return { active, activeTotal, unread };
    });
    return { unread, active: active.map(view), activeTotal };
  }

  return {
    /** The merchant's notices, newest first, with the urgent ones still in force (the banner). */
    async list(caller: Caller, page: number) {
      const where = { userId: caller.userId };
      const [rows, total, current] = await Promise.all([
        db.notice.findMany({ where, orderBy: [{ occurredAt: "desc" }, { id: "desc" }], skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }),
        db.notice.count({ where }),
        alerts(caller),
      ]);
      return { items: rows.map(view), total, page, pageSize: PAGE_SIZE, ...current };
    },

    alerts,

    /** Marks one notice (or all) as read. */
    async markRead(caller: Caller, id: number | undefined): Promise<null> {
      const { count } = await db.notice.updateMany({ where: { userId: caller.userId, id, readAt: null }, data: { readAt: clock.now() } });
      if (id !== undefined && count === 0 && !(await db.notice.findFirst({ where: { id, userId: caller.userId }, select: { id: true } }))) {
        throw new AppError("NOT_FOUND");
      }
      return null;
    },

    /**
     * E-mails the notices not yet sent, each once: a notice is claimed (emailedAt set) before it is
     * sent, so two processes never both send it; a failed send gives the claim back for the next run.
     */
    async sendPending(mailer: Mailer): Promise<number> {
      // Notices waiting out a failed send's backoff are left out of the batch, so failing ones never crowd out the rest.
      const waiting = await waitingRecords(db, "email-notice", clock.now());
      const pending = await db.notice.findMany({ where: { emailedAt: null, id: { notIn: waiting } }, include: { user: { select: { email: true, locale: true, account: true } } }, take: 50, orderBy: { id: "asc" } });
      const done = await steps.each("email-notice", pending, (notice) => notice, async (notice) => {
        const claimedAt = clock.now();
        const { count } = await db.notice.updateMany({ where: { id: notice.id, emailedAt: null }, data: { emailedAt: claimedAt } });
        if (count === 0) return false;
        const locale = isLocale(notice.user.locale) ? notice.user.locale : DEFAULT_LOCALE;
        const t = translator(locale);
        const values = { account: notice.user.account, ...noticeValues(JSON.parse(notice.params), locale) };
        try {
          await mailer.send({
            to: notice.user.email,
            subject: t(`notices:${notice.kind}.title`, values),
            text: `${t("mail:notice.greeting", values)}\n\n${t(`notices:${notice.kind}.body`, values)}\n\n${t("mail:notice.footer", { url: config.WEB_URL })}\n`,
          });
          return true;
        } catch (error) {
          // The claim is given back, and the failure listed: the next attempt waits for its backoff.
          await db.notice.updateMany({ where: { id: notice.id, emailedAt: claimedAt }, data: { emailedAt: null } });
          throw error;
        }
      });
      return done.filter(Boolean).length;
    },
  };
}
