import { expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import {
  FAVORITE_LOGIN_MESSAGE,
  INVALID_ACTION_MESSAGE,
  loadVerseOfDayCard,
  runVerseAction,
  UNKNOWN_VERSE_MESSAGE,
  verseActionSchema,
} from "./card.server.ts";
import { getMemberProgress } from "#app/areas/gamification/ledger.store.server.ts";
import { loadDailyVerses } from "./verse-of-day.content.server.ts";

const newYear = new Date("2027-01-01T15:00:00Z");
const request = (query = "", tz = "America/Sao_Paulo") =>
  new Request(`http://localhost/${query}`, { headers: { Cookie: `tz=${encodeURIComponent(tz)}` } });

describeStorage("verse of the day card", { members: { u1: { email: "ana@exemplo.com", name: "Ana", createdAt: newYear } } }, (storage) => {
  it("shows today's verse, or the one 'Novo' picked, and a different next one", async () => {
    const verses = loadDailyVerses();
    const today = await loadVerseOfDayCard(storage.db, null, request(), newYear, () => 0);
    expect(today).toMatchObject({ verse: verses[0], today: true, member: false, favorite: false, nextReference: verses[1]!.referencia });
    const picked = await loadVerseOfDayCard(storage.db, null, request("?versiculo=Jo%203%3A16"), newYear);
    expect(picked.verse.referencia).toBe("Jo 3:16");
    expect(picked.today).toBe(false);
    expect(picked.nextReference).not.toBe("Jo 3:16");
    const unknown = await loadVerseOfDayCard(storage.db, null, request("?versiculo=nada"), newYear);
    expect(unknown.today).toBe(true);
  });

  it("toggles a member's heart and shows it on the card", async () => {
    expect(await runVerseAction(storage.db, "u1", { intent: "favorito", referencia: "Jo 3:16" }, newYear)).toEqual({ ok: true, favorite: true });
    const card = await loadVerseOfDayCard(storage.db, "u1", request("?versiculo=Jo%203%3A16"), newYear);
    expect(card).toMatchObject({ member: true, favorite: true });
    expect(await runVerseAction(storage.db, "u1", { intent: "favorito", referencia: "Jo 3:16" }, newYear)).toEqual({ ok: true, favorite: false });
  });

  it("counts a member's shares once per verse a day, not a visitor's", async () => {
    await runVerseAction(storage.db, "u1", { intent: "compartilhado", referencia: "Sl 23:1", canal: "whatsapp" }, newYear);
    await runVerseAction(storage.db, "u1", { intent: "compartilhado", referencia: "Sl 23:1", canal: "imagem" }, newYear);
    await runVerseAction(storage.db, "u1", { intent: "compartilhado", referencia: "Jo 3:16", canal: "imagem" }, newYear);
    expect(await runVerseAction(storage.db, null, { intent: "compartilhado", referencia: "Sl 23:1", canal: "imagem" }, newYear)).toEqual({
      ok: true,
    });
    expect((await getMemberProgress(storage.db, "u1")).stats.versesShared).toBe(2);
  });

  it("refuses bad input with a message and changes nothing", async () => {
    expect(await runVerseAction(storage.db, null, { intent: "favorito", referencia: "Jo 3:16" }, newYear)).toEqual({
      ok: false,
      status: 401,
      error: FAVORITE_LOGIN_MESSAGE,
    });
    const refused = (form: Record<string, unknown>) => verseActionSchema.safeParse(form).error?.issues[0]?.message;
    expect(refused({ intent: "favorito", referencia: "Xy 1:1" })).toBe(UNKNOWN_VERSE_MESSAGE);
    expect(refused({ intent: "apagar" })).toBe(INVALID_ACTION_MESSAGE);
    expect(refused({ intent: "compartilhado", referencia: "Jo 3:16", canal: "fax" })).toBe(INVALID_ACTION_MESSAGE);
    expect(refused({ intent: "favorito" })).toBe(UNKNOWN_VERSE_MESSAGE);
    expect((await getMemberProgress(storage.db, "u1")).stats.versesShared).toBe(2);
  });
});
