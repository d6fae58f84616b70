import { href, useLocation } from "react-router";
import { SIGN_UP_PATH } from "./auth-mode.ts";
import { safeReturnPath, withReturnPath } from "./return-path.ts";

/** The login page's address that leads back to this page after logging in, or signing up and confirming (the one return-path rule). */
export function useLoginPath(): string {
  return withReturnPath(href("/login"), useReturnPath());
}

/** The sign-up form's address that leads back to this page once the new member confirms their address. */
export function useSignUpPath(): string {
  return withReturnPath(SIGN_UP_PATH, useReturnPath());
}

/** The page to come back to; none from the home, where every login lands anyway. */
function useReturnPath(): string | null {
  const { pathname, search } = useLocation();
  return pathname === "/" && !search ? null : safeReturnPath(pathname + search);
}
