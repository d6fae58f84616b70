import { z } from "zod";
import { CLIENT_WRITE_FIELD } from "./queue.ts";

/**
 * The optional id a page gives a member's write (a UUID, decision 0017): spread into an action's
 * form schema, so a queued write sent again is recognised by the server and changes nothing.
 */
export const clientWriteIdField = {
  [CLIENT_WRITE_FIELD]: z.uuid("Identificador de envio inválido. Recarregue a página e tente novamente.").optional(),
};
