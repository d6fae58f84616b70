import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { AdminRequest } from "#app/areas/accounts/guards.server.ts";
import { monthlyReportOf } from "#app/areas/clubs/reports.store.server.ts";
import { clubLine, totalOf, type ChurchLine, type ClubLine } from "./rollup.ts";
import { churchActivity, clubsOfChurches } from "./rollups.store.server.ts";

/**
 * The month's roll-up of the churches an account may see (the conference's staff: all; a
 * district's pastor: the district's): each club's own monthly report, added up by church.
 */
export async function conferenceRollup(db: Kysely<Database>, admin: Pick<AdminRequest, "churches">, month: string, now: Date) {
  const { churches } = admin;
  const activity = await churchActivity(db, churches, month);
  const clubs: ClubLine[] = [];
  for (const club of await clubsOfChurches(db, churches)) {
    const church = churches.find((c) => c.id === club.churchId)!;
    const report = await monthlyReportOf(db, church, club.id, month, now);
    if (report) clubs.push(clubLine(church.name, club.name, report));
  }
  const lines: ChurchLine[] = churches.map((c) => {
    const own = activity.get(c.id) ?? { members: 0, readers: 0, clubs: 0, groups: 0 };
    return { church: c.name, ...own, totals: totalOf(clubs.filter((l) => l.church === c.name)) };
  });
  return { clubs, churches: lines, total: totalOf(clubs) };
}
