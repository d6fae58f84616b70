import { describe, expect, it } from "vitest";
import { mailField, noticeMailForm } from "./notices.ts";

describe("notice e-mail settings", () => {
  it("reads every box left unticked as that e-mail turned off", () => {
    expect(noticeMailForm.parse({ [mailField("pedido")]: "1", [mailField("mural")]: "1" })).toEqual(["aprovacao", "devolucao"]);
    expect(noticeMailForm.parse({})).toEqual(["pedido", "aprovacao", "devolucao", "mural"]);
  });

  it("refuses another value or an unknown field", () => {
    expect(noticeMailForm.safeParse({ [mailField("pedido")]: "sim" }).success).toBe(false);
    const unknown = noticeMailForm.safeParse({ "email-tudo": "1" });
    expect(unknown.success ? null : unknown.error.issues[0]!.message).toBe("Campo desconhecido. Use o formulário da página.");
  });
});
