import type { ChurchRef, Db } from "#db/transaction.ts";
import { classItemKeys, isKnownItem, itemKey } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { findSpecialty } from "#app/areas/pathfinders/specialties.content.server.ts";
import { classRows, reviewDate, SPECIALTY_KEY_PATTERN, waitingFor } from "./clubs.ts";
import { type Membership } from "./clubs.store.server.ts";
import { clubPeople } from "./roster.store.server.ts";
import { clubUnits } from "./units.store.server.ts";
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

/** A class item of the programme or a specialty of the catalogue. */
export function isKnownClubItem(key: string): boolean {
  return SPECIALTY_KEY_PATTERN.test(key) ? findSpecialty(Number(key.slice(4))) !== undefined : isKnownItem(loadClasses(), key);
}

/** Every item key of the classes, in the programme's order (for sorting the detail export). */
function keyOrder(): Map<string, number> {
  const keys = loadClasses().flatMap((c) => c.areas.flatMap((a, ai) => a.itens.map((_, ii) => itemKey(c.id, ai, ii))));
  return new Map(keys.map((k, i) => [k, i]));
}

/** The club's active people, units and reviews, and the class asked (else the first) with those enrolled in it. */
async function loadBoard(db: Db, church: ChurchRef, clubId: string, askedClass: number, now: Date) {
  const classes = loadClasses();
  const current = classes.find((c) => c.id === askedClass) ?? classes[0]!;
  const people = (await clubPeople(db, church, clubId, now)).filter((p) => p.status === "ativo");
  return {
    classes,
    current,
    people,
    enrolled: people.filter((p) => p.classId === current.id),
    units: await clubUnits(db, church, clubId),
    reviews: await clubReviews(db, church, clubId),
  };
}

/**
 * The dashboard: what waits for this leader across classes and units (oldest first), and one
 * class (the asked one, else the first) with only the people enrolled in it.
 */
export async function classDashboard(db: Db, church: ChurchRef, me: Pick<Membership, "clubId" | "personId" | "role">, askedClass: number, now: Date) {
  const { classes, current, people, enrolled, units, reviews } = await loadBoard(db, church, me.clubId, askedClass, now);
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
  };
}

/** The item-by-item export of a class: each enrolled person's reviews, in the programme's order, named by their text. */
export async function classDetail(db: Db, church: ChurchRef, clubId: string, askedClass: number, now: Date) {
  const { current, enrolled, units, reviews } = await loadBoard(db, church, clubId, askedClass, now);
  const order = keyOrder();
  const unitName = (id: string | null) => units.find((u) => u.id === id)?.name ?? "";
  return enrolled.flatMap((p) =>
    reviews
      .filter((r) => r.personId === p.id)
      .sort((a, b) => (order.get(a.itemKey) ?? 1e6) - (order.get(b.itemKey) ?? 1e6) || a.itemKey.localeCompare(b.itemKey))
      .map((r) => ({
        name: p.name,
        birthYear: p.birthYear,
        unit: unitName(p.unitId),
        className: current.titulo,
        item: itemName(r.itemKey),
        status: r.status,
        reviewer: r.reviewerName,
        date: r.reviewedAt ? reviewDate(r.reviewedAt) : null,
        note: r.note,
      })),
  );
}
