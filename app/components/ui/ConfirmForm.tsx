import { Form } from "react-router";
import { Button } from "./Button.tsx";

/**
 * A destructive action asked first: the button opens a question naming who and what, and only
 * the question's own button acts. A disclosure, so it works before JavaScript.
 */
export function ConfirmForm({
  label,
  question,
  confirm,
  intent,
  fields,
}: {
  label: string;
  question: string;
  confirm: string;
  intent: string;
  fields: Record<string, string>;
}) {
  return (
    <details className="max-w-full min-w-0">
      <summary className="inline-flex cursor-pointer list-none items-center rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 dark:text-red-300">
        {label}
      </summary>
      <Form
        method="post"
        aria-label={question}
        className="mt-2 grid gap-2 rounded-lg border border-red-700 p-3"
        // Answered, the question closes: asking again opens it afresh.
        onSubmit={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
      >
        <p className="font-semibold">{question}</p>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <Button type="submit" variant="danger">
            {confirm}
          </Button>
        </div>
      </Form>
    </details>
  );
}
