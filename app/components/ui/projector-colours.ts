/**
 * The presenter's console (decision 0055): always dark, whatever the site's mode or colour theme,
 * so the room stays dark and the projected slide is what shines (decision 0060 keeps it here).
 */
export const PROJECTOR = {
  /** The console's page, its secondary and its faint text. */
  console: "bg-gray-900 text-white",
  quiet: "text-gray-300",
  faint: "text-gray-400",
  /** The tool bar and the status line under the slide. */
  bar: "bg-gray-950 text-white",
  status: "bg-gray-950 text-gray-200",
  /** The slide on screen now, and the part being shown in the list. */
  live: "ring-sky-500",
  current: "bg-sky-800",
  part: "text-sky-300",
  /** A tool's focus ring and hover; a list row's hover. */
  tool: "focus-visible:outline-sky-400 hover:bg-white/15",
  row: "hover:bg-white/10",
  /** The way back to the order of service. */
  back: "bg-amber-700",
  /** The off-script box: its field and its button. */
  input: "border-gray-500 bg-gray-900 text-white placeholder:text-gray-400 focus-visible:outline-sky-400",
  button: "bg-sky-700 text-white hover:bg-sky-600 focus-visible:outline-sky-400",
} as const;
