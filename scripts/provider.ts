/**
 * `npm run provider -- <command>`: the provider's hand without a database shell, through the same
 * service (and so the same gates, ledger and notices) as its API under /api/provider.
 *
 *   hold <site> <reason…>             7-day fraud or money-laundering hold (lifts by itself)
 *   release <site>                    end a hold early
 *   restrict <account> <reason…>      restrict an account until its details are verified
 *   verify <account>                  lift the restriction
 *   report <site> <day> <wagers> <winnings> <collected> [payouts] [players]
 *                                     a casino's day (amounts in USDT): books royalty and fees
 *   disputes [open|upheld|rejected|lapsed]
 *   resolve <dispute id> upheld|rejected <note…>
 *   league [pending|reviewed]         league applications;  league-reviewed <id>
 *   contact [pending|reviewed]        contact messages;     contact-reviewed <id>
 *   transfers [resolved]              chain transfers no payment counted (late, short, another token…)
 *   resolve-transfer <id> <note…>     record the refund or credit made for one of them
 *   attention [resolved]              what needs you: records whose due work keeps failing, paid
 *                                     orders whose site name was taken, a silent activity feed
 *   resolve-attention <id> <note…>    record what was done (refund, credit, fix) about one of them
 */
import { ReportBody } from "@shared/contracts/provider";
import { decimalFromMinor, minorFromDecimal } from "@shared/domain/money";
import { AppError } from "../server/http/app-error";
import { translator } from "../server/i18n";
import { providerService } from "../server/modules/provider/service";
import { fail, openStack } from "./stack";

const HELP = (await import("node:fs")).readFileSync(new URL(import.meta.url), "utf8").split("*/")[0].replace(/^\/\*\*?|^ \* ?/gm, "").trim();
const [command, ...args] = process.argv.slice(2);
if (!command || command === "--help") {
  console.log(HELP);
  process.exit(command ? 0 : 2);
}

const amount = (text: string | undefined, what: string) => {
  const minor = text === undefined ? undefined : minorFromDecimal(text);
  if (minor === undefined) fail(`${what} must be an amount in USDT such as 1250.50.`);
  return minor;
};
const need = (value: string | undefined, what: string) => value ?? fail(`Missing ${what}.\n\n${HELP}`);
const rest = (from: number, what: string) => args.slice(from).join(" ").trim() || fail(`Missing ${what}.`);

const deps = await openStack();
const provider = providerService(deps);
try {
  let result: unknown;
  switch (command) {
    case "hold":
      result = await provider.holdSite(need(args[0], "the site"), rest(1, "the reason"));
      break;
    case "release":
      result = await provider.releaseHold(need(args[0], "the site"));
      break;
    case "restrict":
      result = await provider.restrict(need(args[0], "the account"), rest(1, "the reason"));
      break;
    case "verify":
      result = await provider.verify(need(args[0], "the account"));
      break;
    case "report": {
      // The API's own rules for a report (a real calendar day, amounts in range).
      const parsed = ReportBody.safeParse({
        siteName: need(args[0], "the site"),
        day: need(args[1], "the day (YYYY-MM-DD)"),
        wagersMinor: amount(args[2], "wagers"),
        winningsMinor: amount(args[3], "winnings"),
        collectedMinor: amount(args[4], "collected"),
        payoutCount: args[5] ?? 0,
        playerCount: args[6] ?? 0,
      });
      if (!parsed.success) fail(`Refused: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${translator("en")(issue.message)}`).join("; ")}`);
      const report = await provider.report(parsed.data);
      result = { ...report, charges: report.charges.map((c) => `${c.kind} ${decimalFromMinor(c.amountMinor)} USDT`) };
      break;
    }
    case "disputes":
      result = await provider.disputes(args[0]);
      break;
    case "resolve": {
      const decision = args[1];
      if (decision !== "upheld" && decision !== "rejected") fail("The decision is upheld or rejected.");
      result = await provider.resolveDispute(Number(need(args[0], "the dispute id")), decision, rest(2, "a note for the merchant"));
      break;
    }
    case "league":
    case "contact":
      result = await provider.reviewQueue(command, args[0]);
      break;
    case "league-reviewed":
    case "contact-reviewed":
      result = await provider.markReviewed(command === "league-reviewed" ? "league" : "contact", Number(need(args[0], "the id")));
      break;
    case "transfers": {
      if (args[0] !== undefined && args[0] !== "resolved") fail("transfers takes nothing, or resolved.");
      const transfers = await provider.unmatchedTransfers(args[0] === "resolved" ? "resolved" : "open");
      result = transfers.map((t) => ({ ...t, amount: t.amountMinor !== null ? `${decimalFromMinor(t.amountMinor)} USDT` : `${t.amountUnits} token units` }));
      break;
    }
    case "resolve-transfer":
      result = await provider.resolveTransfer(Number(need(args[0], "the transfer id")), rest(1, "a note saying what was done (refund transaction, credit)"));
      break;
    case "attention":
      if (args[0] !== undefined && args[0] !== "resolved") fail("attention takes nothing, or resolved.");
      result = await provider.attention(args[0] === "resolved" ? "resolved" : "open");
      break;
    case "resolve-attention":
      result = await provider.resolveAttention(Number(need(args[0], "the item's id")), rest(1, "a note saying what was done (refund transaction, credit, fix)"));
      break;
    default:
      fail(`Unknown command "${command}".\n\n${HELP}`);
  }
  console.log(JSON.stringify(result, null, 2));
} catch (error) {
  if (error instanceof AppError) fail(`Refused: ${translator("en")(`errors:${error.errorCode}`, { ...error.options.values })} (${error.errorCode})`);
  throw error;
} finally {
  await deps.db.$disconnect();
}
