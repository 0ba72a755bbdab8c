import { useTranslation } from "react-i18next";
import { storefrontDesign } from "@shared/storefront/designs";
import { Img } from "~/components/ui/Img";
import { PICTURE_DEVICES, STOREFRONT_PICTURES, picturePath, type PictureName } from "./storefront-pictures";

/** What a page's hero shows: a storefront on a computer, on a phone, or both (the phone in front). */
export type Showcase = { desktop?: PictureName; phone?: PictureName };

/** One storefront picture in a drawn device: a browser window or a phone. */
export function DevicePicture({ name, alt, loading = "lazy" }: { name: PictureName; alt: string; loading?: "lazy" | "eager" }) {
  const picture = STOREFRONT_PICTURES[name];
  const { width, height } = PICTURE_DEVICES[picture.device];
  return (
    <div className={`device device-${picture.device}`}>
      <Img src={picturePath(name)} alt={alt} width={width} height={height} loading={loading} />
    </div>
  );
}

/**
 * Real storefronts in a marketing page's hero (the renderer's own pages, see storefront-pictures.ts),
 * each described in the page's language. The hero is the first screen: its pictures load at once.
 */
export function StorefrontShowcase({ desktop, phone }: Showcase) {
  const { t } = useTranslation("showcase");
  const alt = (name: PictureName) => t(`pictures.${name}`, { design: storefrontDesign(STOREFRONT_PICTURES[name].site.design).name });
  return (
    <div className={`storefront-showcase${desktop && phone ? " with-phone" : ""}`}>
      {desktop ? <DevicePicture name={desktop} alt={alt(desktop)} loading="eager" /> : null}
      {phone ? <DevicePicture name={phone} alt={alt(phone)} loading="eager" /> : null}
    </div>
  );
}
