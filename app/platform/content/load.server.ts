import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import "#app/platform/site/zod-locale.ts";

export class ContentError extends Error {}

/** Where built-in content lives (CONTENT_DIR in tests that need another tree). */
export function contentDirectory(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "content");
}

/**
 * Loaded content, kept for the life of this module. `npm run dev` drops its loaded modules when
 * a file under content/ changes (server/dev.ts), so the next request reads everything again.
 */
const cache = new Map<string, unknown>();

/** The value kept under `key`, read (once it succeeds) by `read`. Errors are not kept. */
export function cached<T>(key: string, read: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = read();
  cache.set(key, value);
  return value;
}

/** A field's path as content errors name it: `[1].referencia`, `autor.nome`. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "");
}

/** The one shape of a content error: `<file>: <field> — <what is wrong>`. */
export function contentError(file: string, field: string, message: string): ContentError {
  return new ContentError(`${file}: ${field} — ${message}`);
}

/** A file that could not be read or parsed: `<file>: não foi possível ler — <reason>`. */
export function unreadableError(file: string, error: unknown): ContentError {
  return new ContentError(`${file}: não foi possível ler — ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Validates `raw` with `schema`; the first issue fails as a ContentError naming the file and
 * the field (`root` names the whole value when the issue has no path).
 */
export function validate<S extends z.ZodType>(file: string, raw: unknown, schema: S, root = "(raiz)"): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw contentError(file, fieldPath(issue.path) || root, issue.message);
}

/**
 * Reads content/<file> (YAML) and validates it; a wrong file fails loudly with its path
 * and the field. Kept in memory after the first read.
 */
export function loadContent<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  return cached(file, () => {
    const path = `content/${file}`;
    let raw: unknown;
    try {
      raw = parse(readFileSync(join(contentDirectory(), file), "utf8"));
    } catch (error) {
      throw unreadableError(path, error);
    }
    return validate(path, raw, schema);
  });
}
