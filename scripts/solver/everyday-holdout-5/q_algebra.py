"""Held-out set 5: sequences, counting, probability, statistics, equations, equations_other, systems,
inequalities.

Each spec: `compute` writes the answer, `check` derives it a second way (see check_answers.py)."""
from __future__ import annotations

import itertools
import math
import statistics
from decimal import Decimal
from fractions import Fraction as Q

import mpmath
import sympy as sp
from sympy.utilities.iterables import multiset_permutations
from sympy.stats import Binomial, Die, E, P, density

from common import Builder, F, coins, count, deck, dice, n, outcomes_probability, parse, parse_values, R, \
    round_by_integers, round_half_up, roots_satisfy, set_matches, x, y, z, k


def ev(text: str):
    return sp.sympify(text, rational=True)


# ---------------------------------------------------------------- sequences


def nth_from_differences(terms):
    """A quadratic (or linear) n-th term from a difference table: a = half the second difference."""
    d1 = [q - p for p, q in zip(terms, terms[1:])]
    d2 = [q - p for p, q in zip(d1, d1[1:])]
    a2 = Q(d2[0], 2) if d2 else 0
    rest = [tm - a2 * m * m for m, tm in enumerate(terms, 1)]
    slope = rest[1] - rest[0]
    return a2 * n ** 2 + slope * n + (rest[0] - slope)


def terms_match(given, var=n):
    def test(answer: str) -> bool:
        expr = parse(answer)
        return all(expr.subs(var, m) == tm for m, tm in enumerate(given, 1))
    return test


def geometric_partial_limit(a1, r):
    """The check for a sum to infinity: partial sums of 400 terms with mpmath, then the nearest small fraction."""
    total = mpmath.mpf(0)
    term = mpmath.mpf(a1.numerator) / a1.denominator
    for _ in range(400):
        total += term
        term *= mpmath.mpf(r.numerator) / r.denominator
    return Q(str(mpmath.nstr(total, 40))).limit_denominator(1000)


b = Builder('sequences')
b.expr('Find the nth term of the sequence 11, 4, −3, −10, …', lambda: sp.expand(sp.interpolate([11, 4, -3, -10], n)),
       lambda: 11 + (n - 1) * (4 - 11), v='a', holds=terms_match([11, 4, -3, -10]))
b.expr('wats the nth term of 3, 9, 19, 33, 51 ... its a quadratic one i think?? pls help',
       lambda: sp.expand(sp.interpolate([3, 9, 19, 33, 51], n)), lambda: nth_from_differences([3, 9, 19, 33, 51]),
       v='b', holds=terms_match([3, 9, 19, 33, 51]))
b.value('My son says the sum of the first 20 terms of 7, 10, 13, … is 630. Is he right? What is the sum?',
        lambda: sp.summation(7 + 3 * (n - 1), (n, 1, 20)), lambda: sum(range(7, 7 + 3 * 20, 3)), v='c')
b.value('what is the sum to infinity of twelve plus eight plus sixteen thirds plus and so on',
        lambda: sp.summation(12 * R(2, 3) ** (n - 1), (n, 1, sp.oo)), lambda: geometric_partial_limit(Q(12), Q(8, 12)),
        v='d')
b.value('A ball is dropped from a height of 5 m. Every time it bounces it go up to 3/5 of the previous height. '
        'What is the total distance it travels until it stop, in metres?',
        lambda: 5 + 2 * sp.summation(5 * R(3, 5) ** n, (n, 1, sp.oo)),
        lambda: 5 + 2 * geometric_partial_limit(Q(3), Q(3, 5)), v='e', style='decimal')
b.value(r'Evaluate $\displaystyle\sum_{k=1}^{15} (4k - 1)$.', lambda: sp.summation(4 * k - 1, (k, 1, 15)),
        lambda: sum(4 * m - 1 for m in range(1, 16)), v='f')
b.value('Question 8 of 10\nA sequence is defined by a₁ = 2 and aₙ₊₁ = 3aₙ − 1. Find a₆. Enter a number.',
        lambda: sp.rsolve(sp.Function('a')(n + 1) - 3 * sp.Function('a')(n) + 1, sp.Function('a')(n),
                          {sp.Function('a')(1): 2}).subs(n, 6),
        lambda: (lambda t: [t := 3 * t - 1 for _ in range(5)][-1])(2), v='g')
b.value('Exercise 7B  Arithmetic sequences\n12.  How many terms are there in the sequence 17, 23, 29, …, 413?',
        lambda: sp.solve(17 + 6 * (n - 1) - 413, n)[0], lambda: len(range(17, 414, 6)), v='h')
b.value('Tomás saves a little more every week. In week 4 he saves $23 and in week 11 he saves $51, and the amounts '
        'form an arithmetic sequence. How much does he save in week 20?',
        lambda: (lambda a1, d, s: s[a1] + 19 * s[d])(*sp.symbols('a1 d'), sp.solve(
            [sp.Symbol('a1') + 3 * sp.Symbol('d') - 23, sp.Symbol('a1') + 10 * sp.Symbol('d') - 51])),
        lambda: 23 + (20 - 4) * Q(51 - 23, 11 - 4), v='i')
