import { Info } from "lucide-react";
import { Notice } from "#app/components/ui/Notice.tsx";
import { EXAMPLE_LABEL } from "./examples.ts";

/** Above a page's examples: what they are, and that the church replaces them with its own. */
export function ExampleNotice({ children }: { children: React.ReactNode }) {
  return (
    <div className="mb-6">
      <Notice>
        <span className="flex gap-2">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>
            <strong>{EXAMPLE_LABEL}.</strong> {children}
          </span>
        </span>
      </Notice>
    </div>
  );
}

/** The badge on each example's card. */
export function ExampleBadge() {
  return <span className="rounded-md bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning">{EXAMPLE_LABEL}</span>;
}
