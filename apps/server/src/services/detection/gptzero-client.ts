import type { SecondOpinion } from '@zhi/contract';

export interface GptZeroSettings {
  apiKey: string;
  apiBase: string;
  timeoutMs: number;
}

interface GptZeroDocument {
  completely_generated_prob?: number;
  class_probabilities?: { ai?: number; human?: number; mixed?: number };
  predicted_class?: string;
}

const NAME = 'GPTZero';
const failed = (message: string): SecondOpinion => ({
  name: NAME,
  status: 'failed',
  aiScore: null,
  label: null,
  message,
});

/** Reads GPTZero's answer: the AI class probability when given, else the whole-document probability. */
function opinionOf(body: unknown): SecondOpinion {
  const doc = (body as { documents?: GptZeroDocument[] } | null)?.documents?.[0];
  const probability = doc?.class_probabilities?.ai ?? doc?.completely_generated_prob;
  if (typeof probability !== 'number' || !Number.isFinite(probability) || probability < 0 || probability > 1) {
    return failed('GPTZero answered, but its answer held no score we could read.');
  }
  const label = typeof doc?.predicted_class === 'string' ? doc.predicted_class : null;
  return { name: NAME, status: 'ok', aiScore: Math.round(probability * 100), label, message: null };
}

function failureOfStatus(status: number): string {
  if (status === 401 || status === 403) return `GPTZero refused the API key (HTTP ${status}).`;
  if (status === 429) return 'GPTZero is limiting requests right now (HTTP 429); try again shortly.';
  if (status === 400 || status === 422) return `GPTZero would not judge this text (HTTP ${status}).`;
  return `GPTZero answered with an error (HTTP ${status}).`;
}

/** Asks GPTZero (POST /v2/predict/text); never throws: a failure comes back as a failed opinion with a reason. */
export async function askGptZero(settings: GptZeroSettings, text: string): Promise<SecondOpinion> {
  let response: Response;
  try {
    response = await fetch(new URL('/v2/predict/text', settings.apiBase), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': settings.apiKey },
      body: JSON.stringify({ document: text }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return failed(
      timedOut
        ? `GPTZero did not answer within ${Number((settings.timeoutMs / 1000).toFixed(1))} s.`
        : 'GPTZero could not be reached.',
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    return failed(failureOfStatus(response.status));
  }
  try {
    return opinionOf(await response.json());
  } catch {
    return failed('GPTZero answered, but its answer held no score we could read.');
  }
}