b.value('I need the 10th term of 256, −128, 64, … I got 1/2 but the sign is wrong or something? What is the 10th '
        'term?', lambda: 256 * R(-1, 2) ** 9, lambda: (lambda t: [t := t * Q(-128, 256) for _ in range(9)][-1])(Q(256)),
        v='j')
b.value('Find the sum of all two-digit natural numbers which are multiples of 7.',
        lambda: sp.summation(7 * n, (n, 2, 14)), lambda: sum(m for m in range(10, 100) if m % 7 == 0), v='k')
b.value('My daughter says the sum of the first 8 terms of 3 + 6 + 12 + … is 384. Is that right? What is the sum?',
        lambda: sp.summation(3 * 2 ** (n - 1), (n, 1, 8)), lambda: sum(itertools.accumulate([3] * 8, lambda p, _: 2 * p)),
        v='c')
SEQUENCES = b.specs

# ---------------------------------------------------------------- counting


def pascal(rows):
    tri = [[1]]
    for _ in range(rows):
        prev = tri[-1]
        tri.append([1] + [p + q for p, q in zip(prev, prev[1:])] + [1])
    return tri


PT = pascal(60)


def adjacent(line, p, q):
    return abs(line.index(p) - line.index(q)) == 1


b = Builder('counting')
b.value('How many different arrangements of the letters of the word TORONTO are there?',
        lambda: sp.factorial(7) / (sp.factorial(2) * sp.factorial(3)), lambda: count(multiset_permutations('TORONTO')),
        v='a')
b.value('how many ways can 7 ppl sit around a round table?? (rotations count as the same)',
        lambda: sp.factorial(6), lambda: count(p for p in itertools.permutations(range(7)) if p[0] == 0), v='b')
b.value('My son says a committee of 3 boys and 2 girls can be chosen from 8 boys and 6 girls in 840 ways. Is that '
        'right? How many ways are there?', lambda: sp.binomial(8, 3) * sp.binomial(6, 2),
        lambda: count(itertools.combinations(range(8), 3)) * count(itertools.combinations(range(6), 2)), v='c')
b.value('how many four digit PINs are there if no digit can be used twice',
        lambda: sp.ff(10, 4), lambda: count(p for p in itertools.product(range(10), repeat=4) if len(set(p)) == 4),
        v='d')
b.value('In a meeting are 23 persons and each one shake hands with every other one time. How many handshakes is '
        'there?', lambda: sp.binomial(23, 2), lambda: count(itertools.combinations(range(23), 2)), v='e')
b.value(r'How many $5$-card hands dealt from a standard $52$-card deck contain exactly $2$ aces?',
        lambda: sp.binomial(4, 2) * sp.binomial(48, 3), lambda: PT[4][2] * PT[48][3], v='f')
b.value('Question 2 of 9\nA café meal deal has 4 sandwiches, 3 drinks and 5 snacks to choose from. You pick one '
        'of each. How many different meal deals are possible? Enter a whole number.',
        lambda: 4 * 3 * 5, lambda: count(itertools.product(range(4), range(3), range(5))), v='g')
b.value('Exercise 10C  Permutations\n8.  In how many ways can 6 people stand in a line if two of them, Ali and '
        'Bea, must not stand next to each other?',
        lambda: sp.factorial(6) - 2 * sp.factorial(5),
        lambda: count(p for p in itertools.permutations('ABCDEF') if not adjacent(p, 'A', 'B')), v='h')
b.value('Noor has 4 different maths books and 3 different novels to put on her shelf, which is 80 cm long. In how '
        'many ways can she arrange all 7 books if the maths books must stay together?',
        lambda: sp.factorial(4) * sp.factorial(4),
        lambda: count(p for p in itertools.permutations('MNOPxyz')
                      if max(p.index(c) for c in 'MNOP') - min(p.index(c) for c in 'MNOP') == 3), v='i')
b.value('A locker code is 3 letters (A–Z) followed by 2 digits, and letters and digits may repeat. I did '
        '26×25×24×10×9 but that is wrong apparently. How many codes are possible?',
        lambda: 26 ** 3 * 10 ** 2,
        lambda: count(itertools.product(range(26), repeat=3)) * count(itertools.product(range(10), repeat=2)), v='j')
b.value('How many 3-digit even numbers can be formed from the digits 1, 2, 3, 4, 5, 6 if no digit is repeated?',
        lambda: 3 * sp.ff(5, 2), lambda: count(p for p in itertools.permutations('123456', 3) if int(p[2]) % 2 == 0),
        v='k')
b.value('in how many ways can you choose four pizza toppings out of eleven toppings',
        lambda: sp.binomial(11, 4), lambda: PT[11][4], v='d')
COUNTING = b.specs

# ---------------------------------------------------------------- probability


def tot(dist, event):
    return sum(p for val, p in dist.items() if event(val))


b = Builder('probability')
b.value('Two fair six-sided dice are rolled. Find the probability that the product of the two scores is a '
        'multiple of 4.', lambda: tot(density(Die('X') * Die('Y')).dict, lambda v: v % 4 == 0),
        lambda: outcomes_probability(dice(2), lambda o: o[0] * o[1] % 4 == 0), v='a')
