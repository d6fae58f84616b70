import { Form, href } from "react-router";
import type { FormEvent, ReactNode } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import type { FormAnswer } from "#app/platform/http/field-errors.ts";
import type { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";

/** What the group's page reads from its action: the one form answer, with the new invite link once. */
export type GroupAnswer = FormAnswer<{ invite?: string }>;

/** The page's offline queue: writes made without signal wait and are sent when it returns. */
export type GroupQueue = ReturnType<typeof useOfflineForm>;

export const linkClass = "font-semibold text-accent underline";

/** The group's page on another plan day. */
export const dayLink = (groupId: string, day: number) => `${href("/grupos/:grupo", { grupo: groupId })}?dia=${day}`;

/** One titled part of the group's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`secao-${title}`} className="mb-6">
      <h2 id={`secao-${title}`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One button posting one intent (and its fields) to the group's page. */
export function IntentButton({
  intent,
  fields = {},
  label,
  variant = "secondary",
  onSubmit,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  label?: string;
  variant?: "primary" | "secondary" | "ghost" | "danger";
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Form method="post" onSubmit={onSubmit} className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} aria-label={label} className="px-3 py-1 text-sm">
        {children}
      </Button>
    </Form>
  );
}

/** The message beside one field of the page's form of `intent`, when its answer refused that field. */
export function fieldError(answer: GroupAnswer | undefined, intent: string, name: string): string | undefined {
  return answer?.ok === false && answer.intent === intent ? answer.errors[name] : undefined;
}
