import { HttpError } from '../lib/http-errors';

/** Every worker and every place in the queue is taken: try again shortly (503 with Retry-After). */
export class WorkBusyError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `The server is busy right now. Please try again in ${retryAfterSeconds} seconds.`,
  ) {
    super(503, message);
    this.name = 'WorkBusyError';
  }
}

/** The server is shutting down: a job that has not started is not started (503, like a full queue). */
export class WorkClosingError extends WorkBusyError {
  constructor() {
    super(5, 'The server is restarting. Please try again in a few seconds.');
    this.name = 'WorkClosingError';
  }
}

/** A job ran past its hard time limit; its worker was terminated. */
export class WorkTimeoutError extends HttpError {
  constructor(readonly limitMs: number) {
    super(422, `This took longer than the ${formatSeconds(limitMs)} one job may take, so it was stopped.`);
    this.name = 'WorkTimeoutError';
  }
}

/** A job needed more memory than a worker may hold; its worker was terminated. */
export class WorkMemoryError extends HttpError {
  constructor(readonly limitMb: number) {
    super(413, `This is too large to work on: it needed more than the ${limitMb} MB of memory one job may use.`);
    this.name = 'WorkMemoryError';
  }
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** What a worker sends back for a job that failed with a message meant for the user. */
export interface WorkFailure {
  ok: false;
  status: number;
  message: string;
}
