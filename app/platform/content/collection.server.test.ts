import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { bibleReference } from "#app/areas/bible/reference-schema.ts";
import { loadCollection } from "./collection.server.ts";
import { ContentError } from "./load.server.ts";
import { text } from "./schemas.ts";

/** A devotional-like front matter, strict so a misspelt field fails too. */
const schema = z.strictObject({
  titulo: text,
  data: z.iso.date(),
  versiculo: bibleReference,
  autor: z.strictObject({ nome: text }).optional(),
  tags: z.array(text).default([]),
});

/** The fixtures folder, relative to the repository as errors name it. */
const root = "app/platform/content/fixtures";
const dirs: string[] = [];

/** A collection in a temporary folder: file name → exact bytes. */
function tempCollection(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "lampada-collection-"));
  dirs.push(dir);
  mkdirSync(join(dir, "devotionals"));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, "devotionals", name), bytes);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (titulo: string, body = "Texto.") => `---\ntitulo: ${titulo}\ndata: 2026-11-01\nversiculo: Jo 3:16\n---\n\n${body}\n`;

/** The lines of the error a collection fails with (one per wrong file). */
function errorLines(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message.split("\n");
  }
  throw new Error("the collection loaded without an error");
}

describe("loadCollection", () => {
  it("reads every .md file of the folder, sorted by slug, with typed front matter and a trimmed body", () => {
    const entries = loadCollection("collection-valid", schema, { root });
    expect(entries.map((e) => e.slug)).toEqual(["2026-10-31-reforma", "2026-11-01-fe", "2026-11-02-esperanca"]);
    expect(entries[1]).toEqual({
      slug: "2026-11-01-fe",
      data: { titulo: "Fé que vê o invisível", data: "2026-11-01", versiculo: "Hb 11:1", autor: { nome: "Ana Souza" }, tags: ["fé", "esperança"] },
      body: "Ora, a fé é a certeza das coisas que se esperam.\n\n## Para pensar\n\n- Onde você precisa confiar *hoje*?\n- Leia **Hebreus 11** inteiro.",
    });
    // The schema's defaults apply; a body right after the closing line is kept whole.
    expect(entries[2]!.data.tags).toEqual([]);
    expect(entries[2]!.body).toBe("A esperança não traz confusão, porque o amor de Deus está derramado em nosso coração.");
    expectTypeOf(entries[0]!.data.titulo).toEqualTypeOf<string>();
    expectTypeOf(entries[0]!.data.autor).toEqualTypeOf<{ nome: string } | undefined>();
  });

  it("names the file and the field of every wrong file, one line each", () => {
    const file = (name: string) => `${root}/collection-broken/${name}`;
    const lines = errorLines(() => loadCollection("collection-broken", schema, { root }));
    expect(lines).toHaveLength(7);
    // Sorted by slug; the one right file (2026-11-01-fe.md) is not mentioned.
    expect(lines[0]).toBe(
      `${file("Devocional_Novo.md")}: (nome do arquivo) — "Devocional_Novo" não serve de endereço: use letras minúsculas sem acento, algarismos e hífens, como 2026-11-01-fe.md`,
    );
    expect(lines[1]).toBe(`${file("autor-sem-nome.md")}: autor.nome — texto vazio`);
    expect(lines[2]).toBe(`${file("cabecalho-aberto.md")}: (cabeçalho) — o cabeçalho não fecha: falta a linha --- depois do YAML`);
    expect(lines[3]).toBe(`${file("corpo-vazio.md")}: (corpo) — texto vazio: escreva o texto depois da linha --- que fecha o cabeçalho`);
    expect(lines[4]).toBe(
      `${file("sem-cabecalho.md")}: (cabeçalho) — falta o cabeçalho: o arquivo começa com uma linha ---, depois o YAML, depois outra linha ---`,
    );
    expect(lines[5]).toMatch(new RegExp(`^${file("tipo-errado.md")}: versiculo — .+`));
    expect(lines[6]).toBe(`${file("yaml-invalido.md")}: (cabeçalho, linha 4) — YAML inválido: Nested mappings are not allowed in compact mappings`);
  });

  it("names the field a schema refinement rejects", () => {
    const dir = tempCollection({ "fe.md": page("Fé").replace("Jo 3:16", "Jo 99:1") });
    expect(errorLines(() => loadCollection("devotionals", schema, { root: dir }))).toEqual([
      `${dir}/devotionals/fe.md: versiculo — referência bíblica inválida (use, por exemplo, 'Jo 3:16' com a abreviação do livro)`,
    ]);
  });

  it("refuses two files with one slug (fe.md and fe.MD)", () => {
    // Made here, not a fixture: names that differ only in case cannot be checked out on every system.
    const dir = tempCollection({ "fe.md": page("Fé"), "fe.MD": page("Fé de novo") });
    expect(errorLines(() => loadCollection("devotionals", schema, { root: dir }))).toEqual([
      `${dir}/devotionals/fe.md: (nome do arquivo) — slug repetido: fe (também em ${dir}/devotionals/fe.MD)`,
    ]);
  });

  it("names the front matter when it is not a mapping, and a misspelt field", () => {
    const dir = tempCollection({
      "lista.md": "---\n- titulo\n- data\n---\n\nTexto.\n",
      "vazio.md": "---\n---\n\nTexto.\n",
      "versicolo.md": page("Fé").replace("versiculo:", "versiculo: Jo 3:16\nversicolo:"),
    });
    const lines = errorLines(() => loadCollection("devotionals", schema, { root: dir }));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^${dir}/devotionals/lista.md: \\(cabeçalho\\) — `));
    expect(lines[1]).toMatch(new RegExp(`^${dir}/devotionals/vazio.md: \\(cabeçalho\\) — `));
    expect(lines[2]).toMatch(new RegExp(`^${dir}/devotionals/versicolo.md: \\(cabeçalho\\) — .*versicolo`));
  });

  it("allows an empty body only when asked", () => {
    expect(errorLines(() => loadCollection("collection-empty-body", schema, { root }))).toEqual([
      `${root}/collection-empty-body/2026-11-10-so-cabecalho.md: (corpo) — texto vazio: escreva o texto depois da linha --- que fecha o cabeçalho`,
    ]);
    const entries = loadCollection("collection-empty-body", schema, { root, allowEmptyBody: true });
    expect(entries).toEqual([{ slug: "2026-11-10-so-cabecalho", data: expect.objectContaining({ titulo: "Só o cabeçalho" }), body: "" }]);
  });

  it("reads Windows line endings and a byte-order mark", () => {
    const dir = tempCollection({ "fe.md": "\uFEFF" + page("Fé", "Linha um.\n\nLinha dois.").replace(/\n/g, "\r\n") });
    const [entry] = loadCollection("devotionals", schema, { root: dir });
    expect(entry).toEqual({ slug: "fe", data: expect.objectContaining({ titulo: "Fé", versiculo: "Jo 3:16" }), body: "Linha um.\n\nLinha dois." });
  });

  it("names a folder that does not exist", () => {
    expect(errorLines(() => loadCollection("collection-missing", schema, { root }))).toEqual([
      expect.stringMatching(new RegExp(`^${root}/collection-missing: não foi possível ler — ENOENT`)),
    ]);
  });

  it("is read once, and again by a fresh copy of the module (what npm run dev does after a change under content/)", async () => {
    const dir = tempCollection({ "fe.md": page("Fé") });
    const first = loadCollection("devotionals", schema, { root: dir });
    writeFileSync(join(dir, "devotionals", "fe.md"), page("Fé editada"));
    expect(loadCollection("devotionals", schema, { root: dir })).toBe(first);
    expect(first[0]!.data.titulo).toBe("Fé");

    vi.resetModules();
    const fresh = (await import("./collection.server.ts")) as typeof import("./collection.server.ts");
    expect(fresh.loadCollection("devotionals", schema, { root: dir })[0]!.data.titulo).toBe("Fé editada");
  });

  it("defaults to content/<dir> (CONTENT_DIR when set)", () => {
    const dir = tempCollection({ "fe.md": page("Fé") });
    process.env.CONTENT_DIR = dir;
    try {
      expect(loadCollection("devotionals", schema).map((e) => e.slug)).toEqual(["fe"]);
    } finally {
      delete process.env.CONTENT_DIR;
    }
  });
});
