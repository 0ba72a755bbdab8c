import { HomePage } from "~/components/home/HomePage";
import type { RouteHandle } from "~/utils/route-meta";
import { noindexMeta } from "~/utils/meta";

/** Demo: the home page with the header true and the footer false (route table). */
export const meta = noindexMeta;

export const handle: RouteHandle = { i18n: ["home"], meta: { header: true, footer: false } };

export default function Demo() {
  return <HomePage />;
}
