import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeStorage } from "#tests/support/storage-test.ts";
import { madeUpVersesPerVersion, startBibleSourceStandIn, type BibleSourceStandIn } from "#tests/support/bible-source-stand-in.ts";
import { BackgroundFetch, bibleTextHealth } from "./background-fetch.server.ts";
import { findBook } from "./books.ts";
import { countStoredBooksByVersion, storeBook } from "./text.store.server.ts";

const quiet = pino({ level: "silent" });
/** Fast enough for a test against the local stand-in; the waits keep their roles. */
const fast = { gapMs: 0, retryMs: 5, triesPerBook: 3, passIntervalMs: 20, startAt: 0 };

/** A stand-in source of its own for the enclosing block, and its control endpoints. */
function useStandIn() {
  let started: BibleSourceStandIn;
  beforeAll(async () => {
    started = await startBibleSourceStandIn();
  });
  afterAll(() => started.close());
  const get = async (path: string) => Number(await (await fetch(`${started.origin}${path}`)).text());
  return {
    total: () => get("/__control/total"),
    count: (version: string, code: string) => get(`/__control/count?path=/versions/pt-br/${version}/${code}/${code}.json`),
    set: (action: "fail" | "restore", code: string) => fetch(`${started.origin}/__control/${action}?code=${code}`, { method: "POST" }),
    url: () => started.url,
  };
}

/** Polls until the check holds (the fetch runs on its own; nothing to await in between). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
}

describeStorage("the background fetch of the whole Bible", (storage) => {
  const control = useStandIn();

  it("skips stored books, stops when told, and a new run resumes: each book asked once, all 66 of both versions stored", async () => {
    // A book a reader opened before the server restarted.
    await storeBook(storage.db, "acf", findBook("rt")!, [["Lido antes."]], "source", new Date());
    const deps = { db: storage.db, logger: quiet, sourceUrl: control.url() };
    const first = new BackgroundFetch(deps, { ...fast, gapMs: 2 });
    expect(first.state).toBe("fetching");
    await until(async () => (await control.total()) >= 20);
    await first.stop();
    expect(first.state).toBe("stopped");
    const stored = await countStoredBooksByVersion(storage.db);
    expect(stored.acf).toBeLessThan(66);
    expect(stored.nvi).toBe(0);

    const second = new BackgroundFetch(deps, fast);
    await second.finished;
    expect(second.state).toBe("done");
    expect(await bibleTextHealth(storage.db, second)).toEqual({ state: "done", books: { acf: 66, nvi: 66 }, of: 66 });
    expect(await control.total()).toBe(2 * 66 - 1);
    expect(await control.count("acf", "rt")).toBe(0);
    expect(await control.count("nvi", "re")).toBe(1);
    expect(await bibleTextHealth(storage.db, null)).toEqual({ state: "off", books: { acf: 66, nvi: 66 }, of: 66 });
  });
});

describeStorage("the background fetch when the source fails", (storage) => {
  const control = useStandIn();

  it("tries a failing book a few times with a growing wait, leaves it for a later pass, and stores it once the source is back", async () => {
    await control.set("fail", "jd");
    const fetchAll = new BackgroundFetch({ db: storage.db, logger: quiet, sourceUrl: control.url() }, { ...fast, passIntervalMs: 60_000 });
    await until(async () => fetchAll.state === "waiting");
    expect(await countStoredBooksByVersion(storage.db)).toEqual({ acf: 65, nvi: 65 });
    expect(await control.count("acf", "jd")).toBe(3);
    expect(await control.count("nvi", "jd")).toBe(3);
    expect((await bibleTextHealth(storage.db, fetchAll)).state).toBe("waiting");
    await control.set("restore", "jd");
    // The next pass is due in a minute: a stop ends the wait at once.
    await fetchAll.stop();
    const again = new BackgroundFetch({ db: storage.db, logger: quiet, sourceUrl: control.url() }, fast);
    await again.finished;
    expect(again.state).toBe("done");
    expect(await control.count("acf", "jd")).toBe(4);
    expect(await control.total()).toBe(2 * 66 + 2 * 3);
  });
});

describeStorage("two instances fetching the whole Bible into one database", (storage) => {
  const control = useStandIn();

  it("both finish, with every verse stored once, even when both fetch the same books at once", async () => {
    // Two processes share no in-process fetch: two source addresses (the same stand-in) keep
    // this process's fetches apart, and the same starting place makes them want the same books.
    const a = new BackgroundFetch({ db: storage.db, logger: quiet, sourceUrl: control.url() }, fast);
    const b = new BackgroundFetch({ db: storage.db, logger: quiet, sourceUrl: `${control.url()}/` }, fast);
    await Promise.all([a.finished, b.finished]);
    expect([a.state, b.state]).toEqual(["done", "done"]);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from bible_verses`.execute(storage.db);
    expect(Number(rows[0]!.n)).toBe(2 * madeUpVersesPerVersion());
    expect(await countStoredBooksByVersion(storage.db)).toEqual({ acf: 66, nvi: 66 });
  });
});
