/** Profile limits, choices and tabs: free of dependencies, shared by the page's components and the rules. */
export const PHONE_MAX = 30;
export const CHURCH_MAX = 100;
export const ROLE_MAX = 60;
export const FONT_SIZES = { small: "Pequena", medium: "Média", large: "Grande" } as const;
export type FontSize = keyof typeof FONT_SIZES;
export const DAILY_GOAL_MIN = 5;
export const DAILY_GOAL_MAX = 120;
export const NOTE_TITLE_MAX = 120;
export const NOTE_REFERENCE_MAX = 60;
export const NOTE_CONTENT_MAX = 5000;
/** Notes a member may keep at once (each pays once, as the member's n-th note). */
export const NOTES_MAX = 500;

/** Profile tabs (?tab=), in the spec's order and labels. */
export const PROFILE_TABS = [
  { id: "info", label: "Info" },
  { id: "history", label: "Histórico" },
  { id: "bookmarks", label: "Marcados" },
  { id: "notes", label: "Notas" },
  { id: "settings", label: "Config" },
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number]["id"];

export function parseTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((t) => t.id === value)?.id ?? "info";
}

/** The history tab shows the 10 newest entries. */
export const PROFILE_HISTORY_LIMIT = 10;
