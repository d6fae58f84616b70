import { count } from "#app/platform/site/count.ts";
/**
 * A member's writes made without a connection (decision 0017): kept in the browser, shown as
 * pending, and sent in order to the same actions when the connection returns, each with the id
 * the server uses to apply it once. Pure rules; the browser side is queue-store.ts.
 */
export const QUEUE_KEY = "lampada-fila-offline";
/** The hidden field that carries a write's id to the action (client-write-id.ts reads it). */
export const CLIENT_WRITE_FIELD = "clientWriteId";
/** More waiting writes than a day offline makes: the oldest are kept, a new one is refused. */
export const QUEUE_LIMIT = 200;

export interface QueuedWrite {
  /** The write's id, a UUID; sent as `clientWriteId`. */
  id: string;
  /** The member who made it; no one else's session ever sends it. */
  memberId: string;
  /** Where the page's form posts (path and query). */
  action: string;
  /** The form's fields, as the page would have posted them. */
  fields: Record<string, string>;
  /** What the member did, in Portuguese, for messages ('Marcar Gn 1:3'). */
  label: string;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");

function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (typeof value !== "object" || value === null) return false;
  const w = value as Record<string, unknown>;
  return (
    typeof w.id === "string" &&
    typeof w.memberId === "string" &&
    typeof w.action === "string" &&
    w.action.startsWith("/") &&
    !w.action.startsWith("//") &&
    typeof w.label === "string" &&
    isStringRecord(w.fields)
  );
}

/** The stored queue; anything unreadable is dropped, never an error. */
export function parseQueue(raw: string | null): QueuedWrite[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isQueuedWrite) : [];
  } catch {
    return [];
  }
}

/** The writes the signed-in member may see and send: theirs only; none when no one is signed in. */
export function writesOf(queue: readonly QueuedWrite[], memberId: string | null): QueuedWrite[] {
  return memberId === null ? [] : queue.filter((w) => w.memberId === memberId);
}

/** The queue with the write added at its end, or null when it is full. */
export function enqueue(queue: readonly QueuedWrite[], write: QueuedWrite): QueuedWrite[] | null {
  return queue.length >= QUEUE_LIMIT ? null : [...queue, write];
}

export const withoutWrite = (queue: readonly QueuedWrite[], id: string): QueuedWrite[] => queue.filter((w) => w.id !== id);

/** The body a queued write is sent with: its fields and its id. */
export function replayBody(write: QueuedWrite): URLSearchParams {
  return new URLSearchParams({ ...write.fields, [CLIENT_WRITE_FIELD]: write.id });
}

/** React Router's data address for an action's path ('/biblia/gn/1' → '/biblia/gn/1.data'), so the answer is data, not a page. */
export function dataAddress(action: string): string {
  const url = new URL(action, "http://x");
  const path = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return path + url.search;
}

/**
 * What an answer means for a queued write: sent (any success, or a redirect); refused (the server
 * will never take it: said to the member, then dropped); signed-out (the session ended: nothing
 * more is sent for it); retry (no answer, overloaded or failing server: kept, in order).
 */
export type ReplayOutcome = "sent" | "refused" | "signed-out" | "retry";

export function replayOutcome(status: number | null): ReplayOutcome {
  if (status === null || status === 408 || status === 429 || status >= 500) return "retry";
  if (status === 401) return "signed-out";
  return status >= 400 ? "refused" : "sent";
}

/** The writes queued for one form's target: same action, and every field of `match` equal. */
function writesFor(writes: readonly QueuedWrite[], action: string, match: Record<string, string>): QueuedWrite[] {
  return writes.filter((w) => w.action === action && Object.entries(match).every(([k, v]) => w.fields[k] === v));
}

/** A target's value as the queued writes leave it: the last one's `field`, or undefined when none is queued. */
export function queuedValue(writes: readonly QueuedWrite[], action: string, match: Record<string, string>, field: string): string | undefined {
  return writesFor(writes, action, match).at(-1)?.fields[field];
}

/** Whether a toggle (the bookmark heart) ends up flipped by the queued writes: an odd number of them. */
export function queuedFlip(writes: readonly QueuedWrite[], action: string, match: Record<string, string>): boolean {
  return writesFor(writes, action, match).length % 2 === 1;
}

export const waitingMessage = (n: number) => `${count(n, "ação aguardando", "ações aguardando")} conexão`;
export const sentMessage = (n: number) => `${count(n, "ação feita sem conexão foi enviada", "ações feitas sem conexão foram enviadas")}.`;
export const refusedMessage = (write: QueuedWrite) =>
  `Não foi possível salvar uma ação feita sem conexão (“${write.label}”): o servidor não a aceitou. Confira e tente de novo.`;
export const SIGNED_OUT_MESSAGE = "Sua sessão terminou: as ações feitas sem conexão não foram enviadas. Entre novamente e refaça-as.";
export const FULL_MESSAGE = "Há ações demais aguardando conexão. Conecte-se para enviá-las antes de fazer outras.";

/** A write the server took during this page's life, numbered in the order sent. */
export interface SentWrite {
  write: QueuedWrite;
  seq: number;
}

/**
 * The writes a page shows over data it had when `seenSeq` writes had been sent: those sent since
 * (its data predates them) and those still waiting, in the order they were made.
 */
export function shownWrites(waiting: readonly QueuedWrite[], sent: readonly SentWrite[], seenSeq: number): QueuedWrite[] {
  return [...sent.filter((s) => s.seq > seenSeq).map((s) => s.write), ...waiting];
}
