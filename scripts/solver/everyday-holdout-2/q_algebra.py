"""Sequences, counting, probability, statistics, equations, equations_other, systems and inequalities.

Counts come from listing the arrangements with itertools; probabilities from listing every equally likely
outcome of the dice, coins, cards, spinner or bag.
"""
from __future__ import annotations

import statistics
from fractions import Fraction
from itertools import combinations, permutations, product

import sympy as sp

from common import (DECK, DIE, R, Builder, dec, frac, marbles, n, outcomes_probability, round_half_up,
                    solve_system, t, x, y, z)

S = sp.S
a, b_, c, h, m, r, s, u, w, k = sp.symbols('a b c h m r s u w k')
theta = sp.Symbol('theta')


def real_roots(expr, var=x, domain=S.Reals):
    return sp.solveset(expr, var, domain)


def log_roots(equation, combined, arguments):
    """Real solutions of a log equation: the roots of the combined polynomial equation that keep every
    logarithm's argument positive and satisfy the original equation."""
    return [s for s in real_roots(combined)
            if all(arg.subs(x, s) > 0 for arg in arguments) and sp.simplify(equation.subs(x, s)) == 0]


def ineq(rel, var=x):
    return sp.solve_univariate_inequality(rel, var, relational=False, domain=S.Reals)


# ---------------------------------------------------------------- sequences

def sequences(b: Builder) -> None:
    b.value('arithmetic sequence −4, 3, 10, 17, … find term number 31', '206', lambda: -4 + (31 - 1) * 7)
    b.value('next number in 3, −12, 48, −192, ...', '768', lambda: -192 * R(-12, 3))
    b.expr('nth term formula for 13, 9, 5, 1, …', '17 - 4*n', lambda: sp.interpolate([13, 9, 5, 1], n))
    b.value('add up the first 40 even numbers starting at 2', '1640', lambda: sum(range(2, 81, 2)))
    b.value('u₁ = 5 and each term is −2 times the one before it. Find u₇.', '320', lambda: 5 * (-2) ** 6)
    b.value('1 + 8 + 15 + ... + 71, find the sum', '396', lambda: sum(range(1, 72, 7)))
    b.value('infinite sum 50 − 10 + 2 − 2/5 + ...', '125/3', lambda: sp.summation(50 * R(-1, 5) ** n, (n, 0, sp.oo)))
    b.value("what's the common difference of 2.5, 4.1, 5.7, 7.3", '1.6', lambda: dec('4.1') - dec('2.5'))
    b.value('what comes next: 1, 1, 2, 3, 5, 8, 13, ...', '21', lambda: sp.fibonacci(8))
    b.expr('explicit formula for 2, 6, 18, 54, ... with n starting at 1', '2*3^(n - 1)', lambda: 2 * 3 ** (n - 1))
    b.value(r'$\sum_{j=1}^{5} j^3$', '225', lambda: sp.summation(k ** 3, (k, 1, 5)))
    b.value('In an arithmetic sequence a₅ = 23 and a₁₂ = 58. Find a₁.', '3',
            lambda: (lambda d: 23 - 4 * d)(R(58 - 23, 12 - 5)))


# ---------------------------------------------------------------- counting

def _count(it) -> int:
    return sum(1 for _ in it)


def _round_table(people: int) -> int:
    """Seatings around a round table, two seatings being the same when one is a rotation of the other."""
    seen = set()
    for perm in permutations(range(people)):
        start = perm.index(0)
        seen.add(perm[start:] + perm[:start])
    return len(seen)


