/**
 * Headers every page is sent with. The page refuses to be framed (specification, point 1:
 * frame-ancestors and X-Frame-Options make the browser show its own "refused to connect"
 * screen); scripts run only from this origin or with this request's nonce.
 */
export function setSecurityHeaders(headers: Headers, nonce: string) {
  headers.set(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      // Colour swatches and chart points are inline style attributes.
      "style-src 'self' 'unsafe-inline'",
      // QR codes are data URIs.
      "img-src 'self' data:",
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  for (const [name, value] of Object.entries(BESIDES_CSP)) headers.set(name, value);
}

const BESIDES_CSP = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The same headers for a page the web server writes itself (a refusal, the protective page): it runs no script at all. */
export const PLAIN_PAGE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  ...BESIDES_CSP,
};
