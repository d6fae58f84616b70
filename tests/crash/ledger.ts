/**
 * What the crash test expects to find after a kill (npm run test:crash): every write the
 * server acknowledged, and what it must look like when read back. A write sent but not
 * answered (the kill cut it off) may or may not have happened; the ledger never expects
 * anything of it, and a later write of the same key is never sent. Pure: no I/O here.
 */
export type Write =
  | { kind: "account"; email: string; name: string; age: number }
  | { kind: "session"; email: string; tokenHash: string }
  | { kind: "note"; email: string; title: string; reference: string; content: string }
  | { kind: "bookmark"; email: string; book: string; chapter: number; verse: number; text: string }
  | { kind: "plan-day"; email: string; plan: string; day: number; done: boolean }
  | { kind: "feedback"; member: string | null; name: string; email: string; type: string; rating: number; message: string };

export type WriteKind = Write["kind"];

/** What the database holds, keyed as writeKey names writes (members by e-mail, not id). */
export interface Observed {
  /** key → the record's fields that a write sets, as a comparable string */
  records: Map<string, string>;
}

export interface Loss {
  write: Write;
  /** missing: an acknowledged record is not there; altered: it is there with other fields; revived: an acknowledged removal is undone. */
  problem: "missing" | "altered" | "revived";
}

/** The identity of the record a write makes (the same key for marking and unmarking one plan day). */
export function writeKey(write: Write): string {
  switch (write.kind) {
    case "account":
      return `account|${write.email}`;
    case "session":
      return `session|${write.tokenHash}`;
    case "note":
      return `note|${write.email}|${write.title}`;
    case "bookmark":
      return `bookmark|${write.email}|${write.book}|${write.chapter}|${write.verse}`;
    case "plan-day":
      return `plan-day|${write.email}|${write.plan}|${write.day}`;
    case "feedback":
      return `feedback|${write.message}`;
  }
}

/** The fields a write sets, in the form Observed keeps them. */
export function writeFields(write: Write): string {
  switch (write.kind) {
    case "account":
      return `${write.name}|${write.age}`;
    case "session":
      return write.email;
    case "note":
      return `${write.reference}|${write.content}`;
    case "bookmark":
      return write.text;
    case "plan-day":
      return "done";
    case "feedback":
      return `${write.member ?? ""}|${write.name}|${write.email}|${write.type}|${write.rating}`;
  }
}

/** A removal (a plan day marked not done) expects the record to be absent. */
const removes = (write: Write) => write.kind === "plan-day" && !write.done;

export class Ledger {
  /** key → the last acknowledged write of it, while its outcome is known. */
  private readonly expected = new Map<string, Write>();
  /** Keys whose last write went unanswered: their state is unknown, and they are never written again. */
  private readonly unknown = new Set<string>();
  readonly acknowledgedByKind = new Map<WriteKind, number>();
  unanswered = 0;

  get acknowledged(): number {
    return [...this.acknowledgedByKind.values()].reduce((a, b) => a + b, 0);
  }

  /** Whether a write of this key may still be sent (its earlier outcome is known). */
  writable(write: Write): boolean {
    return !this.unknown.has(writeKey(write));
  }

  acknowledge(write: Write): void {
    const key = writeKey(write);
    if (this.unknown.has(key)) throw new Error(`a write of ${key} was sent after one went unanswered`);
    this.expected.set(key, write);
    this.acknowledgedByKind.set(write.kind, (this.acknowledgedByKind.get(write.kind) ?? 0) + 1);
  }

  /** A write the kill cut off: it may or may not have happened (null: one whose record is named only by its answer). */
  unanswer(write: Write | null): void {
    this.unanswered++;
    if (!write) return;
    const key = writeKey(write);
    this.expected.delete(key);
    this.unknown.add(key);
  }

  /** The acknowledged writes that the database does not hold as acknowledged. */
  findLost(observed: Observed): Loss[] {
    const lost: Loss[] = [];
    for (const [key, write] of this.expected) {
      const fields = observed.records.get(key);
      if (removes(write)) {
        if (fields !== undefined) lost.push({ write, problem: "revived" });
      } else if (fields === undefined) lost.push({ write, problem: "missing" });
      else if (fields !== writeFields(write)) lost.push({ write, problem: "altered" });
    }
    return lost;
  }
}
