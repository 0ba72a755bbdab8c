import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { ContactForm } from "~/components/contact/ContactForm";
import { LEAGUE_FORM } from "~/components/contact/contact-forms";
import { MarketingPage } from "~/components/marketing/MarketingPage";
import { useApplyActions } from "~/components/marketing/OfferBlocks";
import marketingStyles from "~/styles/marketing.css";
import { applyToLeague } from "~/utils/contact-forms.server";
import { localeFromPathname } from "~/utils/locale";
import { publicPageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";

export const handle: RouteHandle = { i18n: ["marketing", "offer", "showcase", "contact"], meta: { headerBackground: false, menu: "affiliate" } };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: marketingStyles }];

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  return pageSeo(localeFromPathname(new URL(request.url).pathname), "alliance");
}

export const action = ({ request }: ActionFunctionArgs) => applyToLeague(request);

export default function AlliancePage() {
  const locale = localeFromPathname(useLocation().pathname);
  return (
    <MarketingPage page="alliance" offer={{ showcase: { desktop: "alliance-desktop" }, stepIcons: ["form", "review", "handshake", "chart"], actions: useApplyActions(LEAGUE_FORM.anchor) }}>
      <ContactForm kind={LEAGUE_FORM} copy="alliance" locale={locale} />
    </MarketingPage>
  );
}
