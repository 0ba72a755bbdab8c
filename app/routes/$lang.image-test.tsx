import { useTranslation } from "react-i18next";
import { Img } from "~/components/ui/Img";
import type { RouteHandle } from "~/utils/route-meta";
import { noindexMeta } from "~/utils/meta";

/** Test page: images load lazily and a broken one falls back to /empty.png. */
export const meta = noindexMeta;

export const handle: RouteHandle = { i18n: ["pages"] };

export default function ImageTest() {
  const { t } = useTranslation("pages");
  return (
    <div className="page">
      <h1>{t("imageTest.title")}</h1>
      <div className="feature-grid">
        <figure className="card">
          <Img src="/flags/global.svg" alt={t("imageTest.working")} width={160} height={120} />
          <figcaption>{t("imageTest.working")}</figcaption>
        </figure>
        <figure className="card">
          <Img src="/images/does-not-exist.png" alt={t("imageTest.broken")} width={160} height={120} data-testid="broken-image" />
          <figcaption>{t("imageTest.broken")}</figcaption>
        </figure>
      </div>
    </div>
  );
}
