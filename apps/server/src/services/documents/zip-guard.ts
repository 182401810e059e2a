import yauzl from 'yauzl';

export interface ZipLimits {
  maxEntries: number;
  /** The most bytes all entries may inflate to together. */
  maxTotalBytes: number;
  /** The most bytes the .xml and .rels entries (what a reader parses as text) may inflate to together. */
  maxXmlBytes?: number;
}

export class ZipBombError extends Error {}

/**
 * Inflates every entry of a zip (a .docx), counting real bytes as they come, and stops at the limits: a zip
 * bomb is refused after at most `maxTotalBytes` of work, before any parser holds it in memory.
 */
export async function checkZip(buffer: Buffer, limits: ZipLimits): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error || !file ? reject(error ?? new Error('no zip')) : resolve(file),
    ),
  );
  let entries = 0;
  let total = 0;
  let xml = 0;
  const maxXml = limits.maxXmlBytes ?? Number.POSITIVE_INFINITY;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries++;
      if (entries > limits.maxEntries) return fail(new ZipBombError(`it holds more than ${limits.maxEntries} parts`));
      const isXml = /\.(xml|rels)$/i.test(entry.fileName);
      if (isXml && xml + entry.uncompressedSize > maxXml) return fail(inflatesTooMuch(maxXml, 'of text and markup'));
      if (total + entry.uncompressedSize > limits.maxTotalBytes) return fail(inflatesTooMuch(limits.maxTotalBytes));
      if (/\/$/.test(entry.fileName)) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(error ?? new Error('unreadable entry'));
        stream.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (isXml) xml += chunk.length;
          if (xml > maxXml || total > limits.maxTotalBytes) {
            stream.destroy();
            fail(xml > maxXml ? inflatesTooMuch(maxXml, 'of text and markup') : inflatesTooMuch(limits.maxTotalBytes));
          }
        });
        stream.on('error', fail);
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}

const inflatesTooMuch = (bytes: number, what = '') =>
  new ZipBombError(`it unpacks to more than ${Math.round(bytes / 1024 / 1024)} MB${what ? ` ${what}` : ''}`);
