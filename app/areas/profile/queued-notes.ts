import type { QueuedWrite } from "#app/platform/offline-writes/queue.ts";

export interface NoteRow {
  id: string;
  title: string;
  reference: string;
  content: string;
  date: string;
}

/** A note as shown: `queued` when made offline (its server id unknown here: no edit or delete yet), `pending` while a write about it waits. */
export interface ShownNote extends NoteRow {
  queued: boolean;
  pending: boolean;
}

/**
 * The member's notes with the writes made offline applied in order (decision 0017): a created
 * note first, an edited one changed, a deleted one gone. `waiting` are the ids of writes not sent yet.
 */
export function notesWithWrites(notes: readonly NoteRow[], writes: readonly QueuedWrite[], waiting: ReadonlySet<string>): ShownNote[] {
  let shown: ShownNote[] = notes.map((n) => ({ ...n, queued: false, pending: false }));
  for (const { id, fields } of writes) {
    const pending = waiting.has(id);
    const text = { title: fields.titulo ?? "", reference: fields.referencia ?? "", content: fields.conteudo ?? "" };
    if (fields.intent === "nota-criar") shown = [{ id, ...text, date: "", queued: true, pending }, ...shown];
    else if (fields.intent === "nota-editar") shown = shown.map((n) => (n.id === fields.id ? { ...n, ...text, pending: n.pending || pending } : n));
    else if (fields.intent === "nota-excluir") shown = shown.filter((n) => n.id !== fields.id);
  }
  return shown;
}
