import { describe, expect, it } from "vitest";
import { newOrderForm, orderForms } from "./order-forms.ts";

describe("service order forms", () => {
  it("refuse a title with a bidirectional override or a control character, in Portuguese", () => {
    for (const titulo of ["Culto \u202Eonibas", "Culto\u0007 de sábado", "Culto \u2066de\u2069 sábado"]) {
      const created = newOrderForm.safeParse({ intent: "criar", titulo });
      expect(created.success).toBe(false);
      expect(created.error?.issues[0]?.message).toBe("O título contém caracteres não permitidos.");
      expect(orderForms.safeParse({ intent: "renomear", titulo }).success).toBe(false);
    }
  });

  it("keep a plain title trimmed and in NFC, and refuse an invisible one", () => {
    expect(newOrderForm.parse({ intent: "criar", titulo: "  Culto de Sa\u0301bado " }).titulo).toBe("Culto de Sábado");
    expect(newOrderForm.safeParse({ intent: "criar", titulo: "\u200B " }).error?.issues[0]?.message).toBe("Dê um título ao roteiro.");
    expect(newOrderForm.safeParse({ intent: "criar", titulo: "a".repeat(81) }).error?.issues[0]?.message).toBe(
      "O título deve ter no máximo 80 caracteres.",
    );
  });

  it("refuse a typed item with an override", () => {
    expect(orderForms.safeParse({ intent: "adicionar", item: "Sl 23\u202E", versao: "ACF" }).success).toBe(false);
    expect(orderForms.safeParse({ intent: "adicionar", item: " Sl 23 ", versao: "ACF" }).data).toEqual({
      intent: "adicionar",
      item: "Sl 23",
      versao: "ACF",
    });
  });

  it("take a start time as HH:MM or none, and refuse anything else in Portuguese", () => {
    expect(orderForms.parse({ intent: "horario", inicio: "19:30" })).toEqual({ intent: "horario", inicio: "19:30" });
    expect(orderForms.parse({ intent: "horario", inicio: "" })).toEqual({ intent: "horario", inicio: "" });
    for (const inicio of ["7:30", "24:00", "19:60", "19h30", "19:30:00", "1".repeat(5000), undefined])
      expect(orderForms.safeParse({ intent: "horario", inicio }).error?.issues[0]?.message).toBe(
        "Escreva o horário como 19:30, ou deixe em branco para não ter contagem.",
      );
  });
});
