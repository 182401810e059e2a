"""Algebra: sequences, counting, probability, statistics, equations, equations_other, systems, inequalities.

Every question is in one of four voices (v='a' dictation, 'b' English as a second language, 'c' exam and
LaTeX, 'd' phone and chat); each category has three of each. `compute` derives the answer, `check` derives it a
second way, `holds` tests the written answer further where that helps.
"""
from __future__ import annotations

import itertools
import math
import statistics
from collections import Counter
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.stats import Binomial, Die, P, density
from sympy.utilities.iterables import multiset_permutations

from common import coins, deck, dice, outcomes_probability, parse_values, round_half_up, roots_satisfy, set_matches

R = sp.Rational
x, y, z, n, k, t = sp.symbols('x y z n k t')
STYLE = {'statistics': 'decimal'}


# ---------------------------------------------------------------- sequences

def walk(first, step, count, op=lambda p, q: p + q) -> list:
    """The first `count` terms by repeated addition (or multiplication)."""
    out = [first]
    for _ in range(count - 1):
        out.append(op(out[-1], step))
    return out


def terms_fit(values: list, var=n):
    def test(answer: str) -> bool:
        f = parse_values(answer)[0]
        return all(f.subs(sp.Symbol(var.name), j + 1) == v for j, v in enumerate(values))
    return test


