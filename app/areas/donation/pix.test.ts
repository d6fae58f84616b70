import { describe, expect, it } from "vitest";
import { brazilianPhone, crc16, hasValidCrc, normalisePixKey, pixKeyKind, pixPayload, pixText, pixTextPreview, type PixKeyKind } from "./pix.ts";

/** Reads an EMV TLV string (id, two-digit length, value) into its fields, in order; throws on a length that does not fit. */
function tlv(text: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (let at = 0; at < text.length;) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) throw new Error(`campo ${id} malformado em ${at}`);
    fields.push([id, text.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

/**
 * The Central Bank's rules for a static BR Code ('Manual de Padrões para Iniciação do Pix' and
 * the EMV QRCPS it follows), checked field by field.
 */
function expectValidStaticBrCode(code: string, expected: { key: string; amount: string; name: string; city: string; reference: string }) {
  const fields = tlv(code);
  const ids = fields.map(([id]) => id);
  expect(ids[0], "00 first").toBe("00");
  expect(ids.at(-1), "63 last").toBe("63");
  expect(ids, "ascending, each once").toEqual([...new Set(ids)].toSorted());
  const value = Object.fromEntries(fields);
  expect(value["00"], "payload format indicator").toBe("01");
  const account = Object.fromEntries(tlv(value["26"]!));
  expect(account["00"], "GUI of the Pix arrangement").toBe("br.gov.bcb.pix");
  expect(account["01"], "the key").toBe(expected.key);
  expect(account["01"]!.length).toBeLessThanOrEqual(77);
  expect(value["52"], "merchant category code").toBe("0000");
  expect(value["53"], "currency: BRL").toBe("986");
  expect(value["54"], "amount with a point and two decimals").toMatch(/^\d{1,10}\.\d{2}$/);
  expect(value["54"]).toBe(expected.amount);
  expect(value["58"], "country").toBe("BR");
  expect(value["59"]!.length, "merchant name ≤ 25").toBeLessThanOrEqual(25);
  expect(value["59"]).toBe(expected.name);
  expect(value["60"]!.length, "merchant city ≤ 15").toBeLessThanOrEqual(15);
  expect(value["60"]).toBe(expected.city);
  for (const text of [value["59"]!, value["60"]!]) expect(text, "plain letters, digits and spaces").toMatch(/^[A-Za-z0-9 ]+$/);
  const additional = Object.fromEntries(tlv(value["62"]!));
  expect(additional["05"], "transaction id: A–Z, 0–9, up to 25").toMatch(/^[A-Za-z0-9]{1,25}$/);
  expect(additional["05"]).toBe(expected.reference);
  expect(value["63"], "CRC16 in four upper-case hex digits").toMatch(/^[0-9A-F]{4}$/);
  expect(crc16(code.slice(0, -4)).toString(16).toUpperCase().padStart(4, "0")).toBe(value["63"]);
  expect(hasValidCrc(code)).toBe(true);
}

describe("PIX BR Code", () => {
  it("computes CRC-16/CCITT-FALSE: the standard check value of '123456789' is 0x29B1", () => {
    expect(crc16("123456789")).toBe(0x29b1);
    expect(crc16("")).toBe(0xffff);
  });

  it("builds the static example of the Central Bank's manual, CRC included", () => {
    // 'Manual de Padrões para Iniciação do Pix', static QR code without an amount.
    const published =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(hasValidCrc(published)).toBe(true);
    expect(pixPayload({ key: "123e4567-e12b-12d1-a456-426655440000", name: "Fulano de Tal", city: "BRASILIA" })).toBe(published);
  });

  const receivers: Array<[PixKeyKind, string, string]> = [
    ["cpf", "529.982.247-25", "52998224725"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["email", "Tesouraria@Igreja.org.br", "tesouraria@igreja.org.br"],
    ["telefone", "(11) 98765-4321", "+5511987654321"],
    ["aleatoria", "123E4567-E12B-12D1-A456-426655440000", "123e4567-e12b-12d1-a456-426655440000"],
  ];
  it.each(receivers)("a code for a %s key follows the Central Bank's rules, field by field", (kind, typed, stored) => {
    const key = normalisePixKey(typed)!;
    expect(key).toBe(stored);
    expect(pixKeyKind(key)).toBe(kind);
    const code = pixPayload({ key, name: "Maria da Conceição Souza Albuquerque", city: "São José dos Campos" }, 300000, "K7Q2MXZ9");
    expectValidStaticBrCode(code, { key: stored, amount: "3000.00", name: "Maria da Conceicao Souza", city: "Sao Jose dos", reference: "K7Q2MXZ9" });
    // One changed character and the CRC no longer holds.
    expect(hasValidCrc(code.replace("3000.00", "3000.01"))).toBe(false);
  });

  it("puts the amount (field 54) with two decimals and the reference in field 62-05", () => {
    const code = pixPayload({ key: "igreja@exemplo.com", name: "Igreja Adventista Central", city: "São Paulo" }, 5050, "a1b2-c3");
    expect(code).toContain("0014br.gov.bcb.pix0118igreja@exemplo.com");
    expect(code).toContain("540550.50");
    expect(code).toContain("5925Igreja Adventista Central");
    expect(code).toContain("6009Sao Paulo");
    expect(code).toContain("62100506a1b2c3");
    expect(hasValidCrc(code)).toBe(true);
    expect(pixPayload({ key: "x@y.z", name: "Igreja", city: "Recife" }, 500, "A".repeat(40))).toContain(`0525${"A".repeat(25)}`);
  });

  it("shortens names and cities by whole words, never cutting one in half, and without accents", () => {
    expect(pixText("Igreja Adventista do Sétimo Dia — Vila Mariana", 25)).toBe("Igreja Adventista do");
    expect(pixText("São José dos Campos", 15)).toBe("Sao Jose dos");
    expect(pixText("  Conceição   d'Ajuda ", 15)).toBe("Conceicao d");
    expect(pixText("Goiânia", 15)).toBe("Goiania");
    // A first word longer than the limit by itself is the one thing cut.
    expect(pixText("Pindamonhangabaense", 15)).toBe("Pindamonhangaba");
    const code = pixPayload({ key: "+5511987654321", name: "Ação Social Ñandú", city: "Goiânia" }, 500);
    expect(code).toContain("5917Acao Social Nandu6007Goiania");
    expect(hasValidCrc(code)).toBe(true);
  });

  it("says when the code holds a shorter name than typed (accents alone are no shortening)", () => {
    expect(pixTextPreview("Maria da Conceição Souza Albuquerque", 25)).toEqual({ text: "Maria da Conceicao Souza", shortened: true });
    expect(pixTextPreview("Conceição", 25)).toEqual({ text: "Conceicao", shortened: false });
    expect(pixTextPreview("", 25)).toEqual({ text: "", shortened: false });
  });

  it("refuses what cannot make a valid code", () => {
    expect(() => pixPayload({ key: "", name: "Igreja", city: "Recife" })).toThrow();
    expect(() => pixPayload({ key: "x@y.z", name: "ÇÇ".replace(/./g, "—"), city: "Recife" })).toThrow();
    expect(() => pixPayload({ key: "x@y.z", name: "Igreja", city: "Recife" }, 0)).toThrow();
    expect(() => pixPayload({ key: "x@y.z", name: "Igreja", city: "Recife" }, 10.5)).toThrow();
  });
});

describe("PIX keys", () => {
  it("accept the five kinds, without the punctuation typed around numbers", () => {
    expect(normalisePixKey("529.982.247-25")).toBe("52998224725");
    expect(normalisePixKey("52998224725")).toBe("52998224725");
    expect(normalisePixKey("11.222.333/0001-81")).toBe("11222333000181");
    expect(normalisePixKey("Tesouraria@Igreja.org.br")).toBe("tesouraria@igreja.org.br");
    expect(normalisePixKey("+55 (11) 98765-4321")).toBe("+5511987654321");
    expect(normalisePixKey("123E4567-E12B-12D1-A456-426655440000")).toBe("123e4567-e12b-12d1-a456-426655440000");
  });

  it("take a phone in its national form and store it with +55", () => {
    for (const typed of ["(11) 98765-4321", "11987654321", "11 98765-4321", "011 98765-4321", "+55 11 98765 4321", "5511987654321"])
      expect(normalisePixKey(typed), typed).toBe("+5511987654321");
    expect(normalisePixKey("(61) 3344-5566")).toBe("+556133445566");
    expect(brazilianPhone("(21) 2345-6789")).toBe("552123456789");
  });

  it("refuse numbers with wrong check digits and anything else", () => {
    for (const bad of [
      "529.982.247-24",
      "111.111.111-11",
      "11.222.333/0001-80",
      "+1 555 123 4567",
      "+55 11 123",
      "(20) 98765-4321",
      "(11) 88765-4321",
      "(11) 1234-5678",
      "igreja",
      "a b@c.d",
      "",
      "javascript:alert(1)",
    ])
      expect(normalisePixKey(bad), bad).toBeNull();
  });
});
