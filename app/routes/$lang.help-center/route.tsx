import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "~/components/contact/ContactForm";
import { CONTACT_FORM } from "~/components/contact/contact-forms";
import { LegalDocument } from "~/components/legal/LegalDocument";
import { PackageFees } from "~/components/legal/PackageFees";
import { legalValues } from "~/components/legal/legal-values";
import { MarketingPage } from "~/components/marketing/MarketingPage";
import { StructuredData } from "~/components/ui/StructuredData";
import { translatedList } from "~/utils/translated-list";
import { Api } from "~/utils/api.server";
import { sendContactMessage } from "~/utils/contact-forms.server";
import { publicPageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-meta";
import { pageSeo } from "~/utils/title.server";
import { loadPackageFees } from "./help-center.server";

export const handle: RouteHandle = { i18n: ["marketing", "legal", "contact"], meta: { headerBackground: true } };

export const meta = publicPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await Api.from(request);
  const [seo, packages] = await Promise.all([pageSeo(api.locale, "help"), loadPackageFees(api)]);
  return json({ ...seo, locale: api.locale, packages }, { headers: await api.headers() });
}

export const action = ({ request }: ActionFunctionArgs) => sendContactMessage(request);

/** The FAQ, the terms of service (#terms), the privacy policy (#privacy) and the contact form (#contact). */
export default function HelpCenterPage() {
  const { locale, packages } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["legal", "common", "contact", "marketing"]);
  const values = legalValues(locale, t("common:brand"));
  const questions = translatedList<{ title: string; text: string }>(t("marketing:help.sections", { returnObjects: true }));
  return (
    <MarketingPage page="help" dark={false}>
      <StructuredData
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          inLanguage: locale,
          mainEntity: questions.map((q) => ({ "@type": "Question", name: q.title, acceptedAnswer: { "@type": "Answer", text: q.text } })),
        }}
      />
      <nav className="legal-toc" aria-label={t("legal:nav.label")}>
        <ul>
          <li>
            <a href="#terms">{t("legal:terms.title")}</a>
          </li>
          <li>
            <a href="#privacy">{t("legal:privacy.title")}</a>
          </li>
          <li>
            <a href="#contact">{t("contact:help.title")}</a>
          </li>
        </ul>
      </nav>
      <LegalDocument doc="terms" values={values} extras={{ fees: <PackageFees packages={packages} locale={locale} /> }} />
      <LegalDocument doc="privacy" values={values} />
      <ContactForm kind={CONTACT_FORM} copy="help" locale={locale} />
    </MarketingPage>
  );
}
