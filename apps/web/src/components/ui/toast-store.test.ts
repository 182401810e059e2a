import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, dismissToast, resetToasts, toast, useToasts } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'first' });
      toast({ title: 'second' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.map((t) => t.title)).toEqual(['second']);
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'saved' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(result.current).toHaveLength(0);
  });

  it('dismisses every toast when no id is given, and updates one in place', () => {
    const { result } = renderHook(() => useToasts());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'working' });
    });
    act(() => handle!.update({ title: 'done', variant: 'destructive' }));
    expect(result.current[0]).toMatchObject({ title: 'done', variant: 'destructive', open: true });
    act(() => dismissToast());
    expect(result.current[0]!.open).toBe(false);
  });
});
