import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { HomeworkWorkspace } from './homework-workspace';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ocrAnswer = (confidence: number) => ({
  extractedText: 'Solve x^2 + 3x = 10',
  kind: 'png',
  filename: 'photo.png',
  pages: null,
  ocr: { confidence, pages: 1, checkAdvised: confidence < 80 },
  notes: [],
});

const saved = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Roots',
  preview: 'Solve x = 2',
  hasSolution: true,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt: '2026-11-22T00:00:00.000Z',
};
const full = { ...saved, inputText: 'Solve x = 2', solution: '$x = 2$', provider: 'local', verification: null };

/** A streamed answer in pieces, as the server sends it. */
const streamOf =
  (...pieces: string[]) =>
  () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
          controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'text/plain' } },
    );
const meta = {
  assignmentId: saved.id,
  graphData: [],
  graphImages: [],
  processingTime: 5,
  success: true,
  partial: false,
  error: null,
  answer: '2',
  verification: { status: 'verified', claimed: '2', detail: 'Checked: substituted back into the equation.' },
  tokensCharged: 1,
};

describe('the homework upload', () => {
  it('puts the text of a photo in the question and asks for a check when recognition was unsure', async () => {
    stubApi({ '/api/extract-text': ocrAnswer(62), '/api/assignments': { assignments: [] } });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    expect(screen.getByTestId('file-input')).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf,.doc,.docx');
    await user.upload(screen.getByTestId('file-input'), new File(['x'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('Solve x^2 + 3x = 10'));
    expect(screen.getByTestId('extraction-notice')).toHaveTextContent(
      'Read from photo.png by text recognition (confidence 62%). Some of it may be wrong: please check the text',
    );
  });
});

describe('the drop zone', () => {
  it('reads a dropped file into the question, and says when extraction fails', async () => {
    stubApi({ '/api/extract-text': ocrAnswer(91), '/api/assignments': { assignments: [] } });
    renderWithApp(<HomeworkWorkspace provider="local" />);
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('Solve x^2 + 3x = 10'));
    stubApi({
      '/api/assignments': { assignments: [] },
      '/api/extract-text': () =>
        new Response('{"message":"Unsupported file type: a.zip is a zip archive."}', { status: 415 }),
    });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('File extraction failed')).toBeInTheDocument();
  });
});

describe('solving', () => {
  it('streams the solution, drops the terminator and shows the check', async () => {
    stubApi({
      '/api/assignments': { assignments: [] },
      '/api/process-text/stream': streamOf(
        '**Step 1.** Subtract.\n\nFinal ',
        'answer: 2',
        '[STREAM_',
        `DONE]${JSON.stringify(meta)}`,
      ),
    });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.type(screen.getByLabelText('Question'), 'Solve x + 1 = 3');
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(await screen.findByTestId('verification')).toHaveAttribute('data-status', 'verified');
    expect(screen.getByText('Verified by the math engine')).toBeInTheDocument();
    expect(screen.getByTestId('solution-math')).not.toHaveTextContent('STREAM_DONE');
    expect(screen.getByTestId('word-count')).toHaveTextContent('words');
  });

  it("says 'No content to process' for an empty question, without calling the server", async () => {
    const fetchMock = stubApi({ '/api/assignments': { assignments: [] } });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(await screen.findByText('No content to process')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('process-text'))).toBe(false);
  });

  it("keeps a stream that ends without its terminator as an 'Incomplete Solution'", async () => {
    stubApi({
      '/api/assignments': { assignments: [] },
      '/api/process-text/stream': streamOf('**Step 1.** Half of it'),
    });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.type(screen.getByLabelText('Question'), 'Solve x = 1');
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(await screen.findByText('Incomplete Solution')).toBeInTheDocument();
    expect(screen.getByTestId('solution-math')).toHaveTextContent('Half of it');
  });

  it("falls back to the plain call on 501 ('Streaming not available')", async () => {
    stubApi({
      '/api/assignments': { assignments: [] },
      '/api/process-text/stream': () => new Response('{"message":"no"}', { status: 501 }),
      '/api/process-text': {
        llmResponse: 'Final answer: 5',
        graphData: [],
        graphImages: [],
        isPartial: false,
        error: null,
        assignmentId: null,
        answer: '5',
        verification: null,
        tokensCharged: 1,
      },
    });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.type(screen.getByLabelText('Question'), 'What is 2+3?');
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(await screen.findByText('Streaming not available')).toBeInTheDocument();
    expect(screen.getByTestId('solution-math')).toHaveTextContent('Final answer: 5');
  });

  it("shows 'Insufficient Credits' for a token error", async () => {
    stubApi({
      '/api/assignments': { assignments: [] },
      '/api/process-text/stream': () =>
        new Response('{"message":"Insufficient tokens: this costs 5 tokens and you have 0."}', { status: 402 }),
    });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.type(screen.getByLabelText('Question'), 'Solve x = 1');
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(await screen.findByText('Insufficient Credits')).toBeInTheDocument();
  });
});

describe('assignments and the solution toolbar', () => {
  it('loads a saved assignment, then opens the print page of the app with it', async () => {
    stubApi({
      '/api/assignments': { assignments: [saved] },
      [`/api/assignments/${saved.id}`]: full,
    });
    const opened = vi.fn((_url?: string, _target?: string) => ({}) as Window);
    vi.stubGlobal('open', opened);
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.click(await screen.findByRole('button', { name: /^Roots/ }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('Solve x = 2'));
    await user.click(screen.getByRole('button', { name: /Print\/PDF/ }));
    // A real page of the app, handed its job through storage: no HTML is written into a blank window.
    const url = new URL(String(opened.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/print');
    const job = JSON.parse(localStorage.getItem(`zhi-print:${url.searchParams.get('job')}`) ?? 'null');
    expect(job).toMatchObject({ problem: 'Solve x = 2' });
    expect(job.solution).toContain('$x = 2$');
  });

  it("says 'Content not ready' and 'Popup blocked' when they apply", async () => {
    stubApi({ '/api/assignments': { assignments: [saved] }, [`/api/assignments/${saved.id}`]: full });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.click(screen.getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Content not ready')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Roots/ }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('Solve x = 2'));
    await user.click(screen.getByRole('button', { name: /Print\/PDF/ }));
    expect(await screen.findByText('Popup blocked')).toBeInTheDocument();
  });

  it("saving needs a problem ('Nothing to save') and a name ('Name required')", async () => {
    stubApi({ '/api/assignments': { assignments: [] } });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Question'), 'Solve x = 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name required')).toBeInTheDocument();
  });

  it("a failed chat adds 'Sorry, I encountered an error. Please try again.'", async () => {
    stubApi({
      '/api/assignments': { assignments: [] },
      '/api/chat': () => new Response('{"message":"down"}', { status: 502 }),
    });
    const user = userEvent.setup();
    renderWithApp(<HomeworkWorkspace provider="local" />);
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    expect(await screen.findByText('Sorry, I encountered an error. Please try again.')).toBeInTheDocument();
  });
});
