import { useTranslation } from "react-i18next";
import type { Site } from "@contracts/site";
import { useLocale } from "~/components/hooks/useLocale";
import { formatMoney } from "~/utils/money";

const WIDTH = 480;
const HEIGHT = 160;
const PAD = { top: 12, right: 12, bottom: 24, left: 12 };

/**
 * The deposit balance over time as a step line, drawn on the server as SVG (so it shows without
 * JavaScript), with the 30% top-up threshold marked. The numbers are also given as a table for
 * screen readers.
 */
export function DepositChart({ site }: { site: Site }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const points = site.ledger;
  if (points.length === 0) return null;
  const times = points.map((p) => new Date(p.occurredAt).getTime());
  const t0 = times[0];
  const t1 = Math.max(times[times.length - 1], t0 + 1);
  const max = Math.max(site.prepaidDepositMinor, ...points.map((p) => p.balanceAfterMinor), 1);
  const min = Math.min(0, ...points.map((p) => p.balanceAfterMinor));
  const x = (time: number) => PAD.left + ((time - t0) / (t1 - t0)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((max - value) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  let path = `M ${x(times[0])} ${y(points[0].balanceAfterMinor)}`;
  for (let i = 1; i < points.length; i++) {
    path += ` H ${x(times[i])} V ${y(points[i].balanceAfterMinor)}`;
  }
  if (points.length === 1) path += ` H ${WIDTH - PAD.right}`;
  const threshold = Math.round((site.prepaidDepositMinor * 30) / 100);
  const label = t("sites.chartLabel", { balance: formatMoney(site.depositBalanceMinor, site.settlementCurrency, locale) });
  return (
    <figure className="deposit-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(threshold)} y2={y(threshold)} className="threshold" />
        <text x={WIDTH - PAD.right} y={y(threshold) - 4} textAnchor="end" className="threshold-label">
          30%
        </text>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="zero" />
        <path d={path} className="balance" />
        {points.map((point, i) => (
          <circle key={point.id} cx={x(times[i])} cy={y(point.balanceAfterMinor)} r={3} className="point" />
        ))}
      </svg>
      {/* Tables ignore a 1 px width: the wrapper is what hides it visually. */}
      <div className="visually-hidden">
      <table>
        <caption>{t("sites.ledger")}</caption>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <td>{new Date(point.occurredAt).toLocaleString(locale)}</td>
              <td>{t(`sites.entry.${point.kind}`)}</td>
              <td>{formatMoney(point.amountMinor, site.settlementCurrency, locale)}</td>
              <td>{formatMoney(point.balanceAfterMinor, site.settlementCurrency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
