import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { MarketingPage } from "~/components/marketing/MarketingPage";
import { useServiceActions } from "~/components/marketing/OfferBlocks";
import marketingStyles from "~/styles/marketing.css";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["marketing", "offer", "showcase"], meta: { headerBackground: false, menu: "gameApi" } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  return pageSeo(localeFromPathname(new URL(request.url).pathname), "gameApi");
}

export default function GameApiPage() {
  return <MarketingPage page="gameApi" offer={{ showcase: { desktop: "lobby-desktop" }, stepIcons: ["market", "key", "check", "launch"], actions: useServiceActions() }} />;
}
