import type { ProviderId, ProvidersResponse } from '@zhi/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../test/render';
import { ProviderPicker } from './provider-picker';

afterEach(() => vi.unstubAllGlobals());

const providers: ProvidersResponse = {
  providers: [
    { id: 'anthropic', name: 'ZHI 1', available: true, reason: null, model: 'claude', tokensPer1000Words: 2 },
    {
      id: 'openai',
      name: 'ZHI 2',
      available: false,
      reason: 'Not configured on this server: set OPENAI_API_KEY.',
      model: 'gpt',
      tokensPer1000Words: 2,
    },
    { id: 'local', name: 'ZHI Local', available: true, reason: null, model: null, tokensPer1000Words: 2 },
  ],
  defaultProvider: 'anthropic',
};

function Harness({ onChange }: { onChange: (id: ProviderId) => void }) {
  const [value, setValue] = useState<ProviderId>('anthropic');
  return (
    <ProviderPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

it('lists the providers, shows why one is unavailable, and does not let it be chosen', async () => {
  stubApi({ '/api/providers': providers });
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithApp(<Harness onChange={onChange} />);
  const trigger = screen.getByRole('combobox', { name: 'AI provider' });
  await waitFor(() => expect(trigger).toHaveTextContent('ZHI 1'));
  await user.click(trigger);
  const unavailable = await screen.findByRole('option', { name: /ZHI 2/ });
  expect(unavailable).toHaveAttribute('aria-disabled', 'true');
  expect(unavailable).toHaveTextContent('Not configured on this server: set OPENAI_API_KEY.');
  await user.click(screen.getByRole('option', { name: /ZHI Local/ }));
  expect(onChange).toHaveBeenCalledWith('local');
  expect(trigger).toHaveTextContent('ZHI Local');
});
