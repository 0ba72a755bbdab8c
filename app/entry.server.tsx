import { randomBytes } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceProvider } from "./components/hooks/nonce";
import { createI18n, remixI18n } from "./utils/i18next.server";
import { localeFromPathname } from "./utils/locale";
import { setSecurityHeaders } from "./utils/security-headers.server";

/**
 * Every page is rendered whole, to one string (decision 029): no page defers data, so a stream
 * would only send the same HTML in pieces, and streaming cost a page a fifth of its server time
 * (React's scheduling, three stream conversions, a compressor fed chunk by chunk) and held each
 * render six seconds after it was sent (its abort timer).
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const i18n = await createI18n(locale, remixI18n.getRouteNamespaces(remixContext));
  const nonce = randomBytes(16).toString("base64");
  setSecurityHeaders(responseHeaders, nonce);
  const html = renderToString(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // As bytes: a string body is scanned character by character for lone surrogates first.
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
}
