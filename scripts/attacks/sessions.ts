// Attacks on sessions: a body-less logout, and cookie-less requests that once stored a session row each.
import path from 'node:path';
import type { Client, Outcome } from './http-client';
import type { Attack } from './measure';

// What a page or a script reads without a cookie; each once stored a session row (a few per visitor).
const READS = ['/api/session', '/api/balance', '/api/assignments', '/api/me', '/api/config'];

/** Session rows created between two instants, read from the stopped server's embedded database. */
async function sessionRowsBetween(dataDir: string, from: Date, to: Date): Promise<{ during: number; total: number }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ during: number; total: number }>(
      'select count(*) filter (where created_at between $1 and $2)::int as during, count(*)::int as total from sessions',
      [from.toISOString(), to.toISOString()],
    );
    return rows[0] ?? { during: -1, total: -1 };
  } finally {
    await db.close();
  }
}

export function sessionAttacks({ base, postJson, timed }: Client): Attack[] {
  // The window of the cookie-less requests: rows created in it are theirs (attacks run one at a time).
  let from = new Date();
  let to = new Date();
  let summary = '';
  return [
    {
      name: 'POST /api/logout with an empty JSON body',
      expect: 'answer',
      run: async () => [await postJson('/api/logout', '')],
    },
    {
      name: '50 requests without a cookie (GET session, balance, assignments, me, config)',
      expect: (outcomes) => outcomes.every((o) => o.status === 200 || o.status === 401),
      run: async () => {
        from = new Date();
        const outcomes: Outcome[] = [];
        let cookies = 0;
        for (let i = 0; i < 50; i++) {
          const url = READS[i % READS.length] as string;
          outcomes.push(
            await timed(
              () => fetch(`${base}${url}`),
              async (res) => {
                if (res.headers.getSetCookie().length) cookies++;
                return `${url} ${res.status}`;
              },
            ),
          );
        }
        to = new Date();
        const statuses = [...new Set(outcomes.map((o) => o.status))].join('/');
        summary = `50 answered ${statuses} (401: /api/me), ${cookies} with a Set-Cookie (a session not stored until something is kept)`;
        outcomes[0] = { ...(outcomes[0] as Outcome), note: summary };
        return outcomes;
      },
      afterStop: async (dataDir) => {
        const rows = await sessionRowsBetween(dataDir, from, to);
        return {
          met: rows.during === 0,
          note: `${summary}; session rows stored meanwhile: ${rows.during} (counted in the stopped server's database; ${rows.total} in all)`,
        };
      },
    },
  ];
}
