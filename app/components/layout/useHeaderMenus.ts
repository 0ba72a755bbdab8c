import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * The header's menus are `<details data-menu>`, which open and close without JavaScript. With it,
 * they also close on navigation, on Escape and on a click outside them. Not on the first render:
 * a menu opened before the page finished hydrating must stay open.
 */
export function useHeaderMenus() {
  const location = useLocation();
  const hydrated = useRef(false);
  useEffect(() => {
    const closeAll = (except?: EventTarget | null) => {
      document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]").forEach((details) => {
        if (!except || !details.contains(except as Node)) details.open = false;
      });
    };
    if (hydrated.current) closeAll();
    hydrated.current = true;
    const onClick = (event: MouseEvent) => closeAll(event.target);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeAll();
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [location.key]);
}
