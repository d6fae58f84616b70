import { fieldErrors } from "#app/platform/http/field-errors.ts";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./fields.ts";
import { isCommonPassword, loginSchema, normaliseEmail, signUpSchema } from "./validation.ts";

const good = { nome: "Ana Souza", idade: "20", email: "ana@exemplo.com", senha: "lampada-forte", confirmarSenha: "lampada-forte" };
const errorsOf = (input: Record<string, unknown>) => {
  const result = signUpSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("sign-up", () => {
  it("accepts a good form, trimming and normalising", () => {
    const result = signUpSchema.parse({ ...good, nome: "  Jose\u0301 ", email: "  Ana@Exemplo.COM " });
    expect(result).toMatchObject({ nome: "José", idade: 20, email: "ana@exemplo.com" });
    expect(result.nome).toBe("José".normalize("NFC"));
  });

  it("gives the spec's messages for a short password and a mismatch", () => {
    expect(errorsOf({ ...good, senha: "abc12", confirmarSenha: "abc12" }).senha).toBe(MESSAGES.shortPassword);
    expect(errorsOf({ ...good, senha: "aaaaaa", confirmarSenha: "aaaaaa" }).senha).toBe("A senha deve ter pelo menos 8 caracteres!");
    expect(errorsOf({ ...good, confirmarSenha: "outra-senha" }).confirmarSenha).toBe(MESSAGES.passwordMismatch);
  });

  it("refuses the most common passwords, whatever their case", () => {
    expect(errorsOf({ ...good, senha: "12345678", confirmarSenha: "12345678" }).senha).toMatch(/muito comum/);
    expect(errorsOf({ ...good, senha: "aaaaaaaa", confirmarSenha: "aaaaaaaa" }).senha).toMatch(/muito comum/);
    expect(errorsOf({ ...good, senha: "Senha123", confirmarSenha: "Senha123" }).senha).toMatch(/muito comum/);
    expect(isCommonPassword("lampada-forte")).toBe(false);
  });

  it("requires every field", () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(["confirmarSenha", "email", "idade", "nome", "senha"]);
    expect(errors.nome).toBe(MESSAGES.emptyName);
    expect(errorsOf({ ...good, nome: "   " }).nome).toBe(MESSAGES.emptyName);
  });

  it("takes ages 13 to 120 only, whole numbers", () => {
    expect(errorsOf({ ...good, idade: "13" })).toEqual({});
    expect(errorsOf({ ...good, idade: "120" })).toEqual({});
    for (const idade of ["12", "121", "15.5", "abc", "-1"]) expect(errorsOf({ ...good, idade }).idade).toMatch(/idade/i);
  });

  it("refuses a bad e-mail", () => {
    expect(errorsOf({ ...good, email: "ana@" }).email).toBe("Informe um e-mail válido.");
  });

  it("refuses control and bidirectional-override characters in the name", () => {
    expect(errorsOf({ ...good, nome: "Ana\u202Eazuos" }).nome).toMatch(/caracteres não permitidos/);
    expect(errorsOf({ ...good, nome: "Ana\u0007" }).nome).toMatch(/caracteres não permitidos/);
    expect(errorsOf({ ...good, nome: "a".repeat(101) }).nome).toMatch(/no máximo 100/);
  });

  it("refuses a name made only of invisible characters", () => {
    for (const nome of ["\u200B\u200B", "\u0301\u0301", "\u200D\u2060\uFEFF", "\u3164", "\u2800", " \u200C "]) {
      expect(errorsOf({ ...good, nome }).nome, JSON.stringify(nome)).toBe(MESSAGES.emptyName);
    }
    expect(errorsOf({ ...good, nome: "Zoë\u200B" }).nome).toBeUndefined();
  });
});

describe("login", () => {
  it("requires both fields and compares e-mails trimmed in lower case", () => {
    expect(loginSchema.safeParse({ email: "", senha: "" }).success).toBe(false);
    expect(loginSchema.parse({ email: " ANA@exemplo.com", senha: "x" }).email).toBe("ana@exemplo.com");
    expect(normaliseEmail(" A@B.C ")).toBe("a@b.c");
  });
});
