import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { checkFields } from "#app/platform/http/forms.server.ts";
import { readChurchSettings, saveChurchSettings } from "./church-settings.store.server.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { churchSettingsForm, type ChurchSettingsInput } from "./settings-fields.ts";

const t0 = new Date("2026-11-28T12:00:00Z");

const typed: ChurchSettingsInput = {
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
};

describeStorage("the church's settings", (storage) => {
  it("are none before the first save; a save keeps them whole, and a second replaces them", async () => {
    const church = await theFirstChurch(storage.db);
    expect(await readChurchSettings(storage.db, church)).toBeNull();
    await saveChurchSettings(storage.db, church, typed, t0);
    expect(await readChurchSettings(storage.db, church)).toEqual({
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
    await saveChurchSettings(storage.db, church, cleared.data, t0);
    expect(await readChurchSettings(storage.db, church)).toMatchObject({
      name: "Igreja Central",
      city: "Recife",
      pixKey: null,
      serviceTimes: [],
      email: null,
      // Emptied, the hours and questions are the portal's own again.
      officeHours: ["Segunda a sexta: 9h às 18h", "Sábado: fechado", "Domingo: 10h às 16h"],
      notifyMessages: false,
    });
    expect(await storage.db.selectFrom("church_settings").select("id").execute()).toEqual([{ id: church.id }]);
    // The name and city are the church's own row.
    expect(await storage.db.selectFrom("churches").select(["name", "city"]).where("id", "=", church.id).executeTakeFirst()).toEqual({
      name: "Igreja Central",
      city: "Recife",
    });
  });

  it("are each church's own: a second church sees none of the first's, and its save changes nothing of them", async () => {
    const first = await theFirstChurch(storage.db);
    const second = await aSecondChurch(storage.db);
    await saveChurchSettings(storage.db, first, typed, t0);
    const firstBefore = await readChurchSettings(storage.db, first);
    expect(await readChurchSettings(storage.db, second)).toBeNull();
    await saveChurchSettings(
      storage.db,
      second,
      { ...typed, nome: "Segunda Igreja de Olinda", cidade: "Olinda", chavePix: null, recebedor: null },
      t0,
    );
    expect(await readChurchSettings(storage.db, second)).toMatchObject({ name: "Segunda Igreja de Olinda", city: "Olinda", pixKey: null });
    expect(await readChurchSettings(storage.db, first)).toEqual(firstBefore);
  });
});
