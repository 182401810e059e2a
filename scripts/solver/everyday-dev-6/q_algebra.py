"""Algebra: sequences, counting, probability, statistics, equations, equations_other, systems, inequalities.

Voices, mixed in every category: (a) pasted from online homework systems and quiz apps, (b) recognised from a
photo of a printed worksheet (OCR), (c) terse requests, (d) teachers, tutors and parents, and real-life stories.
"""
from __future__ import annotations

import itertools
import math
import statistics
from collections import Counter
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.stats import Binomial, Die, P, density

from common import (Builder, F, R, coins, count, deck, dice, outcomes_probability, round_by_integers,
                    round_half_up, roots_satisfy, set_matches, x, y, z, n, k, a, b as b_sym)

STYLE = {'statistics': 'decimal'}


def mp_fraction(value) -> Fraction:
    return Fraction(mpmath.nstr(value, 50, min_fixed=-100, max_fixed=100))


# ---------------------------------------------------------------- sequences

def sequences(b: Builder) -> None:
    b.value('Find the 25th term of the arithmetic sequence 7, 11, 15, 19, …\nPoints: 1',
            lambda: sp.sequence(7 + 4 * (n - 1), (n, 1, sp.oo))[24],
            lambda: [7 + 4 * j for j in range(25)][-1])
    b.value('Find the sum of the first 10 terms of the geometric series 3 + 6 + 12 + ⋯\nType an integer.',
            lambda: sp.summation(3 * 2 ** (k - 1), (k, 1, 10)),
            lambda: sum(itertools.accumulate([3] * 10, lambda acc, _: acc * 2)))
    b.expr('Write an explicit formula for the nth term of the sequence −2, 3, 8, 13, …\n'
           '(Type an expression using n as the variable.)',
           lambda: sp.interpolate([-2, 3, 8, 13], n),
           lambda: -2 + (n - 1) * (3 - (-2)),
           holds=lambda ans: [sp.sympify(ans.replace('^', '**')).subs(n, j) for j in (1, 2, 3, 4)] == [-2, 3, 8, 13])
    b.value('4.\nThe first term of a G.P. is 81 and the common ratio\nis 1/3. Find the 6th term.',
            lambda: 81 * R(1, 3) ** 5,
            lambda: list(itertools.accumulate(range(5), lambda acc, _: acc / 3, initial=Fraction(81)))[-1])
    b.value('10)  Find the next term:   2 , 6 , 12 , 20 , 30 , ___',
            lambda: sp.interpolate([2, 6, 12, 20, 30], n).subs(n, 6),
            lambda: 30 + (30 - 20) + ((30 - 20) - (20 - 12)))
    b.value('Q7\nFind the sum of the arithmetic series\n5 + 9 + 13 + ... + 81',
            lambda: sp.summation(5 + 4 * (k - 1), (k, 1, sp.solve(5 + 4 * (k - 1) - 81, k)[0])),
            lambda: sum(range(5, 82, 4)))
    b.value(r'$\sum_{k=1}^{20} (3k-1)$',
            lambda: sp.summation(3 * k - 1, (k, 1, 20)),
            lambda: sum(3 * j - 1 for j in range(1, 21)))
    b.value('sum to infinity 12 - 6 + 3 - ...',
            lambda: sp.summation(12 * R(-1, 2) ** k, (k, 0, sp.oo)),
            lambda: Fraction(12) / (1 - Fraction(-6, 12)))
    b.value('a_1 = 2, a_(n+1) = 3a_n - 1, find a_5',
            lambda: sp.rsolve(sp.Function('s')(n + 1) - 3 * sp.Function('s')(n) + 1, sp.Function('s')(n),
                              {sp.Function('s')(1): 2}).subs(n, 5),
            lambda: list(itertools.accumulate(range(4), lambda acc, _: 3 * acc - 1, initial=2))[-1])
    b.value('I started at the gym doing 15 push-ups on day 1 and I add 3 more each day. How many push-ups will '
            'I have done in total over the first 30 days?',
            lambda: sp.summation(15 + 3 * (k - 1), (k, 1, 30)),
            lambda: sum(15 + 3 * d for d in range(30)))
    b.value('My daughter saves $2 in the first week and doubles the amount each week after that. In which '
            'week will the amount she saves that week first be more than $1000?',
            lambda: sp.floor(sp.log(1000, 2)) + 1,
            lambda: next(w for w, amount in enumerate(itertools.accumulate(range(60), lambda acc, _: acc * 2,
                                                                            initial=2), 1) if amount > 1000))
    b.value('My students keep getting this wrong: the 3rd term of an arithmetic sequence is 14 and the 10th '
            'term is 49. What is the first term?',
            lambda: sp.solve([a + 2 * k - 14, a + 9 * k - 49], [a, k])[a],
            lambda: next(first for first in range(-100, 100) for d in range(-20, 20)
                         if first + 2 * d == 14 and first + 9 * d == 49))


