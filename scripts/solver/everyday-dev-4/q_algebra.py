"""Algebra: sequences, counting, probability, statistics, equations, equations_other, systems, inequalities.

`compute` uses SymPy (summation, rsolve, interpolate, binomial, solveset, linsolve, reduce_inequalities) or the
statistics module; `check` uses loops, itertools enumeration, Fraction arithmetic, sp.solve with filtering,
grids of exact angles, Cramer's rule with Fractions and solveset / reduce_inequalities the other way round.
"""
from __future__ import annotations

import itertools
import math
import statistics
from fractions import Fraction

import sympy as sp

from common import (F, R, coins, count, deck, dice, k, n, outcomes_probability, parse, parse_values,
                    round_by_integers, round_half_up, roots_satisfy, set_matches, x, y)

STYLE = {'statistics': 'decimal'}


# ---------------------------------------------------------------- sequences

def _kind_of_sequence(terms) -> str:
    diffs = {terms[i + 1] - terms[i] for i in range(len(terms) - 1)}
    ratios = {sp.Rational(terms[i + 1], terms[i]) for i in range(len(terms) - 1)}
    if len(diffs) == 1:
        return 'arithmetic'
    if len(ratios) == 1:
        return 'geometric'
    return 'neither'


def _kind_by_fractions(terms) -> str:
    t = [Fraction(v) for v in terms]
    if all(t[i + 2] - 2 * t[i + 1] + t[i] == 0 for i in range(len(t) - 2)):
        return 'arithmetic'
    if all(t[i + 1] * t[i + 1] == t[i] * t[i + 2] for i in range(len(t) - 2)):
        return 'geometric'
    return 'neither'


def sequences(b):
    b.value('whats the next number: 3, 7, 11, 15, ...',
            lambda: sp.interpolate([3, 7, 11, 15], n).subs(n, 5),
            lambda: 15 + (15 - 11))
    b.value('Find the 20th term of the arithmetic sequence 5, 12, 19, …',
            lambda: sp.interpolate([5, 12, 19], n).subs(n, 20),
            lambda: _iterate(5, lambda v, i: v + 7, 20))
    b.expr('find a formula for the nth term: 2, 6, 18, 54, ...',
           lambda: 2 * sp.Pow(3, n - 1),
           lambda: sp.rsolve(sp.Function('s')(n) - 3 * sp.Function('s')(n - 1), sp.Function('s')(n),
                             {sp.Function('s')(1): 2}),
           holds=lambda ans: [parse(ans).subs(sp.Symbol('n'), j) for j in range(1, 5)] == [2, 6, 18, 54])
    b.value('what is the sum of the first 50 positive odd numbers?',
            lambda: sp.summation(2 * k - 1, (k, 1, 50)),
            lambda: sum(range(1, 100, 2)))
    b.value('1 + 2 + 3 + ... + 200 = ?',
            lambda: sp.summation(k, (k, 1, 200)),
            lambda: sum(range(1, 201)))
    b.value(r'Evaluate $\sum_{k=1}^{10} (3k - 1)$',
            lambda: sp.summation(3 * k - 1, (k, 1, 10)),
            lambda: sum(3 * j - 1 for j in range(1, 11)))
    b.value('find the sum of the infinite geometric series 81 + 27 + 9 + 3 + ...',
            lambda: sp.summation(81 * R(1, 3) ** k, (k, 0, sp.oo)),
            lambda: Fraction(81) / (1 - Fraction(1, 3)))
    b.value('a₁ = 4 and aₙ = aₙ₋₁ + 2n. What is a₅?',
            lambda: _iterate(4, lambda v, i: v + 2 * i, 5),
            lambda: sp.rsolve(sp.Function('s')(n) - sp.Function('s')(n - 1) - 2 * n, sp.Function('s')(n),
                              {sp.Function('s')(1): 4}).subs(n, 5))
    b.text('Is the sequence 2, 5, 10, 17, 26, … arithmetic, geometric, or neither?',
           lambda: _kind_of_sequence([2, 5, 10, 17, 26]),
           lambda: _kind_by_fractions([2, 5, 10, 17, 26]))
    b.value('The Fibonacci sequence goes 1, 1, 2, 3, 5, 8, … What is the 12th term?',
            lambda: sp.fibonacci(12),
            lambda: _fib(12))
    b.value('In an arithmetic sequence, a_3 = 14 and a_8 = 39. Find a_1.',
            lambda: sp.solve([sp.Symbol('p') + 2 * sp.Symbol('d') - 14, sp.Symbol('p') + 7 * sp.Symbol('d') - 39],
                             [sp.Symbol('p'), sp.Symbol('d')])[sp.Symbol('p')],
            lambda: 14 - 2 * Fraction(39 - 14, 8 - 3))
    b.value('sum of the first 8 terms of 3 + 6 + 12 + 24 + ...',
            lambda: sp.summation(3 * 2 ** k, (k, 0, 7)),
            lambda: sum(_iterate(3, lambda v, i: 2 * v, j) for j in range(1, 9)))


