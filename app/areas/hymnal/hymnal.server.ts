import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { hymnFromImport } from "./hymn-import.ts";
import { loadHymns } from "./hymnal.content.server.ts";
import { importedHymnalStamp, listImportedHymns } from "./hymnal.store.server.ts";
import type { Hymn } from "./hymns.ts";

/** The hymnal every page, the projection, the search and the offline list read. */
export interface Hymnal {
  /** By number: the church's imported hymns and, where it has none, the shipped examples. */
  hymns: Hymn[];
  byNumber: ReadonlyMap<number, Hymn>;
}

let held: { stamp: string; shipped: readonly Hymn[]; hymnal: Hymnal } | null = null;

/**
 * The one source of hymns (decision 0044): the shipped examples (content/hymnal/hymns.yaml)
 * with the church's imported hymns over them, an imported number taking the example's place.
 * Kept in memory; one small query per call tells whether an import (here or from
 * `npm run hymnal:import` in another process) changed it.
 */
export async function churchHymnal(db: Kysely<Database>): Promise<Hymnal> {
  const stamp = await importedHymnalStamp(db);
  const shipped = loadHymns();
  if (held && held.stamp === stamp && held.shipped === shipped) return held.hymnal;
  const byNumber = new Map<number, Hymn>(shipped.map((h) => [h.numero, h]));
  for (const hymn of await listImportedHymns(db)) byNumber.set(hymn.numero, hymnFromImport(hymn));
  const hymns = [...byNumber.values()].sort((a, b) => a.numero - b.numero);
  held = { stamp, shipped, hymnal: { hymns, byNumber } };
  return held.hymnal;
}

/** The hymn a URL's `numero` names ('301'), or undefined. */
export async function findHymn(db: Kysely<Database>, numero: string | undefined): Promise<Hymn | undefined> {
  if (!numero || !/^\d{1,4}$/.test(numero)) return undefined;
  return (await churchHymnal(db)).byNumber.get(Number(numero));
}
