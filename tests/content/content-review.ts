import { join } from "node:path";
import { isReferenceField } from "./citations.ts";
import * as checks from "./content-checks.ts";
import { readContent } from "./content-corpus.ts";

const CONTENT_DIR = join(import.meta.dirname, "../../content");

/**
 * Every file under content/ read and put through the checks against the Bible text: what
 * tests/content/content.test.ts asserts and scripts/content-check.ts prints (docs/content.md).
 */
export function reviewContent() {
  const items = readContent(CONTENT_DIR, isReferenceField);
  const quotations = checks.quotationsIn(items);
  const spoken = checks.directSpeechIn(items);
  const restated = checks.versesRestatedIn(items);
  const references = checks.referencesIn(items);
  return {
    items,
    quotations,
    spoken,
    restated,
    references,
    quotationReport: checks.checkQuotations(quotations),
    speechReport: checks.checkDirectSpeech(spoken),
    restatedReport: checks.checkDirectSpeech(restated),
    wrongReferences: checks.checkReferences(references),
    storyNames: checks.checkStoryNames(items),
    repetitions: checks.checkRepetitions(items),
  };
}