def _iterate(first, step, index):
    """Term number `index` (1-based) of a_1 = first, a_i = step(a_{i-1}, i)."""
    v = first
    for i in range(2, index + 1):
        v = step(v, i)
    return v


def _fib(m: int) -> int:
    p, q = 1, 1
    for _ in range(m - 2):
        p, q = q, p + q
    return q


# ---------------------------------------------------------------- counting

def counting(b):
    b.value('how many ways can 6 people line up for a picture',
            lambda: sp.factorial(6),
            lambda: count(itertools.permutations(range(6))))
    b.value('How many 3-letter arrangements can be made from the letters of MATH if no letter is repeated?',
            lambda: sp.ff(4, 3),
            lambda: count(itertools.permutations('MATH', 3)))
    b.value(r'Evaluate $\binom{10}{4}$.',
            lambda: sp.binomial(10, 4),
            lambda: count(itertools.combinations(range(10), 4)))
    b.value('A pizza place has 8 toppings. How many different pizzas can you make with exactly 3 toppings?',
            lambda: sp.binomial(8, 3),
            lambda: count(itertools.combinations(range(8), 3)))
    b.value('how many distinguishable ways can you arrange the letters in MISSISSIPPI',
            lambda: sp.factorial(11) / (sp.factorial(4) * sp.factorial(4) * sp.factorial(2)),
            lambda: _arrangements('MISSISSIPPI'))
    b.value('License plates have 3 letters followed by 3 digits, and repeats are allowed. '
            'How many different plates are possible?',
            lambda: sp.Integer(26) ** 3 * 10 ** 3,
            lambda: count(itertools.product(range(26), repeat=3)) * count(itertools.product(range(10), repeat=3)))
    b.value('a club with 12 members is electing a president, a vice president and a treasurer. '
            'in how many ways can this be done?',
            lambda: sp.ff(12, 3),
            lambda: count(itertools.permutations(range(12), 3)))
    b.value('How many diagonals does an octagon have?',
            lambda: sp.binomial(8, 2) - 8,
            lambda: sum(1 for i, j in itertools.combinations(range(8), 2) if (j - i) % 8 not in (1, 7)))
    b.value('I have 5 shirts, 4 pairs of pants and 3 pairs of shoes. how many diffrent outfits can i make?',
            lambda: sp.Integer(5) * 4 * 3,
            lambda: count(itertools.product(range(5), range(4), range(3))))
    b.value('How many 4-digit numbers have all different digits?',
            lambda: 9 * sp.ff(9, 3),
            lambda: sum(1 for m in range(1000, 10000) if len(set(str(m))) == 4))
    b.value('In how many ways can 5 kids sit around a round table if rotations count as the same seating?',
            lambda: sp.factorial(5 - 1),
            lambda: len({min(tuple(p[i:] + p[:i]) for i in range(5)) for p in itertools.permutations(range(5))}))
    b.value('P(9, 3) = ?',
            lambda: sp.factorial(9) / sp.factorial(6),
            lambda: count(itertools.permutations(range(9), 3)))


def _arrangements(word: str) -> int:
    """Distinct arrangements by placing each letter's copies in the free positions one letter at a time."""
    free, total = len(word), 1
    for letter in sorted(set(word)):
        c = word.count(letter)
        total *= count(itertools.combinations(range(free), c))
        free -= c
    return total


# ---------------------------------------------------------------- probability

