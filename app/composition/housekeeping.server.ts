import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "#db/schema.ts";
import { oldestOpenSessionStart } from "#app/areas/accounts/session.store.server.ts";
import { forgetOldVisitorMessages } from "#app/areas/community/community.store.server.ts";
import { forgetOldLimitCounters } from "#app/platform/limits/limiter.store.server.ts";
import { forgetClientWritesBefore } from "#app/platform/offline-writes/client-writes.store.server.ts";
import { forgetOldDeliveries } from "#app/areas/reminders/reminders.store.server.ts";

/** How often the purges run. */
const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

/**
 * What is deleted on a timer, not only when someone logs in: the ids of queued writes older than
 * any open session, visitors' contact messages past their keeping time, reminders sent more
 * than three days ago (only a day's are needed to send each once), and limit counters whose
 * window ended (a day ago, or a longer rule's own window).
 */
export async function runHousekeeping(db: Kysely<Database>, now: Date): Promise<void> {
  await forgetClientWritesBefore(db, oldestOpenSessionStart(now));
  await forgetOldVisitorMessages(db, now);
  await forgetOldDeliveries(db, now);
  await forgetOldLimitCounters(db, now);
}

/** Runs the purges now and then every hour; the timer never keeps the process alive. Returns its stop. */
export function startHousekeeping(db: Kysely<Database>, logger: Logger): () => void {
  const run = () => runHousekeeping(db, new Date()).catch((error: unknown) => logger.error({ err: error }, "housekeeping failed"));
  void run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
