import { CONTENT_LOADERS } from "#app/composition/startup.server.ts";
import { bibleTextInUse, hasFullBibleText } from "#tests/content/bible-text.ts";
import { reviewContent } from "#tests/content/content-review.ts";

/**
 * Validates every built-in content file, then checks content/ against the Bible text
 * (BIBLE_DATA_DIR, as tests/content/content.test.ts does); exits 1 naming each wrong file,
 * field or quotation.
 */
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

const { quotationReport: quotations, speechReport: speech, wrongReferences, storyNames, repetitions } = reviewContent();
const checks: Array<[string, string[]]> = [
  [`citações (${quotations.compared} comparadas)`, quotations.wrong],
  [`falas após dois-pontos (${speech.compared} comparadas com o versículo)`, speech.wrong],
  ["referências", wrongReferences],
  ["personagens nos títulos", storyNames.wrong],
  ["repetições", repetitions],
];
console.log(`Texto bíblico: ${bibleTextInUse}`);
for (const [name, wrong] of checks) {
  if (wrong.length === 0) console.log(`ok  ${name}`);
  else console.error(`ERRO ${name}:\n${wrong.map((line) => `  ${line}`).join("\n")}`);
  failures += wrong.length;
}
const notCompared = quotations.notCompared.length + speech.notCompared.length;
if (!hasFullBibleText || notCompared > 0) console.warn(`AVISO: ${notCompared} citações não foram comparadas (${bibleTextInUse}).`);
process.exit(failures ? 1 : 0);
