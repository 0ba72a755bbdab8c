import { redirect } from "@remix-run/node";

/** Browsers and crawlers ask for /favicon.ico whatever the page says: point them at the icon. */
export async function loader() {
  return redirect("/favicon.svg", 301);
}
