import { beforeAll, expect, it } from "vitest";
import type { Church } from "#app/areas/churches/churches.store.server.ts";
import { aSecondChurch, theFirstChurch } from "#tests/support/churches.ts";
import { describeStorage, type StorageUnderTest } from "#tests/support/storage-test.ts";
import {
  feedbackStats,
  forgetOldVisitorMessages,
  inboxCounts,
  listInbox,
  saveContactMessage,
  saveFeedback,
  setInboxStatus,
} from "./community.store.server.ts";

const t0 = new Date("2026-03-01T12:00:00Z");

/** The block's first church, found once its database is open. */
function firstChurchOf(storage: StorageUnderTest): () => Church {
  let found: Church | undefined;
  beforeAll(async () => {
    found = await theFirstChurch(storage.db);
  });
  return () => found!;
}

describeStorage("contact messages and feedback", { members: { ana: {}, rui: {} } }, (storage) => {
  const church = firstChurchOf(storage);

  it("counts feedback and averages its ratings (none yet: no average)", async () => {
    expect(await feedbackStats(storage.db, church())).toEqual({ count: 0, average: null });
    const entry = { nome: "Ana", email: "ana@exemplo.com", tipo: "elogio" as const, avaliacao: 5, mensagem: "Muito bom!" };
    await saveFeedback(storage.db, church(), "ana", entry, t0);
    await saveFeedback(storage.db, church(), null, { ...entry, tipo: "bug", avaliacao: 4 }, new Date(t0.getTime() + 1000));
    await saveFeedback(storage.db, church(), null, { ...entry, avaliacao: 4 }, new Date(t0.getTime() + 2000));
    expect(await feedbackStats(storage.db, church())).toEqual({ count: 3, average: 4.3 });
  });

  it("lists messages and feedback newest first, saying who was a member", async () => {
    await saveContactMessage(storage.db, church(), null, { nome: "Bia", email: "bia@exemplo.com", telefone: null, mensagem: "Primeira" }, t0);
    await saveContactMessage(
      storage.db,
      church(),
      "ana",
      { nome: "Ana", email: "ana@exemplo.com", telefone: "(11) 4000-0000", mensagem: "Segunda" },
      new Date(t0.getTime() + 60_000),
    );
    const inbox = await listInbox(storage.db, church());
    expect(inbox.messages.map((m) => [m.message, m.member, m.phone])).toEqual([
      ["Segunda", true, "(11) 4000-0000"],
      ["Primeira", false, null],
    ]);
    expect(inbox.feedback.map((f) => [f.rating, f.kind])).toEqual([
      [4, "elogio"],
      [4, "bug"],
      [5, "elogio"],
    ]);
  });

  it("a member's messages go with the account", async () => {
    await storage.db.deleteFrom("users").where("id", "=", "ana").execute();
    const inbox = await listInbox(storage.db, church());
    expect(inbox.messages.map((m) => m.message)).toEqual(["Primeira"]);
    expect(inbox.feedback).toHaveLength(2);
  });

  it("a visitor's message (their contact data) is deleted 180 days after it came; a member's stays", async () => {
    const day = 86_400_000;
    const message = { nome: "Cai", email: "cai@exemplo.com", telefone: "(11) 4000-9999", mensagem: "Antiga" };
    await saveContactMessage(storage.db, church(), null, message, new Date(t0.getTime() - 181 * day));
    await saveContactMessage(storage.db, church(), null, { ...message, mensagem: "Quase" }, new Date(t0.getTime() - 179 * day));
    await saveContactMessage(storage.db, church(), "rui", { ...message, mensagem: "De membro" }, new Date(t0.getTime() - 400 * day));
    await forgetOldVisitorMessages(storage.db, t0);
    const kept = (await listInbox(storage.db, church())).messages.map((m) => m.message);
    expect(kept).toEqual(expect.arrayContaining(["Quase", "De membro", "Primeira"]));
    expect(kept).not.toContain("Antiga");
  });

  it("a visitor's feedback loses its name and e-mail after 180 days and keeps its stars; a member's keeps all", async () => {
    const day = 86_400_000;
    const entry = { nome: "Davi", email: "davi@exemplo.com", tipo: "sugestao" as const, avaliacao: 2, mensagem: "Antigo" };
    const before = await feedbackStats(storage.db, church());
    await saveFeedback(storage.db, church(), null, entry, new Date(t0.getTime() - 181 * day));
    await saveFeedback(storage.db, church(), null, { ...entry, mensagem: "Recente" }, new Date(t0.getTime() - 179 * day));
    await saveFeedback(storage.db, church(), "rui", { ...entry, nome: "Rui", mensagem: "De membro" }, new Date(t0.getTime() - 400 * day));
    await forgetOldVisitorMessages(storage.db, t0);
    const byText = new Map((await listInbox(storage.db, church())).feedback.map((f) => [f.message, [f.name, f.email, f.rating]]));
    expect(byText.get("Antigo")).toEqual(["", "", 2]);
    expect(byText.get("Recente")).toEqual(["Davi", "davi@exemplo.com", 2]);
    expect(byText.get("De membro")).toEqual(["Rui", "davi@exemplo.com", 2]);
    expect((await feedbackStats(storage.db, church())).count).toBe(before.count + 3);
  });
});

