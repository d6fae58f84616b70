/**
 * A small, strict XML reader for the subset OpenLyrics files use (pure): elements, attributes,
 * text, CDATA, comments, processing instructions and the predefined and numeric character
 * references. A document type declaration is refused outright, so no entity is ever defined,
 * expanded or fetched (no external entities, no "billion laughs"). Errors are in Portuguese and
 * name the line.
 */

export interface XmlElement {
  /** The local name, without any namespace prefix ('song', 'verse'). */
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

export type XmlResult = { ok: true; root: XmlElement } | { ok: false; message: string };

/** Deeper than this is not a song: refused rather than recursed into. */
const MAX_DEPTH = 64;

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

class XmlError extends Error {}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/** The text with its character references replaced; an unknown entity is an error. */
function decode(text: string, lineOf: () => number): string {
  return text.replace(/&([^;&\s]{0,12});?/g, (whole, ref: string) => {
    if (!whole.endsWith(";")) throw new XmlError(`"&" solto na linha ${lineOf()} (escreva &amp;amp;)`);
    if (ref in PREDEFINED) return PREDEFINED[ref]!;
    const code = /^#x([0-9a-f]{1,6})$/i.exec(ref) ? parseInt(ref.slice(2), 16) : /^#(\d{1,7})$/.exec(ref) ? Number(ref.slice(1)) : NaN;
    if (Number.isNaN(code)) throw new XmlError(`entidade desconhecida &${ref}; na linha ${lineOf()}`);
    if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new XmlError(`caractere inválido &${ref}; na linha ${lineOf()}`);
    return String.fromCodePoint(code);
  });
}

/** Reads a whole document: exactly one root element, anything else only comments, PIs and blanks. */
export function parseXml(source: string): XmlResult {
  const text = source.replace(/^\uFEFF/, "");
  let at = 0;
  const lineOf = (pos = at) => text.slice(0, pos).split("\n").length;
  const fail = (message: string): never => {
    throw new XmlError(`${message} na linha ${lineOf()}`);
  };

  /** What stands between `open` (at `at`) and `close`, moving past `close`; no `close` is an error. */
  function readUntil(open: string, close: string, unclosed: string): string {
    const end = text.indexOf(close, at + open.length);
    if (end < 0) fail(unclosed);
    const inside = text.slice(at + open.length, end);
    at = end + close.length;
    return inside;
  }

  /** Moves past a comment or a processing instruction at `at`; false when neither starts there. */
  function skipCommentOrInstruction(): boolean {
    if (text.startsWith("<!--", at)) readUntil("<!--", "-->", "comentário sem fim");
    else if (text.startsWith("<?", at)) readUntil("<?", "?>", "instrução <? sem fim");
    else return false;
    return true;
  }

  function skipMisc(): void {
    for (;;) {
      const rest = /^\s*/.exec(text.slice(at, at + 10_000))![0].length;
      at += rest;
      if (skipCommentOrInstruction()) continue;
      if (text.startsWith("<!DOCTYPE", at) || text.startsWith("<!ENTITY", at)) fail("declaração DOCTYPE/ENTITY não é aceita (por segurança)");
      return;
    }
  }

  function readElement(depth: number): XmlElement {
    if (depth > MAX_DEPTH) fail("elementos aninhados demais");
    at++; // '<'
    const name = NAME.exec(text.slice(at, at + 200))?.[0] ?? fail("nome de elemento inválido");
    at += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const space = /^\s*/.exec(text.slice(at, at + 1000))![0].length;
      at += space;
      if (text.startsWith("/>", at)) {
        at += 2;
        return { name: localName(name), attributes, children: [] };
      }
      if (text[at] === ">") {
        at++;
        break;
      }
      if (space === 0) fail(`atributo malformado em <${name}>`);
      const attribute =
        /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(text.slice(at, at + 10_000)) ?? fail(`atributo malformado em <${name}>`);
      const key = localName(attribute[1]!);
      if (!attribute[1]!.startsWith("xmlns")) {
        if (key in attributes) fail(`atributo ${key} repetido em <${name}>`);
        attributes[key] = decode(attribute[3] ?? attribute[4] ?? "", lineOf);
      }
      at += attribute[0].length;
    }
    const children: XmlNode[] = [];
    for (;;) {
      if (at >= text.length) fail(`<${name}> sem fechamento`);
      const next = text.indexOf("<", at);
      if (next < 0) fail(`<${name}> sem fechamento`);
      if (next > at) children.push(decode(text.slice(at, next), lineOf));
      at = next;
      if (text.startsWith("</", at)) {
        const close = /^<\/([^\s>]+)\s*>/.exec(text.slice(at, at + 300)) ?? fail("fechamento malformado");
        if (close[1] !== name) fail(`esperado </${name}>, encontrado </${close[1]}>`);
        at += close[0].length;
        return { name: localName(name), attributes, children };
      }
      if (skipCommentOrInstruction()) continue;
      if (text.startsWith("<![CDATA[", at)) children.push(readUntil("<![CDATA[", "]]>", "CDATA sem fim"));
      else if (text.startsWith("<!", at)) fail("declaração <! não é aceita (por segurança)");
      else children.push(readElement(depth + 1));
    }
  }

  try {
    skipMisc();
    if (text[at] !== "<") fail("o arquivo não começa com um elemento XML");
    const root = readElement(1);
    skipMisc();
    if (at < text.length) fail("conteúdo depois do elemento raiz");
    return { ok: true, root };
  } catch (error) {
    if (error instanceof XmlError) return { ok: false, message: `XML inválido: ${error.message}` };
    throw error;
  }
}

/** The child elements named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c): c is XmlElement => typeof c !== "string" && c.name === name);
}

/** The first child element named `name`, down a path ('properties', 'titles'). */
export function childAt(element: XmlElement, ...path: string[]): XmlElement | undefined {
  let current: XmlElement | undefined = element;
  for (const name of path) current = current && childrenNamed(current, name)[0];
  return current;
}

/** All the text inside an element, tags left out. */
export function textOf(node: XmlNode): string {
  return typeof node === "string" ? node : node.children.map(textOf).join("");
}
