import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { listProviders } from './catalog';

const list = (env: Record<string, string> = {}) => listProviders(loadConfig(env));

describe('listProviders', () => {
  it('offers only the local engines when no key is set, and says what to set for the rest', () => {
    const { providers, defaultProvider } = list();
    expect(providers.map((p) => [p.id, p.name, p.available])).toEqual([
      ['anthropic', 'ZHI 1', false],
      ['openai', 'ZHI 2', false],
      ['deepseek', 'ZHI 3', false],
      ['perplexity', 'ZHI 4', false],
      ['azure', 'ZHI 5', false],
      ['local', 'ZHI Local', true],
    ]);
    expect(defaultProvider).toBe('local');
    expect(providers[0]!.reason).toBe('Not configured on this server: set ANTHROPIC_API_KEY.');
    expect(providers.at(-1)!.reason).toBeNull();
  });

  it('defaults to the first configured provider', () => {
    expect(list({ DEEPSEEK_API_KEY: 'k' }).defaultProvider).toBe('deepseek');
    expect(list({ DEEPSEEK_API_KEY: 'k', OPENAI_API_KEY: 'k' }).defaultProvider).toBe('openai');
  });

  it('uses the configured model, or a default', () => {
    const { providers } = list({ ANTHROPIC_API_KEY: 'k', OPENAI_API_KEY: 'k', OPENAI_MODEL: 'gpt-custom' });
    expect(providers.find((p) => p.id === 'openai')!.model).toBe('gpt-custom');
    expect(providers.find((p) => p.id === 'anthropic')!.model).toBeTruthy();
  });

  it('needs the key, endpoint and deployment for Azure, and names what is missing', () => {
    const partial = list({ AZURE_OPENAI_API_KEY: 'k' }).providers.find((p) => p.id === 'azure')!;
    expect(partial.available).toBe(false);
    expect(partial.reason).toBe('Not configured on this server: set AZURE_OPENAI_BASE_URL and AZURE_OPENAI_MODEL.');
    const full = list({
      AZURE_OPENAI_API_KEY: 'k',
      AZURE_OPENAI_BASE_URL: 'https://r.openai.azure.com/openai',
      AZURE_OPENAI_MODEL: 'dep',
    }).providers.find((p) => p.id === 'azure')!;
    expect(full).toMatchObject({ available: true, model: 'dep', reason: null });
  });

  it('lists a self-hosted OpenAI-compatible server only once the operator names it', () => {
    expect(list().providers.some((p) => p.id === 'openai-compatible')).toBe(false);
    const custom = list({ OPENAI_COMPATIBLE_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_COMPATIBLE_MODEL: 'llama3' });
    expect(custom.providers.find((p) => p.id === 'openai-compatible')).toMatchObject({
      name: 'ZHI Custom',
      available: true,
      model: 'llama3',
    });
    expect(custom.defaultProvider).toBe('openai-compatible');
  });
});
