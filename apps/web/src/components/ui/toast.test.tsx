import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Toaster } from './toast';
import { TOAST_DURATION_MS, resetToasts, toast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

it('shows a toast with its title and description, and closes it after 5000 ms', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'Saved', description: 'Your assignment is stored.' });
  });
  expect(screen.getByText('Saved')).toBeInTheDocument();
  expect(screen.getByText('Your assignment is stored.')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(200));
  expect(TOAST_DURATION_MS).toBe(5000);
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

it('renders only the newest toast', () => {
  render(<Toaster />);
  act(() => {
    toast({ title: 'One' });
    toast({ title: 'Two' });
  });
  expect(screen.queryByText('One')).not.toBeInTheDocument();
  expect(screen.getByText('Two')).toBeInTheDocument();
});

it('labels the toast region with the F8 shortcut and caps its width at 420 px', () => {
  render(<Toaster />);
  const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
  expect(region.querySelector('ol')?.className).toContain('md:max-w-[420px]');
});
