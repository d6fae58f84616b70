import { ArrowLeft } from "lucide-react";
import { PageLink } from "#app/components/ui/PageLink.tsx";
import { data, href, useActionData } from "react-router";
import { z } from "zod";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Notice } from "#app/components/ui/Notice.tsx";
import { getApp } from "#app/platform/http/context.ts";
import { churchOfVisit } from "#app/areas/churches/guards.server.ts";
import { optionalMember, requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { formDone, formError, invalidForm, parseForm } from "#app/platform/http/forms.server.ts";
import { completeSpecialty, specialtyCompletedAt } from "#app/areas/pathfinders/progress.store.server.ts";
import { reviewText, specialtyItemKey } from "#app/areas/clubs/clubs.ts";
import { membershipOf } from "#app/areas/clubs/clubs.store.server.ts";
import { markItem, reviewsOf } from "#app/areas/clubs/reviews.store.server.ts";
import { parseSpecialtyId } from "#app/areas/pathfinders/specialties.ts";
import { findSpecialty } from "#app/areas/pathfinders/specialties.content.server.ts";
import { SpecialtyIntro, SpecialtyTabs } from "#app/areas/pathfinders/SpecialtyView.tsx";
import { SpecialtyCompletion } from "#app/areas/pathfinders/SpecialtyCompletion.tsx";
import { documentTitle } from "#app/platform/site/pages.ts";
import type { Route } from "./+types/desbravadores.especialidade.$id";
import { renderMarkdown } from "#app/platform/content/markdown.server.ts";
import { answerMessage } from "#app/platform/http/field-errors.ts";

/** /desbravadores/especialidade/:id — a full specialty. */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: documentTitle(loaderData && "specialty" in loaderData ? loaderData.specialty.nome : "Especialidade Não Encontrada") },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const specialty = findSpecialty(parseSpecialtyId(params.id));
  if (!specialty) return data({ missing: params.id.slice(0, 40) }, { status: 404 });
  const user = await optionalMember({ request, context });
  const { db } = getApp(context);
  // In a club, the specialty reads as its sign-off: waiting until a leader approves it.
  const church = await churchOfVisit({ request, context });
  const club = user && (await membershipOf(db, church, user.id));
  const review =
    club?.status === "ativo" ? (await reviewsOf(db, church, club.personId)).find((r) => r.itemKey === specialtyItemKey(specialty.id)) : undefined;
  return {
    specialty: { ...specialty, resumoBlocks: renderMarkdown(specialty.resumo) },
    member: user !== null,
    completedAt: user ? await specialtyCompletedAt(db, user.id, specialty.id) : null,
    club: review ? { state: reviewText(review), status: review.status } : null,
  };
}

const completion = z.object({ intent: z.literal("concluir", "Ação inválida.") });

/** 'Concluir Especialidade': records the specialty as completed for the member. */
export async function action(args: Route.ActionArgs) {
  const user = await requireWritingMember(args);
  const specialty = findSpecialty(parseSpecialtyId(args.params.id));
  if (!specialty) return formError("Especialidade não encontrada.", 404);
  const form = await parseForm(args.request, completion);
  if (!form.ok) return invalidForm(form);
  const { db } = getApp(args.context);
  const now = new Date();
  await completeSpecialty(db, user.id, specialty.id, now);
  // In a club, the specialty waits for the counsellor's approval like a class item.
  const church = await churchOfVisit(args);
  const club = await membershipOf(db, church, user.id);
  if (club?.status === "ativo") {
    await markItem(db, church, club.personId, specialtyItemKey(specialty.id), true, now);
    return formDone({ message: "Enviada para aprovação: quem aconselha a sua unidade vai conferir." });
  }
  return formDone({ message: "Especialidade concluída! Parabéns!" });
}

const backLink = (
  <PageLink to={`${href("/desbravadores")}#especialidades`} className="mb-4 inline-flex items-center gap-1 font-medium text-accent underline">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Voltar
  </PageLink>
);

export default function SpecialtyPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if ("missing" in loaderData) {
    return (
      <section className="mx-auto max-w-xl text-center">
        <h1 className="mb-2 text-3xl font-bold">Especialidade Não Encontrada</h1>
        <p className="mb-6 text-muted">Não existe especialidade com o id {loaderData.missing}.</p>
        <ButtonLink to={href("/desbravadores")}>Voltar para Desbravadores</ButtonLink>
      </section>
    );
  }
  const { specialty, member, completedAt, club } = loaderData;
  const done = completedAt !== null || result?.ok === true;
  const said = answerMessage(result);
  return (
    <article className="mx-auto max-w-3xl">
      {backLink}
      <header className="mb-4">
        <h1 className="text-3xl font-bold">{specialty.nome}</h1>
        <p className="mt-1 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-accent-soft px-3 py-1 font-medium text-accent">{specialty.categoria}</span>
          <span className="rounded-full bg-subtle px-3 py-1 font-medium">Nível {specialty.nivel}</span>
        </p>
      </header>
      <SpecialtyIntro specialty={specialty} />
      <div className="mt-6">
        <SpecialtyTabs specialty={specialty} />
      </div>
      <p className="mt-6 text-sm text-muted">
        Requisitos resumidos com nossas palavras para estudo. Para a avaliação oficial, siga o cartão da especialidade adotado pela sua Associação ou
        Missão.
      </p>
      <div className="mt-6 grid gap-3">
        {said && <Notice tone={said.tone}>{said.text}</Notice>}
        <SpecialtyCompletion specialtyId={specialty.id} member={member} done={done} club={club} />
      </div>
    </article>
  );
}
