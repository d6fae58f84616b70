import { z } from "zod";
import { oneOf, posted, requiredLine } from "#app/areas/editorial/fields.ts";
import { parseVideoAddress, VIDEO_ADDRESS_MESSAGE, VIDEO_CATEGORIES } from "./videos.ts";

/** A video's fields, the same for content/videos files and the church's own videos (/admin/videos). */
export const VIDEO_LIMITS = { titulo: 120, descricao: 300, endereco: 500 } as const;

export const videoFields = {
  titulo: requiredLine(VIDEO_LIMITS.titulo, "O título", "Informe o título."),
  descricao: requiredLine(VIDEO_LIMITS.descricao, "A descrição", "Informe a descrição."),
  categoria: oneOf(VIDEO_CATEGORIES, "a categoria"),
  /** A YouTube or Vimeo address, kept as typed (trimmed); the page shows the privacy-enhanced player. */
  endereco: z
    .string()
    .trim()
    .max(VIDEO_LIMITS.endereco, `O endereço deve ter no máximo ${VIDEO_LIMITS.endereco} caracteres.`)
    .refine((v) => parseVideoAddress(v) !== null, VIDEO_ADDRESS_MESSAGE),
};

/** The admin's form. */
export const videoForm = z.object({
  titulo: posted(videoFields.titulo),
  descricao: posted(videoFields.descricao),
  categoria: posted(videoFields.categoria),
  endereco: posted(videoFields.endereco),
});
export type VideoInput = z.output<typeof videoForm>;
