import type { UserInfo } from "@shared/contracts/auth";
import type { NoticeView } from "@shared/contracts/notice";
import type { Country } from "@shared/contracts/opening-station";
import { Api, NETWORK_ERROR } from "./api.server";
import { contactLinks } from "./contact-links.server";
import { csrfFor, uploadToken } from "./csrf.server";
import { env } from "./env.server";
import { fixedT } from "./i18next.server";
import { carriesClientProtection } from "./site-protection.server";
import { selfServiceStartsOn } from "./self-service.server";
import { demoMode, testClockTime } from "./stack-state.server";
import { themeFromCookie } from "./theme";
import type { FormFlash, Toast } from "./session.server";
import { LOCALES_VERSION } from "./i18next.server";
import { publicAssets } from "./public-assets.server";

/** The root loader's data: what every page's frame needs. */
export type ShellData = Awaited<ReturnType<typeof loadShell>>["data"];

export type ShellCountry = Pick<Country, "id" | "code" | "countryNames" | "img">;

/**
 * What every page's frame needs: who is logged in, the notices to show once, and the data of
 * whichever dialog the URL opens. Public pages treat an ended login as "visitor" (protected
 * pages redirect through their own loaders).
 */
export async function loadShell(request: Request) {
  const api = await Api.from(request);
  const url = new URL(request.url);
  const dialog = url.searchParams.get("dialog");
  let user: (Pick<UserInfo, "account" | "nickname" | "img" | "avatarUrl" | "authenticatorBound"> & Partial<Pick<UserInfo, "email" | "emailVerified">>) | null = null;
  let networkError = url.searchParams.get("networkError") === "1";
  let countries: ShellCountry[] | null = null;
  let countriesFailed = false;
  // The urgent notices still in force (a banner on every page) and how many are unread.
  let alerts: NoticeView[] = [];
  let alertsTotal = 0;
  let unreadNotices = 0;
  // The header's cart badge: a count, fetched beside the notices (not the list, which is the cart page's).
  let cartCount = 0;

  if (api.loggedIn) {
    // The account, the notices and the cart's count in one request (GET /api/user/frame).
    const frame = await api.get("/user/frame", undefined, { onLoginEnded: "clear" });
    if (frame.ok) {
      const { account, nickname, img, avatarUrl, authenticatorBound, email, emailVerified } = frame.data.user;
      // The address and whether it is proved: the verification notice (decision 035), from the API only.
      user = { account, nickname, img, avatarUrl, authenticatorBound, email, emailVerified };
      alerts = frame.data.alerts.active;
      alertsTotal = frame.data.alerts.activeTotal;
      unreadNotices = frame.data.alerts.unread;
      cartCount = frame.data.cartCount;
    } else if (api.loggedIn) {
      // Any other failure keeps the login (specification: the user stays logged in).
      user = api.session.get("user") ?? null;
      if (frame.errorCode === NETWORK_ERROR) networkError = true;
    }
  }

  if (dialog === "countries" && user) {
    const result = await api.get("/opening-station/countries-list", undefined, { onLoginEnded: "clear" });
    if (result.ok) countries = result.data.map(({ id, code, countryNames, img }) => ({ id, code, countryNames, img }));
    else countriesFailed = true;
  }

  // A prefetch (the idle preloading of my-order, cart and personal) must not use up the notices
  // meant for the page the user is looking at.
  const prefetch = /prefetch/i.test(request.headers.get("purpose") ?? request.headers.get("sec-purpose") ?? "");
  const toast = prefetch ? null : ((api.session.get("toast") as Toast | undefined) ?? null);
  const form = prefetch ? null : ((api.session.get("form") as FormFlash | undefined) ?? null);
  const authEvent = prefetch ? null : (api.session.get("authEvent") ?? null);
  if (toast || form || authEvent) api.markSessionChanged();

  const testClock = await testClockTime();

  const [csrfToken, csrfCookie] = await csrfFor(request).commitToken(request);
  const headers = await api.headers();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);

  return {
    data: {
      locale: api.locale,
      theme: themeFromCookie(request.headers.get("Cookie")),
      // The public address (WEB_URL): canonical links need it whole, and a Host header is the visitor's to write.
      origin: env.WEB_ORIGIN,
      csrfToken,
      // What a form carrying a file puts in its action's address: the guard checks it before reading the file.
      uploadToken: uploadToken(csrfToken),
      // A demo says so on every page (decision 034): the API's mode, not its chain.
      demoMode: await demoMode(),
      testClock,
      selfServiceFrom: selfServiceStartsOn(api.locale, testClock),
      links: contactLinks,
      user,
      alerts,
      alertsTotal,
      unreadNotices,
      cartCount,
      toast,
      form,
      authEvent,
      networkError,
      countries,
      countriesFailed,
      protection: await protectionFor(request, api.locale),
      // The fingerprinted addresses of public/'s pictures (flags, previews, icons).
      assets: publicAssets(),
      localesVersion: LOCALES_VERSION,
    },
    headers,
  };
}

/**
 * What the page's protection scripts need (decision 019), in the page's language: the frame guard's
 * screen always; the client-side protection's texts only when it is on for this visitor.
 */
async function protectionFor(request: Request, locale: string) {
  const t = await fixedT(locale, "protection");
  const frame = { title: t("frame.title"), detail: t("frame.detail"), open: t("frame.open") };
  const on = carriesClientProtection(request.headers.get("user-agent") ?? undefined, new URL(request.url).pathname, env);
  return {
    frame,
    client: on ? { title: t("page.title"), detail: t("page.detail"), print: t("print"), devtools: t("devtools") } : null,
  };
}
