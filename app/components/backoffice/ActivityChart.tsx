import { useTranslation } from "react-i18next";
import type { ActivityDay } from "@shared/contracts/backoffice";
import { dateFormat } from "~/utils/dates";
import { formatMoney } from "~/utils/money";

/** Fewer reported days than this and a chart would draw a point or a line, not a trend. */
const FEWEST_POINTS = 3;
const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 16 };
const DAY_LABEL: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
};

/**
 * Players (bars) and GGR (a line) by day, drawn as inline SVG by the server, so it shows without
 * JavaScript; the same figures as a table for screen readers (the drawing is hidden from them).
 * Below three reported days it says so instead of drawing.
 */
export function ActivityChart({ days, currency, locale }: { days: ActivityDay[]; currency: string; locale: string }) {
  const { t } = useTranslation("backoffice");
  if (days.length < FEWEST_POINTS) return <p className="bo-empty">{t("activity.notEnough")}</p>;
  const dayLabel = (day: string) => dateFormat(locale, DAY_LABEL).format(new Date(`${day}T00:00:00Z`));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / days.length;
  const maxPlayers = Math.max(1, ...days.map((d) => d.playerCount));
  const ggrHigh = Math.max(0, ...days.map((d) => d.ggrMinor));
  const ggrLow = Math.min(0, ...days.map((d) => d.ggrMinor));
  const ggrSpan = Math.max(1, ggrHigh - ggrLow);
  const yGgr = (minor: number) => PAD.top + innerH - ((minor - ggrLow) / ggrSpan) * innerH;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const line = days.map((d, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)} ${yGgr(d.ggrMinor).toFixed(1)}`).join(" ");
  return (
    <figure className="bo-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
        <line className="bo-chart-zero" x1={PAD.left} x2={WIDTH - PAD.right} y1={yGgr(0)} y2={yGgr(0)} />
        {days.map((d, i) => {
          const h = (d.playerCount / maxPlayers) * innerH;
          return <rect key={d.day} className="bo-chart-bar" x={x(i) - slot * 0.3} width={slot * 0.6} y={PAD.top + innerH - h} height={h} rx={2} />;
        })}
        <path className="bo-chart-line" d={line} fill="none" />
        {days.map((d, i) => (
          <circle key={d.day} className="bo-chart-dot" cx={x(i)} cy={yGgr(d.ggrMinor)} r={3} />
        ))}
        <text className="bo-chart-axis" x={PAD.left} y={HEIGHT - 8} suppressHydrationWarning>
          {dayLabel(days[0].day)}
        </text>
        <text className="bo-chart-axis" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" suppressHydrationWarning>
          {dayLabel(days[days.length - 1].day)}
        </text>
      </svg>
      <figcaption className="bo-chart-legend">
        <span className="bo-key bo-key-players">{t("activity.players")}</span>
        <span className="bo-key bo-key-ggr">{t("activity.ggr")}</span>
      </figcaption>
      {/* In a box of its own: a table ignores the 1px width the hiding class gives it. */}
      <div className="visually-hidden">
        <table>
          <caption>{t("activity.tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("activity.day")}</th>
              <th scope="col">{t("activity.players")}</th>
              <th scope="col">{t("activity.wagers")}</th>
              <th scope="col">{t("activity.ggr")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row" suppressHydrationWarning>
                  {dayLabel(d.day)}
                </th>
                <td>{d.playerCount}</td>
                <td>{formatMoney(d.wagersMinor, currency, locale)}</td>
                <td>{formatMoney(d.ggrMinor, currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
