import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ASSIGNMENTS } from '../src/services/homework/assignment-store';
import { MAX_PENDING_PAYMENTS } from '../src/services/payments/payment-store';
import { clientFor } from './helpers/client';
import { type TestApp, createTestApp } from './helpers/test-app';

const DONE = '[STREAM_DONE]';

describe('what one owner may pile up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { RATE_LIMIT_PER_MINUTE: '0', ANONYMOUS_ALLOWANCE_TOKENS: '100000' },
    });
  });
  afterAll(async () => t.close());

  it(`keeps at most ${MAX_ASSIGNMENTS} assignments: saving says so, a solve is shown and said not saved`, async () => {
    const visitor = clientFor(t.app);
    const first = await visitor.post('/api/save-assignment', { inputText: 'Solve x = 1', title: 'First' });
    expect(first.statusCode).toBe(200);
    // Fill the rest of the owner's room directly, as a script would have over time.
    const owner = (await visitor.get('/api/session')).json().sessionId as string;
    await t.database.handle.db.execute(
      sql`insert into assignments (session_id, input_text, title)
          select ${owner}::uuid, 'filler', 'Filler ' || n from generate_series(2, ${MAX_ASSIGNMENTS}) as n`,
    );
    const refused = await visitor.post('/api/save-assignment', { inputText: 'Solve x = 2', title: 'One more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'You have 1,000 saved assignments, the most that can be kept. Delete some to save new ones.',
    );
    const body = (await visitor.post('/api/process-text/stream', { inputText: 'Solve 2x+3=7' })).body;
    const meta = JSON.parse(body.slice(body.lastIndexOf(DONE) + DONE.length));
    expect(body).toContain('Final answer: 2');
    expect(meta).toMatchObject({ success: true, assignmentId: null });
    expect(meta.notice).toMatch(/the most that can be kept/);
    // Updating one of them is still allowed: it adds nothing.
    const updated = (
      await visitor.post('/api/process-text/stream', { inputText: 'Solve 2x+3=7', assignmentId: first.json().id })
    ).body;
    expect(JSON.parse(updated.slice(updated.lastIndexOf(DONE) + DONE.length)).assignmentId).toBe(first.json().id);
  });

  it(`lets a buyer have at most ${MAX_PENDING_PAYMENTS} purchases open`, async () => {
    const buyer = clientFor(t.app);
    await buyer.register(`buyer-${Date.now()}`);
    for (let i = 0; i < MAX_PENDING_PAYMENTS; i++) {
      expect((await buyer.post('/api/create-checkout-session', { amount: 10 })).statusCode).toBe(200);
    }
    const refused = await buyer.post('/api/create-checkout-session', { amount: 10 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have 10 purchases waiting to be finished. Finish or cancel one of them, or try again tomorrow.',
    );
    // Cancelling one makes room again.
    const { sessionId } = (await buyer.post('/api/create-checkout-session', { amount: 1 })).json() as {
      sessionId?: string;
    };
    expect(sessionId).toBeUndefined();
    await t.database.handle.db.execute(
      sql`update payments set status = 'cancelled' where id = (select id from payments where status = 'pending' limit 1)`,
    );
    expect((await buyer.post('/api/create-checkout-session', { amount: 10 })).statusCode).toBe(200);
  });
});
