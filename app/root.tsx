import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { AuthenticityTokenProvider } from "remix-utils/csrf/react";
import { RTL_LOCALES, type Locale } from "@shared/contracts/locales";
import { CountryDialog } from "~/components/dialogs/CountryDialog";
import { useNonce } from "~/components/hooks/nonce";
import { LoginDialog } from "~/components/dialogs/LoginDialog";
import { ResetPasswordDialog } from "~/components/dialogs/ResetPasswordDialog";
import { ComingSoonDialog, LogoutDialog, TelegramDialog } from "~/components/dialogs/NoticeDialogs";
import { IdlePrefetch } from "~/components/layout/IdlePrefetch";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { SiteProtectionScripts } from "~/components/layout/SiteProtection";
import { Toasts } from "~/components/layout/Toasts";
import { WorkspaceFooter } from "~/components/layout/WorkspaceFooter";
import { WorkspaceHeader } from "~/components/layout/WorkspaceHeader";
import { useAuthSync } from "~/components/layout/useAuthSync";
import { usePageVisibility } from "~/components/layout/usePageVisibility";
import { useSteadyClicks } from "~/components/layout/useSteadyClicks";
import stylesHref from "~/styles/app.css";
import dialogStylesHref from "~/styles/dialogs.css";
import formStylesHref from "~/styles/forms.css";
import tableStylesHref from "~/styles/tables.css";
import workspaceStylesHref from "~/styles/workspace.css";
import { isHttps } from "~/utils/csrf.server";
import { fontStylesheetHref } from "~/utils/fonts.server";
import { localeFromPathname } from "~/utils/locale";
import { frameOf } from "~/utils/route-meta";
import { loadShell } from "~/utils/shell.server";
import { NoticeBanner, TestClockMarker } from "~/components/layout/NoticeBanner";
import { EmailVerificationNotice } from "~/components/account/EmailVerificationNotice";
import securityStylesHref from "~/styles/security.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "stylesheet", href: formStylesHref },
  { rel: "stylesheet", href: dialogStylesHref },
  { rel: "stylesheet", href: tableStylesHref },
  { rel: "stylesheet", href: workspaceStylesHref },
  { rel: "stylesheet", href: securityStylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const handle = { i18n: ["common", "validation", "notices", "ui", "workspace", "security"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { data, headers } = await loadShell(request);
  // The chosen language is remembered (cookie `locale`, specification point 3).
  if (!(request.headers.get("Cookie") ?? "").includes(`locale=${data.locale}`)) {
    headers.append("Set-Cookie", `locale=${data.locale}; Path=/; Max-Age=31536000; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`);
  }
  return json({ ...data, fontStylesheet: fontStylesheetHref(data.locale) }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const locale = localeFromPathname(location.pathname);
  const nonce = useNonce();
  // The chosen theme is on the first paint (no flash); without one, the stylesheet follows the device.
  const root = useRouteLoaderData<typeof loader>("root");
  const theme = root?.theme;
  return (
    <html lang={locale} dir={RTL_LOCALES.includes(locale) ? "rtl" : "ltr"} data-theme={theme === "light" || theme === "dark" ? theme : undefined} data-locales-version={root?.localesVersion}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SiteProtectionScripts />
        {/* zod probes for eval as soon as a schema is made, a CSP violation in every console; this runs before any module. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true}" }} />
        <Meta />
        <Links />
        {/* The shipped fonts of the page's script (decision 022); without them, the system's. */}
        {root?.fontStylesheet ? <link rel="stylesheet" href={root.fontStylesheet} /> : null}
      </head>
      <body id="top">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const frame = frameOf(useMatches());
  const navigation = useNavigation();
  useChangeLanguage(data.locale);
  useAuthSync({ event: data.authEvent, requiresLogin: frame.requiresLogin, loggedIn: Boolean(data.user) });
  usePageVisibility(t("dormantSuffix"));
  useSteadyClicks();

  const params = new URLSearchParams(location.search);
  const dialog = params.get("dialog");
  const locale = data.locale as Locale;
  // The pages behind the login share the workspace's frame; the public pages keep the marketing one.
  const workspace = frame.requiresLogin && data.user ? data.user : null;

  return (
    <AuthenticityTokenProvider token={data.csrfToken}>
      {data.demoMode ? <DemoBanner /> : null}
      {data.testClock ? <TestClockMarker time={data.testClock} locale={locale} /> : null}
      {frame.header && workspace ? (
        <WorkspaceHeader locale={locale} theme={data.theme} user={workspace} unreadNotices={data.unreadNotices} cartCount={data.cartCount} />
      ) : frame.header ? (
        <SiteHeader locale={locale} theme={data.theme} user={data.user} unreadNotices={data.unreadNotices} cartCount={data.cartCount} transparent={!frame.headerBackground} activeMenu={frame.menu} />
      ) : null}
      {data.user ? <NoticeBanner alerts={data.alerts} total={data.alertsTotal} locale={locale} /> : null}
      {workspace && workspace.emailVerified === false && workspace.email ? <EmailVerificationNotice locale={locale} email={workspace.email} /> : null}
      {navigation.state !== "idle" ? <div className="nav-progress" role="progressbar" aria-label={t("actions.working")} /> : null}
      <Toasts toast={data.toast} networkError={data.networkError} />
      <main id="main" tabIndex={-1} className={workspace ? "workspace-main" : undefined}>
        <Outlet />
      </main>
      {frame.footer && workspace ? <WorkspaceFooter locale={locale} /> : frame.footer ? <SiteFooter locale={locale} /> : null}
      {!data.user && params.get("showLogin") === "1" ? <LoginDialog locale={locale} /> : null}
      {data.user && dialog === "countries" ? <CountryDialog locale={locale} countries={data.countries} failed={data.countriesFailed} /> : null}
      {data.user && dialog === "logout" ? <LogoutDialog locale={locale} /> : null}
      {!data.user && dialog === "reset-password" ? <ResetPasswordDialog locale={locale} /> : null}
      {dialog === "telegram" ? <TelegramDialog /> : null}
      {dialog === "coming-soon" && data.selfServiceFrom ? <ComingSoonDialog startsOn={data.selfServiceFrom} /> : null}
      {data.user ? <IdlePrefetch locale={locale} /> : null}
    </AuthenticityTokenProvider>
  );
}

/** Shown on every page of a demo stack (demo mode, development, tests; decision 034), never with real money. */
function DemoBanner() {
  const { t } = useTranslation();
  return (
    <p className="demo-banner" role="note">
      {t("demo.banner")}
    </p>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The web server's form guard answers a refused submission with its title and detail, translated.
  const refusal = isRouteErrorResponse(error) && typeof error.data?.title === "string" ? (error.data as { title: string; detail: string }) : null;
  return (
    <>
      {root?.demoMode ? <DemoBanner /> : null}
      <main id="main" className="page narrow">
        <h1>{refusal ? refusal.title : status === 404 ? t("errors.notFound") : t("errors.internal")}</h1>
        {refusal ? <p>{refusal.detail}</p> : null}
        {/* A page whose data could not be loaded: the same address again is the retry (no JavaScript needed). */}
        {!refusal && status >= 500 ? (
          <>
            <p>{t("notices.loadFailed")}</p>
            <p>
              <a className="button" href={location.pathname + location.search}>
                {t("actions.retry")}
              </a>
            </p>
          </>
        ) : null}
        <p>
          <a href="/">{t("nav.home")}</a>
        </p>
      </main>
    </>
  );
}
