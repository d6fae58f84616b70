import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { classItemKeys } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { classRows } from "./clubs.ts";
import { clubPeople, clubUnits } from "./clubs.store.server.ts";
import { clubReviews } from "./reviews.store.server.ts";

/** One class of the club's dashboard (the first class unless asked): its rows, the units and the class list. */
export async function classDashboard(db: Kysely<Database>, clubId: string, askedClass: number) {
  const classes = loadClasses();
  const current = classes.find((c) => c.id === askedClass) ?? classes[0]!;
  const people = (await clubPeople(db, clubId)).filter((p) => p.status === "ativo");
  const units = await clubUnits(db, clubId);
  return {
    classes: classes.map(({ id, titulo }) => ({ id, titulo })),
    current: { id: current.id, titulo: current.titulo },
    units: units.map(({ id, name }) => ({ id, name })),
    rows: classRows(people, await clubReviews(db, clubId), classItemKeys(current)),
  };
}
