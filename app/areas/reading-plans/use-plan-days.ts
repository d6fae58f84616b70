import { useFetcher } from "react-router";
import { queuedValue } from "#app/platform/offline-writes/queue.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { parsePlanProgress, PLAN_PROGRESS_KEY, setPlanDay } from "./plans.ts";
import { type FormAnswer, refusalOf } from "#app/platform/http/field-errors.ts";

/**
 * A plan's completed days (posted to `action`, the plan page's own unless named): the server's list for a member (with the day being sent shown
 * at once, and the days ticked offline, queued: decision 0017), the browser's local storage for a visitor (empty until hydrated, so the cached
 * page is the same for every visitor). Components given the same `fetcherKey` share one post (the reader's plan bar and its chapter links).
 */
export function usePlanDays(planId: string, member: boolean, serverDays: readonly number[], action?: string, fetcherKey?: string) {
  const fetcher = useFetcher<FormAnswer<{ points: number; celebrations: string[] }>>(fetcherKey ? { key: fetcherKey } : undefined);
  const stored = useStoredValue(PLAN_PROGRESS_KEY, "{}");
  const hydrated = stored !== null;
  const queue = useOfflineForm(serverDays, action);
  const days = new Set(member ? serverDays : (parsePlanProgress(stored)[planId] ?? []));
  // Days ticked offline, in the order ticked, over the server's list.
  for (const write of member ? queue.shown : []) {
    if (write.fields.concluido === "1") days.add(Number(write.fields.dia));
    else days.delete(Number(write.fields.dia));
  }
  const waiting = (day: number) => queuedValue(queue.waiting, queue.action, { dia: String(day) }, "concluido") !== undefined;
  if (member && fetcher.formData) {
    const day = Number(fetcher.formData.get("dia"));
    if (fetcher.formData.get("concluido") === "1") days.add(day);
    else days.delete(day);
  }
  function setVisitorDay(day: number, done: boolean) {
    writeStoredValue(PLAN_PROGRESS_KEY, JSON.stringify(setPlanDay(parsePlanProgress(localStorage.getItem(PLAN_PROGRESS_KEY)), planId, day, done)));
  }
  return { days, fetcher, hydrated, setVisitorDay, error: refusalOf(fetcher.data), queue, waiting };
}
