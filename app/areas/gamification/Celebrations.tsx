import { PartyPopper } from "lucide-react";

/** Polite notices for achievements unlocked and levels reached. */
export function Celebrations({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <div role="status" className="mb-4 space-y-2">
      {messages.map((message) => (
        <p key={message} className="flex items-center gap-2 rounded-lg border-l-4 border-warning bg-warning-soft px-4 py-3 font-medium text-warning">
          <PartyPopper className="size-5 shrink-0" aria-hidden="true" />
          {message}
        </p>
      ))}
    </div>
  );
}
