import { startHttpFake } from './http-fake';

export const FAKE_GPTZERO_KEY = 'gptzero-test-key';

type Mode = 'ok' | 'error' | 'slow' | 'garbage';

/** Enough of GPTZero's API for POST /v2/predict/text: the key checked, a document scored by its text. */
export async function startFakeGptZero() {
  let mode: Mode = 'ok';
  const fake = await startHttpFake(async (request) => {
    if (request.method !== 'POST' || request.path !== '/v2/predict/text') return { status: 404, body: {} };
    if (request.headers['x-api-key'] !== FAKE_GPTZERO_KEY) return { status: 401, body: { error: 'Invalid API key' } };
    if (mode === 'error') return { status: 500, body: { error: 'Internal error' } };
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
    if (mode === 'garbage') return { status: 200, body: { documents: [{ note: 'no scores here' }] } };
    const { document } = JSON.parse(request.body) as { document: string };
    // A score the test can predict: 0.87 when the text mentions "delve", else 0.12.
    const ai = document.includes('delve') ? 0.87 : 0.12;
    return {
      status: 200,
      body: {
        version: '2025-01-01-base',
        documents: [
          {
            completely_generated_prob: ai,
            average_generated_prob: ai,
            class_probabilities: { ai, human: 1 - ai, mixed: 0 },
            predicted_class: ai > 0.5 ? 'ai' : 'human',
          },
        ],
      },
    };
  });
  return {
    ...fake,
    setMode(next: Mode) {
      mode = next;
    },
  };
}
