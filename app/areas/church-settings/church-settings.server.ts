import type { Kysely } from "kysely";
import type { Config } from "#app/platform/config/config.ts";
import type { Database } from "#db/schema.ts";
import { setMailSender } from "#app/platform/mail/mail-sender.ts";
import { readChurchSettings, saveChurchSettings } from "./church-settings.store.server.ts";
import { settingsFromEnvironment, type ChurchSettings, type ChurchSettingsInput } from "./settings-fields.ts";

/**
 * The church's settings as every page sees them. The footer and /contato are on every visit, so
 * each process keeps the settings in memory and reads them again every 30 seconds on a timer
 * (no page pays for it); a save here shows at once in this process, within 30 seconds in the
 * others. Giving reads them fresh: a PIX code is never made for a key an admin just replaced.
 */
const REFRESH_MS = 30_000;

interface Kept {
  settings: ChurchSettings;
  at: number;
}
const kept = new WeakMap<Kysely<Database>, Kept>();
const watched = new WeakSet<Kysely<Database>>();

type Sources = { db: Kysely<Database>; config: Config };

async function load({ db, config }: Sources): Promise<ChurchSettings> {
  const settings = (await readChurchSettings(db)) ?? settingsFromEnvironment(config);
  kept.set(db, { settings, at: Date.now() });
  // The portal's e-mails speak for the church and take replies at its address.
  setMailSender({ name: settings.name, replyTo: settings.email });
  return settings;
}

/** The settings: the ones kept for this process when recent, else read now; `fresh` always reads. */
export async function churchSettings(sources: Sources, options: { fresh?: boolean } = {}): Promise<ChurchSettings> {
  const known = kept.get(sources.db);
  if (!options.fresh && known && (watched.has(sources.db) || Date.now() - known.at < REFRESH_MS)) return known.settings;
  return load(sources);
}

/** Saves the settings an admin typed and keeps them for this process at once. */
export async function saveSettings(sources: Sources, input: ChurchSettingsInput, now: Date): Promise<ChurchSettings> {
  await saveChurchSettings(sources.db, input, now);
  return load(sources);
}

/**
 * Called once by the server at start (outside any request): reads the settings now and every
 * 30 seconds after, so pages find them in memory. A failed read keeps the last ones.
 */
export function watchChurchSettings(db: Kysely<Database>, config: Config): void {
  if (watched.has(db)) return;
  watched.add(db);
  const refresh = () => load({ db, config }).catch(() => {});
  void refresh();
  setInterval(refresh, REFRESH_MS).unref();
}
