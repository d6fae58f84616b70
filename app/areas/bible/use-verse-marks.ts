import { type FormEvent, useMemo } from "react";
import { useFetcher } from "react-router";
import { useOfflineForm } from "#app/platform/offline-writes/queue-store.ts";
import { useStoredValue, writeStoredValue } from "#app/platform/site/use-stored-value.ts";
import { chapterMarks, MARKS_KEY, parseMarks, withChapterMarks } from "./local-reading.ts";
import { applyMarkChange, changeOfFields, type MarksAnswer, type VerseMark } from "./marks.ts";
import { type FormAnswer, refusalOf } from "#app/platform/http/field-errors.ts";

/** The fields a form's submit carries, with the button pressed. */
export function submittedFields(event: FormEvent<HTMLFormElement>): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter).forEach((value, name) => {
    if (typeof value === "string") fields[name] = value;
  });
  return fields;
}

const withFields = (marks: VerseMark[], fields: Record<string, string>) => {
  const found = changeOfFields(fields);
  return found ? applyMarkChange(marks, found.verses, found.change) : marks;
};

/**
 * A chapter's highlight colours and notes and the submit handler of the forms that change them:
 * a member's post to the marks action (queued while offline, shown at once), a visitor's kept in
 * local storage (biblia_anotacoes) by the same forms.
 */
export function useVerseMarks({
  member,
  bookId,
  chapter,
  memberMarks,
  action,
}: {
  member: boolean;
  bookId: string;
  chapter: number;
  memberMarks: VerseMark[];
  action: string;
}) {
  const fetcher = useFetcher<FormAnswer<MarksAnswer>>({ key: `marcas-${bookId}-${chapter}` });
  const stored = useStoredValue(MARKS_KEY);
  const local = useMemo(() => parseMarks(stored), [stored]);
  const saved = fetcher.data?.ok ? fetcher.data.marks : memberMarks;
  const queue = useOfflineForm(saved, action);

  let marks: VerseMark[];
  if (member) {
    marks = queue.shown.reduce((shown, write) => withFields(shown, write.fields), saved);
    if (fetcher.formData) marks = withFields(marks, Object.fromEntries([...fetcher.formData].map(([k, v]) => [k, String(v)])));
  } else marks = chapterMarks(local, bookId, chapter);

  const onSubmit = (label: string) => (event: FormEvent<HTMLFormElement>) => {
    if (member) return queue.onSubmit(label)(event);
    event.preventDefault();
    const next = withFields(chapterMarks(local, bookId, chapter), submittedFields(event));
    writeStoredValue(MARKS_KEY, JSON.stringify(withChapterMarks(local, bookId, chapter, next, new Date())));
  };

  const waitingVerses = new Set(queue.waiting.flatMap((w) => changeOfFields(w.fields)?.verses ?? []));
  return {
    Form: fetcher.Form,
    action,
    marks,
    onSubmit,
    error: refusalOf(fetcher.data) ?? null,
    full: queue.full,
    isWaiting: (n: number) => waitingVerses.has(n),
  };
}
