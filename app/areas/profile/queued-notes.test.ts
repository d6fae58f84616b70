import { describe, expect, it } from "vitest";
import type { QueuedWrite } from "#app/platform/offline-writes/queue.ts";
import { notesWithWrites } from "./queued-notes.ts";

const note = (id: string, title: string) => ({ id, title, reference: "", content: "texto", date: "01/03/2026" });
const write = (id: string, fields: Record<string, string>): QueuedWrite => ({ id, memberId: "m1", action: "/perfil/notas", fields, label: "Nota" });

describe("notes with writes made offline", () => {
  it("shows a created note first, an edited one changed and a deleted one gone, in the order made", () => {
    const notes = [note("a", "Primeira"), note("b", "Segunda")];
    const writes = [
      write("w1", { intent: "nota-criar", titulo: "Nova", referencia: "Jo 3:16", conteudo: "Deus amou" }),
      write("w2", { intent: "nota-editar", id: "a", titulo: "Primeira, revista", referencia: "", conteudo: "outro" }),
      write("w3", { intent: "nota-excluir", id: "b" }),
    ];
    const shown = notesWithWrites(notes, writes, new Set(["w1", "w2", "w3"]));
    expect(shown.map((n) => [n.id, n.title, n.queued, n.pending])).toEqual([
      ["w1", "Nova", true, true],
      ["a", "Primeira, revista", false, true],
    ]);
    expect(shown[0]).toMatchObject({ reference: "Jo 3:16", content: "Deus amou" });
  });

  it("marks nothing pending once the writes were sent (a created note still has no server id here), and changes nothing without writes", () => {
    const notes = [note("a", "Primeira")];
    const shown = notesWithWrites(notes, [write("w1", { intent: "nota-criar", titulo: "Nova", conteudo: "x" })], new Set());
    expect(shown.map((n) => [n.title, n.queued, n.pending])).toEqual([
      ["Nova", true, false],
      ["Primeira", false, false],
    ]);
    expect(notesWithWrites(notes, [], new Set())).toEqual([{ ...notes[0], queued: false, pending: false }]);
  });
});
