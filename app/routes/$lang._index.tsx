import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HomePage } from "~/components/home/HomePage";
import { StructuredData } from "~/components/ui/StructuredData";
import marketingStyles from "~/styles/marketing.css";
import { Api } from "~/utils/api.server";
import { exampleSites } from "~/utils/example-sites.server";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import { loadPartners } from "~/utils/partners.server";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["home", "offer", "showcase"], meta: { headerBackground: false } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await Api.from(request);
  const [seo, partners, examples] = await Promise.all([pageSeo(localeFromPathname(new URL(request.url).pathname), "home"), loadPartners(), exampleSites(api)]);
  return json({ ...seo, partners, examples }, { headers: await api.headers() });
}

export default function Home() {
  const { t } = useTranslation("common");
  const { partners, examples } = useLoaderData<typeof loader>();
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return (
    <>
      <StructuredData data={{ "@context": "https://schema.org", "@type": "Organization", name: t("brand"), url: `${origin}/`, logo: `${origin}/favicon.svg` }} />
      <HomePage partners={partners} examples={examples} />
    </>
  );
}
