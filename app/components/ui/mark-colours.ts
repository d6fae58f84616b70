/**
 * Marks whose colour is their meaning (decision 0060), the same in every colour theme: a gold
 * star, a red heart, the reader's highlight colours, the words a search found, white paper.
 */

/** A star given (ratings, a favourite, a best score). */
export const STAR_LIT = "fill-yellow-500 text-yellow-600 dark:fill-yellow-400 dark:text-yellow-400";
/** A star not given. */
export const STAR_UNLIT = "text-gray-400";
/** A star drawn as an icon beside a figure (points, a best score). */
export const STAR_ICON = "text-yellow-600 dark:text-yellow-400";
/** The favourite button's edge. */
export const STAR_EDGE = "border-yellow-600";
/** A heart: a verse or a verse of the day loved. */
export const HEART = "fill-red-600 text-red-600";

/** How each highlight colour looks behind a verse and on its swatch, in light and dark mode. */
export const VERSE_HIGHLIGHTS = {
  amarelo: "bg-yellow-200 dark:bg-yellow-800/70",
  verde: "bg-green-200 dark:bg-green-800/70",
  azul: "bg-sky-200 dark:bg-sky-800/70",
  rosa: "bg-pink-200 dark:bg-pink-800/70",
  laranja: "bg-orange-200 dark:bg-orange-800/70",
} as const;

/** The words a search found, marked in the results. */
export const FOUND_WORDS = "bg-yellow-200 text-gray-900 dark:bg-yellow-300";

/** What stays white in dark mode: a QR code to scan, a field that shows a printed page. */
export const PAPER = "bg-white text-gray-900";

/** A four-step scale, easy to hard or best to worst (a quiz's difficulty and result): a badge, and large text. */
export const SCALE_BADGES = {
  green: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  yellow: "bg-yellow-100 text-yellow-900 dark:bg-yellow-800 dark:text-yellow-50",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
} as const;
export const SCALE_TEXT = {
  green: "text-green-700 dark:text-green-400",
  yellow: "text-yellow-700 dark:text-yellow-300",
  orange: "text-orange-700 dark:text-orange-400",
  red: "text-red-700 dark:text-red-400",
} as const;

/** A certificate's preview: the cream paper of the image it draws, in both modes, and the line under the name. */
export const CERTIFICATE_PAPER = "bg-amber-50 text-gray-800";
export const CERTIFICATE_RULE = "border-gray-400";
