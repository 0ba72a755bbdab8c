import { useEffect, type RefObject } from "react";

/**
 * The marketing menu shows in line only when it fits beside the logo and the header's actions,
 * which depends on the language, the fonts and who is logged in: measured here, it sets
 * `menu-inline` or `menu-folded` on the header (the burger then holds the menu). Without
 * JavaScript the stylesheet decides by width alone, and the row wraps rather than overlaps.
 */
export function useMenuFit(header: RefObject<HTMLElement>, deps: unknown[]) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const inner = element.querySelector<HTMLElement>(".header-inner");
    const logo = element.querySelector<HTMLElement>(".logo");
    const menu = element.querySelector<HTMLElement>(".main-menu ul");
    const actions = element.querySelector<HTMLElement>(".header-actions");
    if (!inner || !logo || !menu || !actions) return;
    const measure = () => {
      element.classList.remove("menu-inline", "menu-folded");
      // Below the narrow breakpoint the stylesheet folds the menu anyway.
      if (getComputedStyle(menu.parentElement!).display === "none") return;
      const style = getComputedStyle(inner);
      const gap = parseFloat(style.columnGap) || 0;
      const room = inner.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const needed = logo.offsetWidth + menu.scrollWidth + actions.scrollWidth + 2 * gap;
      element.classList.add(needed <= room ? "menu-inline" : "menu-folded");
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    // Web fonts change the words' widths once they arrive.
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
