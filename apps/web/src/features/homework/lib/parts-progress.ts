/** Progress through a long problem solved part by part, read from the part headings in the stream. */
export function partsProgress(text: string): { part: number; of: number } | null {
  const headings = [...text.matchAll(/^### Part (\d+) of (\d+)$/gm)];
  const last = headings.at(-1);
  return last ? { part: Number(last[1]), of: Number(last[2]) } : null;
}
