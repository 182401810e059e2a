import { type ProviderId, type ProviderInfo, type ProvidersResponse, providerLabels } from '@zhi/contract';
import type { Config, ProviderSettings } from '../../config';
import { type RateConfig, quoteTokens } from '../billing/rates';

/** Models used when the operator names none; each can be changed with <PROVIDER>_MODEL. */
export const defaultModels = {
  anthropic: 'claude-sonnet-4-5',
  openai: 'gpt-4.1',
  deepseek: 'deepseek-chat',
  perplexity: 'sonar-pro',
} as const;

interface Requirement {
  variable: string;
  present: boolean;
}

function describe(id: ProviderId, model: string | null, requirements: Requirement[], rates: RateConfig): ProviderInfo {
  const missing = requirements.filter((r) => !r.present).map((r) => r.variable);
  const available = missing.length === 0;
  return {
    id,
    name: providerLabels[id],
    available,
    reason: available ? null : `Not configured on this server: set ${missing.join(' and ')}.`,
    model,
    tokensPer1000Words: quoteTokens(id, 1000, rates),
  };
}

const keyed = (id: keyof typeof defaultModels, variable: string, settings: ProviderSettings, rates: RateConfig) =>
  describe(id, settings.model ?? defaultModels[id], [{ variable, present: Boolean(settings.apiKey) }], rates);

/** Which AI providers this server can use, in picker order; `local` is always available. */
export function listProviders(config: Config): ProvidersResponse {
  const p = config.providers;
  const providers: ProviderInfo[] = [
    keyed('anthropic', 'ANTHROPIC_API_KEY', p.anthropic, config),
    keyed('openai', 'OPENAI_API_KEY', p.openai, config),
    keyed('deepseek', 'DEEPSEEK_API_KEY', p.deepseek, config),
    keyed('perplexity', 'PERPLEXITY_API_KEY', p.perplexity, config),
    // Azure names a deployment, not a model, so there is no sensible default.
    describe(
      'azure',
      p.azure.model ?? null,
      [
        { variable: 'AZURE_OPENAI_API_KEY', present: Boolean(p.azure.apiKey) },
        { variable: 'AZURE_OPENAI_BASE_URL', present: Boolean(p.azure.baseUrl) },
        { variable: 'AZURE_OPENAI_MODEL', present: Boolean(p.azure.model) },
      ],
      config,
    ),
  ];
  // A self-hosted OpenAI-compatible server is an operator's addition: listed only once it is named.
  if (p.openaiCompatible.baseUrl) {
    providers.push(
      describe(
        'openai-compatible',
        p.openaiCompatible.model ?? null,
        [{ variable: 'OPENAI_COMPATIBLE_MODEL', present: Boolean(p.openaiCompatible.model) }],
        config,
      ),
    );
  }
  providers.push(describe('local', null, [], config));
  const defaultProvider = providers.find((provider) => provider.available)?.id ?? 'local';
  return { providers, defaultProvider };
}
