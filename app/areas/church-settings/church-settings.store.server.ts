import type { Kysely } from "kysely";
import type { Database } from "#db/schema.ts";
import { serviceLines, type ChurchSettings, type ChurchSettingsInput } from "./settings-fields.ts";

/** The one row of the church's settings (migration 0034). */
const ROW_ID = "igreja";

/** The saved settings, or null before an admin saves them. */
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
    serviceTimes: serviceLines(row.service_times),
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
    service_times: input.horarios === null ? null : serviceLines(input.horarios).join("\n"),
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
