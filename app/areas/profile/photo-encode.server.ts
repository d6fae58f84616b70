import sharp from "sharp";
import { checkPhoto, checkPhotoPixels, PHOTO_MAX_MEGAPIXELS, type PhotoHeader, type PhotoProblem, type PhotoType } from "./photo.ts";

/**
 * A profile photo as it is stored: decoded and encoded again, so nothing of the file sent is
 * kept but its pixels — no EXIF (a phone's photo carries where it was taken), no comments, no
 * colour profile beyond sRGB. Turned upright by its EXIF orientation first, shrunk to fit
 * 512 × 512 (never enlarged), JPEG stays JPEG (quality 82) and PNG or WebP become WebP (quality
 * 82, transparency kept). Null when the bytes do not decode as an image.
 */
export const PHOTO_MAX_SIDE = 512;
const QUALITY = 82;
/** The header's check comes first (checkPhotoPixels); this holds the decoder to the same cap. */
const MAX_INPUT_PIXELS = PHOTO_MAX_MEGAPIXELS.plain * 1_000_000;

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

/** The image's dimensions and kind from its header, without decoding its pixels (under a millisecond); null when unreadable. */
export async function readPhotoHeader(bytes: Uint8Array): Promise<PhotoHeader | null> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) return null;
    return { format: meta.format, width: meta.width, height: meta.height, bitsPerSample: meta.bitsPerSample ?? 8, interlaced: meta.isProgressive };
  } catch {
    return null;
  }
}

/** The photo to store, or why it is refused: size, type, then the header's pixel count, and only then decoding. */
export async function storablePhoto(bytes: Uint8Array): Promise<{ ok: true; type: PhotoType; bytes: Buffer } | { ok: false; problem: PhotoProblem }> {
  const check = checkPhoto(bytes);
  if (!check.ok) return check;
  const header = await readPhotoHeader(bytes);
  if (!header) return { ok: false, problem: "foto-tipo" };
  const tooBig = checkPhotoPixels(header);
  if (tooBig) return { ok: false, problem: tooBig };
  const photo = await reencodePhoto(bytes, check.type);
  return photo ? { ok: true, ...photo } : { ok: false, problem: "foto-tipo" };
}
