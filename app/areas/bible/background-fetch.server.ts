import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { books, type Book } from "./books.ts";
import { loadBookFromSource, type SourceDeps, type SourceOutcome } from "./source.store.server.ts";
import { countStoredBooksByVersion, isBookStored } from "./text.store.server.ts";
import { TEXT_VERSIONS, type TextVersion } from "./versions.ts";

/**
 * The whole Bible from the first day: a started server fetches every book of every version
 * from the source in the background, so search covers all 66 books. Politely: one request at
 * a time, a gap after each, a failed book tried again after 2, 4, 8… seconds and, after a few
 * tries, left for the next pass. Books already stored (by an earlier run, a reader's visit, an
 * import or another instance) are skipped, so a restart resumes where the last run stopped.
 * Requests never wait for it: a reader's miss fetches its book at once, and a book both
 * want is fetched once (loadBookFromSource shares one fetch per book).
 */
export interface BackgroundFetchOptions {
  /** Pause after each request to the source. */
  gapMs: number;
  /** Wait after a book's first failed try; doubled after each further one. */
  retryMs?: number;
  /** Tries of one book in a pass before it is left for the next pass. */
  triesPerBook?: number;
  /** Wait before a pass that follows one with books left; doubled each time, up to 6 hours. */
  passIntervalMs?: number;
  /** A progress line in the log every this many books stored. */
  logEvery?: number;
  /** Where in the list of (version, book) pairs this process starts; by default a random place, so two instances started together mostly fetch different books. */
  startAt?: number;
}

/** fetching: working through the books; waiting: some books failed, the next pass is due later; done: every book is stored; stopped: the server is stopping. */
export type BackgroundFetchState = "fetching" | "waiting" | "done" | "stopped";

const MAX_PASS_INTERVAL_MS = 6 * 60 * 60 * 1000;

export class BackgroundFetch {
  readonly #deps: SourceDeps;
  readonly #options: Required<BackgroundFetchOptions>;
  readonly #stopping = new AbortController();
  #state: BackgroundFetchState = "fetching";
  #tries = 0;
  /** Books this fetch stored. */
  #stored = 0;
  /** Resolves when the fetch has ended: every book stored, or stopped. */
  readonly finished: Promise<void>;

  constructor(deps: SourceDeps, options: BackgroundFetchOptions) {
    this.#deps = deps;
    const work = TEXT_VERSIONS.length * books.length;
    this.#options = {
      retryMs: 2000,
      triesPerBook: 5,
      passIntervalMs: 10 * 60 * 1000,
      logEvery: 10,
      startAt: Math.floor(Math.random() * work),
      ...options,
    };
    this.finished = this.#run().catch((error: unknown) => {
      this.#state = "stopped";
      deps.logger.error({ err: error }, "bible background fetch: stopped by an error");
    });
  }

  get state(): BackgroundFetchState {
    return this.#state;
  }

  /** Ends the fetch after the book in hand (called when the server stops). */
  stop(): Promise<void> {
    this.#stopping.abort();
    return this.finished;
  }

  get #stopped(): boolean {
    return this.#stopping.signal.aborted;
  }

  /** Waits, or returns early (false) when the fetch is stopped. */
  async #wait(ms: number): Promise<boolean> {
    if (ms > 0) await sleep(ms, undefined, { signal: this.#stopping.signal }).catch(() => {});
    return !this.#stopped;
  }

  /** Every (version, book) pair, in Bible order per version, from the starting place round. */
  #work(): Array<[TextVersion, Book]> {
    const all = TEXT_VERSIONS.flatMap((version) => books.map((book) => [version, book] as [TextVersion, Book]));
    const start = this.#options.startAt % all.length;
    return [...all.slice(start), ...all.slice(0, start)];
  }

  async #run(): Promise<void> {
    const { logger } = this.#deps;
    logger.info({ books: await countStoredBooksByVersion(this.#deps.db), of: books.length }, "bible background fetch: started");
    const started = Date.now();
    let interval = this.#options.passIntervalMs;
    while (!this.#stopped) {
      this.#state = "fetching";
      let left: string[];
      try {
        left = await this.#pass();
      } catch (error) {
        // The database failed (the source's failures are outcomes): the next pass tries again.
        logger.error({ err: error }, "bible background fetch: pass failed");
        left = ["(pass failed)"];
      }
      if (this.#stopped) break;
      if (left.length === 0) {
        this.#state = "done";
        const seconds = Math.round((Date.now() - started) / 100) / 10;
        logger.info(
          { stored: this.#stored, tries: this.#tries, seconds, books: await countStoredBooksByVersion(this.#deps.db) },
          "bible background fetch: done",
        );
        return;
      }
      this.#state = "waiting";
      logger.warn({ left, nextPassInMs: interval }, "bible background fetch: books left for a later pass");
      if (!(await this.#wait(interval))) break;
      interval = Math.min(interval * 2, MAX_PASS_INTERVAL_MS);
    }
    this.#state = "stopped";
    logger.info({ stored: this.#stored, tries: this.#tries }, "bible background fetch: stopped");
  }

  /** One walk through the books not stored yet: the ones it left (version/book). */
  async #pass(): Promise<string[]> {
    const left: string[] = [];
    for (const [version, book] of this.#work()) {
      if (this.#stopped) break;
      if (await isBookStored(this.#deps.db, version, book.id)) continue;
      if ((await this.#fetchBook(version, book)) !== "stored") {
        left.push(`${version}/${book.id}`);
        continue;
      }
      this.#stored++;
      if (this.#stored % this.#options.logEvery === 0) {
        const counts = await countStoredBooksByVersion(this.#deps.db);
        this.#deps.logger.info({ stored: this.#stored, books: counts, of: books.length }, "bible background fetch: progress");
      }
    }
    return left;
  }

  /** One book, tried again with a growing wait while the source is unreachable. */
  async #fetchBook(version: TextVersion, book: Book): Promise<SourceOutcome> {
    for (let attempt = 1; ; attempt++) {
      this.#tries++;
      const outcome = await loadBookFromSource(this.#deps, version, book);
      if (!(await this.#wait(this.#options.gapMs))) return outcome;
      if (outcome !== "unreachable" || attempt >= this.#options.triesPerBook) {
        if (outcome !== "stored") this.#deps.logger.warn({ version, book: book.id, outcome, attempt }, "bible background fetch: book left for now");
        return outcome;
      }
      const retryInMs = this.#options.retryMs * 2 ** (attempt - 1);
      this.#deps.logger.warn({ version, book: book.id, attempt, retryInMs }, "bible background fetch: source unreachable, trying again");
      if (!(await this.#wait(retryInMs))) return outcome;
    }
  }
}

/** What /healthz says of the Bible text: the fetch's state ("off" when not running here) and the books stored per version. */
export async function bibleTextHealth(db: Kysely<Database>, fetch: BackgroundFetch | null) {
  return { state: fetch?.state ?? "off", books: await countStoredBooksByVersion(db), of: books.length };
}
