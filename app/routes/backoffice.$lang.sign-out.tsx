import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Backoffice } from "~/utils/backoffice.server";
import { backofficePath } from "~/utils/locale";

/** Signing out forgets the back office's token here (it ends by itself at its expiry or a password reset). */
export async function action({ request }: ActionFunctionArgs) {
  const backoffice = await Backoffice.from(request);
  return backoffice.ended("signed-out");
}

/** A bookmark or a reload of the sign-out address: the dashboard (or its sign-in) instead. */
export async function loader({ request }: LoaderFunctionArgs) {
  const backoffice = await Backoffice.from(request);
  return redirect(backofficePath(backoffice.locale));
}
