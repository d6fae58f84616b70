import { describe, expect, it } from "vitest";
import { crc16, hasValidCrc, normalisePixKey, pixPayload, pixText } from "./pix.ts";

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

  it("puts the amount (field 54) with two decimals and a reference in field 62", () => {
    const code = pixPayload({ key: "igreja@exemplo.com", name: "Igreja Adventista Central", city: "São Paulo" }, 5050, "a1b2-c3");
    expect(code).toContain("0014br.gov.bcb.pix0118igreja@exemplo.com");
    expect(code).toContain("540550.50");
    expect(code).toContain("5925Igreja Adventista Central");
    expect(code).toContain("6009Sao Paulo");
    expect(code).toContain("62100506a1b2c3");
    expect(hasValidCrc(code)).toBe(true);
    expect(hasValidCrc(code.replace("50.50", "50.51"))).toBe(false);
  });

  it("removes accents and symbols from names and cities and keeps them within 25 and 15 characters", () => {
    expect(pixText("Igreja Adventista do Sétimo Dia — Vila Mariana", 25)).toBe("Igreja Adventista do Seti");
    expect(pixText("São José dos Campos", 15)).toBe("Sao Jose dos Ca");
    expect(pixText("  Conceição   d'Ajuda ", 15)).toBe("Conceicao d Aju");
    const code = pixPayload({ key: "+5511987654321", name: "Ação Social Ñandú", city: "Goiânia" }, 500);
    expect(code).toContain("5917Acao Social Nandu6007Goiania");
    expect(hasValidCrc(code)).toBe(true);
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
    expect(normalisePixKey("11.222.333/0001-81")).toBe("11222333000181");
    expect(normalisePixKey("Tesouraria@Igreja.org.br")).toBe("tesouraria@igreja.org.br");
    expect(normalisePixKey("+55 (11) 98765-4321")).toBe("+5511987654321");
    expect(normalisePixKey("123E4567-E12B-12D1-A456-426655440000")).toBe("123e4567-e12b-12d1-a456-426655440000");
  });

  it("refuse numbers with wrong check digits and anything else", () => {
    for (const bad of [
      "529.982.247-24",
      "111.111.111-11",
      "11.222.333/0001-80",
      "+1 555 123 4567",
      "+55 11 123",
      "igreja",
      "a b@c.d",
      "",
      "javascript:alert(1)",
    ])
      expect(normalisePixKey(bad)).toBeNull();
  });
});
