// A failed query's error carries its parameters (a password hash, a student's text): they never reach a log.
const PARAMS = /\nparams:[\s\S]*?(?=\n\s+at |$)/g;
const withheld = (text: string) => text.replace(PARAMS, '\nparams: (withheld)');

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The `err` serializer of every log line: name, message, stack, code and cause, with query parameters withheld. */
export function errorForLog(error: Error, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withheld(String(error)), stack: '' };
  const e = error as Error & { code?: unknown };
  const out: LoggedError = { type: e.name, message: withheld(String(e.message)), stack: withheld(e.stack ?? '') };
  if (typeof e.code === 'string') out.code = e.code;
  if (e.cause instanceof Error && depth < 3) out.cause = errorForLog(e.cause, depth + 1);
  return out;
}
