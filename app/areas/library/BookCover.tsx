import type { BookCategory } from "./library.ts";

/** Each category's cover colours: covers are drawn by the portal (no third-party images). */
const COVER: Record<BookCategory, string> = {
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
};

/** A book cover drawn from its title, author and category colour (decorative: the card names the book). */
export function BookCover({ titulo, autor, categoria, small = false }: { titulo: string; autor: string; categoria: BookCategory; small?: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid="capa"
      className={`flex shrink-0 flex-col justify-between rounded-md bg-linear-to-br p-3 text-white shadow-md ring-1 ring-black/10 ${COVER[categoria]} ${
        small ? "h-36 w-24" : "aspect-[2/3] w-full max-w-40"
      }`}
    >
      <span className="border-b border-white/40 pb-1 text-[0.6rem] tracking-widest uppercase">{categoria}</span>
      <span className={`font-serif leading-tight font-bold ${small ? "text-sm" : "text-base"}`}>{titulo}</span>
      <span className="text-[0.65rem] opacity-90">{autor}</span>
    </div>
  );
}
