import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDoc,
  makeExecutable,
  makeHugePng,
  makeManyPagesPdf,
  makeZipBombDocx,
  truncate,
} from './fixtures/make-files';
import { multipart } from './helpers/multipart';
import { type TestApp, createTestApp } from './helpers/test-app';
import { scannedPdf, textImage, textJpeg, wordAccuracy } from './helpers/text-images';

const PARAGRAPH = [
  'The train leaves the station at nine in the morning',
  'and travels sixty miles every hour toward the coast.',
  'How far has it gone by half past eleven, and when',
  'will it reach the harbour that is two hundred miles away?',
];
const MATH = ['Simplify 1/2 + 3/4 and 2³ − 5,', 'then write the result.'];

/** A PDF written by hand: one page with no text (so it would go to OCR) of the given size in points. */
function pagePdf(widthPt: number, heightPt: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${widthPt} ${heightPt}] >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('reading uploaded files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0', OCR_WORKERS: '1', OCR_MAX_PAGES: '2', UPLOAD_LIMIT_MB: '2' },
    });
  }, 60_000);
  afterAll(async () => t.close());

  const upload = (url: string, filename: string, content: Buffer) =>
    t.app.inject({ method: 'POST', url, ...multipart(filename, content) });
  const extract = (filename: string, content: Buffer) => upload('/api/extract-text', filename, content);
  const generated = async (url: string, content: string) =>
    (await t.app.inject({ method: 'POST', url, payload: { content, title: 'Round trip' } })).rawPayload;

  it('reads plain text for the humanizer, with its word count', async () => {
    const res = await upload('/api/humanize/upload', 'essay.txt', Buffer.from('\uFEFFOne two three.\r\nFour five.'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: 'One two three.\nFour five.',
      wordCount: 5,
      filename: 'essay.txt',
      ocr: null,
      notes: [],
    });
  });

  it('reads back a .docx made by the Word export (round trip), on both uploads', async () => {
    const docx = await generated(
      '/api/generate-docx',
      '## Heading\n\nA paragraph with **bold** words.\n\n- first item',
    );
    const humanizer = (await upload('/api/humanize/upload', 'essay.docx', docx)).json();
    expect(humanizer.content).toContain('A paragraph with bold words.');
    expect(humanizer.content).toContain('first item');
    const homework = (await extract('problem.docx', docx)).json();
    expect(homework).toMatchObject({ kind: 'docx', ocr: null });
    expect(homework.extractedText).toContain('Heading');
  });

  it('reads a Word 97–2003 .doc', async () => {
    const res = await extract('old.doc', makeDoc('A train leaves at nine.\nHow far does it go?'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'doc', extractedText: 'A train leaves at nine.\nHow far does it go?' });
  });

  it('reads back the text of a PDF made by the PDF export (round trip), formulas included as TeX', async () => {
    const pdf = await generated('/api/generate-pdf', 'Find the roots of $x^2 - 4 = 0$.\n\nThe answer has two values.');
    const res = (await extract('solution.pdf', pdf)).json();
    expect(res).toMatchObject({ kind: 'pdf', pages: 1, ocr: null });
    expect(res.extractedText).toContain('Find the roots of');
    expect(res.extractedText).toContain('The answer has two values.');
    expect(res.extractedText.replace(/\s/g, '')).toContain('x^2-4=0');
  });

  it('reads an image by OCR with at least 95% of the words right, keeping its lines', async () => {
    const res = await extract('photo.png', textImage(PARAGRAPH));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(wordAccuracy(PARAGRAPH.join(' '), body.extractedText)).toBeGreaterThanOrEqual(0.95);
    expect(body.extractedText.split('\n').filter((line: string) => line.trim())).toHaveLength(4);
    expect(body.ocr).toMatchObject({ pages: 1, checkAdvised: false });
    expect(body.ocr.confidence).toBeGreaterThan(80);
  }, 30_000);

  it('reads simple math in an image: exponents and inline fractions', async () => {
    const text = (await extract('math.jpg', textJpeg(MATH))).json().extractedText as string;
    // The raised 3 is marked as an exponent; the minus sign, read as a dash, is a minus again.
    expect(text).toContain('1/2 + 3/4 and 2^3 - 5,');
  }, 30_000);

  it('reads a scanned PDF page by page by OCR, up to the page cap, and says what it skipped', async () => {
    const pdf = await scannedPdf([PARAGRAPH.slice(0, 2), PARAGRAPH.slice(2), ['This third page is past the cap.']]);
    const body = (await extract('scan.pdf', pdf)).json();
    expect(body).toMatchObject({ kind: 'pdf', pages: 3, ocr: { pages: 2 } });
    expect(wordAccuracy(PARAGRAPH.join(' '), body.extractedText)).toBeGreaterThanOrEqual(0.95);
    expect(body.extractedText).not.toContain('third page');
    expect(body.notes).toEqual(['1 scanned pages were not read: text recognition reads at most 2 pages of a file.']);
  }, 60_000);

  describe('bad files get a clear answer and the server stays up', () => {
    it.each([
      [
        '/api/extract-text',
        'notes.zip',
        Buffer.from('PK\u0003\u0004 not a word file'),
        415,
        'Unsupported file type: notes.zip is a zip archive. Accepted here: .png, .jpg, .pdf, .doc, .docx.',
      ],
      [
        '/api/humanize/upload',
        'photo.png',
        textImage(['hi']),
        415,
        'Unsupported file type: photo.png is a PNG image. Accepted here: .txt, .docx, .pdf.',
      ],
      [
        '/api/extract-text',
        'homework.pdf',
        makeExecutable(),
        415,
        'Unsupported file type: homework.pdf is a program. Accepted here: .png, .jpg, .pdf, .doc, .docx.',
      ],
      ['/api/extract-text', 'empty.pdf', Buffer.alloc(0), 422, 'Could not read the file: it is empty (0 bytes).'],
      [
        '/api/extract-text',
        'big.docx',
        makeZipBombDocx(300 * 1024 * 1024),
        413,
        'The document is too large to open: it unpacks to more than 16 MB of text and markup.',
      ],
      [
        '/api/extract-text',
        'huge.png',
        makeHugePng(20_000, 20_000),
        413,
        'The image is too large: 20,000 × 20,000 pixels, and the limit is 50 megapixels.',
      ],
      [
        '/api/humanize/upload',
        'long.txt',
        Buffer.alloc(3 * 1024 * 1024, 'a'),
        413,
        'The file is too large: the limit is 2 MB.',
      ],
    ])('%s %s', async (url, name, content, status, message) => {
      const res = await upload(url, name, content);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    });

    it('refuses a PDF of 2,000 pages', async () => {
      const res = await extract('book.pdf', await makeManyPagesPdf(2000));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The PDF is too long: 2,000 pages, and the limit is 500.');
    });

    it('refuses a PDF page too large to render for OCR before drawing it, and goes on serving', async () => {
      // 4000 × 4000 pt at 300 dpi is 16,667 × 16,667 pixels (278 megapixels): drawn, it would need over 1 GB. The
      // message names the page's size in pixels, so it comes from the size rule, not from a renderer that gave up.
      const pdf = pagePdf(4000, 4000);
      expect(pdf.length).toBeLessThan(1024);
      const res = await extract('poster.pdf', pdf);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'Page 1 of the PDF is too large to read: 16,667 × 16,667 pixels at 300 dpi, and the limit is 50 megapixels.',
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it.each([
      [
        'cut.pdf',
        async () => truncate(await generated('/api/generate-pdf', 'Some text'), 0.4),
        'Could not read the file: the PDF is damaged or incomplete.',
      ],
      [
        'cut.docx',
        async () => truncate(await generated('/api/generate-docx', 'Some text'), 0.5),
        'Could not read the file: the Word document is damaged or incomplete.',
      ],
      [
        'cut.doc',
        async () => truncate(makeDoc('Some text'), 0.3),
        'Could not read the file: the Word 97–2003 document is damaged or incomplete.',
      ],
      [
        'cut.png',
        async () => truncate(textImage(PARAGRAPH), 0.3),
        'Could not read the file: the PNG image is damaged or incomplete.',
      ],
    ])(
      'answers a truncated %s with 422',
      async (name, make, message) => {
        const res = await extract(name, await make());
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(message);
      },
      30_000,
    );

    it('asks for a file when there is none, or when the request is not a form', async () => {
      const notForm = await t.app.inject({ method: 'POST', url: '/api/extract-text', payload: { file: 'x' } });
      expect(notForm.statusCode).toBe(400);
      expect(notForm.json().message).toBe('Send the file as multipart/form-data, in a field named "file".');
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/extract-text',
        ...multipart('a.txt', Buffer.from('x'), 'other'),
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toBe('No file was attached: send it in a field named "file".');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
});
