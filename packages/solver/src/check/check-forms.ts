import type { Node } from '../parse';
import type { ReadAnswer } from '../read/answer';
import type { CheckTarget, SolveResult } from '../types';
import {
  type Verification,
  agreeAt,
  exprOf,
  namesIn,
  nodeOf,
  shown,
  single,
  unreadable,
  verdict,
  where,
} from './compare';

/** Whether a tree is written as a product (or a power, or a constant times one): factored. */
function isProduct(node: Node): boolean {
  if (node.kind === 'neg') return isProduct(node.arg);
  return node.kind === 'bin' && (node.op === '*' || node.op === '^' || node.op === '/');
}

/** Whether an expression in the variables stands below a division bar or under a negative power. */
function dividesByVariable(node: Node): boolean {
  const constant = (x: Node): boolean =>
    x.kind === 'num' ||
    (x.kind === 'neg' && constant(x.arg)) ||
    (x.kind === 'bin' && constant(x.left) && constant(x.right)) ||
    (x.kind === 'call' && constant(x.arg));
  switch (node.kind) {
    case 'bin':
      if (node.op === '/' && !constant(node.right)) return true;
      if (node.op === '^' && !constant(node.left) && node.right.kind === 'neg') return true;
      return dividesByVariable(node.left) || dividesByVariable(node.right);
    case 'neg':
    case 'call':
      return dividesByVariable(node.arg);
    default:
      return false;
  }
}

/** How many non-constant factors a product has, powers counted by their exponent: 2x(x − 2)(x + 2) has 3. */
function factorCount(node: Node): number {
  const constant = (x: Node): boolean =>
    x.kind === 'num' ||
    (x.kind === 'neg' && constant(x.arg)) ||
    (x.kind === 'bin' && constant(x.left) && constant(x.right)) ||
    (x.kind === 'call' && constant(x.arg));
  if (constant(node)) return 0;
  if (node.kind === 'neg') return factorCount(node.arg);
  if (node.kind === 'bin' && node.op === '*') return factorCount(node.left) + factorCount(node.right);
  if (node.kind === 'bin' && node.op === '/') return factorCount(node.left);
  if (node.kind === 'bin' && node.op === '^' && node.right.kind === 'num' && node.right.value.d === 1n)
    return factorCount(node.left) * Number(node.right.value.n);
  return 1;
}

/** Whether a tree has no sum multiplied or raised (expanded): (x + 1)^2 is not, x^2 + 2x + 1 is. */
function isExpanded(node: Node): boolean {
  const sum = (x: Node): boolean =>
    (x.kind === 'bin' && (x.op === '+' || x.op === '-')) || (x.kind === 'neg' && sum(x.arg));
  switch (node.kind) {
    case 'bin':
      if ((node.op === '*' || node.op === '^') && (sum(node.left) || (node.op === '*' && sum(node.right))))
        return false;
      return isExpanded(node.left) && isExpanded(node.right);
    case 'neg':
      return isExpanded(node.arg);
    default:
      return true;
  }
}

export function checkEquivalent(
  answer: ReadAnswer,
  target: Extract<CheckTarget, { kind: 'equivalent' }>,
  solved: SolveResult,
  written: string,
): Verification {
  const part = single(answer);
  const node = part ? nodeOf(part.text) : null;
  const claim = node ? exprOf(part?.text ?? '') : null;
  const expected = exprOf(target.expr);
  if (!node || !claim || !expected) return unreadable(written);
  const names = [...new Set([...target.variables, ...namesIn(claim)])];
  const same = agreeAt(claim, expected, names);
  const answerText = solved.answer?.value ?? null;
  if (!same.equal) {
    return same.at
      ? verdict(
          'refuted',
          `At ${where(same.at)} the claim is ${shown(same.x as number)}, but the expression is ${shown(same.y as number)}.`,
          answerText,
        )
      : verdict('not-checkable', 'The claim and the expression could not be compared at enough points.');
  }
  const factorable = answerText ? (nodeOf(answerText) ? isProduct(nodeOf(answerText) as Node) : false) : false;
  if (target.form === 'factored' && factorable && !isProduct(node)) {
    return verdict('refuted', 'It equals the expression but is not factored.', answerText);
  }
  // A factorization is a product of polynomials: nothing divided by an expression in the variables.
  if (target.form === 'factored' && factorable && dividesByVariable(node)) {
    return verdict('refuted', 'It is not written as a product of polynomial factors.', answerText);
  }
  // Fewer factors than the engine's complete factorization: some factor still splits (3(x² − 4) = 3(x − 2)(x + 2)).
  if (
    target.form === 'factored' &&
    factorable &&
    factorCount(node) < factorCount(nodeOf(answerText as string) as Node)
  ) {
    return verdict(
      'refuted',
      'It equals the expression but is not factored completely: a factor still splits.',
      answerText,
    );
  }
  if (target.form === 'expanded' && !isExpanded(node)) {
    return verdict('refuted', 'It equals the expression but is not multiplied out.', answerText);
  }
  return verdict('verified', 'It equals the expression at sample points, in the form asked for.', answerText);
}
