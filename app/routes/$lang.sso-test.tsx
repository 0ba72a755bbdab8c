import { useTranslation } from "react-i18next";
import { useShell } from "~/components/hooks/useShell";
import type { RouteHandle } from "~/utils/route-meta";
import { noindexMeta } from "~/utils/meta";

/** Test page: shows what the web server knows of the login (never the tokens). */
export const meta = noindexMeta;

export const handle: RouteHandle = { i18n: ["pages"] };

export default function SsoTest() {
  const { t } = useTranslation("pages");
  const root = useShell();
  return (
    <div className="page narrow">
      <h1>{t("ssoTest.title")}</h1>
      <p data-testid="sso-state">{root?.user ? t("ssoTest.loggedIn", { account: root.user.account }) : t("ssoTest.loggedOut")}</p>
    </div>
  );
}
