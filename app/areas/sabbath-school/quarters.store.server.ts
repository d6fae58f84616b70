import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inTransaction } from "#db/transaction.ts";
import type { ImportedQuarter, ImportedWeek } from "./quarter-import.ts";

/**
 * Stores the checked quarters of one upload in one transaction, each row written anew
 * (re-importing a quarter replaces it whole). Answers, for each, whether it replaced an earlier
 * import of the same quarter.
 */
export async function saveImportedQuarters(
  db: Kysely<Database>,
  quarters: readonly ImportedQuarter[],
  source: string,
  now: Date,
): Promise<{ replaced: boolean }[]> {
  return inTransaction(db, async (trx) => {
    const answers: { replaced: boolean }[] = [];
    for (const quarter of quarters) {
      const removed = await trx.deleteFrom("imported_quarters").where("quarter_id", "=", quarter.id).executeTakeFirst();
      await trx
        .insertInto("imported_quarters")
        .values({
          quarter_id: quarter.id,
          category: quarter.categoria,
          title: quarter.titulo,
          description: quarter.descricao,
          human_date: quarter.periodo,
          start_date: quarter.inicio,
          end_date: quarter.fim,
          weeks: JSON.stringify(quarter.semanas),
          source,
          imported_at: now.toISOString(),
        })
        .execute();
      answers.push({ replaced: Number(removed.numDeletedRows) > 0 });
    }
    return answers;
  });
}

/** Removes an imported quarter; false when there was none by that id. */
export async function removeImportedQuarter(db: Kysely<Database>, id: string): Promise<boolean> {
  const removed = await db.deleteFrom("imported_quarters").where("quarter_id", "=", id).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** What changes with every import or removal (the count and the newest import's time). */
export async function importedQuartersStamp(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("imported_quarters")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("imported_at").as("newest")])
    .executeTakeFirst();
  return `${Number(row?.count ?? 0)}|${row?.newest ?? ""}`;
}

export interface StoredQuarter extends ImportedQuarter {
  source: string;
  importedAt: string;
}

/** Every imported quarter, the latest to start first. */
export async function listImportedQuarters(db: Kysely<Database>): Promise<StoredQuarter[]> {
  const rows = await db.selectFrom("imported_quarters").selectAll().orderBy("start_date", "desc").orderBy("quarter_id").execute();
  return rows.map((r) => ({
    id: r.quarter_id,
    categoria: r.category === "jovens" ? "jovens" : "adultos",
    titulo: r.title,
    descricao: r.description,
    periodo: r.human_date,
    inicio: r.start_date,
    fim: r.end_date,
    semanas: JSON.parse(r.weeks) as ImportedWeek[],
    source: r.source,
    importedAt: r.imported_at,
  }));
}
