/** The spec's local-storage keys of the reader's own lists, free of dependencies. */
export const HISTORY_KEY = "biblia_historico";
export const BOOKMARKS_KEY = "biblia_marcadores";
/** A visitor's highlight colours and notes on verses (not a spec key: the marks came later). */
export const MARKS_KEY = "biblia_anotacoes";
