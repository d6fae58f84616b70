import { href, useLocation } from "react-router";
import { safeReturnPath, withReturnPath } from "./return-path.ts";

/** The login page's address that leads back to this page after logging in, or signing up and confirming (the one return-path rule). */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return withReturnPath(href("/login"), safeReturnPath(pathname + search));
}