# ---------------------------------------------------------------- counting

def round_table_count(people: int) -> int:
    """Seatings up to rotation: the distinct rotation classes of all orderings."""
    seen = set()
    for perm in itertools.permutations(range(people)):
        i = perm.index(0)
        seen.add(perm[i:] + perm[:i])
    return len(seen)


def counting(b: Builder) -> None:
    b.value('How many distinguishable arrangements are there of the letters in the word BANANA?\n'
            '(Type a whole number.)',
            lambda: sp.factorial(6) / (sp.factorial(3) * sp.factorial(2)),
            lambda: len(set(itertools.permutations('BANANA'))))
    b.value('Evaluate ₁₀C₄.',
            lambda: sp.binomial(10, 4),
            lambda: count(itertools.combinations(range(10), 4)))
    b.value('A license plate has 3 letters followed by 4 digits. Letters and digits may repeat. How many '
            'different plates are possible?\nQuestion 6 of 12',
            lambda: sp.Integer(26) ** 3 * 10 ** 4,
            lambda: count(itertools.product('ABCDEFGHIJKLMNOPQRSTUVWXYZ', repeat=3))
            * count(itertools.product('0123456789', repeat=4)))
    b.value('5.\nIn how many ways can a committee of 3 boys and 2 girls\nbe chosen from 7 boys and 5 girls?',
            lambda: sp.binomial(7, 3) * sp.binomial(5, 2),
            lambda: sum(1 for c in itertools.combinations(range(12), 5) if sum(1 for p in c if p < 7) == 3))
    b.value('8)  In how many ways can 6 people sit around a round\ntable?',
            lambda: sp.factorial(6 - 1),
            lambda: round_table_count(6))
    b.value('11.  How many 3-digit numbers can be\nformed from the digits 1, 2, 3, 4, 5 if no digit\nis repeated?',
            lambda: sp.ff(5, 3),
            lambda: count(itertools.permutations('12345', 3)))
    b.value('8P3',
            lambda: sp.ff(8, 3),
            lambda: count(itertools.permutations(range(8), 3)))
    b.value('number of subsets of {a,b,c,d,e,f}',
            lambda: sp.Integer(2) ** 6,
            lambda: sum(count(itertools.combinations('abcdef', r)) for r in range(7)))
    b.value('how many 5 card hands w/ exactly 2 aces',
            lambda: sp.binomial(4, 2) * sp.binomial(48, 3),
            lambda: count(itertools.combinations([c for c in deck() if c[0] == 'A'], 2))
            * count(itertools.combinations([c for c in deck() if c[0] != 'A'], 3)))
    b.value('Our ice-cream shop offers 8 flavours and 3 kinds of cone. A "double" is a cone with 2 different '
            'flavours (the order of the scoops does not matter). How many different doubles can we sell?',
            lambda: sp.binomial(8, 2) * 3,
            lambda: count(itertools.product(itertools.combinations(range(8), 2), range(3))))
    b.value('I\'m making an answer key: in how many ways can 10 runners finish 1st, 2nd and 3rd in a race '
            '(no ties)?',
            lambda: sp.factorial(10) / sp.factorial(7),
            lambda: count(itertools.permutations(range(10), 3)))
    b.value('My son wants to know how many different outfits he has: 5 shirts, 3 pairs of trousers and 2 pairs '
            'of shoes, and he may wear one of his 2 hats or no hat. How many outfits is that?',
            lambda: sp.Integer(5) * 3 * 2 * (2 + 1),
            lambda: count(itertools.product(range(5), range(3), range(2), ['none', 'cap', 'beanie'])))


# ---------------------------------------------------------------- probability

