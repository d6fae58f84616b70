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
type PhotoProblem = "foto-vazia" | "foto-grande" | "foto-tipo";
export type PhotoCheck = { ok: true; type: PhotoType } | { ok: false; problem: PhotoProblem };

export function checkPhoto(bytes: Uint8Array): PhotoCheck {
  if (bytes.length === 0) return { ok: false, problem: "foto-vazia" };
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, problem: "foto-grande" };
  const type = detectPhotoType(bytes);
  return type ? { ok: true, type } : { ok: false, problem: "foto-tipo" };
}
