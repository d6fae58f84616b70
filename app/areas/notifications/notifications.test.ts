import { describe, expect, it } from "vitest";
import { mailField, notificationMailForm } from "./notifications.ts";

describe("notice e-mail settings", () => {
  it("reads every box left unticked as that e-mail turned off", () => {
    expect(notificationMailForm.parse({ [mailField("pedido")]: "1", [mailField("mural")]: "1" })).toEqual(["aprovacao", "devolucao"]);
    expect(notificationMailForm.parse({})).toEqual(["pedido", "aprovacao", "devolucao", "mural"]);
  });

  it("refuses another value or an unknown field", () => {
    expect(notificationMailForm.safeParse({ [mailField("pedido")]: "sim" }).success).toBe(false);
    const unknown = notificationMailForm.safeParse({ "email-tudo": "1" });
    expect(unknown.success ? null : unknown.error.issues[0]!.message).toBe("Campo desconhecido. Use o formulário da página.");
  });
});