describeStorage("the inbox's states", { members: { eva: {} } }, (storage) => {
  const church = firstChurchOf(storage);
  const contact = { nome: "Eva", email: "eva@exemplo.com", telefone: "(11) 91234-5678", mensagem: "Quero visitar a igreja." };
  const entry = { nome: "Eva", email: "eva@exemplo.com", tipo: "elogio" as const, avaliacao: 5, mensagem: "Lindo portal." };

  it("a message and a feedback arrive 'nova'; an admin marks them answered or archived, and back", async () => {
    const message = await saveContactMessage(storage.db, church(), null, contact, t0);
    const other = await saveContactMessage(storage.db, church(), "eva", { ...contact, mensagem: "Outra" }, new Date(t0.getTime() + 1000));
    const feedback = await saveFeedback(storage.db, church(), null, entry, t0);
    expect((await listInbox(storage.db, church())).messages.map((m) => m.status)).toEqual(["nova", "nova"]);
    expect(await inboxCounts(storage.db, church())).toEqual({ nova: 3, respondida: 0, arquivada: 0 });

    expect(await setInboxStatus(storage.db, church(), "contato", message, "respondida")).toBe(true);
    expect(await setInboxStatus(storage.db, church(), "feedback", feedback, "arquivada")).toBe(true);
    expect(await inboxCounts(storage.db, church())).toEqual({ nova: 1, respondida: 1, arquivada: 1 });
    expect((await listInbox(storage.db, church(), "respondida")).messages.map((m) => [m.id, m.status])).toEqual([[message, "respondida"]]);
    expect((await listInbox(storage.db, church(), "respondida")).feedback).toEqual([]);
    expect((await listInbox(storage.db, church(), "nova")).messages.map((m) => m.id)).toEqual([other]);
    expect((await listInbox(storage.db, church(), "arquivada")).feedback.map((f) => f.status)).toEqual(["arquivada"]);
    expect((await listInbox(storage.db, church(), null)).messages).toHaveLength(2);

    expect(await setInboxStatus(storage.db, church(), "contato", message, "nova")).toBe(true);
    expect((await listInbox(storage.db, church(), "nova")).messages.map((m) => m.id)).toEqual([other, message]);
  });

  it("a message that is gone, or of the other kind, is not changed", async () => {
    const message = await saveContactMessage(storage.db, church(), null, contact, t0);
    const before = await inboxCounts(storage.db, church());
    expect(await setInboxStatus(storage.db, church(), "contato", "nao-existe", "respondida")).toBe(false);
    expect(await setInboxStatus(storage.db, church(), "feedback", message, "respondida")).toBe(false);
    expect(await inboxCounts(storage.db, church())).toEqual(before);
  });
});

describeStorage("one church's inbox", { members: { eva: {} } }, (storage) => {
  const church = firstChurchOf(storage);
  const contact = { nome: "Eva", email: "eva@exemplo.com", telefone: null, mensagem: "Da primeira igreja." };
  const entry = { nome: "Eva", email: "eva@exemplo.com", tipo: "elogio" as const, avaliacao: 5, mensagem: "Da primeira igreja." };

  it("another church sees none of its messages, feedback, counts or stars, and cannot change their state", async () => {
    const message = await saveContactMessage(storage.db, church(), "eva", contact, t0);
    const feedback = await saveFeedback(storage.db, church(), null, entry, t0);
    const other = await aSecondChurch(storage.db);
    expect(await listInbox(storage.db, other)).toEqual({ messages: [], feedback: [] });
    expect(await inboxCounts(storage.db, other)).toEqual({ nova: 0, respondida: 0, arquivada: 0 });
    expect(await feedbackStats(storage.db, other)).toEqual({ count: 0, average: null });
    expect(await setInboxStatus(storage.db, other, "contato", message, "arquivada")).toBe(false);
    expect(await setInboxStatus(storage.db, other, "feedback", feedback, "respondida")).toBe(false);
    expect(await inboxCounts(storage.db, church())).toEqual({ nova: 2, respondida: 0, arquivada: 0 });

    await saveContactMessage(storage.db, other, null, { ...contact, mensagem: "Da segunda igreja." }, t0);
    expect((await listInbox(storage.db, other)).messages.map((m) => m.message)).toEqual(["Da segunda igreja."]);
    expect((await listInbox(storage.db, church())).messages.map((m) => m.message)).toEqual(["Da primeira igreja."]);
  });

  it("the keeping time's purge reaches every church's visitors", async () => {
    const other = await aSecondChurch(storage.db, "terceira-igreja", "Terceira Igreja");
    await saveContactMessage(storage.db, other, null, { ...contact, mensagem: "Antiga" }, new Date(t0.getTime() - 181 * 86_400_000));
    await forgetOldVisitorMessages(storage.db, t0);
    expect((await listInbox(storage.db, other)).messages).toEqual([]);
  });
});
