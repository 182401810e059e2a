"""sequences, counting, probability, statistics, equations, equations_other, systems, inequalities.

Every question carries its voice (v='a' .. 'k', see common.VOICES). `compute` derives the answer, `check` derives
it a second way, `holds` (where given) tests the written answer further."""
from __future__ import annotations

import itertools
import math
import statistics
from collections import Counter
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.stats import E as expect, P as prob, Binomial, Die
from sympy.utilities.iterables import multiset_permutations

from common import (R, coins, count, deck, dice, k, n, outcomes_probability, parse, parse_values,
                    roots_satisfy, round_by_integers, round_half_up, set_matches, t, x, y, z)

STYLE = {'statistics': 'decimal'}


# ---------------------------------------------------------------- sequences

def _extend_by_differences(terms: list[int], upto: int) -> int:
    """Extend a sequence with constant second differences, term by term."""
    seq = list(terms)
    while len(seq) < upto:
        d1 = seq[-1] - seq[-2]
        d2 = d1 - (seq[-2] - seq[-3])
        seq.append(seq[-1] + d1 + d2)
    return seq[upto - 1]


def _terms_match(terms, start=1):
    def test(answer: str) -> bool:
        f = parse(answer)
        return all(f.subs(n, start + j) == v for j, v in enumerate(terms))
    return test


def sequences(b):
    b.expr('Find the nth term of the arithmetic sequence 7, 11, 15, 19, …',
           lambda: sp.expand(7 + (n - 1) * 4),
           lambda: sp.interpolate([7, 11, 15, 19], n), holds=_terms_match([7, 11, 15, 19]), v='a')
    b.value("wats the 20th term of 3, 8, 15, 24, 35 ... its quadratic i think",
            lambda: sp.interpolate([3, 8, 15, 24, 35], n).subs(n, 20),
            lambda: _extend_by_differences([3, 8, 15, 24, 35], 20), v='b')
    b.value('My son says the sum of the first 25 terms of 6, 10, 14, … is 1300. Can you check? What is the '
            'correct sum?',
            lambda: sp.summation(6 + 4 * (k - 1), (k, 1, 25)),
            lambda: sum(range(6, 6 + 4 * 25, 4)), v='c')
    b.value('find the sum of the infinite geometric series twelve plus four plus four thirds plus and so on',
            lambda: sp.summation(12 * R(1, 3) ** k, (k, 0, sp.oo)),
            lambda: Fraction(12) / (1 - Fraction(4, 12)), v='d')
    b.value('How many terms has the sequence 5, 9, 13, …, 201?',
            lambda: sp.solve(5 + (n - 1) * 4 - 201, n)[0],
            lambda: len(range(5, 202, 4)), v='e')
    b.value(r'Evaluate $\displaystyle\sum_{k=1}^{12} (3k - 2)$.',
            lambda: sp.summation(3 * k - 2, (k, 1, 12)),
            lambda: sum(3 * j - 2 for j in range(1, 13)), v='f')
    seq = sp.Function('a')
    b.value('Question 8 of 10\nA sequence is defined by a₁ = 2 and aₙ₊₁ = 3aₙ − 1. Find a₆.\n'
            'Enter a whole number.',
            lambda: sp.rsolve(seq(n + 1) - 3 * seq(n) + 1, seq(n), {seq(1): 2}).subs(n, 6),
            lambda: _iterate(lambda v: 3 * v - 1, 2, 5), v='g')
    a1, d = sp.symbols('a1 d')
    b.value('Exercise 11.2  Arithmetic progressions\n9. The 4th term of an AP is 17 and the 10th term is 47. '
            'Find the 15th term.',
            lambda: (lambda s: s[a1] + 14 * s[d])(sp.solve([a1 + 3 * d - 17, a1 + 9 * d - 47], [a1, d])),
            lambda: (lambda dd: 17 - 3 * dd + 14 * dd)(Fraction(47 - 17, 10 - 4)), v='h')
    b.value('A ball is dropped from a height of 10 m onto a hard floor. After each bounce it rises to 3/5 of '
            'the height it fell from. The ball is red and weighs 60 g. What total vertical distance does the '
            'ball travel before it comes to rest, in metres?',
            lambda: 10 + 2 * sp.summation(10 * R(3, 5) ** k, (k, 1, sp.oo)),
            lambda: Fraction(10) * (1 + Fraction(3, 5)) / (1 - Fraction(3, 5)), v='i')
    b.value("I need the 8th term of the geometric sequence 2, −6, 18, … I got 4374 but I'm not sure about "
            'the sign. What is it?',
            lambda: (2 * (-3) ** (n - 1)).subs(n, 8),
            lambda: _iterate(lambda v: v * Fraction(-6, 2), 2, 7), v='j')
    b.value('Find the sum of the first 15 terms of the AP: 2, 5/2, 3, …',
            lambda: sp.summation(2 + (k - 1) * R(1, 2), (k, 1, 15)),
            lambda: Fraction(15, 2) * (2 * 2 + 14 * Fraction(1, 2)), v='k')
    b.value('Jamal saves $5 in week 1, $8 in week 2, $11 in week 3, and so on. The bike he wants costs $400. '
            'How much will he have saved altogether after 16 weeks?',
            lambda: sp.summation(5 + 3 * (k - 1), (k, 1, 16)),
            lambda: _running_total(5, 3, 16), v='i')


