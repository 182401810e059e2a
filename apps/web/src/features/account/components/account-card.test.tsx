import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../../test/render';
import { AccountCard } from './account-card';

afterEach(() => vi.unstubAllGlobals());

const anonymous = (tokenBalance: number, allowanceNote: string | null = null) => ({
  '/api/me': () => new Response('{"message":"Not signed in."}', { status: 401 }),
  '/api/balance': { tokenBalance, unlimited: false, billing: true, authenticated: false, allowanceNote },
  '/api/payments/options': { card: 'demo', wallet: 'demo', paypalSdkUrl: null },
});

describe('the account card', () => {
  it('shows a loading state first', () => {
    stubApi(anonymous(1000));
    renderWithApp(<AccountCard />);
    expect(screen.getByTestId('account-card')).toHaveTextContent('Loading account…');
  });

  it('shows an anonymous visitor their allowance and the way to full access', async () => {
    stubApi(anonymous(1000));
    renderWithApp(<AccountCard />);
    const card = await screen.findByTestId('account-card');
    await waitFor(() => expect(card).toHaveTextContent('Guest'));
    expect(within(card).getByTestId('token-balance')).toHaveTextContent('1K tokens');
    expect(within(card).getByRole('button', { name: 'Get Full Access' })).toBeInTheDocument();
    expect(within(card).queryByText('Low')).not.toBeInTheDocument();
  });

  it.each([
    [999, 'Low'],
    [42, 'Very Low'],
  ])('marks a balance of %i %s', async (tokens, mark) => {
    stubApi(anonymous(tokens));
    renderWithApp(<AccountCard />);
    const balance = await screen.findByTestId('token-balance');
    expect(balance).toHaveTextContent(mark);
  });

  it('explains a zero balance when the network used up its free allowances', async () => {
    stubApi(anonymous(0, 'The free allowance for new visitors from this network is used up for today.'));
    renderWithApp(<AccountCard />);
    expect(await screen.findByText('why 0?')).toBeInTheDocument();
  });

  it('shows a signed-in user, their balance in M, and Logout', async () => {
    const fetchMock = stubApi({
      '/api/me': {
        id: '8c0f1c1e-5f0e-4c1e-9a51-1f0c2d3e4f50',
        username: 'ada@example.org',
        tokenBalance: 2_500_000,
        unlimited: false,
      },
      '/api/balance': {
        tokenBalance: 2_500_000,
        unlimited: false,
        billing: true,
        authenticated: true,
        allowanceNote: null,
      },
      '/api/logout': { ok: true },
      '/api/payments/options': { card: 'demo', wallet: 'demo', paypalSdkUrl: null },
    });
    const user = userEvent.setup();
    renderWithApp(<AccountCard />);
    const card = await screen.findByTestId('account-card');
    await waitFor(() => expect(card).toHaveTextContent('ada@example.org'));
    expect(within(card).getByTestId('token-balance')).toHaveTextContent('2.5M tokens');
    await user.click(within(card).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/logout')).toBe(true));
  });

  it('says Unlimited for an unlimited account and offers no purchase', async () => {
    stubApi({
      '/api/me': { id: '8c0f1c1e-5f0e-4c1e-9a51-1f0c2d3e4f50', username: 'teacher', tokenBalance: 0, unlimited: true },
      '/api/balance': { tokenBalance: 0, unlimited: true, billing: true, authenticated: true, allowanceNote: null },
    });
    renderWithApp(<AccountCard />);
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy Tokens' })).not.toBeInTheDocument();
  });
});
