import type { ExtractTextResponse } from '@zhi/contract';

/** What the user should know about text read from a file: OCR confidence (and a request to check) and notes. */
export function ExtractionNotice({ result }: { result: ExtractTextResponse }) {
  const { ocr, notes } = result;
  if (!ocr && notes.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="extraction-notice"
      className={
        ocr?.checkAdvised
          ? 'rounded-md border border-warning/60 bg-warning/10 p-2 text-xs'
          : 'rounded-md border p-2 text-xs text-muted-foreground'
      }
    >
      {ocr && (
        <p>
          Read from {result.filename} by text recognition (confidence {ocr.confidence}%).{' '}
          {ocr.checkAdvised
            ? 'Some of it may be wrong: please check the text against your file before solving.'
            : 'Glance over it, especially exponents and fractions.'}
        </p>
      )}
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
