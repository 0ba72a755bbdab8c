import type { LoaderFunctionArgs } from "@remix-run/node";
import { MarketingPage } from "~/components/marketing/MarketingPage";
import { localeFromPathname } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["marketing"], meta: { headerBackground: true, menu: "affiliate" } };

export const meta = titleFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  return { title: await pageTitle(localeFromPathname(new URL(request.url).pathname), "marketing", "affiliate.title") };
}

export default function AffiliateProgramPage() {
  return <MarketingPage page="affiliate" dark={false} />;
}
