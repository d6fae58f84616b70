import { describe, expect, it } from "vitest";
import {
  changesSession,
  isAssetRequest,
  isListedPage,
  isPageRequest,
  isPrivateAnswer,
  isStorablePage,
  keepPageMessage,
  keptAfterClientNavigation,
  OFFLINE_COPY_HEADER,
  pageLabel,
} from "./offline-rules.ts";

const ORIGIN = "https://lampada.example";
const at = (path: string) => new URL(path, ORIGIN);

describe("offline rules", () => {
  it("keeps pages and client navigations' data of this site, read with GET", () => {
    expect(isPageRequest("GET", at("/biblia/jo/3"), ORIGIN, "navigate", "text/html")).toBe(true);
    expect(isPageRequest("GET", at("/biblia/jo/3.data?versao=ACF"), ORIGIN, "cors", "*/*")).toBe(true);
    expect(isPageRequest("GET", at("/hinario"), ORIGIN, "cors", "text/html")).toBe(true);
    expect(isPageRequest("POST", at("/perfil/notas"), ORIGIN, "navigate", "text/html")).toBe(false);
    expect(isPageRequest("GET", at("/healthz"), ORIGIN, "cors", "*/*")).toBe(false);
    expect(isPageRequest("GET", new URL("https://www.youtube.com/x"), ORIGIN, "navigate", "text/html")).toBe(false);
  });

  it("tells hashed files from the rest", () => {
    expect(isAssetRequest("GET", at("/assets/root-abc.js"), ORIGIN)).toBe(true);
    expect(isAssetRequest("GET", at("/favicon.svg"), ORIGIN)).toBe(false);
  });

  it("stores complete pages and navigation data only", () => {
    expect(isStorablePage(200, "text/html; charset=utf-8")).toBe(true);
    expect(isStorablePage(200, "text/x-script")).toBe(true);
    expect(isStorablePage(404, "text/html; charset=utf-8")).toBe(false);
    expect(isStorablePage(0, null)).toBe(false);
    expect(isStorablePage(200, "application/pdf")).toBe(false);
  });

  it("recognises a member's answer by its Cache-Control", () => {
    expect(isPrivateAnswer("private, no-store")).toBe(true);
    expect(isPrivateAnswer("no-store")).toBe(true);
    expect(isPrivateAnswer("Private")).toBe(true);
    expect(isPrivateAnswer("no-cache")).toBe(false);
    expect(isPrivateAnswer(null)).toBe(false);
    expect(isPrivateAnswer("public, max-age=60")).toBe(false);
  });

  it("knows the posts that change who is signed in", () => {
    for (const path of ["/login", "/login.data", "/sair", "/sair.data"]) expect(changesSession("POST", at(path), ORIGIN)).toBe(true);
    expect(changesSession("GET", at("/sair"), ORIGIN)).toBe(false);
    expect(changesSession("POST", at("/perfil/notas"), ORIGIN)).toBe(false);
  });

  it("keeps the document of chapters and hymns reached by a client navigation", () => {
    expect(keptAfterClientNavigation("/biblia/jo/3")).toBe(true);
    expect(keptAfterClientNavigation("/hinario/37")).toBe(true);
    expect(keptAfterClientNavigation("/biblia/busca")).toBe(false);
    expect(keptAfterClientNavigation("/perfil")).toBe(false);
    expect(keepPageMessage("/biblia/jo/3?versao=ACF").payload.urlsToCache[0]![1]!.headers[OFFLINE_COPY_HEADER]).toBe("1");
  });

  it("lists pages by their title, else by their address", () => {
    expect(isListedPage(at("/hinario"))).toBe(true);
    expect(isListedPage(at("/hinario.data"))).toBe(false);
    expect(pageLabel("<title>Hinário — Lâmpada</title>", at("/hinario"))).toBe("Hinário");
    expect(pageLabel("<title>Jó &amp; Rute — Lâmpada</title>", at("/x"))).toBe("Jó & Rute");
    expect(pageLabel("", at("/biblia/j%C3%B3/1"))).toBe("/biblia/jó/1");
    expect(pageLabel("", at("/x%E0"))).toBe("/x%E0");
  });
});
