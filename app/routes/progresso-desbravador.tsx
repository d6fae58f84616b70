import { data, href, type ShouldRevalidateFunction } from "react-router";
import { KeptInBrowserNotice } from "#app/components/ui/Notice.tsx";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { optionalMember, requireMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { Notice } from "#app/components/ui/Notice.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { hitAll } from "#app/platform/limits/limiter.store.server.ts";
import { LIMITS } from "#app/platform/limits/rules.ts";
import { CLASS_SUMMARY_NOTE, isKnownItem } from "#app/areas/pathfinders/classes.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { ClassProgress } from "#app/areas/pathfinders/ClassProgress.tsx";
import { progressForms } from "#app/areas/pathfinders/progress-forms.ts";
import { checkedItems, mergeVisitorProgress, setItem } from "#app/areas/pathfinders/progress.store.server.ts";
import { signOffView } from "#app/areas/clubs/clubs.ts";
import { membershipOf } from "#app/areas/clubs/clubs.store.server.ts";
import { clubPerson, personInClub } from "#app/areas/clubs/roster.store.server.ts";
import { CHILD_NOT_FOUND, childOf, childPlace } from "#app/areas/clubs/children.store.server.ts";
import { markItem, reviewsOf } from "#app/areas/clubs/reviews.store.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/progresso-desbravador";
import { formTooMany } from "#app/platform/limits/limited-form.server.ts";

/** /progresso-desbravador: class checklists and the class certificate. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/progresso-desbravador")) }];

/** A child's items in the club: ticked are those waiting or approved; a returned one is unticked. */
const ticked = (reviews: ReadonlyArray<{ itemKey: string; status: string }>) => reviews.filter((r) => r.status !== "devolvido").map((r) => r.itemKey);

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const search = new URL(request.url).searchParams;
  const asked = Number(search.get("classe"));
  const classes = loadClasses().map(({ id, titulo, cor, areas }) => ({ id, titulo, cor, areas }));
  const { db } = getApp(context);
  // A member's club things are their current church's: a place in an old church's club is not read here.
  const church = await churchOfVisit(args);
  const now = new Date();
  const opening = (enrolled: number | null | undefined) =>
    classes.some((c) => c.id === asked) ? asked : classes.some((c) => c.id === enrolled) ? enrolled! : 1;
  const childId = search.get("crianca");
  if (childId !== null) {
    // A child on the family's device, under the guardian's session: only the guardian's own children.
    const user = await requireMember(args);
    const child = await childOf(db, user.id, childId);
    if (!child) throw data({ error: CHILD_NOT_FOUND }, { status: 404 });
    const place = await childPlace(db, church, user.id, child.id, now);
    const active = place?.person.status === "ativo" ? place.person : null;
    const reviews = active ? await reviewsOf(db, church, active.id) : [];
    return {
      classes,
      initialClass: opening(active?.classId),
      child: { id: child.id, name: child.name, inClub: active !== null },
      member: active ? { name: child.name, checked: ticked(reviews), signOff: signOffView(reviews) } : null,
    };
  }
  const user = await optionalMember(args);
  // In a club, each item shows its sign-off and the certificate needs every item approved.
  const club = user && (await membershipOf(db, church, user.id));
  const person = club?.status === "ativo" ? await personInClub(db, church, club.clubId, club.personId) : undefined;
  const reviews = person ? await reviewsOf(db, church, person.id) : null;
  return {
    classes,
    // Opens on the class the member is enrolled in.
    initialClass: opening(person ? clubPerson(person, now).classId : null),
    child: null,
    member: user
      ? {
          name: user.name,
          // A returned item is unticked until the member sends it again.
          checked: (await checkedItems(db, user.id)).filter((k) => !reviews?.some((r) => r.itemKey === k && r.status === "devolvido")),
          signOff: reviews ? signOffView(reviews) : null,
        }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const now = new Date();
  const { db } = getApp(args.context);
  const until = await hitAll(db, [[LIMITS.pathfinderProgressPerMember, user.id]], now);
  if (until !== null) return formTooMany({ until, now }, "requests");
  const form = await parseForm(args.request, progressForms);
  if (!form.ok) return invalidForm(form);
  const classes = loadClasses();
  const input = form.data;
  const church = await churchOfVisit(args);
  if (input.intent === "marcar") {
    if (!isKnownItem(classes, input.item)) return formError("Item não encontrado.", 404);
    if (input.crianca) {
      // The guardian's child ticks in the club: the item waits for the counsellor; another family's child is not found.
      const place = (await childOf(db, user.id, input.crianca)) && (await childPlace(db, church, user.id, input.crianca, now));
      if (place === undefined) return formError(CHILD_NOT_FOUND, 404);
      if (!place || place.person.status !== "ativo")
        return formError("A criança ainda não participa de um clube: peça para entrar em Crianças da família.", 409);
      await writeOnce(db, user.id, input.clientWriteId, now, (trx) => markItem(trx, church, place.person.id, input.item, input.feito === "1", now));
      return formDone();
    }
    // A tick queued offline and sent again (same clientWriteId) changes nothing (decision 0017).
    const club = await membershipOf(db, church, user.id);
    await writeOnce(db, user.id, input.clientWriteId, now, async (trx) => {
      await setItem(trx, user.id, input.item, input.feito === "1", now);
      // A member of a club: the tick waits for the counsellor's approval.
      if (club?.status === "ativo") await markItem(trx, church, club.personId, input.item, input.feito === "1", now);
    });
  } else {
    await mergeVisitorProgress(db, user.id, input.itens, now);
    return formDone({ checked: await checkedItems(db, user.id) });
  }
  return formDone();
}

/** The page keeps its own ticks: an action's answer does not reload the checklist under the member's hand. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export default function ProgressPage({ loaderData }: Route.ComponentProps) {
  const { classes, initialClass, member, child } = loaderData;
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader
        title={child ? `Progresso de ${child.name}` : "Progresso nas Classes"}
        subtitle="Marque os requisitos cumpridos em cada área da sua classe."
      />
      {child && (
        <div className="mb-6">
          <Notice>
            Usando como <strong>{child.name}</strong>, pela sua conta.{" "}
            <PageLink to={href("/clube/criancas")} className="font-semibold underline">
              Voltar para a minha conta
            </PageLink>
          </Notice>
        </div>
      )}
      {!member && !child && <KeptInBrowserNotice className="mb-6" />}
      {child && !child.inClub ? (
        <p>{child.name} ainda não participa de um clube: peça para entrar com o código do clube em Crianças da família.</p>
      ) : (
        <ClassProgress key={initialClass} classes={classes} initialClass={initialClass} member={member} childId={child?.id ?? null} />
      )}
      <p className="mt-6 text-sm text-muted">{CLASS_SUMMARY_NOTE} O conselheiro do seu clube confirma cada requisito.</p>
    </section>
  );
}
