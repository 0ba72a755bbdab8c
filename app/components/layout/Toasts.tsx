import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { MODAL_CHANGE } from "~/components/dialogs/Dialog";
import type { Toast } from "~/utils/session.server";

const SHOWN_MS = 6000;

/**
 * Server-rendered notices (they also show without JavaScript). With JavaScript a notice stays its
 * six seconds even when the page revalidates meanwhile (a building site polls every second, and
 * the next answer no longer carries the one-time notice), then fades.
 */
export function Toasts({ toast, networkError }: { toast: Toast | null; networkError: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Toast | null>(toast);
  const [errorHidden, setErrorHidden] = useState(false);
  const timer = useRef<number>();
  useEffect(() => {
    if (!toast) return;
    setShown(toast);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(null), SHOWN_MS);
  }, [toast]);
  useEffect(() => {
    setErrorHidden(false);
    if (!networkError) return;
    const hide = window.setTimeout(() => setErrorHidden(true), SHOWN_MS);
    return () => window.clearTimeout(hide);
  }, [networkError]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A modal dialog sits in the top layer, above any z-index: while one is open the notices are
  // rendered inside it, so they show above its backdrop and are not made inert with the page.
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => setModal(document.querySelector<HTMLDialogElement>("dialog:modal"));
    find();
    window.addEventListener(MODAL_CHANGE, find);
    return () => window.removeEventListener(MODAL_CHANGE, find);
  }, []);
  const items: Toast[] = [];
  if (networkError && !errorHidden) items.push({ type: "error", key: "notices.networkError" });
  if (shown) items.push(shown);
  const list = (
    <div className="toasts" role="status" aria-live="polite">
      {items.map((item, index) => (
        <p key={index} className={`toast toast-${item.type}`}>
          {item.key ? t(item.key) : item.text}
        </p>
      ))}
    </div>
  );
  return modal?.isConnected ? createPortal(list, modal) : list;
}
