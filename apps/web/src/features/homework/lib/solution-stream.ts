import type { StreamMetadata } from '@zhi/contract';
import { STREAM_DONE } from '@zhi/contract/lite';

/** The text shown so far: everything before the marker, and never a half-arrived marker at the end. */
export function visibleText(raw: string): string {
  const at = raw.indexOf(STREAM_DONE);
  if (at >= 0) return raw.slice(0, at);
  for (let keep = Math.min(STREAM_DONE.length - 1, raw.length); keep > 0; keep--) {
    if (STREAM_DONE.startsWith(raw.slice(raw.length - keep))) return raw.slice(0, raw.length - keep);
  }
  return raw;
}

/** The metadata after the marker, or null when the stream ended without it (an incomplete solution). */
export function metadataOf(raw: string): StreamMetadata | null {
  const at = raw.lastIndexOf(STREAM_DONE);
  if (at < 0) return null;
  try {
    return JSON.parse(raw.slice(at + STREAM_DONE.length)) as StreamMetadata;
  } catch {
    return null;
  }
}

/** Reads a solution stream to its end, reporting the visible text as it grows. */
export async function readSolutionStream(
  body: ReadableStream<Uint8Array>,
  onText: (text: string) => void,
): Promise<{ text: string; meta: StreamMetadata | null; cancelled: boolean }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  let cancelled = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      raw += decoder.decode(value, { stream: true });
      onText(visibleText(raw));
    }
    raw += decoder.decode();
  } catch (error) {
    // Cancel Generation aborts the read: what arrived is kept.
    if ((error as { name?: string }).name !== 'AbortError') throw error;
    cancelled = true;
  }
  return { text: visibleText(raw), meta: cancelled ? null : metadataOf(raw), cancelled };
}

/** Errors about credits, worded as the product has always worded them. */
export function isCreditProblem(message: string): boolean {
  return /insufficient tokens|token|credit|🔒|used all your/i.test(message);
}
export const CREDIT_MESSAGE =
  "You've used all your credits. Please purchase more to continue or register for an account.";
