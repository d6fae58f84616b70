import { celebrationMessages } from "../gamification/celebrations.ts";
import { recordActivity } from "../gamification/ledger.server.ts";
import { requestTimeZone } from "../site/time-zone.ts";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { deleteAccount, passwordMatches } from "../accounts/accounts.server.ts";
import { loginBlockedUntil, recordAttempt } from "../accounts/limits.server.ts";
import { tooManyAttemptsMessage } from "../accounts/limits.ts";
import { clearedSessionCookie, secureCookies, type SessionUser } from "../accounts/session.server.ts";
import { MESSAGES } from "../accounts/fields.ts";
import { fieldErrors, type FieldErrors } from "../accounts/validation.ts";
import { withNotice } from "../site/notices.ts";
import { createNote, deleteNote, updateNote } from "./notes.server.ts";
import { cycleBibleVersion, saveSettings, togglePreference, updateProfile } from "./profile.server.ts";
import { dailyDevotionalMessage, noteSchema, notificationsMessage, profileSchema, settingsSchema, versionChangedMessage } from "./profile.ts";

/** What a profile form gets back: a message for the form it came from, errors beside fields. */
export interface ProfileActionResult {
  intent: string;
  tone: "success" | "error";
  message?: string;
  /** Achievements unlocked or a level reached by this action. */
  celebrations?: string[];
  errors?: FieldErrors;
  values?: Record<string, string>;
}

const noteId = z.string().uuid();

const ok = (intent: string, message: string) => data<ProfileActionResult>({ intent, tone: "success", message });
const invalid = (intent: string, error: z.ZodError, form: FormData, status = 400) =>
  data<ProfileActionResult>(
    { intent, tone: "error", errors: fieldErrors(error), values: Object.fromEntries([...form].filter(([, v]) => typeof v === "string").map(([k, v]) => [k, String(v).slice(0, 6000)])) },
    { status },
  );
const refused = (intent: string, message: string, status: number) => data<ProfileActionResult>({ intent, tone: "error", message }, { status });

/** The forms of /perfil, by their intent. */
export async function profileAction(app: AppContext, request: Request, user: SessionUser | null, form: FormData, now: Date) {
  const intent = String(form.get("intent") ?? "");
  if (!user) return refused(intent, MESSAGES.notAuthenticated, 401);
  const fields = Object.fromEntries(form);
  switch (intent) {
    case "perfil": {
      const parsed = profileSchema(now.toISOString().slice(0, 10)).safeParse(fields);
      if (!parsed.success) return invalid(intent, parsed.error, form);
      if (!(await updateProfile(app.db, user.id, parsed.data))) return refused(intent, MESSAGES.userNotFound, 404);
      return redirect(withNotice("/perfil?tab=info", "perfil-atualizado"));
    }
    case "versao":
      return ok(intent, versionChangedMessage(await cycleBibleVersion(app.db, user.id)));
    case "notificacoes":
      return ok(intent, notificationsMessage(await togglePreference(app.db, user.id, "notifications")));
    case "devocional":
      return ok(intent, dailyDevotionalMessage(await togglePreference(app.db, user.id, "daily_devotional")));
    case "config": {
      const parsed = settingsSchema.safeParse(fields);
      if (!parsed.success) return invalid(intent, parsed.error, form);
      await saveSettings(app.db, user.id, parsed.data);
      return ok(intent, "Configurações salvas.");
    }
    case "nota-criar":
    case "nota-editar": {
      const parsed = noteSchema.safeParse(fields);
      if (!parsed.success) return invalid(intent, parsed.error, form);
      if (intent === "nota-criar") {
        const id = await createNote(app.db, user.id, parsed.data, now);
        const earned = await recordActivity(app.db, user.id, { type: "note-created", id }, now, requestTimeZone(request));
        return data<ProfileActionResult>({ intent, tone: "success", message: "Nota criada.", celebrations: celebrationMessages(earned) });
      }
      const id = noteId.safeParse(fields.id);
      if (!id.success || !(await updateNote(app.db, user.id, id.data, parsed.data, now))) return refused(intent, "Nota não encontrada.", 404);
      return redirect("/perfil?tab=notes");
    }
    case "nota-excluir": {
      const id = noteId.safeParse(fields.id);
      if (!id.success || !(await deleteNote(app.db, user.id, id.data))) return refused(intent, "Nota não encontrada.", 404);
      return ok(intent, "Nota excluída.");
    }
    case "excluir-conta": {
      const until = await loginBlockedUntil(app.db, user.email, app.clientAddress, now);
      if (until !== null) return refused(intent, tooManyAttemptsMessage(until, now.getTime()), 429);
      const password = typeof fields.senha === "string" ? fields.senha : "";
      if (!(await passwordMatches(app.db, user.id, password))) {
        await recordAttempt(app.db, "login_failure", user.email, app.clientAddress, now);
        return refused(intent, "Senha incorreta. Sua conta não foi excluída.", 401);
      }
      await deleteAccount(app.db, user.id);
      return redirect(withNotice("/", "conta-excluida"), { headers: { "Set-Cookie": clearedSessionCookie(secureCookies(request, app.config.PUBLIC_URL)) } });
    }
    default:
      return refused(intent, "Ação desconhecida.", 400);
  }
}
