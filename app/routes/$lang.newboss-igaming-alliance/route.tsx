import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { ContactForm } from "~/components/contact/ContactForm";
import { LEAGUE_FORM } from "~/components/contact/contact-forms";
import { MarketingPage } from "~/components/marketing/MarketingPage";
import { applyToLeague } from "~/utils/contact-forms.server";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["marketing", "contact"], meta: { headerBackground: false, menu: "affiliate" } };

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  return pageSeo(localeFromPathname(new URL(request.url).pathname), "alliance");
}

export const action = ({ request }: ActionFunctionArgs) => applyToLeague(request);

export default function AlliancePage() {
  const locale = localeFromPathname(useLocation().pathname);
  return (
    <MarketingPage page="alliance">
      <ContactForm kind={LEAGUE_FORM} copy="alliance" locale={locale} />
    </MarketingPage>
  );
}
