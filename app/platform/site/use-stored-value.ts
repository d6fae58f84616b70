import { useSyncExternalStore } from "react";

/**
 * A local-storage value as React state: null on the server and before hydration, then
 * the stored string (or `absent` for a key never written); writeStoredValue updates
 * every component reading the key.
 */
const CHANGE_EVENT = "lampada:stored-value";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useStoredValue(key: string, absent: string | null = null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key) ?? absent,
    () => null,
  );
}

export function writeStoredValue(key: string, value: string): void {
  localStorage.setItem(key, value);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
