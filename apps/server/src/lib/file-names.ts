// Control characters (U+0000–U+001F, U+007F) never belong in a file name shown or sent back.
const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** A safe display name for an upload: the last path segment, no control characters, at most 255 characters. */
export const cleanUploadName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => !isControl(ch))
    .join('')
    .slice(0, 255) || 'upload';

/** Content-Disposition for a download named after a title: an ASCII name plus the exact one (RFC 6266). */
export function attachment(title: string | undefined, extension: string, fallback: string): string {
  const base = [...(title?.trim() || fallback)]
    .map((ch) => (isControl(ch) || '/\\:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .slice(0, 120)
    .trim();
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}
