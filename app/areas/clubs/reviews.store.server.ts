import { randomUUID } from "node:crypto";
import { inChurch, type ChurchRef, type Db } from "#db/transaction.ts";
import { recordActivity } from "#app/areas/gamification/ledger.store.server.ts";
import { may, REVIEWS_EVERYONE, SPECIALTY_KEY_PATTERN, type Review, type ReviewStatus } from "./clubs.ts";
import { churchClubs, inChurchTransaction, type Membership, type Result } from "./clubs.store.server.ts";
import { personInClub } from "./roster.store.server.ts";
import { leadsUnitOf } from "./units.store.server.ts";

/**
 * The sign-off of class items in a club: a person's item is marked done (waiting), then the
 * counsellor of their unit or the director approves it or returns it with a note. Every
 * approval, return and undone approval is kept in the log. Every function takes the church and
 * reaches only people of its clubs: another church's person has no items here.
 */

/** The ids of the people of the church's clubs. */
function churchPeople(db: Db, church: ChurchRef) {
  return db.selectFrom("club_people").select("club_people.id").where("club_people.club_id", "in", churchClubs(db, church));
}

/** A person's items under review, keyed by item. */
export async function reviewsOf(db: Db, church: ChurchRef, personId: string): Promise<Review[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_reviews")
      .selectAll()
      .where("person_id", "in", churchPeople(db, church))
      .where("person_id", "=", personId)
      .orderBy("item_key")
      .execute(),
  );
  return rows.map((r) => ({
    itemKey: r.item_key,
    status: r.status as ReviewStatus,
    note: r.note,
    reviewerName: r.reviewer_name,
    reviewedAt: r.reviewed_at,
  }));
}

/**
 * Marks an item done (waiting for approval) or takes the mark back. An approved item stays
 * approved: only a reviewer undoes an approval. A returned item marked again waits again.
 */
export async function markItem(db: Db, church: ChurchRef, personId: string, key: string, done: boolean, now: Date): Promise<void> {
  await inChurch(db, church, async (db) => {
    if (!(await churchPeople(db, church).where("club_people.id", "=", personId).executeTakeFirst())) return;
    if (done) {
      await db
        .insertInto("club_reviews")
        .values({ person_id: personId, item_key: key, status: "feito", marked_at: now.toISOString() })
        .onConflict((oc) =>
          oc
            .columns(["person_id", "item_key"])
            .doUpdateSet({ status: "feito", note: null, marked_at: now.toISOString() })
            .where("club_reviews.status", "=", "devolvido"),
        )
        .execute();
    } else {
      await db.deleteFrom("club_reviews").where("person_id", "=", personId).where("item_key", "=", key).where("status", "!=", "aprovado").execute();
    }
  });
}

/** The member's own ticks made before joining wait for approval once they are in. */
export async function markTicksOfMember(db: Db, church: ChurchRef, personId: string, keys: readonly string[], now: Date): Promise<void> {
  for (const key of keys) await markItem(db, church, personId, key, true, now);
}

export type ReviewAction = "aprovar" | "devolver" | "desfazer";

const REFUSALS = {
  self: "Você não pode aprovar os seus próprios itens: quem aprova é quem aconselha a sua unidade ou a direção.",
  notTheirs: "Só quem aconselha a unidade desta pessoa ou a direção do clube pode aprovar os itens dela (a instrução, as especialidades).",
  ownChild: "Os itens do seu próprio filho ou filha são aprovados por outra pessoa da liderança do clube.",
  state: "Este item não está neste estado (talvez outra pessoa já o tenha revisado).",
} as const;

/**
 * Whether the reviewer may sign off this item of this person: the director and associate director
 * for anyone else in the club; a counsellor for people of a unit they lead; an instructor for
 * anyone's specialties. Nobody signs off their own items, nor a leader their own child's.
 */
export async function mayReview(
  db: Db,
  church: ChurchRef,
  reviewer: Membership,
  personId: string,
  key: string,
): Promise<Result & { userId?: string | null }> {
  const person = await personInClub(db, church, reviewer.clubId, personId);
  if (!person || person.status !== "ativo") return { ok: false, message: "Pessoa não encontrada neste clube." };
  if (person.id === reviewer.personId) return { ok: false, message: REFUSALS.self };
  if (person.child_id && (await isGuardianOf(db, reviewer.personId, person.child_id))) return { ok: false, message: REFUSALS.ownChild };
  if (
    REVIEWS_EVERYONE.includes(reviewer.role) ||
    (reviewer.role === "instrutor" && SPECIALTY_KEY_PATTERN.test(key)) ||
    (reviewer.role === "conselheiro" && (await leadsUnitOf(db, church, reviewer.personId, person.unit_id)))
  )
    return { ok: true, userId: person.user_id };
  return { ok: false, message: REFUSALS.notTheirs };
}

