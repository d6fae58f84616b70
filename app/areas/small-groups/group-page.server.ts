import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import type { CalendarDate } from "#app/platform/site/calendar.ts";
import { dayAndMonth, isoDate } from "#app/platform/site/calendar.ts";
import { shortMoment } from "#app/platform/site/intl-formats.ts";
import { findReadingPlan } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import type { GroupAccess } from "./guards.server.ts";
import { attendanceLine, calendarDate, countedReads, dateOfDay, groupDay, meetingLine, summaryWeek, weekSummary } from "./small-groups.ts";
import { groupReads, groupRoster } from "./small-groups.store.server.ts";
import { wallMessages } from "./group-wall.store.server.ts";
import { recentMeetings } from "./group-meetings.store.server.ts";

/**
 * Everything a group's page shows its member: the group's day of the plan and its reading, who
 * has read the day shown (only members who show it are named or counted), the weekly summary, the
 * wall (one conversation, each message with its moment and the plan day it refers to) and the roster. `requested` is the ?dia= the member opened, when it is a plan day.
 */
export async function groupPageData(
  db: Kysely<Database>,
  { user, church, group, membership }: GroupAccess,
  today: CalendarDate,
  requested: number | null,
  timeZone: string,
) {
  const plan = findReadingPlan(group.planId);
  if (!plan) return null;
  const start = calendarDate(group.startDay);
  const position = groupDay(start, today, plan.licoes);
  const current = position.state === "before" ? 1 : position.day;
  const shown = requested !== null && requested >= 1 && requested <= plan.licoes ? requested : current;
  const roster = await groupRoster(db, church, group.id);
  const week = summaryWeek(current);
  const [weekReads, dayReads, wall, meetings] = await Promise.all([
    position.state === "before" ? Promise.resolve([]) : groupReads(db, church, group.id, plan.id, week.from, week.to),
    groupReads(db, church, group.id, plan.id, shown, shown),
    wallMessages(db, church, group.id, user.id, membership.role === "leader"),
    recentMeetings(db, church, group.id),
  ]);
  const names = new Map(roster.map((m) => [m.userId, m.name]));
  const showing = new Set(roster.filter((m) => m.showsReading).map((m) => m.userId));
  const readers = new Set(dayReads.map((r) => r.userId));
  return {
    group: { id: group.id, name: group.name, description: group.description, startDay: group.startDay },
    /** When and where the group meets, in words (null until the leader says), and its parts for the leader's form. */
    meeting: { line: meetingLine(group.meeting), ...group.meeting },
    /** The latest meetings' attendance, newest first: who of the group came (by name, those still in it) and how many visitors. */
    meetings: meetings.map((m) => ({
      day: m.day,
      date: dayAndMonth(calendarDate(m.day)),
      summary: attendanceLine(m.present.length, m.visitors),
      visitors: m.visitors,
      present: m.present,
      names: m.present.flatMap((id) => names.get(id) ?? []),
    })),
    today: isoDate(today),
    plan: { id: plan.id, titulo: plan.titulo, licoes: plan.licoes },
    me: { id: user.id, role: membership.role, showsReading: membership.showsReading, readShown: readers.has(user.id) },
    position,
    shown: { day: shown, date: isoDate(dateOfDay(start, shown)), reading: plan.dias[shown - 1]!, current: shown === current },
    whoRead: countedReads(roster, showing)
      .filter((m) => readers.has(m.userId))
      .map((m) => m.name),
    /** Whether anyone in the group hides their reading (the page then says they are not counted). */
    someHide: roster.some((m) => !m.showsReading),
    summary: position.state === "before" ? null : weekSummary(current, weekReads, showing),
    roster: roster.map(({ userId, name, role, showsReading }) => ({ userId, name, role, showsReading })),
    wall: wall.map(({ id, userId, author, day, body, hidden, createdAt }) => ({
      id,
      mine: userId === user.id,
      author,
      day,
      dayDate: dayAndMonth(dateOfDay(start, day)),
      body,
      hidden,
      createdAt,
      when: shortMoment(createdAt, timeZone),
    })),
    /** Until when the current invite link works, for the leader (null without one, or for a link made before links expired). */
    inviteUntil: membership.role === "leader" && group.inviteExpiresAt ? shortMoment(group.inviteExpiresAt, timeZone) : null,
  };
}

export type GroupPageData = NonNullable<Awaited<ReturnType<typeof groupPageData>>>;
