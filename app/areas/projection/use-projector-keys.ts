import { useEffect, useState } from "react";
import { typeSlideNumber } from "./controls.ts";
import { keyCommand } from "./slides.ts";

/** What the projector's keys do. */
export interface ProjectorKeys {
  /** The slides in the deck on the screen. */
  count: number;
  /** A service order's projection on its controlling screen: / asks for a hymn or passage, A the opening. */
  orderControls: boolean;
  goTo: (index: number) => void;
  go: (command: "next" | "previous" | "first" | "last") => void;
  /** Esc. */
  leave: () => void;
  toggleBlank: () => void;
  toggleOpening: () => void;
  askOffScript: () => void;
  say: (status: string) => void;
}

/**
 * The projector's keyboard: arrows, space, Page Up/Down (a clicker), Home/End move; B blanks;
 * Esc leaves; a slide number typed and Enter goes to that slide, and meanwhile Enter, Backspace
 * and Esc act on the number. Keys typed in a field, or with Alt, Ctrl or Meta, are left alone.
 * Returns the digits typed so far.
 */
export function useProjectorKeys(keys: ProjectorKeys): string {
  const [typed, setTyped] = useState("");
  const { count, orderControls, goTo, go, leave, toggleBlank, toggleOpening, askOffScript, say } = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("input, select, textarea")) return;
      const number = typeSlideNumber(typed, event.key, count);
      if (number) {
        event.preventDefault();
        setTyped(number.digits);
        if (number.jump !== undefined) goTo(number.jump);
        else if (number.missing !== undefined) say(`Não existe o slide ${number.missing}; são ${count}.`);
        return;
      }
      if (orderControls && (event.key === "/" || event.key === "a" || event.key === "A")) {
        event.preventDefault();
        if (event.key === "/") askOffScript();
        else toggleOpening();
        return;
      }
      const command = keyCommand(event.key, event.shiftKey);
      // Enter and space on a focused control press it.
      if (!command || ((event.key === " " || event.key === "Enter") && target.closest("button, a"))) return;
      event.preventDefault();
      if (command === "leave") leave();
      else if (command === "blank") toggleBlank();
      else go(command);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [typed, count, orderControls, goTo, go, leave, toggleBlank, toggleOpening, askOffScript, say]);
  return typed;
}