b.value('if i flip 4 coins whats the chance i get at least 3 heads', lambda: P(Binomial('H', 4, R(1, 2)) >= 3),
        lambda: outcomes_probability(coins(4), lambda o: o.count('H') >= 3), v='b')
b.value('My daughter says the probability of drawing a red face card (jack, queen or king) from a standard deck '
        'is 3/26. Is she right? What is the probability?', lambda: R(2 * 3, 52),
        lambda: outcomes_probability(deck(), lambda c: c[0] in 'JQK' and c[1] in ('hearts', 'diamonds')), v='c')
b.value('a bag has five red and seven blue marbles two are taken out without replacement what is the probability '
        'that both are blue', lambda: R(7, 12) * R(6, 11),
        lambda: outcomes_probability(itertools.permutations(range(12), 2), lambda o: o[0] >= 5 and o[1] >= 5), v='d')
b.value('A quiz have 8 questions, each with 4 options, and a student guess all the answers. What is the probability '
        'he gets exactly 3 correct? Give it as a fraction.', lambda: P(sp.Eq(Binomial('C', 8, R(1, 4)), 3)),
        lambda: PT[8][3] * Q(1, 4) ** 3 * Q(3, 4) ** 5, v='e')
b.value(r'Events $A$ and $B$ are independent with $P(A) = 0.35$ and $P(B) = 0.6$. Find $P(A \cup B)$.',
        lambda: F('0.35') + F('0.6') - F('0.35') * F('0.6'), lambda: 1 - (1 - ev('0.35')) * (1 - ev('0.6')), v='f',
        style='decimal')
b.value('Question 4 of 8\nIn a class of 30 students, 18 play football, 12 play basketball and 7 play both. A '
        'student who plays basketball is chosen at random. What is the probability that they also play football? '
        'Enter a fraction.', lambda: R(7, 30) / R(12, 30),
        lambda: (lambda fb, bb: Q(len(fb & bb), len(bb)))(set(range(18)), set(range(11, 23))), v='g')
b.value('Exercise 12D  Expected value\n6.  A game costs $2 to play. You roll one fair die: a 6 wins $7.50, a 5 '
        'wins $3, anything else wins nothing. What is the expected net gain per game, in dollars?',
        lambda: sum(p * {6: ev('7.5'), 5: 3}.get(f, 0) for f, p in density(Die('G')).dict.items()) - 2,
        lambda: Q(sum({6: 750, 5: 300}.get(f, 0) for f in range(1, 7)) - 6 * 200, 600), v='h', style='decimal')
b.value("Kwame's bus is late with probability 0.15 on any day, independently of other days. He takes it 5 days a "
        'week and the fare is 2 cedis. What is the probability that it is late at least once in the 5 days? Give '
        'the answer correct to 4 decimal places.', lambda: round_half_up(1 - (1 - ev('0.15')) ** 5, 4),
        lambda: round_by_integers(sum(math.prod(F('0.15') if late else F('0.85') for late in o)
                                      for o in itertools.product([0, 1], repeat=5) if any(o)), 4), v='i')
b.value('A spinner lands on blue with probability 0.22. We spin it 350 times. I said 22 times but that is just the '
        'percent. How many times should we expect blue?', lambda: F('0.22') * 350, lambda: Q(22 * 350, 100), v='j',
        style='decimal')
b.value('A fair four-sided dice numbered 1 to 4 and a fair six-sided dice are thrown. Work out the probability that '
        'the total is 7.', lambda: P(sp.Eq(Die('T', 4) + Die('S', 6), 7)),
        lambda: outcomes_probability(itertools.product(range(1, 5), range(1, 7)), lambda o: sum(o) == 7), v='k')
b.value(r'Two cards are drawn at random without replacement from a standard deck of $52$ cards. Find '
        r'$P(\text{both cards are hearts})$.', lambda: R(13, 52) * R(12, 51),
        lambda: outcomes_probability(itertools.permutations(deck(), 2),
                                     lambda o: o[0][1] == 'hearts' and o[1][1] == 'hearts'), v='f')
PROBABILITY = b.specs

# ---------------------------------------------------------------- statistics


