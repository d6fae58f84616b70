import { CONTENT_LOADERS } from "#app/composition/startup.server.ts";

/** Validates every built-in content file; exits 1 naming each wrong file and field. */
let failures = 0;
for (const { name, load } of CONTENT_LOADERS) {
  try {
    load();
    console.log(`ok  ${name}`);
  } catch (error) {
    failures++;
    console.error(`ERRO ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(failures ? `${failures} arquivo(s) com erro` : `${CONTENT_LOADERS.length} arquivo(s) de conteúdo válidos`);
process.exit(failures ? 1 : 0);
