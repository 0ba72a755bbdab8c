import type { LoaderFunctionArgs } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HomePage } from "~/components/home/HomePage";
import { StructuredData } from "~/components/ui/StructuredData";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["home"], meta: { headerBackground: false } };

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  return pageSeo(localeFromPathname(new URL(request.url).pathname), "home");
}

export default function Home() {
  const { t } = useTranslation("common");
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return (
    <>
      <StructuredData data={{ "@context": "https://schema.org", "@type": "Organization", name: t("brand"), url: `${origin}/`, logo: `${origin}/favicon.svg` }} />
      <HomePage />
    </>
  );
}
