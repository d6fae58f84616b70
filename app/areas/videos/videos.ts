import { matchesSearch } from "#app/platform/site/search-text.ts";

/**
 * The video catalogues: categories, search and the embed, pure.
 * Feliz7 Play's productions (content/videos, /feliz7play) open on its site; the church's own
 * videos (/admin/videos, shown at /videos) have a YouTube or Vimeo address, played in the
 * privacy-enhanced player.
 */
export const VIDEO_CATEGORIES = ["Ao Vivo", "Programas", "Filmes", "Música", "Infantil", "Documentários"] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
export const ALL_VIDEOS = "Todos";
export const VIDEO_FILTERS = [ALL_VIDEOS, ...VIDEO_CATEGORIES] as const;

export const VIDEO_TYPES = ["Ao Vivo", "Palestra", "Série", "Animação", "Música", "Filme", "Documentário"] as const;
type VideoType = (typeof VIDEO_TYPES)[number];

export const VIDEO_SITE = "https://www.feliz7play.com/";
export const EMPTY_CATALOGUE = "Nenhum conteúdo encontrado";

export interface VideoItem {
  id: string;
  titulo: string;
  descricao: string;
  categoria: VideoCategory;
  /** Feliz7 Play's productions' kind and length; the church's own videos have neither. */
  tipo: VideoType | null;
  duracao: string | null;
  /** The privacy-enhanced player, when the video's address is known. */
  videoUrl: string | null;
  /** Where to watch it outside the portal, and the link's label. */
  watch: { url: string; label: string };
  isLive: boolean;
}

/** A catalogue item from its fields: the player and the outside link follow from the address. */
export function videoItem(
  fields: { id: string; titulo: string; descricao: string; categoria: VideoCategory; endereco: string | null },
  extra: { tipo?: VideoType; duracao?: string; isLive?: boolean } = {},
): VideoItem {
  const address = fields.endereco ? parseVideoAddress(fields.endereco) : null;
  return {
    id: fields.id,
    titulo: fields.titulo,
    descricao: fields.descricao,
    categoria: fields.categoria,
    tipo: extra.tipo ?? null,
    duracao: extra.duracao ?? null,
    videoUrl: address ? embedUrl(address) : null,
    watch: address
      ? { url: watchUrl(address), label: address.site === "youtube" ? "Assistir no YouTube" : "Assistir no Vimeo" }
      : { url: VIDEO_SITE, label: "Assistir no Feliz7 Play" },
    isLive: extra.isLive ?? false,
  };
}

/** The category (else 'Todos') and the search (at most 100 characters) a catalogue's address asks for. */
export function catalogueQuery(url: string): { category: string; query: string } {
  const params = new URL(url).searchParams;
  const asked = params.get("categoria");
  return { category: VIDEO_FILTERS.find((c) => c === asked) ?? ALL_VIDEOS, query: (params.get("q") ?? "").slice(0, 100) };
}

/** Case-insensitive substring of the title or the description, within the chosen category. */
export function filterVideos(items: readonly VideoItem[], query: string, category: string): VideoItem[] {
  return items.filter((v) => (category === ALL_VIDEOS || v.categoria === category) && matchesSearch(query, v.titulo, v.descricao));
}

/** A video on YouTube (11-character id) or Vimeo (numeric id). */
export type VideoAddress = { site: "youtube"; id: string } | { site: "vimeo"; id: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The video an address points to: youtube.com/watch?v=ID, youtu.be/ID, youtube.com/live/ID (a
 * live stream, also after it ends), youtube.com/shorts/ID, youtube.com/embed/ID (or
 * youtube-nocookie.com/embed/ID), vimeo.com/NUMBER or player.vimeo.com/video/NUMBER, over
 * https (or http, which is read as https); null for anything else.
 */
export function parseVideoAddress(raw: string): VideoAddress | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.replace(/\/$/, "");
  const youtube = (id: string | null | undefined): VideoAddress | null => (id && YOUTUBE_ID.test(id) ? { site: "youtube", id } : null);
  if (host === "youtube.com" || host === "www.youtube.com" || host === "m.youtube.com") {
    if (path === "/watch") return youtube(url.searchParams.get("v"));
    return youtube(/^\/(?:embed|live|shorts)\/([^/]+)$/.exec(path)?.[1]);
  }
  if (host === "youtu.be") return youtube(/^\/([^/]+)$/.exec(path)?.[1]);
  if (host === "www.youtube-nocookie.com" || host === "youtube-nocookie.com") return youtube(/^\/embed\/([^/]+)$/.exec(path)?.[1]);
  const vimeo = (
    host === "vimeo.com" || host === "www.vimeo.com" ? /^\/(\d{1,12})$/ : host === "player.vimeo.com" ? /^\/video\/(\d{1,12})$/ : null
  )?.exec(path);
  return vimeo ? { site: "vimeo", id: vimeo[1]! } : null;
}

/** The privacy-enhanced player: YouTube's no-cookie domain, Vimeo's player with Do Not Track. */
export function embedUrl(video: VideoAddress): string {
  return video.site === "youtube" ? `https://www.youtube-nocookie.com/embed/${video.id}` : `https://player.vimeo.com/video/${video.id}?dnt=1`;
}

/** The video's own page, to watch it on its site. */
export function watchUrl(video: VideoAddress): string {
  return video.site === "youtube" ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;
}

export const VIDEO_ADDRESS_MESSAGE =
  "Use o endereço de um vídeo do YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/live/…, youtube.com/shorts/… ou youtube.com/embed/…) ou do Vimeo (vimeo.com/número).";
