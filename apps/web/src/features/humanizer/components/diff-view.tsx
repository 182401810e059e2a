import { diffWords } from 'diff';

/** Word-level changes from the text that went in to the text that came out: removed struck through, added marked. */
export default function DiffView({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after);
  const added = parts
    .filter((p) => p.added)
    .reduce((n, p) => n + p.value.trim().split(/\s+/).filter(Boolean).length, 0);
  const removed = parts
    .filter((p) => p.removed)
    .reduce((n, p) => n + p.value.trim().split(/\s+/).filter(Boolean).length, 0);
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="diff-view">
      <p className="text-xs text-muted-foreground">
        Changes from box A's text to box C: {removed} words removed, {added} added.
      </p>
      <p className="max-h-72 overflow-auto rounded-md border p-3 leading-relaxed whitespace-pre-wrap">
        {parts.map((part, i) =>
          part.added ? (
            <ins key={i} className="bg-success/20 no-underline">
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={i} className="bg-destructive/15 text-muted-foreground">
              {part.value}
            </del>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </p>
    </div>
  );
}
