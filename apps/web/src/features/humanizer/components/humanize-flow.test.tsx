import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { HumanizerPanel } from './humanizer-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const kept = { total: 1, kept: 1, missing: [] };
const none = { total: 0, kept: 0, missing: [] };
const answer = (text: string) => ({
  rewrittenText: text,
  inputAiScore: 81,
  outputAiScore: 34,
  meaning: {
    numbers: kept,
    names: none,
    citations: none,
    quotes: none,
    formulas: none,
    contentWordsKept: 0.92,
    lengthChange: -0.1,
    inputWords: 10,
    outputWords: 9,
  },
  provider: 'local',
  model: null,
  techniques: [],
  needsProvider: [{ id: 'analogy-injection', name: 'Analogy injection', changes: 0 }],
  flaggedSentences: null,
  tokensCharged: 3,
});

const box = (letter: string) => within(screen.getByTestId(`box-${letter}`));

function stub() {
  const sent: Record<string, unknown>[] = [];
  stubApi({
    '/api/providers': { providers: [] },
    '/api/humanize/analyze': () => new Response('{}', { status: 500 }),
    '/api/humanize/techniques': {
      techniques: [
        {
          id: 'mixed-cadence-sprawl',
          name: 'Mixed cadence + clause sprawl',
          group: 'advanced',
          description: 'd',
          local: true,
        },
        { id: 'analogy-injection', name: 'Analogy injection', group: 'advanced', description: 'd', local: false },
        { id: 'claim-lock', name: 'Claim lock', group: 'guard', description: 'd', local: true },
      ],
      defaults: [],
    },
    '/api/humanize/rewrite': (init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push(body);
      return Response.json(answer(`Rewritten ${sent.length}: ${String(body.inputText)}`));
    },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return sent;
}

describe('humanizing', () => {
  it("asks for input first: 'Input required'", async () => {
    stub();
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.click(screen.getByRole('button', { name: 'HUMANIZE TEXT' }));
    expect(await screen.findByText('Input required')).toBeInTheDocument();
    expect(screen.getByText('Please enter text to humanize in Box A')).toBeInTheDocument();
  });

  it('sends the text, sample, instructions and techniques, fills box C and shows the results', async () => {
    const sent = stub();
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.type(box('a').getByRole('textbox'), 'Moreover, it rained.');
    await user.type(box('b').getByRole('textbox'), 'My sample.');
    await user.type(screen.getByLabelText('Custom Instructions'), 'Keep it short');
    await user.click(await screen.findByLabelText(/Analogy injection/));
    expect(screen.getByText(/needs an AI provider/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'HUMANIZE TEXT' }));
    await waitFor(() => expect(box('c').getByRole('textbox')).toHaveValue('Rewritten 1: Moreover, it rained.'));
    expect(sent[0]).toMatchObject({
      inputText: 'Moreover, it rained.',
      styleText: 'My sample.',
      customInstructions: 'Keep it short',
      selectedPresets: ['analogy-injection'],
      provider: 'local',
      mixingMode: 'style',
      onlyFlagged: false,
    });
    const results = screen.getByTestId('detection-results');
    expect(results).toHaveTextContent('Input 81% AI → output 34% AI (-47 points)');
    expect(results).toHaveTextContent('Content words kept: 92%');
    expect(results).toHaveTextContent('Not applied (they need an AI provider): Analogy injection');
  });

  it('RE-HUMANIZE moves box C into box A, clears C and runs again; with nothing in C it says so', async () => {
    const sent = stub();
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.click(screen.getByRole('button', { name: 'RE-HUMANIZE' }));
    expect(await screen.findByText('No output to re-humanize')).toBeInTheDocument();
    await user.type(box('a').getByRole('textbox'), 'First.');
    await user.click(screen.getByRole('button', { name: 'HUMANIZE TEXT' }));
    await waitFor(() => expect(box('c').getByRole('textbox')).toHaveValue('Rewritten 1: First.'));
    await user.click(screen.getByRole('button', { name: 'RE-HUMANIZE' }));
    expect(box('a').getByRole('textbox')).toHaveValue('Rewritten 1: First.');
    await waitFor(() => expect(box('c').getByRole('textbox')).toHaveValue('Rewritten 2: Rewritten 1: First.'));
    expect(sent[1]?.seed).not.toBe(sent[0]?.seed);
  });

  it("says 'Nothing to copy' for an empty box, naming it", async () => {
    stub();
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.click(screen.getByRole('button', { name: 'Copy box C' }));
    expect(await screen.findByText('Nothing to copy')).toBeInTheDocument();
    expect(screen.getByText('Box C is empty.')).toBeInTheDocument();
  });

  it("reports a failed rewrite: 'Humanization failed'", async () => {
    stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/analyze': () => new Response('{}', { status: 500 }),
      '/api/humanize/rewrite': () =>
        Response.json({ message: 'Humanization failed: the AI provider failed.' }, { status: 502 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.type(box('a').getByRole('textbox'), 'Some text.');
    await user.click(screen.getByRole('button', { name: 'HUMANIZE TEXT' }));
    expect(await screen.findByText('Humanization failed')).toBeInTheDocument();
    expect(screen.getByText(/^Could not humanize the text\. Please try again\./)).toBeInTheDocument();
    expect(box('c').getByRole('textbox')).toHaveValue('');
  });

  it("goes on after a failed chunk: 'Chunk N failed: Continuing with remaining chunks...'", async () => {
    const sentence = (i: number) => `Sentence ${i} has exactly six words.`.replace('exactly six', 'six');
    const chunkOne = Array.from({ length: 120 }, (_, i) => sentence(i)).join(' ');
    const chunkTwo = Array.from({ length: 60 }, (_, i) => sentence(200 + i)).join(' ');
    let calls = 0;
    stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/analyze': () => new Response('{}', { status: 500 }),
      '/api/humanize/rewrite': (init?: RequestInit) => {
        calls++;
        if (calls === 1) return Response.json({ message: 'Humanization failed: boom.' }, { status: 502 });
        return Response.json(answer(`Rewritten: ${String(JSON.parse(String(init?.body)).inputText).slice(0, 20)}`));
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    const input = box('a').getByRole('textbox');
    await user.click(input);
    await user.paste(`${chunkOne}\n\n${chunkTwo}`);
    expect(await screen.findByTestId('chunk-panel')).toHaveTextContent('2 chunks');
    await user.click(screen.getByRole('button', { name: 'HUMANIZE TEXT' }));
    expect(await screen.findByText('Chunk 1 failed: Continuing with remaining chunks...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chunk-progress')).toHaveTextContent('2 of 2 done'), {
      timeout: 4000,
    });
    expect(box('c').getByRole('textbox')).toHaveValue(`${chunkOne}\n\nRewritten: Sentence 200 has six`);
    expect(calls).toBe(2);
  });
});
