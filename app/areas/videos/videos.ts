import { matchesSearch } from "#app/platform/site/search-text.ts";

/**
 * The video catalogue: categories, search and the embed, pure.
 * Items name only real productions of Feliz7Play; an item gets an embed only when its real
 * address is known (privacy-enhanced YouTube or Vimeo player), otherwise it opens on the site.
 */
export const VIDEO_CATEGORIES = ["Ao Vivo", "Programas", "Filmes", "Música", "Infantil", "Documentários"] as const;
type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const ALL_VIDEOS = "Todos";
export const VIDEO_FILTERS = [ALL_VIDEOS, ...VIDEO_CATEGORIES] as const;

export const VIDEO_TYPES = ["Ao Vivo", "Palestra", "Série", "Animação", "Música", "Filme", "Documentário"] as const;

export const VIDEO_SITE = "https://www.feliz7play.com/";
export const EMPTY_CATALOGUE = "Nenhum conteúdo encontrado";

export interface VideoItem {
  id: string;
  titulo: string;
  descricao: string;
  categoria: VideoCategory;
  tipo: (typeof VIDEO_TYPES)[number];
  duracao: string;
  /** A privacy-enhanced player address, only when the real one is known. */
  videoUrl: string | null;
  isLive: boolean;
}

/** Case-insensitive substring of the title or the description, within the chosen category. */
export function filterVideos(items: readonly VideoItem[], query: string, category: string): VideoItem[] {
  return items.filter((v) => (category === ALL_VIDEOS || v.categoria === category) && matchesSearch(query, v.titulo, v.descricao));
}

/** Player addresses allowed in content: YouTube's privacy-enhanced domain or Vimeo's player. */
export function isPrivacyEnhancedEmbed(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === "https:" &&
      ((parsed.hostname === "www.youtube-nocookie.com" && /^\/embed\/[\w-]{11}$/.test(parsed.pathname)) ||
        (parsed.hostname === "player.vimeo.com" && /^\/video\/\d+$/.test(parsed.pathname)))
    );
  } catch {
    return false;
  }
}
