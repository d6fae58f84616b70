import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isOwnNavigation, markActionRan } from "./navigation.server.ts";

const request = (headers: Record<string, string>, method = "GET") => new Request("https://lampada.example/biblia/jo/3", { method, headers });

describe("isOwnNavigation", () => {
  it("is the member's own visit from this site or the address bar", () => {
    expect(isOwnNavigation({ request: request({ "sec-fetch-site": "same-origin" }), context: new RouterContextProvider() })).toBe(true);
    expect(isOwnNavigation({ request: request({ "sec-fetch-site": "none" }), context: new RouterContextProvider() })).toBe(true);
  });

  it("is not when another site sent the browser, after an action, or for the service worker's offline copy", () => {
    expect(isOwnNavigation({ request: request({ "sec-fetch-site": "cross-site" }), context: new RouterContextProvider() })).toBe(false);
    const context = new RouterContextProvider();
    markActionRan({ request: request({}), context });
    expect(isOwnNavigation({ request: request({ "sec-fetch-site": "same-origin" }), context })).toBe(false);
    const copy = request({ "sec-fetch-site": "same-origin", "x-offline-copy": "1" });
    expect(isOwnNavigation({ request: copy, context: new RouterContextProvider() })).toBe(false);
  });
});
