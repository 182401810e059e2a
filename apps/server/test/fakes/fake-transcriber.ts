import { FAKE_AI_KEY } from './fake-ai-providers';
import { startHttpFake } from './http-fake';

/**
 * A fake of OpenAI's POST /v1/audio/transcriptions (and Whisper servers that copy it): checks the key, the
 * model and the file part, and answers the scripted texts in order, then `fallback`, after `delayMs`.
 * `failNext` answers 500.
 */
export async function startFakeTranscriber(script: string[] = [], fallback = 'hello world', delayMs = 0) {
  const queue = [...script];
  let failures = 0;
  const fake = await startHttpFake(async (request) => {
    // A pause like a real service's, so a page can be seen waiting.
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (request.path !== '/v1/audio/transcriptions') return { status: 404, body: { error: { message: 'not found' } } };
    if (request.headers.authorization !== `Bearer ${FAKE_AI_KEY}`) {
      return { status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } };
    }
    if (failures > 0) {
      failures--;
      return { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } };
    }
    const model = /name="model"\r\n\r\n([^\r]*)/.exec(request.body)?.[1];
    if (!model || !/name="file"; filename="audio\.\w+"/.test(request.body)) {
      return {
        status: 400,
        body: { error: { message: 'model and file are required', type: 'invalid_request_error' } },
      };
    }
    const verbose = /name="response_format"\r\n\r\nverbose_json/.test(request.body);
    const text = queue.shift() ?? fallback;
    return { status: 200, body: verbose ? { text, language: 'english', duration: 2.5, segments: [] } : { text } };
  });
  return {
    ...fake,
    failNext(times = 1) {
      failures += times;
    },
  };
}
