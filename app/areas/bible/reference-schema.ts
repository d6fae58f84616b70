import { z } from "zod";
import { parseReference } from "./references.ts";

/** A Bible reference in a content file that names a real book and chapter ("Jo 3:16", "Sl 23"). */
export const bibleReference = z.string().refine((value) => parseReference(value) !== null, {
  message: "referência bíblica inválida (use, por exemplo, 'Jo 3:16' com a abreviação do livro)",
});
