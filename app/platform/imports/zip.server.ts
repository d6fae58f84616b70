import { crc32, inflateRawSync } from "node:zlib";

/**
 * A small, strict reader of zip files (decisions 0045 and 0053), for the imports that take a
 * zip: `listZip` reads only the central directory (names and declared sizes, nothing
 * inflated), so an upload's budget is counted across all its zips before any byte is inflated;
 * `inflateEntry` then inflates one listed entry, never past its declared size, and checks its
 * CRC. Stored and deflated entries only; no encryption, no zip64, no spanning, no two entries
 * sharing one local header. Every problem is a ZipError with a Portuguese message.
 */
export class ZipError extends Error {}

/** A wanted file entry as the central directory lists it. */
export interface ZipListing {
  /** The entry's path inside the zip ("2026-04/01/info.yml"), "/" between folders. */
  name: string;
  /** Its declared uncompressed size. */
  size: number;
  method: number;
  crc: number;
  packed: number;
  local: number;
}

export interface ZipContents {
  /** Entries the directory lists, wanted or not. */
  count: number;
  wanted: ZipListing[];
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function endOfDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of up to 65535.
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 65_535); at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw new ZipError("não é um arquivo zip válido");
}

/** How many entries a zip's end record declares, read without walking its directory. */
export function zipEntryCount(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  if (count === 0xffff || view.getUint32(end + 16, true) === 0xffffffff) throw new ZipError("zip64 não é aceito; gere um zip comum");
  return count;
}

/**
 * The central directory of a zip: how many entries it lists and the wanted file entries (folders
 * left out), in the zip's order. `wanted` sees each file entry's name; a zip listing more than
 * `maxEntries` is refused before its directory is walked.
 */
export function listZip(bytes: Uint8Array, maxEntries: number, wanted: (name: string) => boolean): ZipContents {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = zipEntryCount(bytes);
  const directoryStart = view.getUint32(end + 16, true);
  if (count > maxEntries) throw new ZipError(`o zip tem mais de ${maxEntries} itens`);
  const decoder = new TextDecoder("utf-8", { fatal: false });
  const listed: ZipListing[] = [];
  const headers = new Set<number>();
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new ZipError("zip corrompido (diretório central)");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)).replaceAll("\\", "/");
    const entry = {
      name,
      method,
      crc: view.getUint32(at + 16, true),
      packed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      local,
    };
    at += 46 + skip;
    // Two directory entries over one local header inflate the same bytes twice (an overlap bomb).
    if (headers.has(local)) throw new ZipError(`${name}: zip corrompido (dois itens com os mesmos dados)`);
    headers.add(local);
    if (name.endsWith("/") || !wanted(name)) continue;
    if (flags & 1) throw new ZipError(`${name}: arquivos com senha não são aceitos`);
    if (method !== STORED && method !== DEFLATED) throw new ZipError(`${name}: compressão não suportada (use a padrão, deflate)`);
    listed.push(entry);
  }
  return { count, wanted: listed };
}

/** One listed entry's bytes: inflated no further than its declared size, its CRC checked. */
export function inflateEntry(bytes: Uint8Array, entry: ZipListing): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { name, local, packed, size } = entry;
  if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) throw new ZipError(`${name}: zip corrompido`);
  const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = bytes.subarray(dataStart, dataStart + packed);
  if (data.byteLength !== packed) throw new ZipError(`${name}: zip incompleto`);
  let content: Uint8Array;
  try {
    content = entry.method === STORED ? data : new Uint8Array(inflateRawSync(data, { maxOutputLength: Math.max(1, size) }));
  } catch {
    throw new ZipError(`${name}: zip corrompido (não foi possível descompactar)`);
  }
  if (content.byteLength !== size || crc32(content) !== entry.crc) throw new ZipError(`${name}: zip corrompido (conteúdo não confere)`);
  return content;
}
