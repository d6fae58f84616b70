import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";

/**
 * Every content file under a content folder, found by walking it (a file added later is read
 * without being listed anywhere), split into the items the checks compare:
 * - a Markdown file is one item (its front matter and its body);
 * - a YAML file that is a list gives one item per element, and any mapping inside with a title
 *   (titulo, nome, palavra) is an item of its own too (a lesson inside a quarter).
 */
export interface ContentItem {
  /** 'devotionals/2025-10-01-refugio.md' or 'dictionary/entries.yaml › Naum'. */
  where: string;
  /** What two items must not share: the file, or the element of a list file. */
  unit: string;
  title?: string;
  /** The item's own text fields (not those of items inside it), Markdown links reduced to their text. */
  fields: Array<{ name: string; text: string }>;
  /** `texto`/`citacao` beside a reference field (`versiculo`, `referencia`), with `versao` when given. */
  fieldQuotation?: { reference: string; quotation: string; version?: string; field: string };
}

const TITLE_KEYS = ["titulo", "nome", "palavra"] as const;
const REFERENCE_KEYS = ["versiculo", "referencia", "texto"] as const;
const QUOTATION_KEYS = ["citacao", "texto"] as const;
/** Folders of Bible text itself, not content that quotes it. */
const BIBLE_TEXT_FOLDERS = new Set(["bible"]);

const markdownLinks = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };
type Mapping = { [key: string]: Yaml };
const isMapping = (v: Yaml | undefined): v is Mapping => typeof v === "object" && v !== null && !Array.isArray(v);

function titleOf(mapping: Mapping): string | undefined {
  for (const key of TITLE_KEYS) if (typeof mapping[key] === "string") return mapping[key];
  return undefined;
}

/** Reads a mapping as an item, then the titled mappings inside it. */
function itemsOf(
  mapping: Mapping,
  where: string,
  unit: string,
  isReference: (text: string) => boolean,
  body?: string,
): ContentItem[] {
  const referenceKey = REFERENCE_KEYS.find((k) => typeof mapping[k] === "string" && isReference(mapping[k]));
  const quotationKey = QUOTATION_KEYS.find((k) => k !== referenceKey && typeof mapping[k] === "string" && !isReference(mapping[k]));
  const fieldQuotation =
    referenceKey && quotationKey
      ? {
          reference: mapping[referenceKey] as string,
          quotation: mapping[quotationKey] as string,
          version: typeof mapping.versao === "string" ? mapping.versao : undefined,
          field: quotationKey,
        }
      : undefined;
  const inner: ContentItem[] = [];
  /** The strings under a value that belong to this item: not those of a titled mapping inside it, which is an item itself. */
  const strings = (value: Yaml, path: string): string[] => {
    if (typeof value === "string") return [markdownLinks(value)];
    if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
    if (!isMapping(value)) return [];
    const title = titleOf(value);
    if (title === undefined && !REFERENCE_KEYS.some((k) => typeof value[k] === "string"))
      return Object.entries(value).flatMap(([key, v]) => strings(v, `${path}.${key}`));
    inner.push(...itemsOf(value, `${where} › ${title ?? path}`, unit, isReference));
    return [];
  };
  const fields = Object.entries(mapping)
    .filter(([key]) => key !== fieldQuotation?.field)
    .flatMap(([name, value]) => strings(value, name).map((text) => ({ name, text })));
  if (body !== undefined) fields.push({ name: "(corpo)", text: markdownLinks(body) });
  const item: ContentItem = { where, unit, title: titleOf(mapping), fields, fieldQuotation };
  return [item, ...inner];
}

/** `---`, the YAML, `---` at the start of a Markdown file, then its body. */
const FRONT_MATTER = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?:\n|$)/;

/** Every item of every content file under `root`; `isReference` says whether a whole field is a Bible reference. */
export function readContent(root: string, isReference: (text: string) => boolean): ContentItem[] {
  return filesUnder(root).flatMap((path) => {
    const file = relative(root, path);
    if (BIBLE_TEXT_FOLDERS.has(file.split("/")[0]!)) return [];
    const text = readFileSync(path, "utf8");
    if (file.endsWith(".md")) {
      const match = FRONT_MATTER.exec(text);
      const front = (match?.[1] ? parse(match[1]) : {}) as Mapping;
      return itemsOf(front, file, file, isReference, text.slice(match?.[0].length ?? 0).trim());
    }
    if (!file.endsWith(".yaml")) throw new Error(`${file}: conteúdo que as verificações não sabem ler (use .md ou .yaml)`);
    const value = parse(text) as Yaml;
    if (Array.isArray(value))
      return value.flatMap((element, i) => {
        const where = `${file} › ${(isMapping(element) && titleOf(element)) || `[${i}]`}`;
        return isMapping(element) ? itemsOf(element, where, `${file}[${i}]`, isReference) : itemsOf({ valor: element }, where, `${file}[${i}]`, isReference);
      });
    return isMapping(value) ? itemsOf(value, file, file, isReference) : [];
  });
}
