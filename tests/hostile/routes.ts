import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * Every URL pattern the router knows, walked from the route list's default export (a
 * React Router RouteConfig: `path`, `file`, `index`, `children`), so a new route is
 * covered by the hostile test without editing it.
 */
export interface KnownRoute {
  /** The route id React Router uses (?_routes=). */
  id: string;
  /** Full pattern, e.g. "/biblia/:livro/:capitulo" or "/*". */
  pattern: string;
  file: string;
  index: boolean;
  /** Names of the dynamic segments, in order; "*" for a splat. */
  params: string[];
  /** What the module exports, read from its source (a route without a default export is a resource route). */
  hasAction: boolean;
  hasLoader: boolean;
  hasPage: boolean;
}

function joinPaths(parent: string, child: string | undefined): string {
  if (child === undefined || child === "") return parent || "/";
  if (child.startsWith("/")) return child;
  return `${parent.replace(/\/$/, "")}/${child}`;
}

function moduleExports(appDirectory: string, file: string): Pick<KnownRoute, "hasAction" | "hasLoader" | "hasPage"> {
  const path = join(appDirectory, file);
  const source = existsSync(path) ? readFileSync(path, "utf8") : "";
  const exported = (name: string) =>
    new RegExp(`export\\s+(async\\s+)?(function|const|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`).test(source);
  return { hasAction: exported("action"), hasLoader: exported("loader"), hasPage: /export\s+default\b/.test(source) };
}

export function enumerateRoutes(config: readonly RouteConfigEntry[], appDirectory: string): KnownRoute[] {
  const found: KnownRoute[] = [];
  const walk = (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const pattern = joinPaths(parent, entry.path);
      if (entry.path !== undefined || entry.index) {
        const params = pattern
          .split("/")
          .filter((segment) => segment.startsWith(":") || segment === "*")
          .map((segment) => (segment === "*" ? "*" : segment.slice(1).replace(/\?$/, "")));
        found.push({
          id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""),
          pattern,
          file: entry.file,
          index: entry.index === true,
          params,
          ...moduleExports(appDirectory, entry.file),
        });
      }
      if (entry.children) walk(entry.children, pattern);
    }
  };
  walk(config, "");
  return found;
}

/** A route pattern as a regular expression over paths. */
export function patternRegExp(pattern: string): RegExp {
  const parts = pattern.split("/").map((segment) => {
    if (segment === "*") return ".*";
    if (segment.startsWith(":")) return segment.endsWith("?") ? "[^/]*" : "[^/]+";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${parts.join("/")}/?$`);
}

/** The most specific route a path belongs to (the splat only when nothing else matches). */
export function routeOf(path: string, routes: readonly KnownRoute[]): string {
  const matching = routes.filter((r) => patternRegExp(r.pattern).test(path));
  const specific = matching.filter((r) => !r.pattern.includes("*"));
  return (specific[0] ?? matching[0])?.pattern ?? "(outside the route list)";
}
