import { href, redirect, type RouterContextProvider } from "react-router";
import { getApp } from "#app/platform/http/context.ts";
import { formDone, formError, invalidForm, parseForm, type Where } from "#app/platform/http/forms.server.ts";
import { writeOnce } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { accountMail, tokenLink } from "#app/areas/accounts/mail-context.server.ts";
import { setPlanDayDone } from "#app/areas/reading-plans/plan-progress.store.server.ts";
import { findReadingPlan } from "#app/areas/reading-plans/reading-plans.content.server.ts";
import { requestToday } from "#app/platform/http/cookies.server.ts";
import { isoDate } from "#app/platform/site/calendar.ts";
import { withFlash } from "#app/platform/site/flash.ts";
import { requireGroupRole } from "./guards.server.ts";
import { recordAttendance } from "./group-meetings.store.server.ts";
import { tellGroupOfMessage } from "./group-notices.server.ts";
import { requireWritingMember } from "#app/areas/accounts/guards.server.ts";
import { GROUP_MESSAGES, groupForms, type GroupForm } from "./small-groups.ts";
import { deleteGroup, renewInvite, setMeeting, setShowsReading } from "./small-groups.store.server.ts";
import { leaveGroup, passLeadership, removeMember } from "./group-members.store.server.ts";
import { deleteMessage, postMessage, setMessageHidden } from "./group-wall.store.server.ts";

const LEADER_INTENTS = new Set<GroupForm["intent"]>([
  "ocultar-mensagem",
  "convite",
  "encontro",
  "presenca",
  "remover",
  "passar-lideranca",
  "excluir-grupo",
]);

/** Which of the page's forms answers: its intent, and the message or person it acted on. */
const whereOf = (values: Record<string, string>): Where => ({ intent: values.intent ?? "", subject: values.id ?? values.membro });

/**
 * Every action of a group's page (/grupos/:grupo): the group guard first (404 outside the group,
 * 403 for a leader's action by a member), the form read once and checked, then one write. The
 * member's writes carry the id of a write queued offline and run once (decision 0017); a refused
 * write is a 4xx with a Portuguese message and changes nothing; a done one leads back to the page.
 */
export async function groupAction(args: { request: Request; context: Readonly<RouterContextProvider>; params: { grupo?: string } }) {
  const groupId = args.params.grupo ?? "";
  await requireWritingMember(args);
  const { user, church, group } = await requireGroupRole(args, groupId);
  const form = await parseForm(args.request, groupForms);
  const where = whereOf(form.values);
  if (!form.ok) return invalidForm(form, 400, where);
  const refuse = (message: string, status: number) => formError(message, status, undefined, where);
  const input = form.data;
  if (LEADER_INTENTS.has(input.intent)) await requireGroupRole(args, groupId, "leader");
  const { db } = getApp(args.context);
  const now = new Date();
  const page = href("/grupos/:grupo", { grupo: groupId });
  const once = <T>(write: (trx: typeof db) => Promise<T>, applied: (value: T) => boolean = Boolean) =>
    writeOnce(db, user.id, "clientWriteId" in input ? input.clientWriteId : undefined, now, write, applied);
  const plan = findReadingPlan(group.planId);
  const pageOfDay = (day: number) => `${page}?dia=${day}`;

  switch (input.intent) {
    case "ler": {
      if (!plan || input.dia > plan.licoes) return refuse(GROUP_MESSAGES.badDay, 400);
      await once((trx) => setPlanDayDone(trx, user.id, plan.id, input.dia, input.concluido, now).then(() => true));
      return redirect(page);
    }
    case "mostrar": {
      const done = await once((trx) => setShowsReading(trx, church, groupId, user.id, input.mostrar));
      if (!done.repeat && !done.value) return refuse(GROUP_MESSAGES.notFound, 404);
      return redirect(page);
    }
    case "mensagem": {
      if (!plan || input.dia > plan.licoes) return refuse(GROUP_MESSAGES.badDay, 400);
      const done = await once((trx) => postMessage(trx, church, groupId, user.id, input.dia, input.texto, now));
      if (!done.repeat && !done.value) return refuse(GROUP_MESSAGES.notFound, 404);
      if (!done.repeat) await tellGroupOfMessage(args, church, group, user.name, user.id, input.texto, now);
      return redirect(pageOfDay(input.dia));
    }
    case "apagar-mensagem": {
      const done = await once((trx) => deleteMessage(trx, church, groupId, user.id, input.id));
      if (!done.repeat && !done.value) return refuse(GROUP_MESSAGES.messageGone, 404);
      return redirect(page);
    }
    case "ocultar-mensagem": {
      const done = await once((trx) => setMessageHidden(trx, church, groupId, user.id, input.id, input.oculta));
      if (!done.repeat && !done.value) return refuse(GROUP_MESSAGES.messageGone, 404);
      return redirect(page);
    }
    case "convite": {
      const token = await renewInvite(db, church, groupId, user.id, now);
      if (!token) return refuse(GROUP_MESSAGES.leaderOnly, 403);
      return formDone({ invite: tokenLink(accountMail(args), href("/grupos/entrar"), token) }, where);
    }
    case "encontro": {
      const meeting = { weekday: input.diaSemana, time: input.hora, place: input.local };
      if (!(await setMeeting(db, church, groupId, user.id, meeting))) return refuse(GROUP_MESSAGES.leaderOnly, 403);
      return redirect(withFlash(page, "item-salvo"));
    }
    case "presenca": {
      if (input.data > isoDate(await requestToday(args.request))) return refuse(GROUP_MESSAGES.futureMeeting, 400);
      const attendance = { day: input.data, present: input.presentes, visitors: input.visitantes };
      if (!(await recordAttendance(db, church, groupId, user.id, attendance, now))) return refuse(GROUP_MESSAGES.leaderOnly, 403);
      return redirect(withFlash(page, "item-salvo"));
    }
    case "remover":
      if (!(await removeMember(db, church, groupId, user.id, input.membro))) return refuse(GROUP_MESSAGES.memberGone, 404);
      return redirect(page);
    case "passar-lideranca":
      if (!(await passLeadership(db, church, groupId, user.id, input.membro))) return refuse(GROUP_MESSAGES.memberGone, 409);
      return redirect(page);
    case "sair":
      if (!(await leaveGroup(db, church, groupId, user.id))) return refuse(GROUP_MESSAGES.leaderLeaves, 409);
      return redirect(href("/grupos"));
    case "excluir-grupo":
      if (!(await deleteGroup(db, church, groupId, user.id))) return refuse(GROUP_MESSAGES.leaderOnly, 403);
      return redirect(href("/grupos"));
  }
}