def counting(b: Builder) -> None:
    b.value('12 horses run a race. In how many ways can gold, silver and bronze be awarded?', '1320',
            lambda: _count(permutations(range(12), 3)))
    b.value(r'$\binom{12}{5}$', '792', lambda: _count(combinations(range(12), 5)))
    b.value('how many different ways can you arrange the letters in COOKBOOK', '840',
            lambda: len(set(permutations('COOKBOOK'))))
    b.value('From 6 seniors and 4 juniors a team of 4 is picked. How many teams have exactly 3 seniors?', '80',
            lambda: _count(team for team in combinations([('S', i) for i in range(6)] + [('J', i) for i in range(4)], 4)
                           if sum(1 for person in team if person[0] == 'S') == 3))
    b.value('How many 3-letter codes can be made from A–Z if letters can repeat?', '17576',
            lambda: _count(product('ABCDEFGHIJKLMNOPQRSTUVWXYZ', repeat=3)))
    b.value('In how many different orders can 7 songs on a playlist be played?', '5040', lambda: _count(permutations(range(7))))
    b.value('number of distinct arrangements of the letters of GAGGLE', '120', lambda: len(set(permutations('GAGGLE'))))
    b.value('An ice cream shop has 15 flavors. How many ways can I choose 2 different flavors for a cup '
            '(order does not matter)?', '105', lambda: _count(combinations(range(15), 2)))
    b.value('How many even 3-digit numbers can be made from the digits 2, 3, 5, 7, 8 without repeating a digit?', '24',
            lambda: _count(p for p in permutations('23578', 3) if int(p[2]) % 2 == 0))
    b.value('A sandwich has one bread (3 kinds), one filling (5 kinds) and one sauce (4 kinds). How many different '
            'sandwiches are there?', '60', lambda: _count(product(range(3), range(5), range(4))))
    b.value('what is ₈P₄', '1680', lambda: _count(permutations(range(8), 4)))
    b.value('how many ways can 4 kids sit on a merry-go-round with 4 seats if rotations count as the same', '6',
            lambda: _round_table(4))


# ---------------------------------------------------------------- probability

def probability(b: Builder) -> None:
    b.value('roll 2 dice, P(sum is at least 10)?', '1/6',
            lambda: outcomes_probability(product(DIE, DIE), lambda o: sum(o) >= 10))
    b.value('toss 7 coins. probability of exactly 2 heads', '21/128',
            lambda: outcomes_probability(product('HT', repeat=7), lambda o: o.count('H') == 2))
    b.value("What's the chance of drawing a red king from a deck of 52 cards?", '1/26',
            lambda: outcomes_probability(DECK, lambda card: card[0] == 'K' and card[1] in ('hearts', 'diamonds')))
    b.value('A drawer has 5 black socks and 7 white socks. You grab 2 without looking. P(both black)?', '5/33',
            lambda: outcomes_probability(permutations(marbles(black=5, white=7), 2), lambda o: o == ('black', 'black')))
    b.value('roll one die. what is the probability of an odd number or a 6', '2/3',
            lambda: outcomes_probability(DIE, lambda o: o % 2 == 1 or o == 6))
    b.value('two dice are thrown. probability that the numbers differ by exactly 2?', '2/9',
            lambda: outcomes_probability(product(DIE, DIE), lambda o: abs(o[0] - o[1]) == 2))
    b.value("Deal 2 cards from a shuffled deck. What's the probability both are hearts?", '1/17',
            lambda: outcomes_probability(permutations(DECK, 2), lambda o: o[0][1] == o[1][1] == 'hearts'))
    b.value('flip 4 coins. P(at least 3 tails)?', '5/16',
            lambda: outcomes_probability(product('HT', repeat=4), lambda o: o.count('T') >= 3))
    b.value("A box of 20 chocolates has 8 dark, 7 milk and 5 white. You pick one. What's the probability it's not dark?",
            '3/5', lambda: outcomes_probability(marbles(dark=8, milk=7, white=5), lambda o: o != 'dark'))
    b.value('roll two dice, probability the sum is a prime number', '5/12',
            lambda: outcomes_probability(product(DIE, DIE), lambda o: sp.isprime(sum(o))))
    b.value('An urn has 4 red and 2 green balls. Two are drawn without replacement. P(at least one green)?', '3/5',
            lambda: outcomes_probability(permutations(marbles(red=4, green=2), 2), lambda o: 'green' in o))
    b.value('A spinner is split into 10 equal parts numbered 1–10. P(landing on a multiple of 3)?', '3/10',
            lambda: outcomes_probability(range(1, 11), lambda o: o % 3 == 0))


# ---------------------------------------------------------------- statistics

def _fr(values):
    return [Fraction(str(v)) for v in values]


