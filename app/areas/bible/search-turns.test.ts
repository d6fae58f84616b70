import { describe, expect, it } from "vitest";
import { Turns } from "./search-turns.ts";

/** A piece of work the test ends when it wants, recording when it started. */
function gate(started: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { work: async () => (started.push(name), await ended, name), end };
}

describe("searches taking turns", () => {
  it("runs at most the given number at once, the rest in the order they came", async () => {
    const turns = new Turns(2);
    const started: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => gate(started, name));
    const results = [a, b, c, d].map((g) => turns.run(g!.work));
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    b!.end();
    expect(await results[1]).toBe("b");
    expect(started).toEqual(["a", "b", "c"]);
    a!.end();
    c!.end();
    d!.end();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(started).toEqual(["a", "b", "c", "d"]);
  });

  it("passes the turn on when a work fails, and skips a request given up while it waited", async () => {
    const turns = new Turns(1);
    const started: string[] = [];
    const first = gate(started, "first");
    const running = turns.run(first.work);
    const givenUp = new AbortController();
    const skipped = turns.run(async () => (started.push("skipped"), "skipped"), givenUp.signal);
    const failing = turns.run(async () => {
      started.push("failing");
      throw new Error("banco indisponível");
    });
    const last = turns.run(async () => (started.push("last"), "last"));
    givenUp.abort();
    first.end();
    await running;
    await expect(skipped).rejects.toThrow();
    await expect(failing).rejects.toThrow("banco indisponível");
    expect(await last).toBe("last");
    expect(started).toEqual(["first", "failing", "last"]);
  });
});
