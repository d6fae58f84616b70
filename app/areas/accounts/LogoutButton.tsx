import { lazy, Suspense, useState } from "react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { href } from "react-router";

/** The two logout confirmations: the top bar's and the profile settings'. */
export const LOGOUT_QUESTION = {
  topBar: "Tem certeza que deseja sair?",
  profile: "Deseja realmente sair?",
} as const;

const LogoutDialog = lazy(() => import("./LogoutDialog.tsx"));

/**
 * 'Sair': a link to the confirmation page /sair; once the page is interactive it opens
 * the confirmation as a dialog instead (its code loads on the first click).
 */
export function LogoutButton({ question, className }: { question: string; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageLink
        to={href("/sair")}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Sair
      </PageLink>
      {open && (
        <Suspense fallback={null}>
          <LogoutDialog question={question} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
