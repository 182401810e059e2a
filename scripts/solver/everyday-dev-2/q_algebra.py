"""Second development set: sequences, counting, probability, statistics, equations, equations_other, systems
and inequalities."""
from __future__ import annotations

import itertools
import statistics
from collections import Counter
from fractions import Fraction as Fr

import mpmath
import sympy as sp
import sympy.stats as st

from common import (R, coins, count, deck, dice, n, outcomes_probability, parse_system, parse_values,
                    roots_satisfy, set_matches, x, y)

STYLE = {'statistics': 'decimal'}
theta = sp.Symbol('theta')
A = sp.Function('A')


def _terms_match(brute_terms):
    """A holds test for an n-th term formula: it gives the listed terms for n = 1, 2, ..."""
    def test(answer: str) -> bool:
        f = parse_values(answer)[0]
        return all(sp.simplify(f.subs(sp.Symbol('n'), j + 1) - v) == 0 for j, v in enumerate(brute_terms))
    return test


def _geometric_terms(first, ratio, count_):
    out, term = [], first
    for _ in range(count_):
        out.append(term)
        term *= ratio
    return out


def _rsolve_term(rec, init, at):
    return sp.rsolve(rec, A(n), init).subs(n, at)


def sequences(b):
    b.value('What is the next term: 3, 10, 17, 24, ...?', lambda: 24 + (10 - 3),
            lambda: sp.interpolate([3, 10, 17, 24], n).subs(n, 5))
    b.expr('Find the nth term of 9, 13, 17, 21, ...', lambda: sp.expand(9 + (n - 1) * (13 - 9)),
           lambda: sp.interpolate([9, 13, 17, 21], n), holds=_terms_match(list(range(9, 60, 4))))
    b.value('What is the 30th term of 6, 11, 16, 21, ...?', lambda: 6 + 29 * 5,
            lambda: list(itertools.accumulate([6] + [5] * 29))[-1])
    b.value('What is the 8th term of the geometric sequence 2, 6, 18, ...?', lambda: 2 * sp.Integer(3) ** 7,
            lambda: _geometric_terms(2, 3, 8)[-1])
    b.value('Find the sum of the first 25 terms of the arithmetic sequence 4, 7, 10, ...',
            lambda: R(25, 2) * (2 * 4 + 24 * 3), lambda: sum(range(4, 4 + 3 * 25, 3)))
    b.value('S₆ for the geometric series 4 + 12 + 36 + ⋯ = ?',
            lambda: 4 * (sp.Integer(3) ** 6 - 1) / (3 - 1), lambda: sum(_geometric_terms(4, 3, 6)))
    b.value('Which term of the sequence 7, 12, 17, ... is 142?',
            lambda: sp.solve(sp.Eq(7 + (n - 1) * 5, 142), n)[0],
            lambda: next(j for j in range(1, 1000) if 7 + 5 * (j - 1) == 142))
    b.value('In an arithmetic sequence, a₃ = 14 and a₉ = 38. Find the common difference.',
            lambda: R(38 - 14, 9 - 3),
            lambda: sp.solve([sp.Eq(x + 2 * y, 14), sp.Eq(x + 8 * y, 38)], [x, y])[y])
    b.value('A geometric sequence has a_2 = 12 and a_5 = 324. What is the common ratio?',
            lambda: sp.real_root(R(324, 12), 3), lambda: next(r for r in range(-20, 21) if 12 * r ** 3 == 324))
    b.value('a_1 = 4 and a_{n+1} = 2a_n − 3. Find a_5.', lambda: _iterate(4, lambda v: 2 * v - 3, 4),
            lambda: _rsolve_term(A(n + 1) - 2 * A(n) + 3, {A(1): 4}, 5))
    b.value('How many terms are in the sequence 15, 19, 23, ..., 135?', lambda: (135 - 15) // 4 + 1,
            lambda: len(range(15, 136, 4)))
    b.value('Find the sum of the infinite geometric series 27 + 9 + 3 + ...', lambda: 27 / (1 - R(1, 3)),
            lambda: sp.summation(27 * R(1, 3) ** sp.Symbol('j'), (sp.Symbol('j'), 0, sp.oo)))
    b.list('find the next two terms: 2, 5, 10, 17, 26, ...', lambda: _next_by_differences([2, 5, 10, 17, 26], 2),
           lambda: [sp.interpolate([2, 5, 10, 17, 26], n).subs(n, j) for j in (6, 7)])
    b.expr('Write an explicit formula for the geometric sequence 3, −6, 12, −24, ...',
           lambda: 3 * sp.Integer(-2) ** (n - 1), lambda: sp.rsolve(A(n + 1) + 2 * A(n), A(n), {A(1): 3}),
           holds=_terms_match(_geometric_terms(3, -2, 8)))
    b.value(r'$\sum_{k=1}^{40} k$ = ?', lambda: sp.summation(sp.Symbol('k'), (sp.Symbol('k'), 1, 40)),
            lambda: sum(range(1, 41)))
    b.text('Is the sequence 5, 15, 45, 135, ... arithmetic or geometric?',
           lambda: 'arithmetic' if len({v - u for u, v in zip([5, 15, 45, 135], [15, 45, 135])}) == 1 else 'geometric',
           lambda: 'geometric' if len({Fr(v, u) for u, v in zip([5, 15, 45], [15, 45, 135])}) == 1 else 'arithmetic')


