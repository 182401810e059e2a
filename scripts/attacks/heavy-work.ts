// Attacks where one small request asks for heavy work: exact arithmetic, hard integrals, typesetting, documents.
import { makeZipBombDocx } from '../../apps/server/test/fixtures/make-files';
import type { Client } from './http-client';
import type { Attack } from './measure';

// A 1-page PDF of 4000 × 4000 pt with no text layer: read as a scan, so its page would be rendered for OCR.
const hugePagePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 4000 4000]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const formulas = (n: number) =>
  Array.from({ length: n }, (_, i) => `$x_{${i}}^{2} + \\frac{${i}}{${i + 1}}$`).join(' ');

export function heavyWorkAttacks({ postJson, streamSolve, upload, timed, post }: Client): Attack[] {
  return [
    {
      name: '`(9^9999)^9999` to POST /api/chat, local, no tokens',
      expect: 'answer',
      run: async () => [await postJson('/api/chat', { message: '(9^9999)^9999', provider: 'local' })],
    },
    {
      name: '`(99999^9999)^9999` to POST /api/chat',
      expect: 'answer',
      run: async () => [await postJson('/api/chat', { message: '(99999^9999)^9999', provider: 'local' })],
    },
    {
      // The reader's closing-words pattern once took 45 s on this (issue 16's review).
      name: 'a question then 4,900 spaces, four at once (streamed solve)',
      expect: 'answer',
      run: () => Promise.all([0, 1, 2, 3].map(() => streamSolve(`What is 2+2${' '.repeat(4900)}x`))),
    },
    {
      // mathjs once evaluated the items of a comparison as typed: ones(…) could exhaust memory.
      name: '`Which is greater: pi or ones(100000000)?` to POST /api/chat',
      expect: 'answer',
      run: async () => [
        await postJson('/api/chat', { message: 'Which is greater: pi or ones(100000000)?', provider: 'local' }),
      ],
    },
    {
      name: 'four `Integrate sec(x)^41 dx` at once (streamed solve)',
      expect: 'answer',
      run: () => Promise.all([41, 41, 41, 41].map((n) => streamSolve(`Integrate sec(x)^${n} dx`))),
    },
    {
      name: '3,000 formulas to POST /api/generate-pdf',
      expect: 'refusal',
      run: async () => [await postJson('/api/generate-pdf', { content: formulas(3000) })],
    },
    {
      name: '490 KB of formulas to POST /api/print-view',
      expect: 'refusal',
      run: async () => [await postJson('/api/print-view', { content: formulas(9000).slice(0, 490_000) })],
    },
    {
      name: 'a .docx that inflates to 150 MiB, three at once',
      expect: 'refusal',
      run: () => {
        const bomb = makeZipBombDocx(150 * 1024 * 1024);
        return Promise.all([0, 1, 2].map(() => upload('bomb.docx', bomb)));
      },
    },
    {
      name: 'a 270-byte PDF with a 4000-pt page',
      expect: 'refusal',
      run: async () => [await upload('page.pdf', hugePagePdf)],
    },
    {
      name: '`\\href{javascript:…}` to POST /api/print-view',
      expect: 'answer',
      run: async () => [
        await timed(
          () => post('/api/print-view', { content: '$\\href{javascript:alert(1)}{x}$ $\\style{color:red}{y}$' }),
          async (res) =>
            (await res.text()).match(/href="javascript|style="color/) ? 'LINK OR STYLE KEPT' : 'kept as TeX',
        ),
      ],
    },
  ];
}
