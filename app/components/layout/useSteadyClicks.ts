import { useEffect } from "react";

/**
 * Forms validate a field when it loses focus, and an error appearing under it moves everything
 * below. Pressing a button or link while typing in a field would blur the field first, so the
 * target moves away between press and release and the click is lost. Keeping the focus in the
 * field until the click lands avoids that; keyboard users are not affected.
 */
export function useSteadyClicks() {
  useEffect(() => {
    const onMouseDown = (event: MouseEvent) => {
      const active = document.activeElement;
      if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement)) return;
      const target = (event.target as Element | null)?.closest("a[href], button");
      if (target && active.form && (active.form.contains(target) || target.closest("dialog, form"))) event.preventDefault();
    };
    document.addEventListener("mousedown", onMouseDown, true);
    return () => document.removeEventListener("mousedown", onMouseDown, true);
  }, []);
}
