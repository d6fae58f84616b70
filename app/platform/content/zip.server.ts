import { crc32, inflateRawSync } from "node:zlib";

/**
 * A small, strict reader of zip files (decision 0045), for the imports that take a zip (the
 * church's hymnal, a Sabbath School quarter): the central directory names the entries; only the
 * entries a caller wants are inflated, each no larger than its limit (inflating stops there, so
 * a zip bomb costs nothing), and their CRC is checked. Stored and deflated entries only; no
 * encryption, no zip64, no spanning. Every problem is a ZipError with a Portuguese message.
 */
export class ZipError extends Error {}

export interface ZipEntry {
  /** The entry's path inside the zip ("2026-04/01/info.yml"), "/" between folders. */
  name: string;
  bytes: Uint8Array;
}

export interface ZipLimits {
  /** Entries the zip may list (wanted or not). */
  entries: number;
  /** One wanted entry, uncompressed. */
  entryBytes: number;
  /** All wanted entries, uncompressed. */
  totalBytes: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toLocaleString("pt-BR")} MB` : `${bytes / 1024} KB`);

function endOfDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of up to 65535.
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 65_535); at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw new ZipError("não é um arquivo zip válido");
}

/**
 * The wanted entries of a zip, in the zip's order; folders are left out. `wanted` sees each
 * file entry's name before anything of it is read.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits, wanted: (name: string) => boolean): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryStart === 0xffffffff) throw new ZipError("zip64 não é aceito; gere um zip comum");
  if (count > limits.entries) throw new ZipError(`o zip tem mais de ${limits.entries} itens`);
  const decoder = new TextDecoder("utf-8", { fatal: false });
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new ZipError("zip corrompido (diretório central)");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)).replaceAll("\\", "/");
    at += 46 + skip;
    if (name.endsWith("/") || !wanted(name)) continue;
    if (flags & 1) throw new ZipError(`${name}: arquivos com senha não são aceitos`);
    if (method !== STORED && method !== DEFLATED) throw new ZipError(`${name}: compressão não suportada (use a padrão, deflate)`);
    if (size > limits.entryBytes) throw new ZipError(`${name}: arquivo maior que ${kb(limits.entryBytes)}`);
    total += size;
    if (total > limits.totalBytes) throw new ZipError(`mais de ${kb(limits.totalBytes)} descompactados`);
    if (local + 30 > bytes.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) throw new ZipError(`${name}: zip corrompido`);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(dataStart, dataStart + packed);
    if (data.byteLength !== packed) throw new ZipError(`${name}: zip incompleto`);
    let content: Uint8Array;
    try {
      content = method === STORED ? data : new Uint8Array(inflateRawSync(data, { maxOutputLength: Math.max(1, size) }));
    } catch {
      throw new ZipError(`${name}: zip corrompido (não foi possível descompactar)`);
    }
    if (content.byteLength !== size || crc32(content) !== crc) throw new ZipError(`${name}: zip corrompido (conteúdo não confere)`);
    entries.push({ name, bytes: content });
  }
  return entries;
}
