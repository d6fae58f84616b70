import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { classItemKeys, itemKey } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { findSpecialty } from "#app/areas/pathfinders/specialties.content.server.ts";
import { classRows, reviewDate, SPECIALTY_KEY_PATTERN, waitingFor } from "./clubs.ts";
import { clubPeople, clubUnits, type Membership } from "./clubs.store.server.ts";
import { clubReviews } from "./reviews.store.server.ts";

/**
 * An item's name as people read it: a class item's text with its class ('Amigo · Explicar…'),
 * or 'Especialidade Nós e Amarras' — never its internal key.
 */
export function itemName(key: string): string {
  if (SPECIALTY_KEY_PATTERN.test(key)) {
    const specialty = findSpecialty(Number(key.slice(4)));
    return specialty ? `Especialidade ${specialty.nome}` : "Especialidade retirada do catálogo";
  }
  const [classId, areaIndex, itemIndex] = key.split("-").map(Number) as [number, number, number];
  const found = loadClasses().find((c) => c.id === classId);
  const text = found?.areas[areaIndex]?.itens[itemIndex];
  return found && text ? `${found.titulo} · ${text}` : "Item retirado do programa";
}

/** Every item key of the classes, in the programme's order (for sorting the detail export). */
function keyOrder(): Map<string, number> {
  const keys = loadClasses().flatMap((c) => c.areas.flatMap((a, ai) => a.itens.map((_, ii) => itemKey(c.id, ai, ii))));
  return new Map(keys.map((k, i) => [k, i]));
}

/**
 * The dashboard: what waits for this leader across classes and units (oldest first), and one
 * class (the asked one, else the first) with only the people enrolled in it.
 */
export async function classDashboard(db: Kysely<Database>, me: Pick<Membership, "clubId" | "personId" | "role">, askedClass: number, now: Date) {
  const classes = loadClasses();
  const current = classes.find((c) => c.id === askedClass) ?? classes[0]!;
  const people = (await clubPeople(db, me.clubId, now)).filter((p) => p.status === "ativo");
  const units = await clubUnits(db, me.clubId);
  const reviews = await clubReviews(db, me.clubId);
  const enrolled = people.filter((p) => p.classId === current.id);
  const unitIds = units.filter((u) => u.counsellorIds.includes(me.personId)).map((u) => u.id);
  return {
    classes: classes.map(({ id, titulo }) => ({ id, titulo, enrolled: people.filter((p) => p.classId === id).length })),
    current: { id: current.id, titulo: current.titulo },
    units: units.map(({ id, name }) => ({ id, name })),
    rows: classRows(enrolled, reviews, classItemKeys(current)),
    waiting: waitingFor({ personId: me.personId, role: me.role, unitIds }, people, reviews).map((w) => ({
      ...w,
      itemName: itemName(w.itemKey),
      markedOn: reviewDate(w.markedAt),
    })),
    /** For the detail export: each enrolled person's reviews. */
    detail: () => {
      const order = keyOrder();
      return enrolled.flatMap((p) =>
        reviews
          .filter((r) => r.personId === p.id)
          .sort((a, b) => (order.get(a.itemKey) ?? 1e6) - (order.get(b.itemKey) ?? 1e6) || a.itemKey.localeCompare(b.itemKey))
          .map((r) => ({ person: p, review: r, itemName: itemName(r.itemKey) })),
      );
    },
  };
}
