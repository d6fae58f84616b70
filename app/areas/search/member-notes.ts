import { findBook } from "#app/areas/bible/books.ts";
import { isHighlightColor } from "#app/areas/bible/marks.ts";
import type { SearchDocument } from "./search-index.ts";

/**
 * A member's own writing as the one search finds it (pure): the notes of their profile (title,
 * reference, text) and the notes and highlights on verses (the verse, its note, its colour).
 * Only ever built for the member who wrote them.
 */
export interface OwnNote {
  title: string;
  reference: string;
  content: string;
}

export interface OwnVerseMark {
  book: string;
  chapter: number;
  verse: number;
  color: string | null;
  note: string | null;
}

export function ownNoteDocuments(notes: readonly OwnNote[], marks: readonly OwnVerseMark[]): SearchDocument[] {
  const docs: SearchDocument[] = notes.map((note) => ({
    kind: "notas",
    title: note.title,
    href: "/perfil?tab=notes",
    context: note.reference ? `Nota · ${note.reference}` : "Nota",
    body: note.content,
  }));
  for (const mark of marks) {
    const book = findBook(mark.book);
    if (!book) continue;
    const colour = isHighlightColor(mark.color) ? mark.color : null;
    docs.push({
      kind: "notas",
      title: `${book.nome} ${mark.chapter}:${mark.verse}`,
      href: `/biblia/${book.id}/${mark.chapter}#v${mark.verse}`,
      context: mark.note ? (colour ? `Nota no versículo · destaque ${colour}` : "Nota no versículo") : `Destaque ${colour}`,
      lead: colour ? `destaque ${colour}` : undefined,
      body: mark.note ?? undefined,
    });
  }
  return docs;
}
