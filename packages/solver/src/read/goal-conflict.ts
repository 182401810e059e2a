import type { SolveResult } from '../types';

/**
 * A goal the problem names that the answer is not: a graph asked and a number given, a stationary point asked and
 * the derivative given, a tangent line asked and its slope given. Such an answer may be right about something else
 * in the text ("… with distances in metres", "I set the derivative to zero"), so it is not given.
 */
const GRAPH = /\b(?:graph|plot|sketch)\b|\bdraw\s+(?:the\s+|a\s+)?(?:graph|line|curve|parabola)\b/i;
const TURNING = /\b(?:stationary|turning|critical)\s+points?\b|\b(?:maximum|minimum|maxima|minima|extrem(?:um|a))\b/i;
const TANGENT = /\btangent(?:\s+line)?\s+(?:to|of|at)\b|\bnormal(?:\s+line)?\s+(?:to|of|at)\b/i;

export function goalConflict(problem: string, solved: SolveResult): string | null {
  const value = solved.answer?.value;
  if (!value) return null;
  const inX = /\b[a-z]\b/i.test(value.replace(/\b(?:pi|e|i|sqrt|exp|log|sin|cos|tan)\b/g, ''));
  if (GRAPH.test(problem) && solved.type !== 'graph' && solved.graphs.length === 0 && !inX)
    return 'The problem asks for a graph, and what the engine found is a number, not the graph';
  if (solved.type === 'derivative' && TURNING.test(problem) && inX)
    return 'The problem asks for a stationary point, and what the engine found is only the derivative';
  // "The slope of the tangent at x = 3" asks for the slope.
  const slopeAsked = /\b(?:slope|gradient)s?\s+of\s+(?:the\s+|a\s+)?(?:tangent|normal)\b/i.test(problem);
  if (solved.type === 'derivative' && TANGENT.test(problem) && !inX && !slopeAsked)
    return 'The problem asks for a tangent line, and what the engine found is only its slope';
  // "… to the nearest cent", "to 2 decimal places": a plain decimal answer with more places than asked was not rounded.
  const places = placesAsked(problem);
  const decimals = /^-?\d+\.(\d+)$/.exec(value)?.[1]?.length;
  if (places !== null && decimals !== undefined && decimals > places)
    return 'The problem asks for the answer rounded, and what the engine found is not rounded that way';
  return null;
}

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** The decimal places a rounding instruction asks for ("nearest cent": 2, "3 d.p.": 3); null when none is said. */
function placesAsked(problem: string): number | null {
  if (/\bnearest (?:cent|penny|hundredth)\b/i.test(problem)) return 2;
  if (/\bnearest tenth\b/i.test(problem)) return 1;
  if (/\bnearest thousandth\b/i.test(problem)) return 3;
  if (/\bnearest (?:whole number|integer|unit|dollar|pound|euro)\b/i.test(problem)) return 0;
  const m = /\b(\d|one|two|three|four|five|six)\s*(?:decimal places?|d\.\s?p\.?|dp)(?![a-z])/i.exec(problem);
  if (!m) return null;
  return /^\d$/.test(m[1] as string) ? Number(m[1]) : (WORDS[(m[1] as string).toLowerCase()] ?? null);
}
