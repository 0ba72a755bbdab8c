import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HomePage } from "~/components/home/HomePage";
import { StructuredData } from "~/components/ui/StructuredData";
import marketingStyles from "~/styles/marketing.css";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import { loadPartners } from "~/utils/partners.server";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["home", "offer"], meta: { headerBackground: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const [seo, partners] = await Promise.all([pageSeo(localeFromPathname(new URL(request.url).pathname), "home"), loadPartners()]);
  return { ...seo, partners };
}

export default function Home() {
  const { t } = useTranslation("common");
  const { partners } = useLoaderData<typeof loader>();
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return (
    <>
      <StructuredData data={{ "@context": "https://schema.org", "@type": "Organization", name: t("brand"), url: `${origin}/`, logo: `${origin}/favicon.svg` }} />
      <HomePage partners={partners} />
    </>
  );
}
