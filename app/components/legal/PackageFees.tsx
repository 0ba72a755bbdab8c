import type { Package } from "@shared/contracts/opening-station";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { formatBps, formatMoney } from "~/utils/money";

/**
 * The fees of every package as the API lists them, for the terms of service: the agreement
 * quotes the prices in force, never figures copied into its text. `null`: the list did not load.
 * The marketing pages show the same table with the labels of their `offer` namespace.
 */
export function PackageFees({ packages, locale, ns = "legal" }: { packages: Package[] | null; locale: string; ns?: "legal" | "offer" }) {
  const { t } = useTranslation(ns);
  if (!packages) return <LoadFailed message={t("packageFees.unavailable")} />;
  const money = (pkg: Package, minor: number) => formatMoney(minor, pkg.currency, locale);
  const fee = (bps: number, fixedMinor: number, pkg: Package) => {
    if (bps === 0 && fixedMinor === 0) return t("packageFees.free");
    if (fixedMinor === 0) return formatBps(bps, locale);
    return t("packageFees.percentPlusFixed", { percent: formatBps(bps, locale), fixed: money(pkg, fixedMinor) });
  };
  const rows: { label: string; value: (pkg: Package) => string }[] = [
    { label: t("packageFees.setupFee"), value: (pkg) => money(pkg, pkg.setupFeeMinor) },
    {
      label: t("packageFees.maintenance"),
      value: (pkg) => t(`packageFees.per.${pkg.maintenancePeriod}`, { amount: money(pkg, pkg.maintenanceFeeMinor) }),
    },
    { label: t("packageFees.deposit"), value: (pkg) => money(pkg, pkg.depositMinor) },
    { label: t("packageFees.settlement"), value: (pkg) => t(`packageFees.every.${pkg.settlementPeriod}`) },
    { label: t("packageFees.collectionFee"), value: (pkg) => fee(pkg.collectionFeeBps, 0, pkg) },
    { label: t("packageFees.payoutFee"), value: (pkg) => fee(pkg.payoutFeeBps, pkg.payoutFixedFeeMinor, pkg) },
  ];
  return (
    <div className="legal-table-wrap">
      <table className="legal-fees">
        <caption>{t("packageFees.caption")}</caption>
        <thead>
          <tr>
            <td />
            {packages.map((pkg) => (
              <th key={pkg.id} scope="col">
                {pkg.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {packages.map((pkg) => (
                <td key={pkg.id}>{row.value(pkg)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