def _iterate(start, step, times):
    v = start
    for _ in range(times):
        v = step(v)
    return v


def _next_by_differences(terms, how_many):
    """Extend a sequence by building its difference table until it is constant."""
    rows = [list(terms)]
    while len(set(rows[-1])) > 1:
        rows.append([v - u for u, v in zip(rows[-1], rows[-1][1:])])
    out = []
    for _ in range(how_many):
        for level in range(len(rows) - 1, 0, -1):
            rows[level - 1].append(rows[level - 1][-1] + rows[level][-1])
        rows[-1].append(rows[-1][-1])
        out.append(rows[0][-1])
    return out


def _round_table(people: int) -> int:
    seen = set()
    for p in itertools.permutations(range(people)):
        j = p.index(0)
        seen.add(p[j:] + p[:j])
    return len(seen)


def counting(b):
    C, P = sp.binomial, sp.ff
    b.value('How many ways can 6 different books be arranged on a shelf?', lambda: sp.factorial(6),
            lambda: count(itertools.permutations(range(6))))
    b.value('9C4', lambda: C(9, 4), lambda: count(itertools.combinations(range(9), 4)))
    b.value('P(8, 3) = ?', lambda: P(8, 3), lambda: count(itertools.permutations(range(8), 3)))
    b.value('How many different 3-letter arrangements can be made from the letters of the word PLANET if no '
            'letter is repeated?', lambda: P(6, 3), lambda: len(set(itertools.permutations('PLANET', 3))))
    b.value('How many distinct arrangements of the letters in BANANA are there?',
            lambda: sp.factorial(6) / (sp.factorial(3) * sp.factorial(2)),
            lambda: len(set(itertools.permutations('BANANA'))))
    b.value('A pizza place offers 10 toppings. How many ways can you choose 3 different toppings?',
            lambda: C(10, 3), lambda: count(itertools.combinations(range(10), 3)))
    b.value('A committee of 4 is chosen from 7 women and 5 men. How many committees have exactly 2 women?',
            lambda: C(7, 2) * C(5, 2),
            lambda: sum(1 for c in itertools.combinations(range(12), 4)
                        if sum(1 for p in c if p < 7) == 2))
    b.value('How many 3-character codes can be made if each character is a capital letter A–Z and letters may '
            'repeat?', lambda: sp.Integer(26) ** 3, lambda: count(itertools.product(range(26), repeat=3)))
    b.value('A restaurant has 4 appetizers, 6 main courses and 3 desserts. How many different three-course '
            'meals with one of each are possible?', lambda: 4 * 6 * 3,
            lambda: count(itertools.product(range(4), range(6), range(3))))
    b.value('how many subsets does a 7 element set have', lambda: sp.Integer(2) ** 7,
            lambda: sum(count(itertools.combinations(range(7), r)) for r in range(8)))
    b.value('Five friends sit at a circular table. If rotations of the same seating are not counted as '
            'different, how many seatings are possible?',
            lambda: sp.factorial(5 - 1), lambda: _round_table(5))
    b.value('How many integers from 1 to 200 inclusive are divisible by 3 or 7?',
            lambda: 200 // 3 + 200 // 7 - 200 // 21, lambda: sum(1 for j in range(1, 201) if j % 3 == 0 or j % 7 == 0))
    b.value('How many 4-digit numbers have no repeated digits?', lambda: 9 * 9 * 8 * 7,
            lambda: sum(1 for j in range(1000, 10000) if len(set(str(j))) == 4))
    b.value('12 people each shake hands with everyone else exactly once. How many handshakes is that?',
            lambda: C(12, 2), lambda: sum(1 for p, q in itertools.product(range(12), repeat=2) if p < q))
    b.value('A club with 15 members needs to pick a captain, a co-captain and a secretary. In how many ways can '
            'this be done?', lambda: P(15, 3), lambda: count(itertools.permutations(range(15), 3)))
    b.value(r'$\binom{10}{7}$', lambda: C(10, 7), lambda: count(itertools.combinations(range(10), 7)))


def probability(b):
    d1, d2 = st.Die('d1', 6), st.Die('d2', 6)
    b.value('Two fair dice are rolled. What is the probability that the sum is 9?',
            lambda: st.P(sp.Eq(d1 + d2, 9)), lambda: outcomes_probability(dice(2), lambda o: sum(o) == 9))
    b.value('A bag has 5 red, 3 blue and 2 green marbles. One marble is picked at random. What is P(blue)?',
            lambda: R(3, 5 + 3 + 2), lambda: outcomes_probability('R' * 5 + 'B' * 3 + 'G' * 2, lambda o: o == 'B'))
    b.value('A card is drawn from a standard 52-card deck. What is the probability that it is a face card '
            '(J, Q or K)?', lambda: R(3 * 4, 52), lambda: outcomes_probability(deck(), lambda c: c[0] in 'JQK'))
    b.value('Five fair coins are tossed. What is the probability of getting exactly three heads?',
            lambda: st.P(sp.Eq(st.Binomial('H', 5, R(1, 2)), 3)),
            lambda: outcomes_probability(coins(5), lambda o: o.count('H') == 3))
    b.value('Two cards are drawn without replacement from a standard deck. What is the probability that both '
            'are hearts?', lambda: R(13, 52) * R(12, 51),
            lambda: outcomes_probability(itertools.permutations(deck(), 2),
                                         lambda o: o[0][1] == 'hearts' and o[1][1] == 'hearts'))
    b.value('A bag has 4 red and 6 white balls. Two balls are drawn without replacement. Find the probability '
            'that one is red and one is white.', lambda: 2 * R(4, 10) * R(6, 9),
            lambda: outcomes_probability(itertools.combinations(range(10), 2), lambda o: sum(p < 4 for p in o) == 1))
    b.value('What is the probability of rolling at least one 6 in two rolls of a fair die?',
            lambda: 1 - R(5, 6) ** 2, lambda: outcomes_probability(dice(2), lambda o: 6 in o))
    b.value('If P(A) = 0.3, P(B) = 0.5 and A and B are independent, what is P(A and B)?',
            lambda: R(3, 10) * R(1, 2), lambda: outcomes_probability(itertools.product(range(10), range(2)),
                                                                        lambda o: o[0] < 3 and o[1] < 1),
            style='decimal')
    b.value('P(A) = 0.45, P(B) = 0.35 and P(A ∩ B) = 0.15. Find P(A ∪ B).',
            lambda: R(45, 100) + R(35, 100) - R(15, 100), lambda: 1 - (1 - Fr('0.45') - Fr('0.35') + Fr('0.15')),
            style='decimal')
    b.value('A spinner is divided into 10 equal sectors labelled 1–10. Find the probability that it lands on a '
            'multiple of 3.', lambda: R(10 // 3, 10), lambda: outcomes_probability(range(1, 11), lambda o: o % 3 == 0))
    b.value('The probability that it rains tomorrow is 0.38. What is the probability that it does not rain?',
            lambda: 1 - R(38, 100), lambda: outcomes_probability(range(100), lambda o: o >= 38), style='decimal')
    b.value('A number is chosen at random from 1 to 50 inclusive. What is the probability that it is a '
            'multiple of 6?', lambda: R(50 // 6, 50), lambda: outcomes_probability(range(1, 51), lambda o: o % 6 == 0))
    b.value('whats the probability of getting at least one tail when you flip 4 fair coins',
            lambda: 1 - R(1, 2) ** 4, lambda: outcomes_probability(coins(4), lambda o: 'T' in o))
    b.value('Two dice are rolled. What is the probability that the product of the numbers is a multiple of 3?',
            lambda: 1 - R(4, 6) ** 2, lambda: outcomes_probability(dice(2), lambda o: o[0] * o[1] % 3 == 0))
    b.value('A fair die is rolled 4 times. What is the probability of getting exactly two 5s?',
            lambda: st.P(sp.Eq(st.Binomial('F', 4, R(1, 6)), 2)),
            lambda: outcomes_probability(dice(4), lambda o: o.count(5) == 2))


def _median_of_halves_iqr(data):
    s = sorted(data)
    half = len(s) // 2
    lower, upper = s[:half], s[len(s) - half:]
    return statistics.median(upper) - statistics.median(lower)


def statistics_(b):
    b.value('Find the mean of 14, 9, 21, 6, 10', lambda: R(sum([14, 9, 21, 6, 10]), 5),
            lambda: statistics.mean(map(Fr, [14, 9, 21, 6, 10])))
    b.value('median of 18, 4, 11, 7, 15, 2, 20', lambda: sorted([18, 4, 11, 7, 15, 2, 20])[3],
            lambda: statistics.median([18, 4, 11, 7, 15, 2, 20]))
    b.value('What is the median of 3, 8, 12, 5, 10, 1?', lambda: R(sum(sorted([3, 8, 12, 5, 10, 1])[2:4]), 2),
            lambda: statistics.median(map(Fr, [3, 8, 12, 5, 10, 1])))
    b.value('mode of 6, 3, 9, 3, 6, 3, 8', lambda: statistics.mode([6, 3, 9, 3, 6, 3, 8]),
            lambda: Counter([6, 3, 9, 3, 6, 3, 8]).most_common(1)[0][0])
    b.value('Find the range of 45, 12, 38, 27, 9', lambda: max([45, 12, 38, 27, 9]) - min([45, 12, 38, 27, 9]),
            lambda: sorted([45, 12, 38, 27, 9])[-1] - sorted([45, 12, 38, 27, 9])[0])
    data = [2, 4, 4, 4, 5, 5, 7, 9]
    b.value('Find the population variance of 2, 4, 4, 4, 5, 5, 7, 9',
            lambda: sum((v - R(sum(data), len(data))) ** 2 for v in data) / len(data),
            lambda: statistics.pvariance(map(Fr, data)))
    b.value('What is the sample standard deviation of 4, 8, 6, 10?',
            lambda: sp.sqrt(sum((v - R(28, 4)) ** 2 for v in [4, 8, 6, 10]) / 3),
            lambda: sp.sqrt(sp.Rational(statistics.variance(map(Fr, [4, 8, 6, 10])))))
    b.value('The mean of five numbers is 16. Four of them are 12, 15, 20 and 18. What is the fifth number?',
            lambda: 5 * 16 - (12 + 15 + 20 + 18), lambda: sp.solve(sp.Eq((12 + 15 + 20 + 18 + x) / 5, 16), x)[0])
    b.value('Find the weighted mean: a score of 70 counts 30%, a score of 85 counts 50% and a score of 90 counts '
            '20%.', lambda: 70 * R(3, 10) + 85 * R(5, 10) + 90 * R(2, 10),
            lambda: statistics.mean([70] * 3 + [85] * 5 + [90] * 2))
    b.value('Find the interquartile range of 1, 3, 5, 7, 9, 11, 13, 15, using the median of each half for the '
            'quartiles.', lambda: R(11 + 13, 2) - R(3 + 5, 2),
            lambda: _median_of_halves_iqr([1, 3, 5, 7, 9, 11, 13, 15]))
    b.value('A student scored 78, 85 and 91 on three tests. What score on the fourth test gives an average of 86?',
            lambda: 4 * 86 - (78 + 85 + 91), lambda: next(s for s in range(0, 201) if Fr(78 + 85 + 91 + s, 4) == 86))
    b.value('Find the mean of the data: the value 2 occurs 3 times, 5 occurs 4 times and 8 occurs once.',
            lambda: R(2 * 3 + 5 * 4 + 8 * 1, 3 + 4 + 1), lambda: statistics.mean(map(Fr, [2] * 3 + [5] * 4 + [8])))
    b.value('What is the z-score of 82 if the mean is 70 and the standard deviation is 8?', lambda: R(82 - 70, 8),
            lambda: sp.solve(sp.Eq(70 + x * 8, 82), x)[0])
    b.value('Find the mean absolute deviation of 3, 5, 7, 9, 11',
            lambda: R(sum(abs(v - 7) for v in [3, 5, 7, 9, 11]), 5),
            lambda: statistics.mean(abs(Fr(v) - statistics.mean(map(Fr, [3, 5, 7, 9, 11]))) for v in [3, 5, 7, 9, 11]))
    b.value('What is the midrange of 12, 3, 25, 8?', lambda: R(max(12, 3, 25, 8) + min(12, 3, 25, 8), 2),
            lambda: statistics.mean([sorted([12, 3, 25, 8])[0], sorted([12, 3, 25, 8])[-1]]))


statistics_.__name__ = 'statistics'


def _solveset(expr, var=x, domain=sp.S.Complexes):
    return sp.solveset(expr, var, domain)


def eq(b, problem, lhs, rhs, *, domain=sp.S.Complexes, var=x, **kw):
    """An equation row: solveset computes the roots; sp.solve (another solver) checks them, and each written
    root is substituted back."""
    expr = sp.expand(lhs - rhs) if domain == sp.S.Complexes else lhs - rhs
    comp = lambda: _solveset(expr, var, domain)  # noqa: E731
    chk = kw.pop('check', None) or (lambda: sp.solve(sp.Eq(lhs, rhs), var))
    b.value(problem, comp, chk, holds=roots_satisfy(lhs - rhs, var, count_=len(comp())), **kw)


def equations(b):
    eq(b, 'Solve 5x + 3 = 2x − 12', 5 * x + 3, 2 * x - 12)
    eq(b, 'x² − 5x − 14 = 0', x ** 2 - 5 * x - 14, 0)
    eq(b, 'solve for y: y/4 − 3 = 5', y / 4 - 3, 5, var=y)
    eq(b, '3x² = 108', 3 * x ** 2, 108)
    eq(b, 'Solve 4(2x − 1) = 3(x + 7)', 4 * (2 * x - 1), 3 * (x + 7))
    eq(b, 'Solve x² − 6x + 13 = 0', x ** 2 - 6 * x + 13, 0)
    eq(b, r'\frac{x - 2}{5} = \frac{x + 1}{4}', (x - 2) / 5, (x + 1) / 4)
    eq(b, 'Find the roots of 3x² + 5x − 2 = 0', 3 * x ** 2 + 5 * x - 2, 0)
    eq(b, 'Solve x² + 2x − 7 = 0. Give exact answers.', x ** 2 + 2 * x - 7, 0)
    eq(b, 'what is x if 0.4x + 1.2 = 3', R(4, 10) * x + R(12, 10), 3, style='decimal')
    eq(b, 'Solve 2(x + 3) − 5 = 4x − 11', 2 * (x + 3) - 5, 4 * x - 11)
    eq(b, 'Complete the square to solve x² + 8x + 12 = 0', x ** 2 + 8 * x + 12, 0)
    eq(b, 'Solve (x − 3)² = 49', (x - 3) ** 2, 49)
    eq(b, 'solve 7 − 2x = 3x + 22', 7 - 2 * x, 3 * x + 22)
    eq(b, '4x² − 12x + 9 = 0', 4 * x ** 2 - 12 * x + 9, 0)


def _brute(pred, candidates):
    return [c for c in candidates if pred(c)]


HALVES = [Fr(j, 2) for j in range(-80, 81)]


def equations_other(b):
    Re = sp.S.Reals
    eq(b, '√(3x + 1) = 5', sp.sqrt(3 * x + 1), 5, domain=Re,
       check=lambda: _brute(lambda v: 3 * v + 1 == 25, range(-50, 51)))
    eq(b, '|x + 4| = 9', sp.Abs(x + 4), 9, domain=Re, check=lambda: [9 - 4, -9 - 4])
    eq(b, '3^(x+1) = 81', 3 ** (x + 1), 81, domain=Re,
       check=lambda: _brute(lambda v: Fr(3) ** (v + 1) == 81, range(-10, 11)))
    eq(b, 'Solve log₂(x) = 5', sp.log(x, 2), 5, domain=Re, check=lambda: [2 ** 5])
    b.value('Solve log(x) + log(x − 3) = 1, where log means log base 10.',
            lambda: [s for s in sp.solve(x * (x - 3) - 10, x) if s > 3],
            lambda: _brute(lambda v: v > 3 and v * (v - 3) == 10, range(-50, 51)),
            holds=roots_satisfy(sp.log(x, 10) + sp.log(x - 3, 10) - 1, count_=1))
    eq(b, 'Solve 5^{2x} = 125', 5 ** (2 * x), 125, domain=Re,
       check=lambda: _brute(lambda v: Fr(5) ** int(2 * v) == 125, HALVES))
    eq(b, 'Solve e^{2x} = 7', sp.exp(2 * x), 7, domain=Re, check=lambda: [sp.Float(mpmath.log(7) / 2, 50)])
    b.value('Find all angles θ with 0° ≤ θ < 360° such that 2cos θ = 1.',
            lambda: [s * 180 / sp.pi for s in sorted(sp.solveset(2 * sp.cos(theta) - 1, theta,
                                                                  sp.Interval.Ropen(0, 2 * sp.pi)))],
            lambda: [d for d in range(360) if 2 * sp.cos(sp.pi * d / 180) == 1])
    eq(b, 'Solve 3/(x + 1) = 2/(x − 1)', 3 / (x + 1), 2 / (x - 1), domain=Re,
       check=lambda: [Fr(2 + 3, 3 - 2)])
    eq(b, 'x³ − 2x² − 15x = 0', x ** 3 - 2 * x ** 2 - 15 * x, 0, domain=Re,
       check=lambda: _brute(lambda v: v ** 3 - 2 * v ** 2 - 15 * v == 0, range(-50, 51)))
    eq(b, '√(x + 7) = x + 1', sp.sqrt(x + 7), x + 1, domain=Re,
       check=lambda: [s for s in sp.solve((x + 7) - (x + 1) ** 2, x) if s + 1 >= 0])
    eq(b, 'x⁴ − 13x² + 36 = 0', x ** 4 - 13 * x ** 2 + 36, 0, domain=Re,
       check=lambda: _brute(lambda v: v ** 4 - 13 * v ** 2 + 36 == 0, range(-50, 51)))
    eq(b, 'Solve 2^x = 1/16', 2 ** x, R(1, 16), domain=Re,
       check=lambda: _brute(lambda v: Fr(2) ** v == Fr(1, 16), range(-20, 21)))
    b.value('Solve tan x = 1 for 0 ≤ x < 2π', lambda: sp.solveset(sp.tan(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: [sp.Float(mpmath.atan(1), 50), sp.Float(mpmath.atan(1) + mpmath.pi, 50)],
            holds=roots_satisfy(sp.tan(x) - 1, count_=2))
    eq(b, 'Solve |2x − 1| = x + 4', sp.Abs(2 * x - 1), x + 4, domain=Re,
       check=lambda: _brute(lambda v: abs(2 * v - 1) == v + 4, HALVES))
    eq(b, 'solve ln(x) = 3', sp.log(x), 3, domain=Re, check=lambda: [sp.Float(mpmath.e ** 3, 50)])


def _matrix_solve(eqs, unknowns):
    A_, b_ = sp.linear_eq_to_matrix(eqs, unknowns)
    sol = A_.inv() * b_
    return dict(zip(unknowns, sol))


def _system_holds(eqs, unknowns):
    def test(answer: str) -> bool:
        got = parse_system(answer)
        sub = {u: got[str(u)] for u in unknowns}
        return all(sp.simplify(e.lhs.subs(sub) - e.rhs.subs(sub)) == 0 for e in eqs)
    return test


def system(b, problem, eqs, unknowns):
    eqs = [sp.Eq(*e) for e in eqs]
    b.system(problem, lambda: dict(zip(unknowns, next(iter(sp.linsolve(eqs, unknowns))))),
             lambda: _matrix_solve(eqs, unknowns), holds=_system_holds(eqs, unknowns))


def systems(b):
    p, q, c, w, s = sp.symbols('p q c w s')
    system(b, 'solve x+y=15 and x-y=3', [(x + y, 15), (x - y, 3)], [x, y])
    system(b, 'Solve 3x + 2y = 16 and x − 2y = 0', [(3 * x + 2 * y, 16), (x - 2 * y, 0)], [x, y])
    system(b, 'y = 3x − 4 and y = x + 6. Find x and y.', [(y, 3 * x - 4), (y, x + 6)], [x, y])
    system(b, 'Solve by substitution: y = 2x, 5x + y = 21', [(y, 2 * x), (5 * x + y, 21)], [x, y])
    system(b, 'Solve the system 2a + 5b = 1, 3a − 2b = 11', [(2 * sp.Symbol('a') + 5 * sp.Symbol('b'), 1),
                                                            (3 * sp.Symbol('a') - 2 * sp.Symbol('b'), 11)],
           [sp.Symbol('a'), sp.Symbol('b')])
    system(b, 'x + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2',
           [(x + y + sp.Symbol('z'), 6), (2 * x - y + sp.Symbol('z'), 3), (x + 2 * y - sp.Symbol('z'), 2)],
           [x, y, sp.Symbol('z')])
    system(b, 'A farmer has chickens and cows. Together they have 30 heads and 74 legs. Let c be the number of '
              'chickens and w the number of cows. Find c and w.', [(c + w, 30), (2 * c + 4 * w, 74)], [c, w])
    system(b, r'$\begin{cases} 4x + y = 9 \\ 2x - 3y = 1 \end{cases}$', [(4 * x + y, 9), (2 * x - 3 * y, 1)], [x, y])
    system(b, 'Solve: 0.5x + 0.2y = 3.1 and x + y = 8', [(R(1, 2) * x + R(1, 5) * y, R(31, 10)), (x + y, 8)], [x, y])
    system(b, 'Two numbers add up to 52 and their difference is 14. Call the larger one x and the smaller one y. '
              'Find them.', [(x + y, 52), (x - y, 14)], [x, y])
    system(b, 'Solve x/2 + y/3 = 4 and x − y = 3', [(x / 2 + y / 3, 4), (x - y, 3)], [x, y])
    system(b, 'Coffee costs $3 and tea costs $2. A group bought 11 drinks for $28. If c is the number of coffees '
              'and t the number of teas, find c and t.', [(c + sp.Symbol('t'), 11), (3 * c + 2 * sp.Symbol('t'), 28)],
           [c, sp.Symbol('t')])
    system(b, 'Solve the system:\n2x + 3y − z = 4\nx − y + 2z = 7\n3x + y + z = 10',
           [(2 * x + 3 * y - sp.Symbol('z'), 4), (x - y + 2 * sp.Symbol('z'), 7), (3 * x + y + sp.Symbol('z'), 10)],
           [x, y, sp.Symbol('z')])
    system(b, 'Solve by elimination: 6p − 4q = 8 and 3p + 5q = 25', [(6 * p - 4 * q, 8), (3 * p + 5 * q, 25)], [p, q])


def ineq(b, problem, relation, truth, extra=()):
    """An inequality row: solveset over the reals computes the set; reduce_inequalities checks it, and the
    written set is sampled against `truth` (plain Python on fractions) on a grid of points."""
    parts = relation.args if isinstance(relation, sp.And) else (relation,)
    b.ineq(problem, lambda: sp.Intersection(*[sp.solveset(r, x, sp.S.Reals) for r in parts]),
           lambda: sp.reduce_inequalities(list(parts), x).as_set().intersect(sp.S.Reals),
           holds=set_matches(truth, extra=extra))


def inequalities(b):
    ineq(b, '4x + 7 < 31', 4 * x + 7 < 31, lambda p: 4 * p + 7 < 31)
    ineq(b, 'Solve −3x + 2 ≥ 17', -3 * x + 2 >= 17, lambda p: -3 * p + 2 >= 17)
    ineq(b, 'x² − 16 ≤ 0', x ** 2 - 16 <= 0, lambda p: p * p - 16 <= 0)
    ineq(b, '|x + 2| < 5', sp.Abs(x + 2) < 5, lambda p: abs(p + 2) < 5)
    ineq(b, 'solve x² + x − 12 > 0', x ** 2 + x - 12 > 0, lambda p: p * p + p - 12 > 0)
    ineq(b, 'Solve −1 < 3x + 5 ≤ 14', sp.And(-1 < 3 * x + 5, 3 * x + 5 <= 14), lambda p: -1 < 3 * p + 5 <= 14)
    ineq(b, 'Solve |2x − 5| ≥ 3', sp.Abs(2 * x - 5) >= 3, lambda p: abs(2 * p - 5) >= 3)
    ineq(b, '(x + 3)/(x − 4) ≥ 0', (x + 3) / (x - 4) >= 0, lambda p: (p + 3) / (p - 4) >= 0)
    ineq(b, 'Solve 2(x − 1) > 5x + 7', 2 * (x - 1) > 5 * x + 7, lambda p: 2 * (p - 1) > 5 * p + 7)
    ineq(b, 'For which x is x² + 4 > 0?', x ** 2 + 4 > 0, lambda p: p * p + 4 > 0)
    ineq(b, 'Solve |x − 3| < −2', sp.Abs(x - 3) < -2, lambda p: abs(p - 3) < -2)
    ineq(b, 'x/3 − 1 ≤ x/2 + 1', x / 3 - 1 <= x / 2 + 1, lambda p: p / 3 - 1 <= p / 2 + 1, extra=(-12, -13, -11))
    ineq(b, 'Solve x³ − 4x > 0', x ** 3 - 4 * x > 0, lambda p: p ** 3 - 4 * p > 0)
    ineq(b, '2x² − 7x + 3 < 0', 2 * x ** 2 - 7 * x + 3 < 0, lambda p: 2 * p * p - 7 * p + 3 < 0)
    ineq(b, 'Solve 5 − x ≥ 2x − 4', 5 - x >= 2 * x - 4, lambda p: 5 - p >= 2 * p - 4)


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