def sequences(b):
    b.value('find the twentieth term of the arithmetic sequence that starts three seven eleven',
            lambda: sp.SeqFormula(3 + 4 * (n - 1), (n, 1, sp.oo)).coeff(20),
            lambda: walk(3, 7 - 3, 20)[-1], v='a')
    b.value('In arithmetic sequence the first term is 5 and the common difference is -3. Find which is the '
            '15th term.',
            lambda: 5 + (15 - 1) * (-3),
            lambda: walk(5, -3, 15)[-1], v='b')
    b.value(r'Evaluate $\displaystyle\sum_{k=1}^{12} (3k - 2)$.',
            lambda: sp.summation(3 * k - 2, (k, 1, 12)),
            lambda: Fraction(12, 2) * ((3 * 1 - 2) + (3 * 12 - 2)), v='c')
    b.value('a1=2, a(n)=3a(n-1)+1\nwhats a5',
            lambda: sp.rsolve(sp.Function('a')(n) - 3 * sp.Function('a')(n - 1) - 1, sp.Function('a')(n),
                              {sp.Function('a')(1): 2}).subs(n, 5),
            lambda: walk(2, None, 5, lambda p, _: 3 * p + 1)[-1], v='d')
    b.value('sum of the first ten terms of the geometric sequence two six eighteen and so on',
            lambda: sp.summation(2 * 3 ** (k - 1), (k, 1, 10)),
            lambda: sum(walk(2, 3, 10, lambda p, q: p * q)), v='a')
    b.expr('Please find me the formula of n-th term for the sequence 4, 9, 14, 19, ... Write it with n.',
           lambda: sp.interpolate([4, 9, 14, 19], n),
           lambda: 4 + (n - 1) * (9 - 4), holds=terms_fit([4, 9, 14, 19]), v='b')
    b.value(r'The second term of a geometric sequence is $6$ and the fifth term is $162$. Given that the '
            r'common ratio is real, find the first term.',
            lambda: [s[sp.Symbol('a')] for s in sp.solve([sp.Symbol('a') * sp.Symbol('r') - 6,
                                                          sp.Symbol('a') * sp.Symbol('r') ** 4 - 162],
                                                         [sp.Symbol('a'), sp.Symbol('r')], dict=True)
                     if s[sp.Symbol('r')].is_real][0],
            lambda: Fraction(6, next(r for r in range(1, 10) if r ** 3 == 162 // 6)), v='c')
    b.value('how many terms in 7, 11, 15, ..., 203',
            lambda: sp.solve(7 + 4 * (n - 1) - 203, n)[0],
            lambda: len(range(7, 204, 4)), v='d')
    b.value('okay so the sum of all the whole numbers from one to one hundred',
            lambda: sp.summation(k, (k, 1, 100)),
            lambda: sum(range(1, 101)), v='a')
    b.value('The geometric series 8 + 4 + 2 + 1 + ... continue forever. How much is the sum?',
            lambda: sp.summation(8 * R(1, 2) ** k, (k, 0, sp.oo)),
            lambda: Fraction(8) / (1 - Fraction(4, 8)), v='b')
    b.value(r'An arithmetic sequence has $u_1 = 7$ and $u_{10} = 43$. Hence or otherwise find $S_{10}$.',
            lambda: sp.summation(7 + (k - 1) * sp.solve(7 + 9 * sp.Symbol('d') - 43)[0], (k, 1, 10)),
            lambda: Fraction(10 * (7 + 43), 2), v='c')
    b.value('1+1/3+1/9+... infinte sum?',
            lambda: sp.summation(R(1, 3) ** k, (k, 0, sp.oo)),
            lambda: Fraction(1) / (1 - Fraction(1, 3)), v='d')


# ---------------------------------------------------------------- counting

def counting(b):
    b.value('how many ways can you arrange the letters of the word apple',
            lambda: sp.factorial(5) / sp.factorial(2),
            lambda: len(set(itertools.permutations('apple'))), v='a')
    b.value('In how many ways 6 friends can sit around a round table?',
            lambda: sp.factorial(6 - 1),
            lambda: len({min(p[j:] + p[:j] for j in range(6)) for p in itertools.permutations(range(6))}), v='b')
    b.value(r'Find the number of distinct arrangements of the letters of the word $\text{MISSISSIPPI}$.',
            lambda: sp.factorial(11) / (sp.factorial(4) * sp.factorial(4) * sp.factorial(2)),
            lambda: sum(1 for _ in multiset_permutations('MISSISSIPPI')), v='c')
    b.value('how many 3 letter codes if no letter repeats (26 letters)',
            lambda: sp.ff(26, 3),
            lambda: sum(1 for _ in itertools.permutations(range(26), 3)), v='d')
    b.value('um how many ways to choose three people from a group of nine no wait ten',
            lambda: sp.binomial(10, 3),
            lambda: sum(1 for _ in itertools.combinations(range(10), 3)), v='a')
    b.value('A restaurant have 4 starters, 6 main dish and 3 desserts. How many different menu of three course '
            'we can make with one of each?',
            lambda: 4 * 6 * 3,
            lambda: len(list(itertools.product(range(4), range(6), range(3)))), v='b')
    b.value(r'A committee of 5 is to be chosen from 6 men and 4 women. Determine the number of committees that '
            r'contain exactly 2 women.',
            lambda: sp.binomial(4, 2) * sp.binomial(6, 3),
            lambda: sum(1 for c in itertools.combinations(range(10), 5) if sum(1 for p in c if p >= 6) == 2),
            v='c')
    b.value('ways to line up 5 ppl if 2 of them HAVE to stand next to each other',
            lambda: 2 * sp.factorial(4),
            lambda: sum(1 for p in itertools.permutations(range(5)) if abs(p.index(0) - p.index(1)) == 1), v='d')
    b.value('how many different four digit pin codes are there if digits can repeat',
            lambda: 10 ** 4,
            lambda: sum(1 for _ in itertools.product('0123456789', repeat=4)), v='a')
    b.value('How many ways are for choose a president, a vice president and a secretary from 12 students?',
            lambda: sp.ff(12, 3),
            lambda: sum(1 for _ in itertools.permutations(range(12), 3)), v='b')
    b.value(r'Evaluate $\dbinom{9}{4} - {}^{7}P_{2}$.',
            lambda: sp.binomial(9, 4) - sp.ff(7, 2),
            lambda: sum(1 for _ in itertools.combinations(range(9), 4))
            - sum(1 for _ in itertools.permutations(range(7), 2)), v='c')
    b.value('how many diff handshakes if 15 ppl each shake hands w/ everyone once',
            lambda: sp.binomial(15, 2),
            lambda: sum(1 for i in range(15) for j in range(15) if i < j), v='d')


# ---------------------------------------------------------------- probability

def probability(b):
    d1, d2 = Die('d1', 6), Die('d2', 6)
    b.value('what is the probability of rolling a sum of seven with two dice',
            lambda: P(sp.Eq(d1 + d2, 7)),
            lambda: outcomes_probability(dice(2), lambda o: sum(o) == 7), v='a')
    b.value('From a normal deck of 52 cards I take one card. What is probability it is a king or a heart?',
            lambda: R(4, 52) + R(13, 52) - R(1, 52),
            lambda: outcomes_probability(deck(), lambda c: c[0] == 'K' or c[1] == 'hearts'), v='b')
    b.value(r'Given that $X$ follows a binomial distribution with $n = 6$ and $p = \tfrac{1}{2}$, find '
            r'$P(X = 2)$ as a fraction in its simplest form.',
            lambda: density(Binomial('X', 6, R(1, 2)))(2),
            lambda: outcomes_probability(coins(6), lambda o: o.count('H') == 2), v='c')
    b.value('prob of drawing 2 aces in a row no replacement',
            lambda: sp.binomial(4, 2) / sp.binomial(52, 2),
            lambda: outcomes_probability(itertools.permutations(deck(), 2),
                                         lambda o: o[0][0] == 'A' and o[1][0] == 'A'), v='d')
    b.value('probability of getting exactly two heads when you flip three coins',
            lambda: P(sp.Eq(Binomial('H', 3, R(1, 2)), 2)),
            lambda: outcomes_probability(coins(3), lambda o: o.count('H') == 2), v='a')
    b.value('Probability of rain on Monday is 0.3 and on Tuesday is 0.4, they are independent. What is the '
            'probability that it rain on neither of the days?',
            lambda: (1 - R('0.3')) * (1 - R('0.4')),
            lambda: outcomes_probability(itertools.product(range(10), range(10)), lambda o: o[0] >= 3 and o[1] >= 4),
            v='b', style='decimal')
    b.value(r'Events $A$ and $B$ are such that $P(A) = 0.5$, $P(B) = 0.4$ and $P(A \cap B) = 0.2$. Find '
            r'$P(A \mid B)$.',
            lambda: R('0.2') / R('0.4'),
            lambda: conditional_by_counting(), v='c', style='decimal')
    b.value('flip 5 coins\nP(at least 1 tail)??',
            lambda: 1 - R(1, 2) ** 5,
            lambda: outcomes_probability(coins(5), lambda o: 'T' in o), v='d')
    b.value('a bag has four red and six blue marbles you pick two without replacement what is the probability '
            'both are red',
            lambda: R(4, 10) * R(3, 9),
            lambda: outcomes_probability(itertools.permutations('RRRRBBBBBB', 2), lambda o: o == ('R', 'R')), v='a')
    b.value('A die is roll 4 times. What is the probability to get at least one six? Give as fraction.',
            lambda: 1 - R(5, 6) ** 4,
            lambda: outcomes_probability(dice(4), lambda o: 6 in o), v='b')
    b.value(r'A game costs \$2 to play. A fair six-sided die is rolled once; a six wins \$9, any other score '
            r'wins nothing. Determine the expected profit per game for the player, in dollars.',
            lambda: 9 * P(sp.Eq(Die('g', 6), 6)) - 2,
            lambda: sum(Fraction(9 if s == 6 else 0) - 2 for s in range(1, 7)) / 6, v='c', style='decimal')
    b.value('2 dice, P(doubles or sum = 8)?',
            lambda: P(sp.Or(sp.Eq(d1, d2), sp.Eq(d1 + d2, 8))),
            lambda: outcomes_probability(dice(2), lambda o: o[0] == o[1] or sum(o) == 8), v='d')


def conditional_by_counting() -> Fraction:
    """100 equally likely outcomes split as the Venn diagram says; P(A | B) by counting within B."""
    outcomes = ['AB'] * 20 + ['A'] * 30 + ['B'] * 20 + [''] * 30
    in_b = [o for o in outcomes if 'B' in o]
    return Fraction(sum(1 for o in in_b if 'A' in o), len(in_b))


# ---------------------------------------------------------------- statistics

def fr(values) -> list[Fraction]:
    return [Fraction(str(v)) for v in values]


def sqrt_rational_rounded(v: Fraction, places: int) -> Decimal:
    """sqrt(v) rounded half up by integers: the largest q with (2q - 1)^2 <= 4 v 10^(2 places)."""
    s = math.isqrt(math.floor(4 * v * 10 ** (2 * places)))
    return Decimal((s + 1) // 2).scaleb(-places)


def statistics_(b):
    b.value('find the mean of twelve fifteen eighteen twenty and thirty',
            lambda: statistics.mean(fr([12, 15, 18, 20, 30])),
            lambda: sp.Add(*[12, 15, 18, 20, 30]) / 5, v='a')
    b.value('Find the mode of the data: 3, 7, 7, 2, 9, 3, 7, 5.',
            lambda: statistics.mode([3, 7, 7, 2, 9, 3, 7, 5]),
            lambda: Counter([3, 7, 7, 2, 9, 3, 7, 5]).most_common(1)[0][0], v='b')
    b.value(r'The marks of 6 students are $52, 61, 70, 75, 83, 91$. Calculate the sample standard deviation, '
            r'giving your answer correct to 2 decimal places.',
            lambda: round_half_up(sp.sqrt(statistics.variance(fr([52, 61, 70, 75, 83, 91]))), 2),
            lambda: sqrt_rational_rounded(sum((Fraction(m) - Fraction(432, 6)) ** 2
                                              for m in [52, 61, 70, 75, 83, 91]) / 5, 2), v='c')
    b.value('variance of 1,2,3,4,5 (population)',
            lambda: statistics.pvariance(fr([1, 2, 3, 4, 5])),
            lambda: sp.Add(*[v ** 2 for v in range(1, 6)]) / 5 - (sp.Add(*range(1, 6)) / 5) ** 2, v='d')
    b.value('what is the median of four eight one nine three and seven',
            lambda: statistics.median(fr([4, 8, 1, 9, 3, 7])),
            lambda: (Fraction(sorted([4, 8, 1, 9, 3, 7])[2]) + sorted([4, 8, 1, 9, 3, 7])[3]) / 2, v='a')
    b.value('The mean of five numbers is 14. Four of them are 10, 12, 15 and 18. Which is the fifth number?',
            lambda: sp.solve(sp.Eq((10 + 12 + 15 + 18 + x) / 5, 14), x)[0],
            lambda: next(v for v in range(-100, 100) if Fraction(10 + 12 + 15 + 18 + v, 5) == 14), v='b')
    b.value(r'For the data set $3, 5, 7, 8, 12, 13, 14, 18, 21$, determine the interquartile range, using the '
            r'median of each half (excluding the overall median) for the quartiles.',
            lambda: iqr_halves([3, 5, 7, 8, 12, 13, 14, 18, 21]),
            lambda: Fraction(14 + 18, 2) - Fraction(5 + 7, 2), v='c')
    b.value('mean of 2.5, 3.7, 4.1, 5.3 ?',
            lambda: statistics.mean(fr(['2.5', '3.7', '4.1', '5.3'])),
            lambda: (Decimal('2.5') + Decimal('3.7') + Decimal('4.1') + Decimal('5.3')) / 4, v='d')
    b.value("okay so what's the range of the data set twenty three eleven forty five thirty and seventeen",
            lambda: max([23, 11, 45, 30, 17]) - min([23, 11, 45, 30, 17]),
            lambda: sorted([23, 11, 45, 30, 17])[-1] - sorted([23, 11, 45, 30, 17])[0], v='a')
    b.value('Calculate the population standard deviation from 2, 4, 4, 4, 5, 5, 7, 9.',
            lambda: sp.sqrt(statistics.pvariance(fr([2, 4, 4, 4, 5, 5, 7, 9]))),
            lambda: math.isqrt(sum(v * v for v in [2, 4, 4, 4, 5, 5, 7, 9]) // 8 - (40 // 8) ** 2), v='b')
    b.value(r'A student scores $80$ in coursework (weight $40\%$) and $65$ in the exam (weight $60\%$). '
            r'Calculate the weighted mean score.',
            lambda: (Fraction(80) * 40 + Fraction(65) * 60) / (40 + 60),
            lambda: sp.nsimplify(statistics.fmean([80, 65], weights=[40, 60])), v='c')
    b.value('median of 13 7 22 9 18 7 30 pls',
            lambda: statistics.median([13, 7, 22, 9, 18, 7, 30]),
            lambda: sorted([13, 7, 22, 9, 18, 7, 30])[(7 - 1) // 2], v='d')


def iqr_halves(data: list) -> Fraction:
    s = sorted(fr(data))
    half = len(s) // 2
    return statistics.median(s[len(s) - half:]) - statistics.median(s[:half])


# ---------------------------------------------------------------- equations

def linear_root(f, var=x):
    """The root of a linear f (an expression equal to zero): -f(0) / (f(1) - f(0))."""
    f0, f1 = f.subs(var, 0), f.subs(var, 1)
    return -f0 / (f1 - f0)


def quadratic_formula(f, var=x) -> list:
    c2, c1, c0 = sp.Poly(sp.expand(f), var).all_coeffs()
    disc = c1 ** 2 - 4 * c2 * c0
    return [(-c1 - sp.sqrt(disc)) / (2 * c2), (-c1 + sp.sqrt(disc)) / (2 * c2)]


def solve_real(f, var=x):
    return sp.solveset(f, var, sp.S.Reals)


def equations(b):
    b.value('solve x squared minus five x plus six equals zero',
            lambda: solve_real(x ** 2 - 5 * x + 6),
            lambda: quadratic_formula(x ** 2 - 5 * x + 6), holds=roots_satisfy(x ** 2 - 5 * x + 6, count_=2), v='a')
    b.value('Please find me the x in 3x+7=22',
            lambda: solve_real(3 * x + 7 - 22),
            lambda: linear_root(3 * x + 7 - 22), holds=roots_satisfy(3 * x - 15, count_=1), v='b')
    b.value(r'Solve $x^2 - 6x + 4 = 0$, giving your answers in the form $a \pm \sqrt{b}$.',
            lambda: solve_real(x ** 2 - 6 * x + 4),
            lambda: quadratic_formula(x ** 2 - 6 * x + 4), holds=roots_satisfy(x ** 2 - 6 * x + 4, count_=2), v='c')
    b.value('sovle 5(x-2) = 3x2 + 8\nnvm typo i mean 3x not 3x2',
            lambda: solve_real(5 * (x - 2) - (3 * x + 8)),
            lambda: linear_root(5 * (x - 2) - (3 * x + 8)), holds=roots_satisfy(2 * x - 18, count_=1), v='d')
    b.value('solve for x three x minus seven equals two x plus five',
            lambda: solve_real(3 * x - 7 - (2 * x + 5)),
            lambda: linear_root(3 * x - 7 - (2 * x + 5)), v='a')
    b.value('Solve the equation (x+3)/4 = (2x-1)/3 and find the value of x.',
            lambda: solve_real((x + 3) / 4 - (2 * x - 1) / 3),
            lambda: linear_root((x + 3) / 4 - (2 * x - 1) / 3),
            holds=roots_satisfy((x + 3) / 4 - (2 * x - 1) / 3, count_=1), v='b')
    vv, uu, aa, tt = sp.symbols('v u a t')
    b.expr(r'Make $t$ the subject of the formula $v = u + at$.',
           lambda: sp.solve(sp.Eq(vv, uu + aa * tt), tt)[0],
           lambda: linear_root(uu + aa * tt - vv, tt), v='c')
    b.value('qudratic: x^2 = 7x\nsolve pls dont divide by x lol',
            lambda: solve_real(x ** 2 - 7 * x),
            lambda: quadratic_formula(x ** 2 - 7 * x), holds=roots_satisfy(x ** 2 - 7 * x, count_=2), v='d')
    b.value('um solve two x squared plus three x minus two equals zero',
            lambda: solve_real(2 * x ** 2 + 3 * x - 2),
            lambda: quadratic_formula(2 * x ** 2 + 3 * x - 2), holds=roots_satisfy(2 * x ** 2 + 3 * x - 2, count_=2),
            v='a')
    b.value('Find the solutions for x^2 + 4x + 13 = 0, I think they are complex.',
            lambda: sp.solveset(x ** 2 + 4 * x + 13, x, sp.S.Complexes),
            lambda: quadratic_formula(x ** 2 + 4 * x + 13),
            holds=roots_satisfy(x ** 2 + 4 * x + 13, count_=2), v='b')
    b.value(r'Given that $x = -2$ is a root of $x^2 + kx - 10 = 0$, where $k$ is a constant, find the other '
            r'root.',
            lambda: solve_real((x ** 2 + k * x - 10).subs(k, sp.solve((x ** 2 + k * x - 10).subs(x, -2), k)[0]))
            - sp.FiniteSet(-2),
            lambda: Fraction(-10, -2), v='c')  # product of the roots is -10
    b.value('x/3+x/4 =14   find x',
            lambda: solve_real(x / 3 + x / 4 - 14),
            lambda: linear_root(x / 3 + x / 4 - 14), holds=roots_satisfy(x / 3 + x / 4 - 14, count_=1), v='d')


# ---------------------------------------------------------------- equations_other

def grid_degrees(f, lo=0, hi=360) -> list:
    """Exact multiples of 15 degrees in [lo, hi) where f(angle in radians) is exactly zero."""
    return [d for d in range(lo, hi, 15) if sp.simplify(f(sp.pi * d / 180)) == 0]


def findroot(f, start) -> mpmath.mpf:
    return mpmath.findroot(f, start)


def equations_other(b):
    b.value('solve the square root of the quantity x plus three equals five',
            lambda: solve_real(sp.sqrt(x + 3) - 5),
            lambda: [v for v in [5 ** 2 - 3] if math.isqrt(v + 3) ** 2 == v + 3 and math.isqrt(v + 3) == 5],
            holds=roots_satisfy(sp.sqrt(x + 3) - 5, count_=1), v='a')
    b.value('Find the x when |2x − 3| = 7.',
            lambda: solve_real(sp.Abs(2 * x - 3) - 7),
            lambda: [v for v in (Fraction(3 + 7, 2), Fraction(3 - 7, 2)) if abs(2 * v - 3) == 7],
            holds=roots_satisfy(sp.Abs(2 * x - 3) - 7, count_=2), v='b')
    b.value(r'Solve $\sin x = \dfrac{1}{2}$ for $0 \le x < 2\pi$, giving exact values.',
            lambda: sp.solveset(sp.sin(x) - R(1, 2), x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: [sp.pi * d / 180 for d in grid_degrees(lambda a: sp.sin(a) - R(1, 2))],
            holds=roots_satisfy(sp.sin(x) - R(1, 2), count_=2), v='c')
    b.value('e^(2x) = 10 solve for x, exact pls',
            lambda: solve_real(sp.exp(2 * x) - 10),
            lambda: findroot(lambda s: mpmath.exp(2 * s) - 10, 1), v='d')
    b.value('log base two of x equals five',
            lambda: solve_real(sp.log(x, 2) - 5),
            lambda: next(v for v in range(1, 1000) if math.log2(v) == 5), v='a')
    b.value('Solve the equation 3^(x+1) = 81, what is x?',
            lambda: solve_real(3 ** (x + 1) - 81),
            lambda: next(e for e in range(10) if 3 ** e == 81) - 1, v='b')
    b.value(r'Solve $\log_3(x + 1) + \log_3(x - 1) = 1$.',
            lambda: [r for r in sp.solve(sp.log(x + 1, 3) + sp.log(x - 1, 3) - 1, x) if r > 1],
            lambda: [v for v in quadratic_formula((x + 1) * (x - 1) - 3) if v > 1],
            holds=roots_satisfy(sp.log(x + 1, 3) + sp.log(x - 1, 3) - 1, count_=1), v='c')
    b.value('cbrt(x-4) = 3 ... x=?',
            lambda: sp.solve(sp.cbrt(x - 4) - 3, x),
            lambda: 3 * 3 * 3 + 4, v='d')
    b.value('solve two to the x equals thirty two no sorry sixty four',
            lambda: solve_real(2 ** x - 64),
            lambda: findroot(lambda s: mpmath.power(2, s) - 64, 3), v='a')
    b.value('Resolve this: 1/x + 1/(x+2) = 3/4 . Find all the x.',
            lambda: solve_real(1 / x + 1 / (x + 2) - R(3, 4)),
            lambda: [v for v in quadratic_formula(4 * (x + 2) + 4 * x - 3 * x * (x + 2)) if v not in (0, -2)],
            holds=roots_satisfy(1 / x + 1 / (x + 2) - R(3, 4), count_=2), v='b')
    b.value(r'Solve $\sqrt{2x + 7} = x + 2$.',
            lambda: solve_real(sp.sqrt(2 * x + 7) - (x + 2)),
            lambda: [v for v in quadratic_formula(2 * x + 7 - (x + 2) ** 2) if v + 2 >= 0],
            holds=roots_satisfy(sp.sqrt(2 * x + 7) - (x + 2), count_=1), v='c')
    b.value('2cos(x) = -sqrt3 on 0 to 360 degrees\nanswer in degrees',
            lambda: [r * 180 / sp.pi for r in sorted(sp.solveset(2 * sp.cos(x) + sp.sqrt(3), x,
                                                                 sp.Interval.Ropen(0, 2 * sp.pi)), key=float)],
            lambda: grid_degrees(lambda a: 2 * sp.cos(a) + sp.sqrt(3)), v='d')


# ---------------------------------------------------------------- systems

def det(m: list[list[Fraction]]) -> Fraction:
    """Cofactor expansion along the first row."""
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))


def cramer(rows: list[list], rhs: list, names: str) -> dict:
    a = [[Fraction(v) for v in row] for row in rows]
    d = det(a)
    out = {}
    for j, name in enumerate(names.split()):
        aj = [row[:j] + [Fraction(r)] + row[j + 1:] for row, r in zip(a, rhs)]
        out[name] = det(aj) / d
    return out


def linsolve(equations: list, names: str) -> dict:
    symbols = sp.symbols(names)
    (solution,) = sp.linsolve(equations, symbols)
    return {str(s): v for s, v in zip(symbols, solution)}


def systems(b):
    b.system('solve the system x plus y equals ten and x minus y equals four',
             lambda: linsolve([x + y - 10, x - y - 4], 'x y'),
             lambda: cramer([[1, 1], [1, -1]], [10, 4], 'x y'), v='a')
    b.system('Find x and y if 3x + 2y = 16 and 5x − 2y = 0.',
             lambda: linsolve([3 * x + 2 * y - 16, 5 * x - 2 * y], 'x y'),
             lambda: cramer([[3, 2], [5, -2]], [16, 0], 'x y'), v='b')
    b.system(r'Solve the simultaneous equations $\begin{cases} 4x - 3y = -1 \\ 2x + 5y = 19 \end{cases}$',
             lambda: linsolve([4 * x - 3 * y + 1, 2 * x + 5 * y - 19], 'x y'),
             lambda: cramer([[4, -3], [2, 5]], [-1, 19], 'x y'), v='c')
    b.system('x+2y=7\n3x-y=7\nsolve',
             lambda: linsolve([x + 2 * y - 7, 3 * x - y - 7], 'x y'),
             lambda: cramer([[1, 2], [3, -1]], [7, 7], 'x y'), v='d')
    b.system('two x plus three y equals twelve and x minus y equals one solve for x and y',
             lambda: linsolve([2 * x + 3 * y - 12, x - y - 1], 'x y'),
             lambda: cramer([[2, 3], [1, -1]], [12, 1], 'x y'), v='a')
    ad, ch = sp.symbols('a c')
    b.system('Ticket for adult cost 8 dollar and for child 5 dollar. They sold 120 tickets and take 810 '
             'dollars. How many adult and how many child tickets? Use a for adult and c for child.',
             lambda: linsolve([ad + ch - 120, 8 * ad + 5 * ch - 810], 'a c'),
             lambda: next({'a': p, 'c': 120 - p} for p in range(121) if 8 * p + 5 * (120 - p) == 810), v='b')
    b.system(r'Solve the system $\left\{\begin{aligned} x + 2y - z &= 1 \\ 2x - y + z &= 6 \\ x + y + z &= 6 '
             r'\end{aligned}\right.$',
             lambda: linsolve([x + 2 * y - z - 1, 2 * x - y + z - 6, x + y + z - 6], 'x y z'),
             lambda: cramer([[1, 2, -1], [2, -1, 1], [1, 1, 1]], [1, 6, 6], 'x y z'), v='c')
    b.system('2 eqns: 0.5x + 0.25y = 4 and x - y = 2\nfind x,y',
             lambda: linsolve([R('0.5') * x + R('0.25') * y - 4, x - y - 2], 'x y'),
             lambda: cramer([[Fraction(1, 2), Fraction(1, 4)], [1, -1]], [4, 2], 'x y'), v='d')
    b.system('um solve x plus y plus z equals six then x minus y equals one and y plus z equals four',
             lambda: linsolve([x + y + z - 6, x - y - 1, y + z - 4], 'x y z'),
             lambda: cramer([[1, 1, 1], [1, -1, 0], [0, 1, 1]], [6, 1, 4], 'x y z'), v='a')
    b.system('Resolve the system: y = 2x − 5 and y = −x + 7.',
             lambda: linsolve([y - 2 * x + 5, y + x - 7], 'x y'),
             lambda: cramer([[-2, 1], [1, 1]], [-5, 7], 'x y'), v='b')
    mm, cc = sp.symbols('m c')
    b.system(r'Given that the line $y = mx + c$ passes through $(1, 5)$ and $(3, 11)$, determine $m$ and $c$.',
             lambda: linsolve([mm * 1 + cc - 5, mm * 3 + cc - 11], 'm c'),
             lambda: {'m': Fraction(11 - 5, 3 - 1), 'c': 5 - Fraction(11 - 5, 3 - 1) * 1}, v='c')
    b.system('solve w/ substitution y=3x and 2x+y=25',
             lambda: linsolve([y - 3 * x, 2 * x + y - 25], 'x y'),
             lambda: {'x': Fraction(25, 2 + 3), 'y': 3 * Fraction(25, 2 + 3)}, v='d')


# ---------------------------------------------------------------- inequalities

def reduce(rel, var=x):
    return sp.reduce_inequalities(rel, var).as_set()


def by_solveset(rel, var=x):
    return sp.solveset(rel, var, sp.S.Reals)


def inequalities(b):
    b.ineq('solve three x minus four is greater than eleven',
           lambda: reduce(3 * x - 4 > 11), lambda: by_solveset(3 * x - 4 > 11),
           holds=set_matches(lambda p: 3 * p - 4 > 11), v='a')
    b.ineq('Find all x for which |x − 4| < 3.',
           lambda: reduce(sp.Abs(x - 4) < 3), lambda: by_solveset(sp.Abs(x - 4) < 3),
           holds=set_matches(lambda p: abs(p - 4) < 3), v='b')
    b.ineq(r'Solve $-3 \le 2x + 1 < 9$.',
           lambda: reduce([2 * x + 1 >= -3, 2 * x + 1 < 9]),
           lambda: by_solveset(2 * x + 1 >= -3).intersect(by_solveset(2 * x + 1 < 9)),
           holds=set_matches(lambda p: -3 <= 2 * p + 1 < 9), v='c')
    b.ineq('solve 4-x > 2x+10',
           lambda: reduce(4 - x > 2 * x + 10), lambda: by_solveset(4 - x > 2 * x + 10),
           holds=set_matches(lambda p: 4 - p > 2 * p + 10), v='d')
    b.ineq('solve negative two x plus five is less than or equal to thirteen',
           lambda: reduce(-2 * x + 5 <= 13), lambda: by_solveset(-2 * x + 5 <= 13),
           holds=set_matches(lambda p: -2 * p + 5 <= 13), v='a')
    b.ineq('Solve the inequality 2(x − 1) ≥ 5x + 7, give the answer for x.',
           lambda: reduce(2 * (x - 1) >= 5 * x + 7), lambda: by_solveset(2 * (x - 1) >= 5 * x + 7),
           holds=set_matches(lambda p: 2 * (p - 1) >= 5 * p + 7), v='b')
    b.ineq(r'Find the set of values of $x$ for which $\dfrac{x - 2}{x + 3} \le 0$.',
           lambda: reduce((x - 2) / (x + 3) <= 0), lambda: by_solveset((x - 2) / (x + 3) <= 0),
           holds=set_matches(lambda p: (p - 2) / (p + 3) <= 0), v='c')
    b.ineq('x^2+2x-15>=0    solve',
           lambda: reduce(x ** 2 + 2 * x - 15 >= 0), lambda: by_solveset(x ** 2 + 2 * x - 15 >= 0),
           holds=set_matches(lambda p: p * p + 2 * p - 15 >= 0), v='d')
    b.ineq('solve x squared minus nine is less than zero',
           lambda: reduce(x ** 2 - 9 < 0), lambda: by_solveset(x ** 2 - 9 < 0),
           holds=set_matches(lambda p: p * p - 9 < 0), v='a')
    b.ineq('For which x the expression x^2 − x − 12 is bigger than 0?',
           lambda: reduce(x ** 2 - x - 12 > 0), lambda: by_solveset(x ** 2 - x - 12 > 0),
           holds=set_matches(lambda p: p * p - p - 12 > 0), v='b')
    b.ineq(r'Solve $|3x - 2| \ge 4$.',
           lambda: reduce(sp.Abs(3 * x - 2) >= 4), lambda: by_solveset(sp.Abs(3 * x - 2) >= 4),
           holds=set_matches(lambda p: abs(3 * p - 2) >= 4, extra=[Fraction(-2, 3)]), v='c')
    b.ineq('x/2 - 1 <= x/3 + 1 ??\nsolve for x',
           lambda: reduce(x / 2 - 1 <= x / 3 + 1), lambda: by_solveset(x / 2 - 1 <= x / 3 + 1),
           holds=set_matches(lambda p: p / 2 - 1 <= p / 3 + 1, lo=-24, hi=24), v='d')


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
