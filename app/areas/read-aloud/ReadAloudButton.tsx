import { Headphones, Loader2, Pause } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/Button.tsx";
import { compactButton, STATUS_TEXT } from "./read-aloud.ts";
import type { ReadAloudControls } from "./use-read-aloud.ts";

/** The compact control: a single 'Ouvir' button that plays, pauses and resumes. */
export function ReadAloudButton({ reading, ready, alert }: { reading: ReadAloudControls; ready: boolean; alert: React.ReactNode }) {
  const id = useId();
  const { status } = reading.state;
  const button = compactButton(status);
  const onClick = { play: reading.play, pause: reading.pause, resume: reading.resume, none: () => {} }[button.action];
  return (
    <div className="inline-flex flex-col gap-2">
      <Button
        variant="secondary"
        className="px-3 py-1.5 text-sm"
        onClick={onClick}
        disabled={!ready || button.action === "none"}
        aria-describedby={`${id}-status`}
      >
        {status === "loading" ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : status === "playing" ? (
          <Pause className="size-4" aria-hidden="true" />
        ) : (
          <Headphones className="size-4" aria-hidden="true" />
        )}
        {button.label}
      </Button>
      <span id={`${id}-status`} role="status" className="sr-only">
        {STATUS_TEXT[status]}
      </span>
      {alert}
    </div>
  );
}