def _iterate(step, start, times):
    v = start
    for _ in range(times):
        v = step(v)
    return v


def _running_total(first, diff, weeks):
    total, amount = 0, first
    for _ in range(weeks):
        total += amount
        amount += diff
    return total


# ---------------------------------------------------------------- counting

def _pascal(row: int, col: int) -> int:
    line = [1]
    for _ in range(row):
        line = [1] + [p + q for p, q in zip(line, line[1:])] + [1]
    return line[col]


def counting(b):
    b.value('In how many different ways can the letters of the word COLLEGE be arranged?',
            lambda: sp.factorial(7) / (sp.factorial(2) * sp.factorial(2)),
            lambda: count(multiset_permutations('COLLEGE')), v='a')
    b.value('how many ways can 7 ppl sit around a round table?? rotations count as the same',
            lambda: sp.factorial(7 - 1),
            lambda: count(p for p in itertools.permutations(range(7)) if p[0] == 0), v='b')
    b.value('A committee of 4 is chosen from 7 men and 5 women so that it contains exactly 2 women. My son '
            'got 66 ways. What is the correct number of ways?',
            lambda: sp.binomial(7, 2) * sp.binomial(5, 2),
            lambda: count(c for c in itertools.combinations(range(12), 4)  # people 7 to 11 are the women
                          if sum(1 for p in c if p >= 7) == 2), v='c')
    b.value('how many four digit pin codes are there if no digit can be used twice',
            lambda: sp.ff(10, 4),
            lambda: count(itertools.permutations(range(10), 4)), v='d')
    b.value('In a party are 15 persons, and every person shakes hand one time with every other person. How '
            'many handshakes is there?',
            lambda: sp.binomial(15, 2),
            lambda: count(itertools.combinations(range(15), 2)), v='e')
    b.value(r'Find the number of $5$-card hands from a standard $52$-card deck that contain exactly $3$ '
            r'hearts.',
            lambda: sp.binomial(13, 3) * sp.binomial(39, 2),
            lambda: _pascal(13, 3) * _pascal(39, 2), v='f')
    b.value('Question 2 of 10\nA café offers 4 kinds of sandwich, 3 soups and 5 drinks. A meal deal is one '
            'sandwich, one soup and one drink. How many different meal deals are possible?\n'
            'Enter a whole number.',
            lambda: 4 * 3 * 5,
            lambda: count(itertools.product(range(4), range(3), range(5))), v='g')
    b.value('Exercise 8C  Permutations\n12. In how many ways can 6 children stand in a line if two particular '
            'children must not stand next to each other?',
            lambda: sp.factorial(6) - 2 * sp.factorial(5),
            lambda: count(p for p in itertools.permutations(range(6)) if abs(p.index(0) - p.index(1)) != 1),
            v='h')
    b.value('Ravi is putting 5 different maths books and 3 different novels on a shelf that is 90 cm long. The '
            'maths books must stay together. In how many orders can he arrange the 8 books?',
            lambda: sp.factorial(4) * sp.factorial(5),
            lambda: count(p for p in itertools.permutations(range(8))
                          if max(p.index(m) for m in range(5)) - min(p.index(m) for m in range(5)) == 4), v='i')
    b.value('How many 3-letter codes can be made from the letters A to F if letters may repeat? I did '
            "6 × 5 × 4 = 120 but I think that's for no repeats. What is the right count?",
            lambda: 6 ** 3,
            lambda: count(itertools.product('ABCDEF', repeat=3)), v='j')
    b.value('How many 4-digit even numbers can be formed using the digits 1, 2, 3, 4, 5, 6 if no digit is '
            'repeated?',
            lambda: 3 * sp.ff(5, 3),
            lambda: count(p for p in itertools.permutations('123456', 4) if int(p[-1]) % 2 == 0), v='k')
    b.value("We're doing combinations in class. How many ways can I choose 3 pizza toppings out of 10 if the "
            'order does not matter? I wrote 720 and it was marked wrong.',
            lambda: sp.binomial(10, 3),
            lambda: count(itertools.combinations(range(10), 3)), v='j')


# ---------------------------------------------------------------- probability

