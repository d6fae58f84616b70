import { useEffect } from "react";
import { useLocation } from "react-router";
import { HISTORY_KEY, historyAfterVisit } from "./local-reading.ts";

/**
 * A visitor's reading history: when `record` (a visitor's successful load), the chapter goes
 * to the local history (50 newest, newest first), once per load of the page (location.key
 * changes on every navigation). Members' history is kept by the server.
 */
export function useVisitorHistory(record: boolean, livro: string, capitulo: number): void {
  const location = useLocation();
  useEffect(() => {
    if (!record) return;
    localStorage.setItem(HISTORY_KEY, historyAfterVisit(localStorage.getItem(HISTORY_KEY), livro, capitulo, new Date()));
    // Once per load of this page, with what that load showed.
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}
