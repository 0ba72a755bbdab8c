import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/** How often an open payment asks the page's loader again (the API settles payments every 2 s). */
export const PAYMENT_POLL_MS = 3_000;

/**
 * While a payment waits for its transfer, the page's data is loaded again every few seconds, so a
 * transfer shows as detected, then confirmed, without a click. Nothing is asked while the tab is
 * hidden; coming back asks at once. Without JavaScript the page's refresh does the same.
 */
export function usePaymentUpdates(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const ask = () => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    };
    const timer = window.setInterval(ask, PAYMENT_POLL_MS);
    document.addEventListener("visibilitychange", ask);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", ask);
    };
  }, [waiting, revalidator]);
}
