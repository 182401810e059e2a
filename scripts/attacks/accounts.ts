// Attacks on accounts: reserved names, unstorable and look-alike names, guessing that would lock owners out.
import { pause } from '../bench-stats.mjs';
import { type Client, type Outcome, cookiesOf, messageOf } from './http-client';
import type { Attack } from './measure';

const short = (text: string) => (text.length > 30 ? `${text.slice(0, 29)}…` : text);

export function accountAttacks(client: Client): Attack[] {
  const { post, postJson, timed, register } = client;

  /** A sign-in, with the Retry-After the throttle sent (0 when none). */
  async function login(username: string, password: string, cookie = '') {
    let retryAfter = 0;
    const outcome = await timed(
      () => post('/api/login', { username, password }, cookie),
      async (res) => {
        retryAfter = Number(res.headers.get('retry-after') ?? 0);
        return messageOf(res);
      },
    );
    return { ...outcome, retryAfter };
  }

  // Set by the thirty-guesses attack's run, read by its verdict.
  let delaysGrew = false;
  let lookAlikeFolded = false;

  return [
    {
      name: '`BOSS` registered while `boss` is in UNLIMITED_USERS',
      expect: 'refusal',
      run: async () => [await postJson('/api/register', { username: 'BOSS', password: 'squatter pw' })],
    },
    {
      name: 'a NUL in a username',
      expect: 'refusal',
      run: async () => [await postJson('/api/register', { username: 'ad\u0000a', password: 'long enough' })],
    },
    {
      name: 'five wrong passwords for a name, then its owner',
      expect: 'answer',
      run: async () => {
        const name = `owner${Date.now()}`;
        await register(name, 'the right one');
        for (let i = 0; i < 5; i++) await postJson('/api/login', { username: name, password: `guess ${i}` });
        const started = performance.now();
        let last = await postJson('/api/login', { username: name, password: 'the right one' });
        // The owner is made to wait (a second, doubling per further failure), never locked out.
        while (last.status === 429) {
          await pause(1000);
          last = await postJson('/api/login', { username: name, password: 'the right one' });
        }
        return [
          { ...last, ms: performance.now() - started, note: `${last.note.slice(0, 40)}… signed in after waiting` },
        ];
      },
    },
    {
      name: 'look-alike names (zero-width, bidi override, Cyrillic `а`, NFD) of a registered NFC name',
      expect: (outcomes) => outcomes.every((o) => o.status >= 400 && o.status < 500) && lookAlikeFolded,
      run: async () => {
        const stamp = Date.now();
        const name = `maría${stamp}`;
        const owner = await register(name, 'the right one');
        const tries: [string, string][] = [
          ['zero-width', `mar\u200Bía${stamp}`],
          ['bidi override', `\u202Emaría${stamp}`],
          ['Cyrillic а', `m\u0430ría${stamp}`],
          ['NFD', name.normalize('NFD')],
        ];
        const outcomes: Outcome[] = [];
        for (const [, username] of tries)
          outcomes.push(await postJson('/api/register', { username, password: 'x-pw-x' }));
        // Folded into the owner's account: the NFD form with the owner's password reaches the same account.
        const signedIn = await post('/api/login', { username: name.normalize('NFD'), password: 'the right one' });
        const id = ((await signedIn.json()) as { id?: string }).id;
        lookAlikeFolded = owner.status === 200 && (signedIn.status !== 200 || id === owner.id);
        const told = tries.map(([what], i) => `${what} ${outcomes[i]?.status} "${short(outcomes[i]?.note ?? '')}"`);
        outcomes[0] = {
          ...(outcomes[0] as Outcome),
          note: `${told.join('; ')}; signing in with the NFD form: ${signedIn.status === 200 ? (id === owner.id ? 'the same account' : 'ANOTHER ACCOUNT') : signedIn.status}`,
        };
        return outcomes;
      },
    },
    {
      name: 'thirty wrong passwords from one address for many names, then another user signs in',
      expect: (outcomes) => delaysGrew && outcomes.every((o) => [200, 401, 429].includes(o.status)),
      run: async () => {
        const stamp = Date.now();
        const owner = `neighbour${stamp}`;
        await register(owner, 'the right one');
        // The owner signed in from this browser before the attack: it holds the device cookie the throttle spares.
        const browser = cookiesOf(await post('/api/login', { username: owner, password: 'the right one' }));
        const guesses: (Outcome & { retryAfter: number })[] = [];
        for (let i = 0; i < 30; i++) guesses.push(await login(`victim${i}-${stamp}`, `guess ${i}`));
        // An attacker who waits out each delay gets one more guess, and a longer delay after it.
        const firstWait = guesses.at(-1)?.retryAfter ?? 0;
        await pause(firstWait * 1000);
        const waited = await login(`victim-late-${stamp}`, 'guess late');
        const nextWait = (await login(`victim-later-${stamp}`, 'guess later')).retryAfter;
        const ownHere = await login(owner, 'the right one', browser);
        // The same owner on a browser it never signed in from: behind the address, so it waits, but gets in.
        const started = performance.now();
        let elsewhere = await login(owner, 'the right one');
        while (elsewhere.status === 429 && performance.now() - started < 90_000) {
          await pause(elsewhere.retryAfter * 1000);
          elsewhere = await login(owner, 'the right one');
        }
        const newBrowserMs = performance.now() - started;
        const count = (status: number) => guesses.filter((g) => g.status === status).length;
        const refused = guesses.find((g) => g.status === 429);
        delaysGrew = firstWait > 0 && nextWait > firstWait && ownHere.status === 200 && elsewhere.status === 200;
        const summary: Outcome = {
          status: refused?.status ?? guesses.at(-1)?.status ?? 0,
          ms: Math.max(...guesses.map((g) => g.ms)),
          note:
            `${count(401)} × 401, then ${count(429)} × 429 "${refused?.note ?? ''}"; waiting it out: ${waited.status}, ` +
            `then Retry-After ${firstWait} → ${nextWait} s; the owner: ${ownHere.status} in ${Math.round(ownHere.ms)} ms ` +
            `from its browser, ${elsewhere.status} after ${(newBrowserMs / 1000).toFixed(1)} s from a new one`,
        };
        return [summary, ...guesses, waited, ownHere, { ...elsewhere, ms: newBrowserMs }];
      },
    },
  ];
}
