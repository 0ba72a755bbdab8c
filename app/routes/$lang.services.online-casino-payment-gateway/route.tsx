import type { LoaderFunctionArgs } from "@remix-run/node";
import { MarketingPage } from "~/components/marketing/MarketingPage";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["marketing"], meta: { headerBackground: false, menu: "paymentApi" } };

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  return pageSeo(localeFromPathname(new URL(request.url).pathname), "payment");
}

export default function PaymentGatewayPage() {
  return <MarketingPage page="payment" />;
}
