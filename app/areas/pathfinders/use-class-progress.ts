import { useEffect, useMemo, useState } from "react";
import { useFetcher, useFetchers, useSubmit } from "react-router";
import { parseStoredProgress } from "./classes.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { PROGRESS_STORAGE_KEY } from "./local-keys.ts";
import { type FormAnswer } from "#app/platform/http/field-errors.ts";

/**
 * A member on the class progress page. `signOff` is the club's sign-off of the member's items
 * (the approved keys, and how each reviewed item reads); null when the member is in no club.
 */
export interface ProgressMember {
  name: string;
  checked: string[];
  signOff: { approved: string[]; waiting: string[]; returned: string[]; states: Record<string, string> } | null;
}

/** An item's state in the club: approved, ticked and waiting, returned, or none of these. */
export type ItemState = "aprovado" | "feito" | "devolvido" | null;

/** A visitor's page has no server data to show queued writes over. */
const queueless = {};

/** Browser only: the visitor's stored map (item key → true). */
function readLocal(): Record<string, boolean> {
  return Object.fromEntries(parseStoredProgress(localStorage.getItem(PROGRESS_STORAGE_KEY)).map((k) => [k, true]));
}

/**
 * The ticked items of the progress page: a member's from the server (with this browser's merged in,
 * the offline queue and this page's ticks over them), a visitor's from this browser; `toggle` ticks or
 * unticks one, `stateOf` says how an item stands in the club. `childId`: a guardian's child (decision 0048).
 */
export function useClassProgress(member: ProgressMember | null, childId: string | null) {
  const submit = useSubmit();
  const merge = useFetcher<FormAnswer<{ checked?: string[] }>>({ key: "progresso-mesclar" });
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  // Null on the server and while hydrating, so the cached page is the same for every visitor.
  const stored = useStoredValue(PROGRESS_STORAGE_KEY, "{}");
  const localKeys = useMemo(() => parseStoredProgress(stored), [stored]);

  // A member's progress kept in this browser (ticked before logging in) is merged into the account, then forgotten here.
  const merging = member !== null && localKeys.length > 0 && merge.state === "idle" && !merge.data;
  useEffect(() => {
    if (merging) merge.submit({ intent: "mesclar", itens: JSON.stringify(localKeys) }, { method: "post" });
  }, [merging, merge, localKeys]);
  useEffect(() => {
    if (merge.data?.ok) writeStoredValue(PROGRESS_STORAGE_KEY, "{}");
  }, [merge.data]);

  // A tick the server refused (too many at once, an unknown item): said, not hidden.
  const refused = useFetchers().find((f) => f.key.startsWith("progresso-") && (f.data as { ok?: boolean } | undefined)?.ok === false);
  const refusedMessage = (refused?.data as { message?: string } | undefined)?.message;

  // Items ticked offline wait in the queue (decision 0017), shown over the server's list.
  const queue = useOfflineForm(member ?? queueless);
  const checked = useMemo(() => {
    const base = new Set(member ? [...member.checked, ...((merge.data?.ok && merge.data.checked) || []), ...localKeys] : localKeys);
    for (const { fields } of member ? queue.shown : []) {
      if (fields.feito === "1") base.add(fields.item ?? "");
      else base.delete(fields.item ?? "");
    }
    for (const [key, on] of Object.entries(overrides)) {
      if (on) base.add(key);
      else base.delete(key);
    }
    return base;
  }, [member, merge.data, localKeys, overrides, queue.shown]);

  const signOff = member?.signOff ?? null;
  const approved = useMemo(() => new Set(signOff?.approved ?? []), [signOff]);
  const returned = useMemo(() => new Set(signOff?.returned ?? []), [signOff]);
  /** An item's state in the club, with what was ticked or unticked here since the page loaded. */
  const stateOf = (key: string): ItemState => {
    if (approved.has(key)) return "aprovado";
    if (checked.has(key)) return "feito";
    return returned.has(key) && overrides[key] === undefined ? "devolvido" : null;
  };

  function toggle(key: string) {
    const on = !checked.has(key);
    if (member) {
      setOverrides((prev) => ({ ...prev, [key]: on }));
      submit(
        { intent: "marcar", item: key, feito: on ? "1" : "0", ...(childId ? { crianca: childId } : {}) },
        { method: "post", navigate: false, fetcherKey: `progresso-${key}` },
      );
    } else {
      const map = readLocal();
      if (on) map[key] = true;
      else delete map[key];
      writeStoredValue(PROGRESS_STORAGE_KEY, JSON.stringify(map));
    }
  }

  return {
    checked,
    // Alone, the bars count ticked items; in a club, only approved ones (waiting and returned are counted apart).
    counted: signOff ? approved : checked,
    stateOf,
    /** Whether this page ticked or unticked the item since it loaded. */
    changedHere: (key: string) => overrides[key] !== undefined,
    /** An offline tick, queued: its mark here follows it. */
    markQueued: (key: string, on: boolean) => setOverrides((prev) => ({ ...prev, [key]: on })),
    toggle,
    queue,
    merged: merge.data?.ok === true,
    refusedMessage,
  };
}

export type ClassProgressState = ReturnType<typeof useClassProgress>;
