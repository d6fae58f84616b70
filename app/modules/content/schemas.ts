import { z } from "zod";
import { parseReference } from "../bible/references.ts";

/** A Bible reference that names a real book and chapter ("Jo 3:16", "Sl 23"). */
export const bibleReference = z.string().refine((value) => parseReference(value) !== null, {
  message: "referência bíblica inválida (use, por exemplo, 'Jo 3:16' com a abreviação do livro)",
});

/** Text shown to users: trimmed, non-empty. */
export const text = z.string().trim().min(1, "texto vazio");

/** Items whose key must be unique in their list. */
export function uniqueBy<T>(key: (item: T) => string | number, label: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string | number>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: "custom", path: [index], message: `${label} repetido: ${value}` });
      seen.add(value);
    });
  };
}