def sqrt_round(value: Q, places: int) -> Decimal:
    """√value rounded half up to `places` decimals with integer square roots only."""
    scaled = value * 10 ** (2 * places)
    r = math.isqrt(scaled.numerator // scaled.denominator)
    while (r + 1) ** 2 <= scaled:
        r += 1
    if (2 * r + 1) ** 2 <= 4 * scaled:
        r += 1
    return Decimal(r).scaleb(-places)


def median_by_hand(data):
    s = sorted(data)
    m = len(s)
    return Q(s[m // 2]) if m % 2 else Q(s[m // 2 - 1] + s[m // 2], 2)


b = Builder('statistics', style='decimal')
b.value('Find the median of 14, 9, 21, 6, 17, 11, 25, 8.', lambda: statistics.median([14, 9, 21, 6, 17, 11, 25, 8]),
        lambda: median_by_hand([14, 9, 21, 6, 17, 11, 25, 8]), v='a')
b.value('wats the mode of 3 7 7 2 9 3 7 1 3 7', lambda: statistics.mode([3, 7, 7, 2, 9, 3, 7, 1, 3, 7]),
        lambda: max(set([3, 7, 7, 2, 9, 3, 7, 1, 3, 7]), key=[3, 7, 7, 2, 9, 3, 7, 1, 3, 7].count), v='b')
b.value('My son says the mean of 4.2, 5.8, 3.9, 6.1 and 5.5 is 5.2. Is that right? What is the mean?',
        lambda: statistics.mean([F('4.2'), F('5.8'), F('3.9'), F('6.1'), F('5.5')]),
        lambda: Q(42 + 58 + 39 + 61 + 55, 50), v='c')
b.value('what is the range of negative four, twelve, seven, negative nine and three',
        lambda: max([-4, 12, 7, -9, 3]) - min([-4, 12, 7, -9, 3]), lambda: sorted([-4, 12, 7, -9, 3])[-1] -
        sorted([-4, 12, 7, -9, 3])[0], v='d')
b.value('The mean of five numbers is 13. Four of them are 9, 15, 11 and 20. Which is the fifth number?',
        lambda: sp.solve(sp.Rational(1, 5) * (9 + 15 + 11 + 20 + x) - 13, x)[0],
        lambda: next(m for m in range(-100, 100) if statistics.mean([9, 15, 11, 20, m]) == 13), v='e')
b.value(r'Find the population standard deviation of $3,\ 7,\ 8,\ 10,\ 12$. Give your answer correct to 2 decimal '
        r'places.', lambda: round_half_up(sp.sqrt(sp.Rational(sum((w - 8) ** 2 for w in [3, 7, 8, 10, 12]), 5)), 2),
        lambda: sqrt_round(Q(sum(w * w for w in [3, 7, 8, 10, 12]), 5) - Q(40, 5) ** 2, 2), v='f')
b.value('Question 6 of 10\nCalculate the sample standard deviation of 12, 15, 18, 21, 24, 30. Round to 2 decimal '
        'places.', lambda: round_half_up(sp.sqrt(sp.Rational(statistics.variance([Q(w) for w in [12, 15, 18, 21, 24, 30]]))),
                                         2),
        lambda: sqrt_round(Q(sum((w - 20) ** 2 for w in [12, 15, 18, 21, 24, 30]), 5), 2), v='g')
b.value('Exercise 11B  Measures of spread\n9.  Find the sample variance of 5, 9, 11, 13, 17.',
        lambda: statistics.variance([5, 9, 11, 13, 17]),
        lambda: Q(sum(w * w for w in [5, 9, 11, 13, 17]) - 5 * 11 ** 2, 4), v='h')
b.value("In Daniela's course the homework counts 20%, the midterm 30% and the final exam 50%. She scored 88, 72 "
        'and 81 and missed 2 classes. What is her weighted average?',
        lambda: sum(F(wt) * sc for wt, sc in [('0.2', 88), ('0.3', 72), ('0.5', 81)]),
        lambda: Q(20 * 88 + 30 * 72 + 50 * 81, 100), v='i')
b.value('The mean of 8 numbers is 15. When one number is taken away the mean of the other 7 is 14. I thought the '
        'removed number was 1 but that cannot be right. What number was removed?', lambda: 8 * 15 - 7 * 14,
        lambda: sp.solve(sp.Eq((8 * 15 - x) / 7, 14), x)[0], v='j')
b.value('Calculate the interquartile range of 3, 5, 8, 10, 12, 15, 18, 20, 22, 27 (use the median of each half).',
        lambda: median_by_hand([15, 18, 20, 22, 27]) - median_by_hand([3, 5, 8, 10, 12]),
        lambda: statistics.median([3, 5, 8, 10, 12, 15, 18, 20, 22, 27][5:]) - statistics.median(
            [3, 5, 8, 10, 12, 15, 18, 20, 22, 27][:5]), v='k')
b.value('Exercise 11A  Frequency tables\n4.  A survey of 20 households found: 0 cars – 4 households, 1 car – 9 '
        'households, 2 cars – 5 households, 3 cars – 2 households. Find the mean number of cars per household.',
        lambda: Q(sum(c * f for c, f in [(0, 4), (1, 9), (2, 5), (3, 2)]), 20),
        lambda: statistics.mean([0] * 4 + [1] * 9 + [2] * 5 + [3] * 2), v='h')
STATISTICS = b.specs

# ---------------------------------------------------------------- equations


def quad_roots(qa, qb, qc):
    """The quadratic formula (complex roots allowed)."""
    d = qb * qb - 4 * qa * qc
    return [(-qb - sp.sqrt(d)) / (2 * qa), (-qb + sp.sqrt(d)) / (2 * qa)] if d else [-qb / (2 * qa)]


def linear_root(expr):
    f0, f1 = expr.subs(x, 0), expr.subs(x, 1)
    return -f0 / (f1 - f0)


A_, P_, T_ = sp.symbols('A P t')
b = Builder('equations')
eq1 = 5 * (2 * x - 3) - 4 * (x + 1) - 11
b.value('Solve 5(2x − 3) − 4(x + 1) = 11.', lambda: sp.solveset(eq1, x), lambda: linear_root(eq1), v='a',
        holds=roots_satisfy(eq1, count_=1))
eq2 = (x + 3) / 4 - (2 * x - 1) / 6 - 1
b.value('solve (x+3)/4 - (2x-1)/6 = 1 pls', lambda: sp.solveset(eq2, x), lambda: linear_root(eq2), v='b',
        holds=roots_satisfy(eq2, count_=1))
eq3 = ev('0.4') * x + ev('1.25') - ev('0.15') * x - 3
b.value('My son solved 0.4x + 1.25 = 0.15x + 3 and got x = 8. Is that right? What is x?',
        lambda: sp.solveset(eq3, x), lambda: linear_root(eq3), v='c', holds=roots_satisfy(eq3, count_=1))
b.value('solve six x squared minus x minus fifteen equals zero', lambda: sp.solveset(6 * x ** 2 - x - 15, x),
        lambda: quad_roots(6, -1, -15), v='d', holds=roots_satisfy(6 * x ** 2 - x - 15, count_=2))
b.expr('Make r the subject of the formula A = P(1 + rt).', lambda: sp.solve(sp.Eq(A_, P_ * (1 + x * T_)), x)[0]
       .subs(x, sp.Symbol('r')), lambda: (A_ / P_ - 1) / T_, v='e',
       holds=lambda ans: sp.simplify(P_ * (1 + parse(ans) * T_) - A_) == 0)
b.value(r'Solve $x^2 - 6x + 4 = 0$, giving the roots in exact form.', lambda: sp.solveset(x ** 2 - 6 * x + 4, x),
        lambda: quad_roots(1, -6, 4), v='f', holds=roots_satisfy(x ** 2 - 6 * x + 4, count_=2))
b.value('Question 3 of 7\nSolve x² + 4x + 13 = 0 over the complex numbers. Enter both roots separated by a comma.',
        lambda: sp.solveset(x ** 2 + 4 * x + 13, x, sp.S.Complexes), lambda: quad_roots(1, 4, 13), v='g',
        holds=roots_satisfy(x ** 2 + 4 * x + 13, count_=2))
b.value('Exercise 2D  Quadratic equations\n7.  Solve 4x² = 12x − 9', lambda: sp.solveset(4 * x ** 2 - 12 * x + 9, x),
        lambda: quad_roots(4, -12, 9), v='h', holds=roots_satisfy(4 * x ** 2 - 12 * x + 9, count_=1))
eq9 = 12 + ev('0.05') * x - ev('19.35')
b.value("Lucía's phone plan costs 12 euros a month plus 0.05 euros per text message. Last month her bill was "
        '19.35 euros and she made 40 calls. Solve 12 + 0.05t = 19.35 to find the number of texts t.',
        lambda: sp.solveset(eq9, x), lambda: linear_root(eq9), v='i', holds=roots_satisfy(eq9, count_=1))
b.value('One root of x² + kx − 24 = 0 is x = 4. I found k = 2 (I think) but I am stuck on the other root, I got 6 '
        'and it does not check. What is the other root?',
        lambda: [r for r in sp.solveset((x ** 2 + k * x - 24).subs(k, sp.solve((x ** 2 + k * x - 24).subs(x, 4), k)[0]),
                                        x) if r != 4],
        lambda: Q(-24, 4), v='j')
b.value('Find the roots of the quadratic equation 3x² − 2x − 2 = 0.', lambda: sp.solveset(3 * x ** 2 - 2 * x - 2, x),
        lambda: quad_roots(3, -2, -2), v='k', holds=roots_satisfy(3 * x ** 2 - 2 * x - 2, count_=2))
b.value(r'Solve $\dfrac{3}{x-2} = \dfrac{5}{x+4}$.', lambda: sp.solveset(3 / (x - 2) - 5 / (x + 4), x),
        lambda: linear_root(3 * (x + 4) - 5 * (x - 2)), v='f', holds=roots_satisfy(3 / (x - 2) - 5 / (x + 4), count_=1))
EQUATIONS = b.specs

# ---------------------------------------------------------------- equations_other


def filtered(cands, original):
    """Candidates that really satisfy the original equation (40 digits)."""
    return [c for c in cands if abs(complex(sp.N(original.subs(x, c), 40))) < 1e-30]


def degree_grid(f, step=15):
    return [d for d in range(0, 360, step) if abs(float(f(mpmath.radians(d)))) < 1e-20]


def log_real(expr):
    return sp.log(expr)


b = Builder('equations_other')
eo1 = sp.sqrt(2 * x + 7) - (x - 4)
b.value('Solve √(2x + 7) = x − 4.', lambda: sp.solveset(eo1, x, sp.S.Reals),
        lambda: filtered(quad_roots(1, -10, 9), eo1), v='a', holds=roots_satisfy(eo1, count_=1))
eo2 = sp.log(x, 2) + sp.log(x - 6, 2) - 4
b.value('solve log2(x) + log2(x-6) = 4 pls (log base 2)', lambda: sp.solveset(x * (x - 6) - 16, x, sp.Interval.open(6, sp.oo)),
        lambda: [c for c in quad_roots(1, -6, -16) if c > 6], v='b', holds=roots_satisfy(eo2, count_=1))
b.value('My daughter solved 3^(2x−1) = 243 and got x = 2. Is she right? What is x?',
        lambda: sp.solveset(3 ** (2 * x - 1) - 243, x, sp.S.Reals),
        lambda: Q(int(round(float(mpmath.log(243, 3)))) + 1, 2), v='c',
        holds=roots_satisfy(3 ** (2 * x - 1) - 243, count_=1))
eo4 = sp.Abs(3 * x - 5) - 7
b.value('solve the absolute value of three x minus five equals seven',
        lambda: sp.solveset(eo4, x, sp.S.Reals),
        lambda: [Q(5 + 7, 3), Q(5 - 7, 3)], v='d', holds=roots_satisfy(eo4, count_=2))
eo5 = x / (x - 3) + 2 / (x + 3) - 1
b.value('Solve the equation x/(x − 3) + 2/(x + 3) = 1, please.', lambda: sp.solveset(eo5, x),
        lambda: filtered([linear_root(sp.expand(x * (x + 3) + 2 * (x - 3) - (x ** 2 - 9)))], eo5), v='e',
        holds=roots_satisfy(eo5, count_=1))
b.value(r'Solve $2\sin\theta + \sqrt{3} = 0$ for $0^\circ \le \theta < 360^\circ$. Give the answers in degrees.',
        lambda: [s * 180 / sp.pi for s in sp.solveset(2 * sp.sin(x) + sp.sqrt(3), x, sp.Interval.Ropen(0, 2 * sp.pi))],
        lambda: degree_grid(lambda r: 2 * mpmath.sin(r) + mpmath.sqrt(3)), v='f')
b.value('Question 5 of 8\nSolve 2cos²x − cos x − 1 = 0 for 0 ≤ x < 2π. Enter all solutions in radians, separated '
        'by commas.', lambda: sp.Union(*[sp.solveset(sp.cos(x) - c, x, sp.Interval.Ropen(0, 2 * sp.pi))
                                 for c in sp.solveset(2 * y ** 2 - y - 1, y)]),
        lambda: [sp.pi * d / 12 for d in range(24)
                 if abs(float(2 * mpmath.cos(mpmath.pi * d / 12) ** 2 - mpmath.cos(mpmath.pi * d / 12) - 1)) < 1e-20],
        v='g', holds=roots_satisfy(2 * sp.cos(x) ** 2 - sp.cos(x) - 1, count_=3))
b.value('Exercise 4E  Radical equations\n10.  Solve ∛(x − 5) = −3', lambda: sp.solve(sp.Eq(x - 5, (-3) ** 3), x),
        lambda: next(c for c in range(-100, 100) if c - 5 == -27), v='h')
b.value("A colony of bacteria in Inés's lab doubles every 3 hours, starting from 400 bacteria in a 250 mL flask. "
        'Solve 400·2^(t/3) = 12800 to find t in hours.', lambda: sp.solveset(400 * 2 ** (x / 3) - 12800, x, sp.S.Reals),
        lambda: 3 * mpmath.log(mpmath.mpf(12800) / 400, 2), v='i', holds=roots_satisfy(400 * 2 ** (x / 3) - 12800))
eo10 = sp.log(x + 4, 3) - 2 - sp.log(x - 4, 3)
b.value("I'm stuck on log₃(x + 4) = 2 + log₃(x − 4). I got x = 4 and that does not even work. What is x?",
        lambda: sp.solveset((x + 4) - 9 * (x - 4), x, sp.Interval.open(4, sp.oo)),
        lambda: mpmath.findroot(lambda w: mpmath.log(w + 4, 3) - 2 - mpmath.log(w - 4, 3), 6), v='j',
        holds=roots_satisfy(eo10, count_=1))
b.value('Solve for x: 4^x − 6·2^x + 8 = 0', lambda: sp.solveset(4 ** x - 6 * 2 ** x + 8, x, sp.S.Reals),
        lambda: [mpmath.log(r, 2) for r in (2, 4)], v='k', holds=roots_satisfy(4 ** x - 6 * 2 ** x + 8, count_=2))
b.value('solve e to the power two x equals nine, exact answer', lambda: sp.solveset(sp.exp(2 * x) - 9, x, sp.S.Reals),
        lambda: mpmath.log(9) / 2, v='d', holds=roots_satisfy(sp.exp(2 * x) - 9, count_=1))
EQUATIONS_OTHER = b.specs

# ---------------------------------------------------------------- systems


def cramer(rows, names):
    """Cramer's rule over Fractions with cofactor determinants."""
    def det(m):
        if len(m) == 1:
            return m[0][0]
        return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))
    coeffs = [[Q(str(c)) for c in r[:-1]] for r in rows]
    rhs = [Q(str(r[-1])) for r in rows]
    d = det(coeffs)
    out = {}
    for j, name in enumerate(names):
        m = [row[:j] + [rhs[i]] + row[j + 1:] for i, row in enumerate(coeffs)]
        out[name] = det(m) / d
    return out


def lin(rows, names):
    """SymPy's linsolve of rows [a1, a2, ..., rhs] (decimals as exact rationals)."""
    syms = sp.symbols(names)
    eqs = [sum(ev(str(c)) * s for c, s in zip(r[:-1], syms)) - ev(str(r[-1])) for r in rows]
    sol = next(iter(sp.linsolve(eqs, syms)))
    return dict(zip(names, sol))


b = Builder('systems', style='decimal')
S1 = [[3, 2, 16], [5, -3, 14]]
b.system('Solve the simultaneous equations 3x + 2y = 16 and 5x − 3y = 14.', lambda: lin(S1, ['x', 'y']),
         lambda: cramer(S1, ['x', 'y']), v='a')
S2 = [[-2, 1, -7], [3, 4, 5]]
b.system('solve y = 2x - 7 and 3x + 4y = 5 help', lambda: lin(S2, ['x', 'y']), lambda: cramer(S2, ['x', 'y']), v='b')
S3 = [[3, 5, 101], [2, 7, 104]]
b.system('My son says that if 3 adult tickets and 5 child tickets cost $101, and 2 adult and 7 child tickets cost '
         '$104, then an adult ticket costs $12. Is he right? Find the price a of an adult ticket and c of a child '
         'ticket.', lambda: lin(S3, ['a', 'c']), lambda: cramer(S3, ['a', 'c']), v='c')
S4 = [[1, 1, 1, 6], [2, -1, 1, 3], [1, 2, -1, 2]]
b.system('solve x plus y plus z equals six, two x minus y plus z equals three, and x plus two y minus z equals two',
         lambda: lin(S4, ['x', 'y', 'z']), lambda: cramer(S4, ['x', 'y', 'z']), v='d')
S5 = [[2, 3, '11.40'], [4, 1, '12.30']]
b.system('In a café, 2 coffees and 3 croissants cost 11.40 euros, and 4 coffees and 1 croissant cost 12.30 euros. '
         'How much is one coffee and how much is one croissant? Use c for a coffee and k for a croissant.',
         lambda: lin(S5, ['c', 'k']), lambda: cramer(S5, ['c', 'k']), v='e')
b.system(r'Solve $\dfrac{2}{x} + \dfrac{3}{y} = 2$ and $\dfrac{4}{x} - \dfrac{9}{y} = -1$.',
         lambda: {str(s): v for s, v in sp.solve([2 / x + 3 / y - 2, 4 / x - 9 / y + 1], [x, y], dict=True)[0].items()},
         lambda: {nm: 1 / w for nm, w in cramer([[2, 3, 2], [4, -9, -1]], ['x', 'y']).items()}, v='f')
S7 = [['0.3', '0.2', '2.1'], ['0.5', '-0.4', '0.2']]
b.system('Question 7 of 10\nSolve the system 0.3x + 0.2y = 2.1 and 0.5x − 0.4y = 0.2. Enter your answer as '
         'x = ..., y = ...', lambda: lin(S7, ['x', 'y']), lambda: cramer(S7, ['x', 'y']), v='g')
b.system('Exercise 3F  Simultaneous equations\n9.  The line y = mx + c passes through (2, 1) and (6, 13). '
         'Find m and c.', lambda: lin([[2, 1, 1], [6, 1, 13]], ['m', 'c']),
         lambda: (lambda p: {'m': p.coeff(x, 1), 'c': p.coeff(x, 0)})(sp.expand(sp.interpolate([(2, 1), (6, 13)], x))),
         v='h')
S9 = [[1, 1, 47], [2, 4, 134]]
b.system("On Grandpa Okafor's 3-hectare farm there are only chickens and goats. Together they have 47 heads and "
         '134 legs. How many chickens c and goats g are there?', lambda: lin(S9, ['c', 'g']),
         lambda: next({'c': ch, 'g': 47 - ch} for ch in range(48) if 2 * ch + 4 * (47 - ch) == 134), v='i')
S10 = [[1, 1, 1, 0], [4, 2, 1, 3], [1, -1, 1, 6]]
b.system('A parabola y = ax² + bx + c passes through (1, 0), (2, 3) and (−1, 6). I set up the equations but got '
         'a = 1, b = 0, c = −1, which fails one of the points. Find a, b and c.',
         lambda: lin(S10, ['a', 'b', 'c']),
         lambda: (lambda p: {'a': p.coeff(x, 2), 'b': p.coeff(x, 1), 'c': p.coeff(x, 0)})(
             sp.expand(sp.interpolate([(1, 0), (2, 3), (-1, 6)], x))), v='j')
S11 = [[2, 3, 11], [2, -4, -24]]
b.system('Solve by the elimination method: 2x + 3y = 11 and 2x − 4y = −24.', lambda: lin(S11, ['x', 'y']),
         lambda: cramer(S11, ['x', 'y']), v='k')
S12 = [[1, 2, -1, 5], [2, -1, 3, 5], [3, 1, 1, 8]]
b.system(r'Solve $\begin{cases} x + 2y - z = 5 \\ 2x - y + 3z = 5 \\ 3x + y + z = 8 \end{cases}$',
         lambda: lin(S12, ['x', 'y', 'z']), lambda: cramer(S12, ['x', 'y', 'z']), v='f')
SYSTEMS = b.specs

# ---------------------------------------------------------------- inequalities


def solve_ineq(rel, var=x):
    return sp.solve_univariate_inequality(rel, var, relational=False)


def reduce(rel, var=x):
    return sp.reduce_inequalities(rel, var).as_set()


xr = sp.Symbol('x', real=True)
b = Builder('inequalities')
b.ineq('Solve 4x − 7 > 2x + 9.', lambda: solve_ineq(4 * x - 7 > 2 * x + 9), lambda: reduce(4 * xr - 7 > 2 * xr + 9, xr),
       v='a', holds=set_matches(lambda p: 4 * p - 7 > 2 * p + 9))
b.ineq('solve -3x + 5 <= 17 i always mess up the sign', lambda: solve_ineq(-3 * x + 5 <= 17),
       lambda: reduce(-3 * xr + 5 <= 17, xr), v='b', holds=set_matches(lambda p: -3 * p + 5 <= 17))
b.ineq('My daughter solved −5 < 2x + 3 ≤ 11 and wrote −1 < x ≤ 4. Is that right? What is the solution?',
       lambda: sp.Intersection(solve_ineq(2 * x + 3 > -5), solve_ineq(2 * x + 3 <= 11)),
       lambda: reduce([2 * xr + 3 > -5, 2 * xr + 3 <= 11], xr), v='c',
       holds=set_matches(lambda p: -5 < 2 * p + 3 <= 11))
b.ineq('solve the absolute value of x minus three is less than five', lambda: solve_ineq(sp.Abs(x - 3) < 5),
       lambda: reduce([xr - 3 < 5, xr - 3 > -5], xr), v='d', holds=set_matches(lambda p: abs(p - 3) < 5))
b.ineq('Find all x for which x² − x − 12 ≥ 0, please.', lambda: solve_ineq(x ** 2 - x - 12 >= 0),
       lambda: sp.Union(sp.Interval(-sp.oo, min(quad_roots(1, -1, -12))), sp.Interval(max(quad_roots(1, -1, -12)), sp.oo)),
       v='e', holds=set_matches(lambda p: p * p - p - 12 >= 0))
b.ineq(r'Solve $\dfrac{x+1}{x-3} \le 0$.', lambda: solve_ineq((x + 1) / (x - 3) <= 0),
       lambda: reduce((xr + 1) / (xr - 3) <= 0, xr), v='f',
       holds=set_matches(lambda p: (p + 1) / (p - 3) <= 0))
b.ineq('Question 4 of 6\nPlan A costs $15 per month plus $0.10 per minute. Plan B costs $25 per month plus $0.06 '
       'per minute. For how many minutes m is Plan B cheaper than Plan A? Enter an inequality in m.',
       lambda: solve_ineq(25 + ev('0.06') * x < 15 + ev('0.1') * x),
       lambda: sp.Interval.open(Q(25 - 15) / (F('0.1') - F('0.06')), sp.oo), v='g', var='m',
       holds=set_matches(lambda p: 25 + F('0.06') * p < 15 + F('0.1') * p, lo=0, hi=400, step=Q(1, 2)))
b.ineq('Exercise 6B  Absolute value inequalities\n5.  Solve |2x + 1| ≥ 7', lambda: solve_ineq(sp.Abs(2 * x + 1) >= 7),
       lambda: sp.Union(reduce(2 * xr + 1 >= 7, xr), reduce(2 * xr + 1 <= -7, xr)), v='h',
       holds=set_matches(lambda p: abs(2 * p + 1) >= 7))
b.ineq('Sofía earns $8.50 an hour at a bakery. She needs at least $340 for a school trip and has already saved $85. '
       'Write and solve an inequality for the number of hours h she still has to work.',
       lambda: solve_ineq(85 + ev('8.5') * x >= 340), lambda: sp.Interval(Q(340 - 85) / F('8.5'), sp.oo), v='i',
       var='h', holds=set_matches(lambda p: 85 + F('8.5') * p >= 340, lo=0, hi=60, step=Q(1, 4)))
b.ineq('I solved (5 − 2x)/3 > x − 5 and got x > 4 but the book says something else. What is the solution?',
       lambda: solve_ineq((5 - 2 * x) / 3 > x - 5), lambda: reduce(5 - 2 * xr > 3 * (xr - 5), xr), v='j',
       holds=set_matches(lambda p: (5 - 2 * p) / 3 > p - 5))
b.ineq('Solve x² < 9x − 14, x ∈ ℝ.', lambda: solve_ineq(x ** 2 < 9 * x - 14),
       lambda: sp.Interval.open(*sorted(quad_roots(1, -9, 14))), v='k', holds=set_matches(lambda p: p * p < 9 * p - 14))
b.ineq('Determine the values of x for which (2x − 1)/(x + 2) > 1.', lambda: solve_ineq((2 * x - 1) / (x + 2) > 1),
       lambda: reduce((xr - 3) / (xr + 2) > 0, xr), v='k', holds=set_matches(lambda p: (2 * p - 1) / (p + 2) > 1))
INEQUALITIES = b.specs

SPECS = SEQUENCES + COUNTING + PROBABILITY + STATISTICS + EQUATIONS + EQUATIONS_OTHER + SYSTEMS + INEQUALITIES
