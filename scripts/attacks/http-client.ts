// The requests the attacks send, each timed and read into a short line of what the attacker is told.

/** One request of an attack: its status, how long its answer took, and what it said. */
export interface Outcome {
  status: number;
  ms: number;
  note: string;
}

/** The message of a JSON error answer, else the start of the body. */
export const messageOf = async (res: Response) => {
  const text = await res.text();
  try {
    return (JSON.parse(text) as { message?: string }).message ?? text.slice(0, 80);
  } catch {
    return text.slice(0, 80);
  }
};

/** `name=value` pairs of a response's Set-Cookie headers, joined as a Cookie header. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');

/** The marker that ends a streamed solve, followed by its JSON summary. */
const STREAM_DONE = '[STREAM_DONE]';

export function createClient(base: string) {
  async function timed(request: () => Promise<Response>, read: (res: Response) => Promise<string>): Promise<Outcome> {
    const started = performance.now();
    const res = await request();
    const note = await read(res);
    return { status: res.status, ms: performance.now() - started, note };
  }

  const post = (url: string, body: unknown, cookie = '') =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const postJson = (url: string, body: unknown, cookie = '') => timed(() => post(url, body, cookie), messageOf);

  const upload = (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return timed(() => fetch(`${base}/api/extract-text`, { method: 'POST', body: form }), messageOf);
  };

  /** A streamed solve with the local engine; the note says whether it was cut to the free 30%. */
  const streamSolve = (problem: string): Promise<Outcome> =>
    timed(
      () => post('/api/process-text/stream', { inputText: problem, llmProvider: 'local' }),
      async (res) => {
        const body = await res.text();
        if (!body.includes(STREAM_DONE)) return `ENDED WITHOUT ITS SUMMARY: ${body.slice(0, 60)}`;
        try {
          const meta = JSON.parse(body.slice(body.lastIndexOf(STREAM_DONE) + STREAM_DONE.length)) as {
            creditLimited: boolean;
            error: string | null;
          };
          return meta.creditLimited ? 'a free 30% of the solution (no tokens)' : (meta.error ?? 'solved');
        } catch {
          return body.slice(0, 80);
        }
      },
    );

  /** A new account; its session cookie, and its id. */
  async function register(username: string, password: string): Promise<{ status: number; cookie: string; id: string }> {
    const res = await post('/api/register', { username, password });
    const body = (await res.json()) as { id?: string };
    return { status: res.status, cookie: cookiesOf(res), id: body.id ?? '' };
  }

  /** A signed-in user given the 30,000 tokens of the $10 pack, through the demo checkout. */
  async function buyer(username: string): Promise<string> {
    const { cookie } = await register(username, 'long enough');
    const checkout = (await (await post('/api/create-checkout-session', { amount: 10 }, cookie)).json()) as {
      sessionId: string;
    };
    const paid = await post(`/api/demo-payments/${checkout.sessionId}/complete`, {}, cookie);
    if (paid.status !== 200) throw new Error(`The demo payment answered ${paid.status}: ${await messageOf(paid)}`);
    return cookie;
  }

  return { base, timed, post, postJson, upload, streamSolve, register, buyer };
}

export type Client = ReturnType<typeof createClient>;
