import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Toast } from "~/utils/session.server";

/** Server-rendered notices (they also show without JavaScript); with JavaScript they fade after a while. */
export function Toasts({ toast, networkError }: { toast: Toast | null; networkError: boolean }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(false);
    const timer = window.setTimeout(() => setHidden(true), 6000);
    return () => window.clearTimeout(timer);
  }, [toast]);
  const items: Toast[] = [];
  if (networkError) items.push({ type: "error", key: "notices.networkError" });
  if (toast) items.push(toast);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {hidden
        ? null
        : items.map((item, index) => (
            <p key={index} className={`toast toast-${item.type}`}>
              {item.key ? t(item.key) : item.text}
            </p>
          ))}
    </div>
  );
}
