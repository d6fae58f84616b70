import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The reading-plan, devotional, Sabbath School and devotional-book checks fail on the mistakes they exist to catch. */
const dirs: string[] = [];

/** A copy of content/<area> in a fresh content tree, changed by `edit`, and the named loader reading it. */
async function loadEdited(area: string, edit: (root: string) => void, loaderModule: string, loader: string) {
  const root = mkdtempSync(join(tmpdir(), "lampada-study-"));
  dirs.push(root);
  cpSync(join("content", area), join(root, area), { recursive: true });
  edit(root);
  process.env.CONTENT_DIR = root;
  vi.resetModules();
  const module = (await import(loaderModule)) as Record<string, () => unknown>;
  return () => module[loader]!();
}

function replaceIn(file: string, from: string | RegExp, to: string) {
  const text = readFileSync(file, "utf8");
  const changed = text.replace(from, to);
  expect(changed, `${file} has ${String(from)}`).not.toBe(text);
  writeFileSync(file, changed);
}

afterEach(() => {
  delete process.env.CONTENT_DIR;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("study area content checks", () => {
  it("reading plans: a duration that is not the plan's day count, and a reference that names no chapter", async () => {
    const plans = (edit: (root: string) => void) =>
      loadEdited("reading-plans", edit, "#app/areas/reading-plans/reading-plans.content.server.ts", "loadReadingPlans");
    expect(await plans((root) => replaceIn(join(root, "reading-plans/plans.yaml"), "duracao: 31 dias", "duracao: 30 dias"))).toThrow(
      /plans\.yaml: planos\[3\]\.duracao — o plano tem 31 dias/,
    );
    expect(await plans((root) => replaceIn(join(root, "reading-plans/plans.yaml"), "[Jo 1:1-18]", "[Jo 22:1]"))).toThrow(
      /referência bíblica inválida/,
    );
  });

  it("devotionals: a reference that names no chapter, named with its file and field", async () => {
    const load = await loadEdited(
      "devotionals",
      (root) => replaceIn(join(root, "devotionals/2025-10-01-refugio.md"), "versiculo: Sl 46:1", "versiculo: Sl 151:1"),
      "./devotionals.content.server.ts",
      "loadDevotionals",
    );
    expect(load).toThrow(/devotionals\/2025-10-01-refugio\.md: versiculo — referência bíblica inválida/);
  });

  it("sabbath school: a day too short, and a missing day", async () => {
    const load = (edit: (root: string) => void) =>
      loadEdited("sabbath-school", edit, "#app/areas/sabbath-school/sabbath-school.content.server.ts", "loadQuarters");
    expect(
      await load((root) => writeFileSync(join(root, "sabbath-school/adultos/licao-1-terca.md"), "---\ntitulo: Curto\n---\n\nPoucas palavras.\n")),
    ).toThrow(/adultos\/licao-1-terca\.md: \(corpo\) — o estudo do dia tem 2 palavras/);
    expect(await load((root) => rmSync(join(root, "sabbath-school/jovens/licao-2-quinta.md")))).toThrow(
      /jovens\/licao-2-quinta\.md: \(arquivo\) — falta o estudo deste dia/,
    );
  });

  it("devotional books: a meditation without the closing 'Oração:' paragraph", async () => {
    const load = await loadEdited(
      "devotional-books",
      (root) => replaceIn(join(root, "devotional-books/manhas-com-deus/dia-01.md"), "Oração: ", "Prece: "),
      "#app/areas/devotional-books/devotional-books.content.server.ts",
      "loadDevotionalBooks",
    );
    expect(load).toThrow(/manhas-com-deus\/dia-01\.md: \(corpo\) — o último parágrafo precisa começar com 'Oração:'/);
  });
});
