import { href, useLocation } from "react-router";
import { Church } from "lucide-react";
import { Button } from "./Button.tsx";
import { inputClass } from "./FormField.tsx";

/** What an admin page says of the church it acts for (from requireAdmin). */
export interface ActingChurchView {
  name: string;
  slug: string;
  /** The churches the account may switch to; shown only when there are several. */
  choices: Array<{ slug: string; name: string }>;
}

/**
 * Every admin page's line naming the church it acts for (decision 0065), with a switcher among
 * the churches the account may act for; nothing with one church in the deployment.
 */
export function ActingChurch({ acting }: { acting: ActingChurchView | null }) {
  const location = useLocation();
  if (!acting) return null;
  return (
    <section aria-label="Igreja" className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-raised p-3">
      <Church className="size-5 shrink-0 text-accent" aria-hidden="true" />
      <p className="grow">
        Agindo por: <strong>{acting.name}</strong>
      </p>
      {acting.choices.length > 1 && (
        <form method="post" action={href("/admin/igreja-ativa")} className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="voltar" value={location.pathname} />
          <label htmlFor="igreja-ativa" className="text-sm text-muted">
            Trocar de igreja
          </label>
          <select id="igreja-ativa" name="igreja" defaultValue={acting.slug} className={`${inputClass} w-auto`}>
            {acting.choices.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary">
            Trocar
          </Button>
        </form>
      )}
    </section>
  );
}
