import { z } from "zod";
import { BackofficeSession, BackofficeSignInBody, BackofficeSite } from "./backoffice";
import { ForgotPasswordBody, LoginBody, LogoutBody, RefreshBody, RegisterBody, ResetPasswordBody, TokenPair, UserInfo } from "./auth";
import { CartCreateBody, CartDetailQuery, CartIdBody, CartItem, CartList, CartListQuery, CartTemplateBody } from "./cart";
import { LENGTH, list, rowId, str, timestamp } from "./bounds";
import { Health, PhoneCode } from "./common";
import { ContactBody, SubmissionReceipt } from "./contact";
import { defineEndpoints, type Answer, type Method, type Sent } from "./endpoint";
import { LeagueApplicationBody } from "./league";
import {
  CountriesListQuery,
  CATALOGUE_MAX,
  Country,
  Introduction,
  Language,
  MarketQuery,
  Package,
  PackageInfoQuery,
  PackageListQuery,
  TemplateCategory,
  TemplateList,
  TemplateListQuery,
} from "./opening-station";
import { OrderCreateBody, OrderDetail, OrderEditBody, OrderIdBody, OrderListQuery, OrderPage } from "./order";
import {
  ChainInfo,
  PayChannel,
  PayChannelQuery,
  PayType,
  PaymentIdBody,
  PaymentList,
  PaymentListQuery,
  PaymentResult,
  PaymentView,
  SimulatedTransfer,
  UnifiedOrderingBody,
} from "./pay";
import { DisputeBody, LedgerPage, LedgerQuery } from "./ledger";
import { NoticeList, NoticeListQuery, NoticeReadBody } from "./notice";
import {
  DisputeResolveBody,
  DisputeStatusQuery,
  ProviderAccountBody,
  ProviderAccountState,
  ProviderDispute,
  ProviderHoldBody,
  ProviderRestrictBody,
  ProviderSiteBody,
  ProviderSiteState,
  ReportBody,
  ReportResult,
  ReviewedBody,
  Reviewed,
  ReviewItem,
  ReviewQueueQuery,
  UnmatchedTransfer,
  UnmatchedQuery,
  UNMATCHED_LIST_MAX,
  PROVIDER_QUEUE_MAX,
  TransferResolveBody,
  AttentionItem,
  ATTENTION_LIST_MAX,
  AttentionQuery,
  AttentionResolveBody,
} from "./provider";
import { SiteChoiceList, SiteList, SiteListQuery, SitePasswordBody } from "./site";
import { AVATAR_MEDIA_TYPE, AVATAR_SIZE_PX, AVATAR_UPLOAD_TYPES, AvatarImage, AvatarQuery } from "./avatar";
import { SecurityLogPage, SecurityLogQuery, VerifyEmailBody } from "./security";
import {
  AlterEmailBody,
  AuthenticatorKey,
  BoundAuthenticator,
  CodeQuery,
  ConfirmIdentityBody,
  Device,
  DeviceBody,
  KeyQuery,
  PasswordBody,
  PinQuery,
  ProfileBody,
  RecoveryCodes,
  RecoveryCodeState,
  SignedOut,
  SignOutEverywhereBody,
  STEP_UP_HEADER,
  StepUp,
  UserFrame,
} from "./user";

/**
 * Every endpoint of the product API under /api, by method and path: the API registers its handlers
 * against this map (and documents them from it), and the web's client infers its types from it.
 * The handler of `GET /order/list` is in `server/modules/order/routes.ts`, and so on.
 */
