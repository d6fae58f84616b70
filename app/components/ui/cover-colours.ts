/**
 * Cover art (decision 0060): the gradients the portal draws instead of photographs, kept here so
 * the pages use colours by meaning only. They are the same in light and dark mode and in every
 * colour theme; text on them is text-on-accent (white), which keeps AA on each.
 */

/** A library book's cover, by category. */
export const BOOK_COVERS = {
  "Conflito Cósmico": "from-slate-800 to-red-900",
  "Vida Cristã": "from-sky-700 to-blue-900",
  "História Bíblica": "from-amber-700 to-yellow-900",
  "Vida de Cristo": "from-rose-700 to-red-900",
  "História da Igreja": "from-stone-600 to-stone-900",
  Educação: "from-teal-700 to-cyan-900",
  Testemunhos: "from-indigo-700 to-indigo-950",
  Família: "from-pink-700 to-fuchsia-900",
  Saúde: "from-green-700 to-emerald-900",
  Evangelismo: "from-orange-700 to-orange-900",
  Jovens: "from-violet-700 to-purple-900",
  "Psicologia Cristã": "from-cyan-700 to-sky-900",
  Mordomia: "from-lime-700 to-green-900",
  Profecia: "from-purple-800 to-slate-900",
  Devocionais: "from-blue-700 to-violet-900",
} as const;

/** A cover's edge, drawn on any of the gradients. */
export const COVER_EDGE = "ring-1 ring-black/10";

/**
 * The gradients a devotional book may name in its content file, written out here so Tailwind
 * generates them (content files are not scanned for class names).
 */
export const DEVOTIONAL_BOOK_GRADIENTS = [
  "from-amber-400 to-orange-600",
  "from-sky-400 to-indigo-600",
  "from-violet-400 to-purple-700",
  "from-emerald-400 to-teal-700",
  "from-rose-400 to-pink-600",
  "from-orange-400 to-red-600",
  "from-lime-400 to-green-700",
  "from-blue-400 to-blue-800",
  "from-yellow-300 to-amber-600",
  "from-stone-400 to-stone-700",
  "from-fuchsia-400 to-rose-700",
  "from-cyan-400 to-sky-700",
  "from-slate-400 to-slate-700",
] as const;

/** A course's banner, by category. */
export const COURSE_BANNERS = {
  teologia: "from-blue-700 to-indigo-900",
  lideranca: "from-amber-600 to-orange-800",
  evangelismo: "from-emerald-600 to-teal-800",
  familia: "from-rose-600 to-pink-800",
  jovens: "from-violet-600 to-purple-900",
} as const;

/** A news item's band, by category. */
export const NEWS_BANDS: Record<string, string> = {
  Eventos: "from-amber-600 to-red-700",
  Materiais: "from-sky-700 to-indigo-700",
  Histórias: "from-emerald-700 to-teal-700",
  Artigos: "from-purple-700 to-fuchsia-700",
};

/** A mission project's band, taken in turn. */
export const PROJECT_BANDS = [
  "from-sky-700 to-emerald-600",
  "from-amber-600 to-orange-700",
  "from-indigo-700 to-purple-600",
  "from-rose-700 to-orange-600",
  "from-emerald-700 to-teal-600",
];

/** A video's thumbnail, and the labels drawn on it (live, duration). */
export const VIDEO_THUMBNAIL = "from-purple-800 to-indigo-700";
export const VIDEO_LIVE_LABEL = "bg-red-700 text-white";
export const VIDEO_DURATION_LABEL = "bg-black/70 text-white";

/** The prayer card shared as an image, and the invitation to the prayer wall on the home page. */
export const PRAYER_CARD = "from-blue-700 to-emerald-700";
export const PRAYER_INVITATION = "from-emerald-700 to-teal-700 hover:from-emerald-800";

/** The sharing buttons of the prayer page, in each network's own colour. */
export const SHARE_BUTTONS = {
  whatsApp: "bg-green-700 hover:bg-green-800",
  instagram: "bg-pink-700 hover:bg-pink-800",
  facebook: "bg-blue-700 hover:bg-blue-800",
  x: "bg-gray-900 hover:bg-black",
  copy: "bg-gray-700 hover:bg-gray-800",
  image: "bg-purple-700 hover:bg-purple-800",
} as const;

/** The projected screen: black or white, whatever the site's mode (decision 0055). */
export const STAGE_THEMES = { escuro: "bg-black text-white", claro: "bg-white text-black" } as const;

/** The frame a video plays in. */
export const VIDEO_FRAME = "bg-black";
