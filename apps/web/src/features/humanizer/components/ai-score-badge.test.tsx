import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verdict } from '../testing/verdict';
import { AiScoreBadge } from './ai-score-badge';

describe('the AI-score badge', () => {
  it.each([
    [92, 'red'],
    [80, 'red'],
    [79, 'yellow'],
    [50, 'yellow'],
    [49, 'blue'],
    [20, 'blue'],
    [19, 'green'],
    [0, 'green'],
  ])('shows %i%% AI in %s', (score, band) => {
    render(<AiScoreBadge result={verdict(score)} pending={false} tooLong={false} />);
    const badge = screen.getByTestId('ai-score');
    expect(badge).toHaveTextContent(`${score}% AI / ${100 - score}% HUMAN`);
    expect(badge).toHaveAttribute('data-band', band);
  });

  it('marks an unreliable score as such, without a band colour', () => {
    const short = verdict(73, {
      reliable: false,
      reason: 'Short text: 20 words. Scores under 50 words are unreliable.',
    });
    render(<AiScoreBadge result={short} pending={false} tooLong={false} />);
    const badge = screen.getByTestId('ai-score');
    expect(badge).toHaveTextContent('Unreliable: ~73% AI / ~27% HUMAN');
    expect(badge).not.toHaveAttribute('data-band');
    expect(badge).toHaveAttribute('title', 'Short text: 20 words. Scores under 50 words are unreliable.');
  });

  it('shows no number for a text it could not judge', () => {
    render(<AiScoreBadge result={verdict(null)} pending={false} tooLong={false} />);
    expect(screen.getByTestId('ai-score')).toHaveTextContent('Not scored');
    expect(screen.getByTestId('ai-score').textContent).not.toMatch(/\d/);
  });

  it('says when it is scoring, when the text is too long, and shows nothing before there is text', () => {
    const { rerender, container } = render(<AiScoreBadge result={undefined} pending={false} tooLong={false} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AiScoreBadge result={undefined} pending tooLong={false} />);
    expect(screen.getByTestId('ai-score')).toHaveTextContent('Scoring…');
    rerender(<AiScoreBadge result={verdict(10)} pending={false} tooLong />);
    expect(screen.getByTestId('ai-score')).toHaveTextContent('Too long to score');
  });
});
