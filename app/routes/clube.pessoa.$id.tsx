import { data, href } from "react-router";
import { PageHeader } from "#app/components/ui/PageHeader.tsx";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { FULL_MESSAGE } from "#app/platform/offline-writes/queue.ts";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { loadClasses } from "#app/areas/pathfinders/classes.content.server.ts";
import { findSpecialty, loadSpecialties } from "#app/areas/pathfinders/specialties.content.server.ts";
import { count } from "#app/platform/site/count.ts";
import { may, reviewDate, ROLE_LABELS, SPECIALTY_KEY_PATTERN, specialtyItemKey } from "#app/areas/clubs/clubs.ts";
import { clubPerson, personInClub } from "#app/areas/clubs/roster.store.server.ts";
import { isKnownClubItem, itemName } from "#app/areas/clubs/dashboard.server.ts";
import { ActionNotice, ClubNav } from "#app/areas/clubs/ClubParts.tsx";
import { tellOfReview } from "#app/areas/clubs/club-notifications.server.ts";
import { personForms } from "#app/areas/clubs/forms.ts";
import { requireClubRole } from "#app/areas/clubs/guards.server.ts";
import { clubPage } from "#app/areas/clubs/page-access.server.ts";
import { PersonItems, PersonSpecialties, reviewQueue } from "#app/areas/clubs/PersonItems.tsx";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { approveSeveral, markItem, mayMark, mayReview, reviewItem, reviewLog, reviewsOf } from "#app/areas/clubs/reviews.store.server.ts";
import { documentTitle, pageTitle } from "#app/platform/site/pages.ts";
import { ClubVisitorView } from "#app/areas/clubs/ClubVisitorView.tsx";
import type { Route } from "./+types/clube.pessoa.$id";

/** /clube/pessoa/:id: one person's class items in the club; leaders only, and only inside their own club. */
export const meta: Route.MetaFunction = () => [{ title: documentTitle(pageTitle("/clube/pessoa/:id")) }];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const NOT_FOUND = "Pessoa não encontrada neste clube.";

/** A person's id as the club makes them (a UUID); anything else is no one: 404 before any query. */
function checkPersonId(id: string): void {
  if (!/^[0-9A-Za-z-]{1,64}$/.test(id)) throw data({ error: NOT_FOUND }, { status: 404 });
}

export function loader(args: Route.LoaderArgs) {
  checkPersonId(args.params.id);
  return clubPage(args, "lead", async ({ me, church }) => {
    const { db } = getApp(args.context);
    // Another club's id finds nothing: the same answer as an id that does not exist.
    const person = await personInClub(db, church, me.clubId, args.params.id);
    if (!person || person.status !== "ativo") throw data({ error: NOT_FOUND }, { status: 404 });
    const classes = loadClasses();
    const viewed = clubPerson(person, new Date());
    const asked = Number(new URL(args.request.url).searchParams.get("classe"));
    // Opens on the class the person is enrolled in.
    const current = classes.find((c) => c.id === asked) ?? classes.find((c) => c.id === viewed.classId) ?? classes[0]!;
    const reviews = await reviewsOf(db, church, person.id);
    const canMark = (await mayMark(db, church, me, person.id)).ok;
    return {
      person: {
        id: person.id,
        name: viewed.name,
        role: ROLE_LABELS[viewed.role],
        birthYear: viewed.birthYear,
        hasAccount: viewed.hasAccount,
        isChild: viewed.isChild,
        enrolled: classes.find((c) => c.id === viewed.classId)?.titulo ?? null,
      },
      classes: classes.map(({ id, titulo }) => ({ id, titulo })),
      current: { id: current.id, titulo: current.titulo, areas: current.areas },
      reviews,
      specialties: reviews.flatMap((review) => {
        const found = SPECIALTY_KEY_PATTERN.test(review.itemKey) ? findSpecialty(Number(review.itemKey.slice(4))) : undefined;
        return found ? [{ key: review.itemKey, name: found.nome, review }] : [];
      }),
      log: (await reviewLog(db, church, person.id)).slice(0, 20).map((entry) => ({ ...entry, itemName: itemName(entry.itemKey) })),
      // The secretary, the director or the unit's counsellor marks for those without an account; members with one mark their own.
      canMark,
      catalogue: canMark ? loadSpecialties().map((s) => ({ key: specialtyItemKey(s.id), name: s.nome })) : [],
      canReview: may(me.role, "review") && (await mayReview(db, church, me, person.id, "1-0-0")).ok,
      canReviewSpecialties: may(me.role, "review") && (await mayReview(db, church, me, person.id, specialtyItemKey(1))).ok,
    };
  });
}

