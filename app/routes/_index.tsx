import type { MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/home/HomePage";

export const meta: MetaFunction = () => [{ title: "Turnkey online casino sites" }];

export const handle = { i18n: ["common", "home"] };

/** `/` is the English home page (the route table forces English there). */
export default function Index() {
  return <HomePage />;
}
