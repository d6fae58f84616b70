import { data, type ShouldRevalidateFunction } from "react-router";
import { KeptInBrowserNotice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { parseForm } from "#app/platform/http/forms.server.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { tooManyRequests } from "#app/platform/limits/too-many-requests.server.ts";
import { CLASS_SUMMARY_NOTE, isKnownItem } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { ClassProgress } from "#app/areas/pathfinders/ClassProgress.tsx";
import { progressForms } from "#app/areas/pathfinders/progress-forms.ts";
import { checkedItems, mergeVisitorProgress, setItem } from "#app/areas/pathfinders/progress.store.server.ts";
import { signOffView } from "#app/areas/clubs/clubs.ts";
import { membershipOf } from "#app/areas/clubs/clubs.store.server.ts";
import { markItem, reviewsOf } from "#app/areas/clubs/reviews.store.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/progresso-desbravador";

/** /progresso-desbravador: class checklists and the class certificate. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/progresso-desbravador")) }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalMember({ request, context });
  const asked = Number(new URL(request.url).searchParams.get("classe"));
  const classes = loadClasses().map(({ id, titulo, cor, areas }) => ({ id, titulo, cor, areas }));
  const { db } = getApp(context);
  // In a club, each item shows its sign-off and the certificate needs every item approved.
  const club = user && (await membershipOf(db, user.id));
  return {
    classes,
    initialClass: classes.some((c) => c.id === asked) ? asked : 1,
    member: user
      ? {
          name: user.name,
          checked: await checkedItems(db, user.id),
          signOff: club?.status === "ativo" ? signOffView(await reviewsOf(db, club.personId)) : null,
        }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const now = new Date();
  const { db } = getApp(args.context);
  const until = await hitAll(db, [[LIMITS.pathfinderProgressPerMember, user.id]], now);
  if (until !== null) return tooManyRequests({ until, now }, "requests", (message) => ({ ok: false, message }));
  const form = await parseForm(args.request, progressForms);
  if (!form.ok) return data({ ok: false, message: Object.values(form.errors)[0] ?? "Ação inválida." }, { status: 400 });
  const classes = loadClasses();
  const input = form.data;
  if (input.intent === "marcar") {
    if (!isKnownItem(classes, input.item)) return data({ ok: false, message: "Item não encontrado." }, { status: 404 });
    // A tick queued offline and sent again (same clientWriteId) changes nothing (decision 0017).
    const club = await membershipOf(db, user.id);
    await writeOnce(db, user.id, input.clientWriteId, now, async (trx) => {
      await setItem(trx, user.id, input.item, input.feito === "1", now);
      // A member of a club: the tick waits for the counsellor's approval.
      if (club?.status === "ativo") await markItem(trx, club.personId, input.item, input.feito === "1", now);
    });
  } else {
    await mergeVisitorProgress(db, user.id, input.itens, now);
    return { ok: true, checked: await checkedItems(db, user.id) };
  }
  return { ok: true };
}

/** The page keeps its own ticks: an action's answer does not reload the checklist under the member's hand. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export default function ProgressPage({ loaderData }: Route.ComponentProps) {
  const { classes, initialClass, member } = loaderData;
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader title="Progresso nas Classes" subtitle="Marque os requisitos cumpridos em cada área da sua classe." />
      {!member && <KeptInBrowserNotice className="mb-6" />}
      <ClassProgress key={initialClass} classes={classes} initialClass={initialClass} member={member} />
      <p className="mt-6 text-sm text-gray-700 dark:text-gray-300">{CLASS_SUMMARY_NOTE} O conselheiro do seu clube confirma cada requisito.</p>
    </section>
  );
}
