import { href } from "react-router";
import { Bell } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { plural } from "#app/platform/site/count.ts";

/** The member's 'Avisos' link with how many are new, shown on the club's and groups' pages. */
export function NotificationsBadge({ unseen }: { unseen: number }) {
  return (
    <PageLink to={href("/avisos")} className="inline-flex items-center gap-2 font-semibold underline">
      <Bell className="size-5" aria-hidden="true" />
      Avisos
      {unseen > 0 && (
        <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold text-surface no-underline">
          {unseen}
          <span className="sr-only"> {plural(unseen, "novo", "novos")}</span>
        </span>
      )}
    </PageLink>
  );
}
