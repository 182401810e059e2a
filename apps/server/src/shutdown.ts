import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long in-flight requests may take before the process exits anyway. */
  timeoutMs?: number;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
  /**
   * A second signal this soon after the first is the same one delivered twice (`npm start` passes on the signal
   * the terminal or the service manager also sent the whole process group), not a request to stop at once.
   */
  repeatWithinMs?: number;
}

/**
 * On SIGTERM or SIGINT: stop accepting, let in-flight requests finish (up to the timeout), close the database
 * (an onClose hook of the app), exit. A second signal, past the repeat window, exits at once.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions = {}): () => void {
  const { timeoutMs = 10_000, exit = (code) => process.exit(code), signals = ['SIGTERM', 'SIGINT'] } = options;
  const repeatWithinMs = options.repeatWithinMs ?? 1000;
  let closing = false;
  let firstAt = 0;

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing && performance.now() - firstAt < repeatWithinMs) {
      app.log.info({ signal }, 'the same signal again (passed on by npm): still finishing in-flight requests');
      return;
    }
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    closing = true;
    firstAt = performance.now();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error(`in-flight requests did not finish within ${timeoutMs} ms; exiting`);
      exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  };

  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
