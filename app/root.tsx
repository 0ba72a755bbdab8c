import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { RTL_LOCALES, type Locale } from "@contracts/locales";
import stylesHref from "~/styles/app.css";
import { localeFromPathname } from "~/utils/locale";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const handle = { i18n: ["common"] };

export async function loader({ request }: LoaderFunctionArgs) {
  return { locale: localeFromPathname(new URL(request.url).pathname) };
}

function useLocale(): Locale {
  // The error boundary renders without loader data: fall back to the language already set.
  const data = useLoaderData<typeof loader>() as { locale: Locale } | undefined;
  return data?.locale ?? "en";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const locale = (i18n.language as Locale) || "en";
  return (
    <html lang={locale} dir={RTL_LOCALES.includes(locale) ? "rtl" : "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useChangeLanguage(useLocale());
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page narrow">
      <h1>{notFound ? t("errors.notFound") : t("errors.internal")}</h1>
      <p>
        <a href="/">{t("nav.home")}</a>
      </p>
    </main>
  );
}
