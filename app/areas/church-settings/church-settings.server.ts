import type { Kysely } from "kysely";
import type { Config } from "#app/platform/config/config.ts";
import type { Database } from "#db/schema.ts";
import type { ChurchRef } from "#db/transaction.ts";
import { setMailSender } from "#app/platform/mail/mail-sender.ts";
import { churchCount } from "#app/areas/accounts/roles.store.server.ts";
import { churchById, firstChurch } from "#app/areas/churches/churches.store.server.ts";
import { readChurchSettings, saveChurchSettings } from "./church-settings.store.server.ts";
import { settingsFromEnvironment, type ChurchSettings, type ChurchSettingsInput } from "./settings-fields.ts";

/**
 * A church's settings as every page sees them. The footer and /contato are on every visit, so
 * each process keeps each church's settings in memory and reads the ones it keeps again every
 * 30 seconds on a timer (no page pays for it); a save here shows at once in this process, within
 * 30 seconds in the others. Giving reads them fresh: a PIX code is never made for a key an admin
 * just replaced.
 */
const REFRESH_MS = 30_000;

interface Kept {
  settings: ChurchSettings;
  at: number;
}
/** Per database, each church's settings by its id. */
const kept = new WeakMap<Kysely<Database>, Map<string, Kept>>();
const watched = new WeakSet<Kysely<Database>>();

type Sources = { db: Kysely<Database>; config: Config };

function keptFor(db: Kysely<Database>): Map<string, Kept> {
  let churches = kept.get(db);
  if (!churches) {
    churches = new Map();
    kept.set(db, churches);
  }
  return churches;
}

/** Before its admins save, the deployment's only church has the environment's settings; a church among many, its own name and city. */
async function unsavedSettings({ db, config }: Sources, church: ChurchRef): Promise<ChurchSettings> {
  const [row, churches] = await Promise.all([churchById(db, church.id), churchCount(db)]);
  if (!row) throw new Error(`igreja ${church.id} não encontrada`);
  // The only church says what the installation says, as before there were several (no name until given).
  return churches === 1 ? settingsFromEnvironment(config, { name: null, city: null }) : settingsFromEnvironment({}, row);
}

async function load(sources: Sources, church: ChurchRef): Promise<ChurchSettings> {
  const settings = (await readChurchSettings(sources.db, church)) ?? (await unsavedSettings(sources, church));
  const churches = keptFor(sources.db);
  churches.set(church.id, { settings, at: Date.now() });
  // The portal's e-mails speak for the church and take replies at its address: with many churches, for none.
  const only = (await churchCount(sources.db)) === 1;
  setMailSender(only ? { name: settings.name, replyTo: settings.email } : { name: null, replyTo: null });
  return settings;
}

/** A church's settings: the ones kept for this process when recent, else read now; `fresh` always reads. */
export async function churchSettings(sources: Sources, church: ChurchRef, options: { fresh?: boolean } = {}): Promise<ChurchSettings> {
  const known = kept.get(sources.db)?.get(church.id);
  if (!options.fresh && known && (watched.has(sources.db) || Date.now() - known.at < REFRESH_MS)) return known.settings;
  return load(sources, church);
}

/** Saves the settings an admin typed for their church and keeps them for this process at once. */
export async function saveSettings(sources: Sources, church: ChurchRef, input: ChurchSettingsInput, now: Date): Promise<ChurchSettings> {
  await saveChurchSettings(sources.db, church, input, now);
  return load(sources, church);
}

/**
 * Called once by the server at start (outside any request): reads the first church's settings
 * now, and every 30 seconds reads again those of each church this process keeps, so pages find
 * them in memory. A failed read keeps the last ones.
 */
export function watchChurchSettings(db: Kysely<Database>, config: Config): void {
  if (watched.has(db)) return;
  watched.add(db);
  const refresh = () => {
    for (const id of keptFor(db).keys()) void load({ db, config }, { id }).catch(() => {});
  };
  void firstChurch(db)
    .then((church) => load({ db, config }, church))
    .catch(() => {});
  setInterval(refresh, REFRESH_MS).unref();
}
