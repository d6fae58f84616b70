import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { DEFAULT_FAQ, DEFAULT_OFFICE_HOURS, faqEntries, textLines } from "./contact-texts.ts";
import type { ChurchSettings, ChurchSettingsInput } from "./settings-fields.ts";

/** The one row of the church's settings (migration 0034). */
const ROW_ID = "igreja";

/** The saved settings, or null before an admin saves them; hours and questions never written are the portal's. */
export async function readChurchSettings(db: Kysely<Database>): Promise<ChurchSettings | null> {
  const row = await db.selectFrom("church_settings").selectAll().where("id", "=", ROW_ID).executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    city: row.city,
    address: row.address,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    serviceTimes: textLines(row.service_times),
    officeHours: row.office_hours === null ? [...DEFAULT_OFFICE_HOURS] : textLines(row.office_hours),
    faq: row.contact_faq === null ? [...DEFAULT_FAQ] : faqEntries(row.contact_faq),
    notifyMessages: Number(row.notify_messages) === 1,
    pixKey: row.pix_key,
    pixRecipient: row.pix_recipient,
    saved: true,
  };
}

/** Saves the settings whole, in one statement (the first save creates the row). */
export async function saveChurchSettings(db: Kysely<Database>, input: ChurchSettingsInput, now: Date): Promise<void> {
  const values = {
    name: input.nome,
    city: input.cidade,
    address: input.endereco,
    email: input.email,
    phone: input.telefone,
    whatsapp: input.whatsapp,
    service_times: input.horarios === null ? null : textLines(input.horarios).join("\n"),
    // Left empty, the hours and questions go back to the portal's own texts.
    office_hours: input.atendimento === null ? null : textLines(input.atendimento).join("\n"),
    contact_faq: input.perguntas,
    notify_messages: input.avisarMensagens ? 1 : 0,
    pix_key: input.chavePix,
    pix_recipient: input.recebedor,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("church_settings")
    .values({ id: ROW_ID, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}