def probability(b: Builder) -> None:
    b.value('Two fair dice are rolled. What is the probability that the sum is 8?\n'
            'Enter your answer as a reduced fraction.',
            lambda: P(sp.Eq(Die('D1', 6) + Die('D2', 6), 8)),
            lambda: outcomes_probability(dice(), lambda o: sum(o) == 8))
    b.value('A bag has 5 red and 7 blue marbles. Two marbles are drawn without replacement. Find P(both red).\n'
            'Type an exact answer as a simplified fraction.',
            lambda: sp.binomial(5, 2) / sp.binomial(12, 2),
            lambda: outcomes_probability(itertools.permutations(range(12), 2), lambda o: o[0] < 5 and o[1] < 5))
    b.value('P(A) = 0.4, P(B) = 0.5, and A and B are independent. Find P(A ∪ B).\nType a decimal.',
            lambda: R('0.4') + R('0.5') - R('0.4') * R('0.5'),
            lambda: 1 - (1 - F('0.4')) * (1 - F('0.5')), style='decimal')
    b.value('3.\nA card is drawn from a standard\ndeck of 52 cards. Find the probability that it is a heart\n'
            'or a king.',
            lambda: R(13, 52) + R(4, 52) - R(1, 52),
            lambda: outcomes_probability(deck(), lambda c: c[1] == 'hearts' or c[0] == 'K'))
    b.value('9)  A coin is tossed 4 times. Find the\nprobability of getting exactly 2 heads.',
            lambda: sp.binomial(4, 2) / sp.Integer(2) ** 4,
            lambda: outcomes_probability(coins(4), lambda o: o.count('H') == 2))
    b.value('12\nThe probability that it rains tomorrow is 0.35.\nWhat is the probability that it does not rain?',
            lambda: 1 - R('0.35'),
            lambda: Fraction(100 - 35, 100), style='decimal')
    b.value('P(at least one 6 in 3 rolls of a die)',
            lambda: 1 - R(5, 6) ** 3,
            lambda: outcomes_probability(dice(3), lambda o: 6 in o))
    b.value('P(X = 3) for X ~ Bin(5, 0.2)',
            lambda: density(Binomial('X', 5, R(1, 5)))(3),
            lambda: sum(math.prod(Fraction(1, 5) if hit else Fraction(4, 5) for hit in o)
                        for o in itertools.product([True, False], repeat=5) if sum(o) == 3), style='decimal')
    b.value('prob of drawing 2 aces in a row from a deck, no replacement',
            lambda: R(4, 52) * R(3, 51),
            lambda: outcomes_probability(itertools.permutations(deck(), 2),
                                         lambda o: o[0][0] == 'A' and o[1][0] == 'A'))
    b.value('For tomorrow\'s quiz: a spinner has 8 equal sections numbered 1 to 8. It is spun twice. What is the '
            'probability that the product of the two numbers is odd?',
            lambda: (R(4, 8)) ** 2,
            lambda: outcomes_probability(dice(2, 8), lambda o: (o[0] * o[1]) % 2 == 1))
    b.value('Our basketball team\'s best shooter makes 80% of her free throws. Assuming the shots are '
            'independent, what is the probability she makes exactly 4 of her next 5? Round to 4 decimal places.',
            lambda: round_half_up(density(Binomial('S', 5, R(4, 5)))(4), 4),
            lambda: round_by_integers(sum(math.prod(Fraction(4, 5) if hit else Fraction(1, 5) for hit in o)
                                          for o in itertools.product([1, 0], repeat=5) if sum(o) == 4), 4))
    b.value('A parent asks: my son\'s class has 12 girls and 10 boys. The teacher picks 2 students at random to '
            'run the bake sale. What is the probability that one girl and one boy are picked? A reduced '
            'fraction please.',
            lambda: sp.binomial(12, 1) * sp.binomial(10, 1) / sp.binomial(22, 2),
            lambda: outcomes_probability(itertools.combinations(range(22), 2),
                                         lambda o: (o[0] < 12) != (o[1] < 12)))


# ---------------------------------------------------------------- statistics

