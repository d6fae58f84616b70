import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { inChurch, inTransaction, type ChurchRef } from "#db/transaction.ts";
import { DEFAULT_FAQ, DEFAULT_OFFICE_HOURS, faqEntries, textLines } from "./contact-texts.ts";
import type { ChurchSettings, ChurchSettingsInput } from "./settings-fields.ts";

/**
 * A church's saved settings, or null before its admins save them; hours and questions never
 * written are the portal's. The row's id is the church's (migration 0046); its name and city
 * are the church's own row.
 */
export async function readChurchSettings(db: Kysely<Database>, church: ChurchRef): Promise<ChurchSettings | null> {
  const row = await inChurch(db, church, (db) =>
    db
      .selectFrom("church_settings as s")
      .innerJoin("churches as c", "c.id", "s.id")
      .selectAll("s")
      .select(["c.name", "c.city"])
      .where("s.id", "=", church.id)
      .executeTakeFirst(),
  );
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

/** Saves a church's settings whole, its name and city on the church, in one transaction (the first save creates the row). */
export async function saveChurchSettings(db: Kysely<Database>, church: ChurchRef, input: ChurchSettingsInput, now: Date): Promise<void> {
  const values = {
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
  await inTransaction(db, (trx) =>
    inChurch(trx, church, async (db) => {
      await db.updateTable("churches").set({ name: input.nome, city: input.cidade }).where("id", "=", church.id).execute();
      await db
        .insertInto("church_settings")
        .values({ id: church.id, ...values })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute();
    }),
  );
}
