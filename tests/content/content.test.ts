import { describe, expect, it } from "vitest";
import { bibleTextInUse, hasFullBibleText } from "./bible-text.ts";
import { checkPronouns } from "./content-checks.ts";
import { reviewContent } from "./content-review.ts";

/**
 * Every file under content/ (found by walking it, so files added later are checked too) against
 * the Bible text: see docs/content.md. With the full ACF and NVI beside the project every
 * quotation is compared; without them none is, and every one is listed as not compared, never
 * counted as passing.
 */
const { items, quotations, spoken, restated, references, quotationReport, speechReport, restatedReport, wrongReferences, storyNames, repetitions } =
  reviewContent();

console.info(
  `conteúdo: ${items.length} itens, ${quotations.length} citações (${quotationReport.compared} comparadas), ` +
    `${spoken.length} falas após dois-pontos (${speechReport.compared} citações comparadas), ` +
    `${restated.length} aberturas e aspas sem referência (${restatedReport.compared} comparadas como o versículo), ` +
    `${references.length} referências, ${storyNames.checked} títulos com personagens conferidos; ${bibleTextInUse}`,
);

describe(`content/ against the Bible text (${bibleTextInUse})`, () => {
  it(`quotes every version word for word: ${quotationReport.compared} of ${quotations.length} quotations compared`, () => {
    expect(quotationReport.wrong).toEqual([]);
  });

  it.skipIf(!hasFullBibleText)(`compares every quotation with its version's text (${quotationReport.notCompared.length} not compared)`, () => {
    expect(quotationReport.notCompared).toEqual([]);
    expect(quotationReport.compared).toBe(quotations.length);
  });

  it(`quotes the verse word for word where words after a colon are given as speech: ${speechReport.compared} of ${spoken.length} compared`, () => {
    expect(speechReport.wrong).toEqual([]);
    if (hasFullBibleText) expect(speechReport.notCompared).toEqual([]);
  });

  it(`quotes the verse word for word where the text under it, or words in marks citing nothing, restate it: ${restatedReport.compared} of ${restated.length} compared`, () => {
    expect(restatedReport.wrong).toEqual([]);
    if (hasFullBibleText) expect(restatedReport.notCompared).toEqual([]);
  });

  it(`names only books, chapters ${hasFullBibleText ? "and verses" : "(verses not counted: no full text)"} that exist: ${references.length} references`, () => {
    expect(wrongReferences).toEqual([]);
  });

  it(`cites, for a title about a person, a passage that names them: ${storyNames.checked} titles`, () => {
    expect(storyNames.wrong).toEqual([]);
    if (hasFullBibleText) expect(storyNames.checked).toBeGreaterThan(100);
  });

  it("quotes Sabbath School lessons with curly marks (“…”), never straight ones", () => {
    const straight = items.filter((item) => item.where.startsWith("sabbath-school/") && item.fields.some((f) => f.text.includes('"')));
    expect(straight.map((item) => item.where)).toEqual([]);
  });

  it("writes God's pronouns in lower case, as the ACF and the NVI do, outside quotations and published titles", () => {
    expect(checkPronouns(items)).toEqual([]);
  });

  it("says nothing twice: no sentence or paragraph of 60+ characters in two items, no item reworded from another", () => {
    expect(repetitions).toEqual([]);
  });
});

if (!hasFullBibleText)
  console.warn(
    `AVISO: ${quotationReport.notCompared.length + speechReport.notCompared.length + restatedReport.notCompared.length} citações NÃO foram comparadas, e os versículos não foram contados: ${bibleTextInUse}.`,
  );
