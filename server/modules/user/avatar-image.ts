import { AVATAR_SIZE_PX } from "@shared/contracts/avatar";
import { AppError } from "../../http/app-error";

const FIELD = "avatar";

/**
 * The formats accepted, by their first bytes. Only these decoders ever see an upload: an SVG, a
 * PDF, a TIFF or anything else libvips could also open is refused before it is parsed at all.
 */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  gif: (b) => ["GIF87a", "GIF89a"].includes(b.subarray(0, 6).toString("latin1")),
  webp: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

/**
 * An uploaded picture as it is stored: recognised by its content (never by a name or a declared
 * type), at most `maxPixels` (read from its header, before anything is decoded), turned upright by
 * its EXIF orientation, cropped to a square of AVATAR_SIZE_PX, re-encoded as WebP. Re-encoding
 * keeps only pixels: no EXIF (camera, location), no colour profile, no comment, no second frame.
 */
export async function toAvatarImage(upload: Buffer, maxPixels: number): Promise<Buffer> {
  const format = Object.keys(SIGNATURES).find((name) => SIGNATURES[name](upload));
  if (!format) throw new AppError("AVATAR_FORMAT_UNSUPPORTED", { field: FIELD });
  // libvips is loaded by the first upload, not by every API process at start: about 30 MiB of
  // resident memory each, for pictures most processes never see (decision 041).
  const { default: sharp } = await import("sharp");
  // Only the header is read here: the pixel limit below is this module's, with its own message.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError("AVATAR_FORMAT_UNSUPPORTED", { field: FIELD });
    });
  // The decoder must agree with the signature (a PNG signature over other content is no PNG).
  if (metadata.format !== format || !metadata.width || !metadata.height) throw new AppError("AVATAR_FORMAT_UNSUPPORTED", { field: FIELD });
  if (metadata.width * metadata.height > maxPixels) {
    throw new AppError("AVATAR_TOO_MANY_PIXELS", { field: FIELD, values: { max: Math.floor(maxPixels / 1_000_000) } });
  }
  try {
    return await sharp(upload, { limitInputPixels: maxPixels, failOn: "error" })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads well over data that does not decode: a damaged or disguised file.
    throw new AppError("AVATAR_FORMAT_UNSUPPORTED", { field: FIELD });
  }
}
