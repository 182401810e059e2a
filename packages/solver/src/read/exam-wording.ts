/**
 * How exam papers and textbooks word questions the solvers know: "…, giving your answer to the nearest cent",
 * "giving exact values", "Using the substitution u = x² + 1, or otherwise, find …", "Hence or otherwise …",
 * "for z ∈ ℂ", "x ∈ ℝ", "Express 5/(2 + i) in the form a + bi, where a, b ∈ ℝ", "where log denotes log₁₀". Read
 * before the LaTeX is, so each rule knows both the typeset and the plain spelling.
 */

const REALS = String.raw`(?:\\mathbb\s*\{?R\}?|ℝ)`;
const COMPLEX = String.raw`(?:\\mathbb\s*\{?C\}?|ℂ)`;
const IN = String.raw`(?:\\in|∈)`;

const RULES: [RegExp, string | ((...groups: string[]) => string)][] = [
  // "…, giving your answer to the nearest cent": a rounding the rounding reader knows.
  [
    /,?\s*(?:and\s+)?giving\s+(?:your|the|each)\s+(?:answers?|values?|solutions?|results?)\s+(?:correct\s+)?to\s+([^.,;]{3,60}?)\s*\.?\s*$/i,
    ', rounded to $1',
  ],
  // "…, giving your answer as a fraction in its simplest form", "giving exact values": the engine's own form.
  // Only a form of writing the number: "in binary", "in degrees" or "in cm" change the answer and stay.
  [
    /,?\s*giving\s+(?:your|the|each)\s+(?:answers?|values?|solutions?|results?)\s+(?:as|in)\s+(?:(?:a|an|its|the)\s+)?(?:(?:reduced|simplified|improper|proper|common|single|exact|simplest|lowest|surd|fraction|fractions|mixed|decimal)\b[^.]{0,60}?|form\b[^.]{1,60}?)\s*\.?\s*$/i,
    '',
  ],
  [/,?\s*giving\s+(?:your\s+|the\s+)?exact\s+(?:values?|answers?|solutions?|forms?)\s*\.?\s*$/i, ''],
  // A method offered "or otherwise": the engine chooses its own and shows it.
  [/^(?:using|by)\b[^,]{1,160},\s*or\s+otherwise,\s*/i, ''],
  [/\bhence,?\s+or\s+otherwise,?\s*/gi, ''],
  // "where a, b ∈ ℝ", "where a and b are rational": what the simplified form has anyway.
  [
    new RegExp(
      String.raw`,?\s*where\s+\$?a\$?\s*(?:,|and)\s*\$?b\$?\s*(?:${IN}\s*(?:${REALS}|\\mathbb\s*\{?[ZQ]\}?|ℤ|ℚ)\s*\$?|\$?\s*are\s+(?:rational|real|integers|whole numbers)(?:\s+numbers)?)`,
      'gi',
    ),
    '',
  ],
  // The number sets: solutions over ℂ asked for, ℝ as the domain (what the engine takes anyway).
  [new RegExp(String.raw`\s*(?:for|with)\s+\$?\s*[a-z]\s*${IN}\s*${COMPLEX}\s*\$?`, 'gi'), ' over the complex numbers'],
  [new RegExp(String.raw`,?\s*\$?\s*[a-z]\s*${IN}\s*${REALS}\s*\$?(?=\s*[,.]|\s*$)`, 'gi'), ''],
  // "Express 5/(2 + i) in the form a + bi": the simplified number, which takes that form.
  [
    /^express\s+(.+?)\s+in\s+the\s+form\s+\$?([^$.,]{1,40})\$?\s*\.?\s*$/i,
    (whole: string, what: string, form: string) =>
      // Only the forms of a simplified number (a + bi, a + b√3): a form with x in it asks for its coefficients.
      /^(?:\s|[abi+\-±*^(){}\d]|\\pm|\\sqrt|√)+$/.test(form) && /a/.test(form) && /b/.test(form)
        ? `Simplify ${what}`
        : whole,
  ],
  // "where log denotes log₁₀": the common logarithm, which log is here anyway.
  [/,?\s*where\s+\$?\\?log\$?\s+(?:denotes|means|is)\s+\$?\\?log_?\{?10\}?\$?(?:₁₀)?\s*/gi, ''],
  [/^write\s+(.+?)\s+as\s+a\s+single\s+(?:number|value|integer)\b/i, 'Evaluate $1'],
  // "f(x) = (2x + 1)/(x − 3), x ≠ 3": the point left out of the domain, which the function already leaves out.
  [/,\s*\$?\s*x\s*(?:\\neq|≠|!=)\s*-?\d+(?:\.\d+)?\s*\$?\s*(?=,)/gi, ''],
  // "For the function f(x) = …, what is …": the function stated is the problem's definition.
  [/^for\s+(?:the\s+)?(?:function|curve|polynomial)\s+(?=[a-z]\s*\(\s*[a-z]\s*\)\s*=|y\s*=)/i, ''],
  // "What is the value of ∫ …", "Work out lim …": an integral, sum or limit to evaluate.
  [
    /^(?:what\s+is|what's|work\s+out|calculate|compute|determine|find|give|state)\s+(?:the\s+(?:exact\s+)?value\s+of\s+)?(?=∫|∑|lim\b|lim_|\\int|\\lim|\\sum)/i,
    'Evaluate ',
  ],
  // "Evaluate the limit: lim x→1 …": the limit written after the colon.
  [/^(?:evaluate|find|compute|calculate|determine)\s+the\s+(?:following\s+)?limit\s*:\s*(?=lim|\\lim)/i, 'Evaluate '],
  // "If z = 3 + 4i, find |z|": a complex number given, as "Given z = …".
  [/^if\s+([a-z])\s*=\s*([^,]{1,60}?\bi\b[^,]{0,20}?|[^,]{1,60}?\di\b[^,]{0,20}?),\s*/i, 'Given $1 = $2, '],
  // "What is (5 − 2i) − (−3 + 6i) written in the form a + bi?": the simplified number, which takes that form.
  [/\s+(?:written|expressed|given)\s+in\s+the\s+form\s+\$?a\s*\+\s*bi\$?(?=\s*[?.]?\s*$)/i, ''],
  // "Which expression is equivalent to (2x³y⁻²)³ · 4xy⁷?": the expression simplified.
  [/^which\s+expression\s+is\s+equivalent\s+to\s+(.+?)\s*\?\s*/i, 'Simplify $1. '],
  // "the perpendicular distance of the point (3, −2) from the line …": the distance from the point to the line.
  [
    /\b(?:perpendicular\s+|shortest\s+)?distance\s+of\s+(?:the\s+point\s+)?(\([^()]{1,40}\))\s+from\s+the\s+line\b/gi,
    'distance from the point $1 to the line',
  ],
  // "find the value of |z|": the modulus asked.
  [/\b(find|what\s+is|calculate|determine|work\s+out)\s+the\s+(?:exact\s+)?value\s+of\s+(?=\|)/gi, '$1 '],
  // "Find dy/dx in terms of x and y": the implicit derivative is written in both anyway.
  [/,?\s*in\s+terms\s+of\s+\$?x\$?\s+and\s+\$?y\$?/gi, ''],
];

/** "fg(x)", "gf(2)" in a problem that defines f and g: the composition, g applied first in "fg". */
function compositions(text: string): string {
  return text.replace(/\b([fgh])([fgh])\(([^()]{1,20})\)/g, (whole, outer: string, inner: string, at: string) => {
    const defined = (name: string) => new RegExp(String.raw`\b${name}\s*\(\s*x\s*\)\s*=`).test(text);
    return outer !== inner && defined(outer) && defined(inner) ? `${outer}(${inner}(${at}))` : whole;
  });
}

export function examWording(text: string): string {
  if (text.length > 2000) return text;
  let t = text;
  for (const [pattern, to] of RULES) t = t.replace(pattern, to as string);
  return compositions(t);
}
