"""Algebra questions of the eighth everyday development set: sequences, counting, probability, statistics,
equations, equations_other, systems and inequalities. Voices: a story, b textbook list, c curriculum wording,
d student asking for help (see common.VOICES)."""
from __future__ import annotations

import itertools
import math
import statistics
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.stats import Binomial, Die, P, density
from sympy.utilities.iterables import multiset_permutations

from common import (R, coins, count, dec, deck, dice, outcomes_probability, parse, round_by_integers,
                    round_half_up, roots_satisfy, set_matches, x, y, n, t, k)

STYLE = {'statistics': 'decimal'}
Z = sp.Symbol('z')
XP = sp.Symbol('x', positive=True)


# ---------------------------------------------------------------- sequences

def _nth_term_holds(terms, var=n):
    """The written n-th term formula gives the listed terms for n = 1, 2, ..."""
    def test(answer: str) -> bool:
        f = parse(answer)
        return all(f.subs(sp.Symbol(var.name), j + 1) == v for j, v in enumerate(terms))
    return test


def sequences(b):
    b.value('Kai saves $15 in the first week of the year, $19 in the second week, $23 in the third, and so on, '
            'each week $4 more than the week before. How much has he saved altogether after 20 weeks, in dollars?',
            lambda: sp.summation(15 + 4 * (k - 1), (k, 1, 20)),
            lambda: sum(itertools.islice(itertools.count(15, 4), 20)), v='a')
    b.value('Ines drops a tennis ball from a height of 10 m onto the patio. After each bounce it rises to 3/5 of '
            'the height it fell from. What total vertical distance, in metres, does the ball travel before it comes '
            'to rest?',
            lambda: 10 + 2 * sp.summation(10 * R(3, 5) ** k, (k, 1, sp.oo)),
            lambda: 10 + 2 * Fraction(10 * 3, 5) / (1 - Fraction(3, 5)), v='a')
    b.value('The seats in a school theatre are arranged so that the front row has 22 seats and each row has 3 '
            'more seats than the row in front. The back row has 100 seats. How many rows are there?',
            lambda: sp.solve(sp.Eq(22 + 3 * (n - 1), 100), n)[0],
            lambda: next(r for r in range(1, 200) if 22 + 3 * (r - 1) == 100), v='a')
    b.expr('Exercise 11.2  Find an expression for the nth term of each sequence.\n5)  7, 11, 15, 19, …',
           lambda: sp.interpolate([7, 11, 15, 19], n),
           lambda: 7 + (n - 1) * (11 - 7), holds=_nth_term_holds([7, 11, 15, 19]), v='b')
    b.value('Q8  Geometric sequences\n(b)  Find the 9th term of the geometric sequence 2, −6, 18, …',
            lambda: sp.sequence(2 * (-3) ** (n - 1), (n, 1, sp.oo))[8],
            lambda: _iterate(lambda v: v * -3, 2, 8), v='b')
    b.value('Section 10.4 — Evaluate each sum.\n(iii)  Σ_{k=1}^{15} (3k − 2)',
            lambda: sp.summation(3 * k - 2, (k, 1, 15)),
            lambda: 15 * ((3 - 2) + (45 - 2)) // 2, v='b')
    b.value('A sequence is defined by a₁ = 3 and aₙ = 2aₙ₋₁ − 1 for n ≥ 2. What is the value of a₆?',
            lambda: sp.rsolve(sp.Function('a')(n) - 2 * sp.Function('a')(n - 1) + 1, sp.Function('a')(n),
                              {sp.Function('a')(1): 3}).subs(n, 6),
            lambda: _iterate(lambda v: 2 * v - 1, 3, 5), v='c')
    b.value('Find the sum to infinity of the geometric series 48 + 36 + 27 + …',
            lambda: sp.summation(48 * R(3, 4) ** (k - 1), (k, 1, sp.oo)),
            lambda: Fraction(48) / (1 - Fraction(36, 48)), v='c')
    b.value('If the 5th term of an AP is 19 and its 12th term is 47, find its 20th term.',
            lambda: _ap_term(),
            lambda: 47 + (20 - 12) * Fraction(47 - 19, 12 - 5), v='c')
    b.value('I keep getting 128 for this one. What is the sum of the first 8 terms of 1, 2, 4, 8, …?',
            lambda: sp.summation(2 ** (k - 1), (k, 1, 8)), lambda: int('1' * 8, 2), v='d')
    b.expr('We\'re doing quadratic sequences. What is the nth term of 2, 7, 14, 23, 34, …? I got n² + 2n but it '
           'doesn\'t work for n = 1.',
           lambda: sp.interpolate([2, 7, 14, 23, 34], n),
           lambda: _quadratic_nth([2, 7, 14, 23, 34]), holds=_nth_term_holds([2, 7, 14, 23, 34]), v='d')
    b.value('Question from my quiz yesterday: how many terms are there in the sequence 5, 12, 19, …, 292?',
            lambda: sp.solve(sp.Eq(5 + 7 * (n - 1), 292), n)[0],
            lambda: len(range(5, 293, 7)), v='d')


def _iterate(step, start, times):
    v = start
    for _ in range(times):
        v = step(v)
    return v


def _ap_term():
    a1, d = sp.symbols('a1 d')
    s = sp.solve([a1 + 4 * d - 19, a1 + 11 * d - 47], [a1, d])
    return s[a1] + 19 * s[d]


def _quadratic_nth(terms):
    """a n^2 + b n + c from the second difference."""
    d1 = [q - p for p, q in zip(terms, terms[1:])]
    a2 = Fraction(d1[1] - d1[0], 2)
    b1 = d1[0] - 3 * a2
    c0 = terms[0] - a2 - b1
    return sp.Rational(a2.numerator, a2.denominator) * n ** 2 + sp.Rational(b1.numerator, b1.denominator) * n + \
        sp.Rational(c0.numerator, c0.denominator)


# ---------------------------------------------------------------- counting

def counting(b):
    b.value('Nina packs for a school trip: 5 T-shirts, 3 pairs of jeans and 4 pairs of shoes. She also owns 2 hats '
            'that she never wears. How many different outfits of one T-shirt, one pair of jeans and one pair of '
            'shoes can she make?',
            lambda: sp.prod([5, 3, 4]), lambda: count(itertools.product(range(5), range(3), range(4))), v='a')
    b.value('A committee of 4 people is chosen from 7 parents and 5 teachers to run the school fundraiser. How many '
            'different committees contain exactly 2 teachers?',
            lambda: sp.binomial(7, 2) * sp.binomial(5, 2),
            lambda: count(c for c in itertools.combinations(range(12), 4) if sum(1 for p in c if p >= 7) == 2), v='a')
    b.value('After the football season, 9 players sit around a round table for the team dinner. In how many '
            'different ways can they be seated, if seatings that are rotations of each other count as the same?',
            lambda: sp.factorial(9 - 1),
            lambda: count(p for p in itertools.permutations(range(9)) if p[0] == 0), v='a')
    b.value('Exercise 12.3  How many different arrangements are there of the letters of each word?\n9)  COMMITTEE',
            lambda: sp.factorial(9) / (sp.factorial(2) ** 3),
            lambda: count(multiset_permutations(list('COMMITTEE'))), v='b')
    b.value('Q4  Evaluate without a calculator.\n(c)  ⁹P₃',
            lambda: sp.ff(9, 3), lambda: count(itertools.permutations(range(9), 3)), v='b')
    b.value('Section 8.1 — Combinations in context\n4.  Twelve people at a meeting each shake hands once with every other '
            'person. How many handshakes are there?',
            lambda: sp.binomial(12, 2), lambda: sum(range(12)), v='b')
    b.value('How many 4-digit PINs can be made from the digits 0–9 if no digit may be repeated?',
            lambda: sp.ff(10, 4), lambda: count(itertools.permutations(range(10), 4)), v='c')
    b.value('Work out the number of ways 6 different books can be arranged on a shelf if two particular books must '
            'be next to each other.',
            lambda: 2 * sp.factorial(5),
            lambda: count(p for p in itertools.permutations(range(6)) if abs(p.index(0) - p.index(1)) == 1), v='c')
    b.value('Find the number of ways of selecting 3 boys and 2 girls from a group of 6 boys and 5 girls.',
            lambda: sp.binomial(6, 3) * sp.binomial(5, 2),
            lambda: count(itertools.combinations(range(6), 3)) * count(itertools.combinations(range(5), 2)), v='c')
    b.value('I got 96 but the answer in the back of the book is different. In how many ways can 5 people stand in '
            'a line if Alex and Ben must not stand next to each other?',
            lambda: sp.factorial(5) - 2 * sp.factorial(4),
            lambda: count(p for p in itertools.permutations('ABCDE') if abs(p.index('A') - p.index('B')) != 1), v='d')
    b.value('My teacher gave us this for practice: how many 3-letter codes can be made from the 26 letters A–Z if '
            'letters can be repeated?',
            lambda: sp.Integer(26) ** 3, lambda: count(itertools.product(range(26), repeat=3)), v='d')
    b.value('We\'re doing combinations and I can\'t tell whether to use nCr or nPr. How many different 5-card hands '
            'can be dealt from a standard 52-card deck?',
            lambda: sp.binomial(52, 5), lambda: _pascal(52, 5), v='d')


def _pascal(rows: int, col: int) -> int:
    row = [1]
    for _ in range(rows):
        row = [1] + [p + q for p, q in zip(row, row[1:])] + [1]
    return row[col]


# ---------------------------------------------------------------- probability

def probability(b):
    bag = ['R'] * 4 + ['B'] * 5 + ['G'] * 3
    b.value('At the school fair, a bag holds 4 red, 5 blue and 3 green marbles. Jay draws two marbles at random '
            'without replacement. What is the probability that both are blue? Give your answer as a fraction.',
            lambda: R(5, 12) * R(4, 11),
            lambda: outcomes_probability(itertools.permutations(range(12), 2),
                                         lambda o: bag[o[0]] == 'B' and bag[o[1]] == 'B'), v='a')
    b.value('Keisha makes 70% of her free throws. In tonight\'s game she takes 5 free throws, each independent of '
            'the others. What is the probability that she makes exactly 4 of them? Give your answer as a decimal.',
            lambda: P(sp.Eq(Binomial('X', 5, R(7, 10)), 4)),
            lambda: sum(math.prod(Fraction(7, 10) if s else Fraction(3, 10) for s in o)
                        for o in itertools.product([0, 1], repeat=5) if sum(o) == 4), v='a', style='decimal')
    b.value('In a board game Omar rolls two fair six-sided dice and moves forward by their total. He needs a total '
            'of 9 or more to reach the finish. What is the probability that he reaches the finish on this roll? Give '
            'a fraction.',
            lambda: P(Die('D1', 6) + Die('D2', 6) >= 9),
            lambda: outcomes_probability(dice(2), lambda o: sum(o) >= 9), v='a')
    b.value('Exercise 14.2  A card is drawn at random from a standard pack of 52 cards. Find each probability as a '
            'fraction in its lowest terms.\n6)  P(king or heart)',
            lambda: R(4, 52) + R(13, 52) - R(1, 52),
            lambda: outcomes_probability(deck(), lambda c: c[0] == 'K' or c[1] == 'hearts'), v='b')
    b.value('Q10  A fair coin is tossed 4 times.\n(a)  Find the probability of getting at least one tail.',
            lambda: 1 - R(1, 2) ** 4, lambda: outcomes_probability(coins(4), lambda o: 'T' in o), v='b')
    b.value('Section 9.5 — Conditional probability\n3.  In a class, 60% of the students play a sport, 30% play an '
            'instrument and 18% do both. A student who plays an instrument is chosen at random. Find the probability '
            'that this student plays a sport, as a fraction.',
            lambda: R(18, 100) / R(30, 100),
            lambda: outcomes_probability([i for i in range(100) if i < 30], lambda i: i < 18), v='b')
    b.value('A spinner has 8 equal sections numbered 1 to 8. What is the probability of spinning a prime number? '
            'Write your answer as a fraction.',
            lambda: R(len(list(sp.primerange(1, 9))), 8),
            lambda: outcomes_probability(range(1, 9), lambda s: s in (2, 3, 5, 7)), v='c')
    b.value('The probability that it rains on any given day is 0.35, independently of other days. Work out the '
            'probability that it rains on neither of two particular days. Give your answer as a decimal.',
            lambda: (1 - dec('0.35')) ** 2,
            lambda: Fraction(65, 100) * Fraction(65, 100), v='c', style='decimal')
    b.value('It costs $2 to play a game. A fair die is rolled: a 6 wins $10, a 5 wins $3, and any other number wins '
            'nothing. Calculate the expected gain per game, in dollars, as a fraction.',
            lambda: sp.stats.E(sp.Piecewise((10, sp.Eq(Die('G', 6), 6)), (3, sp.Eq(Die('G', 6), 5)), (0, True))) - 2,
            lambda: sum(Fraction({6: 10, 5: 3}.get(f, 0), 6) for f in range(1, 7)) - 2, v='c')
    b.value('I got 1/2 for this because half the numbers on a die are even. Two fair dice are rolled and the numbers '
            'are multiplied. What is the probability that the product is even?',
            lambda: 1 - R(3, 6) ** 2, lambda: outcomes_probability(dice(2), lambda o: o[0] * o[1] % 2 == 0), v='d')
    b.value('My teacher gave us this for practice: three cards are drawn without replacement from a standard deck. '
            'What is the probability that all three are aces?',
            lambda: sp.binomial(4, 3) / sp.binomial(52, 3),
            lambda: Fraction(4, 52) * Fraction(3, 51) * Fraction(2, 50), v='d')
    balls = ['R'] * 6 + ['B'] * 4
    b.value('Conditional probability is confusing me. A bag has 6 red and 4 blue balls and two are drawn without '
            'replacement. Given that the first ball is red, what is the probability that the second is red too?',
            lambda: R(6 - 1, 10 - 1),
            lambda: outcomes_probability([o for o in itertools.permutations(range(10), 2) if balls[o[0]] == 'R'],
                                         lambda o: balls[o[1]] == 'R'), v='d')


# ---------------------------------------------------------------- statistics

def _sd_by_integers(data, sample: bool, places: int) -> Decimal:
    """A standard deviation rounded by integer square roots over exact Fractions."""
    m = Fraction(sum(data), len(data))
    var = sum((Fraction(v) - m) ** 2 for v in data) / (len(data) - (1 if sample else 0))
    scale = 10 ** (places + 6)
    root = Fraction(math.isqrt(int(var * scale * scale)), scale)
    return round_by_integers(root, places)


def statistics_(b):
    goals = [2, 0, 1, 3, 1, 0, 4, 1]
    b.value('Over the first 8 matches of the season, Lucia\'s football team scored 2, 0, 1, 3, 1, 0, 4 and 1 goals. '
            'What was the mean number of goals per match?',
            lambda: sp.Rational(sum(goals), len(goals)), lambda: statistics.mean(Fraction(g) for g in goals), v='a')
    scores = [72, 85, 91, 68]
    b.value('Sarah\'s first four quiz scores are 72, 85, 91 and 68. She wants a mean of exactly 80 over five '
            'quizzes. What must she score on the fifth quiz?',
            lambda: sp.solve(sp.Eq((sum(scores) + x) / 5, 80), x)[0],
            lambda: next(s for s in range(101) if statistics.mean(scores + [s]) == 80), v='a')
    heights = [12, 15, 11, 18, 14, 15, 20]
    b.value('In the science lab, seven bean plants grew to heights of 12, 15, 11, 18, 14, 15 and 20 cm after three '
            'weeks. What is the median height, in cm?',
            lambda: statistics.median(heights), lambda: sorted(heights)[len(heights) // 2], v='a')
    data = ['4.2', '-1.5', '3.8', '0', '2.7']
    b.value('Exercise 13.1  Find the range of each data set.\n7)  4.2, −1.5, 3.8, 0, 2.7',
            lambda: max(map(dec, data)) - min(map(dec, data)),
            lambda: sorted(Fraction(v) for v in data)[-1] - sorted(Fraction(v) for v in data)[0], v='b')
    sd = [3, 7, 8, 10, 12]
    b.value('Q6  Find the population standard deviation of each data set, to 2 decimal places.\n(b)  3, 7, 8, 10, 12',
            lambda: round_half_up(sp.sqrt(sp.Rational(sum((v - sp.Rational(sum(sd), 5)) ** 2 for v in sd), 5)), 2),
            lambda: _sd_by_integers(sd, False, 2), v='b')
    iqr = [3, 5, 8, 10, 12, 15, 18, 21, 24, 30]
    b.value('Section 12.3 — Find the interquartile range of each data set, using the median of each half.\n'
            '(ii)  3, 5, 8, 10, 12, 15, 18, 21, 24, 30',
            lambda: statistics.median(iqr[5:]) - statistics.median(iqr[:5]),
            lambda: sorted(iqr)[7] - sorted(iqr)[2], v='b')
    b.value('A student\'s grade is a weighted mean: homework counts 20%, quizzes 30% and the test 50%. She scored 90 '
            'on homework, 75 on quizzes and 82 on the test. What is her weighted mean score?',
            lambda: (dec('0.2') * 90 + dec('0.3') * 75 + dec('0.5') * 82),
            lambda: Fraction(20 * 90 + 30 * 75 + 50 * 82, 100), v='c')
    var = [6, 9, 11, 14]
    b.value('Work out the sample variance of 6, 9, 11, 14. Give your answer as an exact fraction.',
            lambda: statistics.variance([Fraction(v) for v in var]),
            lambda: sp.Rational(sum((v - 10) ** 2 for v in var), len(var) - 1), v='c', style=None)
    b.value('The mean of 5 numbers is 18. If one of the numbers is removed, the mean of the remaining numbers is 16. '
            'Find the number that was removed.',
            lambda: sp.solve(sp.Eq(5 * 18 - x, 4 * 16), x)[0],
            lambda: next(v for v in range(200) if Fraction(90 - v, 4) == 16), v='c')
    med = [9, 2, 7, 4, 12, 5]
    b.value('I got 7 because it\'s in the middle of the list, but apparently that\'s wrong. What is the median of 9, '
            '2, 7, 4, 12, 5?',
            lambda: statistics.median(med), lambda: Fraction(sorted(med)[2] + sorted(med)[3], 2), v='d')
    mode = [3, 8, 5, 3, 9, 8, 3, 1]
    b.value('My teacher gave us this for practice: find the mode of 3, 8, 5, 3, 9, 8, 3, 1.',
            lambda: statistics.mode(mode), lambda: max(set(mode), key=mode.count), v='d')
    ssd = [10, 12, 15, 19]
    b.value('We\'re doing standard deviation and I never know whether to divide by n or n − 1. For the sample 10, 12, '
            '15, 19, what is the sample standard deviation, to 2 decimal places?',
            lambda: round_half_up(statistics.stdev([Fraction(v) for v in ssd]), 2),
            lambda: _sd_by_integers(ssd, True, 2), v='d')


# ---------------------------------------------------------------- equations

def _linear_root(f):
    """The root of a linear expression f(x): -f(0) / (f(1) - f(0))."""
    f0, f1 = f(Fraction(0)), f(Fraction(1))
    return -f0 / (f1 - f0)


def _quadratic_formula(p, q, r):
    disc = sp.Integer(q) ** 2 - 4 * p * r
    return [(-q - sp.sqrt(disc)) / (2 * p), (-q + sp.sqrt(disc)) / (2 * p)]


def equations(b):
    b.value('Ella\'s phone plan costs $18 a month plus $0.05 per text message; calls are free. Last month she made '
            '40 calls and her bill was $26.40. How many text messages did she send?',
            lambda: sp.solve(sp.Eq(18 + dec('0.05') * x, dec('26.40')), x)[0],
            lambda: _linear_root(lambda v: 1800 + 5 * v - 2640), v='a')
    h = -5 * t ** 2 + 20 * t + 25
    b.value('Marco throws a ball from the top of a wall. Its height in metres t seconds later is '
            'h(t) = −5t² + 20t + 25. After how many seconds does the ball hit the ground?',
            lambda: [r for r in sp.solve(h, t) if r > 0][0],
            lambda: max(_quadratic_formula(-5, 20, 25)), holds=roots_satisfy(h, t, count_=1), v='a')
    b.value('A rectangular vegetable garden is 3 m longer than it is wide, and its area is 70 m². How wide is the '
            'garden, in metres?',
            lambda: [r for r in sp.solve(x * (x + 3) - 70, x) if r > 0][0],
            lambda: next(w for w in range(1, 70) if w * (w + 3) == 70), v='a')
    b.value('Exercise 4.3  Solve each equation.\n8)  4(x − 3) = 2x + 9',
            lambda: sp.solve(sp.Eq(4 * (x - 3), 2 * x + 9), x)[0],
            lambda: _linear_root(lambda v: 4 * (v - 3) - (2 * v + 9)), holds=roots_satisfy(4 * (x - 3) - 2 * x - 9),
            v='b')
    b.value('Q2  Solve the following equations.\n(d)  (x + 1)/3 − (x − 2)/4 = 2',
            lambda: sp.solve(sp.Eq((x + 1) / 3 - (x - 2) / 4, 2), x)[0],
            lambda: _linear_root(lambda v: (v + 1) / 3 - (v - 2) / 4 - 2), v='b')
    A, P_, r_ = sp.symbols('A P r')
    b.expr('Section 5.6 — Literal equations. Make the letter in brackets the subject.\n(iv)  A = P(1 + rt)   [r]',
           lambda: sp.solve(sp.Eq(A, P_ * (1 + r_ * t)), r_)[0],
           lambda: (A / P_ - 1) / t, v='b')
    b.value('Which value of x makes the equation 0.4(x − 5) = 0.25x + 1 true?',
            lambda: sp.solve(sp.Eq(dec('0.4') * (x - 5), dec('0.25') * x + 1), x)[0],
            lambda: _linear_root(lambda v: 40 * (v - 5) - (25 * v + 100)), v='c')
    b.value('Solve x² − 6x + 4 = 0, giving your answers in surd form.',
            lambda: sp.solveset(x ** 2 - 6 * x + 4, x, sp.S.Reals),
            lambda: _quadratic_formula(1, -6, 4), holds=roots_satisfy(x ** 2 - 6 * x + 4, count_=2), v='c')
    b.value('If x = 3 is a root of the equation 2x² + kx − 6 = 0, find the value of k.',
            lambda: sp.solve((2 * x ** 2 + k * x - 6).subs(x, 3), k)[0],
            lambda: Fraction(6 - 2 * 9, 3), v='c')
    b.value('I got x = 3 but when I check it, it doesn\'t work. Can you solve 7 − 2x = 3(x + 4) properly?',
            lambda: sp.solve(sp.Eq(7 - 2 * x, 3 * (x + 4)), x)[0],
            lambda: _linear_root(lambda v: 7 - 2 * v - 3 * (v + 4)), v='d')
    b.value('My teacher gave us this for practice: solve x² + 2x + 10 = 0. We\'re meant to give the answers as '
            'complex numbers a + bi.',
            lambda: sp.solveset(x ** 2 + 2 * x + 10, x, sp.S.Complexes),
            lambda: _quadratic_formula(1, 2, 10), holds=roots_satisfy(x ** 2 + 2 * x + 10, count_=2), v='d')
    b.value('We\'re doing quadratics by factorising. Solve 6x² − x − 15 = 0. I only got x = 5/3, is there another '
            'one? Give all the solutions.',
            lambda: sp.solveset(6 * x ** 2 - x - 15, x, sp.S.Reals),
            lambda: _quadratic_formula(6, -1, -15), holds=roots_satisfy(6 * x ** 2 - x - 15, count_=2), v='d')


# ---------------------------------------------------------------- equations_other

def equations_other(b):
    b.value('A bacteria culture in the biology lab starts with 500 cells and doubles every hour, so after t hours '
            'there are N = 500·2ᵗ cells. After how many hours will there be 32000 cells?',
            lambda: sp.solve(sp.Eq(500 * 2 ** t, 32000), t)[0],
            lambda: next(h for h in range(50) if 500 * 2 ** h == 32000), v='a')
    b.value('The thermostat in Omar\'s greenhouse switches the heater on or off whenever the temperature T (in °C) '
            'satisfies |T − 21| = 1.5. At which two temperatures does it switch?',
            lambda: sp.solveset(sp.Abs(x - 21) - dec('1.5'), x, sp.S.Reals),
            lambda: [Fraction(21) - Fraction(3, 2), Fraction(21) + Fraction(3, 2)], v='a', style='decimal')
    b.value('At the fair, the height in metres of a Ferris wheel seat t minutes after the ride starts is '
            'h(t) = 10 − 8cos(πt/15). At what times t in the first 30 minutes (0 ≤ t < 30) is the seat exactly '
            '14 m above the ground?',
            lambda: sp.solveset(10 - 8 * sp.cos(sp.pi * t / 15) - 14, t, sp.Interval.Ropen(0, 30)),
            lambda: [m for m in range(0, 30) if 2 * math.cos(math.pi * m / 15) == -1 or
                     abs(math.cos(math.pi * m / 15) + 0.5) < 1e-12],
            holds=roots_satisfy(10 - 8 * sp.cos(sp.pi * t / 15) - 14, t, count_=2), v='a')
    b.value('Exercise 7.2  Solve each equation. Check for extraneous solutions.\n4)  √(2x + 7) = x + 2',
            lambda: sp.solveset(sp.sqrt(2 * x + 7) - (x + 2), x, sp.S.Reals),
            lambda: [r for r in _quadratic_formula(1, 2, -3) if sp.sqrt(2 * r + 7) == r + 2],
            holds=roots_satisfy(sp.sqrt(2 * x + 7) - (x + 2), count_=1), v='b')
    b.value('Q5  Solve each equation.\n(c)  log₂(x + 3) + log₂(x − 3) = 4',
            lambda: [r for r in sp.solve(sp.log(XP + 3, 2) + sp.log(XP - 3, 2) - 4, XP) if r > 3],
            lambda: [r for r in _quadratic_formula(1, 0, -25) if r > 3],
            holds=roots_satisfy(sp.log(x + 3, 2) + sp.log(x - 3, 2) - 4, count_=1), v='b')
    b.value('Section 6.4 — Solve each equation for 0 ≤ θ < 2π. Give exact answers in radians.\n(ii)  2sin²θ = sin θ',
            lambda: sp.solveset(2 * sp.sin(x) ** 2 - sp.sin(x), x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: [j * sp.pi / 12 for j in range(24) if sp.simplify(2 * sp.sin(j * sp.pi / 12) ** 2
                                                                       - sp.sin(j * sp.pi / 12)) == 0],
            holds=roots_satisfy(2 * sp.sin(x) ** 2 - sp.sin(x), count_=4), v='b')
    b.value('If log₃(x − 4) = 2, then find the value of x.',
            lambda: sp.solve(sp.log(x - 4, 3) - 2, x)[0], lambda: 3 * 3 + 4, v='c')
    b.value('Solve 4 sin x + 3 = 1 for 0° ≤ x < 360°. Give your answers in degrees.',
            lambda: [sp.deg(r) for r in sp.solveset(4 * sp.sin(x) + 2, x, sp.Interval.Ropen(0, 2 * sp.pi))],
            lambda: [d for d in range(0, 360, 15) if sp.sin(sp.rad(d)) == R(-1, 2)], v='c')
    b.value('Determine the value of x for which ∛(5x − 2) = 3. Give your answer as a fraction.',
            lambda: sp.solve(sp.Eq(sp.cbrt(5 * x - 2), 3), x)[0], lambda: Fraction(3 ** 3 + 2, 5),
            holds=roots_satisfy(sp.cbrt(5 * x - 2) - 3, count_=1), v='c')
    b.value('I got x = 7 and the answer key says there\'s another solution. Can you solve |2x − 6| = 8 fully?',
            lambda: sp.solveset(sp.Abs(2 * x - 6) - 8, x, sp.S.Reals),
            lambda: [v for v in range(-50, 51) if abs(2 * v - 6) == 8], v='d')
    b.value('My teacher gave us this for practice: solve 3/(x − 1) + 2 = 5/(x − 1). I multiplied through but I\'m '
            'not sure what to do next.',
            lambda: sp.solveset(3 / (x - 1) + 2 - 5 / (x - 1), x, sp.S.Reals),
            lambda: [v for v in (_linear_root(lambda w: 3 + 2 * (w - 1) - 5),) if v != 1],
            holds=roots_satisfy(3 / (x - 1) + 2 - 5 / (x - 1), count_=1), v='d')
    b.value('Exponentials with e are killing me. How do I solve e^(2x) = 7? Please give x to 3 decimal places.',
            lambda: round_half_up(list(sp.solveset(sp.exp(2 * x) - 7, x, sp.S.Reals))[0], 3),
            lambda: round_half_up(mpmath.findroot(lambda v: mpmath.exp(2 * v) - 7, 1), 3), v='d')


# ---------------------------------------------------------------- systems

def _cramer(rows, rhs):
    """Cramer's rule over Fractions with cofactor determinants."""
    def det(m):
        if len(m) == 1:
            return m[0][0]
        return sum((-1) ** j * m[0][j] * det([row[:j] + row[j + 1:] for row in m[1:]]) for j in range(len(m)))
    rows = [[Fraction(v) for v in row] for row in rows]
    d = det(rows)
    out = []
    for j in range(len(rows)):
        out.append(det([row[:j] + [Fraction(r)] + row[j + 1:] for row, r in zip(rows, rhs)]) / d)
    return out


def _solve(equations, unknowns):
    """sp.solve's unique solution, keyed by name in the order the question names the unknowns."""
    solution = sp.solve(equations, unknowns, dict=True)
    if len(solution) != 1:
        raise ValueError(f'not one solution: {solution}')
    return {str(u): solution[0][u] for u in unknowns}


def _named(names, values):
    return dict(zip(names, values))


def systems(b):
    a_, s_ = sp.symbols('a s')
    b.system('At the school play, adult tickets cost $8 and student tickets cost $5. 240 tickets were sold and the '
             'takings were $1650. How many adult tickets (a) and how many student tickets (s) were sold?',
             lambda: _solve([a_ + s_ - 240, 8 * a_ + 5 * s_ - 1650], [a_, s_]),
             lambda: _named('as', _cramer([[1, 1], [8, 5]], [240, 1650])), v='a')
    m_, c_ = sp.symbols('m c')
    b.system('At a café, 3 muffins and 2 coffees cost $15.30, and 2 muffins and 5 coffees cost $22.30. Find the '
             'price in dollars of one muffin (m) and of one coffee (c).',
             lambda: _solve([3 * m_ + 2 * c_ - dec('15.30'), 2 * m_ + 5 * c_ - dec('22.30')], [m_, c_]),
             lambda: _named('mc', _cramer([[3, 2], [2, 5]], [Fraction('15.30'), Fraction('22.30')])), v='a',
             style='decimal')
    w_, d_, l_ = sp.symbols('w d l')
    b.system('In a football season a team gets 3 points for a win, 1 for a draw and 0 for a loss. It played 38 '
             'games, earned 72 points, and lost 4 more games than it drew. How many games did it win (w), draw (d) '
             'and lose (l)?',
             lambda: _solve([w_ + d_ + l_ - 38, 3 * w_ + d_ - 72, l_ - d_ - 4], [w_, d_, l_]),
             lambda: _named('wdl', _cramer([[1, 1, 1], [3, 1, 0], [0, -1, 1]], [38, 72, 4])), v='a')
    b.system('Exercise 6.1  Solve each pair of simultaneous equations by elimination.\n5)  3x + 2y = 16\n'
             '    5x − 2y = 0',
             lambda: _solve([3 * x + 2 * y - 16, 5 * x - 2 * y], [x, y]),
             lambda: _named('xy', _cramer([[3, 2], [5, -2]], [16, 0])), v='b')
    b.system('Q3  Solve simultaneously.\n(b)  y = 2x − 7 and 3x + 4y = 27',
             lambda: _solve([y - 2 * x + 7, 3 * x + 4 * y - 27], [x, y]),
             lambda: _named('xy', _cramer([[-2, 1], [3, 4]], [-7, 27])), v='b')
    b.system('Section 4.5 — Solve each system of three equations.\n(ii)  x + y + z = 6,  2x − y + 3z = 20,  '
             'x + 2y − z = −5',
             lambda: _named('xyz', list(sp.linsolve([x + y + Z - 6, 2 * x - y + 3 * Z - 20, x + 2 * y - Z + 5],
                                                    [x, y, Z]))[0]),
             lambda: _named('xyz', _cramer([[1, 1, 1], [2, -1, 3], [1, 2, -1]], [6, 20, -5])), v='b')
    b.system('What is the solution (x, y) to the system of equations 2x + 5y = 1 and 4x − y = 13?',
             lambda: _solve([2 * x + 5 * y - 1, 4 * x - y - 13], [x, y]),
             lambda: _named('xy', _cramer([[2, 5], [4, -1]], [1, 13])), v='c')
    b.system('The straight line y = mx + c passes through the points (−1, 7) and (3, −5). By forming and solving a '
             'pair of simultaneous equations, work out m and c.',
             lambda: _solve([-m_ + c_ - 7, 3 * m_ + c_ + 5], [m_, c_]),
             lambda: _named('mc', _cramer([[-1, 1], [3, 1]], [7, -5])), v='c')
    b.system('If 2/x + 3/y = 13 and 5/x − 4/y = −2, find x and y.',
             lambda: {str(key): val for key, val in sp.solve([2 / x + 3 / y - 13, 5 / x - 4 / y + 2], [x, y],
                                                              dict=True)[0].items()},
             lambda: _named('xy', [1 / v for v in _cramer([[2, 3], [5, -4]], [13, -2])]), v='c')
    b.system('I got x = 4 and y = 1 but it doesn\'t work in the second equation. Can you solve x − 3y = 1 and '
             '2x + y = 16?',
             lambda: _solve([x - 3 * y - 1, 2 * x + y - 16], [x, y]),
             lambda: _named('xy', _cramer([[1, -3], [2, 1]], [1, 16])), v='d')
    a2, b2, c2 = sp.symbols('a b c')
    b.system('My teacher gave us this for practice: the parabola y = ax² + bx + c passes through (0, 3), (1, 2) '
             'and (2, 5). Find a, b and c.',
             lambda: _solve([c2 - 3, a2 + b2 + c2 - 2, 4 * a2 + 2 * b2 + c2 - 5], [a2, b2, c2]),
             lambda: _named('abc', sp.Poly(sp.interpolate([(0, 3), (1, 2), (2, 5)], x), x).all_coeffs()), v='d')
    b.system('We\'re doing substitution but the decimals put me off. Solve 0.5x + 0.2y = 3.1 and 0.3x − 0.4y = 0.3 '
             'for x and y.',
             lambda: _solve([dec('0.5') * x + dec('0.2') * y - dec('3.1'), dec('0.3') * x - dec('0.4') * y
                               - dec('0.3')], [x, y]),
             lambda: _named('xy', _cramer([[5, 2], [3, -4]], [31, 3])), v='d')


# ---------------------------------------------------------------- inequalities

def _ineq(expr_rel, var=x):
    return sp.solve_univariate_inequality(expr_rel, var, relational=False)


def _reduced(expr_rel, var=x):
    return sp.reduce_inequalities(expr_rel, var).as_set()


def inequalities(b):
    m = sp.Symbol('m', real=True)
    b.ineq('Ana\'s phone plan charges $12 a month plus $0.08 for each MB of data. She wants her monthly bill to be at '
           'most $30, so she needs 12 + 0.08m ≤ 30, where m is the number of MB. Solve the inequality for m.',
           lambda: _ineq(12 + dec('0.08') * m <= 30, m), lambda: _reduced(12 + dec('0.08') * m <= 30, m),
           holds=set_matches(lambda v: 12 + Fraction(8, 100) * v <= 30, lo=0, hi=400, step=Fraction(1, 4)),
           var='m', v='a')
    tt = sp.Symbol('t', real=True)
    b.ineq('A ball is kicked up from a platform so that its height after t seconds is h(t) = −5t² + 30t + 1 '
           'metres. For which values of t is the ball higher than 41 m?',
           lambda: _ineq(-5 * tt ** 2 + 30 * tt + 1 > 41, tt), lambda: _reduced(-5 * tt ** 2 + 30 * tt + 1 > 41, tt),
           holds=set_matches(lambda v: -5 * v * v + 30 * v + 1 > 41), var='t', v='a')
    xr = sp.Symbol('x', real=True)
    b.ineq('A baker needs the oven temperature x (in °F) to stay within 8 degrees of 375 °F, that is '
           '|x − 375| ≤ 8. Solve this inequality for x.',
           lambda: _ineq(sp.Abs(xr - 375) <= 8, xr), lambda: _reduced(sp.Abs(xr - 375) <= 8, xr),
           holds=set_matches(lambda v: abs(v - 375) <= 8, lo=360, hi=390), v='a')
    b.ineq('Exercise 5.2  Solve each inequality.\n10)  5 − 3x ≥ 2x + 20',
           lambda: _ineq(5 - 3 * xr >= 2 * xr + 20, xr), lambda: _reduced(5 - 3 * xr >= 2 * xr + 20, xr),
           holds=set_matches(lambda v: 5 - 3 * v >= 2 * v + 20), v='b')
    b.ineq('Q9  Solve each double inequality.\n(a)  −4 < 2x + 6 ≤ 10',
           lambda: sp.Intersection(_ineq(2 * xr + 6 > -4, xr), _ineq(2 * xr + 6 <= 10, xr)),
           lambda: sp.Intersection(_reduced(2 * xr + 6 > -4, xr), _reduced(2 * xr + 6 <= 10, xr)),
           holds=set_matches(lambda v: -4 < 2 * v + 6 <= 10), v='b')
    b.ineq('Section 3.7 — Solve each rational inequality.\n(v)  (x + 2)/(x − 3) ≤ 0',
           lambda: _ineq((xr + 2) / (xr - 3) <= 0, xr), lambda: _reduced((xr + 2) / (xr - 3) <= 0, xr),
           holds=set_matches(lambda v: (v + 2) / (v - 3) <= 0, extra=[3]), v='b')
    b.ineq('Which values of x satisfy the inequality 3(x − 4) > 5x + 2?',
           lambda: _ineq(3 * (xr - 4) > 5 * xr + 2, xr), lambda: _reduced(3 * (xr - 4) > 5 * xr + 2, xr),
           holds=set_matches(lambda v: 3 * (v - 4) > 5 * v + 2), v='c')
    b.ineq('Solve the inequality x² − x − 12 > 0.',
           lambda: _ineq(xr ** 2 - xr - 12 > 0, xr), lambda: _reduced(xr ** 2 - xr - 12 > 0, xr),
           holds=set_matches(lambda v: v * v - v - 12 > 0), v='c')
    b.ineq('Find all real values of x for which |3x − 1| > 5.',
           lambda: _ineq(sp.Abs(3 * xr - 1) > 5, xr), lambda: _reduced(sp.Abs(3 * xr - 1) > 5, xr),
           holds=set_matches(lambda v: abs(3 * v - 1) > 5, extra=[Fraction(-4, 3)]), v='c')
    b.ineq('I got x ≥ −4 and my teacher marked it wrong, something about flipping the sign. Can you solve '
           '−2x + 7 ≥ 15 for me?',
           lambda: _ineq(-2 * xr + 7 >= 15, xr), lambda: _reduced(-2 * xr + 7 >= 15, xr),
           holds=set_matches(lambda v: -2 * v + 7 >= 15), v='d')
    b.ineq('My teacher gave us this for practice: solve 2x² + 5x ≤ 3. I don\'t get how to do quadratic '
           'inequalities.',
           lambda: _ineq(2 * xr ** 2 + 5 * xr <= 3, xr), lambda: _reduced(2 * xr ** 2 + 5 * xr <= 3, xr),
           holds=set_matches(lambda v: 2 * v * v + 5 * v <= 3), v='d')
    b.ineq('We\'re doing rational inequalities and I\'m stuck on 1/(x − 2) > 3. I multiplied both sides by x − 2 '
           'but my teacher says you can\'t always do that. What is the solution?',
           lambda: _ineq(1 / (xr - 2) > 3, xr), lambda: _reduced(1 / (xr - 2) > 3, xr),
           holds=set_matches(lambda v: 1 / (v - 2) > 3, extra=[2, Fraction(7, 3)]), v='d')


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
