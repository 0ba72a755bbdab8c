import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { Locale } from "@shared/contracts/locales";
import { localePath } from "~/utils/locale";

// Specification, points 2 and 9: my-order, cart and personal are preloaded 2, 3 and 4 s after the
// first idle moment (idle callback time-out 4 s, 3 s fallback where there is no idle callback).
const PRELOADS = [
  { page: "my-order", delay: 2000 },
  { page: "cart", delay: 3000 },
  { page: "personal", delay: 4000 },
];
const IDLE_TIMEOUT_MS = 4000;
const IDLE_FALLBACK_MS = 3000;

export function IdlePrefetch({ locale }: { locale: Locale }) {
  const [ready, setReady] = useState<string[]>([]);
  useEffect(() => {
    const timers: number[] = [];
    const start = () =>
      PRELOADS.forEach(({ page, delay }) => timers.push(window.setTimeout(() => setReady((list) => [...list, page]), delay)));
    let idle: number | undefined;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else timers.push(globalThis.setTimeout(start, IDLE_FALLBACK_MS) as unknown as number);
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);
  return (
    <>
      {ready.map((page) => (
        <PrefetchPageLinks key={page} page={localePath(locale, page)} />
      ))}
    </>
  );
}
