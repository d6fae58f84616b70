import { parseArgs } from "node:util";
import { z } from "zod";
import "#app/platform/site/zod-locale.ts";
import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { theConference } from "#app/areas/accounts/roles.store.server.ts";
import { addChurch, addDistrict, churchBySlug } from "#app/areas/churches/churches.store.server.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/**
 * npm run church:add -- --slug <endereço> --nome "<nome>" [--cidade "<cidade>"] [--distrito "<distrito>"] [--lat=<n> --lon=<n>]
 * Adds a church to the conference of the database DATABASE_URL names (decision 0065), in the
 * district of that name (made when new; the first district without one). Its page is then
 * /igrejas/<endereço>, and its roles are granted at /admin/pessoas. Bad arguments exit with 2;
 * an address already taken with 1.
 */
const USAGE =
  'uso: npm run church:add -- --slug igreja-central --nome "Igreja Central" [--cidade "Manaus"] [--distrito "Distrito Norte"] [--lat=-3.1 --lon=-60.0]';

const argsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use letras minúsculas, números e hífens")
    .max(60),
  nome: z.string().trim().min(1).max(100),
  cidade: z.string().trim().min(1).max(100).optional(),
  distrito: z.string().trim().min(1).max(100).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
});

async function main(): Promise<number> {
  let parsed;
  try {
    const { values } = parseArgs({
      options: Object.fromEntries(["slug", "nome", "cidade", "distrito", "lat", "lon"].map((name) => [name, { type: "string" as const }])),
    });
    parsed = argsSchema.safeParse(values);
  } catch {
    return (console.error(USAGE), 2);
  }
  if (!parsed.success) return (console.error(`${parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("; ")}\n${USAGE}`), 2);
  const args = parsed.data;
  if ((args.lat === undefined) !== (args.lon === undefined)) return (console.error(`dê --lat e --lon juntos\n${USAGE}`), 2);
  const { db } = openDatabase(loadConfigOrExit(process.env, 2).DATABASE_URL);
  try {
    await migrateToLatest(db);
    if (await churchBySlug(db, args.slug)) return (console.error(`/igrejas/${args.slug} já é de outra igreja.`), 1);
    const conference = await theConference(db);
    const now = new Date();
    const named = args.distrito
      ? await db.selectFrom("districts").select("id").where("conference_id", "=", conference).where("name", "=", args.distrito).executeTakeFirst()
      : await db.selectFrom("districts").select("id").where("conference_id", "=", conference).orderBy("created_at").executeTakeFirst();
    const districtId = named?.id ?? (await addDistrict(db, conference, args.distrito ?? "Distrito", now));
    const church = await addChurch(
      db,
      { slug: args.slug, name: args.nome, city: args.cidade ?? null, districtId, latitude: args.lat, longitude: args.lon },
      now,
    );
    console.log(`${church.name} criada: /igrejas/${church.slug}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
