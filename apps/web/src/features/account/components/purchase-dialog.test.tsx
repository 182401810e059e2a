import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { PurchaseDialog } from './purchase-dialog';

afterEach(() => vi.unstubAllGlobals());

const api = {
  '/api/balance': { tokenBalance: 12, unlimited: false, billing: true, authenticated: false, allowanceNote: null },
  '/api/payments/options': { card: 'demo', wallet: 'demo', paypalSdkUrl: null },
};

it('lists the four packs and asks anonymous visitors to sign in on every paid button', async () => {
  stubApi(api);
  const onSignInRequested = vi.fn();
  const user = userEvent.setup();
  renderWithApp(
    <PurchaseDialog open onOpenChange={() => undefined} signedIn={false} onSignInRequested={onSignInRequested} />,
  );
  expect(await screen.findByText(/Demo payments/)).toBeInTheDocument();
  const packs = [1, 10, 100, 1000].map((amount) => screen.getByTestId(`pack-${amount}`));
  expect(packs.map((pack) => pack.textContent)).toEqual([
    expect.stringContaining('2,000 tokens'),
    expect.stringContaining('30,000 tokens'),
    expect.stringContaining('600,000 tokens'),
    expect.stringContaining('10,000,000 tokens'),
  ]);
  expect(within(packs[1]!).getByText('Most popular')).toBeInTheDocument();
  const loginButtons = screen.getAllByRole('button', { name: 'Login Required' });
  expect(loginButtons).toHaveLength(4);
  await user.click(loginButtons[0]!);
  expect(onSignInRequested).toHaveBeenCalled();
  await user.click(screen.getByRole('tab', { name: 'Wallet' }));
  expect(screen.getAllByRole('button', { name: 'Login Required' })).toHaveLength(4);
});

it('offers Buy to signed-in users, and says when a tab has no provider', async () => {
  stubApi({ ...api, '/api/payments/options': { card: 'demo', wallet: null, paypalSdkUrl: null } });
  const user = userEvent.setup();
  renderWithApp(<PurchaseDialog open onOpenChange={() => undefined} signedIn onSignInRequested={() => undefined} />);
  expect(await screen.findByRole('button', { name: 'Buy 30K' })).toBeEnabled();
  await user.click(screen.getByRole('tab', { name: 'Wallet' }));
  expect(screen.getByText('Wallet payments are not available on this server.')).toBeInTheDocument();
});
