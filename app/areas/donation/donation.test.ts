import { describe, expect, it } from "vitest";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { checkAmount, DONATION_MESSAGES, donationSuccessMessage, formatAmount, parseAmountCents } from "./donation.ts";
import { donationForm } from "./forms.ts";

describe("donation amount", () => {
  it("reads reais with a dot or a comma, at most two decimals, in centavos", () => {
    expect(parseAmountCents("50")).toBe(5000);
    expect(parseAmountCents("50.5")).toBe(5050);
    expect(parseAmountCents("50,05")).toBe(5005);
    expect(parseAmountCents("1.234,56")).toBe(123456);
    expect(parseAmountCents("R$ 10")).toBe(1000);
    for (const bad of ["", "abc", "5.001", "-5", "1e3", "Infinity", "5 0", "9".repeat(20)]) expect(parseAmountCents(bad)).toBeNull();
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
