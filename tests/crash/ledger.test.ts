import { describe, expect, it } from "vitest";
import { Ledger, writeFields, writeKey, type Observed, type Write } from "./ledger.ts";

const note: Write = { kind: "note", email: "ana@exemplo.com", title: "Nota 1", reference: "Sl 23:1", content: "Graça e paz.\nFé." };
const marked: Write = { kind: "plan-day", email: "ana@exemplo.com", plan: "salmos-30-dias", day: 3, done: true };
const unmarked: Write = { ...marked, done: false };

function holding(...writes: Write[]): Observed {
  return { records: new Map(writes.map((w) => [writeKey(w), writeFields(w)])) };
}

describe("crash ledger", () => {
  it("finds nothing lost when every acknowledged write is held as written", () => {
    const ledger = new Ledger();
    ledger.acknowledge(note);
    ledger.acknowledge(marked);
    expect(ledger.findLost(holding(note, marked))).toEqual([]);
    expect(ledger.acknowledged).toBe(2);
  });

  it("reports an acknowledged write that is missing or holds other fields", () => {
    const ledger = new Ledger();
    ledger.acknowledge(note);
    ledger.acknowledge(marked);
    expect(ledger.findLost(holding(marked))).toEqual([{ write: note, problem: "missing" }]);
    expect(ledger.findLost(holding(marked, { ...note, content: "Graça e paz." }))).toEqual([{ write: note, problem: "altered" }]);
  });

  it("reports an acknowledged removal that came back", () => {
    const ledger = new Ledger();
    ledger.acknowledge(marked);
    ledger.acknowledge(unmarked);
    expect(ledger.findLost(holding())).toEqual([]);
    expect(ledger.findLost(holding(marked))).toEqual([{ write: unmarked, problem: "revived" }]);
  });

  it("expects nothing of a write the kill cut off, and refuses a later write of the same record", () => {
    const ledger = new Ledger();
    ledger.acknowledge(marked);
    ledger.unanswer(unmarked);
    expect(ledger.findLost(holding())).toEqual([]);
    expect(ledger.findLost(holding(marked))).toEqual([]);
    expect(ledger.writable(marked)).toBe(false);
    expect(() => ledger.acknowledge(marked)).toThrow(/unanswered/);
    expect(ledger.unanswered).toBe(1);
  });

  it("counts an unanswered write whose record is known only from its answer", () => {
    const ledger = new Ledger();
    ledger.unanswer(null);
    expect(ledger.unanswered).toBe(1);
    expect(ledger.acknowledged).toBe(0);
  });
});
