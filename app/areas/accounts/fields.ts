/**
 * Limits of the account fields and the spec's exact messages; the success
 * messages shown after a redirect are in site/flash.ts. Free of the validation library,
 * so the login page can show the limits without loading it.
 */
export const MESSAGES = {
  duplicateEmail: "Este email já está cadastrado!",
  wrongCredentials: "Email ou senha incorretos!",
  /** The spec's 6 raised to 8 (decision 0043), in the spec's words. */
  shortPassword: "A senha deve ter pelo menos 8 caracteres!",
  passwordMismatch: "As senhas não coincidem!",
  emptyName: "Por favor, preencha o nome",
  notAuthenticated: "Usuário não autenticado!",
  userNotFound: "Usuário não encontrado!",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const AGE_MIN = 13;
export const AGE_MAX = 120;
