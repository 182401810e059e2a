import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { renderWithApp, stubApi } from '../../test/render';
import { AppRouter } from './router';

afterEach(() => vi.unstubAllGlobals());

const api = {
  '/api/providers': {
    providers: [{ id: 'local', name: 'ZHI Local', available: true, reason: null, model: null, tokensPer1000Words: 2 }],
    defaultProvider: 'local',
  },
  '/api/session': { sessionId: '8c0f1c1e-5f0e-4c1e-9a51-1f0c2d3e4f50', authenticated: false },
  '/api/config': { version: '0.1.0', contactEmail: 'help@example.org', billing: true },
  '/api/me': () => new Response('{"message":"Not signed in."}', { status: 401 }),
  '/api/balance': { tokenBalance: 1000, unlimited: false, billing: true, authenticated: false, allowanceNote: null },
  '/api/payments/options': { card: 'demo', wallet: 'demo', paypalSdkUrl: null },
};

const renderAt = (path: string) => {
  stubApi(api);
  const { hook } = memoryLocation({ path });
  return renderWithApp(
    <Router hook={hook}>
      <AppRouter />
    </Router>,
  );
};

describe('routes', () => {
  it('/ is the Homework Assistant with its cards, header controls and the humanizer below', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Homework Assistant' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assignment Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solution' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Assignment/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Humanizer' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'help@example.org' })).toHaveAttribute(
      'href',
      'mailto:help@example.org',
    );
    await waitFor(() => expect(screen.getByTestId('account-card')).toHaveTextContent('Guest'));
  });

  it('/gpt-bypass is the Humanizer with boxes A, B and C and a link home', () => {
    renderAt('/gpt-bypass');
    expect(screen.getByRole('heading', { level: 1, name: 'Humanizer' })).toBeInTheDocument();
    for (const box of ['Box A: Input', 'Box B: Style sample', 'Box C: Output']) {
      expect(screen.getByLabelText(box)).toBeInTheDocument();
    }
    // Box C is editable: the user may polish the rewrite before downloading it (decision 010).
    expect(screen.getByLabelText('Box C: Output')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Homework Assistant' })).toHaveAttribute('href', '/');
  });

  it('anything else is a 404 page with a link home', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Homework Assistant' })).toHaveAttribute('href', '/');
  });

  it('hides the contact link when no address is configured', async () => {
    stubApi({ ...api, '/api/config': { version: '0.1.0', contactEmail: null, billing: true } } as never);
    const { hook } = memoryLocation({ path: '/' });
    renderWithApp(
      <Router hook={hook}>
        <AppRouter />
      </Router>,
    );
    await screen.findByTestId('account-card');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
