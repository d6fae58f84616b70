import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { acrossChurches, inChurch, inTransaction, type ChurchRef, type Db } from "#db/transaction.ts";
import type { ImportedHymn } from "./hymn-formats.ts";

/** Rows per insert: well under every engine's limit of bound values. */
const ROWS_PER_INSERT = 200;

/**
 * Whose imported hymns: the church's own, or the conference's, which every church of it sings
 * (church_id null; only the conference's staff import those, decision 0065).
 */
export type HymnScope = "church" | "conference";

export interface ImportOutcome {
  created: number;
  updated: number;
  /** Hymns of the earlier import dropped by `replace`. */
  removed: number;
}

/** The rows of one scope: the church's own, or the conference's (no church). */
function ofScope(db: Db, church: ChurchRef, scope: HymnScope) {
  const rows = db.selectFrom("imported_hymns");
  return scope === "church" ? rows.where("church_id", "=", church.id) : rows.where("church_id", "is", null);
}

/**
 * Stores a checked set of hymns of one scope in one transaction: each number written anew
 * (re-importing updates it); with `replace`, every hymn of that scope's earlier imports not in
 * the set goes. Another church's hymns are never touched. Either all of it is stored or, on any
 * error, nothing.
 */
export async function saveImportedHymns(
  db: Kysely<Database>,
  church: ChurchRef,
  hymns: readonly ImportedHymn[],
  options: { replace: boolean; scope: HymnScope },
  now: Date,
): Promise<ImportOutcome> {
  const at = now.toISOString();
  const owner = options.scope === "church" ? church.id : null;
  // The conference's songs belong to no church: only the roll-ups' binding may write them (row-level security).
  const bound = <T>(work: (db: Db) => Promise<T>) => (owner === null ? acrossChurches(db, work) : inChurch(db, church, work));
  return bound((db) =>
    inTransaction(db, async (trx) => {
      const deleteOwn = () =>
        trx.deleteFrom("imported_hymns").where((eb) => (owner === null ? eb("church_id", "is", null) : eb("church_id", "=", owner)));
      const before = new Set((await ofScope(trx, church, options.scope).select("number").execute()).map((r) => r.number));
      const numbers = new Set(hymns.map((h) => h.numero));
      const updated = [...numbers].filter((n) => before.has(n)).length;
      const removed = options.replace ? [...before].filter((n) => !numbers.has(n)).length : 0;
      if (options.replace) await deleteOwn().execute();
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
          church_id: owner,
        }));
        if (!options.replace)
          await deleteOwn()
            .where(
              "number",
              "in",
              rows.map((r) => r.number),
            )
            .execute();
        await trx.insertInto("imported_hymns").values(rows).execute();
      }
      return { created: numbers.size - updated, updated, removed };
    }),
  );
}

/**
 * What changes with every import the church sings (its own and the conference's: the count and
 * the newest import's time): every process compares it with the hymnal it holds.
 */
export async function importedHymnalStamp(db: Kysely<Database>, church: ChurchRef): Promise<string> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("imported_hymns")
      .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("imported_at").as("newest")])
      .where((eb) => eb.or([eb("church_id", "is", null), eb("church_id", "=", church.id)]))
      .executeTakeFirst(),
  );
  return `${Number(row?.count ?? 0)}|${row?.newest ?? ""}`;
}

/** Every imported hymn of one scope (the church's own, or the conference's), by number. */
export async function listImportedHymns(db: Kysely<Database>, church: ChurchRef, scope: HymnScope): Promise<ImportedHymn[]> {
  const rows = await inChurch(db, church, (db) => ofScope(db, church, scope).selectAll().orderBy("number").execute());
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
