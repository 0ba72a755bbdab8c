import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { Site } from "@shared/contracts/site";
import { topUpLine } from "@shared/domain/billing";
import { DEPOSIT_TOP_UP_NOTICE_PERCENT, SITE_LATEST_CHANGES } from "@shared/domain/constants";
import { useLocale } from "~/components/hooks/useLocale";
import { dateFormat } from "~/utils/dates";
import { formatMoney } from "~/utils/money";
import { LocalTime } from "~/components/ui/LocalTime";

// The plot's own coordinates: it stretches to its box, so only its lines are SVG.
const SIZE = 1000;
// Dates on the time axis, the first and the last among them.
const DATE_TICKS = 3;
/** The axis's dates and each point's title: a short month and the day, in UTC (the billing's days). */
const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", timeZone: "UTC" };

/** A position along an axis, as the share of its length that CSS places a label at. */
const at = (share: number) => ({ "--at": `${(share * 100).toFixed(2)}%` }) as CSSProperties;

/**
 * The deposit balance over time as a step line, rendered on the server (it shows without
 * JavaScript): a value axis (the prepaid deposit, the 30% top-up line, zero), a time axis with
 * dates, each day's closing balance as a point (its date and balance on hover; the site's last 90
 * days with a change, decision 031), and the 30% line named.
 * The lines are an SVG that stretches to the chart's box; the labels are HTML beside it, so they
 * keep the page's font size at any width and are never distorted. In right-to-left languages
 * the chart mirrors: time runs from right to left and the value axis stands on the right.
 * The latest changes (the site's `ledger`) are also given as a table for screen readers.
 */
export function DepositChart({ site }: { site: Pick<Site, "ledger" | "balanceDays" | "prepaidDepositMinor" | "depositBalanceMinor" | "settlementCurrency"> }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const points = site.balanceDays;
  if (points.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, site.settlementCurrency, locale);
  const dayFormat = dateFormat(locale, DAY);
  const day = (time: number) => dayFormat.format(new Date(time));
  const times = points.map((p) => Date.parse(p.day));
  const t0 = times[0];
  const t1 = Math.max(times[times.length - 1], t0 + 1);
  const max = Math.max(site.prepaidDepositMinor, ...points.map((p) => p.balanceMinor), 1);
  const min = Math.min(0, ...points.map((p) => p.balanceMinor));
  // Shares of the plot: 0 is the first date (the start edge) and the highest value (the top).
  const xShare = (time: number) => (time - t0) / (t1 - t0);
  const yShare = (value: number) => (max - value) / (max - min);
  const x = (time: number) => xShare(time) * SIZE;
  const y = (value: number) => yShare(value) * SIZE;
  let path = `M ${x(times[0])} ${y(points[0].balanceMinor)}`;
  for (let i = 1; i < points.length; i++) path += ` H ${x(times[i])} V ${y(points[i].balanceMinor)}`;
  path += ` H ${SIZE}`;
  const threshold = topUpLine(site.prepaidDepositMinor);
  const label = t("sites.chartLabel", { balance: money(site.depositBalanceMinor) });
  const values = [...new Set([max, threshold, 0, min])];
  // Evenly spaced dates, each day named once (a history of one day has one date).
  const dates = Array.from({ length: DATE_TICKS }, (_, i) => t0 + ((t1 - t0) * i) / (DATE_TICKS - 1)).filter(
    (time, i, all) => i === 0 || day(time) !== day(all[i - 1]),
  );
  return (
    <figure className="deposit-chart">
      <div className="chart-body" role="img" aria-label={label}>
        <div className="chart-values" aria-hidden="true">
          {values.map((value) => (
            <span key={value} className="tick" style={at(yShare(value))}>
              {money(value)}
            </span>
          ))}
          {/* The same labels, invisible and in the flow: the axis is as wide as its widest label. */}
          {values.map((value) => (
            <span key={value} className="sizer">
              {money(value)}
            </span>
          ))}
        </div>
        <div className="chart-plot">
          <svg viewBox={`0 0 ${SIZE} ${SIZE}`} preserveAspectRatio="none" aria-hidden="true">
            {values.map((value) => (
              <line key={value} x1={0} x2={SIZE} y1={y(value)} y2={y(value)} className={value === 0 ? "zero" : value === threshold ? "threshold" : "grid"} />
            ))}
            <path d={path} className="balance" />
            {points.length <= 60
              ? points.map((point, i) => (
                  // A line of no length with round ends is a dot that stays round when the plot stretches.
                  <path key={point.day} d={`M ${x(times[i])} ${y(point.balanceMinor)} h 0`} className="point">
                    <title>{`${day(times[i])}: ${money(point.balanceMinor)}`}</title>
                  </path>
                ))
              : null}
          </svg>
          <span className="chart-threshold" style={at(yShare(threshold))} aria-hidden="true">
            {t("sites.thresholdLine", { percent: DEPOSIT_TOP_UP_NOTICE_PERCENT })}
          </span>
        </div>
        <div className="chart-dates" aria-hidden="true">
          {dates.map((time) => (
            <span key={time} style={at(xShare(time))}>
              {day(time)}
            </span>
          ))}
        </div>
      </div>
      {/* Tables ignore a 1 px width: the wrapper is what hides it visually. */}
      <div className="visually-hidden">
        <table>
          <caption>{t(site.ledger.length < SITE_LATEST_CHANGES ? "sites.ledger" : "sites.ledgerLatest")}</caption>
          <tbody>
            {site.ledger.map((point) => (
              <tr key={point.id}>
                <td>
                  <LocalTime iso={point.occurredAt} locale={locale} options={{ timeZone: "UTC" }} />
                </td>
                <td>{t(`sites.entry.${point.kind}`)}</td>
                <td>{money(point.amountMinor)}</td>
                <td>{money(point.balanceAfterMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
