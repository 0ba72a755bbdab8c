import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { withoutDialogs } from "~/utils/url";

/** Fired on window when a modal dialog opens or closes. */
export const MODAL_CHANGE = "modalchange";

/**
 * A dialog the server renders from the URL (`?showLogin=1`, `?dialog=countries`), so it opens,
 * validates and submits without JavaScript. With JavaScript it becomes a modal (focus trapped,
 * Escape closes, the page behind is inert) and closing it is a client navigation.
 */
export function Dialog({
  title,
  children,
  size = "md",
  closeTo,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
  closeTo?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeHref = closeTo ?? withoutDialogs(location);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Re-open as a modal so focus stays inside and the page behind is inert. Someone may already
    // be typing in the server-rendered dialog: showModal() would move focus to its first field.
    if (!dialog.matches(":modal")) {
      const focused = document.activeElement;
      dialog.close();
      dialog.showModal();
      // The dialog itself takes the focus (its outline is off: a ring around the whole dialog marks
      // nothing), unless someone was already in one of its fields; Tab goes on to its controls.
      if (focused instanceof HTMLElement && dialog.contains(focused)) focused.focus();
      else dialog.focus();
    }
    // Notices (Toasts) move into the modal's top layer, where the backdrop cannot dim them.
    window.dispatchEvent(new Event(MODAL_CHANGE));
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeHref, { preventScrollReset: true, replace: true });
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      window.dispatchEvent(new Event(MODAL_CHANGE));
    };
  }, [closeHref, navigate]);

  return (
    <div className="dialog-backdrop">
      <dialog
        ref={ref}
        open
        tabIndex={-1}
        aria-labelledby={titleId}
        className={`dialog dialog-${size}${className ? ` ${className}` : ""}`}
        onClick={(event) => {
          // A click on the backdrop area of the modal (outside the panel) closes it.
          if (event.target === ref.current) navigate(closeHref, { preventScrollReset: true, replace: true });
        }}
      >
        <div className="dialog-panel">
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            <Link to={closeHref} className="dialog-close" preventScrollReset replace aria-label={t("actions.close")}>
              <span aria-hidden="true">×</span>
            </Link>
          </header>
          <div className="dialog-body">{children}</div>
        </div>
      </dialog>
    </div>
  );
}