export const endpoints = defineEndpoints({
  "GET /health": { summary: "Liveness and database check", tags: ["health"], auth: false, response: Health },

  // Logins and accounts (server/modules/auth)
  "POST /login/authorize": {
    summary: "Log in; returns an access token, a refresh token and the user",
    tags: ["auth"],
    auth: false,
    body: LoginBody,
    response: TokenPair,
    notice: "notices.loginOk",
  },
  "POST /login/register": {
    summary: "Register a merchant account",
    tags: ["auth"],
    auth: false,
    body: RegisterBody,
    response: z.object({ userInfo: UserInfo }),
    notice: "notices.registerOk",
  },
  "POST /login/refresh": {
    summary: "Rotate a refresh token; a reused one revokes its session",
    tags: ["auth"],
    auth: false,
    body: RefreshBody,
    response: TokenPair,
  },
  "POST /login/logout": {
    summary: "End the session of the refresh token or of the bearer token",
    tags: ["auth"],
    auth: "optional",
    body: LogoutBody,
    response: z.null(),
  },
  "POST /login/forgot-password": {
    summary: "E-mail a 6-digit password reset code to the account's address (the answer is the same whether or not the account exists)",
    tags: ["auth"],
    auth: false,
    body: ForgotPasswordBody,
    response: z.null(),
    notice: "notices.resetCodeSent",
  },
  "POST /login/reset-password": {
    summary: "Set a new password with the e-mailed code; every session of the account ends",
    tags: ["auth"],
    auth: false,
    body: ResetPasswordBody,
    response: z.null(),
    notice: "notices.passwordReset",
  },

  // The merchant's own account (server/modules/user)
  "GET /user/info": { summary: "The caller's user info", tags: ["user"], response: UserInfo },
  "GET /user/frame": {
    summary: "What every page's frame shows, in one request: the caller's user info, the urgent notices still in force with the unread count, and the cart's count",
    tags: ["user"],
    response: UserFrame,
  },
  "POST /user/save": {
    summary: "Save personal information (absent fields keep their value)",
    tags: ["user"],
    body: ProfileBody,
    response: UserInfo,
  },
  "POST /user/password": {
    summary: "Change the password; every other session of the user ends",
    tags: ["user"],
    body: PasswordBody,
    response: z.null(),
  },
  "POST /user/alter-email": {
    summary: `Change the email address: oldPIN (a current code) when an authenticator is bound, otherwise the ${STEP_UP_HEADER} header`,
    tags: ["user"],
    body: AlterEmailBody,
    response: UserInfo,
  },
  "POST /user/confirm-identity": {
    summary: `Confirm it is you before a sensitive change: the account password, or a current code when an authenticator is bound. Send the token as the ${STEP_UP_HEADER} header (valid 5 minutes, this session only)`,
    tags: ["user"],
    body: ConfirmIdentityBody,
    response: StepUp,
  },
  "GET /user/get-code": {
    summary: `Issue a new authenticator key to confirm with /user/binding: when one is bound, PIN (a current code) is required, otherwise the ${STEP_UP_HEADER} header`,
    tags: ["user"],
    query: KeyQuery,
    response: AuthenticatorKey,
  },
  "GET /user/pending-code": {
    summary: "The key issued by /user/get-code and not yet confirmed, again and unchanged (409 AUTHENTICATOR_KEY_MISSING when there is none)",
    tags: ["user"],
    response: AuthenticatorKey,
  },
  "GET /user/binding": {
    summary: "Confirm the issued key with its first code; it becomes the bound authenticator, with ten new recovery codes shown this once",
    tags: ["user"],
    query: PinQuery,
    response: BoundAuthenticator,
  },
  "GET /user/check-pin": {
    summary: "Check a code of the bound authenticator (the code is used up)",
    tags: ["user"],
    query: PinQuery,
    response: z.null(),
  },
  "GET /user/unbinding": {
    summary: "Unbind the authenticator with a current code (or a recovery code); its recovery codes go with it",
    tags: ["user"],
    query: CodeQuery,
    response: UserInfo,
  },
  // Recovery codes and signed-in devices (decision 036)
  "GET /user/recovery-codes": { summary: "How many recovery codes are left unused", tags: ["user"], response: RecoveryCodeState },
  "POST /user/recovery-codes/regenerate": {
    summary: `Replace the recovery codes with ten new ones, shown this once (the ${STEP_UP_HEADER} header is required)`,
    tags: ["user"],
    response: RecoveryCodes,
    notice: "accountSecurity.codesRegenerated",
  },
  "GET /user/devices": { summary: "The devices signed in to the account: its active sessions, the current one marked", tags: ["user"], response: z.array(Device).max(100) },
  "POST /user/devices/sign-out": {
    summary: "Sign out one device: its session ends at once and its tokens are refused",
    tags: ["user"],
    body: DeviceBody,
    response: z.null(),
    notice: "accountSecurity.deviceSignedOut",
  },
  "POST /user/devices/sign-out-everywhere": {
    summary: "Sign out every other device, or every device including this one (includeThis)",
    tags: ["user"],
    body: SignOutEverywhereBody,
    response: SignedOut,
    notice: "accountSecurity.signedOutEverywhere",
  },
  "POST /user/verify-email": {
    summary: "Prove the account's e-mail address with the 6-digit code mailed to it (at registration, on a change of address, or by /user/verify-email/send); 5 tries a code. Checkout needs a verified address",
    tags: ["user"],
    body: VerifyEmailBody,
    response: UserInfo,
    notice: "security:notices.emailVerified",
  },
  "POST /user/verify-email/send": {
    summary: "Mail a new verification code to the account's address (the older one stops working); once a minute at most",
    tags: ["user"],
    response: z.null(),
    notice: "security:notices.emailCodeSent",
  },
  "GET /user/security-log": {
    summary: "The caller's security log, newest first: sign-ins, failed sign-ins, password, e-mail and authenticator changes, with time, address and device",
    tags: ["user"],
    query: SecurityLogQuery,
    response: SecurityLogPage,
  },
  "POST /user/avatar": {
    summary: `Upload an avatar: the image's bytes as the body (PNG, JPEG, WebP or GIF, recognised by content; at most AVATAR_MAX_BYTES and AVATAR_MAX_PIXELS). It is stored as a ${AVATAR_SIZE_PX}×${AVATAR_SIZE_PX} WebP without metadata; avatarUrl serves it`,
    tags: ["user"],
    upload: AVATAR_UPLOAD_TYPES,
    response: UserInfo,
    notice: "notices.avatarSaved",
  },
  "POST /user/avatar/remove": { summary: "Remove the avatar", tags: ["user"], response: UserInfo, notice: "notices.avatarRemoved" },
  "GET /user/avatar": {
    summary: "An avatar image, by the id in a user info's avatarUrl: cached for a year, since a new avatar gets a new id (404 when there is none)",
    tags: ["user"],
    auth: false,
    query: AvatarQuery,
    response: AvatarImage,
    file: AVATAR_MEDIA_TYPE,
  },

  // Public reference data (server/modules/opening-station, server/modules/common)
  "GET /opening-station/countries-list": {
    summary: "Markets a site can be opened in, the global station (id -1) first; names in the request's language",
    tags: ["opening-station"],
    auth: false,
    query: CountriesListQuery,
    response: list(Country, CATALOGUE_MAX),
  },
  "GET /opening-station/language-list": {
    summary: "The interface languages, each by its own name",
    tags: ["opening-station"],
    auth: false,
    response: list(Language, CATALOGUE_MAX),
  },
  "GET /opening-station/package-list": {
    summary: "The packages with every figure; amounts in USDT minor units",
    tags: ["opening-station"],
    auth: false,
    query: PackageListQuery,
    response: list(Package, CATALOGUE_MAX),
  },
  "GET /opening-station/package-info": {
    summary: "One package",
    tags: ["opening-station"],
    auth: false,
    query: PackageInfoQuery,
    response: Package,
  },
  "GET /opening-station/introduce-list": {
    summary: "What a site in a market gets: currency, languages, payment methods, game content",
    tags: ["opening-station"],
    auth: false,
    query: MarketQuery,
    response: Introduction,
  },
  "GET /common/get-phone-code": {
    summary: "Calling codes of every country, named and sorted in the request's language",
    tags: ["common"],
    auth: false,
    response: list(PhoneCode, CATALOGUE_MAX),
  },

  // The cart (server/modules/cart): the public template catalogue, then the merchant's own items
  "GET /cart/category": {
    summary: "Template categories a market has templates in",
    tags: ["cart"],
    auth: false,
    query: MarketQuery,
    response: list(TemplateCategory, CATALOGUE_MAX),
  },
  "GET /cart/template-list": {
    summary: "A market's templates (optionally of one category) and the colour schemes to pair them with",
    tags: ["cart"],
    auth: false,
    query: TemplateListQuery,
    response: TemplateList,
  },
  "GET /cart/list": {
    summary: "The caller's cart items, newest first, each valid (1) or invalid (2) as of now",
    tags: ["cart"],
    query: CartListQuery,
    response: CartList,
  },
  "GET /cart/detail": { summary: "One of the caller's cart items", tags: ["cart"], query: CartDetailQuery, response: CartItem },
  "POST /cart/create": {
    summary: "Put a site in the cart: market, package, template, colour scheme and site information",
    tags: ["cart"],
    body: CartCreateBody,
    response: CartItem,
    rateLimit: "cart-create",
    notice: "notices.cartAdded",
  },
  "POST /cart/delete": {
    summary: "Remove one of the caller's cart items",
    tags: ["cart"],
    body: CartIdBody,
    response: z.null(),
    notice: "notices.cartDeleted",
  },
  "POST /cart/template": {
    summary: "Change a cart item's template and colour scheme (the template must belong to the item's market)",
    tags: ["cart"],
    body: CartTemplateBody,
    response: CartItem,
  },

  // Orders (server/modules/order; the payment check is the payment module's)
  "POST /order/create": {
    summary: "Check out a valid cart item: an order for set-up fee plus prepaid deposit, pending payment within the payment window",
    tags: ["order"],
    body: OrderCreateBody,
    response: OrderDetail,
    rateLimit: "order-create",
    notice: "notices.orderCreated",
  },
  "GET /order/list": {
    summary: "The caller's orders, newest first, optionally of one status, a page at a time",
    tags: ["order"],
    query: OrderListQuery,
    response: OrderPage,
  },
  "POST /order/info": {
    summary: "One of the caller's orders with its payments and, once paid, its site id",
    tags: ["order"],
    body: OrderIdBody,
    response: OrderDetail,
  },
  "POST /order/edit": {
    summary: "Change an order's status: only cancelling (5) a pending order (0) is allowed, anything else is 409",
    tags: ["order"],
    body: OrderEditBody,
    response: OrderDetail,
  },

  // Payments (server/modules/pay)
  "GET /pay/unified-type": {
    summary: "The currencies payments are made in (USDT)",
    tags: ["pay"],
    auth: false,
    response: list(PayType, CATALOGUE_MAX),
  },
  "GET /pay/unified-channel": {
    summary: "The networks USDT can be sent on: TRC20 (main) and ERC20",
    tags: ["pay"],
    auth: false,
    query: PayChannelQuery,
    response: list(PayChannel, CATALOGUE_MAX),
  },
  "GET /pay": {
    summary: "The active payment chain; simulator: true means transfers can be simulated",
    tags: ["pay"],
    auth: false,
    response: ChainInfo,
  },
  "POST /pay/unified-ordering": {
    summary: "Open a payment with its own deposit address, exact amount and expiry: for a pending order (orderId) or a deposit top-up (siteId, amountMinor)",
    tags: ["pay"],
    body: UnifiedOrderingBody,
    response: PaymentView,
    rateLimit: "payment-create",
  },
  "GET /pay/list": {
    summary: "The caller's payments, newest first (at most 100): filter by site (top-ups), order or purpose",
    tags: ["pay"],
    query: PaymentListQuery,
    response: PaymentList,
  },
  "POST /order/paymentresults": {
    summary: "Check the chain for a payment's transfer and advance it: confirmed pays the order (1) and queues its site",
    tags: ["order", "pay"],
    body: PaymentIdBody,
    response: PaymentResult,
  },
  /** Served only while the chain is the simulator (absent, 404, in production). */
  "POST /pay/simulate-transfer": {
    summary: "Chain simulator only: send exactly the amount due to the payment's address (idempotent)",
    tags: ["pay"],
    body: PaymentIdBody,
    response: SimulatedTransfer,
  },

  // Sites (server/modules/site)
  "GET /site": {
    summary: "The caller's sites with status, build progress, addresses, operation account, deposit balance and its ledger",
    tags: ["site"],
    query: SiteListQuery,
    response: SiteList,
  },
  "GET /site/choices": {
    summary: "The caller's sites as a picker lists them, newest first: name, status and deposit balance, without the ledger",
    tags: ["site"],
    query: SiteListQuery,
    response: SiteChoiceList,
  },
  "POST /site": {
    summary: `Reset a site's operation password (6-10 letters and digits); needs the ${STEP_UP_HEADER} header`,
    tags: ["site"],
    body: SitePasswordBody,
    response: z.null(),
    notice: "notices.sitePasswordReset",
  },

  // A site's back office (server/modules/backoffice): its operation account signs in, apart from merchants' logins
  "POST /backoffice/session": {
    summary:
      "Sign in to a site's back office with its operation account and password; a wrong account or password, and a site released, closed or unknown, are refused alike (401 BACKOFFICE_SIGN_IN_FAILED)",
    tags: ["backoffice"],
    auth: false,
    body: BackofficeSignInBody,
    response: BackofficeSession,
  },
  "GET /backoffice/site": {
    summary: "The signed-in site as its back office shows it: state, design, prepaid balance and charges, the casino's last 30 days of activity",
    tags: ["backoffice"],
    auth: "backoffice",
    response: BackofficeSite,
  },

  // The deposit ledger and disputes (server/modules/ledger)
  "GET /ledger": {
    summary: "The caller's deposit ledger, newest first: every entry with its site's balance after it, filterable by site and type",
    tags: ["ledger"],
    query: LedgerQuery,
    response: LedgerPage,
  },
  "POST /ledger/dispute": {
    summary: "Dispute a charge within 24 hours of its booking; unresolved after 15 days the entry stands",
    tags: ["ledger"],
    body: DisputeBody,
    response: z.object({ id: rowId, status: str(LENGTH.key), standsFrom: timestamp }).meta({ id: "DisputeReceipt" }),
    notice: "notices.disputeRaised",
  },

  // Notices of the agreement's events (server/modules/notice)
  "GET /notice/list": {
    summary: "The caller's notices, newest first, and the urgent ones still in force",
    tags: ["notice"],
    query: NoticeListQuery,
    response: NoticeList,
  },
  "POST /notice/read": {
    summary: "Mark one notice (or all) as read",
    tags: ["notice"],
    body: NoticeReadBody,
    response: z.null(),
  },

  // The provider's hand (server/modules/provider): its own key, never a merchant's token
  "POST /provider/site/hold": { summary: "Hold a site for 7 days on suspicion of fraud or money laundering", tags: ["provider"], auth: "provider", body: ProviderHoldBody, response: ProviderSiteState },
  "POST /provider/site/release": { summary: "End a site's hold early", tags: ["provider"], auth: "provider", body: ProviderSiteBody, response: ProviderSiteState },
  "POST /provider/account/restrict": { summary: "Restrict an account until its details are verified", tags: ["provider"], auth: "provider", body: ProviderRestrictBody, response: ProviderAccountState },
  "POST /provider/account/verify": { summary: "Lift an account's restriction: its details are verified", tags: ["provider"], auth: "provider", body: ProviderAccountBody, response: ProviderAccountState },
  "POST /provider/report": {
    summary: "A casino's report of one day (wagers, winnings, collections, payouts): books royalty and gateway fees",
    tags: ["provider"],
    auth: "provider",
    body: ReportBody,
    response: ReportResult,
    status: 201,
  },
  "GET /provider/dispute/list": { summary: "Fee disputes, newest first", tags: ["provider"], auth: "provider", query: DisputeStatusQuery, response: list(ProviderDispute, PROVIDER_QUEUE_MAX) },
  "POST /provider/dispute/resolve": { summary: "Uphold (credit back) or reject a dispute", tags: ["provider"], auth: "provider", body: DisputeResolveBody, response: z.object({ id: rowId, status: str(LENGTH.key) }).meta({ id: "DisputeResolved" }) },
  "GET /provider/league/list": { summary: "League (affiliate) applications", tags: ["provider"], auth: "provider", query: ReviewQueueQuery, response: list(ReviewItem, PROVIDER_QUEUE_MAX) },
  "POST /provider/league/reviewed": { summary: "Mark a league application reviewed", tags: ["provider"], auth: "provider", body: ReviewedBody, response: Reviewed },
  "GET /provider/contact/list": { summary: "Contact messages", tags: ["provider"], auth: "provider", query: ReviewQueueQuery, response: list(ReviewItem, PROVIDER_QUEUE_MAX) },
  "POST /provider/contact/reviewed": { summary: "Mark a contact message reviewed", tags: ["provider"], auth: "provider", body: ReviewedBody, response: Reviewed },
  "GET /provider/transfer/unmatched": {
    summary: "Transfers a real chain brought that no payment counted (another token, late, short, after confirmation, not whole), newest first; status=resolved lists those resolved",
    tags: ["provider"],
    auth: "provider",
    query: UnmatchedQuery,
    response: list(UnmatchedTransfer, UNMATCHED_LIST_MAX),
  },
  "GET /provider/attention/list": {
    summary: "What needs the provider: records whose due work keeps failing, paid orders whose site name was taken, a silent activity feed; newest first, status=resolved lists those resolved",
    tags: ["provider"],
    auth: "provider",
    query: AttentionQuery,
    response: list(AttentionItem, ATTENTION_LIST_MAX),
  },
  "POST /provider/attention/resolve": {
    summary: "Record what was done about an item of the attention list (a refund's transaction, a credit, a fix): it leaves the open list",
    tags: ["provider"],
    auth: "provider",
    body: AttentionResolveBody,
    response: AttentionItem,
  },
  "POST /provider/transfer/resolve": {
    summary: "Record what was done about an unmatched transfer (a refund, a credit by hand): it leaves the open list",
    tags: ["provider"],
    auth: "provider",
    body: TransferResolveBody,
    response: z.object({ id: rowId, resolvedAt: timestamp }).meta({ id: "TransferResolved" }),
  },

  // Messages waiting for the provider's review (server/modules/contact, server/modules/league)
  "POST /contact/submit": {
    summary: "Send a message to the provider; attached to the merchant when a valid bearer token comes with it",
    tags: ["contact"],
    auth: "optional",
    body: ContactBody,
    response: SubmissionReceipt,
    notice: "notices.submitOk",
  },
  "POST /league/save": {
    summary: "Apply to the affiliate (alliance) programme; attached to the merchant when a valid bearer token comes with it",
    tags: ["league"],
    auth: "optional",
    body: LeagueApplicationBody,
    response: SubmissionReceipt,
    notice: "notices.submitOk",
  },
});

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The paths served for a method: `PathOf<"GET">` includes "/order/list". */
export type PathOf<M extends Method> = EndpointKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

export type EndpointOf<M extends Method, P extends PathOf<M>> = Endpoints[`${M} ${P}` & EndpointKey];

/** The paths that take a file's bytes as the body (`upload`), not JSON. */
export type UploadPath = { [K in EndpointKey]: Endpoints[K] extends { upload: readonly string[] } ? (K extends `POST ${infer P}` ? P : never) : never }[EndpointKey];

/** The body (POST) or query (GET) a client sends to `M P`. */
export type RequestOf<M extends Method, P extends PathOf<M>> = Sent<EndpointOf<M, P>, M extends "GET" ? "query" : "body">;

/** The data of a successful answer from `M P`. */
export type ResponseOf<M extends Method, P extends PathOf<M>> = Answer<EndpointOf<M, P>>;
