import { z } from "zod";
import { findReferences, parseReference } from "#app/areas/bible/references.ts";
import { loadContent } from "#app/platform/content/load.server.ts";
import { text, uniqueBy } from "#app/platform/content/schemas.ts";
import { entryLetter, type DictionaryEntry } from "./dictionary.ts";

/** At least 300 entries (issue 7). */
const MIN_ENTRIES = 300;

/**
 * A definition cites its Bible references in parentheses, "(Gn 12:1-3; Hb 11:8)", each
 * naming a real book and chapter.
 */
const definition = text.superRefine((value, ctx) => {
  const found = findReferences(value);
  if (found.length === 0) ctx.addIssue({ code: "custom", message: "a definição precisa citar ao menos uma referência bíblica" });
  for (const group of value.matchAll(/\(([^)]*\d[^)]*)\)/g)) {
    for (const piece of group[1]!.split(";")) {
      if (!parseReference(piece)) ctx.addIssue({ code: "custom", message: `referência bíblica inválida: "${piece.trim()}"` });
    }
  }
});

const schema = z
  .array(z.object({ palavra: text, definicao: definition }).strict())
  .min(MIN_ENTRIES, `o dicionário precisa de pelo menos ${MIN_ENTRIES} palavras`)
  .superRefine(uniqueBy((e: DictionaryEntry) => e.palavra.toLowerCase(), "palavra"))
  .superRefine((entries, ctx) => {
    entries.forEach((e, index) => {
      if (!/^[A-Z]$/.test(entryLetter(e)))
        ctx.addIssue({ code: "custom", path: [index, "palavra"], message: "a palavra precisa começar por uma letra de A a Z" });
    });
  })
  .transform((entries) => entries.toSorted((a, b) => a.palavra.localeCompare(b.palavra, "pt-BR")));

/** The dictionary, in alphabetical order (Portuguese collation). */
export function loadDictionary(): DictionaryEntry[] {
  return loadContent("dictionary/entries.yaml", schema);
}
