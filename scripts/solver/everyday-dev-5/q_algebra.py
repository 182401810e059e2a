"""Algebra: sequences, counting, probability, statistics, equations, equations_other, systems, inequalities.

Every answer is computed (`compute`) and recomputed another way (`check`); nothing is typed by hand.
"""
from __future__ import annotations

import itertools
import math
import statistics
from fractions import Fraction

import mpmath
import sympy as sp

from common import (F, R, coins, count, deck, dice, outcomes_probability, round_by_integers,
                    round_half_up, roots_satisfy, set_matches, x, n, t)

STYLE = {'statistics': 'decimal'}


def mp_fraction(value, digits: int = 50) -> Fraction:
    with mpmath.workdps(digits + 10):
        return Fraction(mpmath.nstr(value, digits, strip_zeros=False, min_fixed=-100, max_fixed=100))


def quadratic_roots(a, b_, c) -> list:
    """The quadratic formula, written out (the check for solveset)."""
    a, b_, c = sp.sympify(a), sp.sympify(b_), sp.sympify(c)
    d = b_ ** 2 - 4 * a * c
    return [(-b_ - sp.sqrt(d)) / (2 * a), (-b_ + sp.sqrt(d)) / (2 * a)]


def real_roots(expr, var=x, domain=sp.S.Reals):
    return sorted(sp.solveset(expr, var, domain), key=lambda v: complex(sp.N(v)).real)


# ---------------------------------------------------------------- sequences

