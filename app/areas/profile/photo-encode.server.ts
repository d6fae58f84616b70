import sharp from "sharp";
import type { PhotoType } from "./photo.ts";

/**
 * A profile photo as it is stored: decoded and encoded again, so nothing of the file sent is
 * kept but its pixels — no EXIF (a phone's photo carries where it was taken), no comments, no
 * colour profile beyond sRGB. Turned upright by its EXIF orientation first, shrunk to fit
 * 512 × 512 (never enlarged), JPEG stays JPEG (quality 82) and PNG or WebP become WebP (quality
 * 82, transparency kept). Null when the bytes do not decode as an image.
 */
export const PHOTO_MAX_SIDE = 512;
const QUALITY = 82;
/** A decompression bomb (a small file that opens as a huge image) is refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

export async function reencodePhoto(bytes: Uint8Array, type: PhotoType): Promise<{ type: PhotoType; bytes: Buffer } | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: "inside", withoutEnlargement: true });
    if (type === "image/jpeg") return { type, bytes: await image.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer() };
    return { type: "image/webp", bytes: await image.webp({ quality: QUALITY }).toBuffer() };
  } catch {
    return null;
  }
}
