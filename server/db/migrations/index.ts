import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_accounts.ts";
import * as m0002 from "./0002_reading.ts";
import * as m0004 from "./0004_bible_text.ts";

/** Every migration, in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_reading": m0002,
  "0004_bible_text": m0004,
};