def sequences(b):
    b.value('Find the 20th term of the arithmetic sequence 7, 11, 15, 19, …',
            lambda: sp.sequence(7 + 4 * (n - 1), (n, 1, 30))[19],
            lambda: list(itertools.islice(itertools.count(7, 4), 20))[-1])
    b.value('next number: 2 6 18 54 ?',
            lambda: sp.sequence(2 * 3 ** (n - 1), (n, 1, 10))[4],
            lambda: 54 * (54 // 18))
    b.expr('Find the general term $a_n$ of the sequence 5, 8, 11, 14, … (give a formula in n)',
           lambda: sp.expand(sp.interpolate([5, 8, 11, 14], n)),
           lambda: 5 + (n - 1) * (8 - 5),
           holds=lambda ans: [sp.sympify(ans.replace('^', '**')).subs(n, j) for j in (1, 2, 3, 4)] == [5, 8, 11, 14])
    b.value('I save $25 in week 1 and each week I save $5 more than the week before. How much will I have saved in '
            'total after 12 weeks?',
            lambda: sp.summation(25 + 5 * (n - 1), (n, 1, 12)),
            lambda: sum(25 + 5 * w for w in range(12)))
    b.value('Evaluate $\\sum_{k=1}^{8} (2k-1)$.',
            lambda: sp.summation(2 * sp.Symbol('k') - 1, (sp.Symbol('k'), 1, 8)),
            lambda: sum(range(1, 16, 2)))
    b.value('sum of the geometric series 3 + 6 + 12 + ... (10 terms)',
            lambda: 3 * (2 ** 10 - 1) / (2 - 1),
            lambda: sum(3 * 2 ** j for j in range(10)))
    b.value('Which term of the arithmetic progression 4, 9, 14, … is equal to 109?',
            lambda: sp.solve(sp.Eq(4 + (n - 1) * 5, 109), n)[0],
            lambda: next(j for j, v in enumerate(itertools.count(4, 5), 1) if v == 109))
    b.value('A new car costs $28000 and loses 15% of its value every year. What is it worth after 4 years, to the '
            'nearest dollar?',
            lambda: round_half_up(28000 * sp.Rational('0.85') ** 4, 0),
            lambda: round_by_integers(Fraction(28000) * Fraction(85, 100) ** 4, 0))
    b.value('Find the sum of the infinite geometric series $12 + 4 + \\frac{4}{3} + \\cdots$',
            lambda: sp.summation(12 * R(1, 3) ** n, (n, 0, sp.oo)),
            lambda: Fraction(12) / (1 - Fraction(4, 12)))
    b.value('fibonacci: whats the 15th term if F1=1 and F2=1',
            lambda: sp.fibonacci(15),
            lambda: fib_loop(15))
    b.value('In a geometric sequence the first term is 2 and the common ratio is 3. Calculate the 7th term.',
            lambda: 2 * sp.Integer(3) ** 6,
            lambda: math.prod([2] + [3] * 6))
    b.value('Q9. A sequence is defined by $a_1 = 4$ and $a_{n+1} = 2a_n - 3$. Find $a_6$.',
            lambda: sp.rsolve(sp.Function('a')(n + 1) - 2 * sp.Function('a')(n) + 3, sp.Function('a')(n),
                              {sp.Function('a')(1): 4}).subs(n, 6),
            lambda: recurrence_loop(4, lambda v: 2 * v - 3, 6))


def fib_loop(m: int) -> int:
    p, q = 1, 1
    for _ in range(m - 2):
        p, q = q, p + q
    return q


def recurrence_loop(first, step, m):
    v = first
    for _ in range(m - 1):
        v = step(v)
    return v


# ---------------------------------------------------------------- counting

def round_table(people: int) -> int:
    """Seatings counted up to rotation: one canonical form per rotation class."""
    seen = set()
    for p in itertools.permutations(range(people)):
        j = p.index(0)
        seen.add(p[j:] + p[:j])
    return len(seen)


def counting(b):
    b.value('How many ways can 8 runners finish 1st, 2nd and 3rd?',
            lambda: sp.ff(8, 3),
            lambda: count(itertools.permutations(range(8), 3)))
    b.value('how many ways to pick 3 ppl from 10 for a committee',
            lambda: sp.binomial(10, 3),
            lambda: count(itertools.combinations(range(10), 3)))
    b.value('How many different arrangements can be made from the letters of the word BANANA?',
            lambda: sp.factorial(6) / (sp.factorial(3) * sp.factorial(2)),
            lambda: len(set(itertools.permutations('BANANA'))))
    b.value('The sandwich shop has 4 kinds of bread, 6 fillings and 3 sauces, and a sandwich is one of each. How many '
            'different sandwiches can I order?',
            lambda: 4 * 6 * 3,
            lambda: count(itertools.product(range(4), range(6), range(3))))
    b.value('Evaluate ${}_{9}P_{4}$.',
            lambda: sp.factorial(9) / sp.factorial(9 - 4),
            lambda: count(itertools.permutations(range(9), 4)))
    b.value('how many 4 digit pins r there if digits cant repeat',
            lambda: sp.ff(10, 4),
            lambda: count(p for p in itertools.product(range(10), repeat=4) if len(set(p)) == 4))
    b.value('In how many ways can 6 persons sit around a round table?',
            lambda: sp.factorial(6 - 1),
            lambda: round_table(6))
    b.value("For my party menu I'm choosing 2 appetizers out of 7 and 1 dessert out of 4. How many different menus "
            'are possible?',
            lambda: sp.binomial(7, 2) * sp.binomial(4, 1),
            lambda: count(itertools.product(itertools.combinations(range(7), 2), range(4))))
    b.value('How many subsets does a set with 7 elements have?',
            lambda: 2 ** 7,
            lambda: sum(count(itertools.combinations(range(7), r)) for r in range(8)))
    b.value('how many diagonals does an octagon have',
            lambda: 8 * (8 - 3) / 2,
            lambda: count((p, q) for p, q in itertools.combinations(range(8), 2) if (q - p) % 8 not in (1, 7)))
    b.value('How many three-digit numbers can be formed with the digits 1, 2, 3, 4, 5 if the digits may repeat and '
            'the number must be even?',
            lambda: 5 * 5 * len([d for d in (1, 2, 3, 4, 5) if d % 2 == 0]),
            lambda: count(p for p in itertools.product('12345', repeat=3) if int(''.join(p)) % 2 == 0))
    b.value('12) Find the coefficient of $x^3$ in the expansion of $(2x+1)^5$.',
            lambda: sp.Poly((2 * x + 1) ** 5, x).coeff_monomial(x ** 3),
            lambda: sum(math.prod(c) for c in itertools.product((2, 1), repeat=5) if c.count(2) == 3))


# ---------------------------------------------------------------- probability

def probability(b):
    b.value('A fair die is rolled. What is P(number greater than 4)?',
            lambda: R(len([f for f in range(1, 7) if f > 4]), 6),
            lambda: outcomes_probability(dice(1), lambda o: o[0] > 4))
    b.value('2 dice rolled, whats the prob the sum is 7',
            lambda: R(6, 36),
            lambda: outcomes_probability(dice(2), lambda o: sum(o) == 7))
    b.value('A bag contains 5 red and 3 blue balls. Two balls are taken without replacement. What is the probability '
            'that both are red?',
            lambda: sp.binomial(5, 2) / sp.binomial(8, 2),
            lambda: outcomes_probability(itertools.permutations('RRRRRBBB', 2), lambda o: o == ('R', 'R')))
    b.value("My kid's school raffle sold 250 tickets and I bought 6 of them. Two different winning tickets are drawn. "
            'What is the probability that I win at least one prize? Give a fraction.',
            lambda: 1 - sp.binomial(244, 2) / sp.binomial(250, 2),
            lambda: 1 - Fraction(244, 250) * Fraction(243, 249))
    b.value('A card is drawn from a standard 52-card deck. Find P(heart or king).',
            lambda: R(13 + 4 - 1, 52),
            lambda: outcomes_probability(deck(), lambda c: c[1] == 'hearts' or c[0] == 'K'))
    b.value('flip 3 coins whats the probablity of exactly 2 heads',
            lambda: sp.binomial(3, 2) / R(2) ** 3,
            lambda: outcomes_probability(coins(3), lambda o: o.count('H') == 2))
    b.value('The probability that it rains tomorrow is 0.35. What is the probability that it does not rain?',
            lambda: 1 - sp.Rational('0.35'),
            lambda: Fraction(100 - 35, 100), style='decimal')
    b.value('My commute has 2 traffic lights. The first is green 40% of the time and the second 70% of the time, '
            'independently. What is the chance both are green?',
            lambda: sp.Rational('0.4') * sp.Rational('0.7'),
            lambda: outcomes_probability(itertools.product(range(10), range(10)), lambda o: o[0] < 4 and o[1] < 7),
            style='decimal')
    b.value('If P(A) = 0.5, P(B) = 0.4 and P(A ∩ B) = 0.2, find P(A ∪ B).',
            lambda: sp.Rational('0.5') + sp.Rational('0.4') - sp.Rational('0.2'),
            lambda: 1 - (Fraction(1) - Fraction(5, 10) - Fraction(4, 10) + Fraction(2, 10)), style='decimal')
    b.value('prob of getting at least one 6 in 4 rolls of a die',
            lambda: 1 - R(5, 6) ** 4,
            lambda: outcomes_probability(dice(4), lambda o: 6 in o))
    b.value('Two cards are drawn one after the other without putting back from a 52-card deck. What is the '
            'probability that both are aces?',
            lambda: R(4, 52) * R(3, 51),
            lambda: outcomes_probability(itertools.permutations(deck(), 2), lambda o: o[0][0] == o[1][0] == 'A'))
    b.value('Lottery: you choose 6 numbers from 1 to 49. What is the probability that my one ticket matches all six '
            'numbers drawn? Give it as a fraction.',
            lambda: 1 / sp.binomial(49, 6),
            lambda: math.prod(Fraction(6 - j, 49 - j) for j in range(6)))


# ---------------------------------------------------------------- statistics

def sqrt_rounded(v: Fraction, places: int) -> str:
    """sqrt(v) rounded half up to `places` by integer comparisons: the largest q with (q - 1/2)^2 <= v * 10^(2p)."""
    target = v * 10 ** (2 * places)
    q = math.isqrt(int(target)) + 2
    while Fraction(2 * q - 1, 2) ** 2 > target:
        q -= 1
    from decimal import Decimal
    return Decimal(q).scaleb(-places)


def statistics_(b):
    b.value('Find the mean of 12, 15, 18, 21, 9.',
            lambda: statistics.mean([12, 15, 18, 21, 9]),
            lambda: Fraction(sum([12, 15, 18, 21, 9]), 5))
    b.value('medain of 3 8 1 9 4 7',
            lambda: statistics.median([3, 8, 1, 9, 4, 7]),
            lambda: (lambda s: Fraction(s[2] + s[3], 2))(sorted([3, 8, 1, 9, 4, 7])))
    b.value('What is the mode of the data: 4, 7, 2, 7, 9, 4, 7, 1?',
            lambda: statistics.mode([4, 7, 2, 7, 9, 4, 7, 1]),
            lambda: max(set([4, 7, 2, 7, 9, 4, 7, 1]), key=[4, 7, 2, 7, 9, 4, 7, 1].count))
    bills = [84, 96, 71, 110, 89]
    b.value('My electric bills for the last 5 months were $84, $96, $71, $110 and $89. What is the range?',
            lambda: max(bills) - min(bills),
            lambda: sorted(bills)[-1] - sorted(bills)[0])
    data = [2, 4, 4, 4, 5, 5, 7, 9]
    b.value('Find the population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9.',
            lambda: sp.sqrt(sp.Rational(statistics.pvariance(data))),
            lambda: next(r for r in range(100) if r * r == sum((Fraction(v) - Fraction(sum(data), 8)) ** 2
                                                                for v in data) / 8))
    b.value('sample variance of 6 9 12 15',
            lambda: statistics.variance([6, 9, 12, 15]),
            lambda: (lambda m: sum((v - m) ** 2 for v in [6, 9, 12, 15]) / 3)(Fraction(42, 4)))
    b.value('The mean of five numbers is 18. Four of them are 15, 22, 17 and 20. Find the fifth number.',
            lambda: sp.solve(sp.Eq((15 + 22 + 17 + 20 + x) / 5, 18), x)[0],
            lambda: next(v for v in range(-100, 200) if Fraction(15 + 22 + 17 + 20 + v, 5) == 18))
    b.value('I got 78, 85 and 92 on my first three tests. What do I need on the 4th test to average exactly 88?',
            lambda: sp.solve(sp.Eq((78 + 85 + 92 + x) / 4, 88), x)[0],
            lambda: next(v for v in range(0, 101) if (78 + 85 + 92 + v) == 88 * 4))
    iqr = [3, 5, 7, 8, 12, 13, 14, 18, 21]
    b.value('Find the interquartile range of 3, 5, 7, 8, 12, 13, 14, 18, 21 (use the median of each half, not '
            'counting the middle value).',
            lambda: (lambda q: q[2] - q[0])(statistics.quantiles(iqr, n=4, method='exclusive')),
            lambda: Fraction(iqr[6] + iqr[7], 2) - Fraction(iqr[1] + iqr[2], 2))
    b.value('weighted avg: homework is 20% and I have 90, quizzes 30% = 80, final exam 50% = 74. whats my grade',
            lambda: sp.Rational('0.2') * 90 + sp.Rational('0.3') * 80 + sp.Rational('0.5') * 74,
            lambda: Fraction(sum([90] * 20 + [80] * 30 + [74] * 50), 100))
    sample = [10, 12, 23, 23, 16, 23, 21, 16]
    b.value('Calculate the sample standard deviation of 10, 12, 23, 23, 16, 23, 21, 16, rounded to two decimal places.',
            lambda: round_half_up(sp.sqrt(sp.Rational(statistics.variance(sample))), 2),
            lambda: sqrt_rounded(sum((Fraction(v) - Fraction(sum(sample), len(sample))) ** 2 for v in sample)
                                 / (len(sample) - 1), 2))
    b.value('Five coworkers earn 42, 45, 47, 51 and 160 thousand dollars a year. What is the median salary (in '
            'thousands)?',
            lambda: statistics.median([42, 45, 47, 51, 160]),
            lambda: sorted([160, 51, 47, 45, 42])[2])


# ---------------------------------------------------------------- equations

def equations(b):
    b.value('1) Solve for x. Show your work.\n3(x − 4) + 7 = 2x + 9',
            lambda: sp.solveset(3 * (x - 4) + 7 - (2 * x + 9), x),
            lambda: Fraction(9 + 12 - 7, 3 - 2),
            holds=roots_satisfy(3 * (x - 4) + 7 - (2 * x + 9), count_=1))
    b.value('solve x2 - 5x + 6 = 0',
            lambda: sp.solveset(x ** 2 - 5 * x + 6, x),
            lambda: quadratic_roots(1, -5, 6),
            holds=roots_satisfy(x ** 2 - 5 * x + 6, count_=2))
    b.value('Find the value of x: $\\frac{2x}{3} - 5 = \\frac{x}{4}$',
            lambda: sp.solveset(2 * x / 3 - 5 - x / 4, x),
            lambda: Fraction(5) / (Fraction(2, 3) - Fraction(1, 4)),
            holds=roots_satisfy(2 * x / 3 - 5 - x / 4, count_=1))
    b.value('A plumber charges a $65 call-out fee plus $48 per hour. My bill was $257. How many hours did he work?',
            lambda: sp.solveset(65 + 48 * x - 257, x),
            lambda: Fraction(257 - 65, 48),
            holds=roots_satisfy(65 + 48 * x - 257, count_=1))
    b.value('5) Solve using the quadratic formula. Leave answers in exact form: $x^2 - 4x - 1 = 0$',
            lambda: sp.solveset(x ** 2 - 4 * x - 1, x, sp.S.Reals),
            lambda: quadratic_roots(1, -4, -1),
            holds=roots_satisfy(x ** 2 - 4 * x - 1, count_=2))
    b.value('2x^2+3x-2=0 solve',
            lambda: sp.solveset(2 * x ** 2 + 3 * x - 2, x),
            lambda: quadratic_roots(2, 3, -2),
            holds=roots_satisfy(2 * x ** 2 + 3 * x - 2, count_=2))
    b.value('Solve the equation x² + 2x + 5 = 0 in the complex numbers.',
            lambda: sp.solveset(x ** 2 + 2 * x + 5, x, sp.S.Complexes),
            lambda: [complex(-1, -2), complex(-1, 2)],
            holds=roots_satisfy(x ** 2 + 2 * x + 5, count_=2))
    P, l, w = sp.symbols('P l w')
    b.expr('4) Solve for $w$: $P = 2l + 2w$',
           lambda: sp.solve(sp.Eq(P, 2 * l + 2 * w), w)[0],
           lambda: (P - 2 * l) / 2,
           holds=lambda ans: sp.simplify(2 * l + 2 * sp.sympify(ans.replace('^', '**'), locals={'P': P, 'l': l}) - P) == 0)
    b.value('5(2x-1) = 3(3x+4) x=?',
            lambda: sp.solveset(5 * (2 * x - 1) - 3 * (3 * x + 4), x),
            lambda: Fraction(12 + 5, 10 - 9),
            holds=roots_satisfy(5 * (2 * x - 1) - 3 * (3 * x + 4), count_=1))
    b.value('Solve: 0.2x + 1.5 = 0.7x − 2',
            lambda: sp.solveset(sp.Rational('0.2') * x + sp.Rational('1.5') - sp.Rational('0.7') * x + 2, x),
            lambda: (F('1.5') + 2) / (F('0.7') - F('0.2')),
            holds=roots_satisfy(sp.Rational('0.2') * x + sp.Rational('1.5') - sp.Rational('0.7') * x + 2, count_=1))
    b.value("I'm thinking of a number. If I triple it and subtract 8, I get the same as the number plus 14. What is "
            'my number?',
            lambda: sp.solveset(3 * x - 8 - (x + 14), x),
            lambda: next(v for v in range(-100, 100) if 3 * v - 8 == v + 14),
            holds=roots_satisfy(3 * x - 8 - (x + 14), count_=1))
    b.value('Solve $x^3 - 9x = 0$.',
            lambda: sp.solveset(x ** 3 - 9 * x, x),
            lambda: [0] + quadratic_roots(1, 0, -9),
            holds=roots_satisfy(x ** 3 - 9 * x, count_=3))


# ---------------------------------------------------------------- equations_other

def filtered(candidates, keep):
    return [c for c in candidates if keep(sp.nsimplify(c))]


def equations_other(b):
    b.value('Solve $\\sqrt{2x + 3} = x$',
            lambda: sp.solveset(sp.sqrt(2 * x + 3) - x, x, sp.S.Reals),
            lambda: filtered(quadratic_roots(1, -2, -3), lambda v: v >= 0),
            holds=roots_satisfy(sp.sqrt(2 * x + 3) - x, count_=1))
    b.value('|2x - 5| = 9',
            lambda: sp.solveset(sp.Abs(2 * x - 5) - 9, x, sp.S.Reals),
            lambda: [Fraction(5 - 9, 2), Fraction(5 + 9, 2)],
            holds=roots_satisfy(sp.Abs(2 * x - 5) - 9, count_=2))
    b.value('Solve the exponential equation 3^(x+1) = 81.',
            lambda: sp.solveset(3 ** (x + 1) - 81, x, sp.S.Reals),
            lambda: next(k for k in range(10) if 3 ** k == 81) - 1,
            holds=roots_satisfy(3 ** (x + 1) - 81, count_=1))
    b.value('An investment of $2000 grows as A = 2000·(1.05)^t. After how many years t is it worth $3000? '
            'Round to 2 decimal places.',
            lambda: round_half_up(sp.log(R(3, 2)) / sp.log(R(21, 20)), 2),
            lambda: round_by_integers(mp_fraction(mpmath.findroot(
                lambda s: 2000 * mpmath.mpf('1.05') ** s - 3000, 8)), 2))
    b.value('Solve: $\\log_2(x) + \\log_2(x - 2) = 3$',
            lambda: [v for v in sp.solve(sp.log(x, 2) + sp.log(x - 2, 2) - 3, x) if v > 2],
            lambda: filtered(quadratic_roots(1, -2, -8), lambda v: v > 2),
            holds=roots_satisfy(sp.log(x, 2) + sp.log(x - 2, 2) - 3, count_=1))
    b.value('solve 2sin x = 1 for 0 ≤ x < 2π',
            lambda: sp.solveset(2 * sp.sin(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: [k * sp.pi / 12 for k in range(24) if 2 * sp.sin(k * sp.pi / 12) == 1],
            holds=roots_satisfy(2 * sp.sin(x) - 1, count_=2, domain=lambda v: 0 <= v < 2 * sp.pi))
    b.value('Solve for x: $\\frac{3}{x-2} = \\frac{5}{x+2}$',
            lambda: sp.solveset(3 / (x - 2) - 5 / (x + 2), x, sp.S.Reals),
            lambda: Fraction(-10 - 6, 3 - 5),
            holds=roots_satisfy(3 / (x - 2) - 5 / (x + 2), count_=1))
    b.value('Solve $e^{2x} = 7$. Give the exact answer.',
            lambda: sp.solveset(sp.exp(2 * x) - 7, x, sp.S.Reals),
            lambda: mpmath.log(7) / 2,
            holds=roots_satisfy(sp.exp(2 * x) - 7, count_=1))
    b.value('solve sqrt(x+7) + 5 = x   i got 2 answers b/c i squared both sides, which one is right',
            lambda: sp.solveset(sp.sqrt(x + 7) + 5 - x, x, sp.S.Reals),
            lambda: filtered(quadratic_roots(1, -11, 18), lambda v: v - 5 >= 0),
            holds=roots_satisfy(sp.sqrt(x + 7) + 5 - x, count_=1))
    b.value('Find all angles x in [0°, 360°) such that cos x = −1/2. Answer in degrees.',
            lambda: [v * 180 / sp.pi for v in real_roots(2 * sp.cos(x) + 1, x, sp.Interval.Ropen(0, 2 * sp.pi))],
            lambda: [d for d in range(0, 360, 15) if sp.cos(sp.pi * d / 180) == R(-1, 2)],
            holds=roots_satisfy(2 * sp.cos(sp.pi * x / 180) + 1, count_=2))
    b.value("Bacteria in my son's science project grow as N = 500·2^(t/3), t in hours. After how many hours are "
            'there 16000 bacteria?',
            lambda: sp.solveset(500 * 2 ** (t / 3) - 16000, t, sp.S.Reals),
            lambda: 3 * next(k for k in range(20) if 500 * 2 ** k == 16000),
            holds=roots_satisfy(500 * 2 ** (t / 3) - 16000, t, count_=1))
    b.value('Q12. Solve $\\frac{2}{x-1} + \\frac{x}{x+1} = \\frac{4}{x^2-1}$',
            lambda: sp.solveset(2 / (x - 1) + x / (x + 1) - 4 / (x ** 2 - 1), x, sp.S.Reals),
            lambda: filtered(quadratic_roots(1, 1, -2), lambda v: v not in (1, -1)),
            holds=roots_satisfy(2 / (x - 1) + x / (x + 1) - 4 / (x ** 2 - 1), count_=1))


# ---------------------------------------------------------------- systems

def cramer(rows, rhs, names):
    """Cramer's rule with Fractions and cofactor determinants (the check for linsolve)."""
    def det(m):
        if len(m) == 1:
            return m[0][0]
        return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))
    a = [[Fraction(str(v)) for v in r] for r in rows]
    r = [Fraction(str(v)) for v in rhs]
    d = det(a)
    out = {}
    for j, nm in enumerate(names):
        m = [row[:j] + [r[i]] + row[j + 1:] for i, row in enumerate(a)]
        out[nm] = det(m) / d
    return out


def lin(equations_, names):
    syms = sp.symbols(names)
    (sol,) = sp.linsolve(equations_, syms)
    return dict(zip(names, sol))


def systems(b):
    X, Y, Z = sp.symbols('x y z')
    b.system('Solve the system: 2x + y = 7, x − y = 2',
             lambda: lin([2 * X + Y - 7, X - Y - 2], ['x', 'y']),
             lambda: cramer([[2, 1], [1, -1]], [7, 2], ['x', 'y']))
    b.system('3x+2y=16 and 5x-2y=0 solve',
             lambda: lin([3 * X + 2 * Y - 16, 5 * X - 2 * Y], ['x', 'y']),
             lambda: cramer([[3, 2], [5, -2]], [16, 0], ['x', 'y']))
    b.system('Solve using the substitution method: y = 2x − 3 and 4x + 3y = 21',
             lambda: lin([Y - 2 * X + 3, 4 * X + 3 * Y - 21], ['x', 'y']),
             lambda: cramer([[-2, 1], [4, 3]], [-3, 21], ['x', 'y']))
    A, C = sp.symbols('a c')
    b.system('Adult tickets are $12 and child tickets $7. We bought 9 tickets for $88. Let a be the number of adult '
             'tickets and c the number of child tickets. Find a and c.',
             lambda: lin([A + C - 9, 12 * A + 7 * C - 88], ['a', 'c']),
             lambda: next({'a': p, 'c': 9 - p} for p in range(10) if 12 * p + 7 * (9 - p) == 88))
    b.system('Solve the system: $\\begin{cases} x + y + z = 6 \\\\ 2x - y + z = 3 \\\\ x + 2y - z = 2 \\end{cases}$',
             lambda: lin([X + Y + Z - 6, 2 * X - Y + Z - 3, X + 2 * Y - Z - 2], ['x', 'y', 'z']),
             lambda: cramer([[1, 1, 1], [2, -1, 1], [1, 2, -1]], [6, 3, 2], ['x', 'y', 'z']))
    b.system('y=3x+1\ny=-x+9\nwhere do they meet',
             lambda: lin([Y - 3 * X - 1, Y + X - 9], ['x', 'y']),
             lambda: cramer([[-3, 1], [1, 1]], [1, 9], ['x', 'y']))
    B = sp.Symbol('b')
    b.system('Find a and b such that 2a + 3b = 12 and 4a − b = 10.',
             lambda: lin([2 * A + 3 * B - 12, 4 * A - B - 10], ['a', 'b']),
             lambda: cramer([[2, 3], [4, -1]], [12, 10], ['a', 'b']))
    L, M = sp.symbols('L M')
    b.system('At the coffee shop 3 lattes and 2 muffins cost $19.50, and 1 latte and 4 muffins cost $14.00. What is '
             'the price of one latte (L) and one muffin (M)?',
             lambda: lin([3 * L + 2 * M - sp.Rational('19.50'), L + 4 * M - 14], ['L', 'M']),
             lambda: cramer([[3, 2], [1, 4]], ['19.50', '14.00'], ['L', 'M']), style='decimal')
    b.system('Solve $\\begin{pmatrix} 1 & 2 \\\\ 3 & -1 \\end{pmatrix}\\begin{pmatrix} x \\\\ y \\end{pmatrix} = '
             '\\begin{pmatrix} 8 \\\\ 3 \\end{pmatrix}$',
             lambda: dict(zip(['x', 'y'], sp.Matrix([[1, 2], [3, -1]]).LUsolve(sp.Matrix([8, 3])))),
             lambda: cramer([[1, 2], [3, -1]], [8, 3], ['x', 'y']))
    b.system('x+y+z=2, x-y+2z=9, 2x+y-z=-3 solve for x y z',
             lambda: lin([X + Y + Z - 2, X - Y + 2 * Z - 9, 2 * X + Y - Z + 3], ['x', 'y', 'z']),
             lambda: cramer([[1, 1, 1], [1, -1, 2], [2, 1, -1]], [2, 9, -3], ['x', 'y', 'z']))
    b.system('Solve the following system by elimination: 0.5x + 0.25y = 3 and x − y = 3',
             lambda: lin([sp.Rational('0.5') * X + sp.Rational('0.25') * Y - 3, X - Y - 3], ['x', 'y']),
             lambda: cramer([['0.5', '0.25'], [1, -1]], [3, 3], ['x', 'y']))
    p_, n_, f_ = sp.symbols('p n f')
    b.system('I bought pens (p), notebooks (n) and folders (f). 2 pens, 1 notebook and 1 folder cost $8; 1 pen, '
             '2 notebooks and 1 folder cost $9.50; 1 pen, 1 notebook and 3 folders cost $10.50. How much is each '
             'item?',
             lambda: lin([2 * p_ + n_ + f_ - 8, p_ + 2 * n_ + f_ - sp.Rational('9.5'),
                          p_ + n_ + 3 * f_ - sp.Rational('10.5')], ['p', 'n', 'f']),
             lambda: cramer([[2, 1, 1], [1, 2, 1], [1, 1, 3]], [8, '9.5', '10.5'], ['p', 'n', 'f']),
             style='decimal')


# ---------------------------------------------------------------- inequalities

def inequalities(b):
    def both(rel, var=x):
        """solveset for the answer; reduce_inequalities for the check."""
        return (lambda: sp.solveset(rel, var, sp.S.Reals),
                lambda: sp.reduce_inequalities([rel], [var]).as_set())

    f, c = both(3 * x - 7 > 5)
    b.ineq('Solve and graph on a number line: 3x − 7 > 5', f, c,
           holds=set_matches(lambda v: 3 * v - 7 > 5))
    f, c = both(-2 * x + 5 <= 11)
    b.ineq('-2x + 5 <= 11', f, c, holds=set_matches(lambda v: -2 * v + 5 <= 11))
    f, c = both(x ** 2 - x - 12 < 0)
    b.ineq('Solve the inequality x² − x − 12 < 0.', f, c, holds=set_matches(lambda v: v * v - v - 12 < 0))
    f, c = both(25 + sp.Rational('0.10') * t <= 40, t)
    b.ineq('My phone plan is $25 a month plus $0.10 per text, and I want to keep the bill at most $40. Solve '
           '25 + 0.10t ≤ 40 for the number of texts t.', f, c, var='t',
           holds=set_matches(lambda v: 25 + Fraction(1, 10) * v <= 40, lo=-200, hi=400, step=Fraction(1, 2)))
    f, c = both(sp.Abs(x - 3) <= 5)
    b.ineq('Solve $|x - 3| \\le 5$. Write the answer as a compound inequality.', f, c,
           holds=set_matches(lambda v: abs(v - 3) <= 5))
    f, c = both(sp.Abs(2 * x + 1) > 7)
    b.ineq('|2x+1| > 7', f, c, holds=set_matches(lambda v: abs(2 * v + 1) > 7))
    f, c = both(x ** 2 >= 4 * x)
    b.ineq('Find the solution set of x² ≥ 4x', f, c, holds=set_matches(lambda v: v * v >= 4 * v))
    b.ineq('8) Solve $-4 < 2x + 6 \\le 10$.', lambda: sp.solveset(-4 < 2 * x + 6, x, sp.S.Reals).intersect(
        sp.solveset(2 * x + 6 <= 10, x, sp.S.Reals)),
        lambda: sp.reduce_inequalities([-4 < 2 * x + 6, 2 * x + 6 <= 10], [x]).as_set(),
        holds=set_matches(lambda v: -4 < 2 * v + 6 <= 10))
    f, c = both(x ** 2 + 6 * x + 9 > 0)
    b.ineq('x^2+6x+9 > 0 solve', f, c, holds=set_matches(lambda v: v * v + 6 * v + 9 > 0))
    f, c = both((x - 1) / (x + 2) >= 0)
    b.ineq('Find for which x the expression (x − 1)/(x + 2) is bigger or equal to 0.', f, c, holds=set_matches(lambda v: (v - 1) / (v + 2) >= 0))
    s = sp.Symbol('s')
    f, c = both((72 + 85 + 78 + s) / 4 >= 80, s)
    b.ineq('I need an average of at least 80 over 4 tests. I already have 72, 85 and 78. What score s do I need on '
           'the last test? Answer as an inequality in s.', f, c, var='s',
           holds=set_matches(lambda v: (72 + 85 + 78 + v) / 4 >= 80, lo=0, hi=120, step=Fraction(1, 4)))
    f, c = both(sp.Abs(3 * x - 2) < -1)
    b.ineq('Q12. Solve $|3x - 2| < -1$.', f, c, holds=set_matches(lambda v: abs(3 * v - 2) < -1))


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
