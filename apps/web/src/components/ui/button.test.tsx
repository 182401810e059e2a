import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Button } from './button';

it('renders the three sizes differently', () => {
  render(
    <>
      <Button size="sm">small</Button>
      <Button size="md">medium</Button>
      <Button size="lg">large</Button>
    </>,
  );
  const heights = ['small', 'medium', 'large'].map(
    (name) => screen.getByRole('button', { name }).className.match(/\bh-(\d+)\b/)?.[1],
  );
  expect(heights).toEqual(['8', '10', '12']);
});

it('does not submit forms unless asked to', () => {
  render(
    <>
      <Button>plain</Button>
      <Button type="submit">send</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'plain' })).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'send' })).toHaveAttribute('type', 'submit');
});

it('can render a link with the look of a button', () => {
  render(
    <Button asChild>
      <a href="/gpt-bypass">Humanizer</a>
    </Button>,
  );
  const link = screen.getByRole('link', { name: 'Humanizer' });
  expect(link).toHaveAttribute('href', '/gpt-bypass');
  expect(link).not.toHaveAttribute('type');
  expect(link.className).toContain('bg-primary');
});
