import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file (and text fields before it), as a browser's FormData would send it. */
export function multipart(
  filename: string,
  content: Buffer,
  field = 'file',
  type = 'application/octet-stream',
  fields: Record<string, string> = {},
) {
  const boundary = `----zhi${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(texts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
