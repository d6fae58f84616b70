import { describe, expect, it } from "vitest";
import { findHalfWritten, type IntegrityRows } from "./half-written.ts";

const ANA = "ab111111-0000-4000-8000-000000000000";
const BIA = "cd222222-0000-4000-8000-000000000000";
const chaptersOf = (book: string) => ({ gn: 50, ob: 1 })[book];

/** Two members: Ana with a note and a bookmark (each paid), Bia without activity; one Bible book held whole. */
function consistent(): IntegrityRows {
  return {
    userIds: new Set([ANA, BIA]),
    owned: [
      { table: "notes", userId: ANA },
      { table: "awards", userId: ANA },
    ],
    stats: [{ userId: ANA, points: 8, notesCreated: 1, bookmarksAdded: 1, chaptersRead: 0 }],
    awards: [
      { userId: ANA, source: "note", subject: "nota-1", points: 3 },
      { userId: ANA, source: "bookmark", subject: "gn-1-1", points: 5 },
    ],
    ranking: [
      { points: 8, idPrefix: "", members: 1 },
      { points: 8, idPrefix: "ab", members: 1 },
    ],
    notes: [{ userId: ANA }],
    bookmarks: [{ userId: ANA, book: "gn", chapter: 1, verse: 1 }],
    bibleBooks: [{ version: "acf", book: "ob" }],
    bibleChapters: [{ version: "acf", book: "ob", chapter: 1, verses: 21 }],
  };
}

describe("half-written records", () => {
  it("finds none in a consistent database", () => {
    expect(findHalfWritten(consistent(), chaptersOf)).toEqual([]);
  });

  it("finds a row of a member who does not exist", () => {
    const rows = { ...consistent(), owned: [...consistent().owned, { table: "sessions", userId: "gone" }] };
    expect(findHalfWritten(rows, chaptersOf)).toEqual(["sessions: a row of member gone, who does not exist"]);
  });

  it("finds totals that do not match the ledger, and ranking counts that do not match the totals", () => {
    const rows = consistent();
    rows.stats = [{ ...rows.stats[0]!, points: 3, bookmarksAdded: 0 }];
    expect(findHalfWritten(rows, chaptersOf)).toEqual([
      `member_stats.points of ${ANA} is 3, the awards add up to 8`,
      `member_stats.bookmarksAdded of ${ANA} is 0, with 1 bookmark awards`,
      "ranking_points 3| counts nothing, member_stats has 1",
      "ranking_points 3|ab counts nothing, member_stats has 1",
      "ranking_points 8| counts 1, member_stats has 0",
      "ranking_points 8|ab counts 1, member_stats has 0",
    ]);
  });

  it("finds awards without their member_stats row", () => {
    const rows = { ...consistent(), stats: [], ranking: [] };
    expect(findHalfWritten(rows, chaptersOf)).toEqual([`awards of member ${ANA} without their member_stats row`]);
  });

  it("finds a note or a bookmark written without its award", () => {
    const rows = { ...consistent(), notes: [{ userId: ANA }, { userId: ANA }] };
    rows.bookmarks = [...rows.bookmarks, { userId: ANA, book: "gn", chapter: 2, verse: 4 }];
    expect(findHalfWritten(rows, chaptersOf)).toEqual([`member ${ANA} has 2 notes and 1 note awards`, `bookmark gn 2:4 of ${ANA} without its award`]);
  });

  it("finds a Bible book stored in part, or verses without the book's row", () => {
    const rows = consistent();
    rows.bibleBooks = [...rows.bibleBooks, { version: "nvi", book: "gn" }];
    rows.bibleChapters = [
      ...rows.bibleChapters,
      { version: "nvi", book: "gn", chapter: 1, verses: 31 },
      { version: "acf", book: "gn", chapter: 1, verses: 31 },
    ];
    expect(findHalfWritten(rows, chaptersOf)).toEqual(["nvi gn is held with 1 of its 50 chapters", "verses of acf gn without its bible_books row"]);
  });
});
