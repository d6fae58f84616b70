import { describe, expect, it } from "vitest";
import { lazyFiles } from "./lazy-files.ts";

const chunks = new Map([
  [
    "/assets/hinario-a1.js",
    'import{t as e}from"./framework-f1.js";const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/HymnDialog-d1.js","assets/framework-f1.js","assets/Dialog-g1.js"])))=>i.map(i=>d[i]);const H=e(()=>import(`./HymnDialog-d1.js`));',
  ],
  ["/assets/HymnDialog-d1.js", 'import{a}from"./Dialog-g1.js";import{b}from"./framework-f1.js";'],
  ["/assets/Dialog-g1.js", 'import{b}from"./framework-f1.js";const s="/assets/Dialog-g1.css";'],
  ["/assets/framework-f1.js", "import(e.module);import(`./framework-f1.js`)"],
  ["/assets/home-h1.js", 'import{b}from"./framework-f1.js";'],
  ["/assets/LazyReadAloud-l1.js", "const R=()=>import(`./ReadAloud-r1.js`);import(`./missing-m1.js`)"],
  ["/assets/ReadAloud-r1.js", 'import{b}from"./framework-f1.js";'],
]);

describe("lazyFiles", () => {
  const lazy = lazyFiles(chunks);

  it("lists, for a chunk with a dynamic import, the imported chunk and everything it names in turn", () => {
    expect(lazy["/assets/hinario-a1.js"]).toEqual([
      "/assets/Dialog-g1.css",
      "/assets/Dialog-g1.js",
      "/assets/HymnDialog-d1.js",
      "/assets/framework-f1.js",
    ]);
    expect(lazy["/assets/LazyReadAloud-l1.js"]).toEqual(["/assets/ReadAloud-r1.js", "/assets/framework-f1.js"]);
  });

  it("leaves out chunks with only static imports, imports by a variable, the chunk itself and files not in the build", () => {
    expect(lazy).not.toHaveProperty("/assets/home-h1.js");
    expect(lazy).not.toHaveProperty("/assets/framework-f1.js");
    expect(lazy["/assets/LazyReadAloud-l1.js"]).not.toContain("/assets/missing-m1.js");
  });
});