/** Whether the club person (a leader) is the guardian whose account holds this child. */
async function isGuardianOf(db: Db, leaderId: string, childId: string): Promise<boolean> {
  const row = await db
    .selectFrom("child_profiles")
    .innerJoin("club_people", "club_people.user_id", "child_profiles.user_id")
    .select("child_profiles.id")
    .where("child_profiles.id", "=", childId)
    .where("club_people.id", "=", leaderId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the viewer may mark items done for this person: only for someone without an account
 * (a roster entry or a child), by the secretary, the director, or the counsellor of their unit.
 */
export async function mayMark(db: Db, church: ChurchRef, viewer: Membership, personId: string): Promise<Result> {
  const person = await personInClub(db, church, viewer.clubId, personId);
  if (!person || person.status !== "ativo") return { ok: false, message: "Pessoa não encontrada neste clube." };
  if (person.user_id) return { ok: false, message: "Quem tem conta marca os próprios itens em Progresso nas Classes." };
  if (may(viewer.role, "keepRoster") || (viewer.role === "conselheiro" && (await leadsUnitOf(db, church, viewer.personId, person.unit_id))))
    return { ok: true };
  return { ok: false, message: "Só a secretaria, a direção ou quem aconselha a unidade desta pessoa marca os itens dela." };
}

/**
 * Approves, returns (with a note) or undoes the approval of one item. Each changes only an item
 * in the right state, so two reviewers at once change it once; the approval pays the member's
 * points through the ledger, once for the item, however often it is undone and approved again.
 */
export async function reviewItem(
  db: Db,
  church: ChurchRef,
  reviewer: Membership & { name: string },
  personId: string,
  key: string,
  action: ReviewAction,
  note: string | null,
  now: Date,
): Promise<Result> {
  const allowed = await mayReview(db, church, reviewer, personId, key);
  if (!allowed.ok) return allowed;
  const at = now.toISOString();
  const changed = await inChurchTransaction(db, church, async (trx) => {
    const next =
      action === "aprovar"
        ? { from: ["feito", "devolvido"], set: { status: "aprovado", note: null, reviewer_name: reviewer.name, reviewed_at: at } }
        : action === "devolver"
          ? { from: ["feito"], set: { status: "devolvido", note, reviewer_name: reviewer.name, reviewed_at: at } }
          : { from: ["aprovado"], set: { status: "feito", note: null, reviewer_name: null, reviewed_at: null } };
    const result = await trx
      .updateTable("club_reviews")
      .set(next.set)
      .where("person_id", "in", churchPeople(trx, church))
      .where("person_id", "=", personId)
      .where("item_key", "=", key)
      .where("status", "in", next.from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    const logged = { aprovar: "aprovado", devolver: "devolvido", desfazer: "desfeito" }[action];
    await trx
      .insertInto("club_review_log")
      .values({ id: randomUUID(), person_id: personId, item_key: key, action: logged, by_name: reviewer.name, note, at })
      .execute();
    if (action === "aprovar" && allowed.userId) await recordActivity(trx, allowed.userId, { type: "club-item-approved", item: key }, now);
    return true;
  });
  return changed ? { ok: true } : { ok: false, message: REFUSALS.state };
}

/**
 * Approves several items together — of one person or of several — each exactly as one approval:
 * its own log line with who and when, its own points. With `mark`, items done in front of the
 * leader are marked and approved at once ('Marcar e aprovar'). One transaction: a person the
 * reviewer may not sign off refuses the whole request and nothing changes; an item someone else
 * reviewed meanwhile (or already approved) is skipped and counted.
 */
export async function approveSeveral(
  db: Db,
  church: ChurchRef,
  reviewer: Membership & { name: string },
  items: ReadonlyArray<{ personId: string; key: string }>,
  mark: boolean,
  now: Date,
): Promise<(Result & { ok: false }) | { ok: true; approved: Array<{ personId: string; key: string }>; skipped: number }> {
  class Refused extends Error {}
  try {
    return await inChurchTransaction(db, church, async (trx) => {
      const approved: Array<{ personId: string; key: string }> = [];
      for (const item of items) {
        const allowed = await mayReview(trx, church, reviewer, item.personId, item.key);
        if (!allowed.ok) throw new Refused(allowed.message);
      }
      const seen = new Set<string>();
      for (const item of items) {
        if (seen.has(`${item.personId} ${item.key}`)) continue;
        seen.add(`${item.personId} ${item.key}`);
        if (mark) await markItem(trx, church, item.personId, item.key, true, now);
        if ((await reviewItem(trx, church, reviewer, item.personId, item.key, "aprovar", null, now)).ok) approved.push(item);
      }
      return { ok: true as const, approved, skipped: seen.size - approved.length };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}

export interface LogEntry {
  itemKey: string;
  action: string;
  byName: string;
  note: string | null;
  at: string;
}

/** A person's sign-off history, newest first. */
export async function reviewLog(db: Db, church: ChurchRef, personId: string): Promise<LogEntry[]> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_review_log")
      .selectAll()
      .where("person_id", "in", churchPeople(db, church))
      .where("person_id", "=", personId)
      .orderBy("at", "desc")
      .execute(),
  );
  return rows.map((r) => ({ itemKey: r.item_key, action: r.action, byName: r.by_name, note: r.note, at: r.at }));
}

/** Every review of the club's people, for the dashboard. */
export async function clubReviews(db: Db, church: ChurchRef, clubId: string): Promise<Array<Review & { personId: string; markedAt: string }>> {
  const rows = await inChurch(db, church, (db) =>
    db
      .selectFrom("club_reviews")
      .innerJoin("club_people", "club_people.id", "club_reviews.person_id")
      .selectAll("club_reviews")
      .where("club_people.club_id", "in", churchClubs(db, church))
      .where("club_people.club_id", "=", clubId)
      .execute(),
  );
  return rows.map((r) => ({
    personId: r.person_id,
    markedAt: r.marked_at,
    itemKey: r.item_key,
    status: r.status as ReviewStatus,
    note: r.note,
    reviewerName: r.reviewer_name,
    reviewedAt: r.reviewed_at,
  }));
}
