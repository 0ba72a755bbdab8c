import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { useShell } from "~/components/hooks/useShell";
import { localePath } from "~/utils/locale";
import { withSearch } from "~/utils/url";
import { SocialIcon } from "./SocialIcon";

// Social links open after half a second (specification, point 9), a beat to see the press.
const SOCIAL_OPEN_DELAY_MS = 500;

export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const home = localePath(locale);
  const onHome = location.pathname === home || location.pathname === `/${locale}`;
  // In-page anchors scroll on the home page and go home with the anchor from elsewhere.
  const anchor = (id: string) => (onHome ? `#${id}` : `${home}#${id}`);
  const startHref = useOpeningStationLink();
  // Only the networks the provider configured (SOCIAL_*_URL).
  const social = useShell()?.links.social ?? [];

  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{t("footer.company")}</h2>
          <ul>
            <li>
              <a href={anchor("igaming-section")}>{t("footer.aboutUs")}</a>
            </li>
            <li>
              <a href={anchor("igaming-section")}>{t("footer.advantages")}</a>
            </li>
            <li>
              <a href={anchor("partners-section")}>{t("footer.partners")}</a>
            </li>
            <li>
              <Link to={localePath(locale, "help-center") + "#terms"}>{t("footer.terms")}</Link>
            </li>
            <li>
              <Link to={localePath(locale, "help-center") + "#privacy"}>{t("footer.privacy")}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contact")}</h2>
          <ul>
            <li>
              <Link to={localePath(locale, "help-center")}>{t("footer.helpCenter")}</Link>
            </li>
            <li>
              <Link to={localePath(locale, "help-center") + "#contact"}>{t("footer.contactUs")}</Link>
            </li>
            <li>
              <Link to={withSearch(location, { dialog: "telegram" })} preventScrollReset>
                {t("footer.consultant")}
              </Link>
            </li>
          </ul>
          {social.length > 0 ? (
            <ul className="social" aria-label={t("footer.social")}>
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`social.${link.network}`)}
                    onClick={(event) => {
                      event.preventDefault();
                      window.setTimeout(() => window.open(link.href, "_blank", "noopener,noreferrer"), SOCIAL_OPEN_DELAY_MS);
                    }}
                  >
                    <span className={`social-icon social-${link.network}`}>
                      <SocialIcon network={link.network} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby="footer-start">
          <h2 id="footer-start">{t("footer.startTitle")}</h2>
          <p>{t("footer.startText")}</p>
          <Link className="button accent" to={startHref} preventScrollReset>
            {t("footer.startBusiness")}
          </Link>
        </section>
      </div>
      <div className="footer-bottom">
        <p className="motto">{t("footer.motto")}</p>
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
      {onHome ? (
        <a href="#top" className="back-to-top" aria-label={t("footer.backToTop")}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path fill="currentColor" d="M12 2c3 2 5 5.5 5 9.5 0 1.2-.2 2.3-.5 3.3l2.5 2.7-3 3-2.2-2h-3.6l-2.2 2-3-3 2.5-2.7c-.3-1-.5-2.1-.5-3.3C7 7.5 9 4 12 2Zm0 6.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM10 21h4l-2 2-2-2Z" />
          </svg>
        </a>
      ) : null}
    </footer>
  );
}
