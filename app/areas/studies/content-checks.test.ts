import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The studies, library and courses checks fail on the mistakes they exist to catch, naming file and field. */
const dirs: string[] = [];

function copyOfContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "lampada-studies-"));
  dirs.push(dir);
  for (const area of ["studies", "library", "courses"]) cpSync(join("content", area), join(dir, area), { recursive: true });
  return dir;
}

async function load(dir: string, module: string, loader: string): Promise<() => unknown> {
  process.env.CONTENT_DIR = dir;
  vi.resetModules();
  const loaded = (await import(module)) as Record<string, () => unknown>;
  return () => loaded[loader]!();
}

const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), "utf8")));

afterEach(() => {
  delete process.env.CONTENT_DIR;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("study course checks", () => {
  it("need 200+ words, real references and lessons 1..N", async () => {
    const dir = copyOfContent();
    edit(dir, "studies/lessons/poder-do-perdao-1.md", (t) => `${t.slice(0, t.indexOf("\n---\n") + 5)}Texto curto demais.\n`);
    edit(dir, "studies/lessons/grande-conflito-2.md", (t) => t.replace("(Gn 3:1, ACF)", "(Gn 51:1, ACF)"));
    unlinkSync(join(dir, "studies/lessons/mordomia-crista-3.md"));
    const run = await load(dir, "./studies.content.server.ts", "loadStudyCourses");
    expect(run).toThrow(/content\/studies\/lessons\/poder-do-perdao-1\.md: \(corpo\) — \d+ palavras; uma lição precisa de 200 ou mais/);
    expect(run).toThrow(/grande-conflito-2\.md: \(corpo\) — referência bíblica inválida: "Gn 51:1"/);
    expect(run).toThrow(/mordomia-crista\.md: licoes — 5 lições; um curso precisa de 6 ou mais/);
  });

  it("need two courses in every category", async () => {
    const dir = copyOfContent();
    edit(dir, "studies/courses/livre-de-dividas.md", (t) => t.replace("categoria: financas", "categoria: familia"));
    expect(await load(dir, "./studies.content.server.ts", "loadStudyCourses")).toThrow(/financas tem 1 curso\(s\); precisa de 2 ou mais/);
  });
});

describe("library and catalogue checks", () => {
  it("need 46 books, chapter lists only for books 1 to 6", async () => {
    const dir = copyOfContent();
    edit(dir, "library/books.yaml", (t) => t.replace("  capitulos: 29\n", "  capitulos:\n    - Um\n"));
    expect(await load(dir, "#app/areas/library/library.content.server.ts", "loadBooks")).toThrow(
      /content\/library\/books\.yaml: \[6\]\.capitulos — só os livros 1 a 6/,
    );
  });

  it("need the featured and certificate flags of the spec", async () => {
    const dir = copyOfContent();
    edit(dir, "courses/catalogue.yaml", (t) => t.replace(/destaque: true/, "destaque: false"));
    expect(await load(dir, "#app/areas/courses/courses.content.server.ts", "loadCourseCatalogue")).toThrow(
      /\[0\]\.destaque — só os cursos 1, 2, 5 são destaque/,
    );
  });
});
