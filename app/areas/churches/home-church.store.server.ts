import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { acrossChurches, inTransaction, type ChurchRef } from "#db/transaction.ts";
import type { Outcome } from "#app/platform/http/forms.server.ts";
import { churchCount } from "#app/areas/accounts/roles.store.server.ts";
import { churchById, churchBySlug, firstChurch, listChurches, type Church } from "./churches.store.server.ts";

/** What a member who leads in their church is told: the club or group would be left without its leader. */
export const MOVE_REFUSALS = {
  director: "Você dirige um clube na sua igreja de agora. Passe a direção a outra pessoa no clube antes de mudar de igreja.",
  leader: "Você lidera um pequeno grupo na sua igreja de agora. Passe a liderança a outra pessoa no grupo antes de mudar de igreja.",
} as const;

/**
 * Makes `church` the member's home church (decision 0065). Their history, points, streak and
 * achievements are theirs, not the church's, so they move with them unchanged. Their places in the
 * other churches' clubs stay there as roster entries under their name (the club's attendance and
 * sign-offs are the club's history) but no longer link to their account, and they leave the other
 * churches' small groups: those churches' leaders no longer reach the member's records. A member
 * who directs a club or leads a group there is refused until they pass it on; nothing changes then.
 */
export async function setHomeChurch(db: Kysely<Database>, userId: string, church: ChurchRef): Promise<Outcome> {
  return inTransaction(db, (trx) =>
    acrossChurches(trx, async (trx) => {
      const user = await trx.selectFrom("users").select(["name", "birth_date"]).where("id", "=", userId).executeTakeFirst();
      if (!user) return { ok: false, message: "Conta não encontrada." };
      const places = await trx
        .selectFrom("club_people as p")
        .innerJoin("clubs as c", "c.id", "p.club_id")
        .select(["p.id", "p.role"])
        .where("p.user_id", "=", userId)
        .where("c.church_id", "<>", church.id)
        .execute();
      if (places.some((p) => p.role === "diretor")) return { ok: false, message: MOVE_REFUSALS.director };
      const groups = await trx
        .selectFrom("small_group_members as m")
        .innerJoin("small_groups as g", "g.id", "m.group_id")
        .select(["m.group_id", "m.role"])
        .where("m.user_id", "=", userId)
        .where("g.church_id", "<>", church.id)
        .execute();
      if (groups.some((g) => g.role === "leader")) return { ok: false, message: MOVE_REFUSALS.leader };
      const birthYear = user.birth_date ? Number(user.birth_date.slice(0, 4)) : null;
      if (places.length > 0)
        await trx
          .updateTable("club_people")
          .set({ user_id: null, roster_name: user.name, birth_year: birthYear })
          .where(
            "id",
            "in",
            places.map((p) => p.id),
          )
          .execute();
      if (groups.length > 0)
        await trx
          .deleteFrom("small_group_members")
          .where("user_id", "=", userId)
          .where(
            "group_id",
            "in",
            groups.map((g) => g.group_id),
          )
          .execute();
      await trx.updateTable("users").set({ home_church_id: church.id }).where("id", "=", userId).execute();
      return { ok: true };
    }),
  );
}

/**
 * The member's home church, or undefined while they have none.
 * @internal For tests.
 */
export async function homeChurchOf(db: Kysely<Database>, userId: string): Promise<Church | undefined> {
  const row = await db.selectFrom("users").select("home_church_id").where("id", "=", userId).executeTakeFirst();
  return row?.home_church_id ? churchById(db, row.home_church_id) : undefined;
}

/**
 * The home church a new member signs up to: with one church, that one (the form asks nothing);
 * with more, the one they chose by its slug, or undefined when they chose none that exists.
 */
export async function signUpChurch(db: Kysely<Database>, chosenSlug: string | undefined): Promise<Church | undefined> {
  if ((await churchCount(db)) < 2) return firstChurch(db);
  return chosenSlug ? churchBySlug(db, chosenSlug) : undefined;
}

/** The churches a member may choose as theirs, by name; none with one church (no page then asks). */
export async function homeChurchChoices(db: Kysely<Database>): Promise<Church[]> {
  const churches = await listChurches(db);
  return churches.length < 2 ? [] : churches;
}
