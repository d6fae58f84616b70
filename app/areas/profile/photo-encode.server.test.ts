import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_SIDE, readPhotoHeader, reencodePhoto, storablePhoto } from "./photo-encode.server.ts";

/** A phone's photo: 2000 × 1500 JPEG whose EXIF names the camera and where it was taken (GPS). */
const phonePhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#336699" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "CelularDaAna" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" },
    })
    .toBuffer();

describe("a profile photo as stored", () => {
  it("comes back without EXIF (no GPS, no camera), shrunk to fit 512 × 512, still a JPEG", async () => {
    const sent = await phonePhoto();
    const before = await sharp(sent).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD's tag (little-endian)
    const stored = await reencodePhoto(sent, "image/jpeg");
    expect(stored?.type).toBe("image/jpeg");
    const after = await sharp(stored!.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.format).toBe("jpeg");
    expect([after.width, after.height]).toEqual([PHOTO_MAX_SIDE, 384]);
    expect(stored!.bytes.includes("CelularDaAna")).toBe(false);
  });

  it("keeps a small photo's size, turns PNG into WebP with its transparency, and refuses bytes that are no image", async () => {
    const png = await sharp({ create: { width: 100, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const stored = await reencodePhoto(png, "image/png");
    const after = await sharp(stored!.bytes).metadata();
    expect([stored!.type, after.format, after.width, after.height, after.hasAlpha]).toEqual(["image/webp", "webp", 100, 80, true]);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect(await reencodePhoto(broken, "image/jpeg")).toBeNull();
  });

  it("refuses a small file that opens as a huge image from its header, before decoding it", async () => {
    // The review's case: 6300 × 6300 in a PNG of about 120 KB.
    const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await readPhotoHeader(bomb)).toEqual({ format: "png", width: 6300, height: 6300, bitsPerSample: 8, interlaced: false });
    expect(await storablePhoto(bomb)).toEqual({ ok: false, problem: "foto-pixels" });
    const heavy = await sharp({ create: { width: 2100, height: 2000, channels: 4, background: "#ffffff80" } })
      .png({ progressive: true })
      .toBuffer();
    expect(await storablePhoto(heavy)).toEqual({ ok: false, problem: "foto-pixels-png" });
    const phone = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    expect(await storablePhoto(phone)).toMatchObject({ ok: true, type: "image/jpeg" });
    expect(await storablePhoto(Buffer.from("GIF89a"))).toEqual({ ok: false, problem: "foto-tipo" });
  });
});
