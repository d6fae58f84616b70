import { describe, expect, it } from "vitest";
import {
  changesSession,
  dataKeptWith,
  DAILY_COPY_AGE_MS,
  filesNamed,
  isAssetRequest,
  isKeptData,
  isListedPage,
  isNeverKept,
  isPageRequest,
  isPrivateAnswer,
  isStorablePage,
  keepPageMessage,
  keptAfterClientNavigation,
  LASTING_COPY_AGE_MS,
  needsCopy,
  OFFLINE_COPY_HEADER,
  PAGE_MAX_AGE_SECONDS,
  pageLabel,
  groupKeptPages,
} from "./offline-rules.ts";

const ORIGIN = "https://lampada.example";
const at = (path: string) => new URL(path, ORIGIN);

describe("offline rules", () => {
  it("keeps a hymn's lyrics for the hymnal list's dialog with the hymn's page, and no other data", () => {
    expect(dataKeptWith("/hinario/37")).toBe("/hinario/37/dados.json");
    for (const path of ["/hinario", "/dicionario", "/hinario/37/letra", "/biblia/sl/23"]) expect(dataKeptWith(path), path).toBeNull();
    expect(isKeptData("GET", at("/hinario/37/dados.json"), ORIGIN)).toBe(true);
    expect(isKeptData("POST", at("/hinario/37/dados.json"), ORIGIN)).toBe(false);
    expect(isKeptData("GET", new URL("https://outro.example/hinario/37/dados.json"), ORIGIN)).toBe(false);
    expect(isKeptData("GET", at("/hinario/abc/dados.json"), ORIGIN)).toBe(false);
    expect(isKeptData("GET", at("/paginas-offline.json"), ORIGIN)).toBe(false);
  });

  it("keeps no profile or admin page, nor their navigation data, in any cache", () => {
    for (const path of [
      "/perfil",
      "/perfil?tab=settings",
      "/perfil.data",
      "/perfil/notas",
      "/perfil/conta.data",
      "/admin/mensagens",
      "/admin/mensagens.data",
      // An address with a token: the e-mailed links and a group's invite.
      "/redefinir-senha?token=abc",
      "/entrar-com-link?token=abc",
      "/confirmar-email?token=abc",
      "/confirmar-email.data?token=abc",
      "/grupos/entrar?token=abc",
    ])
      expect(isNeverKept(at(path))).toBe(true);
    for (const path of ["/", "/biblia", "/perfilado", "/administracao-da-igreja", "/hinario/37", "/busca?q=token", "/redefinir-senha"])
      expect(isNeverKept(at(path))).toBe(false);
  });

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

  it("keeps the document of chapters, hymns, projections and service orders reached by a client navigation", () => {
    expect(keptAfterClientNavigation("/biblia/jo/3")).toBe(true);
    expect(keptAfterClientNavigation("/hinario/37")).toBe(true);
    for (const path of [
      "/projetar/hino/37",
      "/projetar/biblia/jo/3",
      "/projetar/roteiro/6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
      "/roteiros/6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
    ])
      expect(keptAfterClientNavigation(path)).toBe(true);
    expect(keptAfterClientNavigation("/roteiros")).toBe(false);
    expect(keptAfterClientNavigation("/biblia/busca")).toBe(false);
    expect(keptAfterClientNavigation("/perfil")).toBe(false);
    const [page, ...files] = keepPageMessage("/biblia/jo/3?versao=ACF", ["/assets/root-abc.js"]).payload.urlsToCache;
    expect(page).toEqual(["/biblia/jo/3?versao=ACF", { headers: { Accept: "text/html", [OFFLINE_COPY_HEADER]: "1" } }]);
    expect(files).toEqual(["/assets/root-abc.js"]);
  });

  it("fetches a listed page again when its copy is missing or too old for its kind", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(needsCopy(null, false, now)).toBe(true);
    expect(needsCopy(Number.NaN, false, now)).toBe(true);
    expect(needsCopy(now - DAILY_COPY_AGE_MS + 1, true, now)).toBe(false);
    expect(needsCopy(now - DAILY_COPY_AGE_MS, true, now)).toBe(true);
    expect(needsCopy(now - DAILY_COPY_AGE_MS, false, now)).toBe(false);
    expect(needsCopy(now - LASTING_COPY_AGE_MS, false, now)).toBe(true);
    expect(LASTING_COPY_AGE_MS).toBeLessThan(PAGE_MAX_AGE_SECONDS * 1000);
  });

  it("finds the hashed files a page loads by its links, not every route its inline manifest names", () => {
    const html =
      '<link rel="preload" href="/assets/app-Dv_SX.css" as="style"/><link rel="modulepreload" href="/assets/root-p0DSxwta.js" nonce="x"/>' +
      '<link nonce="x" rel="modulepreload" href="/assets/hinario._numero-cPudTIFw.js"/><link rel="stylesheet" href="/assets/app-Dv_SX.css"/>' +
      '<link rel="icon" href="/favicon.svg"/><script type="module">import * as route0 from "/assets/root-p0DSxwta.js";' +
      'window.__reactRouterManifest = {"routes": {"/": {"module": "/assets/home-BWLEqTuj.js"}}};</script>';
    expect(filesNamed(html)).toEqual(["/assets/app-Dv_SX.css", "/assets/root-p0DSxwta.js", "/assets/hinario._numero-cPudTIFw.js"]);
    expect(filesNamed("<p>sem arquivos</p>")).toEqual([]);
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

describe("the offline page's list", () => {
  const sections = [
    { href: "/", label: "Início" },
    { href: "/hinario", label: "Hinário" },
    { href: "/dicionario", label: "Dicionário" },
    { href: "/quiz", label: "Quiz" },
  ];
  it("groups kept pages by section in the navigation's order, each title once, sorted with numbers as numbers", () => {
    const groups = groupKeptPages(
      [
        { href: "/hinario/10", label: "Hino 10" },
        { href: "/dicionario?letra=B", label: "Dicionário Bíblico — letra B" },
        { href: "/hinario/9", label: "Hino 9" },
        { href: "/dicionario?letra=A", label: "Dicionário Bíblico — letra A" },
        { href: "/dicionario", label: "Dicionário Bíblico — letra A" },
        { href: "/", label: "Lâmpada" },
        { href: "/hinario", label: "Hinário" },
        { href: "/sobre", label: "Sobre" },
      ],
      sections,
    );
    expect(groups.map((g) => [g.label, g.pages.map((p) => p.href)])).toEqual([
      ["Início", ["/"]],
      ["Hinário", ["/hinario", "/hinario/9", "/hinario/10"]],
      ["Dicionário", ["/dicionario", "/dicionario?letra=B"]],
      ["Quiz", []],
      ["Outras páginas", ["/sobre"]],
    ]);
  });
});
