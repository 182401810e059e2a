import { evaluate, fromNode } from '../expr/expr';
import { parseExpression } from '../parse';
import { splitLetters } from './answer';
import { areaBetween } from './area-between';
import { derivativeQuestion } from './derivative-question';

/** Derivatives and integrals in the wordings students use, rewritten into the ones the calculus solvers read. */

const ASK = String.raw`(?:find|what is|what's|calculate|compute|determine|give|evaluate)`;

/**
 * Derivatives in every notation, in the wording the derivative solvers read: dy/dx of y = …, f'(x) if f(x) = …,
 * d²y/dx², f'(2), the slope of the tangent at a point, implicit curves.
 */
export function derivativeForm(t: string): string | null {
  const defined = derivativeQuestion(t);
  if (defined) return defined;
  const s = t.replace(/[?.]\s*$/, '').trim();
  const explicit =
    new RegExp(
      String.raw`^(?:${ASK}\s+)?(?:the\s+)?(dy/dx|y'|d\^?\(?2\)?y/dx\^?\(?2\)?|y'')\s+(?:of|for|if|when|where|given)\s+y\s*=\s*(.+)$`,
      'i',
    ).exec(s) ??
    new RegExp(String.raw`^y\s*=\s*(.+?)[,.;]?\s+${ASK}\s+(dy/dx|y'|d\^?\(?2\)?y/dx\^?\(?2\)?|y'')$`, 'i').exec(s);
  if (explicit) {
    const [notation, f] = /^y\s*=/i.test(s) ? [explicit[2], explicit[1]] : [explicit[1], explicit[2]];
    const second = /2|''/.test(notation as string);
    return `${second ? 'Find the second derivative of' : 'Differentiate'} ${f} with respect to x`;
  }
  // f'(x) if f(x) = …, f''(x) for f(x) = …
  const prime =
    /^(?:(?:find|what is|calculate|compute|determine|give)\s+)?([a-z])('{1,2})\(([a-z])\)\s+(?:of|for|if|when|where|given)\s+\1\(\3\)\s*=\s*(.+)$/i.exec(
      s,
    );
  if (prime)
    return `${prime[2] === "''" ? 'Find the second derivative of' : 'Differentiate'} ${prime[4]} with respect to ${prime[3]}`;
  // f(x) = …, find f'(2) (or f'(x))
  const after = new RegExp(
    String.raw`^(?:if\s+|given\s+)?([a-z])\(([a-z])\)\s*=\s*(.+?)[,.;]?\s+(?:then\s+)?${ASK}\s+\1('{1,2})\((.+?)\)$`,
    'i',
  ).exec(s);
  if (after) {
    const second = after[4] === "''";
    if (after[5] === after[2])
      return `${second ? 'Find the second derivative of' : 'Differentiate'} ${after[3]} with respect to ${after[2]}`;
    return `Find the ${second ? 'second ' : ''}derivative of ${after[3]} at ${after[2]} = ${after[5]}`;
  }
  // The slope of the tangent (or the rate of change) of y = f at x = a.
  const tangent = new RegExp(
    String.raw`^(?:${ASK}\s+)?(?:the\s+)?(?:slope of the tangent(?: line)?|(?:instantaneous )?rate of change|slope|gradient)\s+(?:to|of)\s+(?:the (?:curve|graph|function)\s+)?(?:y\s*=\s*|f\(x\)\s*=\s*)?(.+?)\s+(?:at|when|where)(?:\s+the\s+point(?:\s+where)?)?\s+x\s*=\s*(.+)$`,
    'i',
  ).exec(s);
  if (tangent && /[a-z]/i.test(tangent[1] as string))
    return `Find the derivative of ${tangent[1]} at x = ${tangent[2]}`;
  // Implicit curves: dy/dx for x^2 + y^2 = 25.
  // The method named anywhere ("Use the implicit differentiation.", "by implicit differentiation:") changes nothing.
  const unnamed = s
    .replace(/^(?:use|using|by)\s+(?:the\s+)?implicit differentiation(?:\s+to|\s*[,:])\s*/i, '')
    .replace(/[.;,]?\s*(?:use|using|by|with)\s+(?:the\s+)?implicit differentiation\s*[.:]?\s*(?=$|[-\w(])/i, ' ')
    .trim();
  const implicit =
    /^(?:find|what is|what's|how is|calculate|determine|compute)\s+(?:the\s+)?dy\/dx\s*(?:if|when|for|given|where|of|:)?\s*(?:the\s+(?:circle|curve|ellipse|hyperbola|equation|relation)\s+)?(.+=.+?)\s*[?.]?$/i.exec(
      unnamed,
    ) ?? /^(.+=.+?)[,.;]?\s+(?:find|what is|calculate)\s+dy\/dx\s*[?.]?$/i.exec(unnamed);
  if (implicit && !/^\s*y\s*=/.test(implicit[1] as string)) return `Differentiate implicitly ${implicit[1]}`;
  // "Differentiate y = (3x + 2)^5", "derivative of y = …": the function, not the equation.
  const named =
    /^(differentiate|(?:find |what is )?(?:the )?(?:first |second )?derivative of)\s+(?:y|f\([a-z]\))\s*=\s*(.+)$/i.exec(
      s,
    );
  if (named) return `${named[1]} ${named[2]}`;
  return null;
}

/** The variable of an integrand with no "dx": x when it has x or no letter, else its one letter ("3t² + 2t": t). */
function variableOf(integrand: string): string {
  const letters = new Set(
    [...integrand.matchAll(/(?<![a-z])([a-z])(?![a-z(])/gi)]
      .map((m) => m[1] as string)
      .filter((c) => !/^[eiπ]$/i.test(c)),
  );
  return letters.size === 1 && !letters.has('x') ? ([...letters][0] as string) : 'x';
}

/** Integrals in words: "antiderivative of f", "indefinite integral of f", "definite integral of f from a to b". */
export function integralWords(text: string): string {
  const area = areaUnder(text) ?? areaBetween(text);
  if (area) return area;
  // "the average value of f(x) = x² on [0, 3]": the integral of f/(b − a) over the interval.
  const average =
    /^(?:find |what is |calculate |compute |determine )?(?:the )?(?:average|avg|mean) value of (?:the function )?(?:[a-z]\([a-z]\)\s*=\s*|y\s*=\s*)?(.+?)\s+(?:on|over|in|across)\s+(?:the interval\s+)?\[\s*([^,\]]+?)\s*,\s*([^\]]+?)\s*\]\s*[?.]?$/i.exec(
      text,
    );
  if (average) {
    const [f, a, b] = [average[1], average[2], average[3]] as [string, string, string];
    return `Integrate (${f})/((${b}) - (${a})) from ${a} to ${b} with respect to ${variableOf(f)}`;
  }
  // "∫ from 1 to e of 1/x dx": the limits written first, in words.
  const wordsFirst =
    /^(?:what is |how much is |evaluate |find |compute |calculate )?∫\s*from\s+(\S+)\s+to\s+(\S+)\s+of\s+(.+?)\s*d([a-z])\s*[?.]?$/i.exec(
      text,
    );
  if (wordsFirst)
    return `Integrate ${wordsFirst[3]} from ${wordsFirst[1]} to ${wordsFirst[2]} with respect to ${wordsFirst[4]}`;
  // "∫ 1/x dx from 1 to e", "the integral from 0 to π of sin x dx": the limits written apart from the sign.
  const limitsAfter =
    /^(?:evaluate |find |compute |calculate )?∫\s*(.+?)\s*d([a-z])\s+from\s+(\S+)\s+to\s+(\S+?)\s*[?.]?$/i.exec(text);
  if (limitsAfter)
    return `Integrate ${limitsAfter[1]} from ${limitsAfter[3]} to ${limitsAfter[4]} with respect to ${limitsAfter[2]}`;
  const limitsFirst =
    /^(?:evaluate |find |compute |calculate |what is )?(?:the )?(?:definite )?integral from\s+(\S+)\s+to\s+(\S+)\s+of\s+(.+?)\s*d([a-z])\s*[?.]?$/i.exec(
      text,
    );
  if (limitsFirst)
    return `Integrate ${limitsFirst[3]} from ${limitsFirst[1]} to ${limitsFirst[2]} with respect to ${limitsFirst[4]}`;
  const short = /^int\s+(.+?)\s*d([a-z])\s*[?.]?$/i.exec(text);
  if (short) return `Integrate ${short[1]} with respect to ${short[2]}`;
  const m =
    /^(?:find |compute |calculate |evaluate |what is |determine |give )?(?:the |an )?(?:(?:in)?definite )?(?:antiderivative|anti-derivative|integral|primitive) of\s+(.+?)(?:\s+from\s+(?:[a-z]\s*=\s*)?(.+?)\s+to\s+(?:[a-z]\s*=\s*)?(.+?))?(?:\s+(?:with respect to|wrt)\s+([a-z])|\s*d([a-z]))?\s*[?.]?$/i.exec(
      text,
    );
  if (!m) return text.replace(/^(?:evaluate|find|compute|calculate|what is)\s+(?=Integrate\b)/i, '');
  const v = m[4] ?? m[5] ?? variableOf(m[1] as string);
  return `Integrate ${m[1]}${m[2] ? ` from ${m[2]} to ${m[3]}` : ''} with respect to ${v}`;
}

