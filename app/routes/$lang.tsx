import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, redirect } from "@remix-run/react";
import { isLocale } from "@shared/contracts/locales";

/** Every page under /{locale}/...; a segment that is not a supported locale goes to `/`. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (!isLocale(params.lang)) throw redirect("/");
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
