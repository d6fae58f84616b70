/** The login page's two forms, 'Entrar' and 'Criar Conta', chosen by `?modo=cadastro`. */
export type AuthMode = "login" | "signup";

/** The page's third form: 'Enviar link de acesso', offered beside 'Entrar' when the password way is paused. */
export const LINK_INTENT = "link";

/** Which of the page's forms an answer is about (its `intent`). */
export const AUTH_INTENTS = ["login", "signup", LINK_INTENT] as const;

const MODE_PARAM = "modo";
const SIGN_UP_MODE = "cadastro";

/** The address that opens the sign-up form directly (every 'Criar Conta' link). */
export const SIGN_UP_PATH = `/login?${MODE_PARAM}=${SIGN_UP_MODE}`;

/** The form the login page's address asks for. */
export function authModeOf(search: URLSearchParams): AuthMode {
  return search.get(MODE_PARAM) === SIGN_UP_MODE ? "signup" : "login";
}

/** The form shown after an answer: sign-up's for its own answers, else 'Entrar' (the link is offered from it). */
export function authModeAfter(intent: string | undefined, search: URLSearchParams): AuthMode {
  if (intent === undefined) return authModeOf(search);
  return intent === "signup" ? "signup" : "login";
}
