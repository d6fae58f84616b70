import type { RouterContextProvider } from "react-router";
import { getApp } from "../../context.ts";
import { getSessionUser, type SessionUser } from "./session.server.ts";

/** The logged-in member of this request, or null for a visitor. */
export function currentUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | null> {
  return getSessionUser(getApp(context).db, request, new Date());
}
