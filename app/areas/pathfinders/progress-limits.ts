/** The most item keys one member can hold or send at once: the six classes have 132. */
export const MAX_PROGRESS_ITEMS = 500;
