import type { LoaderFunctionArgs } from "@remix-run/node";
import type { LedgerEntry } from "@shared/contracts/ledger";
import { decimalFromMinor } from "@shared/domain/money";
import { requireLogin } from "~/utils/api.server";
import { csvFile } from "~/utils/csv";
import { fixedT } from "~/utils/i18next.server";
import { ledgerFilter } from "~/utils/ledger";

/** The API answers at most this many entries a page; the file walks every page. */
const PAGE_SIZE = 500;

/**
 * The ledger as a CSV file (the filters of the settlement page apply): every entry, newest first,
 * amounts as plain decimals of USDT and times in UTC, for the merchant's own accounts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const filter = ledgerFilter(new URL(request.url).searchParams);
  const t = await fixedT(api.locale, "settlement");
  const entries: LedgerEntry[] = [];
  for (let page = 1; ; page++) {
    const result = await api.load("/ledger", { ...filter, page, pageSize: PAGE_SIZE });
    if (!result.ok) throw new Response(result.msg, { status: result.status >= 400 && result.status < 500 ? result.status : 502 });
    entries.push(...result.data.items);
    if (entries.length >= result.data.total || result.data.items.length === 0) break;
  }
  const header = ["ledger.date", "ledger.booked", "site", "ledger.type", "ledger.reference", "ledger.amount", "ledger.balanceAfter", "ledger.dispute"].map((key) => t(key));
  const rows = entries.map((e) => [
    e.occurredAt,
    e.bookedAt,
    e.siteName,
    t(`ledger.kind.${e.kind}`),
    e.reference,
    decimalFromMinor(e.amountMinor),
    decimalFromMinor(e.balanceAfterMinor),
    e.dispute ? t(`ledger.disputeStatus.${e.dispute.status}`, { date: e.dispute.standsFrom.slice(0, 10) }) : "",
  ]);
  // Text cells that a spreadsheet would run as a formula are neutralised; amounts stay numbers.
  const body = csvFile([header, ...rows]);
  const headers = await api.headers();
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="ledger-${new Date().toISOString().slice(0, 10)}.csv"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(body, { headers });
}
