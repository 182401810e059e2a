import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  options?: { timeoutMs?: number; intervalMs?: number; output?: () => string },
): Promise<number>;
export function startBuiltServer(
  root: string,
  env?: Record<string, string>,
): Promise<{ baseUrl: string; child: ChildProcess; stop(): Promise<void> }>;