def probability(b):
    b.value('Two fair six-sided dice are rolled. Find the probability that the total is 9.',
            lambda: prob(sp.Eq(Die('X', 6) + Die('Y', 6), 9)),
            lambda: outcomes_probability(dice(2), lambda o: sum(o) == 9), v='a')
    b.value('if u flip 4 coins whats the prob of getting at least one head',
            lambda: 1 - R(1, 2) ** 4,
            lambda: outcomes_probability(coins(4), lambda o: 'H' in o), v='b')
    b.value('My daughter says the probability of drawing a king or a heart from a standard 52-card deck is '
            '17/52. Is she right? What is the probability?',
            lambda: R(4 + 13 - 1, 52),
            lambda: outcomes_probability(deck(), lambda c: c[0] == 'K' or c[1] == 'hearts'), v='c')
    marbles = ['R'] * 5 + ['B'] * 3
    b.value('a bag has five red and three blue marbles two are drawn without replacement what is the '
            'probability that both are red',
            lambda: R(5, 8) * R(4, 7),
            lambda: outcomes_probability(itertools.permutations(range(8), 2),
                                         lambda o: marbles[o[0]] == marbles[o[1]] == 'R'), v='d')
    b.value('A fair die is thrown 5 times. What is the probability to get exactly two sixes? Give the answer '
            'as a fraction.',
            lambda: prob(sp.Eq(Binomial('B', 5, R(1, 6)), 2)),
            lambda: outcomes_probability(dice(5), lambda o: o.count(6) == 2), v='e')
    b.value(r'Events $A$ and $B$ are independent with $P(A) = 0.3$ and $P(B) = 0.6$. Find $P(A \cup B)$.',
            lambda: R(3, 10) + R(6, 10) - R(3, 10) * R(6, 10),
            lambda: outcomes_probability(itertools.product(range(10), range(10)), lambda o: o[0] < 3 or o[1] < 6),
            v='f', style='decimal')
    b.value('Question 4 of 10\nIn a class, 60% of students play a sport and 25% of students play both a sport '
            'and a musical instrument. A student who plays a sport is chosen at random. What is the probability '
            'that this student also plays an instrument?\nEnter a fraction in lowest terms.',
            lambda: R(25, 100) / R(60, 100),
            lambda: Fraction(len(range(25)), len(range(60))), v='g')
    payout = {6: 12, 5: 3, 4: 3}
    b.value('Exercise 10.3  Expected value\n6. A game pays $12 if you roll a 6 on a fair die, $3 if you roll a 4 '
            'or a 5, and nothing otherwise. Find the expected payout in dollars.',
            lambda: expect(sp.Piecewise((12, sp.Eq(Die('D', 6), 6)), (3, Die('D', 6) >= 4), (0, True))),
            lambda: sum(Fraction(payout.get(f, 0), 6) for f in range(1, 7)), v='h')
    socks = ['black'] * 6 + ['white'] * 4
    b.value('Nina has 6 black socks and 4 white socks loose in a drawer, and 3 pairs of shoes by the door. In '
            'the dark she pulls out two socks at random. What is the probability that they are the same colour?',
            lambda: (sp.binomial(6, 2) + sp.binomial(4, 2)) / sp.binomial(10, 2),
            lambda: outcomes_probability(itertools.combinations(range(10), 2),
                                         lambda o: socks[o[0]] == socks[o[1]]), v='i')
    b.value('The probability of rain on any given day is 0.2, independently of other days. I need the '
            'probability that it rains on none of the next 3 days. I did 1 − 0.2 × 3 = 0.4 but apparently '
            "that's wrong. What is it?",
            lambda: (1 - R(2, 10)) ** 3,
            lambda: sum(math.prod(Fraction(2, 10) if r else Fraction(8, 10) for r in days)
                        for days in itertools.product([0, 1], repeat=3) if not any(days)),
            v='j', style='decimal')
    b.value('The probability that a biased spinner lands on red is 0.35. The spinner is spun 200 times. Work '
            'out an estimate for the number of times it lands on red.',
            lambda: 200 * R(35, 100),
            lambda: Fraction(200 * 35, 100), v='k')
    b.value('A card is drawn at random from a well-shuffled pack of 52 playing cards. Find the probability '
            'that it is a face card, given that it is red.',
            lambda: R(3 * 2, 26),
            lambda: outcomes_probability([c for c in deck() if c[1] in ('hearts', 'diamonds')],
                                         lambda c: c[0] in ('J', 'Q', 'K')), v='k')


# ---------------------------------------------------------------- statistics

