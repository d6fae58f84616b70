import { loadConfigOrExit } from "#app/platform/config/config.ts";
import { grantRole, revokeRole, theConference } from "#app/areas/accounts/roles.store.server.ts";
import { normaliseEmail } from "#app/areas/accounts/validation.ts";
import { openDatabase } from "#db/index.ts";
import { migrateToLatest } from "#db/migrate.ts";

/**
 * npm run admin -- grant|revoke <e-mail>
 * Grants or revokes the conference's admin role (every church, every admin page; decision 0065)
 * of the account with this e-mail in the database DATABASE_URL names: the first admin, who then
 * grants the others in the browser. Only an existing account whose address is confirmed, with a password set
 * after that, can be made admin (decision 0043). Bad arguments exit with 2; a refusal with 1.
 */
const USAGE = "uso: npm run admin -- grant <e-mail>   |   npm run admin -- revoke <e-mail>";

const GRANT_ANSWERS = {
  granted: [0, "agora é admin"],
  already: [0, "já era admin"],
  "no-account": [1, "não tem conta neste portal (a pessoa precisa se cadastrar primeiro)"],
  unconfirmed: [1, "ainda não confirmou o e-mail (peça que use o link enviado ou 'Reenviar')"],
  "password-before-proof": [
    1,
    "tem uma senha criada antes de o e-mail ser confirmado, que pode não ser da pessoa (peça que crie uma nova senha em 'Esqueci minha senha' e tente de novo)",
  ],
} as const;

const REVOKE_ANSWERS = {
  revoked: [0, "deixou de ser admin"],
  "not-held": [0, "não era admin"],
  "no-account": [1, "não tem conta neste portal"],
} as const;

async function main(): Promise<number> {
  const [command, rawEmail, ...rest] = process.argv.slice(2);
  if ((command !== "grant" && command !== "revoke") || !rawEmail || rest.length > 0) return (console.error(USAGE), 2);
  const email = normaliseEmail(rawEmail);
  const databaseUrl = loadConfigOrExit(process.env, 2).DATABASE_URL;
  const { db } = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const [code, text] =
      command === "grant"
        ? GRANT_ANSWERS[await grantRole(db, { email, role: "admin", scopeId: await theConference(db), grantedBy: null }, new Date())]
        : REVOKE_ANSWERS[await revokeRole(db, email, "admin")];
    (code === 0 ? console.log : console.error)(`${email} ${text}.`);
    return code;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
