/**
 * Searches take turns: at most `running` at once, the others waiting first come, first
 * served. A search's reply is followed at once by its page's render on the server's one
 * thread; with every search of 50 connections in flight, the replies that pile up while a
 * page renders are rendered back to back, and a health check or a cached page arriving then
 * waits behind all of them (decision 0031). Waiting costs nothing: the request's other work
 * goes on.
 */
export class Turns {
  #free: number;
  readonly #waiting: Array<() => void> = [];

  constructor(running: number) {
    this.#free = running;
  }

  /** Runs `work` in its turn; a request given up (`signal`) while waiting does not run it. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.#free > 0) this.#free--;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      signal?.throwIfAborted();
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    }
  }
}
