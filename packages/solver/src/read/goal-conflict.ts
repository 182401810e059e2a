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
  return null;
}
