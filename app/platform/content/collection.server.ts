import { readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";
import { SLUG_PATTERN } from "#app/platform/site/slug.ts";
import { cached, contentDirectory, ContentError, contentError, unreadableError, validate } from "./load.server.ts";

/** One prose file of a collection: `<slug>.md`, its front matter validated, its Markdown body. */
export interface CollectionEntry<T> {
  /** The file name without `.md`: lower-case letters, digits and hyphens. */
  slug: string;
  /** The front matter, as the collection's schema returns it. */
  data: T;
  /** The Markdown after the front matter, trimmed (render it with <Markdown>). */
  body: string;
}

export interface CollectionOptions {
  /** Whether a file may have nothing after its front matter (default: it may not). */
  allowEmptyBody?: boolean;
  /** The folder that holds the collections (default: content/, or CONTENT_DIR); tests point it at fixtures. */
  root?: string;
}

/** Collection files: `.md`, in any case, so a `.MD` file is checked rather than silently left out. */
const MARKDOWN_FILE = /\.md$/i;

/** `---`, the YAML, `---`, each on its own line at the very start of the file. */
const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?:\n|$)/;

/**
 * The one way to read prose content (docs/architecture.md): every `*.md` file of
 * content/<dir>/, each Markdown with YAML front matter between `---` lines, sorted by slug.
 * `data` is the front matter validated by `schema`; `body` the Markdown after it, trimmed.
 *
 * A wrong collection fails with a ContentError holding one line per wrong file, each naming
 * the file and the field (`content/devotionals/2025-10-01-refugio.md: versiculo — …`). Kept in
 * memory after the first successful read of the folder (one schema per folder); `npm run dev`
 * reads it again after a change under content/, as it does for every content file.
 */
export function loadCollection<S extends z.ZodType>(
  dir: string,
  schema: S,
  options: CollectionOptions = {},
): ReadonlyArray<CollectionEntry<z.infer<S>>> {
  const folder = resolve(options.root ?? contentDirectory(), dir);
  return cached(`collection:${folder}`, () => readCollection(folder, schema, options.allowEmptyBody ?? false));
}

function readCollection<S extends z.ZodType>(folder: string, schema: S, allowEmptyBody: boolean): Array<CollectionEntry<z.infer<S>>> {
  let names: string[];
  try {
    names = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && MARKDOWN_FILE.test(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    throw unreadableError(shownPath(folder), error);
  }
  const files = names.map((name) => ({ name, slug: name.replace(MARKDOWN_FILE, ""), path: shownPath(join(folder, name)) }));
  files.sort((a, b) => compare(a.slug, b.slug) || compare(a.name, b.name));

  const entries: Array<CollectionEntry<z.infer<S>>> = [];
  const errors: string[] = [];
  const seen = new Map<string, string>();
  for (const { name, slug, path } of files) {
    try {
      if (!SLUG_PATTERN.test(slug)) {
        throw contentError(path, "(nome do arquivo)", `"${slug}" não serve de endereço: use letras minúsculas sem acento, algarismos e hífens, como 2026-11-01-fe.md`);
      }
      const earlier = seen.get(slug);
      if (earlier) throw contentError(path, "(nome do arquivo)", `slug repetido: ${slug} (também em ${earlier})`);
      seen.set(slug, path);
      let text: string;
      try {
        text = readFileSync(join(folder, name), "utf8");
      } catch (error) {
        throw unreadableError(path, error);
      }
      entries.push({ slug, ...parseFile(path, text, schema, allowEmptyBody) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error.message);
    }
  }
  if (errors.length > 0) throw new ContentError(errors.join("\n"));
  return entries;
}

/** A file's front matter (validated) and body; `path` names it in errors. */
function parseFile<S extends z.ZodType>(path: string, text: string, schema: S, allowEmptyBody: boolean): { data: z.infer<S>; body: string } {
  const source = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw contentError(
      path,
      "(cabeçalho)",
      source.startsWith("---")
        ? "o cabeçalho não fecha: falta a linha --- depois do YAML"
        : "falta o cabeçalho: o arquivo começa com uma linha ---, depois o YAML, depois outra linha ---",
    );
  }
  let raw: unknown;
  try {
    raw = parse(match[1] ?? "");
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw unreadableError(path, error);
    // The front matter starts on the file's second line.
    const line = (error.linePos?.[0].line ?? 0) + 1;
    const reason = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    throw contentError(path, `(cabeçalho, linha ${line})`, `YAML inválido: ${reason}`);
  }
  const data = validate(path, raw, schema, "(cabeçalho)");
  const body = source.slice(match[0].length).trim();
  if (!body && !allowEmptyBody) throw contentError(path, "(corpo)", "texto vazio: escreva o texto depois da linha --- que fecha o cabeçalho");
  return { data, body };
}

/** A path as errors show it: relative to the working directory (the repository) when inside it. */
function shownPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") || isAbsolute(inside) ? path : inside.split(sep).join("/");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
