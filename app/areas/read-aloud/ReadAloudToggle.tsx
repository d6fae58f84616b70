import { Headphones } from "lucide-react";
import { useId, useState } from "react";
import { LazyReadAloud } from "./LazyReadAloud.tsx";

/**
 * Text before audio (decision 0057), as in the chapter reader: a small 'Ouvir' beside the text;
 * asked, the full 'Ouvir Texto' panel opens under it and starts reading; asked again, it closes
 * and the reading stops.
 */
export function ReadAloudToggle({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-lg border border-accent px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          open ? "bg-brand-700 text-on-accent hover:bg-brand-800" : "text-accent hover:bg-accent-soft"
        }`}
      >
        <Headphones className="size-4" aria-hidden="true" />
        Ouvir
      </button>
      <div id={panel} className={open ? "mt-3" : "hidden"}>
        {open && <LazyReadAloud text={text} autoPlay headingLevel={headingLevel} />}
      </div>
    </div>
  );
}
