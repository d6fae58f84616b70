import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { hymnFromImport } from "./hymn-import.ts";
import { loadHymns } from "./hymnal.content.server.ts";
import { importedHymnalStamp, listImportedHymns, type HymnScope } from "./hymnal.store.server.ts";
import type { Hymn } from "./hymns.ts";

/** The hymnal every page, the projection, the search and the offline list read. */
export interface Hymnal {
  /** By number: the church's imported hymns over the conference's, and those over the shipped examples. */
  hymns: Hymn[];
  byNumber: ReadonlyMap<number, Hymn>;
}

/** Each church's hymnal as last built, by church id. */
const held = new Map<string, { stamp: string; shipped: readonly Hymn[]; hymnal: Hymnal }>();

/**
 * The hymnal of one scope: the shipped examples with the conference's imported hymns over them
 * and, for a church, its own over those, an imported number taking the place of the one below.
 */
async function buildHymnal(db: Kysely<Database>, church: ChurchRef, shipped: readonly Hymn[], scope: HymnScope): Promise<Hymnal> {
  const byNumber = new Map<number, Hymn>(shipped.map((h) => [h.numero, h]));
  const layers: HymnScope[] = scope === "church" ? ["conference", "church"] : ["conference"];
  for (const layer of layers) for (const hymn of await listImportedHymns(db, church, layer)) byNumber.set(hymn.numero, hymnFromImport(hymn));
  return { hymns: [...byNumber.values()].sort((a, b) => a.numero - b.numero), byNumber };
}

/**
 * The one source of hymns (decision 0044): the shipped examples (content/hymnal/hymns.yaml)
 * with the conference's imported hymns over them and the church's own over those (decision
 * 0065). Kept in memory per church; one small query per call tells whether an import (here or
 * from `npm run hymnal:import` in another process) changed it.
 */
export async function churchHymnal(db: Kysely<Database>, church: ChurchRef): Promise<Hymnal> {
  const stamp = await importedHymnalStamp(db, church);
  const shipped = loadHymns();
  const kept = held.get(church.id);
  if (kept && kept.stamp === stamp && kept.shipped === shipped) return kept.hymnal;
  const hymnal = await buildHymnal(db, church, shipped, "church");
  held.set(church.id, { stamp, shipped, hymnal });
  return hymnal;
}

/** What an import of this scope lands over: the church's hymnal, or the one every church shares (no church's own). */
export async function hymnalOfScope(db: Kysely<Database>, church: ChurchRef, scope: HymnScope): Promise<Hymnal> {
  return scope === "church" ? churchHymnal(db, church) : buildHymnal(db, church, loadHymns(), "conference");
}

/** The hymn a URL's `numero` names ('301') in the church's hymnal, or undefined. */
export async function findHymn(db: Kysely<Database>, church: ChurchRef, numero: string | undefined): Promise<Hymn | undefined> {
  if (!numero || !/^\d{1,4}$/.test(numero)) return undefined;
  return (await churchHymnal(db, church)).byNumber.get(Number(numero));
}
