import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { Img } from "~/components/ui/Img";
import { localePath } from "~/utils/locale";
import type { ShellCountry } from "~/utils/shell.server";
import { Dialog } from "./Dialog";

/** Opening a station: pick the market (or the global station, id -1), then read its introduction. */
export function CountryDialog({ locale, countries, failed }: { locale: Locale; countries: ShellCountry[] | null; failed: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Dialog title={t("countries.title")} size="lg">
      <p className="dialog-banner">{t("countries.banner")}</p>
      {failed || !countries ? (
        <div className="empty-state">
          <p>{t("countries.loadFailed")}</p>
          <Link className="button" to={location.pathname + location.search} replace preventScrollReset>
            {t("actions.retry")}
          </Link>
        </div>
      ) : countries.length === 0 ? (
        <p className="empty-state">{t("empty")}</p>
      ) : (
        <ul className="country-grid">
          {countries.map((country) => (
            <li key={country.id}>
              <Link className="country-card" to={`${localePath(locale, "introduction")}?countriesId=${country.id}`}>
                <Img src={country.img} alt="" width={48} height={36} />
                <span>{country.countryNames}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