def statistics_(b: Builder) -> None:
    b.value('average of 3.2, 4.8, 5.1, 6.9', '5', lambda: frac(statistics.mean(_fr(['3.2', '4.8', '5.1', '6.9']))))
    b.value('median of 15, 22, 9, 31, 27, 18, 40', '22', lambda: frac(statistics.median(_fr([15, 22, 9, 31, 27, 18, 40]))))
    b.value("what's the mode: 12, 15, 12, 18, 15, 12, 20", '12', lambda: statistics.mode([12, 15, 12, 18, 15, 12, 20]))
    b.value('please find the range of the data set 4.5, 9.1, 2.3, 7.8', '6.8',
            lambda: max(_fr(['4.5', '9.1', '2.3', '7.8'])) - min(_fr(['4.5', '9.1', '2.3', '7.8'])))
    b.value('population standard deviation of 1, 4, 7, 10, 13', '3*sqrt(2)',
            lambda: sp.sqrt(frac(statistics.pvariance(_fr([1, 4, 7, 10, 13])))))
    b.value('Can you help me find the sample variance of 2, 4, 9, 13?', '74/3', lambda: frac(statistics.variance(_fr([2, 4, 9, 13]))))
    b.value('Five friends have an average height of 1.68 m. Four of them are 1.62, 1.75, 1.70 and 1.59 m. '
            'How tall is the fifth, in m?', '1.74',
            lambda: 5 * dec('1.68') - (dec('1.62') + dec('1.75') + dec('1.70') + dec('1.59')))
    b.value('sample standard deviation of 4, 8, 15, 16, 23 rounded to 2 decimals', '7.40',
            lambda: round_half_up(sp.sqrt(frac(statistics.variance(_fr([4, 8, 15, 16, 23])))), 2))
    b.list('for 9, 2, 7, 2, 5 give the mean, median and mode in that order', '5, 5, 2',
           lambda: [frac(statistics.mean(_fr([9, 2, 7, 2, 5]))), frac(statistics.median(_fr([9, 2, 7, 2, 5]))),
                    statistics.mode([9, 2, 7, 2, 5])])
    b.value("Homework is 20% of the grade, tests 50% and the final 30%. I got 95, 78 and 84. What's my overall grade?",
            '83.2', lambda: 95 * R(20, 100) + 78 * R(50, 100) + 84 * R(30, 100))
    b.value('median of −3, 7, 0, −8, 12, 5', '2.5', lambda: frac(statistics.median(_fr([-3, 7, 0, -8, 12, 5]))))
    b.value('population variance of 10, 10, 20, 40', '150', lambda: frac(statistics.pvariance(_fr([10, 10, 20, 40]))))


# ---------------------------------------------------------------- equations

def equations(b: Builder) -> None:
    C = S.Complexes
    b.value('could you solve 6 − 4(2x + 1) = 3(x − 5) + 2 for me?', '15/11', lambda: real_roots(6 - 4 * (2 * x + 1) - 3 * (x - 5) - 2))
    b.value('x^2 + 3x − 40 = 0', '5, -8', lambda: real_roots(x ** 2 + 3 * x - 40))
    b.value('solve (x − 2)/3 = (2x + 1)/5', '-13', lambda: real_roots((x - 2) / 3 - (2 * x + 1) / 5))
    b.value('solve 5x² − 2x − 3 = 0', '1, -3/5', lambda: real_roots(5 * x ** 2 - 2 * x - 3))
    b.value('x² − 6x + 13 = 0', '3 + 2*i, 3 - 2*i', lambda: real_roots(x ** 2 - 6 * x + 13, x, C))
    b.value('solve 2(x + 1)² = 50', '4, -6', lambda: real_roots(2 * (x + 1) ** 2 - 50))
    b.value(r'\(x^2 + 2x - 7 = 0\)', '-1 + 2*sqrt(2), -1 - 2*sqrt(2)', lambda: real_roots(x ** 2 + 2 * x - 7))
    b.value('1.5(x − 4) = 0.5x + 2', '8', lambda: real_roots(dec('1.5') * (x - 4) - dec('0.5') * x - 2))
    b.value('find x: 2x/3 − 5 = x/6', '10', lambda: real_roots(2 * x / 3 - 5 - x / 6))
    b.value('9x² − 30x + 25 = 0', '5/3', lambda: real_roots(9 * x ** 2 - 30 * x + 25))
    b.value('solve t² = 7t', '0, 7', lambda: real_roots(t ** 2 - 7 * t, t))
    b.value('what are the solutions of 3w² + 2w + 1 = 0 (complex allowed)',
            '-1/3 + sqrt(2)/3*i, -1/3 - sqrt(2)/3*i', lambda: real_roots(3 * w ** 2 + 2 * w + 1, w, C))


