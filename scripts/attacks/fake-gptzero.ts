// A stand-in for GPTZero on 127.0.0.1 that counts the requests reaching it (GPTZERO_API_BASE points here).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGptZero {
  baseUrl: string;
  calls(): number;
  close(): Promise<void>;
}

export async function startFakeGptZero(): Promise<FakeGptZero> {
  let calls = 0;
  const server = createServer((req, res) => {
    // Every request counts, whatever its path: a call to another endpoint is still a call on the operator's key.
    calls++;
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ documents: [{ class_probabilities: { ai: 0.12 }, predicted_class: 'human' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
