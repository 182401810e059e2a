/** Shown at the end of a field while its speech is being transcribed. */
export const MARKER = '[Transcribing...]';

const TRAILING_MARKER = /\s?\[Transcribing\.\.\.\]$/;

export const withoutMarker = (value: string) => value.replace(TRAILING_MARKER, '');

export function withMarker(value: string): string {
  const base = withoutMarker(value);
  return base ? `${base} ${MARKER}` : MARKER;
}

/** The field with a transcript added at its end (a space between), the marker kept while more is coming. */
export function appendTranscript(value: string, text: string, stillTranscribing: boolean): string {
  const base = withoutMarker(value);
  const joined = !base ? text : /\s$/.test(base) ? `${base}${text}` : `${base} ${text}`;
  return stillTranscribing ? withMarker(joined) : joined;
}
