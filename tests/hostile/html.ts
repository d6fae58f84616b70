/**
 * Reads forms and links out of a server-rendered page, without a browser: every
 * `<form>` with its method, action and the names and values of its inputs, selects,
 * text areas and buttons (hidden `intent` values included).
 */
export interface ScrapedField {
  name: string;
  /** input type, or "select", "textarea", "button". */
  type: string;
  /** The value the page gives (a select: its options; a button: its value). */
  values: string[];
  required: boolean;
  maxLength?: number;
  minLength?: number;
  min?: string;
  max?: string;
}

export interface ScrapedForm {
  method: string;
  /** The action's path and query, resolved against the page. */
  action: string;
  enctype: string;
  fields: ScrapedField[];
  /** Where it was found. */
  page: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

export function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  const body = tag.replace(/^<\/?[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  for (const match of body.matchAll(/([^\s=/>]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+))?/g)) {
    const raw = match[3] ?? match[4] ?? match[2] ?? "";
    found.set(match[1]!.toLowerCase(), decodeEntities(raw));
  }
  return found;
}

function numberAttribute(attrs: Map<string, string>, name: string): number | undefined {
  const value = attrs.get(name);
  return value === undefined || !/^\d+$/.test(value) ? undefined : Number(value);
}

/** Drops scripts and styles so markup inside them is not read as tags. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
}

export function scrapeForms(html: string, pageUrl: string): ScrapedForm[] {
  const forms: ScrapedForm[] = [];
  const clean = withoutScripts(html);
  for (const match of clean.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/gi)) {
    const formAttrs = attributes(match[1]!);
    const url = new URL(formAttrs.get("action") ?? "", pageUrl);
    const fields = new Map<string, ScrapedField>();
    const add = (field: ScrapedField) => {
      const known = fields.get(field.name);
      if (known) known.values.push(...field.values.filter((v) => !known.values.includes(v)));
      else fields.set(field.name, field);
    };
    const inner = match[2]!;
    for (const tag of inner.matchAll(/<(input|button)\b[^>]*>/gi)) {
      const attrs = attributes(tag[0]);
      const name = attrs.get("name");
      if (!name) continue;
      const type = tag[1]!.toLowerCase() === "button" ? "button" : (attrs.get("type") ?? "text").toLowerCase();
      add({
        name,
        type,
        values: attrs.has("value") ? [attrs.get("value")!] : [],
        required: attrs.has("required"),
        maxLength: numberAttribute(attrs, "maxlength"),
        minLength: numberAttribute(attrs, "minlength"),
        min: attrs.get("min"),
        max: attrs.get("max"),
      });
    }
    for (const select of inner.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/gi)) {
      const attrs = attributes(select[1]!);
      const name = attrs.get("name");
      if (!name) continue;
      const values = [...select[2]!.matchAll(/<option\b[^>]*>([\s\S]*?)<\/option>/gi)].map((option) => {
        const optionAttrs = attributes(/<option\b[^>]*>/i.exec(option[0])![0]);
        return optionAttrs.get("value") ?? decodeEntities(option[1]!.trim());
      });
      add({ name, type: "select", values, required: attrs.has("required") });
    }
    for (const area of inner.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/gi)) {
      const attrs = attributes(area[1]!);
      const name = attrs.get("name");
      if (!name) continue;
      add({
        name,
        type: "textarea",
        values: area[2] ? [decodeEntities(area[2])] : [],
        required: attrs.has("required"),
        maxLength: numberAttribute(attrs, "maxlength"),
        minLength: numberAttribute(attrs, "minlength"),
      });
    }
    forms.push({
      method: (formAttrs.get("method") ?? "get").toUpperCase(),
      action: url.pathname + url.search,
      enctype: (formAttrs.get("enctype") ?? "application/x-www-form-urlencoded").toLowerCase(),
      fields: [...fields.values()],
      page: new URL(pageUrl).pathname + new URL(pageUrl).search,
    });
  }
  return forms;
}

/** Same-origin links of a page (path and query), for discovering query parameters and tabs. */
export function scrapeLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const links = new Set<string>();
  for (const match of withoutScripts(html).matchAll(/<a\b[^>]*>/gi)) {
    const href = attributes(match[0]).get("href");
    if (!href) continue;
    try {
      const url = new URL(href, pageUrl);
      if (url.origin === origin) links.add(url.pathname + url.search);
    } catch {
      // not a URL
    }
  }
  return [...links];
}

/** The build version React Router puts in the page (needed by /__manifest). */
export function manifestVersion(html: string): string | null {
  return /"version":"([0-9a-f]+)"/.exec(html)?.[1] ?? null;
}
