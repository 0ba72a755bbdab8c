import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireLogin } from "~/utils/api.server";
import { titleFromLoader } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["pages"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  return json({ title: await pageTitle(api.locale, "pages", "created.title") }, { headers: await api.headers() });
}

export default function CreatedPage() {
  const { t } = useTranslation("pages");
  return (
    <div className="page">
      <h1>{t("created.title")}</h1>
    </div>
  );
}
