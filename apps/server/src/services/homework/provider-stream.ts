import { type ProviderId, providerLabels } from '@zhi/contract';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import type { BillingService, Owner, TokenHold } from '../billing/billing-service';
import { type ChosenModel, languageModelFor } from '../humanizer/language-models';
import { describeProviderFailure } from '../humanizer/provider-errors';

class CutOff extends Error {
  override name = 'CutOff';
}

export const insufficient = (required: number, balance: number) =>
  new HttpError(
    402,
    `Insufficient tokens: this costs ${required.toLocaleString('en-US')} tokens and you have ${balance.toLocaleString('en-US')}.`,
  );

/** The pieces every homework call shares: the provider's model, a token hold, a stream, a failure in words. */
export function createProviderStreamer(config: Config, billing: BillingService) {
  return {
    /** The AI SDK model for a provider, null for the local engine; 400 for a provider this server lacks. */
    async modelFor(provider: ProviderId): Promise<ChosenModel | null> {
      if (provider === 'local') return null;
      const chosen = await languageModelFor(provider, config);
      if (!chosen) throw new HttpError(400, `${providerLabels[provider]} is not configured on this server.`);
      return chosen;
    },

    async hold(owner: Owner, provider: ProviderId, words: number, purpose: string): Promise<TokenHold> {
      const reserved = await billing.reserve(owner, { provider, words: Math.max(1, words), purpose });
      if (!reserved.ok) throw insufficient(reserved.required, reserved.balance);
      return reserved.reservation;
    },

    /** Streams a provider's text into `emit`; throws what went wrong, with the text so far already emitted. */
    async streamFrom(
      chosen: ChosenModel,
      request: { system: string; prompt: string },
      emit: (s: string) => void,
      signal: AbortSignal,
    ): Promise<void> {
      const { streamText } = await import('ai');
      const result = streamText({
        model: chosen.model,
        system: request.system,
        prompt: request.prompt,
        maxRetries: 1,
        abortSignal: AbortSignal.any([signal, AbortSignal.timeout(config.aiTimeoutMs)]),
        // Errors arrive as 'error' parts below; the SDK's default would also print them to the console.
        onError: () => {},
      });
      let finished = false;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') emit(part.text);
        else if (part.type === 'error') throw part.error;
        else if (part.type === 'abort') throw Object.assign(new Error('aborted'), { name: 'AbortError' });
        else if (part.type === 'finish') finished = part.finishReason === 'stop' || part.finishReason === 'length';
      }
      if (!finished) throw new CutOff('the stream ended before the provider finished');
    },

    failureText(error: unknown): string {
      return error instanceof CutOff
        ? "the AI provider's answer was cut off before it finished"
        : describeProviderFailure(error, config.aiTimeoutMs);
    },
  };
}

export type ProviderStreamer = ReturnType<typeof createProviderStreamer>;
