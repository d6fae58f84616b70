import { describe, expect, it } from "vitest";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { checkAmount, DONATION_MESSAGES, donationSuccessMessage, formatAmount, goalProgress, parseAmountCents, pledgeReference } from "./donation.ts";
import { donationForm } from "./forms.ts";

describe("donation amount", () => {
  it("reads reais as Brazilians write them (dots group thousands, a comma starts the centavos), in centavos", () => {
    expect(parseAmountCents("50")).toBe(5000);
    expect(parseAmountCents("25,50")).toBe(2550);
    expect(parseAmountCents("50,05")).toBe(5005);
    expect(parseAmountCents("3.000")).toBe(300000);
    expect(parseAmountCents("3.000,00")).toBe(300000);
    expect(parseAmountCents("1.234,56")).toBe(123456);
    expect(parseAmountCents("1.234.567,8")).toBe(123456780);
    expect(parseAmountCents("1234,56")).toBe(123456);
    expect(parseAmountCents("R$ 10")).toBe(1000);
    // A dot followed by one or two digits is a decimal point (a number keypad's).
    expect(parseAmountCents("50.5")).toBe(5050);
    expect(parseAmountCents("12.34")).toBe(1234);
    for (const bad of ["", "abc", "5.0010", "30.00,00", "1.23,45", "3,000,00", "-5", "1e3", "Infinity", "5 0", "9".repeat(20)])
      expect(parseAmountCents(bad), bad).toBeNull();
  });

  it("makes references of eight letters and digits that cannot be misread", () => {
    const bytes = Uint8Array.from([0, 1, 2, 31, 32, 33, 254, 255]);
    expect(pledgeReference(bytes)).toBe("234Z23YZ");
    expect(pledgeReference(new Uint8Array(8).fill(7))).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(() => pledgeReference(new Uint8Array(7))).toThrow();
  });

  it("needs at least R$ 5,00 (the spec's message) and at most R$ 1.000.000,00", () => {
    expect(checkAmount("4.99")).toEqual({ ok: false, message: "O valor mínimo da doação é R$ 5,00" });
    expect(checkAmount("")).toEqual({ ok: false, message: DONATION_MESSAGES.belowMinimum });
    expect(checkAmount("5")).toEqual({ ok: true, cents: 500 });
    expect(checkAmount("1000000.01")).toEqual({ ok: false, message: DONATION_MESSAGES.aboveMaximum });
  });

  it("formats in Brazilian currency and says the spec's success message", () => {
    expect(formatAmount(1234.5)).toBe("1.234,50");
    expect(donationSuccessMessage(5000, "pix")).toBe("Doação de R$ 50,00 via Pix em processamento!");
    expect(donationSuccessMessage(123456, "cartao")).toBe("Doação de R$ 1.234,56 via Cartão em processamento!");
  });
});

describe("donation form", () => {
  it("needs a method (the spec's message) and takes an optional project", () => {
    const noMethod = checkFields({ valor: "10" }, donationForm);
    expect(noMethod.ok ? null : noMethod.errors.metodo).toBe("Por favor, selecione um método de pagamento");
    const other = checkFields({ valor: "10", metodo: "bitcoin" }, donationForm);
    expect(other.ok ? null : other.errors.metodo).toBe("Por favor, selecione um método de pagamento");
    expect(checkFields({ valor: "10,50", metodo: "boleto", projeto: "" }, donationForm)).toMatchObject({
      ok: true,
      data: { valor: 1050, metodo: "boleto", projeto: null },
    });
  });
});

describe("received against a goal", () => {
  it("never shows 0 % for a real gift, and 100 % only when the goal is reached", () => {
    expect(goalProgress(0, 2_500_000)).toEqual({ label: "0%", bar: 0 });
    expect(goalProgress(15_000, 2_500_000)).toEqual({ label: "0,6%", bar: 1 });
    expect(goalProgress(500, 2_500_000)).toEqual({ label: "menos de 0,1%", bar: 1 });
    expect(goalProgress(25_000, 2_500_000)).toEqual({ label: "1%", bar: 1 });
    expect(goalProgress(2_499_999, 2_500_000)).toEqual({ label: "99%", bar: 99 });
    expect(goalProgress(3_000_000, 2_500_000)).toEqual({ label: "120%", bar: 100 });
  });
});
