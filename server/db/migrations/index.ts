import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_accounts.ts";
import * as m0005 from "./0005_quiz_best_scores.ts";

/** Every migration, in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0005_quiz_best_scores": m0005,
};