/**
 * "The area under y = 4 − x² from x = −2 to x = 2" is the definite integral when the curve stays on or above the
 * axis there (checked at sample points); otherwise the area is not the integral and the text is left as it is.
 */
function areaUnder(text: string): string | null {
  const m =
    /^(?:find |compute |calculate |what is |determine )?(?:the )?area (?:under|below|beneath) (?:the (?:curve|graph) (?:of )?)?(?:y\s*=\s*|f\(x\)\s*=\s*)?(.+?)\s+(?:from|between)\s+(?:x\s*=\s*)?(.+?)\s+(?:to|and)\s+(?:x\s*=\s*)?(.+?)(?:\s+(?:and|above) the x-axis)?\s*[?.]?$/i.exec(
      text,
    );
  if (!m) return null;
  try {
    const f = fromNode(parseExpression(splitLetters(m[1] as string)));
    const bound = (x: string) => evaluate(fromNode(parseExpression(splitLetters(x))), {});
    const [a, b] = [bound(m[2] as string), bound(m[3] as string)];
    if (!(a < b)) return null;
    const ys = Array.from({ length: 65 }, (_, i) => evaluate(f, { x: a + ((b - a) * i) / 64 }));
    // A curve below the axis bounds an area of −∫ f; one that crosses it is left as it is.
    if (ys.every((y) => y <= 1e-12) && ys.some((y) => y < 0))
      return `Integrate -(${m[1]}) from ${m[2]} to ${m[3]} with respect to x`;
    if (!ys.every((y) => y >= -1e-12)) return null;
  } catch {
    return null;
  }
  return `Integrate ${m[1]} from ${m[2]} to ${m[3]} with respect to x`;
}
