/**
 * A Markdown text as plain words, the one way (decision 0062): for the search index, what
 * 'Ouvir' reads and word counts. Images go, links keep their text, HTML tags and marks
 * (`* _ # > \``) go, and the spaces between words are one. Pure, so a page may run it in the browser.
 */
export function markdownPlain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/[*_#>`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
