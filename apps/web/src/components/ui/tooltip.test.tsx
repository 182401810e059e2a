import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Example() {
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>Mic</TooltipTrigger>
        <TooltipContent>Start voice dictation</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger>Clear</TooltipTrigger>
        <TooltipContent>Clear field</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

// Radix opens tooltips on mouse pointer moves; drive those directly under fake timers. Leaving needs real
// geometry (jsdom has none), so tooltips are closed with Escape, which starts the same skip-delay window.
const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
const close = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

it('opens after 700 ms of hovering, not before', () => {
  render(<Example />);
  hover(screen.getByText('Mic'));
  act(() => vi.advanceTimersByTime(650));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(100));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Start voice dictation');
});

it('opens the next tooltip at once within 300 ms of the last one closing', () => {
  render(<Example />);
  hover(screen.getByText('Mic'));
  act(() => vi.advanceTimersByTime(800));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Start voice dictation');
  act(() => close());
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  hover(screen.getByText('Clear'));
  act(() => vi.advanceTimersByTime(10));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Clear field');
});

it('waits the full delay again once 300 ms have passed since the last tooltip', () => {
  render(<Example />);
  hover(screen.getByText('Mic'));
  act(() => vi.advanceTimersByTime(800));
  act(() => close());
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(400));
  hover(screen.getByText('Clear'));
  act(() => vi.advanceTimersByTime(10));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(700));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Clear field');
});
