import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import backofficeStylesHref from "~/styles/backoffice.css";
import { Backoffice } from "~/utils/backoffice.server";
import { fixedT } from "~/utils/i18next.server";
import type { RouteHandle } from "~/utils/route-meta";

/**
 * A site's back office (decision 049), at /backoffice/{locale}/... on admin.<name>.<SITE_BASE_DOMAIN>
 * only: its own frame (the site's name, no portal header, footer or notices) and its own small
 * stylesheet. Its session is its own (app/utils/backoffice.server.ts); this frame reads none.
 */
export const handle: RouteHandle = { i18n: ["backoffice"], meta: { header: false, footer: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: backofficeStylesHref }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data ? [{ title: data.title }] : []),
  // Nobody's business but the site's operators: never in a search engine.
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { siteName, locale } = await Backoffice.from(request);
  const t = await fixedT(locale, "backoffice");
  return json({ siteName, title: t("title", { siteName }) });
}

export default function BackofficeFrame() {
  const { siteName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("backoffice");
  return (
    <div className="bo">
      <header className="bo-bar">
        <p className="bo-brand">
          <span className="bo-mark" aria-hidden="true">
            {siteName.slice(0, 1).toUpperCase()}
          </span>
          <span>
            <strong>{siteName}</strong>
            <span className="bo-brand-sub">{t("brand")}</span>
          </span>
        </p>
      </header>
      <Outlet />
    </div>
  );
}