def _median_by_index(data):
    s = sorted(Fraction(str(v)) for v in data)
    m = len(s)
    return s[m // 2] if m % 2 else (s[m // 2 - 1] + s[m // 2]) / 2


def _sd_2dp(sum_sq: Fraction, divisor: int) -> Decimal:
    """sqrt(sum_sq / divisor) to 2 d.p. from an integer square root (the value is irrational here)."""
    q = math.isqrt(int(sum_sq * 10 ** 6 / divisor))  # floor(1000 * sd), sum_sq * 10^6 / divisor is whole
    assert sum_sq * 10 ** 6 % divisor == 0
    return Decimal((q + 5) // 10).scaleb(-2)


def statistics_(b):
    d1 = [14, 9, 22, 17, 9, 30, 11, 25]
    b.value('Find the median of 14, 9, 22, 17, 9, 30, 11, 25.',
            lambda: statistics.median([Fraction(v) for v in d1]),
            lambda: _median_by_index(d1), v='a')
    d2 = ['3.5', '2.1', '8', '4.4', '6.2', '1.9', '7']
    b.value('median of 3.5, 2.1, 8, 4.4, 6.2, 1.9, 7 pls',
            lambda: statistics.median([Fraction(v) for v in d2]),
            lambda: _median_by_index(d2), v='b')
    d3 = [7, 9, 6, 9, 8, 10, 9, 7, 8]
    b.value("My son's quiz marks are 7, 9, 6, 9, 8, 10, 9, 7, 8. He says the mode is 8. What is the mode?",
            lambda: statistics.mode(d3),
            lambda: _only_mode(d3), v='c')
    d4 = [12, -3, 7, 19, 0]
    b.value('um find the range of the data set twelve then negative three then seven then nineteen then zero',
            lambda: max(d4) - min(d4),
            lambda: sorted(d4)[-1] - sorted(d4)[0], v='d')
    b.value('The mean of five numbers is 18. Four of the numbers are 12, 20, 15 and 25. Which is the fifth '
            'number?',
            lambda: 5 * 18 - (12 + 20 + 15 + 25),
            lambda: next(v for v in range(-100, 200) if Fraction(12 + 20 + 15 + 25 + v, 5) == 18), v='e')
    d6 = [6, 10, 11, 13, 20]
    b.value(r'Find the population standard deviation of the data set $\{6, 10, 11, 13, 20\}$, correct to 2 '
            r'decimal places.',
            lambda: round_half_up(sp.sqrt(sum((sp.Integer(v) - R(sum(d6), 5)) ** 2 for v in d6) / 5), 2),
            lambda: _sd_2dp(Fraction(sum(v * v for v in d6)) - Fraction(sum(d6) ** 2, 5), 5), v='f')
    d7 = [5, 8, 12, 15]
    b.value('Question 6 of 10\nCompute the sample variance of the data 5, 8, 12, 15.\n'
            'Enter an exact value (a fraction is fine).',
            lambda: sum((sp.Integer(v) - R(sum(d7), 4)) ** 2 for v in d7) / 3,
            lambda: statistics.variance([Fraction(v) for v in d7]), v='g')
    b.value('Exercise 12.1  Weighted means\n4. A student scores 72 on coursework (weight 30%), 65 on the '
            'midterm (weight 20%) and 84 on the final exam (weight 50%). Find the weighted mean mark.',
            lambda: (72 * 30 + 65 * 20 + 84 * 50) / sp.Integer(100),
            lambda: statistics.mean([Fraction(72)] * 3 + [Fraction(65)] * 2 + [Fraction(84)] * 5), v='h')
    d9 = [3, 7, 8, 5, 12, 14, 21, 13, 18]
    b.value("The 9 players on Tomás's baseball team scored these runs this season: 3, 7, 8, 5, 12, 14, 21, 13, "
            '18. The team bus has 40 seats. Find the interquartile range of the runs, using the median of each '
            'half (leave the middle value out of both halves).',
            lambda: statistics.median(sorted(d9)[5:]) - statistics.median(sorted(d9)[:4]),
            lambda: (lambda s: Fraction(s[6] + s[7], 2) - Fraction(s[1] + s[2], 2))(sorted(d9)), v='i')
    d10 = [10, 12, 15, 19, 24]
    b.value('I need the sample standard deviation of 10, 12, 15, 19, 24 to 2 decimal places. I divided by 5 and '
            "got 5.02, but we're supposed to divide by n − 1. What is it?",
            lambda: round_half_up(sp.sqrt(sum((sp.Integer(v) - R(sum(d10), 5)) ** 2 for v in d10) / 4), 2),
            lambda: _sd_2dp(Fraction(sum(v * v for v in d10)) - Fraction(sum(d10) ** 2, 5), 4), v='j')
    b.value('The mean of seven test scores is 64. When one score is removed, the mean of the remaining six '
            'scores is 62. Determine the score that was removed.',
            lambda: 7 * 64 - 6 * 62,
            lambda: next(v for v in range(0, 200) if Fraction(7 * 64 - v, 6) == 62), v='k')
    d12 = ['4.2', '5.8', '6.1', '3.9', '5.0']
    b.value('Find the mean of 4.2, 5.8, 6.1, 3.9 and 5.0.',
            lambda: statistics.mean([Fraction(v) for v in d12]),
            lambda: Fraction(sum(int(v.replace('.', '')) for v in d12), 10 * len(d12)), v='a')


def _only_mode(data):
    c = Counter(data).most_common()
    if len(c) > 1 and c[0][1] == c[1][1]:
        raise ValueError('no single mode')
    return c[0][0]


# ---------------------------------------------------------------- equations

def _linear_root(expr):
    f0, f1 = expr.subs(x, 0), expr.subs(x, 1)
    return -f0 / (f1 - f0)


def _quadratic_formula(pa, pb, pc):
    disc = sp.Integer(pb) ** 2 - 4 * pa * pc
    return [(-pb - sp.sqrt(disc)) / (2 * pa), (-pb + sp.sqrt(disc)) / (2 * pa)]


def _reals(eq):
    return sp.solveset(eq, x, sp.S.Reals)


def equations(b):
    e1 = 7 * (x - 2) - (3 * x + 10)
    b.value('Solve 7(x − 2) = 3x + 10.',
            lambda: _reals(e1), lambda: _linear_root(e1), holds=roots_satisfy(e1, count_=1), v='a')
    e2 = (x + 3) / 4 - (x - 1) / 6 - 2
    b.value('solve (x+3)/4 - (x-1)/6 = 2 pls',
            lambda: _reals(e2), lambda: _linear_root(e2), holds=roots_satisfy(e2, count_=1), v='b')
    e3 = R(3, 10) * x + R(12, 10) - (R(8, 10) * x - R(23, 10))
    b.value('My daughter solved 0.3x + 1.2 = 0.8x − 2.3 and got x = 1.4. What should x be?',
            lambda: _reals(e3), lambda: Fraction(12 + 23, 8 - 3), holds=roots_satisfy(e3, count_=1), v='c')
    e4 = 2 * x ** 2 + x - 15
    b.value('solve two x squared plus x minus fifteen equals zero',
            lambda: _reals(e4), lambda: _quadratic_formula(2, 1, -15), holds=roots_satisfy(e4, count_=2), v='d')
    e5 = x ** 2 - 6 * x + 13
    b.value('Find x in the equation x² − 6x + 13 = 0. The answers are complex numbers, write them like a + bi.',
            lambda: sp.solveset(e5, x, sp.S.Complexes), lambda: _quadratic_formula(1, -6, 13),
            holds=roots_satisfy(e5, count_=2), v='e')
    e6 = x ** 2 - 4 * x - 1
    b.value(r'Solve $x^2 - 4x - 1 = 0$, giving your answers in simplest surd form.',
            lambda: _reals(e6), lambda: _quadratic_formula(1, -4, -1), holds=roots_satisfy(e6, count_=2), v='f')
    A, P, r = sp.symbols('A P r')
    b.expr('Question 5 of 10\nSolve the formula A = P(1 + rt) for r.\nType your answer as an expression in A, '
           'P and t.',
           lambda: sp.solve(sp.Eq(A, P * (1 + r * t)), r)[0],
           lambda: A / (P * t) - 1 / t,
           holds=lambda ans: sp.simplify(P * (1 + parse(ans) * t) - A) == 0, v='g')
    e8 = 5 / (x - 1) - 3 / (x + 2)
    b.value('Exercise 4A  Solve each equation.\n11) 5/(x − 1) = 3/(x + 2)',
            lambda: _reals(e8), lambda: _linear_root(5 * (x + 2) - 3 * (x - 1)),
            holds=roots_satisfy(e8, count_=1), v='h')
    e9 = 4 * x - 9 - (x + 15)
    b.value("Leo thinks of a number. He multiplies it by 4 and subtracts 9, and gets the same answer as when he "
            "adds 15 to the number. His sister is 11 years old. What is Leo's number?",
            lambda: _reals(e9), lambda: next(v for v in range(-100, 100) if 4 * v - 9 == v + 15), v='i')
    kk = sp.Symbol('kk')
    b.value("One root of x² + kx − 24 = 0 is 3. I need the other root. I got −6 but that doesn't seem to work. "
            'What is the other root?',
            lambda: [s for s in _reals((x ** 2 + kk * x - 24).subs(kk, sp.solve(9 + 3 * kk - 24, kk)[0]))
                     if s != 3],
            lambda: Fraction(-24, 3), v='j')
    e11 = 3 * x ** 2 - 5 * x + 2
    b.value('Find the roots of the quadratic equation 3x² − 5x + 2 = 0.',
            lambda: _reals(e11), lambda: _quadratic_formula(3, -5, 2), holds=roots_satisfy(e11, count_=2), v='k')
    e12 = (2 * x + 1) / 3 - ((x - 4) / 5 + 2)
    b.value('(2x+1)/3 = (x-4)/5 + 2 solve for x?? i keep getting a weird fraction',
            lambda: _reals(e12), lambda: _linear_root(e12), holds=roots_satisfy(e12, count_=1), v='b')


# ---------------------------------------------------------------- equations_other

def _degrees(solutions):
    return sp.FiniteSet(*[s * 180 / sp.pi for s in solutions])


def _grid(expr, lo, hi, step):
    """Exact roots among the multiples of `step` in [lo, hi)."""
    out, v = [], lo
    while v < hi:
        if sp.simplify(expr.subs(x, v)) == 0:
            out.append(v)
        v += step
    return out


def _filtered(candidates, ok):
    return [c for c in candidates if ok(c)]


def equations_other(b):
    b.value('Solve √(2x + 7) = x − 4.',
            lambda: _reals(sp.sqrt(2 * x + 7) - (x - 4)),
            lambda: _filtered(_quadratic_formula(1, -10, 9), lambda c: c - 4 >= 0 and (c - 4) ** 2 == 2 * c + 7),
            holds=roots_satisfy(sp.sqrt(2 * x + 7) - (x - 4), count_=1), v='a')
    b.value('solve log2(x) + log2(x-2) = 3 pls',
            lambda: sp.solveset(x * (x - 2) - 2 ** 3, x, sp.Interval.open(2, sp.oo)),  # log laws, domain x > 2
            lambda: _filtered(_quadratic_formula(1, -2, -8), lambda c: c > 2),
            holds=roots_satisfy(sp.log(x, 2) + sp.log(x - 2, 2) - 3, count_=1), v='b')
    b.value('My son solved 3^(x+1) = 243 and got x = 5. Is that right? What is x?',
            lambda: _reals(3 ** (x + 1) - 243),
            lambda: mpmath.log(243, 3) - 1, holds=roots_satisfy(3 ** (x + 1) - 243, count_=1), v='c')
    b.value('solve the absolute value of two x minus three equals seven',
            lambda: _reals(sp.Abs(2 * x - 3) - 7),
            lambda: [Fraction(3 + 7, 2), Fraction(3 - 7, 2)], holds=roots_satisfy(sp.Abs(2 * x - 3) - 7, count_=2),
            v='d')
    b.value('Find all the x between 0 and 360 degrees so that 2 sin x − 1 = 0. Give the answers in degrees.',
            lambda: _degrees(sp.solveset(2 * sp.sin(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi))),
            lambda: [v for v in range(0, 360, 15) if sp.simplify(2 * sp.sin(sp.rad(v)) - 1) == 0], v='e')
    trig = 2 * sp.cos(x) ** 2 - sp.cos(x) - 1
    b.value(r'Solve $2\cos^2\theta - \cos\theta - 1 = 0$ for $0 \le \theta < 2\pi$.',
            lambda: sp.Union(*[sp.solveset(sp.cos(x) - root, x, sp.Interval.Ropen(0, 2 * sp.pi))
                               for root in sp.solve(2 * y ** 2 - y - 1, y)]),  # a quadratic in cos
            lambda: _grid(trig, 0, 2 * sp.pi, sp.pi / 12), holds=roots_satisfy(trig, count_=3), v='f')
    b.value('Question 7 of 10\nSolve ∛(x − 5) = −2.\nEnter the value of x.',
            lambda: _reals(x - 5 - (-2) ** 3),
            lambda: [v for v in range(-50, 50) if sp.real_root(v - 5, 3) == -2],
            holds=roots_satisfy(sp.real_root(x - 5, 3) + 2, count_=1), v='g')
    b.value('Exercise 6.4  Solve, giving exact answers.\n3. e^(2x) = 7',
            lambda: _reals(sp.exp(2 * x) - 7),
            lambda: mpmath.findroot(lambda v: mpmath.exp(2 * v) - 7, 1),
            holds=roots_satisfy(sp.exp(2 * x) - 7, count_=1), v='h')
    b.value('A bacteria culture in a 20 mL dish starts with 500 cells and doubles every 3 hours. After how '
            'many hours will there be 16000 cells?',
            lambda: _reals(500 * 2 ** (x / 3) - 16000),
            lambda: _doubling_hours(500, 16000, 3), v='i')
    rat = 2 / (x - 1) + 3 / (x + 1) - 2
    b.value("I'm stuck on 2/(x − 1) + 3/(x + 1) = 2. I cleared the fractions and got x = 0 and x = 5/2, but "
            "neither of them checks. What are the solutions? Exact form please.",
            lambda: _reals(rat),
            lambda: _filtered(_quadratic_formula(2, -5, -1), lambda c: c not in (1, -1)),
            holds=roots_satisfy(rat, count_=2), v='j')
    b.value('Solve tan x = √3 for −180° < x ≤ 180°.',
            lambda: _degrees(sp.solveset(sp.tan(x) - sp.sqrt(3), x, sp.Interval.Lopen(-sp.pi, sp.pi))),
            lambda: [v for v in range(-165, 181, 15) if v % 180 != 90
                     and sp.simplify(sp.tan(sp.rad(v)) - sp.sqrt(3)) == 0], v='k')
    lg = sp.log(x + 4, 3) - sp.log(x - 2, 3) - 1
    b.value('My son solved log₃(x + 4) − log₃(x − 2) = 1 and got x = 1. Can you check? What is the solution?',
            lambda: sp.solveset((x + 4) - 3 ** 1 * (x - 2), x, sp.Interval.open(2, sp.oo)),  # log laws, x > 2
            lambda: _filtered([_linear_root(x + 4 - 3 * (x - 2))], lambda c: c > 2),
            holds=roots_satisfy(lg, count_=1), v='c')


def _doubling_hours(start, target, period):
    cells, hours = start, 0
    while cells < target:
        cells *= 2
        hours += period
    assert cells == target
    return hours


# ---------------------------------------------------------------- systems

def _lin(equations, names):
    syms = sp.symbols(names)
    sol = sp.linsolve(equations(*syms), syms)
    (values,) = sol
    return dict(zip(syms, values))


def _cramer(matrix, rhs, names):
    """Cramer's rule over Fractions with cofactor determinants."""
    def det(m):
        if len(m) == 1:
            return m[0][0]
        return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))
    m = [[Fraction(v) for v in row] for row in matrix]
    dd = det(m)
    out = {}
    for j, name in enumerate(names.split()):
        mj = [row[:j] + [Fraction(rhs[i])] + row[j + 1:] for i, row in enumerate(m)]
        out[name] = det(mj) / dd
    return out


