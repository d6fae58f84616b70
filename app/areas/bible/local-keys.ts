/** The spec's local-storage keys of the reader's own lists, free of dependencies. */
export const HISTORY_KEY = "biblia_historico";
export const BOOKMARKS_KEY = "biblia_marcadores";
