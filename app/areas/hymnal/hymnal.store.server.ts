import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import type { ImportedHymn } from "./hymn-formats.ts";

/** Rows per insert: well under every engine's limit of bound values. */
const ROWS_PER_INSERT = 200;

export interface ImportOutcome {
  created: number;
  updated: number;
  /** Hymns of the earlier import dropped by `replace`. */
  removed: number;
}

/**
 * Stores a checked set of hymns in one transaction: each number written anew (re-importing
 * updates it); with `replace`, every hymn of the earlier imports not in the set goes. Either all
 * of it is stored or, on any error, nothing.
 */
export async function saveImportedHymns(
  db: Kysely<Database>,
  hymns: readonly ImportedHymn[],
  options: { replace: boolean },
  now: Date,
): Promise<ImportOutcome> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const before = new Set((await trx.selectFrom("imported_hymns").select("number").execute()).map((r) => r.number));
    const numbers = new Set(hymns.map((h) => h.numero));
    const updated = [...numbers].filter((n) => before.has(n)).length;
    const removed = options.replace ? [...before].filter((n) => !numbers.has(n)).length : 0;
    if (options.replace) await trx.deleteFrom("imported_hymns").execute();
    for (let i = 0; i < hymns.length; i += ROWS_PER_INSERT) {
      const rows = hymns.slice(i, i + ROWS_PER_INSERT).map((h) => ({
        number: h.numero,
        title: h.titulo,
        stanzas: h.estrofes.join("\n\n"),
        chorus: h.coro,
        author: h.autor,
        copyright: h.copyright,
        source_file: h.arquivo,
        imported_at: at,
      }));
      if (!options.replace)
        await trx
          .deleteFrom("imported_hymns")
          .where(
            "number",
            "in",
            rows.map((r) => r.number),
          )
          .execute();
      await trx.insertInto("imported_hymns").values(rows).execute();
    }
    return { created: numbers.size - updated, updated, removed };
  });
}

/** What changes with every import (the count and the newest import's time): every process compares it with the hymnal it holds. */
export async function importedHymnalStamp(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("imported_hymns")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("imported_at").as("newest")])
    .executeTakeFirst();
  return `${Number(row?.count ?? 0)}|${row?.newest ?? ""}`;
}

/** Every imported hymn, by number. */
export async function listImportedHymns(db: Kysely<Database>): Promise<ImportedHymn[]> {
  const rows = await db.selectFrom("imported_hymns").selectAll().orderBy("number").execute();
  return rows.map((r) => ({
    numero: r.number,
    titulo: r.title,
    estrofes: r.stanzas ? r.stanzas.split("\n\n") : [],
    coro: r.chorus,
    autor: r.author,
    copyright: r.copyright,
    arquivo: r.source_file,
  }));
}