def systems(b):
    b.system('Solve simultaneously: 3x + 2y = 16 and 5x − 4y = 1.',
             lambda: _lin(lambda x_, y_: [3 * x_ + 2 * y_ - 16, 5 * x_ - 4 * y_ - 1], 'x y'),
             lambda: _cramer([[3, 2], [5, -4]], [16, 1], 'x y'), v='a')
    b.system('solve the system x+y+z=6, 2x-y+z=3, x+2y-z=2 pls',
             lambda: _lin(lambda x_, y_, z_: [x_ + y_ + z_ - 6, 2 * x_ - y_ + z_ - 3, x_ + 2 * y_ - z_ - 2], 'x y z'),
             lambda: _cramer([[1, 1, 1], [2, -1, 1], [1, 2, -1]], [6, 3, 2], 'x y z'), v='b')
    b.system("My son's school play sold 220 tickets. Adult tickets were $9 and child tickets $5, and the total "
             'taken was $1580. He says 100 adult tickets were sold. How many adult tickets (a) and child '
             'tickets (c) were sold?',
             lambda: _lin(lambda a_, c_: [a_ + c_ - 220, 9 * a_ + 5 * c_ - 1580], 'a c'),
             lambda: next({'a': a_, 'c': 220 - a_} for a_ in range(221) if 9 * a_ + 5 * (220 - a_) == 1580), v='c')
    b.system('solve the system two x minus y equals seven and x plus three y equals fourteen',
             lambda: _lin(lambda x_, y_: [2 * x_ - y_ - 7, x_ + 3 * y_ - 14], 'x y'),
             lambda: _cramer([[2, -1], [1, 3]], [7, 14], 'x y'), v='d')
    b.system('In a café, 2 coffees and 3 muffins cost $13.10, and 4 coffees and 1 muffin cost $14.20. Find the '
             'price of one coffee and of one muffin, please. Use c for coffee and m for muffin.',
             lambda: _lin(lambda c_, m_: [2 * c_ + 3 * m_ - R(1310, 100), 4 * c_ + m_ - R(1420, 100)], 'c m'),
             lambda: {key: v / 100 for key, v in _cramer([[2, 3], [4, 1]], [1310, 1420], 'c m').items()},
             v='e', style='decimal')
    b.system(r'Solve $\begin{cases} \dfrac{1}{x} + \dfrac{2}{y} = 2 \\[2pt] \dfrac{3}{x} - \dfrac{4}{y} = 1 '
             r'\end{cases}$',
             lambda: (lambda s: {x: s[x], y: s[y]})(sp.solve([1 / x + 2 / y - 2, 3 / x - 4 / y - 1], [x, y],
                                                             dict=True)[0]),
             lambda: {key: 1 / v for key, v in _cramer([[1, 2], [3, -4]], [2, 1], 'x y').items()}, v='f')
    b.system('Question 3 of 8\nThe parabola y = ax² + bx + c passes through (1, 2), (2, 7) and (−1, 4). Find a, '
             'b and c.\nEnter your answer as a = …, b = …, c = …',
             lambda: _lin(lambda a_, b_, c_: [a_ + b_ + c_ - 2, 4 * a_ + 2 * b_ + c_ - 7, a_ - b_ + c_ - 4],
                          'a b c'),
             lambda: dict(zip('abc', sp.Poly(sp.interpolate([(1, 2), (2, 7), (-1, 4)], x), x).all_coeffs())),
             v='g')
    b.system('Exercise 3.5  Solve each system.\n(e) 0.2x + 0.5y = 3.1, 0.3x − 0.4y = −1.1',
             lambda: _lin(lambda x_, y_: [R(2, 10) * x_ + R(5, 10) * y_ - R(31, 10),
                                          R(3, 10) * x_ - R(4, 10) * y_ + R(11, 10)], 'x y'),
             lambda: _cramer([[2, 5], [3, -4]], [31, -11], 'x y'), v='h')
    b.system('A farmer counts 35 heads and 94 legs among her chickens and goats. She also has 2 dogs that she '
             'did not count. How many chickens (c) and goats (g) are there?',
             lambda: _lin(lambda c_, g_: [c_ + g_ - 35, 2 * c_ + 4 * g_ - 94], 'c g'),
             lambda: next({'c': 35 - g_, 'g': g_} for g_ in range(36) if 2 * (35 - g_) + 4 * g_ == 94), v='i')
    b.system('The line y = mx + c goes through (2, 5) and (6, −3). I set up two equations but got m = 2, which '
             'seems wrong since the line goes down. Find m and c.',
             lambda: _lin(lambda m_, c_: [2 * m_ + c_ - 5, 6 * m_ + c_ + 3], 'm c'),
             lambda: (lambda m_: {'m': m_, 'c': 5 - 2 * m_})(Fraction(-3 - 5, 6 - 2)), v='j')
    b.system('Solve for x and y: 2x + 3y = 11 and 2x − 4y = −24.',
             lambda: _lin(lambda x_, y_: [2 * x_ + 3 * y_ - 11, 2 * x_ - 4 * y_ + 24], 'x y'),
             lambda: _cramer([[2, 3], [2, -4]], [11, -24], 'x y'), v='k')
    b.system('solve the system x plus two y minus z equals three and two x minus y plus three z equals eleven '
             'and three x plus y plus z equals eleven',
             lambda: _lin(lambda x_, y_, z_: [x_ + 2 * y_ - z_ - 3, 2 * x_ - y_ + 3 * z_ - 11,
                                              3 * x_ + y_ + z_ - 11], 'x y z'),
             lambda: _cramer([[1, 2, -1], [2, -1, 3], [3, 1, 1]], [3, 11, 11], 'x y z'), v='d')


