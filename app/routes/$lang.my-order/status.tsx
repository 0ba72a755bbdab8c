import { useTranslation } from "react-i18next";

/** The order list's filters: All, then each status of point 4 of the specification. */
export const STATUS_FILTERS = ["all", "0", "1", "2", "3", "4", "5"] as const;

const TONE: Record<number, string> = { 0: "warn", 1: "info", 2: "ok", 3: "bad", 4: "muted", 5: "muted" };

export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation("commerce");
  return <span className={`status-badge ${TONE[status] ?? "muted"}`}>{t(`orders.status.${status}`)}</span>;
}
