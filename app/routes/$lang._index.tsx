import type { LoaderFunctionArgs } from "@remix-run/node";
import { HomePage } from "~/components/home/HomePage";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["home"], meta: { headerBackground: false } };

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  return { title: await pageTitle(localeFromPathname(new URL(request.url).pathname), "home", "title") };
}

export default function Home() {
  return <HomePage />;
}
