import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { HumanizerPanel } from './humanizer-panel';

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: new Blob() });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const box = (letter: string) => within(screen.getByTestId(`box-${letter}`));

describe('files in the humanizer', () => {
  it('fills box A from an uploaded file', async () => {
    const fetchMock = stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/upload': {
        content: 'Text from the file.',
        wordCount: 4,
        filename: 'essay.docx',
        ocr: null,
        notes: [],
      },
      '/api/humanize/analyze': () => new Response('{}', { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    expect(box('a').getByTestId('file-input')).toHaveAttribute('accept', '.txt,.docx,.pdf');
    await user.upload(box('a').getByTestId('file-input'), new File(['x'], 'essay.docx'));
    await waitFor(() => expect(box('a').getByRole('textbox')).toHaveValue('Text from the file.'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/humanize/upload') ?? [];
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Read essay.docx: 4 words')).toBeInTheDocument();
  });

  it("says 'Upload failed' with the server's reason when a file cannot be used", async () => {
    stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/upload': () =>
        Response.json(
          { message: 'Unsupported file type: a.png is a PNG image. Accepted here: .txt, .docx, .pdf.' },
          { status: 415 },
        ),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<HumanizerPanel />);
    await user.upload(box('a').getByTestId('file-input'), new File(['x'], 'a.png'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Could not process the uploaded file. Unsupported file type: a.png is a PNG image. Accepted here: .txt, .docx, .pdf.',
      ),
    ).toBeInTheDocument();
    expect(box('a').getByRole('textbox')).toHaveValue('');
  });

  it('downloads box C as TXT, Word and PDF', async () => {
    const fetchMock = stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/analyze': () => new Response('{}', { status: 500 }),
      '/api/generate-docx': () => new Response(new Blob(['PK']), { status: 200 }),
      '/api/generate-pdf': () => new Response(new Blob(['%PDF']), { status: 200 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    const downloads = within(screen.getByRole('group', { name: 'Download the output' }));
    await user.click(downloads.getByRole('button', { name: /Word/ }));
    expect(await screen.findByText('Nothing to download')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.type(box('c').getByRole('textbox'), 'Polished output.');
    await user.click(downloads.getByRole('button', { name: /TXT/ }));
    await user.click(downloads.getByRole('button', { name: /Word/ }));
    await user.click(downloads.getByRole('button', { name: /PDF/ }));
    await waitFor(() =>
      expect(saved.map((s) => s.name)).toEqual(['Humanized text.txt', 'Humanized text.docx', 'Humanized text.pdf']),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/generate-docx') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Polished output.', title: 'Humanized text' });
  });

  it("says 'PDF download failed' and suggests text when the PDF cannot be made", async () => {
    stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/analyze': () => new Response('{}', { status: 500 }),
      '/api/generate-pdf': () => Response.json({ message: 'Something went wrong on our side.' }, { status: 500 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.type(box('c').getByRole('textbox'), 'Output.');
    await user.click(
      within(screen.getByRole('group', { name: 'Download the output' })).getByRole('button', { name: /PDF/ }),
    );
    expect(await screen.findByText('PDF download failed')).toBeInTheDocument();
    expect(screen.getByText('Could not generate PDF. Try downloading as text instead.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
