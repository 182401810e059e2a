/** A provider failure in words for the user: what happened, never a stack or a key. */
export function describeProviderFailure(error: unknown, timeoutMs: number): string {
  // After a retry the SDK wraps the last attempt's error: judge by that one.
  const last = (error as { lastError?: unknown } | null)?.lastError;
  if (last) return describeProviderFailure(last, timeoutMs);
  const e = error as { name?: string; statusCode?: number; cause?: unknown; message?: string } | null;
  const name = e?.name ?? '';
  if (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    (e?.cause as { name?: string } | undefined)?.name === 'TimeoutError'
  ) {
    return `the AI provider did not answer within ${Math.round(timeoutMs / 1000)} s`;
  }
  const status = e?.statusCode;
  if (status === 401 || status === 403) return `the AI provider refused this server's API key (HTTP ${status})`;
  if (status === 429) return 'the AI provider is limiting requests right now (HTTP 429); try again shortly';
  if (status && status >= 400) return `the AI provider answered with an error (HTTP ${status})`;
  if (name === 'AI_NoContentGeneratedError' || name === 'EmptyAnswer') return 'the AI provider returned no text';
  if (/fetch failed|ECONNREFUSED|ENOTFOUND|socket|terminated/i.test(`${e?.message ?? ''} ${String(e?.cause ?? '')}`)) {
    return 'the AI provider could not be reached, or the connection broke';
  }
  return 'the AI provider failed';
}
