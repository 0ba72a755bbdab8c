import { useTranslation } from "react-i18next";
import { ORDER_STATUSES, orderStatus } from "@shared/contracts/statuses";

/** The order list's filters: All, then each status of point 4 of the specification. */
export const STATUS_FILTERS = ["all", ...ORDER_STATUSES.map(String)] as const;

const TONE: Record<number, string> = {
  [orderStatus.pendingPayment]: "warn",
  [orderStatus.purchased]: "info",
  [orderStatus.completed]: "ok",
  [orderStatus.invalid]: "bad",
  [orderStatus.timedOut]: "muted",
  [orderStatus.cancelled]: "muted",
};

export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation("commerce");
  return <span className={`status-badge ${TONE[status] ?? "muted"}`}>{t(`orders.status.${status}`)}</span>;
}
