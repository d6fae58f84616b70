import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";

export class ContentError extends Error {}

/** Where built-in content lives (CONTENT_DIR in tests that need another tree). */
export function contentDirectory(): string {
  return process.env.CONTENT_DIR ?? join(process.cwd(), "content");
}

const cache = new Map<string, unknown>();

/**
 * Reads content/<file> (YAML) and validates it; a wrong file fails loudly with its path
 * and the field. Kept in memory after the first read.
 */
export function loadContent<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  if (cache.has(file)) return cache.get(file) as z.infer<S>;
  const path = `content/${file}`;
  let raw: unknown;
  try {
    raw = parse(readFileSync(join(contentDirectory(), file), "utf8"));
  } catch (error) {
    throw new ContentError(`${path}: não foi possível ler — ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "");
    throw new ContentError(`${path}: ${field || "(raiz)"} — ${issue.message}`);
  }
  cache.set(file, result.data);
  return result.data;
}
