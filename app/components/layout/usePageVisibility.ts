import { useEffect } from "react";

// The specification (point 4): restore half a second after the tab is visible again.
const RESTORE_DELAY_MS = 500;

/**
 * While the tab is hidden: the title gets a dormant suffix, the body an inactive marker, videos
 * (without data-keep-playing) pause and canvases are marked paused. On return all is restored;
 * videos resume only if the user has interacted with the page. A `pagevisibility` event tells
 * other code.
 */
export function usePageVisibility(dormantSuffix: string) {
  useEffect(() => {
    let interacted = false;
    let originalTitle = document.title;
    let timer: number | undefined;
    const markInteraction = () => {
      interacted = true;
      document.body.dataset.userInteracted = "true";
    };
    const onChange = () => {
      const hidden = document.visibilityState === "hidden";
      window.dispatchEvent(new CustomEvent("pagevisibility", { detail: { hidden } }));
      window.clearTimeout(timer);
      if (hidden) {
        originalTitle = document.title;
        document.title = `${originalTitle}${dormantSuffix}`;
        document.body.dataset.inactive = "true";
        document.querySelectorAll<HTMLVideoElement>("video:not([data-keep-playing])").forEach((video) => {
          if (!video.paused) {
            video.pause();
            video.dataset.pausedByVisibility = "true";
          }
        });
        document.querySelectorAll<HTMLCanvasElement>("canvas").forEach((canvas) => (canvas.dataset.paused = "true"));
      } else {
        timer = window.setTimeout(() => {
          document.title = originalTitle;
          delete document.body.dataset.inactive;
          document.querySelectorAll<HTMLVideoElement>("video[data-paused-by-visibility]").forEach((video) => {
            delete video.dataset.pausedByVisibility;
            if (interacted) void video.play().catch(() => undefined);
          });
          document.querySelectorAll<HTMLCanvasElement>("canvas[data-paused]").forEach((canvas) => delete canvas.dataset.paused);
        }, RESTORE_DELAY_MS);
      }
    };
    for (const type of ["click", "touchstart", "keydown"]) window.addEventListener(type, markInteraction, { once: true });
    document.addEventListener("visibilitychange", onChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onChange);
      for (const type of ["click", "touchstart", "keydown"]) window.removeEventListener(type, markInteraction);
    };
  }, [dormantSuffix]);
}
