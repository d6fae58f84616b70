import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/Button.tsx";

/**
 * A form of one intent: its field (and what goes beside it) and its button, on one row on wide
 * screens (a new order, a hymn or passage to add, the title, the start time). Works before JavaScript.
 */
export function OneFieldForm({
  intent,
  button,
  variant = "secondary",
  columns = "sm:grid-cols-[1fr_auto]",
  className = "",
  busy = false,
  children,
}: {
  intent: string;
  button: string;
  variant?: "primary" | "secondary";
  /** The wide screen's columns: the field's, then each control's beside it. */
  columns?: string;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={`grid gap-3 ${columns} sm:items-end ${className}`}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className={buttonClass(variant)} disabled={busy}>
        {button}
      </button>
    </Form>
  );
}
