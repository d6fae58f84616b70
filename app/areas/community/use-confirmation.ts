import { useEffect, useState } from "react";
import { CONFIRMATION_MS } from "./fields.ts";

/**
 * After a successful send the confirmation shows for 3 s; then it goes and the form clears
 * (a new key remounts it). Rendered by the server too, so it shows without JavaScript.
 */
export function useConfirmation(result: object | undefined, succeeded: boolean): { showing: boolean; formKey: number } {
  const [done, setDone] = useState<{ result: object | undefined; count: number }>({ result: undefined, count: 0 });
  useEffect(() => {
    if (!result || !succeeded) return;
    const timer = setTimeout(() => setDone((d) => ({ result, count: d.count + 1 })), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [result, succeeded]);
  return { showing: succeeded && result !== undefined && done.result !== result, formKey: done.count };
}
