import type { Config } from '../../config';
import { HttpError } from '../../lib/http-errors';
import type { BillingService, Owner } from '../billing/billing-service';
import { detectAudio, estimatedSeconds } from './audio-kind';

/** The most audio one utterance may carry, as OpenAI's transcription API allows. */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;
/** Speech is billed as words: about 150 spoken words a minute, at the speech service's (OpenAI's) rate. */
const WORDS_PER_SECOND = 2.5;

export const NOT_CONFIGURED =
  'Voice transcription is not set up on this server: set OPENAI_API_KEY, or TRANSCRIBE_BASE_URL (and ' +
  'TRANSCRIBE_MODEL) for a Whisper server that speaks the OpenAI transcription API.';

/** Speech to text through an OpenAI-compatible service, with the AI SDK's transcription client. */
export function createTranscriptionService(config: Config, billing: BillingService) {
  return {
    configured: config.transcription !== null,

    async transcribe(owner: Owner, audio: Buffer): Promise<{ text: string; seconds: number; tokensCharged: number }> {
      const settings = config.transcription;
      if (!settings) throw new HttpError(503, NOT_CONFIGURED);
      if (audio.length === 0) throw new HttpError(400, 'The recording is empty.');
      const kind = detectAudio(audio);
      if (!kind)
        throw new HttpError(415, 'This is not audio the server can transcribe (WebM, MP4, Ogg, WAV, FLAC or MP3).');
      const guess = estimatedSeconds(audio.length, kind);
      const reserved = await billing.reserve(owner, {
        provider: 'openai',
        words: Math.ceil(guess * WORDS_PER_SECOND),
        purpose: 'transcription',
      });
      if (!reserved.ok) {
        throw new HttpError(
          402,
          `Insufficient tokens: transcribing this costs ${reserved.required} tokens and you have ${reserved.balance}.`,
        );
      }
      try {
        const [{ experimental_transcribe: transcribe }, { createOpenAI }] = await Promise.all([
          import('ai'),
          import('@ai-sdk/openai'),
        ]);
        const client = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl });
        const result = await transcribe({
          model: client.transcription(settings.model),
          audio: new Uint8Array(audio),
          // With options present the SDK asks Whisper models for verbose_json, which reports the duration.
          providerOptions: { openai: {} },
          maxRetries: 1,
          abortSignal: AbortSignal.timeout(config.aiTimeoutMs),
        });
        const seconds = Math.max(1, Math.ceil(result.durationInSeconds ?? guess));
        const { charged } = await billing.settle(reserved.reservation, {
          provider: 'openai',
          words: Math.ceil(seconds * WORDS_PER_SECOND),
        });
        return { text: result.text.trim(), seconds, tokensCharged: charged };
      } catch (error) {
        await billing.refund(reserved.reservation);
        const status =
          (error as { statusCode?: number; lastError?: { statusCode?: number } }).statusCode ??
          (error as { lastError?: { statusCode?: number } }).lastError?.statusCode;
        if ((error as { name?: string }).name === 'AI_NoTranscriptGeneratedError')
          return { text: '', seconds: guess, tokensCharged: 0 };
        throw new HttpError(
          502,
          status
            ? `The transcription service answered with an error (HTTP ${status}).`
            : 'The transcription service could not be reached.',
        );
      }
    },
  };
}

export type TranscriptionService = ReturnType<typeof createTranscriptionService>;
