import { type FormEvent, useState, useSyncExternalStore } from "react";
import { useFormAction, useRouteLoaderData } from "react-router";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import {
  dataAddress,
  enqueue,
  parseQueue,
  QUEUE_KEY,
  type QueuedWrite,
  replayBody,
  replayOutcome,
  type SentWrite,
  shownWrites,
  withoutWrite,
  writesOf,
} from "./queue.ts";

/**
 * The browser side of the offline queue (decision 0017): the member's waiting writes in local
 * storage (`lampada-fila-offline`), the writes sent during this page's life, the form handler
 * that queues a write instead of posting it, and the replay.
 */
const SENT_EVENT = "lampada:fila-enviada";
let sent: readonly SentWrite[] = [];
let lost = false;
if (typeof window !== "undefined") {
  // The banner's word on the connection (it polls the server), beside the browser's own.
  window.addEventListener("connection-lost", () => (lost = true));
  window.addEventListener("connection-restored", () => (lost = false));
}

const readQueue = () => parseQueue(localStorage.getItem(QUEUE_KEY));
const saveQueue = (queue: readonly QueuedWrite[]) => writeStoredValue(QUEUE_KEY, JSON.stringify(queue));

function subscribeSent(onChange: () => void) {
  window.addEventListener(SENT_EVENT, onChange);
  return () => window.removeEventListener(SENT_EVENT, onChange);
}
const NONE: readonly SentWrite[] = [];

/** The signed-in member's id, from the root loader (null for a visitor). */
export function useMemberId(): string | null {
  return (useRouteLoaderData("root") as { user: { id: string } | null } | undefined)?.user?.id ?? null;
}

/** The signed-in member's waiting writes (none before hydration and for a visitor). */
export function useWaitingWrites(memberId: string | null): QueuedWrite[] {
  return writesOf(parseQueue(useStoredValue(QUEUE_KEY)), memberId);
}

/** Sequence numbers of sent writes: a page's data seen after the n-th was sent already holds it. */
const seenAt = new WeakMap<object, number>();

/**
 * The writes to show over `base` (the data a page has from the server): those still waiting and
 * those sent after `base` arrived. A new `base` (a fresh load, an action's answer) holds them.
 */
export function usePendingWrites(base: object): { waiting: QueuedWrite[]; shown: QueuedWrite[] } {
  const waiting = useWaitingWrites(useMemberId());
  const sentNow = useSyncExternalStore(
    subscribeSent,
    () => sent,
    () => NONE,
  );
  if (!seenAt.has(base)) seenAt.set(base, sentNow.at(-1)?.seq ?? 0);
  return { waiting, shown: shownWrites(waiting, sentNow, seenAt.get(base)!) };
}

/** Where a form posts, as the queue keeps it: path and query. */
const actionOf = (address: string, base = "http://x") => {
  const url = new URL(address, base);
  return url.pathname + url.search;
};

/**
 * What a page with member forms needs (its route's own action, unless `to` names another): the
 * writes to show over `base` and those still waiting, for this action; the submit handler that
 * queues offline; and whether the queue was found full.
 */
export function useOfflineForm(base: object, to?: string) {
  const memberId = useMemberId();
  const own = useFormAction();
  const action = actionOf(to ?? own);
  const { waiting, shown } = usePendingWrites(base);
  const [full, setFull] = useState(false);
  return {
    action,
    waiting: waiting.filter((w) => w.action === action),
    shown: shown.filter((w) => w.action === action),
    full,
    onSubmit: (label: string) => queueWhenOffline(memberId, label, () => setFull(true)),
  };
}

/** Whether a write must wait: the browser is offline, or the banner found the server unreachable. */
const mustWait = () => !navigator.onLine || lost;

/**
 * A form's submit handler: online it lets React Router post as usual; offline it queues the
 * form's fields for the member and stops the post (`onFull` when the queue has no room).
 */
export function queueWhenOffline(memberId: string | null, label: string, onFull: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (memberId === null || !mustWait()) return;
    event.preventDefault();
    const form = event.currentTarget;
    const fields: Record<string, string> = {};
    new FormData(form, (event.nativeEvent as SubmitEvent).submitter).forEach((value, name) => {
      if (typeof value === "string") fields[name] = value;
    });
    const next = enqueue(readQueue(), { id: crypto.randomUUID(), memberId, action: actionOf(form.action, location.href), fields, label });
    if (next) saveQueue(next);
    else onFull();
  };
}

/**
 * A write a page makes by itself, not from a form (the reader reporting a chapter read): offline
 * it is queued for the member (dropped when the queue is full) and true is returned; online
 * false, and the page sends it now.
 */
export function queuedWhenOffline(memberId: string, action: string, fields: Record<string, string>, label: string): boolean {
  if (!mustWait()) return false;
  const next = enqueue(readQueue(), { id: crypto.randomUUID(), memberId, action, fields, label });
  if (next) saveQueue(next);
  return true;
}

/** Drops the writes of anyone but the signed-in member (all of them for a visitor). */
export function keepOnlyMember(memberId: string | null): void {
  const queue = readQueue();
  const kept = writesOf(queue, memberId);
  if (kept.length !== queue.length) saveQueue(kept);
}

export interface ReplayReport {
  sent: number;
  refused: QueuedWrite[];
  signedOut: boolean;
}

async function post(write: QueuedWrite): Promise<number | null> {
  try {
    const response = await fetch(dataAddress(write.action), { method: "POST", body: replayBody(write), credentials: "same-origin" });
    return response.status;
  } catch {
    return null;
  }
}

let replaying: Promise<ReplayReport> | null = null;
const REPLAY_EVENT = "lampada:fila-enviando";

function subscribeReplay(onChange: () => void) {
  window.addEventListener(REPLAY_EVENT, onChange);
  return () => window.removeEventListener(REPLAY_EVENT, onChange);
}

/** Whether the queue is being sent now. */
export function useReplaying(): boolean {
  return useSyncExternalStore(
    subscribeReplay,
    () => replaying !== null,
    () => false,
  );
}

/**
 * Sends the member's waiting writes, oldest first, one at a time: each leaves the queue once the
 * server answered it; the first that gets no answer stops the replay, so the order is kept.
 */
export function replayQueue(memberId: string): Promise<ReplayReport> {
  if (replaying) return replaying;
  replaying = (async () => {
    const report: ReplayReport = { sent: 0, refused: [], signedOut: false };
    for (;;) {
      const [write] = writesOf(readQueue(), memberId);
      if (!write) break;
      const outcome = replayOutcome(await post(write));
      if (outcome === "retry") break;
      if (outcome === "signed-out") {
        report.signedOut = true;
        saveQueue(readQueue().filter((w) => w.memberId !== memberId));
        break;
      }
      // Out of the queue and into the sent list in one task: a page never counts it twice.
      saveQueue(withoutWrite(readQueue(), write.id));
      if (outcome === "refused") report.refused.push(write);
      else {
        report.sent += 1;
        sent = [...sent, { write, seq: (sent.at(-1)?.seq ?? 0) + 1 }];
        window.dispatchEvent(new Event(SENT_EVENT));
      }
    }
    return report;
  })().finally(() => {
    replaying = null;
    window.dispatchEvent(new Event(REPLAY_EVENT));
  });
  window.dispatchEvent(new Event(REPLAY_EVENT));
  return replaying;
}
