/**
 * Every failure the API can answer with: a stable machine string, its HTTP status, the envelope
 * code, and the key of its translated message (in app/locales/<lng>/errors.json).
 * Services throw AppError; only the error middleware turns it into a response.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, code: 1001 },
  INVALID_JSON: { status: 400, code: 1002 },
  JSON_TOO_DEEP: { status: 400, code: 1003 },
  UNAUTHORIZED: { status: 401, code: 1101 },
  TOKEN_EXPIRED: { status: 401, code: 1102 },
  LOGIN_FAILED: { status: 401, code: 1103 },
  REFRESH_TOKEN_INVALID: { status: 401, code: 1104 },
  PIN_REQUIRED: { status: 401, code: 1105 },
  PIN_INVALID: { status: 401, code: 1106 },
  FORBIDDEN: { status: 403, code: 1301 },
  NOT_FOUND: { status: 404, code: 1401 },
  ROUTE_NOT_FOUND: { status: 404, code: 1402 },
  ACCOUNT_TAKEN: { status: 409, code: 1501 },
  STATE_CONFLICT: { status: 409, code: 1502 },
  SITE_NAME_TAKEN: { status: 409, code: 1503 },
  CART_ITEM_INVALID: { status: 409, code: 1504 },
  AUTHENTICATOR_ALREADY_BOUND: { status: 409, code: 1505 },
  AUTHENTICATOR_NOT_BOUND: { status: 409, code: 1506 },
  TEMPLATE_OTHER_COUNTRY: { status: 400, code: 1507 },
  TERMS_NOT_ACCEPTED: { status: 400, code: 1508 },
  PASSWORD_INCORRECT: { status: 400, code: 1509 },
  // A sensitive change without a fresh proof of identity (POST /api/user/confirm-identity).
  STEP_UP_REQUIRED: { status: 400, code: 1512 },
  PAYMENT_EXPIRED: { status: 409, code: 1510 },
  // CHAIN=none: no payment network is connected yet.
  PAYMENTS_UNAVAILABLE: { status: 409, code: 1511 },
  // Authenticator codes of a signed-in user: 400, not 401, so a wrong code does not end the session.
  AUTHENTICATOR_CODE_INVALID: { status: 400, code: 1520 },
  AUTHENTICATOR_CODE_REQUIRED: { status: 400, code: 1521 },
  AUTHENTICATOR_KEY_MISSING: { status: 409, code: 1522 },
  RESET_CODE_INVALID: { status: 400, code: 1530 },
  // The provider restricted the account until its details are verified: no new sites.
  ACCOUNT_RESTRICTED: { status: 403, code: 1540 },
  // Point 9: a ledger entry may be disputed within 24 hours, once, and only a charge.
  DISPUTE_WINDOW_CLOSED: { status: 409, code: 1541 },
  DISPUTE_EXISTS: { status: 409, code: 1542 },
  DISPUTE_NOT_A_CHARGE: { status: 409, code: 1543 },
  // The provider API without (or with a wrong) provider key.
  PROVIDER_KEY_INVALID: { status: 401, code: 1107 },
  // A day a site's casino has reported already.
  REPORT_EXISTS: { status: 409, code: 1544 },
  // What one merchant may have open at once (decision 038): MAX_OPEN_CART_ITEMS, MAX_PENDING_ORDERS, MAX_OPEN_PAYMENTS.
  CART_FULL: { status: 409, code: 1550 },
  TOO_MANY_PENDING_ORDERS: { status: 409, code: 1551 },
  TOO_MANY_OPEN_PAYMENTS: { status: 409, code: 1552 },
  PAYLOAD_TOO_LARGE: { status: 413, code: 1601 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, code: 1602 },
  // Avatar uploads (decision 020): over AVATAR_MAX_BYTES; not a PNG, JPEG, WebP or GIF by its
  // content (or damaged); more pixels than AVATAR_MAX_PIXELS.
  AVATAR_TOO_LARGE: { status: 413, code: 1610 },
  AVATAR_FORMAT_UNSUPPORTED: { status: 415, code: 1611 },
  AVATAR_TOO_MANY_PIXELS: { status: 400, code: 1612 },
  // A device of the list that is not (or no longer) signed in to the caller's account (decision 036).
  SESSION_NOT_FOUND: { status: 404, code: 1580 },
  // E-mail verification and common passwords (decision 035).
  EMAIL_CODE_INVALID: { status: 400, code: 1570 },
  EMAIL_ALREADY_VERIFIED: { status: 409, code: 1571 },
  EMAIL_CODE_TOO_SOON: { status: 429, code: 1572 },
  EMAIL_NOT_VERIFIED: { status: 403, code: 1573 },
  PASSWORD_TOO_COMMON: { status: 400, code: 1574 },
  ACCOUNT_LOGGED_IN_ELSEWHERE: { status: 422, code: 422 },
  // A site's back office (decision 049): one refusal for a wrong account or password and a site
  // that cannot be signed in to, never saying which; a back-office token no longer good.
  BACKOFFICE_SIGN_IN_FAILED: { status: 401, code: 1620 },
  BACKOFFICE_SESSION_ENDED: { status: 401, code: 1621 },
  RATE_LIMITED: { status: 429, code: 1701 },
  INTERNAL: { status: 500, code: 1901 },
} as const satisfies Record<string, { status: number; code: number }>;

export type ErrorCode = keyof typeof errorCatalogue;

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(
    readonly errorCode: ErrorCode,
    readonly options: {
      fieldErrors?: FieldErrors;
      /** The form field this error belongs to: its message is also given as that field's error. */
      field?: string;
      values?: Record<string, string | number>;
      data?: unknown;
    } = {},
  ) {
    super(errorCode);
    this.name = "AppError";
    this.status = errorCatalogue[errorCode].status;
    this.code = errorCatalogue[errorCode].code;
  }
}
