import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { readChurchSettings, saveChurchSettings } from "./church-settings.store.server.ts";
import { churchSettingsForm } from "./settings-fields.ts";

const t0 = new Date("2026-11-28T12:00:00Z");

describeStorage("the church's settings", (storage) => {
  it("are none before the first save; a save keeps them whole, and a second replaces them", async () => {
    expect(await readChurchSettings(storage.db)).toBeNull();
    await saveChurchSettings(
      storage.db,
      {
        nome: "Igreja Adventista do Sétimo Dia — Vila Mariana",
        cidade: "São Paulo",
        endereco: "Rua das Flores, 100",
        email: "secretaria@igreja.org.br",
        telefone: "551134567890",
        whatsapp: "5511987654321",
        horarios: "Sábado, 9h — Escola Sabatina\n\n  Quarta, 20h — Culto de oração  ",
        chavePix: "52998224725",
        recebedor: "Maria da Conceição Souza",
        atendimento: "Terça a sexta: 14h às 20h\n\nSábado: após o culto",
        perguntas: "Tem culto infantil?\nSim, aos sábados às 9h.",
        avisarMensagens: true,
      },
      t0,
    );
    expect(await readChurchSettings(storage.db)).toEqual({
      name: "Igreja Adventista do Sétimo Dia — Vila Mariana",
      city: "São Paulo",
      address: "Rua das Flores, 100",
      email: "secretaria@igreja.org.br",
      phone: "551134567890",
      whatsapp: "5511987654321",
      serviceTimes: ["Sábado, 9h — Escola Sabatina", "Quarta, 20h — Culto de oração"],
      pixKey: "52998224725",
      pixRecipient: "Maria da Conceição Souza",
      officeHours: ["Terça a sexta: 14h às 20h", "Sábado: após o culto"],
      faq: [{ question: "Tem culto infantil?", answer: "Sim, aos sábados às 9h." }],
      notifyMessages: true,
      saved: true,
    });
    // The form sent back with only name and city: every other field emptied.
    const cleared = checkFields({ nome: "Igreja Central", cidade: "Recife" }, churchSettingsForm);
    if (!cleared.ok) throw new Error("the form refused name and city");
    await saveChurchSettings(storage.db, cleared.data, t0);
    expect(await readChurchSettings(storage.db)).toMatchObject({
      name: "Igreja Central",
      city: "Recife",
      pixKey: null,
      serviceTimes: [],
      email: null,
      // Emptied, the hours and questions are the portal's own again.
      officeHours: ["Segunda a sexta: 9h às 18h", "Sábado: fechado", "Domingo: 10h às 16h"],
      notifyMessages: false,
    });
    expect(await storage.db.selectFrom("church_settings").select("id").execute()).toHaveLength(1);
  });
});
