import { fieldErrors } from "#app/platform/http/field-errors.ts";
import { describe, expect, it } from "vitest";
import { FLASH_MESSAGES } from "#app/platform/site/flash.ts";
import { detectPhotoType, checkPhoto, checkPhotoPixels, PHOTO_MAX_BYTES, PHOTO_MAX_MEGAPIXELS } from "./photo.ts";
import { parseTab } from "./profile-fields.ts";
import { isPlausibleBirthDate, nextBibleVersion, noteSchema, profileSchema, settingsSchema, versionChangedMessage } from "./profile.ts";

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as never));

describe("profile edit", () => {
  const schema = profileSchema("2026-03-01");
  it("needs a name ('Por favor, preencha o nome') and keeps empty optional fields as null", () => {
    expect(errorsOf(schema.safeParse({ nome: "  " })).nome).toBe("Por favor, preencha o nome");
    expect(schema.parse({ nome: " Ana ", telefone: "", igreja: " Central ", cargo: "", dataNascimento: "" })).toEqual({
      nome: "Ana",
      telefone: null,
      dataNascimento: null,
      igreja: "Central",
      cargo: null,
    });
  });
  it("checks phone and birth date", () => {
    expect(errorsOf(schema.safeParse({ nome: "Ana", telefone: "abc" })).telefone).toMatch(/telefone válido/);
    expect(schema.parse({ nome: "Ana", telefone: "+55 (11) 98765-4321" }).telefone).toBe("+55 (11) 98765-4321");
    expect(isPlausibleBirthDate("2010-02-28", "2026-03-01")).toBe(true);
    expect(isPlausibleBirthDate("2010-02-30", "2026-03-01")).toBe(false);
    expect(isPlausibleBirthDate("2026-03-02", "2026-03-01")).toBe(false);
    expect(isPlausibleBirthDate("1899-12-31", "2026-03-01")).toBe(false);
  });
});

describe("settings", () => {
  it("cycles the Bible version acf → nvi → acf; a removed one (arc) counts as acf", () => {
    expect(nextBibleVersion("acf")).toBe("nvi");
    expect(nextBibleVersion("nvi")).toBe("acf");
    expect(nextBibleVersion("arc")).toBe("nvi");
    expect(nextBibleVersion("kjv")).toBe("nvi");
    expect(versionChangedMessage("acf")).toBe("Versão alterada para ACF");
  });
  it("keeps the daily goal within 5 to 120 minutes", () => {
    expect(settingsSchema.safeParse({ fontSize: "medium", dailyGoal: "5" }).success).toBe(true);
    expect(settingsSchema.safeParse({ fontSize: "medium", dailyGoal: "120" }).success).toBe(true);
    for (const dailyGoal of ["4", "121", "", "10.5", "x"]) expect(settingsSchema.safeParse({ fontSize: "medium", dailyGoal }).success).toBe(false);
    expect(settingsSchema.safeParse({ fontSize: "huge", dailyGoal: "15" }).success).toBe(false);
  });
  it("picks the tab from ?tab=, info by default", () => {
    expect(parseTab("notes")).toBe("notes");
    expect(parseTab("nada")).toBe("info");
    expect(parseTab(null)).toBe("info");
  });
});

describe("notes", () => {
  it("needs a title and content within their limits and keeps line breaks", () => {
    expect(noteSchema.parse({ titulo: " Fé ", referencia: "Hb 11:1", conteudo: "linha 1\r\nlinha 2" })).toEqual({
      titulo: "Fé",
      referencia: "Hb 11:1",
      conteudo: "linha 1\nlinha 2",
    });
    const errors = errorsOf(noteSchema.safeParse({ titulo: "", conteudo: "x".repeat(5001) }));
    expect(errors.titulo).toBe("Dê um título à nota.");
    expect(errors.conteudo).toMatch(/no máximo 5000/);
    expect(errorsOf(noteSchema.safeParse({ titulo: "a", conteudo: "oi\u202E" })).conteudo).toMatch(/não permitidos/);
  });
});

describe("photo", () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const webp = new Uint8Array([...Buffer.from("RIFF"), 1, 2, 3, 4, ...Buffer.from("WEBPVP8 ")]);
  it("recognises JPEG, PNG and WebP by their bytes", () => {
    expect(detectPhotoType(jpeg)).toBe("image/jpeg");
    expect(detectPhotoType(png)).toBe("image/png");
    expect(detectPhotoType(webp)).toBe("image/webp");
    expect(detectPhotoType(new Uint8Array([...Buffer.from("RIFF"), 1, 2, 3, 4, ...Buffer.from("WAVE")]))).toBeNull();
    expect(detectPhotoType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });
  it("refuses empty, oversized and non-image files", () => {
    expect(checkPhoto(new Uint8Array())).toEqual({ ok: false, problem: "foto-vazia" });
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set(jpeg);
    expect(checkPhoto(big)).toEqual({ ok: false, problem: "foto-grande" });
    expect(checkPhoto(Buffer.from("GIF89a"))).toEqual({ ok: false, problem: "foto-tipo" });
    expect(checkPhoto(png)).toEqual({ ok: true, type: "image/png" });
  });
  it("refuses more pixels than decode quickly, fewer for 16-bit or interlaced PNG", () => {
    const png = { format: "png", bitsPerSample: 8, interlaced: false };
    expect(checkPhotoPixels({ ...png, width: 4000, height: 4000 })).toBeNull();
    expect(checkPhotoPixels({ ...png, width: 4032, height: 3024, format: "jpeg", interlaced: true })).toBeNull();
    expect(checkPhotoPixels({ ...png, width: 4001, height: 4000 })).toBe("foto-pixels");
    expect(checkPhotoPixels({ ...png, width: 6300, height: 6300 })).toBe("foto-pixels");
    expect(checkPhotoPixels({ ...png, width: 2000, height: 2000, bitsPerSample: 16 })).toBeNull();
    expect(checkPhotoPixels({ ...png, width: 2048, height: 2048, bitsPerSample: 16 })).toBe("foto-pixels-png");
    expect(checkPhotoPixels({ ...png, width: 2048, height: 2048, interlaced: true })).toBe("foto-pixels-png");
  });
  it("says the caps the rule applies", () => {
    expect(FLASH_MESSAGES["foto-pixels"].text).toBe(`A imagem é grande demais (no máximo ${PHOTO_MAX_MEGAPIXELS.plain} megapixels).`);
    expect(FLASH_MESSAGES["foto-pixels-png"].text).toContain(`no máximo ${PHOTO_MAX_MEGAPIXELS.heavyPng} megapixels`);
  });
});