def probability(b):
    b.value('two dice are rolled. what is the probability that the sum is 8?',
            lambda: _dice_sum_prob(8),
            lambda: outcomes_probability(dice(2), lambda o: sum(o) == 8))
    b.value('If you flip 3 coins, what is P(exactly 2 heads)?',
            lambda: sp.binomial(3, 2) * R(1, 2) ** 3,
            lambda: outcomes_probability(coins(3), lambda o: o.count('H') == 2))
    b.value('You draw one card from a standard 52-card deck. What is the probability it is a face card (J, Q or K)?',
            lambda: R(3 * 4, 52),
            lambda: outcomes_probability(deck(), lambda c: c[0] in 'JQK'))
    b.value('A bag has 4 red and 6 blue marbles. Two are drawn without replacement. '
            'What is the probability that both are red?',
            lambda: sp.binomial(4, 2) / sp.binomial(10, 2),
            lambda: outcomes_probability(itertools.permutations(['r'] * 4 + ['b'] * 6, 2),
                                         lambda o: o == ('r', 'r')))
    b.value("what's the probability of rolling at least one 6 in 4 rolls of a fair die",
            lambda: 1 - R(5, 6) ** 4,
            lambda: outcomes_probability(dice(4), lambda o: 6 in o))
    b.value('A and B are independent events with P(A) = 0.3 and P(B) = 0.5. Find P(A and B).',
            lambda: sp.Rational('0.3') * sp.Rational('0.5'),
            lambda: F('0.3') * F('0.5'), style='decimal')
    b.value('P(A) = 0.4, P(B) = 0.35 and P(A ∩ B) = 0.1. Find P(A ∪ B).',
            lambda: sp.Rational('0.4') + sp.Rational('0.35') - sp.Rational('0.1'),
            lambda: 1 - (1 - F('0.4') - F('0.35') + F('0.1')), style='decimal')
    b.value('a spinner has 8 equal parts numbered 1 to 8. whats the probablity of landing on a prime number',
            lambda: R(len(list(sp.primerange(1, 9))), 8),
            lambda: outcomes_probability(range(1, 9), lambda v: v > 1 and all(v % d for d in range(2, v))))
    b.value('A whole number from 1 to 50 (inclusive) is picked at random. '
            'What is the probability it is a multiple of 3 or 5?',
            lambda: R(50 // 3 + 50 // 5 - 50 // 15, 50),
            lambda: outcomes_probability(range(1, 51), lambda v: v % 3 == 0 or v % 5 == 0))
    b.value('probability of rolling doubles with two dice?',
            lambda: R(6, 36),
            lambda: outcomes_probability(dice(2), lambda o: o[0] == o[1]))
    b.value('Two cards are drawn from a standard deck without replacement. What is the probability that both are aces?',
            lambda: R(4, 52) * R(3, 51),
            lambda: outcomes_probability(itertools.permutations(deck(), 2),
                                         lambda o: o[0][0] == 'A' and o[1][0] == 'A'))
    b.value('A family has 3 children. Assuming boys and girls are equally likely, '
            'what is the probability they have at least one girl?',
            lambda: 1 - R(1, 2) ** 3,
            lambda: outcomes_probability(itertools.product('BG', repeat=3), lambda o: 'G' in o))


def _dice_sum_prob(total: int):
    from sympy.stats import Die, P
    d1, d2 = Die('d1', 6), Die('d2', 6)
    return P(sp.Eq(d1 + d2, total))


# ---------------------------------------------------------------- statistics

def statistics_(b):
    b.value('find the mean of 12, 15, 18, 20, 25',
            lambda: statistics.mean([F(12), F(15), F(18), F(20), F(25)]),
            lambda: Fraction(12 + 15 + 18 + 20 + 25, 5))
    b.value('What is the median of 7, 3, 9, 1, 4, 8?',
            lambda: statistics.median([F(7), F(3), F(9), F(1), F(4), F(8)]),
            lambda: _median_by_hand([7, 3, 9, 1, 4, 8]))
    b.value('mode of 2, 4, 4, 5, 7, 7, 7, 9',
            lambda: statistics.mode([2, 4, 4, 5, 7, 7, 7, 9]),
            lambda: max(set([2, 4, 4, 5, 7, 7, 7, 9]), key=[2, 4, 4, 5, 7, 7, 7, 9].count))
    b.value('13, −4, 22, 8, 0 — what is the range of this data?',
            lambda: max([13, -4, 22, 8, 0]) - min([13, -4, 22, 8, 0]),
            lambda: sorted([13, -4, 22, 8, 0])[-1] - sorted([13, -4, 22, 8, 0])[0])
    b.value('Find the population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9.',
            lambda: sp.sqrt(sp.nsimplify(statistics.pvariance([2, 4, 4, 4, 5, 5, 7, 9]))),
            lambda: sp.sqrt(_variance_by_hand([2, 4, 4, 4, 5, 5, 7, 9], sample=False)))
    b.value('what is the sample variance of 3, 5, 7, 9',
            lambda: statistics.variance([F(3), F(5), F(7), F(9)]),
            lambda: _variance_by_hand([3, 5, 7, 9], sample=True))
    b.value('My test scores are 85, 92, 78 and 90. What do I need on the fifth test to have an average of 88?',
            lambda: sp.solve(sp.Eq((85 + 92 + 78 + 90 + x) / 5, 88), x)[0],
            lambda: 88 * 5 - (85 + 92 + 78 + 90))
    b.value('Find the interquartile range of 1, 3, 5, 7, 9, 11, 13, 15 (use the median of each half).',
            lambda: _iqr([1, 3, 5, 7, 9, 11, 13, 15]),
            lambda: Fraction(11 + 13, 2) - Fraction(3 + 5, 2))
    b.value('Homework counts 20%, tests 50% and the final 30%. I have a 90 on homework, 80 on tests and 70 on '
            'the final. What is my weighted grade?',
            lambda: sp.Matrix([R(20, 100), R(50, 100), R(30, 100)]).dot(sp.Matrix([90, 80, 70])),
            lambda: (Fraction(90 * 20) + 80 * 50 + 70 * 30) / 100)
    b.value('the mean of five numbers is 14. four of them are 10, 12, 15 and 18. what is the fifth number?',
            lambda: sp.solve(sp.Eq((10 + 12 + 15 + 18 + x) / 5, 14), x)[0],
            lambda: 14 * 5 - sum([10, 12, 15, 18]))
    b.value('Calculate the sample standard deviation of 4, 8, 15, 16, 23, 42. Round to two decimal places.',
            lambda: round_half_up(sp.sqrt(sp.nsimplify(statistics.variance([4, 8, 15, 16, 23, 42]))), 2),
            lambda: round_by_integers(_sqrt_fraction(_variance_by_hand([4, 8, 15, 16, 23, 42], sample=True)), 2))
    b.value('A score of 85 comes from a distribution with mean 70 and standard deviation 6. What is its z-score?',
            lambda: (sp.Integer(85) - 70) / 6,
            lambda: Fraction(85 - 70, 6))


def _median_by_hand(data):
    s = sorted(Fraction(v) for v in data)
    m = len(s)
    return s[m // 2] if m % 2 else (s[m // 2 - 1] + s[m // 2]) / 2


def _iqr(data):
    s = sorted(data)
    half = len(s) // 2
    lower, upper = s[:half], s[-half:]
    return statistics.median([F(v) for v in upper]) - statistics.median([F(v) for v in lower])


def _variance_by_hand(data, sample: bool) -> Fraction:
    m = Fraction(sum(data), len(data))
    ss = sum((Fraction(v) - m) ** 2 for v in data)
    return ss / (len(data) - 1 if sample else len(data))


def _sqrt_fraction(q: Fraction, digits: int = 30) -> Fraction:
    """sqrt(q) to `digits` decimal places by integer square root."""
    scale = 10 ** digits
    return Fraction(math.isqrt(q.numerator * scale * scale // q.denominator), scale)


# ---------------------------------------------------------------- equations

def _solve_filter(expr, var=x, real=True):
    """The check for solveset: sp.solve, keeping real roots when asked."""
    roots = sp.solve(expr, var)
    return [r for r in roots if not real or sp.im(sp.N(r, 30)) == 0]


def equations(b):
    b.value('solve 3x + 7 = 22',
            lambda: sp.solveset(3 * x + 7 - 22, x, sp.S.Reals),
            lambda: _solve_filter(3 * x + 7 - 22), holds=roots_satisfy(3 * x - 15))
    b.value('2(x − 4) = 5x + 10, find x',
            lambda: sp.solveset(2 * (x - 4) - (5 * x + 10), x, sp.S.Reals),
            lambda: Fraction(-8 - 10, 5 - 2), holds=roots_satisfy(2 * (x - 4) - (5 * x + 10)))
    b.value('x² − 5x + 6 = 0',
            lambda: sp.solveset(x ** 2 - 5 * x + 6, x, sp.S.Reals),
            lambda: _solve_filter(x ** 2 - 5 * x + 6), holds=roots_satisfy(x ** 2 - 5 * x + 6, count_=2))
    b.value('solve for x: x/3 + 2 = x/2 − 1',
            lambda: sp.solveset(x / 3 + 2 - (x / 2 - 1), x, sp.S.Reals),
            lambda: _solve_filter(2 * x + 12 - (3 * x - 6)), holds=roots_satisfy(x / 3 + 2 - (x / 2 - 1)))
    b.value('Solve 2x^2 + 3x - 2 = 0',
            lambda: sp.solveset(2 * x ** 2 + 3 * x - 2, x, sp.S.Reals),
            lambda: _quadratic_formula(2, 3, -2), holds=roots_satisfy(2 * x ** 2 + 3 * x - 2, count_=2))
    b.value('solve x² + 4x + 13 = 0 (include complex solutions)',
            lambda: sp.solveset(x ** 2 + 4 * x + 13, x, sp.S.Complexes),
            lambda: _quadratic_formula(1, 4, 13), holds=roots_satisfy(x ** 2 + 4 * x + 13, count_=2))
    b.value('x^2 = 50, give exact answers',
            lambda: sp.solveset(x ** 2 - 50, x, sp.S.Reals),
            lambda: _solve_filter(x ** 2 - 50), holds=roots_satisfy(x ** 2 - 50, count_=2))
    b.value('0.4x − 1.2 = 2',
            lambda: sp.solveset(sp.Rational('0.4') * x - sp.Rational('1.2') - 2, x, sp.S.Reals),
            lambda: (F('1.2') + 2) / F('0.4'), holds=roots_satisfy(sp.Rational(2, 5) * x - sp.Rational(16, 5)))
    b.expr('Solve P = 2l + 2w for w.',
           lambda: sp.solve(sp.Eq(sp.Symbol('P'), 2 * sp.Symbol('l') + 2 * sp.Symbol('w')), sp.Symbol('w'))[0],
           lambda: (sp.Symbol('P') - 2 * sp.Symbol('l')) / 2)
    b.value('find all real solutions of x³ − 4x = 0',
            lambda: sp.solveset(x ** 3 - 4 * x, x, sp.S.Reals),
            lambda: _solve_filter(x * (x - 2) * (x + 2)), holds=roots_satisfy(x ** 3 - 4 * x, count_=3))
    b.value(r'$\frac{x+3}{4} = \frac{2x-1}{3}$',
            lambda: sp.solveset((x + 3) / 4 - (2 * x - 1) / 3, x, sp.S.Reals),
            lambda: Fraction(9 + 4, 8 - 3), holds=roots_satisfy((x + 3) / 4 - (2 * x - 1) / 3))
    b.value('Use the quadratic formula to solve 3x² = 2x + 5.',
            lambda: sp.solveset(3 * x ** 2 - 2 * x - 5, x, sp.S.Reals),
            lambda: _quadratic_formula(3, -2, -5), holds=roots_satisfy(3 * x ** 2 - 2 * x - 5, count_=2))


def _quadratic_formula(a_, b_, c_):
    disc = sp.Integer(b_) ** 2 - 4 * a_ * c_
    return [(-b_ + s * sp.sqrt(disc)) / (2 * a_) for s in (1, -1)]


# ---------------------------------------------------------------- equations_other

def _exact_grid(expr, steps: int, period=2 * sp.pi):
    """The check for trigonometric equations: the multiples of period/steps in [0, period) where expr is
    exactly zero."""
    out = []
    for j in range(steps):
        v = sp.simplify(expr.subs(x, period * j / steps))
        if v.is_finite is not False and v == 0:
            out.append(period * j / steps)
    return out


def _substituted(candidates, expr, var=x):
    """Keep the candidates that really solve expr = 0 (real values where every piece is defined)."""
    out = []
    for c in candidates:
        v = sp.N(expr.subs(var, c), 50)
        if v.is_real and abs(v) < 1e-40:
            out.append(c)
    return out


def equations_other(b):
    b.value('solve √(x + 7) = x − 5',
            lambda: sp.solveset(sp.sqrt(x + 7) - (x - 5), x, sp.S.Reals),
            lambda: _substituted(sp.solve(x + 7 - (x - 5) ** 2, x), sp.sqrt(x + 7) - (x - 5)),
            holds=roots_satisfy(sp.sqrt(x + 7) - (x - 5), count_=1))
    b.value('|2x − 3| = 7',
            lambda: sp.solveset(sp.Abs(2 * x - 3) - 7, x, sp.S.Reals),
            lambda: sp.solve(2 * x - 3 - 7, x) + sp.solve(2 * x - 3 + 7, x),
            holds=roots_satisfy(sp.Abs(2 * x - 3) - 7, count_=2))
    b.value('2^(x+1) = 32, solve for x',
            lambda: sp.solveset(2 ** (x + 1) - 32, x, sp.S.Reals),
            lambda: [next(j for j in range(-10, 10) if 2 ** (j + 1) == 32)],
            holds=roots_satisfy(2 ** (x + 1) - 32))
    b.value('Solve log₂(x) + log₂(x − 2) = 3.',
            lambda: sp.solveset(x * (x - 2) - 2 ** 3, x, sp.Interval.open(2, sp.oo)),
            lambda: _substituted(sp.solve(sp.log(x, 2) + sp.log(x - 2, 2) - 3, x),
                                 sp.log(x, 2) + sp.log(x - 2, 2) - 3),
            holds=roots_satisfy(sp.log(x, 2) + sp.log(x - 2, 2) - 3, count_=1))
    b.value(r'Solve $e^{2x} = 10$. Give the exact answer.',
            lambda: sp.solveset(sp.exp(2 * x) - 10, x, sp.S.Reals),
            lambda: sp.log(10) / 2, holds=roots_satisfy(sp.exp(2 * x) - 10, count_=1))
    b.value('3/(x − 1) = 2/(x + 2)',
            lambda: sp.solveset(3 / (x - 1) - 2 / (x + 2), x, sp.S.Reals),
            lambda: _substituted(sp.solve(3 * (x + 2) - 2 * (x - 1), x), 3 / (x - 1) - 2 / (x + 2)),
            holds=roots_satisfy(3 / (x - 1) - 2 / (x + 2), count_=1))
    b.value('Solve 2sin(x) − 1 = 0 for 0 ≤ x < 2π.',
            lambda: sp.solveset(2 * sp.sin(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: _exact_grid(2 * sp.sin(x) - 1, 24),
            holds=roots_satisfy(2 * sp.sin(x) - 1, count_=2, domain=lambda v: 0 <= v < 2 * sp.pi))
    b.value('find all solutions of cos²x = 1/4 in [0, 2π)',
            lambda: sp.solveset(sp.cos(x) ** 2 - R(1, 4), x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: _exact_grid(sp.cos(x) ** 2 - R(1, 4), 24),
            holds=roots_satisfy(sp.cos(x) ** 2 - R(1, 4), count_=4, domain=lambda v: 0 <= v < 2 * sp.pi))
    b.value(r'solve $\frac{x}{x-2} + \frac{1}{x+2} = \frac{8}{x^2-4}$',
            lambda: sp.solveset(x / (x - 2) + 1 / (x + 2) - 8 / (x ** 2 - 4), x, sp.S.Reals),
            lambda: _substituted(sp.solve(x * (x + 2) + (x - 2) - 8, x),
                                 x / (x - 2) + 1 / (x + 2) - 8 / (x ** 2 - 4)),
            holds=roots_satisfy(x / (x - 2) + 1 / (x + 2) - 8 / (x ** 2 - 4), count_=1))
    b.value('tan x = √3 for 0° ≤ x < 360°. Give the answers in degrees.',
            lambda: sp.FiniteSet(*[s * 180 / sp.pi for s in
                                   sp.solveset(sp.tan(x) - sp.sqrt(3), x, sp.Interval.Ropen(0, 2 * sp.pi))]),
            lambda: [d for d in range(360) if d % 180 != 90 and sp.tan(sp.pi * d / 180) == sp.sqrt(3)],
            holds=roots_satisfy(sp.tan(sp.pi * x / 180) - sp.sqrt(3), count_=2))
    b.value('4^x − 3·2^x − 4 = 0',
            lambda: sp.solveset(4 ** x - 3 * 2 ** x - 4, x, sp.S.Reals),
            lambda: [sp.log(r, 2) for r in sp.solve(y ** 2 - 3 * y - 4, y) if r > 0],
            holds=roots_satisfy(4 ** x - 3 * 2 ** x - 4, count_=1))
    b.value('solve ln(x + 1) = 2 exactly',
            lambda: sp.solveset(sp.log(x + 1) - 2, x, sp.S.Reals),
            lambda: sp.E ** 2 - 1, holds=roots_satisfy(sp.log(x + 1) - 2, count_=1))


# ---------------------------------------------------------------- systems

def _linsolve(equations_, names):
    syms = sp.symbols(names)
    sol = sp.linsolve(equations_, syms)
    (values,) = sol
    return dict(zip(names.split(), values))


def _cramer(rows, rhs, names):
    """Cramer's rule with Fractions: rows of coefficients, right-hand sides."""
    def det(m):
        if len(m) == 1:
            return m[0][0]
        return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))
    A = [[Fraction(v) for v in r] for r in rows]
    d = det(A)
    out = {}
    for j, name in enumerate(names.split()):
        Aj = [r[:j] + [Fraction(c)] + r[j + 1:] for r, c in zip(A, rhs)]
        out[name] = det(Aj) / d
    return out


def systems(b):
    X, Y, Z = sp.symbols('x y z')
    b.system('x + y = 10, x − y = 4',
             lambda: _linsolve([X + Y - 10, X - Y - 4], 'x y'),
             lambda: _cramer([[1, 1], [1, -1]], [10, 4], 'x y'))
    b.system('solve the system\n2x + 3y = 12\n4x − y = 10',
             lambda: _linsolve([2 * X + 3 * Y - 12, 4 * X - Y - 10], 'x y'),
             lambda: _cramer([[2, 3], [4, -1]], [12, 10], 'x y'))
    b.system(r'$\begin{cases} 3a + 2b = 7 \\ 5a - 4b = 19 \end{cases}$',
             lambda: _linsolve([3 * sp.Symbol('a') + 2 * sp.Symbol('b') - 7,
                                5 * sp.Symbol('a') - 4 * sp.Symbol('b') - 19], 'a b'),
             lambda: _cramer([[3, 2], [5, -4]], [7, 19], 'a b'))
    b.system('where do y = 2x + 1 and y = −x + 7 meet? give x and y',
             lambda: _linsolve([Y - 2 * X - 1, Y + X - 7], 'x y'),
             lambda: _cramer([[-2, 1], [1, 1]], [1, 7], 'x y'))
    b.system('Solve:\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2',
             lambda: _linsolve([X + Y + Z - 6, 2 * X - Y + Z - 3, X + 2 * Y - Z - 2], 'x y z'),
             lambda: _cramer([[1, 1, 1], [2, -1, 1], [1, 2, -1]], [6, 3, 2], 'x y z'))
    b.system('A school play sold 120 tickets for a total of $870. Adult tickets cost $8 and child tickets cost $5. '
             'Let a be the number of adult tickets and c the number of child tickets. Find a and c.',
             lambda: _linsolve([sp.Symbol('a') + sp.Symbol('c') - 120,
                                8 * sp.Symbol('a') + 5 * sp.Symbol('c') - 870], 'a c'),
             lambda: next({'a': p, 'c': 120 - p} for p in range(121) if 8 * p + 5 * (120 - p) == 870))
    b.system('use substitution: y = 3x − 5 and 2x + y = 15',
             lambda: _linsolve([Y - 3 * X + 5, 2 * X + Y - 15], 'x y'),
             lambda: _cramer([[-3, 1], [2, 1]], [-5, 15], 'x y'))
    b.system('x/2 + y/3 = 4 and x − y = 3. solve for x and y',
             lambda: _linsolve([X / 2 + Y / 3 - 4, X - Y - 3], 'x y'),
             lambda: _cramer([[Fraction(1, 2), Fraction(1, 3)], [1, -1]], [4, 3], 'x y'))
    b.system('0.5x + 0.2y = 3.1; x + y = 11',
             lambda: _linsolve([sp.Rational('0.5') * X + sp.Rational('0.2') * Y - sp.Rational('3.1'),
                                X + Y - 11], 'x y'),
             lambda: _cramer([[F('0.5'), F('0.2')], [1, 1]], [F('3.1'), 11], 'x y'))
    b.system('find a, b, c:  2a + b − c = 0,  a − b + 2c = 9,  3a + 2b + c = 7',
             lambda: _linsolve([2 * sp.Symbol('a') + sp.Symbol('b') - sp.Symbol('c'),
                                sp.Symbol('a') - sp.Symbol('b') + 2 * sp.Symbol('c') - 9,
                                3 * sp.Symbol('a') + 2 * sp.Symbol('b') + sp.Symbol('c') - 7], 'a b c'),
             lambda: _cramer([[2, 1, -1], [1, -1, 2], [3, 2, 1]], [0, 9, 7], 'a b c'))
    b.system(r'Solve $\begin{bmatrix} 2 & 1 \\ 1 & 3 \end{bmatrix}\begin{bmatrix} x \\ y \end{bmatrix} = '
             r'\begin{bmatrix} 5 \\ 10 \end{bmatrix}$',
             lambda: dict(zip(['x', 'y'], sp.Matrix([[2, 1], [1, 3]]).LUsolve(sp.Matrix([5, 10])))),
             lambda: _cramer([[2, 1], [1, 3]], [5, 10], 'x y'))
    b.system('p + q + r = 12\np − q = 2\nq + r = 7\nwhat are p, q and r?',
             lambda: _linsolve([sp.Symbol('p') + sp.Symbol('q') + sp.Symbol('r') - 12,
                                sp.Symbol('p') - sp.Symbol('q') - 2, sp.Symbol('q') + sp.Symbol('r') - 7], 'p q r'),
             lambda: _cramer([[1, 1, 1], [1, -1, 0], [0, 1, 1]], [12, 2, 7], 'p q r'))


# ---------------------------------------------------------------- inequalities

def _reduce(ineq, var=x):
    r = sp.reduce_inequalities(ineq, var)
    if r is sp.true:
        return sp.S.Reals
    if r is sp.false:
        return sp.S.EmptySet
    return r.as_set()


def inequalities(b):
    Y = sp.Symbol('y')
    b.ineq('3x − 7 > 11',
           lambda: sp.solveset(3 * x - 7 > 11, x, sp.S.Reals),
           lambda: _reduce(3 * x - 7 > 11), holds=set_matches(lambda v: 3 * v - 7 > 11))
    b.ineq('solve −2x + 5 ≤ 13',
           lambda: sp.solveset(-2 * x + 5 <= 13, x, sp.S.Reals),
           lambda: _reduce(-2 * x + 5 <= 13), holds=set_matches(lambda v: -2 * v + 5 <= 13))
    b.ineq('x² − 9 < 0',
           lambda: sp.solveset(x ** 2 - 9 < 0, x, sp.S.Reals),
           lambda: _reduce(x ** 2 - 9 < 0), holds=set_matches(lambda v: v * v - 9 < 0))
    b.ineq('Solve x² + 2x − 15 ≥ 0. Give your answer as an interval.',
           lambda: sp.solveset(x ** 2 + 2 * x - 15 >= 0, x, sp.S.Reals),
           lambda: _reduce(x ** 2 + 2 * x - 15 >= 0), holds=set_matches(lambda v: v * v + 2 * v - 15 >= 0))
    b.ineq('|x − 4| < 3',
           lambda: sp.solveset(sp.Abs(x - 4) < 3, x, sp.S.Reals),
           lambda: _reduce(sp.Abs(x - 4) < 3), holds=set_matches(lambda v: abs(v - 4) < 3))
    b.ineq('solve the inequality |2x + 1| ≥ 5',
           lambda: sp.solveset(sp.Abs(2 * x + 1) >= 5, x, sp.S.Reals),
           lambda: _reduce(sp.Abs(2 * x + 1) >= 5), holds=set_matches(lambda v: abs(2 * v + 1) >= 5))
    b.ineq('−3 ≤ 2x + 1 < 9',
           lambda: sp.solveset(2 * x + 1 >= -3, x, sp.S.Reals) & sp.solveset(2 * x + 1 < 9, x, sp.S.Reals),
           lambda: _reduce([2 * x + 1 >= -3, 2 * x + 1 < 9]), holds=set_matches(lambda v: -3 <= 2 * v + 1 < 9))
    b.ineq('for which x is x^2 + 1 > 0? interval notation pls',
           lambda: sp.solveset(x ** 2 + 1 > 0, x, sp.S.Reals),
           lambda: _reduce(x ** 2 + 1 > 0), holds=set_matches(lambda v: v * v + 1 > 0))
    b.ineq('5 − x/2 ≥ 3x − 9',
           lambda: sp.solveset(5 - x / 2 >= 3 * x - 9, x, sp.S.Reals),
           lambda: _reduce(5 - x / 2 >= 3 * x - 9), holds=set_matches(lambda v: 5 - v / 2 >= 3 * v - 9))
    b.ineq('Solve x² ≤ 4x.',
           lambda: sp.solveset(x ** 2 <= 4 * x, x, sp.S.Reals),
           lambda: _reduce(x ** 2 <= 4 * x), holds=set_matches(lambda v: v * v <= 4 * v))
    b.ineq('|x + 3| ≤ −1',
           lambda: sp.solveset(sp.Abs(x + 3) <= -1, x, sp.S.Reals),
           lambda: _reduce(sp.Abs(x + 3) <= -1), holds=set_matches(lambda v: abs(v + 3) <= -1))
    b.ineq('solve for y: 4 − 3y > 10',
           lambda: sp.solveset(4 - 3 * Y > 10, Y, sp.S.Reals),
           lambda: _reduce(4 - 3 * Y > 10, Y), holds=set_matches(lambda v: 4 - 3 * v > 10), var='y')


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
