import { join } from "node:path";
import { isReferenceField } from "./citations.ts";
import {
  checkDirectSpeech,
  checkQuotations,
  checkReferences,
  checkRepetitions,
  checkStoryNames,
  directSpeechIn,
  quotationsIn,
  referencesIn,
  versesRestatedIn,
} from "./content-checks.ts";
import { readContent } from "./content-corpus.ts";

const CONTENT_DIR = join(import.meta.dirname, "../../content");

/**
 * Every file under content/ read and put through the checks against the Bible text: what
 * tests/content/content.test.ts asserts and scripts/content-check.ts prints (docs/content.md).
 */
export function reviewContent() {
  const items = readContent(CONTENT_DIR, isReferenceField);
  const quotations = quotationsIn(items);
  const spoken = directSpeechIn(items);
  const restated = versesRestatedIn(items);
  const references = referencesIn(items);
  return {
    items,
    quotations,
    spoken,
    restated,
    references,
    quotationReport: checkQuotations(quotations),
    speechReport: checkDirectSpeech(spoken),
    restatedReport: checkDirectSpeech(restated),
    wrongReferences: checkReferences(references),
    storyNames: checkStoryNames(items),
    repetitions: checkRepetitions(items),
  };
}
