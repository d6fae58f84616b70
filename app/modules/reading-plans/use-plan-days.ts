import { useFetcher } from "react-router";
import { useStoredValue, writeStoredValue } from "../site/use-stored-value.ts";
import { parsePlanProgress, PLAN_PROGRESS_KEY, setPlanDay } from "./plans.ts";

/**
 * A plan's completed days: the server's list for a member (with the day being sent shown
 * at once), the browser's local storage for a visitor (empty until hydrated, so the cached
 * page is the same for every visitor).
 */
export function usePlanDays(planId: string, member: boolean, serverDays: readonly number[]) {
  const fetcher = useFetcher<{ error?: string }>();
  const stored = useStoredValue(PLAN_PROGRESS_KEY, "{}");
  const hydrated = stored !== null;
  const days = new Set(member ? serverDays : (parsePlanProgress(stored)[planId] ?? []));
  if (member && fetcher.formData) {
    const day = Number(fetcher.formData.get("dia"));
    if (fetcher.formData.get("concluido") === "1") days.add(day);
    else days.delete(day);
  }
  function setVisitorDay(day: number, done: boolean) {
    writeStoredValue(PLAN_PROGRESS_KEY, JSON.stringify(setPlanDay(parsePlanProgress(localStorage.getItem(PLAN_PROGRESS_KEY)), planId, day, done)));
  }
  return { days, fetcher, hydrated, setVisitorDay, error: fetcher.data?.error };
}
