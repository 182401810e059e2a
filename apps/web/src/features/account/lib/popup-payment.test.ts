import { describe, expect, it } from 'vitest';
import {
  FIRST_STATUS_CHECK_MS,
  GIVE_UP_AFTER_MS,
  type PaymentPhase,
  type PopupLike,
  type PopupPaymentDeps,
  STATUS_CHECK_EVERY_MS,
  runPopupPayment,
} from './popup-payment';

/** A virtual clock: sleep advances time instantly, and the scenario can act at given times. */
function harness(options: {
  statuses?: (elapsedMs: number) => 'completed' | 'failed' | 'pending' | Error;
  closeAtMs?: number;
  popup?: boolean;
  checkout?: () => Promise<{ url: string; sessionId: string }>;
}) {
  let now = 0;
  const phases: PaymentPhase[] = [];
  const checks: number[] = [];
  const sleeps: number[] = [];
  const popup = { closed: false, href: '', closedBy: 'nobody' as 'nobody' | 'flow' | 'user' };
  const popupLike: PopupLike = {
    get closed() {
      return popup.closed;
    },
    close() {
      popup.closed = true;
      popup.closedBy = 'flow';
    },
    location: {
      set href(url: string) {
        popup.href = url;
      },
      get href() {
        return popup.href;
      },
    },
  };
  const deps: PopupPaymentDeps = {
    openPopup: () => (options.popup === false ? null : popupLike),
    createCheckout: options.checkout ?? (async () => ({ url: 'https://pay.example/cs_1', sessionId: 'p1' })),
    async checkStatus() {
      checks.push(now);
      const status = options.statuses?.(now) ?? 'pending';
      if (status instanceof Error) throw status;
      return { status, detail: status === 'failed' ? 'card declined' : null, tokens: 30_000 };
    },
    onPhase: (phase) => phases.push(phase),
    async sleep(ms) {
      sleeps.push(ms);
      now += ms;
      if (options.closeAtMs !== undefined && now >= options.closeAtMs && !popup.closed) {
        popup.closed = true;
        popup.closedBy = 'user';
      }
    },
    now: () => now,
  };
  return { deps, phases, checks, sleeps, popup };
}

describe('a payment in a popup', () => {
  it('goes setup → popup → polling and completes; first check at 3 s, then every 2 s', async () => {
    const h = harness({ statuses: (t) => (t >= 7000 ? 'completed' : 'pending') });
    expect(await runPopupPayment(h.deps)).toEqual({ outcome: 'completed', tokens: 30_000, detail: null });
    expect(h.phases).toEqual(['setup', 'popup', 'polling']);
    expect(h.popup.href).toBe('https://pay.example/cs_1');
    expect(h.checks).toEqual([3000, 5000, 7000]);
    expect(h.sleeps).toEqual([FIRST_STATUS_CHECK_MS, STATUS_CHECK_EVERY_MS, STATUS_CHECK_EVERY_MS]);
    expect(h.popup.closedBy).toBe('flow');
  });

  it('reports a failed payment with its reason', async () => {
    const h = harness({ statuses: () => 'failed' });
    expect(await runPopupPayment(h.deps)).toEqual({ outcome: 'failed', tokens: 30_000, detail: 'card declined' });
  });

  it('gives up after 3 minutes', async () => {
    const h = harness({});
    expect((await runPopupPayment(h.deps)).outcome).toBe('timeout');
    expect(h.checks.at(-1)).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(h.checks.at(-1)).toBeLessThan(GIVE_UP_AFTER_MS + STATUS_CHECK_EVERY_MS);
  });

  it('is cancelled when the window is closed before the payment completes', async () => {
    const h = harness({ closeAtMs: 9000 });
    expect((await runPopupPayment(h.deps)).outcome).toBe('cancelled');
    expect(h.popup.closedBy).toBe('user');
  });

  it('still completes when the window closes right after paying', async () => {
    const h = harness({ closeAtMs: 5000, statuses: (t) => (t >= 5000 ? 'completed' : 'pending') });
    expect((await runPopupPayment(h.deps)).outcome).toBe('completed');
  });

  it('keeps polling through a failed status check', async () => {
    let calls = 0;
    const h = harness({ statuses: () => (++calls === 1 ? new Error('network') : 'completed') });
    expect((await runPopupPayment(h.deps)).outcome).toBe('completed');
    expect(h.checks).toEqual([3000, 5000]);
  });

  it('is blocked when the browser refuses the popup, before asking the server anything', async () => {
    let created = false;
    const h = harness({
      popup: false,
      checkout: async () => {
        created = true;
        return { url: 'x', sessionId: 'y' };
      },
    });
    expect((await runPopupPayment(h.deps)).outcome).toBe('blocked');
    expect(created).toBe(false);
    expect(h.phases).toEqual([]);
  });

  it('closes the popup and reports setup failure when checkout cannot be created', async () => {
    const h = harness({
      checkout: async () => {
        throw new Error('503: Card payments are not configured on this server.');
      },
    });
    expect(await runPopupPayment(h.deps)).toEqual({
      outcome: 'setup-failed',
      tokens: 0,
      detail: '503: Card payments are not configured on this server.',
    });
    expect(h.popup.closedBy).toBe('flow');
  });
});