# ---------------------------------------------------------------- inequalities

def _solve_ineq(rel, var=x):
    return sp.solve_univariate_inequality(rel, var, relational=False)


def _reduce(rels, var=x):
    return sp.reduce_inequalities(rels, var).as_set()


def inequalities(b):
    b.ineq('Solve 5x − 7 > 2x + 8.',
           lambda: _solve_ineq(5 * x - 7 > 2 * x + 8), lambda: _reduce([5 * x - 7 > 2 * x + 8]),
           holds=set_matches(lambda v: 5 * v - 7 > 2 * v + 8), v='a')
    b.ineq('solve -3x + 4 <= 19 dont forget to flip the sign lol',
           lambda: _solve_ineq(-3 * x + 4 <= 19), lambda: _reduce([-3 * x + 4 <= 19]),
           holds=set_matches(lambda v: -3 * v + 4 <= 19), v='b')
    b.ineq('My daughter solved −2 < 3x + 4 ≤ 13 and wrote −2 < x < 3. Is that right? What is the solution?',
           lambda: _solve_ineq(3 * x + 4 > -2).intersect(_solve_ineq(3 * x + 4 <= 13)),
           lambda: _reduce([3 * x + 4 > -2, 3 * x + 4 <= 13]),
           holds=set_matches(lambda v: -2 < 3 * v + 4 <= 13), v='c')
    b.ineq('solve the absolute value of x minus four is less than three',
           lambda: _solve_ineq(sp.Abs(x - 4) < 3), lambda: _reduce([x - 4 < 3, x - 4 > -3]),
           holds=set_matches(lambda v: abs(v - 4) < 3), v='d')
    b.ineq('For which x is the inequality x² − x − 12 > 0 true?',
           lambda: _solve_ineq(x ** 2 - x - 12 > 0), lambda: _reduce([x ** 2 - x - 12 > 0]),
           holds=set_matches(lambda v: v * v - v - 12 > 0), v='e')
    b.ineq(r'Solve $\dfrac{x+2}{x-3} \le 0$.',
           lambda: _solve_ineq((x + 2) / (x - 3) <= 0), lambda: _reduce([(x + 2) / (x - 3) <= 0]),
           holds=set_matches(lambda v: (v + 2) / (v - 3) <= 0), v='f')
    b.ineq('Question 9 of 10\nSolve |2x + 1| ≥ 5.\nType your answer as an inequality in x; use "or" if there '
           'are two parts.',
           lambda: _solve_ineq(sp.Abs(2 * x + 1) >= 5),
           lambda: _reduce([2 * x + 1 >= 5]).union(_reduce([2 * x + 1 <= -5])),
           holds=set_matches(lambda v: abs(2 * v + 1) >= 5), v='g')
    b.ineq('Exercise 2.7  Solve each inequality.\n14. 2x² + 5x − 3 ≤ 0',
           lambda: _solve_ineq(2 * x ** 2 + 5 * x - 3 <= 0), lambda: _reduce([2 * x ** 2 + 5 * x - 3 <= 0]),
           holds=set_matches(lambda v: 2 * v * v + 5 * v - 3 <= 0), v='h')
    b.ineq("Maya's phone plan costs $25 a month plus $0.10 per text message. She has 3 brothers who text her a "
           'lot. She wants her monthly bill to be at most $40. Solve an inequality for the number of texts t '
           'she can send.',
           lambda: _solve_ineq(25 + R(1, 10) * t <= 40, t), lambda: _reduce([25 + R(1, 10) * t <= 40], t),
           holds=set_matches(lambda v: 25 + Fraction(1, 10) * v <= 40, lo=100, hi=200, step=Fraction(1, 2)),
           var='t', v='i')
    b.ineq("I'm solving (x − 1)/(x + 2) > 1. I multiplied both sides by (x + 2) and got −1 > 2, so I said no "
           "solution. That can't be right, can it? What is the solution set?",
           lambda: _solve_ineq((x - 1) / (x + 2) > 1), lambda: _reduce([(x - 1) / (x + 2) > 1]),
           holds=set_matches(lambda v: (v - 1) / (v + 2) > 1), v='j')
    b.ineq('Solve 3(x − 1) ≥ 5(x + 2) − 7, x ∈ ℝ.',
           lambda: _solve_ineq(3 * (x - 1) >= 5 * (x + 2) - 7), lambda: _reduce([3 * (x - 1) >= 5 * (x + 2) - 7]),
           holds=set_matches(lambda v: 3 * (v - 1) >= 5 * (v + 2) - 7), v='k')
    b.ineq('Find all x for which x² − 4x is smaller than zero.',
           lambda: _solve_ineq(x ** 2 - 4 * x < 0), lambda: _reduce([x ** 2 - 4 * x < 0]),
           holds=set_matches(lambda v: v * v - 4 * v < 0), v='e')


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
