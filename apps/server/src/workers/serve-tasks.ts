import type { MessagePort } from 'node:worker_threads';
import type { WorkFailure } from './work-errors';

/** The jobs a worker can do: each takes one structured-cloneable input and returns (a promise of) one. */
export type TaskTable = Record<string, (input: never) => unknown>;

export interface TaskMessage {
  kind: string;
  input: unknown;
  /** Told the moment the job starts, so its time limit counts from then and not from its wait in the queue. */
  port: MessagePort;
}

export type TaskReply = { ok: true; value: unknown } | WorkFailure;

/**
 * The handler a worker module exports: runs the named job and sends back its result, or the failure a user
 * should read (an error with a statusCode). Anything else is rethrown: a bug, answered 500 by the server.
 */
export function serveTasks(table: TaskTable) {
  const tasks: Record<string, (input: unknown) => unknown> = { ...table, ping: () => null } as never;
  return async function handle(message: TaskMessage): Promise<TaskReply> {
    message.port.postMessage('started');
    message.port.close();
    const task = tasks[message.kind];
    if (!task) throw new Error(`unknown job kind: ${message.kind}`);
    try {
      return { ok: true, value: await task(message.input) };
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 600) {
        return { ok: false, status, message: (error as Error).message };
      }
      throw error;
    }
  };
}
