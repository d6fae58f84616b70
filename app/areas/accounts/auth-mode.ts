/** The login page's two forms, 'Entrar' and 'Criar Conta', chosen by `?modo=cadastro`. */
export type AuthMode = "login" | "signup";

const MODE_PARAM = "modo";
const SIGN_UP_MODE = "cadastro";

/** The address that opens the sign-up form directly (every 'Criar Conta' link). */
export const SIGN_UP_PATH = `/login?${MODE_PARAM}=${SIGN_UP_MODE}`;

/** The form the login page's address asks for. */
export function authModeOf(search: URLSearchParams): AuthMode {
  return search.get(MODE_PARAM) === SIGN_UP_MODE ? "signup" : "login";
}
