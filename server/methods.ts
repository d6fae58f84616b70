import type { NextFunction, Request, Response } from "express";
import { matchPath } from "react-router";

interface BuiltRoute {
  path?: string;
  parentId?: string;
  module: { action?: unknown };
}

/**
 * Each URL answers only the methods it has: GET and HEAD everywhere, POST where its route
 * has an action, OPTIONS saying so. Anything else (PUT, DELETE, PATCH, TRACE…) gets 405
 * with `Allow`, before React Router would hand it to an action.
 */
export function allowedMethods(routes: readonly BuiltRoute[], requested: string): string[] {
  // Client navigations ask for `<path>.data` (`/_root.data` for the home page).
  const pathname = requested === "/_root.data" ? "/" : requested.replace(/\.data$/, "");
  const matched = routes.find((r) => r.parentId === "root" && r.path !== undefined && matchPath({ path: r.path, end: true }, pathname));
  return matched?.module.action ? ["GET", "HEAD", "POST", "OPTIONS"] : ["GET", "HEAD", "OPTIONS"];
}

export function refuseOtherMethods(loadRoutes: () => Promise<readonly BuiltRoute[]>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    // Every address answers GET and HEAD: only other methods need their route found.
    if (req.method === "GET" || req.method === "HEAD") return next();
    try {
      const allowed = allowedMethods(await loadRoutes(), req.path);
      if (allowed.includes(req.method) && req.method !== "OPTIONS") return next();
      res.setHeader("Allow", allowed.join(", "));
      if (req.method === "OPTIONS") return void res.status(204).end();
      res.status(405).type("text/plain; charset=utf-8").send("Método não permitido para este endereço.");
    } catch (error) {
      next(error);
    }
  };
}
