import { describe, expect, it } from "vitest";
import { allowedMethods } from "./methods.ts";

const routes = [
  { id: "root", module: {} },
  { parentId: "root", path: "/", module: {} },
  { parentId: "root", path: "/login", module: { action: () => null } },
  { parentId: "root", path: "/biblia/:livro/:capitulo", module: { action: () => null } },
  { parentId: "root", path: "*", module: {} },
];

describe("methods each address takes", () => {
  it("POST only where the route has an action, also for client navigations' .data requests", () => {
    expect(allowedMethods(routes, "/login")).toContain("POST");
    expect(allowedMethods(routes, "/login.data")).toContain("POST");
    expect(allowedMethods(routes, "/biblia/jo/3.data")).toContain("POST");
    expect(allowedMethods(routes, "/_root.data")).not.toContain("POST");
    expect(allowedMethods(routes, "/nada")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });
});
