import type { ProviderId } from '@zhi/contract';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config';
import { defaultModels } from '../providers/catalog';

export interface ChosenModel {
  model: LanguageModel;
  /** The model (or Azure deployment) name, reported with the result. */
  name: string;
}

/**
 * The AI SDK model for a provider as this server is configured, or null for the local engine or a provider that
 * is not configured. SDKs load on first use: most requests never need them.
 */
export async function languageModelFor(provider: ProviderId, config: Config): Promise<ChosenModel | null> {
  const p = config.providers;
  switch (provider) {
    case 'anthropic': {
      if (!p.anthropic.apiKey) return null;
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      const name = p.anthropic.model ?? defaultModels.anthropic;
      return { model: createAnthropic({ apiKey: p.anthropic.apiKey, baseURL: p.anthropic.baseUrl })(name), name };
    }
    case 'openai': {
      if (!p.openai.apiKey) return null;
      const { createOpenAI } = await import('@ai-sdk/openai');
      const name = p.openai.model ?? defaultModels.openai;
      return { model: createOpenAI({ apiKey: p.openai.apiKey, baseURL: p.openai.baseUrl })(name), name };
    }
    case 'deepseek': {
      if (!p.deepseek.apiKey) return null;
      const { createDeepSeek } = await import('@ai-sdk/deepseek');
      const name = p.deepseek.model ?? defaultModels.deepseek;
      return { model: createDeepSeek({ apiKey: p.deepseek.apiKey, baseURL: p.deepseek.baseUrl })(name), name };
    }
    case 'perplexity': {
      if (!p.perplexity.apiKey) return null;
      const { createPerplexity } = await import('@ai-sdk/perplexity');
      const name = p.perplexity.model ?? defaultModels.perplexity;
      return { model: createPerplexity({ apiKey: p.perplexity.apiKey, baseURL: p.perplexity.baseUrl })(name), name };
    }
    case 'azure': {
      if (!p.azure.apiKey || !p.azure.baseUrl || !p.azure.model) return null;
      const { createAzure } = await import('@ai-sdk/azure');
      // Azure's model is the deployment's name; the base URL is the resource's …/openai endpoint.
      return {
        model: createAzure({ apiKey: p.azure.apiKey, baseURL: p.azure.baseUrl })(p.azure.model),
        name: p.azure.model,
      };
    }
    case 'openai-compatible': {
      if (!p.openaiCompatible.baseUrl || !p.openaiCompatible.model) return null;
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const client = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: p.openaiCompatible.baseUrl,
        apiKey: p.openaiCompatible.apiKey,
      });
      return { model: client(p.openaiCompatible.model), name: p.openaiCompatible.model };
    }
    case 'local':
      return null;
  }
}
