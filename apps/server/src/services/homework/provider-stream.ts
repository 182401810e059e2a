import { type ProviderId, providerLabels } from '@zhi/contract';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import type { AnswerRequest, BillingService, Owner, TokenHold } from '../billing/billing-service';
import { maxOutputTokensFor } from '../billing/answer-limits';
import { type ChosenModel, languageModelFor } from '../humanizer/language-models';
import { describeProviderFailure } from '../humanizer/provider-errors';

class CutOff extends Error {
  override name = 'CutOff';
}

/** The provider finished without a word of answer. */
export class EmptyAnswer extends Error {
  override name = 'EmptyAnswer';
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

    /** Holds the input and the longest answer allowed (or what the balance pays for); 402 when it cannot. */
    async hold(owner: Owner, request: AnswerRequest): Promise<{ tokens: TokenHold; answerWords: number }> {
      const reserved = await billing.reserveForAnswer(owner, {
        ...request,
        inputWords: Math.max(1, request.inputWords),
      });
      if (!reserved.ok) throw insufficient(reserved.required, reserved.balance);
      return { tokens: reserved.reservation, answerWords: reserved.answerWords };
    },

    /**
     * Streams a provider's text into `emit`, the answer capped at `answerWords`; throws what went wrong (the text
     * so far already emitted), EmptyAnswer when the provider finished without a word.
     */
    async streamFrom(
      chosen: ChosenModel,
      request: { system: string; prompt: string; answerWords: number },
      emit: (s: string) => void,
      signal: AbortSignal,
    ): Promise<void> {
      const { streamText } = await import('ai');
      const result = streamText({
        model: chosen.model,
        system: request.system,
        prompt: request.prompt,
        maxOutputTokens: maxOutputTokensFor(request.answerWords),
        maxRetries: 1,
        abortSignal: AbortSignal.any([signal, AbortSignal.timeout(config.aiTimeoutMs)]),
        // Errors arrive as 'error' parts below; the SDK's default would also print them to the console.
        onError: () => {},
      });
      let finished = false;
      let said = false;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          if (part.text.trim()) said = true;
          emit(part.text);
        } else if (part.type === 'error') throw part.error;
        else if (part.type === 'abort') throw Object.assign(new Error('aborted'), { name: 'AbortError' });
        else if (part.type === 'finish') finished = part.finishReason === 'stop' || part.finishReason === 'length';
      }
      if (!finished) throw new CutOff('the stream ended before the provider finished');
      if (!said) throw new EmptyAnswer('the provider answered with no text');
    },

    failureText(error: unknown): string {
      if (error instanceof CutOff) return "the AI provider's answer was cut off before it finished";
      if (error instanceof EmptyAnswer) return 'the AI provider returned an empty answer';
      return describeProviderFailure(error, config.aiTimeoutMs);
    },
  };
}

export type ProviderStreamer = ReturnType<typeof createProviderStreamer>;
