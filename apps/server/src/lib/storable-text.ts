// NUL (PostgreSQL's text cannot hold it) and lone UTF-16 surrogates (not text at all: "\ud800" in JSON).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_MESSAGE =
  'The text contains a character that cannot be stored (a NUL or a broken character). Remove it and try again.';

/** Whether any string in a parsed JSON value holds a character that cannot be stored (bounded by the body size). */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1));
}

/** Text read from a file, made storable: NULs dropped, broken characters replaced. */
export const storable = (text: string) =>
  text
    .replaceAll('\u0000', '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
