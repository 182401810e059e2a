/**
 * Math drawn over several lines, as typed in a plain text box or recognised from a photographed worksheet: a matrix
 * as rows in brackets or bars ("[ 1  2 ]" over "[ 3  4 ]"), a limit's variable on the line under "lim". Written
 * again on one line, the way the rest of the reader takes them.
 */

const ENTRY = String.raw`[-−]?\d+(?:\.\d+)?(?:\/\d+)?`;
/** One drawn row: its entries between matching brackets or bars, what is before it and after it on the line. */
const ROW = new RegExp(String.raw`^(.*?)([\[|])\s*((?:${ENTRY})(?:\s*,?\s+${ENTRY})*)\s*([\]|])\s*(.*)$`);

interface Row {
  before: string;
  bar: boolean;
  entries: string[];
  after: string;
}

function rowOf(line: string): Row | null {
  const m = ROW.exec(line.trim());
  if (!m) return null;
  const [open, close] = [m[2], m[4]];
  if ((open === '|') !== (close === '|')) return null;
  return {
    before: (m[1] as string).trim(),
    bar: open === '|',
    entries: (m[3] as string).split(/\s*,\s*|\s+/).map((e) => e.replace('−', '-')),
    after: (m[5] as string).trim(),
  };
}

/** Rows of the same width on consecutive lines, the first may follow words ("If A ="), the last may end them. */
function drawnMatrices(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = rowOf(lines[i] as string);
    if (!first || first.after) {
      out.push(lines[i] as string);
      continue;
    }
    const rows = [first];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const next = rowOf(lines[j] as string);
      if (!next || next.before || next.bar !== first.bar || next.entries.length !== first.entries.length) break;
      rows.push(next);
      if (next.after) {
        j++;
        break;
      }
    }
    // One row alone is a list or an absolute value, not a drawn matrix.
    if (rows.length < 2 || rows.length > 8) {
      out.push(lines[i] as string);
      continue;
    }
    const matrix = `[${rows.map((r) => `[${r.entries.join(', ')}]`).join(', ')}]`;
    // Bars drawn around a square array are its determinant, unless the words before already say so.
    const square = rows.length === first.entries.length;
    const named = /\bdet(?:erminant)?\b/i.test(`${out.at(-1) ?? ''} ${first.before}`);
    const det = first.bar && square && !named ? `det ${matrix}` : matrix;
    if (first.bar && !square) {
      out.push(lines[i] as string);
      continue;
    }
    out.push([first.before, det, rows.at(-1)?.after ?? ''].filter(Boolean).join(' '));
    i = j - 1;
  }
  return out;
}

/** "lim (√(x + 4) − 2)/x" over "x→0": the variable and the point moved beside "lim". */
function limitBelow(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const approach = /^([a-z])\s*(?:→|->|-->)\s*([-−+]?(?:\d+(?:\.\d+)?|∞|inf(?:inity)?|π|pi)[+-]?)$/i.exec(
      line.trim(),
    );
    const previous = out.at(-1);
    if (approach && previous && /\blim\b(?!\s*_)/i.test(previous) && !/\blim\s*[a-z]\s*(?:→|->)/i.test(previous)) {
      out[out.length - 1] = previous.replace(/\blim\b/i, `lim ${approach[1]}→${approach[2]}`);
      continue;
    }
    out.push(line);
  }
  return out;
}

/** The lines of a problem with drawn matrices and limits written on one line each. */
export function drawnLayout(lines: string[]): string[] {
  if (lines.length < 2) return lines;
  return limitBelow(drawnMatrices(lines));
}