def equations_other(b: Builder) -> None:
    b.value('√(3x + 10) = x + 2', '2', lambda: real_roots(sp.sqrt(3 * x + 10) - x - 2))
    b.value('solve |x − 3| = 2x + 6', '-1', lambda: real_roots(sp.Abs(x - 3) - 2 * x - 6))
    b.value('solve 6^(2x − 1) = 1/36', '-1/2', lambda: real_roots(6 ** (2 * x - 1) - R(1, 36)))
    b.value('log₂(x + 3) + log₂(x − 3) = 4', '5',
            lambda: log_roots(sp.log(x + 3, 2) + sp.log(x - 3, 2) - 4, (x + 3) * (x - 3) - 2 ** 4, [x + 3, x - 3]))
    b.value('solve (x + 1)/(x − 3) = 2', '7', lambda: real_roots((x + 1) / (x - 3) - 2))
    b.value('2cos²x + 3cos x + 1 = 0 on [0, 2π)', '2*pi/3, pi, 4*pi/3',
            # SymPy 1.14 solveset misses roots of some quadratics in sin x / cos x on an interval, so solve for cos x first
            lambda: sp.Union(*[real_roots(sp.cos(x) - v, x, sp.Interval.Ropen(0, 2 * sp.pi))
                               for v in real_roots(2 * u ** 2 + 3 * u + 1, u)]))
    b.value('find every angle θ with 0° ≤ θ < 360° such that √3 tan θ = 1', '30, 210',
            lambda: [sol * 180 / sp.pi for sol in real_roots(sp.sqrt(3) * sp.tan(theta) - 1, theta, sp.Interval.Ropen(0, 2 * sp.pi))])
    b.value('solve 3·10^x = 120', 'log(40)/log(10)', lambda: real_roots(3 * 10 ** x - 120))
    b.value('can you help me solve x/(x − 2) − 3/(x + 1) = 1', '8', lambda: real_roots(x / (x - 2) - 3 / (x + 1) - 1))
    b.value('∛(2x − 1) = 3', '14',
            lambda: [s for s in real_roots(2 * x - 1 - 3 ** 3) if sp.real_root(2 * s - 1, 3) == 3])
    b.value('ln(x) + ln(x − 1) = ln(6)', '3',
            lambda: log_roots(sp.log(x) + sp.log(x - 1) - sp.log(6), x * (x - 1) - 6, [x, x - 1]))
    b.value('4^x − 6·2^x + 8 = 0', '1, 2', lambda: [sp.log(s, 2) for s in real_roots(u ** 2 - 6 * u + 8, u) if s > 0])


# ---------------------------------------------------------------- systems