def sqrt_rounded(square: Fraction, places: int) -> Fraction:
    """sqrt(square) rounded half up to `places`, by integer square roots (no floating point)."""
    scaled = square * 10 ** (2 * places)
    whole = math.isqrt(scaled.numerator // scaled.denominator)
    # round up when (whole + 1/2)^2 <= scaled
    if Fraction(2 * whole + 1, 2) ** 2 <= scaled:
        whole += 1
    return Fraction(whole, 10 ** places)


def median_of(values) -> sp.Rational:
    s = sorted(values)
    m = len(s)
    return sp.Rational(s[m // 2]) if m % 2 else sp.Rational(s[m // 2 - 1] + s[m // 2], 2)


def statistics_(b: Builder) -> None:
    d1 = [12, 15, 18, 21, 19, 14]
    b.value('Find the mean of the data set: 12, 15, 18, 21, 19, 14\nRound to the nearest tenth if necessary.',
            lambda: round_half_up(R(sum(d1), len(d1)), 1),
            lambda: round_by_integers(statistics.mean(map(Fraction, d1)), 1))
    d2 = [34, 29, 41, 38, 29, 45, 33, 40]
    b.value('Find the median of the data: 34, 29, 41, 38, 29, 45, 33, 40',
            lambda: median_of(d2),
            lambda: statistics.median(d2))
    d3 = [4, 8, 6, 5, 7]
    b.value('Compute the sample standard deviation of 4, 8, 6, 5, 7.\nRound to the nearest hundredth.',
            lambda: round_half_up(sp.sqrt(sum((v - R(sum(d3), 5)) ** 2 for v in d3) / (len(d3) - 1)), 2),
            lambda: sqrt_rounded(statistics.variance(map(Fraction, d3)), 2))
    d4 = [3, 7, 7, 2, 9, 3, 7, 5]
    b.value('6.\nFind the mode of   3, 7, 7, 2, 9, 3, 7, 5',
            lambda: statistics.mode(d4),
            lambda: Counter(d4).most_common(1)[0][0])
    d5 = [-4, 3, -7, 12, 5, 0]
    b.value('10)  Find the range of the following temperatures (°C):\n-4, 3, -7, 12, 5, 0',
            lambda: max(d5) - min(d5),
            lambda: sorted(d5)[-1] - sorted(d5)[0])
    d6 = [45, 52, 61, 38, 70, 55, 49, 66, 58]
    b.value('Q 3\nThe marks of 9 students are 45, 52, 61, 38, 70, 55, 49, 66, 58\n'
            'Find the lower quartile Q1 (use the median of the lower half,\nnot including the median).',
            lambda: median_of(sorted(d6)[:len(d6) // 2]),
            lambda: Fraction(sorted(d6)[1] + sorted(d6)[2], 2))
    d7 = [2, 4, 4, 4, 5, 5, 7, 9]
    b.value('population sd of 2, 4, 4, 4, 5, 5, 7, 9',
            lambda: sp.sqrt(sum((v - R(sum(d7), len(d7))) ** 2 for v in d7) / len(d7)),
            lambda: statistics.pstdev(d7))
    b.value('weighted mean: values 80, 90, 70 with weights 2, 3, 5',
            lambda: R(80 * 2 + 90 * 3 + 70 * 5, 2 + 3 + 5),
            lambda: statistics.mean([80] * 2 + [90] * 3 + [70] * 5))
    d9 = [1, 3, 5, 7, 9, 11, 13, 15]
    b.value('IQR of 1, 3, 5, 7, 9, 11, 13, 15 (median of each half)',
            lambda: median_of(d9[4:]) - median_of(d9[:4]),
            lambda: Fraction(d9[5] + d9[6], 2) - Fraction(d9[1] + d9[2], 2))
    d10 = [14, 22, 9, 17, 22, 11, 18]
    b.value('My son\'s basketball points this season were 14, 22, 9, 17, 22, 11 and 18. What is his mean '
            'points per game, to one decimal place?',
            lambda: round_half_up(R(sum(d10), len(d10)), 1),
            lambda: round_by_integers(statistics.mean(map(Fraction, d10)), 1))
    b.value('I\'m working out final grades. Homework counts 20%, quizzes 30% and the final exam 50%. A student '
            'has 92 on homework, 78 on quizzes and 85 on the final. What is her weighted average?',
            lambda: R(20, 100) * 92 + R(30, 100) * 78 + R(50, 100) * 85,
            lambda: Fraction(sum(w * v for w, v in zip((2, 3, 5), (92, 78, 85))), 10))
    b.value('My students keep getting this wrong: five numbers have a mean of 12. Four of them are 8, 15, 10 '
            'and 14. What is the fifth number?',
            lambda: sp.solve((8 + 15 + 10 + 14 + y) / 5 - 12, y)[0],
            lambda: next(v for v in range(-100, 100) if statistics.mean([8, 15, 10, 14, v]) == 12))


# ---------------------------------------------------------------- equations

def linear_root(lhs_minus_rhs) -> Fraction:
    """The root of a linear function given as a Python callable on Fractions: -f(0) / (f(1) - f(0))."""
    f0, f1 = lhs_minus_rhs(Fraction(0)), lhs_minus_rhs(Fraction(1))
    return -f0 / (f1 - f0)


def quadratic_roots(p, q, r) -> list:
    disc = sp.Integer(q) ** 2 - 4 * p * r
    return [(-q - sp.sqrt(disc)) / (2 * p), (-q + sp.sqrt(disc)) / (2 * p)]


def equations(b: Builder) -> None:
    b.value('Solve for x: 3(x − 4) + 2 = 5x − 6\n(Simplify your answer. Type an integer or a fraction.)',
            lambda: sp.solveset(3 * (x - 4) + 2 - (5 * x - 6), x),
            lambda: linear_root(lambda v: 3 * (v - 4) + 2 - (5 * v - 6)))
    b.value('Solve 2x^2 − 5x − 3 = 0. Enter all solutions separated by commas.',
            lambda: sp.solveset(2 * x ** 2 - 5 * x - 3, x),
            lambda: quadratic_roots(2, -5, -3), holds=roots_satisfy(2 * x ** 2 - 5 * x - 3, count_=2))
    b.value('Solve x^2 + 4x − 1 = 0.\nType an exact answer, using radicals as needed. Use a comma to separate '
            'answers as needed.',
            lambda: sp.solveset(x ** 2 + 4 * x - 1, x),
            lambda: quadratic_roots(1, 4, -1), holds=roots_satisfy(x ** 2 + 4 * x - 1, count_=2))
    b.value('5.\n2 x + 3 = 7x - 12',
            lambda: sp.solveset(2 * x + 3 - (7 * x - 12), x),
            lambda: linear_root(lambda v: 2 * v + 3 - (7 * v - 12)))
    b.value('8)\nSolve    x/3 + x/4 = 14',
            lambda: sp.solveset(x / 3 + x / 4 - 14, x),
            lambda: linear_root(lambda v: v / 3 + v / 4 - 14))
    b.value('11.  Solve the equation\nx2 - 9x + 20 = 0',
            lambda: sp.solveset(x ** 2 - 9 * x + 20, x),
            lambda: quadratic_roots(1, -9, 20), holds=roots_satisfy(x ** 2 - 9 * x + 20, count_=2))
    b.value('solve 3x^2 = 12x',
            lambda: sp.solveset(3 * x ** 2 - 12 * x, x),
            lambda: quadratic_roots(3, -12, 0), holds=roots_satisfy(3 * x ** 2 - 12 * x, count_=2))
    b.value('5 - 2(x+1) = 4x + 9, x?',
            lambda: sp.solveset(5 - 2 * (x + 1) - (4 * x + 9), x),
            lambda: linear_root(lambda v: 5 - 2 * (v + 1) - (4 * v + 9)))
    b.value('x^2 + 2x + 5 = 0 complex roots',
            lambda: sp.solveset(x ** 2 + 2 * x + 5, x, sp.S.Complexes),
            lambda: quadratic_roots(1, 2, 5), holds=roots_satisfy(x ** 2 + 2 * x + 5, count_=2))
    b.value('One gym charges a $60 joining fee plus $25 per month. Another charges no joining fee but $35 per '
            'month. After how many months will the total cost be the same?',
            lambda: sp.solveset(60 + 25 * x - 35 * x, x),
            lambda: next(m for m in range(1, 100) if 60 + 25 * m == 35 * m))
    b.value('My students keep getting this wrong: solve (x + 3)/4 − (x − 1)/6 = 2. What answer should they get?',
            lambda: sp.solveset((x + 3) / 4 - (x - 1) / 6 - 2, x),
            lambda: linear_root(lambda v: (v + 3) / 4 - (v - 1) / 6 - 2))
    b.value('I want a rectangular vegetable garden whose length is 3 m more than its width and whose area is '
            '70 m². How wide should it be, in metres?',
            lambda: sp.solveset(x * (x + 3) - 70, x, sp.Interval.open(0, sp.oo)),
            lambda: [r for r in quadratic_roots(1, 3, -70) if r > 0])


# ---------------------------------------------------------------- equations_other

def equations_other(b: Builder) -> None:
    b.value('Solve: √(2x + 3) = x\nIf there is an extraneous solution, do not include it.',
            lambda: sp.solveset(sp.sqrt(2 * x + 3) - x, x, sp.S.Reals),
            lambda: [r for r in quadratic_roots(1, -2, -3) if sp.sqrt(2 * r + 3) == r],
            holds=roots_satisfy(sp.sqrt(2 * x + 3) - x, count_=1))
    b.value('Solve for x: log₂(x + 3) + log₂(x − 3) = 4\nType an exact answer.',
            lambda: [r for r in sp.solve(sp.log(x + 3, 2) + sp.log(x - 3, 2) - 4, x) if r > 3],
            lambda: [r for r in quadratic_roots(1, 0, -9 - 16) if r > 3])
    b.value('Solve 3^(2x−1) = 27. Enter an exact answer.',
            lambda: sp.solveset(3 ** (2 * x - 1) - 27, x, sp.S.Reals),
            lambda: next(Fraction(h, 2) for h in range(-20, 20) if (h - 1) >= 0 and 3 ** (h - 1) == 27))
    b.value('7.\nSolve    |3x - 2| = 10',
            lambda: sp.solveset(sp.Abs(3 * x - 2) - 10, x, sp.S.Reals),
            lambda: [Fraction(2 + 10, 3), Fraction(2 - 10, 3)])
    b.value('2)  Solve    5/(x - 2) = 3/(x + 4)',
            lambda: sp.solveset(5 / (x - 2) - 3 / (x + 4), x, sp.S.Reals),
            lambda: linear_root(lambda v: 5 * (v + 4) - 3 * (v - 2)))
    b.value('Q 10\nSolve   2 sin x - 1 = 0   for\n0 ≤ x < 2π',
            lambda: sp.solveset(2 * sp.sin(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: [j * sp.pi / 12 for j in range(24) if 2 * sp.sin(j * sp.pi / 12) - 1 == 0],
            holds=roots_satisfy(2 * sp.sin(x) - 1, count_=2, domain=lambda v: 0 <= v < 2 * sp.pi))
    b.value('solve e^(2x) = 7, exact',
            lambda: sp.solveset(sp.exp(2 * x) - 7, x, sp.S.Reals),
            lambda: mpmath.findroot(lambda v: mpmath.exp(2 * v) - 7, 1))
    b.value('2cos^2 x - cos x - 1 = 0, 0 <= x < 360 deg',
            lambda: sorted(sp.deg(r) for c in sp.solveset(2 * u_ ** 2 - u_ - 1, u_)  # cos x = c
                           for r in sp.solveset(sp.cos(x) - c, x, sp.Interval.Ropen(0, 2 * sp.pi))),
            lambda: [d for d in range(0, 360, 15)
                     if sp.simplify(2 * sp.cos(sp.pi * d / 180) ** 2 - sp.cos(sp.pi * d / 180) - 1) == 0])
    b.value('solve 1/x + 1/(x+2) = 3/4',
            lambda: sp.solveset(1 / x + 1 / (x + 2) - R(3, 4), x, sp.S.Reals),
            lambda: quadratic_roots(*sp.Poly(sp.together(1 / x + 1 / (x + 2) - R(3, 4)).as_numer_denom()[0],
                                             x).all_coeffs()),
            holds=roots_satisfy(1 / x + 1 / (x + 2) - R(3, 4), count_=2))
    b.value('In the science lab a bacteria culture doubles every 3 hours, starting from 500 cells. After how '
            'many hours will there be 12000 cells? Round to two decimal places.',
            lambda: round_half_up(list(sp.solveset(500 * 2 ** (t_ / 3) - 12000, t_, sp.S.Reals))[0], 2),
            lambda: round_by_integers(mp_fraction(mpmath.findroot(lambda v: 500 * mpmath.power(2, v / 3) - 12000,
                                                                  10)), 2))
    b.value('I\'m making an answer key: solve ∛(x − 5) = −2',
            lambda: sp.solveset(x - 5 - (-2) ** 3, x),
            lambda: next(v for v in range(-100, 100) if sp.real_root(v - 5, 3) == -2))
    b.value('My daughter has to solve 9^x − 4·3^x + 3 = 0 and we disagree on the answer. What are the real '
            'solutions?',
            lambda: sp.solveset(9 ** x - 4 * 3 ** x + 3, x, sp.S.Reals),
            lambda: [sp.log(r, 3) for r in quadratic_roots(1, -4, 3) if r > 0],
            holds=roots_satisfy(9 ** x - 4 * 3 ** x + 3, count_=2))


t_ = sp.Symbol('t', real=True)
u_ = sp.Symbol('u')


# ---------------------------------------------------------------- systems

def det2(m) -> Fraction:
    return m[0][0] * m[1][1] - m[0][1] * m[1][0]


def cramer(rows, rhs) -> list[Fraction]:
    """Cramer's rule over Fractions, with cofactor determinants (2x2 or 3x3)."""
    def det(m):
        if len(m) == 2:
            return det2(m)
        return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))
    rows = [[Fraction(v) for v in r] for r in rows]
    rhs = [Fraction(v) for v in rhs]
    d = det(rows)
    return [det([r[:j] + [rhs[i]] + r[j + 1:] for i, r in enumerate(rows)]) / d for j in range(len(rows))]


def linsolved(eqs, names):
    syms = [sp.Symbol(nm) for nm in names]
    (sol,) = sp.linsolve(eqs, syms)
    return dict(zip(names, sol))


def systems(b: Builder) -> None:
    b.system('Solve the system:\n2x + 3y = 12\nx − y = 1\nEnter your answer as x = __, y = __.',
             lambda: linsolved([2 * x + 3 * y - 12, x - y - 1], 'xy'),
             lambda: dict(zip('xy', cramer([[2, 3], [1, -1]], [12, 1]))))
    b.system('Solve by elimination.\n4x − 3y = 25\n−3x + 8y = 10\n(Type integers or simplified fractions.)',
             lambda: linsolved([4 * x - 3 * y - 25, -3 * x + 8 * y - 10], 'xy'),
             lambda: dict(zip('xy', cramer([[4, -3], [-3, 8]], [25, 10]))))
    b.system(r'Solve $\begin{cases} x + y + z = 6 \\ 2x - y + z = 3 \\ x + 2y - z = 2 \end{cases}$',
             lambda: linsolved([x + y + z - 6, 2 * x - y + z - 3, x + 2 * y - z - 2], 'xyz'),
             lambda: dict(zip('xyz', cramer([[1, 1, 1], [2, -1, 1], [1, 2, -1]], [6, 3, 2]))))
    b.system('4.\ny = 2x - 5\n3x + 2y = 4',
             lambda: linsolved([y - 2 * x + 5, 3 * x + 2 * y - 4], 'xy'),
             lambda: dict(zip('xy', cramer([[-2, 1], [3, 2]], [-5, 4]))))
    b.system('9)  Solve simultaneously\n5a + 2b = 1\n3a - 4b = 24',
             lambda: linsolved([5 * a + 2 * b_sym - 1, 3 * a - 4 * b_sym - 24], 'ab'),
             lambda: dict(zip('ab', cramer([[5, 2], [3, -4]], [1, 24]))))
    b.system('12.\nx/2 + y/3 = 4\nx - y = 3',
             lambda: linsolved([x / 2 + y / 3 - 4, x - y - 3], 'xy'),
             lambda: dict(zip('xy', cramer([[Fraction(1, 2), Fraction(1, 3)], [1, -1]], [4, 3]))))
    b.system('x+2y=8, 3x-y=3',
             lambda: linsolved([x + 2 * y - 8, 3 * x - y - 3], 'xy'),
             lambda: dict(zip('xy', cramer([[1, 2], [3, -1]], [8, 3]))))
    b.system('solve 0.5x + 0.2y = 3.1 ; x - y = -1',
             lambda: linsolved([R('0.5') * x + R('0.2') * y - R('3.1'), x - y + 1], 'xy'),
             lambda: dict(zip('xy', cramer([[F('0.5'), F('0.2')], [1, -1]], [F('3.1'), -1]))))
    b.system('2p - q = 4, p + q = 11  (p, q)',
             lambda: linsolved([2 * sp.Symbol('p') - sp.Symbol('q') - 4, sp.Symbol('p') + sp.Symbol('q') - 11],
                               'pq'),
             lambda: dict(zip('pq', cramer([[2, -1], [1, 1]], [4, 11]))))
    b.system('At the bakery, 3 croissants and 2 muffins cost $11.25, and 2 croissants and 5 muffins cost '
             '$13.00. What is the price of each? Use c for one croissant and m for one muffin.',
             lambda: linsolved([3 * sp.Symbol('c') + 2 * sp.Symbol('m') - R('11.25'),
                                2 * sp.Symbol('c') + 5 * sp.Symbol('m') - 13], 'cm'),
             lambda: dict(zip('cm', cramer([[3, 2], [2, 5]], [F('11.25'), 13]))), style='decimal')
    b.system('Tickets for the school play were $8 for adults and $5 for children. We sold 240 tickets and took '
             'in $1575. How many adult tickets (a) and child tickets (c) were sold?',
             lambda: linsolved([a + sp.Symbol('c') - 240, 8 * a + 5 * sp.Symbol('c') - 1575], ['a', 'c']),
             lambda: next({'a': ad, 'c': 240 - ad} for ad in range(241) if 8 * ad + 5 * (240 - ad) == 1575))
    b.system('For a chemistry lab I need 500 mL of an 18% acid solution, made by mixing a 10% solution and a '
             '30% solution. How many mL of each should I use? Call them x (10%) and y (30%).',
             lambda: linsolved([x + y - 500, R(10, 100) * x + R(30, 100) * y - R(18, 100) * 500], 'xy'),
             lambda: next({'x': v, 'y': 500 - v} for v in range(501) if 10 * v + 30 * (500 - v) == 18 * 500))


# ---------------------------------------------------------------- inequalities

def ineq_pair(b: Builder, problem, relation, truth, var=x, extra=(), lo=-12, hi=12, domain=sp.S.Reals, **kw):
    """compute: solveset over the reals; check: reduce_inequalities; holds: sampled with Python Fractions."""
    relations = relation if isinstance(relation, list) else [relation]
    b.ineq(problem,
           lambda: sp.Intersection(*[sp.solveset(r, var, domain) for r in relations]),
           lambda: sp.reduce_inequalities(relations + ([] if domain == sp.S.Reals else
                                          [var >= domain.inf, var <= domain.sup]), var).as_set(),
           holds=set_matches(truth, lo, hi, extra=extra), var=var.name, **kw)


def inequalities(b: Builder) -> None:
    ineq_pair(b, 'Solve −2x + 5 ≥ 11.\nGive your answer in interval notation.',
              -2 * x + 5 >= 11, lambda v: -2 * v + 5 >= 11)
    ineq_pair(b, 'Solve |3x + 2| ≥ 7. Give your answer in interval notation.\n(Type your answer using interval '
                 'notation. Use integers or fractions for any numbers in the expression.)',
              sp.Abs(3 * x + 2) >= 7, lambda v: abs(3 * v + 2) >= 7, extra=[Fraction(5, 3)])
    ineq_pair(b, 'Solve the compound inequality −4 ≤ 2x + 2 < 10.\nGive your answer in interval notation.',
              [-4 <= 2 * x + 2, 2 * x + 2 < 10], lambda v: -4 <= 2 * v + 2 < 10)
    ineq_pair(b, '6.\nSolve   x2 - x - 6 > 0',
              x ** 2 - x - 6 > 0, lambda v: v * v - v - 6 > 0)
    ineq_pair(b, '10)  5 - 3(x - 1) ≤ 2x + 18',
              5 - 3 * (x - 1) <= 2 * x + 18, lambda v: 5 - 3 * (v - 1) <= 2 * v + 18)
    ineq_pair(b, 'Q4.   Solve  (x - 1)/(x + 3) ≥ 0',
              (x - 1) / (x + 3) >= 0, lambda v: (v - 1) / (v + 3) >= 0)
    ineq_pair(b, 'solve |x-4| <= 3',
              sp.Abs(x - 4) <= 3, lambda v: abs(v - 4) <= 3)
    ineq_pair(b, 'x^2 >= 2x + 8',
              x ** 2 >= 2 * x + 8, lambda v: v * v >= 2 * v + 8)
    ineq_pair(b, '(x+2)(x-1)(x-5) < 0',
              (x + 2) * (x - 1) * (x - 5) < 0, lambda v: (v + 2) * (v - 1) * (v - 5) < 0)
    tt = sp.Symbol('t', real=True)
    ineq_pair(b, 'My phone plan is $20 a month plus $0.10 per text message, and I don\'t want to spend more '
                 'than $35 a month. Solve 20 + 0.10t ≤ 35 for the number of texts t and give the inequality.',
              20 + R(1, 10) * tt <= 35, lambda v: 20 + Fraction(1, 10) * v <= 35, var=tt, lo=100, hi=200)
    ineq_pair(b, 'My students keep flipping the sign at the wrong moment. Can you solve −x/3 + 2 > 5 − x '
                 'for me so I can check their work?',
              -x / 3 + 2 > 5 - x, lambda v: -v / 3 + 2 > 5 - v, extra=[Fraction(9, 2)])
    ss = sp.Symbol('s', real=True)
    ineq_pair(b, 'My son scored 78, 85 and 81 on his first three tests. Each test is out of 100. What scores s '
                 'on the fourth test give him an average of at least 85? Give the range of s.',
              (78 + 85 + 81 + ss) / 4 >= 85, lambda v: 0 <= v <= 100 and (78 + 85 + 81 + v) / 4 >= 85,
              var=ss, lo=80, hi=110, domain=sp.Interval(0, 100))


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
