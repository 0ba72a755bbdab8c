/**
 * The line icons of the offer pages' steps. They draw in the step's colour (marketing.css) and are
 * decorative: each step's title and text say everything.
 */
import type { ReactNode } from "react";

export type StepIconName =
  | "account"
  | "market"
  | "package"
  | "palette"
  | "pay"
  | "launch"
  | "brief"
  | "key"
  | "check"
  | "plug"
  | "wallet"
  | "settle"
  | "plan"
  | "megaphone"
  | "chart"
  | "form"
  | "review"
  | "link"
  | "handshake";

/** Small line icons (24 px grid) for the steps of a page. */
const icons: Record<StepIconName, ReactNode> = {
  account: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5" />,
  market: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />,
  package: <path d="M4 7.5 12 3l8 4.5v9L12 21l-8-4.5v-9Zm0 0 8 4.5 8-4.5M12 12v9" />,
  palette: <path d="M12 3a9 9 0 0 0 0 18c1.4 0 2-1 1.5-2-.6-1.3.2-2.5 1.6-2.5H17a4 4 0 0 0 4-4c0-5-4-9.5-9-9.5ZM7.5 12h.01M9.5 7.5h.01M14.5 7.5h.01" />,
  pay: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-3.5 5.5h7M12 8.5V17m-3-5h6" />,
  launch: <path d="M12 3c3 2 4.5 5.5 4.5 9l-2 3h-5l-2-3C7.5 8.5 9 5 12 3Zm-2.5 12-2.5 3 1 2 3-2m3.5-3 2.5 3-1 2-3-2M12 9.5h.01" />,
  brief: <path d="M6 3h9l3 3v15H6V3Zm3 6h6m-6 4h6m-6 4h4" />,
  key: <path d="M14.5 9.5a4.5 4.5 0 1 0-4.2 4.5L12 15.5h2v2h2v2h3v-3l-5.2-5.2c.5-.5.7-1.1.7-1.8ZM8 9h.01" />,
  check: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9 3 3 5-6" />,
  plug: <path d="M9 3v5m6-5v5M6 8h12v3a6 6 0 0 1-12 0V8Zm6 9v4" />,
  wallet: <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4V7Zm0 0 11-3v3m1.5 7h.01" />,
  settle: <path d="M4 20h16M6 17V10m4 7V10m4 7V10m4 7V10M3 8l9-5 9 5H3Z" />,
  plan: <path d="M4 5h16v15H4V5Zm0 5h16M9 3v4m6-4v4m-7 7h3v3H8v-3Z" />,
  megaphone: <path d="M4 10v4h3l8 4V6L7 10H4Zm3 4 1.5 5h2.5M18 9.5c1 .8 1.5 1.6 1.5 2.5s-.5 1.7-1.5 2.5" />,
  chart: <path d="M4 20V4m0 16h16M8 16l3.5-4 3 2L20 7" />,
  form: <path d="M5 3h14v18H5V3Zm3 5h8m-8 4h8m-8 4h4" />,
  review: <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13Zm4.8 11.3L20 20M8 10.5l2 2 3.5-3.5" />,
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3A4 4 0 0 0 11 18.7l1-1" />,
  handshake: <path d="m3 11 4-4 4 2 3-2 7 4-3 4-4 3-3-2-4 1-4-6Zm8-2 4 4m-6-1 4 4" />,
};

export function StepIcon({ name }: { name: StepIconName }) {
  return (
    <svg className="step-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {icons[name]}
    </svg>
  );
}
