import { useNonce } from "~/components/hooks/nonce";
import { useShell } from "~/components/hooks/useShell";

/**
 * The frame escape of specification point 1, for browsers that ignore `frame-ancestors` and
 * `X-Frame-Options`: inside a frame the page tries to take the whole window, and whether or not it
 * may, the product stops loading there and the frame shows the access-denied screen instead
 * (its texts in this script's `data-text`). Runs before anything of the page is parsed.
 */
const FRAME_GUARD = `(function () {
  if (window.top === window.self) return;
  var text = JSON.parse(document.currentScript.getAttribute("data-text") || "{}");
  try { window.top.location.href = window.location.href; } catch (refused) { /* sandboxed, or another site's frame */ }
  window.stop();
  var body = document.createElement("body");
  body.setAttribute("style", "font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5");
  var title = body.appendChild(document.createElement("h1"));
  title.textContent = text.title || "";
  body.appendChild(document.createElement("p")).textContent = text.detail || "";
  var open = body.appendChild(document.createElement("p")).appendChild(document.createElement("a"));
  open.href = window.location.href;
  open.target = "_blank";
  open.rel = "noopener";
  open.textContent = text.open || "";
  document.documentElement.appendChild(body);
  document.title = text.title || "";
})();`;

/**
 * At the top of every page's head (decision 019): the frame guard, always; the client-side
 * protection (public/site-protection.js) only when SITE_PROTECTION is on for this visitor. Both
 * get their texts in the page's language from the root loader.
 */
export function SiteProtectionScripts() {
  const nonce = useNonce();
  const protection = useShell()?.protection;
  return (
    <>
      <script nonce={nonce} data-text={JSON.stringify(protection?.frame ?? {})} dangerouslySetInnerHTML={{ __html: FRAME_GUARD }} />
      {protection?.client ? <script src="/site-protection.js" data-text={JSON.stringify(protection.client)} /> : null}
    </>
  );
}
