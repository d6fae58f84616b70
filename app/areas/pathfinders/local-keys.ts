/** The visitor's class progress in local storage: a map of item key (class-area-item) to boolean. */
export const PROGRESS_STORAGE_KEY = "desbravador_progresso";
/** The visitor's completed specialties in local storage: a map of 'especialidade-<id>' to true. */
export const SPECIALTIES_STORAGE_KEY = "desbravador_especialidades";
