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
  headers.set("X-Frame-Options", "DENY");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}
