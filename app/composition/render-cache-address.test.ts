import { describe, expect, it } from "vitest";
import { renderCacheAddress } from "./render-cache-address.ts";

const address = (path: string) => renderCacheAddress(new URL(path, "https://igreja.exemplo"));

describe("the render cache's address of a visitor's page", () => {
  it("is the path when there is no query", () => {
    expect(address("/hinario")).toBe("/hinario");
    expect(address("/biblia/gn/1")).toBe("/biblia/gn/1");
  });

  it("keeps the parameters the route reads, in one order and one encoding", () => {
    expect(address("/dicionario?letra=B")).toBe("/dicionario?letra=B");
    expect(address("/biblia?testamento=nt&livro=mt")).toBe("/biblia?livro=mt&testamento=nt");
    expect(address("/biblia?livro=mt&testamento=nt")).toBe("/biblia?livro=mt&testamento=nt");
    expect(address("/?versiculo=Jo%C3%A3o+3%3A16")).toBe(address("/?versiculo=Jo%C3%A3o%203:16"));
    expect(address("/?aviso=saiu")).toBe("/?aviso=saiu");
    expect(address("/dicionario.data?letra=B&_routes=routes%2Fdicionario")).toBe("/dicionario.data?_routes=routes%2Fdicionario&letra=B");
  });

  it("is null (render, do not store) for a parameter the route does not read", () => {
    expect(address("/hinario?z=8f2a9c")).toBeNull();
    expect(address("/dicionario?versao=ARA")).toBeNull();
    expect(address("/hinario?q=graça")).toBeNull();
    expect(address("/?aviso=inventado")).toBeNull();
  });

  it("is null for a shared service order, which its owner may stop sharing at any moment", () => {
    expect(address("/roteiros/6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f")).toBeNull();
    expect(address("/projetar/roteiro/6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f.data")).toBeNull();
    expect(address("/projetar/biblia/jo/3?versiculos=16-18&versao=NVI")).toBe("/projetar/biblia/jo/3?versao=NVI&versiculos=16-18");
  });

  it("is null for a repeated parameter or a value out of shape", () => {
    expect(address("/dicionario?letra=A&letra=B")).toBeNull();
    expect(address("/dicionario?letra=AB")).toBeNull();
    expect(address("/biblioteca/1?capitulo=99999")).toBeNull();
    expect(address(`/quiz?quiz=${"a".repeat(61)}`)).toBeNull();
  });
});
