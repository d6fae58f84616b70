/** Profile photos: JPEG, PNG or WebP recognised by their first bytes, at most 2 MB. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type the bytes really are, whatever the file's name or declared type say. */
export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** Why a photo was refused, as the notice shown after the upload. */
export type PhotoProblem = "foto-vazia" | "foto-grande" | "foto-tipo" | "foto-pixels" | "foto-pixels-png";
export type PhotoCheck = { ok: true; type: PhotoType } | { ok: false; problem: PhotoProblem };

export function checkPhoto(bytes: Uint8Array): PhotoCheck {
  if (bytes.length === 0) return { ok: false, problem: "foto-vazia" };
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, problem: "foto-grande" };
  const type = detectPhotoType(bytes);
  return type ? { ok: true, type } : { ok: false, problem: "foto-tipo" };
}

/**
 * Pixel caps, checked on the dimensions in the file's header before anything is decoded: a
 * small file may open as a huge image (a 6300 × 6300 PNG of 115 KB). Measured on the 2-core
 * server (sharp 0.35.5, 2026-11-28), CPU time of a whole re-encode (decode, shrink to 512,
 * encode), median of 7, the machine busy with other work:
 * - 4096 × 4096 (16.8 MP) with 8 bits per channel: PNG RGB 25 ms, PNG RGBA 70 ms, JPEG 22 ms
 *   (progressive 76 ms), WebP 41–65 ms; 12 MP: 17–59 ms. So 16 megapixels stays under 100 ms.
 * - PNG with 16 bits per channel or interlaced (Adam7) costs 3–4 times as much per pixel:
 *   205 and 191 ms at 16.8 MP, 94 and 61 ms at 4.2 MP (2048 × 2048). So 4 megapixels for those.
 * - 6300 × 6300 (39.7 MP): PNG RGBA 138 ms, interlaced 445 ms, 16 bits 375 ms of CPU, 0.2–1.8 s
 *   of wall time under load — what is refused now.
 * What is left is bounded by the bytes, not the pixels: a 2 MB lossy WebP of noise (4.2 MP) takes
 * about 140 ms; uploads have their own limit too (LIMITS.photoUploadsPerMember).
 */
export const PHOTO_MAX_MEGAPIXELS = { plain: 16, heavyPng: 4 } as const;

/** What the file's header says, read without decoding it. */
export interface PhotoHeader {
  format: string;
  width: number;
  height: number;
  bitsPerSample: number;
  /** An interlaced PNG (or a progressive JPEG). */
  interlaced: boolean;
}

/** The megapixels allowed for an image of this kind. */
export function megapixelCap(header: PhotoHeader): number {
  const heavy = header.format === "png" && (header.bitsPerSample > 8 || header.interlaced);
  return heavy ? PHOTO_MAX_MEGAPIXELS.heavyPng : PHOTO_MAX_MEGAPIXELS.plain;
}

/** Null when the image may be decoded; else why it is refused. */
export function checkPhotoPixels(header: PhotoHeader): PhotoProblem | null {
  if (header.width * header.height <= megapixelCap(header) * 1_000_000) return null;
  return megapixelCap(header) === PHOTO_MAX_MEGAPIXELS.plain ? "foto-pixels" : "foto-pixels-png";
}
