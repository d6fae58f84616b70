import { describe, expect, it } from "vitest";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { textLines } from "./contact-texts.ts";
import { churchSettingsForm, settingsFormValues, settingsFromEnvironment } from "./settings-fields.ts";

const typed = { nome: "Igreja Adventista Central", cidade: "São José dos Campos" };

describe("the church's settings form", () => {
  it("takes name and city; contacts, times and PIX are optional; phones in the national form are stored with 55", () => {
    expect(checkFields(typed, churchSettingsForm)).toMatchObject({
      ok: true,
      data: {
        ...typed,
        endereco: null,
        email: null,
        telefone: null,
        whatsapp: null,
        horarios: null,
        chavePix: null,
        recebedor: null,
        atendimento: null,
        perguntas: null,
        avisarMensagens: false,
      },
    });
    const full = checkFields(
      {
        ...typed,
        email: "Secretaria@Igreja.org.br",
        telefone: "(12) 3456-7890",
        whatsapp: "12987654321",
        horarios: "Sábado, 9h\r\nQuarta, 20h",
        chavePix: "(12) 98765-4321",
        recebedor: "Maria da Conceição",
      },
      churchSettingsForm,
    );
    expect(full).toMatchObject({
      ok: true,
      data: {
        email: "secretaria@igreja.org.br",
        telefone: "551234567890",
        whatsapp: "5512987654321",
        horarios: "Sábado, 9h\nQuarta, 20h",
        chavePix: "+5512987654321",
        recebedor: "Maria da Conceição",
      },
    });
  });

  it("refuses with Portuguese messages beside each field", () => {
    const errors = (fields: Record<string, string>) => {
      const result = checkFields({ ...typed, ...fields }, churchSettingsForm);
      return result.ok ? {} : result.errors;
    };
    expect(errors({ nome: "  " }).nome).toBe("Informe o nome da igreja.");
    expect(errors({ cidade: "" }).cidade).toBe("Informe a cidade da igreja.");
    expect(errors({ cidade: "—" }).cidade).toBe("Use letras no nome da cidade.");
    expect(errors({ telefone: "123" }).telefone).toBe("Informe o telefone com DDD, por exemplo (11) 98765-4321.");
    expect(errors({ email: "não é e-mail" }).email).toBe("Informe um e-mail válido.");
    expect(errors({ chavePix: "123" }).chavePix).toContain("Chave Pix inválida");
    expect(errors({ chavePix: "52998224725" }).recebedor).toBe("Informe o nome do titular da chave Pix, como o banco mostra a quem paga.");
    expect(errors({ chavePix: "52998224725", recebedor: "!!!" }).recebedor).toBe("Use letras no nome do titular da chave Pix.");
    expect(errors({ horarios: Array.from({ length: 13 }, (_, i) => `Culto ${i}`).join("\n") }).horarios).toBe(
      "Informe no máximo 12 horários, um por linha.",
    );
    expect(errors({ perguntas: "Tem culto infantil?" }).perguntas).toBe("Escreva a resposta na linha abaixo da pergunta “Tem culto infantil?”.");
    expect(errors({ atendimento: "x".repeat(601) }).atendimento).toBe("O horário de atendimento deve ter no máximo 600 caracteres.");
    expect(errors({ avisarMensagens: "sim" }).avisarMensagens).toBe("Marque ou desmarque a opção.");
    expect(errors({ nome: "Igreja\u202Egpj.exe" }).nome).toBe("O nome da igreja contém caracteres não permitidos.");
  });

  const church = { name: "Igreja do Bairro", city: "Olinda" };

  it("start from the environment until an admin saves them, and show in the form as typed", () => {
    const fromEnvironment = settingsFromEnvironment(
      {
        CHURCH_NAME: "Igreja Central",
        CHURCH_CITY: "Recife",
        CHURCH_PIX_KEY: "11222333000181",
        CONTACT_EMAIL: "contato@igreja.org",
        CONTACT_WHATSAPP: "5581987654321",
      },
      church,
    );
    expect(fromEnvironment).toMatchObject({ name: "Igreja Central", pixRecipient: "Igreja Central", saved: false });
    expect(settingsFormValues(fromEnvironment)).toMatchObject({
      whatsapp: "+55 (81) 98765-4321",
      chavePix: "11222333000181",
      horarios: "",
      atendimento: "Segunda a sexta: 9h às 18h\nSábado: fechado\nDomingo: 10h às 16h",
      avisarMensagens: "on",
    });
    expect(fromEnvironment.faq.map((e) => e.question)).toEqual([
      "Em quanto tempo vocês respondem?",
      "O portal é gratuito?",
      "Posso dar sugestões?",
      "Como posso contribuir?",
    ]);
    // A church among many, or an environment without the name: the church's own name and city.
    expect(settingsFromEnvironment({}, church)).toMatchObject({ name: "Igreja do Bairro", city: "Olinda", pixRecipient: null, pixKey: null });
    expect(settingsFromEnvironment({ CHURCH_PIX_KEY: "11222333000181" }, church).pixRecipient).toBe("Igreja do Bairro");
    expect(textLines(" Sábado \n\n Domingo ")).toEqual(["Sábado", "Domingo"]);
  });
});
