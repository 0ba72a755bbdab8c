import { useTranslation } from "react-i18next";
import type { Site } from "@contracts/site";
import { DEPOSIT_TOP_UP_NOTICE_PERCENT } from "../../../server/domain/constants";
import { useLocale } from "~/components/hooks/useLocale";
import { formatMoney } from "~/utils/money";
import { LocalTime } from "~/components/ui/LocalTime";

const WIDTH = 560;
const HEIGHT = 200;
const PAD = { top: 14, right: 16, bottom: 28, left: 84 };

/**
 * The deposit balance over time as a step line, drawn on the server as SVG (so it shows without
 * JavaScript): a value axis (zero, the 30% top-up line, the prepaid deposit), the first and last
 * dates, and the 30% line marked. The numbers are also given as a table for screen readers.
 */
export function DepositChart({ site }: { site: Pick<Site, "ledger" | "prepaidDepositMinor" | "depositBalanceMinor" | "settlementCurrency"> }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const points = site.ledger;
  if (points.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, site.settlementCurrency, locale);
  const day = (time: number) => new Date(time).toLocaleDateString(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  const times = points.map((p) => new Date(p.occurredAt).getTime());
  const t0 = times[0];
  const t1 = Math.max(times[times.length - 1], t0 + 1);
  const max = Math.max(site.prepaidDepositMinor, ...points.map((p) => p.balanceAfterMinor), 1);
  const min = Math.min(0, ...points.map((p) => p.balanceAfterMinor));
  const x = (time: number) => PAD.left + ((time - t0) / (t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((max - value) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  let path = `M ${x(times[0])} ${y(points[0].balanceAfterMinor)}`;
  for (let i = 1; i < points.length; i++) path += ` H ${x(times[i])} V ${y(points[i].balanceAfterMinor)}`;
  path += ` H ${WIDTH - PAD.right}`;
  const threshold = Math.round((site.prepaidDepositMinor * DEPOSIT_TOP_UP_NOTICE_PERCENT) / 100);
  const label = t("sites.chartLabel", { balance: money(site.depositBalanceMinor) });
  const ticks = [...new Set([max, threshold, 0, min])];
  return (
    <figure className="deposit-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {ticks.map((value) => (
          <text key={value} x={PAD.left - 6} y={y(value) + 4} textAnchor="end" className="axis-label">
            {money(value)}
          </text>
        ))}
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(threshold)} y2={y(threshold)} className="threshold" />
        <text x={WIDTH - PAD.right} y={y(threshold) - 4} textAnchor="end" className="threshold-label">
          {t("sites.thresholdLine", { percent: DEPOSIT_TOP_UP_NOTICE_PERCENT })}
        </text>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="zero" />
        <path d={path} className="balance" />
        {points.length <= 60 ? points.map((point, i) => <circle key={point.id} cx={x(times[i])} cy={y(point.balanceAfterMinor)} r={3} className="point" />) : null}
        <text x={PAD.left} y={HEIGHT - 8} className="axis-label">
          {day(t0)}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="axis-label">
          {day(t1)}
        </text>
      </svg>
      {/* Tables ignore a 1 px width: the wrapper is what hides it visually. */}
      <div className="visually-hidden">
        <table>
          <caption>{t("sites.ledger")}</caption>
          <tbody>
            {points.map((point) => (
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
