/** The icons content may name (specialty cards, useful links); PathfinderIcon draws them. */
export const ICON_NAMES = [
  "anchor",
  "heart-pulse",
  "tent",
  "flame",
  "compass",
  "chef-hat",
  "life-buoy",
  "bird",
  "telescope",
  "tree",
  "book-open",
  "hand-coins",
  "church",
  "globe",
  "library",
  "tv",
  "clapperboard",
] as const;
export type IconName = (typeof ICON_NAMES)[number];
