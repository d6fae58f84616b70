import { z } from "zod";

/**
 * The messages zod writes itself (a wrong type, a list where one value was expected) in
 * Portuguese, for forms and content files alike. Imported for its effect by the form
 * pipeline and the content loader; zod keeps one configuration per process.
 */
z.config(z.locales.ptBR());
