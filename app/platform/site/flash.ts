/**
 * Messages carried across a redirect as `?aviso=<key>` and shown at the top of the page
 * (alerts as in-page messages, decision 0007).
 */
export const FLASH_MESSAGES = {
  entrou: { tone: "success", text: "Login realizado com sucesso!" },
  cadastrou: { tone: "success", text: "Cadastro realizado com sucesso!" },
  saiu: { tone: "success", text: "Logout realizado com sucesso!" },
  "saiu-de-todos": { tone: "success", text: "Você saiu de todos os dispositivos. Entre novamente para continuar." },
  "conta-excluida": { tone: "success", text: "Sua conta e todos os seus dados foram excluídos." },
  "perfil-atualizado": { tone: "success", text: "Perfil atualizado com sucesso!" },
  "foto-atualizada": { tone: "success", text: "Foto atualizada com sucesso!" },
  "foto-tipo": { tone: "error", text: "Envie uma foto em JPEG, PNG ou WebP." },
  "foto-grande": { tone: "error", text: "A foto deve ter no máximo 2 MB." },
  "foto-vazia": { tone: "error", text: "Escolha uma foto para enviar." },
  "foto-pixels": { tone: "error", text: "A imagem é grande demais (no máximo 16 megapixels)." },
  "foto-pixels-png": { tone: "error", text: "A imagem é grande demais (no máximo 4 megapixels num PNG de 16 bits ou entrelaçado)." },
  "senha-redefinida": { tone: "success", text: "Senha criada! Você entrou, e os outros dispositivos saíram da conta." },
  "email-confirmado": { tone: "success", text: "E-mail confirmado. Obrigado!" },
  "crie-sua-senha": {
    tone: "info",
    text: "E-mail confirmado: a conta é sua. Agora crie a sua senha. Se outra pessoa tinha criado esta conta com o seu e-mail, ela não entra mais: a senha anterior deixou de valer e os aparelhos conectados saíram da conta.",
  },
  "item-salvo": { tone: "success", text: "Salvo com sucesso!" },
  "item-publicado": { tone: "success", text: "Publicado: já aparece nas páginas públicas." },
  "item-oculto": { tone: "success", text: "Ocultado: não aparece mais nas páginas públicas." },
  "item-excluido": { tone: "success", text: "Excluído." },
  "mensagem-nova": { tone: "success", text: "Mensagem marcada como nova." },
  "mensagem-respondida": { tone: "success", text: "Mensagem marcada como respondida." },
  "mensagem-arquivada": { tone: "success", text: "Mensagem arquivada." },
  "lembretes-desativados": { tone: "success", text: "Lembretes desativados em todos os aparelhos." },
  "avisos-salvos": { tone: "success", text: "Avisos por e-mail salvos." },
} as const satisfies Record<string, { tone: "success" | "error" | "info"; text: string }>;

export type FlashKey = keyof typeof FLASH_MESSAGES;
export const FLASH_PARAM = "aviso";
/** Achievements unlocked and the level reached by the action before the redirect. */
export const ACHIEVEMENTS_PARAM = "conquistas";
export const LEVEL_PARAM = "nivel";

export function flashFromUrl(url: string): (typeof FLASH_MESSAGES)[FlashKey] | null {
  const key = new URL(url).searchParams.get(FLASH_PARAM);
  return key && Object.hasOwn(FLASH_MESSAGES, key) ? FLASH_MESSAGES[key as FlashKey] : null;
}

/** A path with a notice to show after the redirect. */
export function withFlash(path: string, key: FlashKey): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(FLASH_PARAM, key);
  return url.pathname + url.search;
}
