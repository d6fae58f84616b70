import type { ReactNode } from "react";
import { ChevronRight } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Card } from "#app/components/ui/Card.tsx";

/** A whole card that links on, its content between a lead and a chevron (the Sabbath School's quarters and lessons). */
export function ChevronLinkCard({ to, children }: { to: string; children: ReactNode }) {
  return (
    <PageLink to={to} className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600">
      <Card className="flex h-full items-center gap-4 hover:border-brand-600">
        {children}
        <ChevronRight className="size-6" aria-hidden="true" />
      </Card>
    </PageLink>
  );
}
