/** Problems longer than this many words are solved part by part. */
export const CHUNK_THRESHOLD_WORDS = 1000;
export const CHUNK_WORDS = 800;
/** How much of the previous part's solution each part is shown, for continuity. */
export const CHUNK_CONTEXT_CHARS = 1000;

/** The text in pieces of `size` words, cut between words, whitespace and line breaks kept. */
export function splitIntoChunks(text: string, size = CHUNK_WORDS): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += size)
    chunks.push(
      words
        .slice(i, i + size)
        .join('')
        .trim(),
    );
  return chunks;
}

/** The heading that opens part i of n in a streamed solution; the page reads it to show progress. */
export const partHeading = (i: number, n: number) => `### Part ${i} of ${n}\n\n`;
