import { data } from "react-router";

/**
 * Reads a posted form. A body that is not a readable form is the sender's mistake: it
 * gets 400 with a Portuguese message, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ error: "Não foi possível ler o formulário enviado. Recarregue a página e tente novamente." }, { status: 400 });
  }
}
