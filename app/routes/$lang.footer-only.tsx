import { useLoaderData } from "@remix-run/react";
import { HomePage } from "~/components/home/HomePage";
import { loadPartners } from "~/utils/partners.server";
import type { RouteHandle } from "~/utils/route-meta";
import { noindexMeta } from "~/utils/meta";

/** Demo: the home page with the header false and the footer true (route table). */
export const meta = noindexMeta;

export const handle: RouteHandle = { i18n: ["home", "offer", "showcase"], meta: { header: false, footer: true } };

export { links } from "./$lang._index";

export async function loader() {
  return { partners: await loadPartners() };
}

export default function Demo() {
  return <HomePage partners={useLoaderData<typeof loader>().partners} />;
}
