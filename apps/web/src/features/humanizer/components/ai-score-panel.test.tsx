import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { verdict } from '../testing/verdict';
import { HumanizerPanel } from './humanizer-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TEXT = 'First sentence here. Second one follows.';
const analysed = verdict(64, {
  sentences: [
    { start: 0, end: 20, aiScore: 85, words: 3 },
    { start: 21, end: 40, aiScore: 12, words: 3 },
  ],
  signals: [
    {
      id: 'languageModelRatio',
      name: 'Word-pattern likelihood',
      value: '+0.210 per token',
      effect: 1.2,
      leansTowards: 'ai',
      scored: true,
      explanation: 'How much likelier the sequence is under a model of AI writing.',
    },
    {
      id: 'sentenceLengthVariation',
      name: 'Sentence-length variation',
      value: '0.30',
      effect: 0,
      leansTowards: 'human',
      scored: false,
      explanation: 'Shown for context; not counted in the score.',
    },
  ],
  modelFavouredTerms: ['delve'],
  secondOpinion: {
    name: 'GPTZero',
    status: 'failed',
    aiScore: null,
    label: null,
    message: 'GPTZero could not be reached.',
  },
});

const boxA = () => within(screen.getByTestId('box-a'));

describe('scoring box A automatically', () => {
  it('scores the text once typing pauses, and shows sentences and signals on demand', async () => {
    const sent: string[] = [];
    stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/analyze': (init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)).text);
        return Response.json(analysed);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.type(boxA().getByRole('textbox'), TEXT);
    const badge = await boxA().findByText('64% AI / 36% HUMAN', {}, { timeout: 3000 });
    expect(badge).toHaveAttribute('data-band', 'yellow');
    // Debounced: one request for the whole typed text, not one per key.
    expect(sent).toEqual([TEXT]);
    // No second opinion is offered by a server without one.
    expect(boxA().queryByRole('button', { name: /Ask GPTZero/ })).not.toBeInTheDocument();

    await user.click(boxA().getByRole('button', { name: 'Sentence view' }));
    const view = boxA().getByTestId('sentence-view');
    const marks = view.querySelectorAll('mark');
    expect([...marks].map((m) => [m.textContent, m.getAttribute('data-score')])).toEqual([
      ['First sentence here.', '85'],
      ['Second one follows.', '12'],
    ]);
    expect(within(view).getByRole('region', { name: 'What the score weighs' })).toHaveTextContent(
      'Word-pattern likelihood: +0.210 per token (leans AI, +1.20)',
    );
    expect(within(view).getByRole('region', { name: /not counted in the score/ })).toHaveTextContent(
      'Sentence-length variation',
    );
    expect(view).toHaveTextContent('delve');
  });

  it('asks GPTZero only when the button is pressed, says what it costs, and shows its answer', async () => {
    const bodies: { text: string; secondOpinion: boolean }[] = [];
    stubApi({
      '/api/providers': { providers: [] },
      '/api/config': {
        version: '1',
        contactEmail: null,
        billing: true,
        voiceTranscription: false,
        secondOpinion: { name: 'GPTZero', tokensPer1000Words: 300 },
      },
      '/api/humanize/analyze': (init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        return Response.json(body.secondOpinion ? analysed : { ...analysed, secondOpinion: null });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.type(boxA().getByRole('textbox'), TEXT);
    // 6 words at 300 tokens per 1,000 words: about 2 tokens.
    const ask = await boxA().findByRole('button', { name: 'Ask GPTZero too (about 2 tokens)' }, { timeout: 3000 });
    expect(bodies).toEqual([{ text: TEXT, secondOpinion: false }]);
    await user.click(ask);
    expect(await boxA().findByTestId('second-opinion')).toHaveTextContent(
      'GPTZero did not answer: GPTZero could not be reached. No tokens were charged.',
    );
    expect(bodies.at(-1)).toEqual({ text: TEXT, secondOpinion: true });
  });

  it('only logs a failed analysis and shows no score', async () => {
    stubApi({
      '/api/providers': { providers: [] },
      '/api/humanize/analyze': () => Response.json({ message: 'boom' }, { status: 500 }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithApp(<HumanizerPanel />);
    await user.type(boxA().getByRole('textbox'), TEXT);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Analysis failed', expect.anything()), { timeout: 3000 });
    expect(boxA().queryByTestId('ai-score')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
