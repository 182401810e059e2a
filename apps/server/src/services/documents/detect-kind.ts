import type { DocumentKind } from '@zhi/contract';

/** What the bytes say a file is: one of the kinds we read, a zip that is not a Word file, or something else. */
export type SniffedKind = DocumentKind | 'zip' | 'executable' | 'unknown';

const startsWith = (buffer: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buffer[at + i] === b);

/** Whether the bytes are text: valid UTF-8 (a BOM allowed) with no NUL and few control characters. */
function looksLikeText(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  // A cut at the sample's end may split one character: allow a replacement character or two there.
  const bad = (decoded.match(/\uFFFD/g) ?? []).length;
  if (bad > 2) return false;
  let controls = 0;
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    // Tab, line feed, vertical tab, form feed and carriage return are text; the other C0 controls are not.
    if (code < 0x20 && (code < 0x09 || code > 0x0d)) controls++;
  }
  return controls <= decoded.length * 0.01;
}

/** Sniffs a file's kind from its first bytes (and, for zips, its entry names). */
export function sniffKind(buffer: Buffer): SniffedKind {
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0xff, 0xfe]) && buffer.length % 2 === 0) return 'txt'; // UTF-16 text with its BOM
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE compound file
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04])) {
    // A Word document names its main part in the zip's (uncompressed) directory.
    return buffer.includes('word/document.xml') ? 'docx' : 'zip';
  }
  if (startsWith(buffer, [0x4d, 0x5a]) || startsWith(buffer, [0x7f, 0x45, 0x4c, 0x46])) return 'executable';
  if (startsWith(buffer, [0xcf, 0xfa, 0xed, 0xfe]) || startsWith(buffer, [0x23, 0x21])) return 'executable';
  return looksLikeText(buffer) ? 'txt' : 'unknown';
}

const NAMES: Record<SniffedKind, string> = {
  txt: 'plain text',
  docx: 'a Word document (.docx)',
  doc: 'a Word 97–2003 document (.doc)',
  pdf: 'a PDF',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  zip: 'a zip archive',
  executable: 'a program',
  unknown: 'an unrecognised binary file',
};

export const describeKind = (kind: SniffedKind) => NAMES[kind];