export async function action(args: Route.ActionArgs) {
  checkPersonId(args.params.id);
  const user = await requireWritingMember(args);
  const form = await parseForm(args.request, personForms);
  if (!form.ok) return invalidForm(form);
  const input = form.data;
  const { me, church } = await requireClubRole(args, input.intent === "marcar" ? "lead" : "review");
  const keys = input.intent === "marcar-aprovar-selecionados" ? input.itens : [input.item];
  if (!keys.every(isKnownClubItem)) return formError("Item não encontrado.", 404);
  const { db } = getApp(args.context);
  const now = new Date();
  if (input.intent === "marcar") {
    const allowed = await mayMark(db, church, me, args.params.id);
    if (!allowed.ok) return formError(allowed.message, allowed.message === NOT_FOUND ? 404 : 403);
    await writeOnce(db, user.id, input.clientWriteId, now, (trx) => markItem(trx, church, args.params.id, input.item, input.feito === "1", now));
    return formDone(
      { message: input.feito === "1" ? "Item marcado: aguarda aprovação." : "Marcação retirada." },
      { intent: input.intent, subject: input.item },
    );
  }
  if (input.intent === "marcar-aprovar" || input.intent === "marcar-aprovar-selecionados") {
    const where = { intent: input.intent, subject: input.intent === "marcar-aprovar" ? input.item : undefined };
    const once = await writeOnce(
      db,
      user.id,
      input.clientWriteId,
      now,
      (trx) =>
        approveSeveral(
          trx,
          church,
          { ...me, name: user.name },
          keys.map((key) => ({ personId: args.params.id, key })),
          true,
          now,
        ),
      (result) => result.ok,
    );
    if (once.repeat) return formDone({ message: "Já aprovado." }, where);
    if (!once.value.ok) return formError(once.value.message, once.value.message === NOT_FOUND ? 404 : 403);
    for (const done of once.value.approved)
      await tellOfReview(args, church, me.clubId, args.params.id, { key: done.key, action: "aprovar", by: user.name, note: null }, now);
    const approved = once.value.approved.length;
    const message =
      input.intent === "marcar-aprovar"
        ? approved === 1
          ? "Item marcado e aprovado."
          : "Este item já estava aprovado."
        : `${count(approved, "item marcado e aprovado", "itens marcados e aprovados")}${once.value.skipped > 0 ? ` (${count(once.value.skipped, "já estava aprovado", "já estavam aprovados")})` : ""}.`;
    return formDone({ message }, where);
  }
  const note = input.intent === "devolver" ? input.nota : null;
  const once = await writeOnce(
    db,
    user.id,
    input.clientWriteId,
    now,
    (trx) => reviewItem(trx, church, { ...me, name: user.name }, args.params.id, input.item, input.intent, note, now),
    (result) => result.ok,
  );
  // The same review sent again by the offline queue: already done.
  if (!once.repeat && !once.value.ok) return formError(once.value.message, 403);
  if (!once.repeat && input.intent !== "desfazer")
    await tellOfReview(args, church, me.clubId, args.params.id, { key: input.item, action: input.intent, by: user.name, note }, now);
  const done = { aprovar: "Item aprovado.", devolver: "Item devolvido com a observação.", desfazer: "Aprovação desfeita (fica registrada)." };
  // Said beside the item, where the leader is looking.
  return formDone({ message: done[input.intent] }, { intent: input.intent, subject: input.item });
}

const LOG_LABELS: Record<string, string> = { aprovado: "Aprovado", devolvido: "Devolvido", desfeito: "Aprovação desfeita" };

export default function PersonPage({ loaderData, actionData }: Route.ComponentProps) {
  const offline = useOfflineForm(loaderData);
  if (loaderData.visitor) return <ClubVisitorView title="Progresso no clube" />;
  const { person, classes, current, reviews, specialties, catalogue, log, canMark, canReview, canReviewSpecialties } = loaderData;
  const queue = reviewQueue(offline, person.name);
  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 wrap-anywhere">
      <PageHeader
        title={person.name}
        subtitle={[
          person.role,
          person.birthYear !== null ? `nascimento em ${person.birthYear}` : "",
          person.isChild ? "perfil de criança (da conta do responsável)" : person.hasAccount ? "" : "no rol (sem conta)",
          person.enrolled ? `matrícula na classe ${person.enrolled}` : "",
        ]
          .filter(Boolean)
          .join(" · ")}
      />
      <ClubNav />
      <ActionNotice result={actionData} />
      <nav aria-label="Classes" className="flex flex-wrap gap-2">
        {classes.map((c) => (
          <PageLink
            key={c.id}
            to={`${href("/clube/pessoa/:id", { id: person.id })}?classe=${c.id}`}
            aria-current={c.id === current.id ? "page" : undefined}
            className="rounded-full border-2 border-brand-700 px-3 py-1 font-semibold aria-[current=page]:bg-brand-700 aria-[current=page]:text-on-accent"
          >
            {c.titulo}
          </PageLink>
        ))}
      </nav>
      <h2 className="text-2xl font-bold">Classe {current.titulo}</h2>
      {queue.full && <Notice tone="error">{FULL_MESSAGE}</Notice>}
      <PersonItems current={current} reviews={reviews} canMark={canMark} canReview={canReview} queue={queue} result={actionData} />
      <PersonSpecialties
        specialties={specialties}
        catalogue={catalogue}
        canMark={canMark}
        canReview={canReviewSpecialties}
        queue={queue}
        result={actionData}
      />
      <section aria-labelledby="historico" className="grid gap-2">
        <h2 id="historico" className="text-xl font-bold">
          Histórico de aprovações
        </h2>
        {log.length === 0 && <p className="text-muted">Nada revisado ainda.</p>}
        <ul className="grid gap-1 text-sm">
          {log.map((entry, i) => (
            <li key={i}>
              {reviewDate(entry.at)} · {LOG_LABELS[entry.action] ?? entry.action} · {entry.itemName} · por {entry.byName}
              {entry.note ? ` · “${entry.note}”` : ""}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
