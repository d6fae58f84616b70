/** The visitor's class progress in local storage: a map of item key (class-area-item) to boolean. */
export const PROGRESS_STORAGE_KEY = "desbravador_progresso";
