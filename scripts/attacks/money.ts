// Attacks on the money rules: amounts that are not numbers, full solutions for no tokens, GPTZero on our key.
import type { FakeGptZero } from './fake-gptzero';
import type { Client, Outcome } from './http-client';
import type { Attack } from './measure';

const QUADRATIC = 'Solve x**2 - 5*x + 6 = 0';

// The engine's whole solution ends with its final answer; the free 30% stops well before it.
const cutOrWhole = (creditLimited: boolean, text: string, what: string) =>
  creditLimited && !text.includes('Final answer') ? `a free 30% of the solution, as for ${what}` : 'THE WHOLE SOLUTION';

export function moneyAttacks(client: Client, gptzero: FakeGptZero): Attack[] {
  const { post, postJson, timed, register, buyer } = client;
  // Set by the GPTZero attack's run, read by its verdict.
  let unasked = -1;
  let refusedFree = false;
  let paidCalls = -1;
  const essay =
    'The committee reviewed the proposal in detail and found that the budget, the schedule and the staffing ' +
    'plan were consistent with the goals of the programme. It recommends approval with two small changes.';
  return [
    {
      name: 'checkout with `true` and `[10]` as the amount',
      expect: 'refusal',
      run: async () => {
        const { cookie } = await register(`buyer${Date.now()}`, 'long enough');
        return [
          await postJson('/api/create-checkout-session', { amount: true }, cookie),
          await postJson('/api/create-checkout-session', { amount: [10] }, cookie),
        ];
      },
    },
    {
      name: 'a solvable problem to POST /api/chat, local, no tokens',
      expect: 'answer',
      run: async () => [
        await timed(
          () => post('/api/chat', { message: QUADRATIC, provider: 'local' }),
          async (res) => {
            const body = (await res.json()) as { creditLimited: boolean; response: string };
            return cutOrWhole(body.creditLimited, body.response, '/api/process-text');
          },
        ),
      ],
    },
    {
      name: 'a solvable problem to POST /api/refine-solution, local, no tokens',
      expect: (outcomes) => outcomes.every((o) => o.status === 200 && o.note.startsWith('a free 30%')),
      run: async () => [
        await timed(
          () =>
            post('/api/refine-solution', {
              originalProblem: QUADRATIC,
              currentSolution: 'x = 2 or x = 3',
              feedback: 'Show every step, please.',
              provider: 'local',
            }),
          async (res) => {
            const body = (await res.json()) as { creditLimited?: boolean; refinedSolution?: string; message?: string };
            if (res.status !== 200) return body.message ?? `HTTP ${res.status}`;
            return cutOrWhole(Boolean(body.creditLimited), body.refinedSolution ?? '', '/api/process-text');
          },
        ),
      ],
    },
    {
      // The fake GPTZero counts what reaches it; the paid request at the end proves the server does reach it.
      name: '20 × POST /api/humanize/analyze without asking for the second opinion (GPTZero on a counting fake)',
      expect: (outcomes) => outcomes.every((o) => o.status !== 500) && unasked === 0 && refusedFree && paidCalls === 1,
      run: async () => {
        const before = gptzero.calls();
        const outcomes: Outcome[] = [];
        for (let i = 0; i < 20; i++)
          outcomes.push(await postJson('/api/humanize/analyze', { text: `${essay} (${i})` }));
        unasked = gptzero.calls() - before;
        const free = await postJson('/api/humanize/analyze', { text: essay, secondOpinion: true });
        refusedFree = free.status === 402 && gptzero.calls() - before === 0;
        const cookie = await buyer(`reader${Date.now()}`);
        const paid = await postJson('/api/humanize/analyze', { text: essay, secondOpinion: true }, cookie);
        paidCalls = gptzero.calls() - before;
        const statuses = outcomes.every((o) => o.status === 200) ? '20 × 200' : 'NOT ALL 200';
        outcomes[0] = {
          ...(outcomes[0] as Outcome),
          note:
            `${statuses}, GPTZero asked ${unasked} times; asking with 0 tokens: ${free.status} "${free.note}"; ` +
            `asking with 30,000 tokens: ${paid.status}, GPTZero asked ${paidCalls - unasked} time(s)`,
        };
        return [...outcomes, free, paid];
      },
    },
  ];
}
