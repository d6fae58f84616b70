import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VOICE_FALLBACK_MS } from "./read-aloud.ts";
import { waitForVoices } from "./voices.ts";

function source(initial: string[]) {
  let voices = initial;
  const target = new EventTarget();
  return {
    getVoices: () => voices,
    addEventListener: (type: "voiceschanged", l: () => void) => target.addEventListener(type, l),
    removeEventListener: (type: "voiceschanged", l: () => void) => target.removeEventListener(type, l),
    load(list: string[]) {
      voices = list;
      target.dispatchEvent(new Event("voiceschanged"));
    },
  };
}

describe("voices loading", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers at once when the voices are there", async () => {
    await expect(waitForVoices(source(["Luciana"]), VOICE_FALLBACK_MS)).resolves.toEqual(["Luciana"]);
  });

  it("waits for voiceschanged", async () => {
    const s = source([]);
    const pending = waitForVoices(s, VOICE_FALLBACK_MS);
    vi.advanceTimersByTime(500);
    s.load(["Luciana", "Joana"]);
    await expect(pending).resolves.toEqual(["Luciana", "Joana"]);
  });

  it("falls back to the default voice after 1 second", async () => {
    let result: string[] | undefined;
    void waitForVoices(source([]), VOICE_FALLBACK_MS).then((v) => (result = v));
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual([]);
  });
});