def systems(b: Builder) -> None:
    b.system('find x and y: x − 3y = −2, 2x + y = 10', 'x = 4, y = 2', lambda: solve_system([x - 3 * y + 2, 2 * x + y - 10], [x, y]))
    b.system('Solve\n5x − 2y = 16\n3x + 4y = 20', 'x = 4, y = 2',
             lambda: solve_system([5 * x - 2 * y - 16, 3 * x + 4 * y - 20], [x, y]))
    b.system('solve for m and n: 4m + 3n = 5, 2m − 5n = 9', 'm = 2, n = -1',
             lambda: solve_system([4 * m + 3 * n - 5, 2 * m - 5 * n - 9], [m, n]))
    b.system('where do y = 4x − 9 and y = −2x + 3 meet? give x and y', 'x = 2, y = -1',
             lambda: solve_system([4 * x - 9 - y, -2 * x + 3 - y], [x, y]))
    b.system('solve the system: x + 2y + z = 7; 2x − y + 3z = 6; 3x + y − z = 3', 'x = 1, y = 2, z = 2',
             lambda: solve_system([x + 2 * y + z - 7, 2 * x - y + 3 * z - 6, 3 * x + y - z - 3], [x, y, z]))
    b.system(r'\(\begin{cases} 3x - 4y = 2 \\ x + 2y = 4 \end{cases}\)', 'x = 2, y = 1',
             lambda: solve_system([3 * x - 4 * y - 2, x + 2 * y - 4], [x, y]))
    b.system('A farm has chickens and cows: 30 heads and 74 legs in all. If h is the number of chickens and c the '
             'number of cows, find h and c.', 'h = 23, c = 7',
             lambda: solve_system([h + c - 30, 2 * h + 4 * c - 74], [h, c]))
    b.system('1.2x − 0.5y = 1.9 and 0.3x + y = 1.6', 'x = 2, y = 1',
             lambda: solve_system([dec('1.2') * x - dec('0.5') * y - dec('1.9'), dec('0.3') * x + y - dec('1.6')], [x, y]))
    b.system('a + b + c = 12\na − b = 1\nb − c = 1', 'a = 5, b = 4, c = 3',
             lambda: solve_system([a + b_ + c - 12, a - b_ - 1, b_ - c - 1], [a, b_, c]))
    b.system('x/3 − y/4 = 1 and x + y = 10', 'x = 6, y = 4', lambda: solve_system([x / 3 - y / 4 - 1, x + y - 10], [x, y]))
    b.system('solve for r and s: r = 2s − 1, 3r + s = 18', 'r = 5, s = 3',
             lambda: solve_system([2 * s - 1 - r, 3 * r + s - 18], [r, s]))
    b.system('7x + 2y = −3 ; 5x − 3y = 20', 'x = 1, y = -5', lambda: solve_system([7 * x + 2 * y + 3, 5 * x - 3 * y - 20], [x, y]))


# ---------------------------------------------------------------- inequalities

def inequalities(b: Builder) -> None:
    b.ineq('5 − 3x < 17', 'x > -4', lambda: ineq(5 - 3 * x < 17))
    b.ineq('solve 2(x + 3) ≥ 5x − 9', 'x <= 5', lambda: ineq(2 * (x + 3) >= 5 * x - 9))
    b.ineq('x² + 2x − 15 ≤ 0', '-5 <= x <= 3', lambda: ineq(x ** 2 + 2 * x - 15 <= 0))
    b.ineq('|x − 7| > 3', 'x < 4 or x > 10', lambda: ineq(sp.Abs(x - 7) > 3))
    b.ineq('solve 1 ≤ (x + 5)/2 < 4', '-3 <= x < 3', lambda: ineq((x + 5) / 2 >= 1).intersect(ineq((x + 5) / 2 < 4)))
    b.ineq('x² − 7x + 10 > 0', 'x < 2 or x > 5', lambda: ineq(x ** 2 - 7 * x + 10 > 0))
    b.ineq('|4x + 2| ≤ 10', '-3 <= x <= 2', lambda: ineq(sp.Abs(4 * x + 2) <= 10))
    b.ineq('(x + 3)/(x − 4) > 0', 'x < -3 or x > 4', lambda: ineq((x + 3) / (x - 4) > 0))
    b.ineq('where is x² − 4x + 4 > 0', 'x < 2 or x > 2', lambda: ineq(x ** 2 - 4 * x + 4 > 0))
    b.ineq('−(x − 1) ≥ 2x + 7', 'x <= -2', lambda: ineq(-(x - 1) >= 2 * x + 7))
    b.ineq('solve (x − 2)² < −4', 'no solution', lambda: ineq((x - 2) ** 2 < -4))
    b.ineq(r'$\frac{2x-1}{4} \geq \frac{x+3}{3}$', 'x >= 15/2', lambda: ineq((2 * x - 1) / 4 >= (x + 3) / 3))


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
