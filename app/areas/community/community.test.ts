import { describe, expect, it } from "vitest";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { averageRating, contactMailto, formatPhone, formatRating, litStars, MESSAGE_MAX, whatsAppContactUrl } from "./fields.ts";
import { contactForm, feedbackForm } from "./forms.ts";

describe("contact form", () => {
  it("takes nome, email, an optional telefone and mensagem", () => {
    const ok = checkFields({ nome: " Ana ", email: "Ana@Exemplo.com", telefone: "", mensagem: "Olá\r\nTudo bem?" }, contactForm);
    expect(ok).toMatchObject({ ok: true, data: { nome: "Ana", email: "ana@exemplo.com", telefone: null, mensagem: "Olá\nTudo bem?" } });
    expect(checkFields({ nome: "Ana", email: "ana@exemplo.com", mensagem: "Oi" }, contactForm)).toMatchObject({ ok: true, data: { telefone: null } });
  });

  it("refuses missing fields, a bad e-mail, a bad phone and a message too long, in Portuguese", () => {
    const missing = checkFields({}, contactForm);
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.errors.nome).toBe("Por favor, preencha o nome");
      expect(missing.errors.mensagem).toBe("Escreva sua mensagem.");
      expect(missing.errors.email).toBe("Informe o e-mail.");
    }
    const bad = checkFields({ nome: "Ana", email: "ana", telefone: "abc", mensagem: "x".repeat(MESSAGE_MAX + 1) }, contactForm);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.email).toBe("Informe um e-mail válido.");
      expect(bad.errors.telefone).toMatch(/telefone/);
      expect(bad.errors.mensagem).toBe(`A mensagem deve ter no máximo ${MESSAGE_MAX} caracteres.`);
    }
  });
});

describe("feedback form", () => {
  it("defaults to sugestao and 5 stars", () => {
    expect(checkFields({ nome: "Ana", email: "ana@exemplo.com", mensagem: "Oi" }, feedbackForm)).toMatchObject({
      ok: true,
      data: { tipo: "sugestao", avaliacao: 5 },
    });
  });

  it("refuses another kind and ratings outside 1–5 or not whole", () => {
    for (const avaliacao of ["0", "6", "2.5", "x"]) {
      const result = checkFields({ nome: "Ana", email: "ana@exemplo.com", mensagem: "Oi", avaliacao }, feedbackForm);
      expect(result.ok ? null : result.errors.avaliacao).toBe("Escolha de 1 a 5 estrelas.");
    }
    const kind = checkFields({ nome: "Ana", email: "ana@exemplo.com", mensagem: "Oi", tipo: "spam" }, feedbackForm);
    expect(kind.ok ? null : kind.errors.tipo).toBe("Escolha o tipo: sugestão, bug ou elogio.");
  });
});

describe("figures and links", () => {
  it("averages to one decimal and lights the nearest whole star", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(13, 3)).toBe(4.3);
    expect(litStars(null)).toBe(0);
    expect(litStars(4.3)).toBe(4);
    expect(litStars(4.5)).toBe(5);
    expect(formatRating(4.3)).toBe("4,3");
    expect(formatRating(5)).toBe("5,0");
  });

  it("builds the mail link pre-filled and the WhatsApp link with the greeting", () => {
    const link = contactMailto("igreja@exemplo.com", { nome: "Ana", email: "ana@exemplo.com", telefone: "", mensagem: "Oi & tchau" });
    expect(link.startsWith("mailto:igreja@exemplo.com?subject=")).toBe(true);
    expect(decodeURIComponent(link.split("body=")[1]!)).toBe("Nome: Ana\nEmail: ana@exemplo.com\n\nOi & tchau");
    expect(whatsAppContactUrl("5511987654321")).toBe(
      "https://wa.me/5511987654321?text=Ol%C3%A1!%20Vim%20pelo%20portal%20L%C3%A2mpada%20e%20gostaria%20de%20conversar.",
    );
    expect(formatPhone("5511987654321")).toBe("+55 (11) 98765-4321");
    expect(formatPhone("14155550100")).toBe("+14155550100");
  });
});
