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
                    solve_system, x, y, z)

S = sp.S
a, b_, c, p, q, u, v, w, k = sp.symbols('a b c p q u v w k')
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
    b.value('find the 20th term of the arithmetic sequence 7, 11, 15, 19, …', '83', lambda: 7 + (20 - 1) * 4)
    b.value("what's the next number: 3, 6, 12, 24, ...", '48', lambda: 24 * R(24, 12))
    b.expr('Write a formula for the nth term of 5, 2, −1, −4, …', '8 - 3*n',
           lambda: sp.interpolate([5, 2, -1, -4], n))
    b.value('sum of the first 25 positive odd numbers', '625', lambda: sum(range(1, 50, 2)))
    b.value('Geometric sequence: a₁ = 2, r = 3. Find a₆.', '486', lambda: 2 * 3 ** (6 - 1))
    b.value('find the sum of the arithmetic series 4 + 9 + 14 + ... + 99', '1030', lambda: sum(range(4, 100, 5)))
    b.value('sum of the infinite geometric series 12 + 4 + 4/3 + ...', '18',
            lambda: sp.summation(12 * R(1, 3) ** n, (n, 0, sp.oo)))
    b.value('What is the common ratio of 81, −27, 9, −3?', '-1/3', lambda: R(-27, 81))
    b.value('next term: 1, 4, 9, 16, 25, __', '36', lambda: sp.interpolate([1, 4, 9, 16, 25], n).subs(n, 6))
    b.expr('Find the general term of the sequence 6, 12, 24, 48, ... (start at n = 1)', '3*2^n',
           lambda: 6 * 2 ** (n - 1))
    b.value(r'$\sum_{k=1}^{10} (2k+1)$', '120', lambda: sp.summation(2 * k + 1, (k, 1, 10)))
    b.value('The 3rd term of an arithmetic sequence is 14 and the 8th term is 39. What is the first term?', '4',
            lambda: (lambda d: 14 - 2 * d)(R(39 - 14, 8 - 3)))


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
    b.value('How many ways can 8 runners finish 1st, 2nd and 3rd?', '336', lambda: _count(permutations(range(8), 3)))
    b.value(r'$\binom{10}{4}$', '210', lambda: _count(combinations(range(10), 4)))
    b.value('how many distinct arrangements of the letters in BANANA', '60', lambda: len(set(permutations('BANANA'))))
    b.value('A committee of 3 is chosen from 7 women and 5 men. How many committees have exactly 2 women?', '105',
            lambda: _count(cm for cm in combinations([('W', i) for i in range(7)] + [('M', i) for i in range(5)], 3)
                           if sum(1 for person in cm if person[0] == 'W') == 2))
    b.value('How many different 4-digit PINs are possible if digits can repeat?', '10000',
            lambda: _count(product(range(10), repeat=4)))
    b.value('In how many ways can 6 people sit in a row?', '720', lambda: _count(permutations(range(6))))
    b.value('how many ways to arrange the letters of LETTER', '180', lambda: len(set(permutations('LETTER'))))
    b.value('A pizza place has 9 toppings. How many ways can I pick 3 different toppings?', '84',
            lambda: _count(combinations(range(9), 3)))
    b.value('How many 3-digit numbers can be made from the digits 1, 2, 3, 4, 5 if no digit repeats?', '60',
            lambda: _count(permutations('12345', 3)))
    b.value('How many outfits can I make from 4 shirts, 3 pants and 2 pairs of shoes?', '24',
            lambda: _count(product(range(4), range(3), range(2))))
    b.value('P(9, 2)', '72', lambda: _count(permutations(range(9), 2)))
    b.value('in how many ways can 5 people sit around a round table', '24', lambda: _round_table(5))


# ---------------------------------------------------------------- probability

def probability(b: Builder) -> None:
    b.value("Two dice are rolled. What's the probability the sum is 9?", '1/9',
            lambda: outcomes_probability(product(DIE, DIE), lambda o: sum(o) == 9))
    b.value('probability of getting exactly 2 heads when flipping 3 coins', '3/8',
            lambda: outcomes_probability(product('HT', repeat=3), lambda o: o.count('H') == 2))
    b.value('A card is drawn from a standard deck. What is P(face card)?', '3/13',
            lambda: outcomes_probability(DECK, lambda card: card[0] in ('J', 'Q', 'K')))
    b.value('A bag has 5 red and 3 blue marbles. Two are drawn without replacement. '
            'What is the probability both are red?', '5/14',
            lambda: outcomes_probability(permutations(marbles(red=5, blue=3), 2),
                                         lambda o: o == ('red', 'red')))
    b.value('roll a die: P(number greater than 4)', '1/3', lambda: outcomes_probability(DIE, lambda o: o > 4))
    b.value('what is the probability of rolling doubles with two dice', '1/6',
            lambda: outcomes_probability(product(DIE, DIE), lambda o: o[0] == o[1]))
    b.value('Two cards are drawn without replacement from a standard deck. Probability both are aces?', '1/221',
            lambda: outcomes_probability(permutations(DECK, 2), lambda o: o[0][0] == 'A' and o[1][0] == 'A'))
    b.value('flip 4 coins, probability of at least one tail', '15/16',
            lambda: outcomes_probability(product('HT', repeat=4), lambda o: 'T' in o))
    b.value('A jar has 4 green, 6 yellow and 2 white candies. You pick one at random. P(not yellow)?', '1/2',
            lambda: outcomes_probability(marbles(green=4, yellow=6, white=2), lambda o: o != 'yellow'))
    b.value('rolling two dice, what is the probability that the product is even', '3/4',
            lambda: outcomes_probability(product(DIE, DIE), lambda o: o[0] * o[1] % 2 == 0))
    b.value('A bag has 3 red and 2 blue marbles. Draw 2 without replacement. P(one of each color)?', '3/5',
            lambda: outcomes_probability(permutations(marbles(red=3, blue=2), 2), lambda o: o[0] != o[1]))
    b.value('A spinner has 8 equal sections numbered 1 to 8. What is the probability of spinning a prime number?',
            '1/2', lambda: outcomes_probability(range(1, 9), sp.isprime))


# ---------------------------------------------------------------- statistics

def _fr(values):
    return [Fraction(str(v)) for v in values]


def statistics_(b: Builder) -> None:
    b.value('find the mean of 12, 15, 9, 20, 14', '14', lambda: frac(statistics.mean(_fr([12, 15, 9, 20, 14]))))
    b.value('median of 8, 3, 11, 6, 14, 2', '7', lambda: frac(statistics.median(_fr([8, 3, 11, 6, 14, 2]))))
    b.value('mode of 4, 7, 2, 7, 9, 4, 7, 1', '7', lambda: statistics.mode([4, 7, 2, 7, 9, 4, 7, 1]))
    b.value('range of the data: 23, 8, 41, 17, 30', '33', lambda: max([23, 8, 41, 17, 30]) - min([23, 8, 41, 17, 30]))
    b.value('population standard deviation of 6, 8, 10, 12, 14', '2*sqrt(2)',
            lambda: sp.sqrt(frac(statistics.pvariance(_fr([6, 8, 10, 12, 14])))))
    b.value('sample variance of 3, 7, 8, 10, 12', '23/2', lambda: frac(statistics.variance(_fr([3, 7, 8, 10, 12]))))
    b.value("The mean of 5 test scores is 84. Four of them are 80, 90, 76 and 88. What's the fifth score?", '86',
            lambda: 5 * 84 - (80 + 90 + 76 + 88))
    b.value('Find the sample standard deviation of 10, 12, 14, 16, 18. Round to two decimal places.', '3.16',
            lambda: round_half_up(sp.sqrt(frac(statistics.variance(_fr([10, 12, 14, 16, 18])))), 2))
    b.list('give the mean, median and mode of 5, 8, 8, 3, 6 (in that order)', '6, 6, 8',
           lambda: [frac(statistics.mean(_fr([5, 8, 8, 3, 6]))), frac(statistics.median(_fr([5, 8, 8, 3, 6]))),
                    statistics.mode([5, 8, 8, 3, 6])])
    b.value('My quiz average is 80 and counts 30%, my exam is 90 and counts 70%. What is my final grade?', '87',
            lambda: 80 * R(30, 100) + 90 * R(70, 100))
    b.value('median of 3.5, 2.1, 4.8, 2.9', '3.2', lambda: frac(statistics.median(_fr(['3.5', '2.1', '4.8', '2.9']))))
    b.value('population variance of 1, 2, 3, 4, 5, 6', '35/12',
            lambda: frac(statistics.pvariance(_fr([1, 2, 3, 4, 5, 6]))))


# ---------------------------------------------------------------- equations

def equations(b: Builder) -> None:
    C = S.Complexes
    b.value('Solve 5(x − 3) = 2x + 9', '8', lambda: real_roots(5 * (x - 3) - (2 * x + 9)))
    b.value('x² − 5x − 14 = 0', '7, -2', lambda: real_roots(x ** 2 - 5 * x - 14))
    b.value('solve for x: x/4 + 2/3 = 5/6', '2/3', lambda: real_roots(x / 4 + R(2, 3) - R(5, 6)))
    b.value('solve 2x^2 + 3x - 5 = 0', '1, -5/2', lambda: real_roots(2 * x ** 2 + 3 * x - 5))
    b.value('find the roots of x² + 4x + 13 = 0', '-2 + 3*i, -2 - 3*i', lambda: real_roots(x ** 2 + 4 * x + 13, x, C))
    b.value('solve 3x² = 48', '4, -4', lambda: real_roots(3 * x ** 2 - 48))
    b.value(r'\(x^2 - 6x + 2 = 0\)', '3 + sqrt(7), 3 - sqrt(7)', lambda: real_roots(x ** 2 - 6 * x + 2))
    b.value('Solve 0.4x + 1.2 = 2x − 3.6', '3', lambda: real_roots(dec('0.4') * x + dec('1.2') - 2 * x + dec('3.6')))
    b.value('7 − 2(x + 1) = 3x + 15', '-2', lambda: real_roots(7 - 2 * (x + 1) - 3 * x - 15))
    b.value('solve 4x^2 + 12x + 9 = 0', '-3/2', lambda: real_roots(4 * x ** 2 + 12 * x + 9))
    b.value('x(2x − 7) = 15, solve for x', '5, -3/2', lambda: real_roots(x * (2 * x - 7) - 15))
    b.value('z^2 - 2z + 10 = 0, find all solutions including complex ones', '1 + 3*i, 1 - 3*i',
            lambda: real_roots(z ** 2 - 2 * z + 10, z, C))


def equations_other(b: Builder) -> None:
    b.value('solve √(2x + 3) = x', '3', lambda: real_roots(sp.sqrt(2 * x + 3) - x))
    b.value('|3x − 4| = 11', '5, -7/3', lambda: real_roots(sp.Abs(3 * x - 4) - 11))
    b.value('solve 2^(x+1) = 32', '4', lambda: real_roots(2 ** (x + 1) - 32))
    b.value('log₃(x) + log₃(x − 8) = 2', '9',
            lambda: log_roots(sp.log(x, 3) + sp.log(x - 8, 3) - 2, x * (x - 8) - 3 ** 2, [x, x - 8]))
    b.value('solve 5/(x − 2) = 3/(x + 4)', '-13', lambda: real_roots(5 / (x - 2) - 3 / (x + 4)))
    b.value('cos x = −√2/2 on [0, 2π)', '3*pi/4, 5*pi/4',
            lambda: real_roots(sp.cos(x) + sp.sqrt(2) / 2, x, sp.Interval.Ropen(0, 2 * sp.pi)))
    b.value('Solve 2cos²θ − 1 = 0 for 0° ≤ θ < 360°', '45, 135, 225, 315',
            lambda: [sol * 180 / sp.pi for sol in
                     real_roots(2 * sp.cos(theta) ** 2 - 1, theta, sp.Interval.Ropen(0, 2 * sp.pi))])
    b.value('solve e^(2x) = 7', 'log(7)/2', lambda: real_roots(sp.exp(2 * x) - 7))
    b.value('can you help me solve 1/x + 1/(x+2) = 3/4', '2, -4/3', lambda: real_roots(1 / x + 1 / (x + 2) - R(3, 4)))
    b.value('√(x + 7) − 1 = x', '2', lambda: real_roots(sp.sqrt(x + 7) - 1 - x))
    b.value('log(x) + log(x + 21) = 2 where log is base 10', '4',
            lambda: log_roots(sp.log(x, 10) + sp.log(x + 21, 10) - 2, x * (x + 21) - 10 ** 2, [x, x + 21]))
    b.value('solve 3^(2x) − 4·3^x + 3 = 0', '0, 1',
            lambda: [sp.log(s, 3) for s in real_roots(u ** 2 - 4 * u + 3, u) if s > 0])


# ---------------------------------------------------------------- systems

def systems(b: Builder) -> None:
    b.system('x + y = 10, x − y = 4', 'x = 7, y = 3', lambda: solve_system([x + y - 10, x - y - 4], [x, y]))
    b.system('Solve\n2x + 3y = 7\n4x − y = 7', 'x = 2, y = 1',
             lambda: solve_system([2 * x + 3 * y - 7, 4 * x - y - 7], [x, y]))
    b.system('solve the system 3a − 2b = 4 and 5a + 4b = 14', 'a = 2, b = 1',
             lambda: solve_system([3 * a - 2 * b_ - 4, 5 * a + 4 * b_ - 14], [a, b_]))
    b.system('y = 3x − 5 and y = −x + 7', 'x = 3, y = 4', lambda: solve_system([3 * x - 5 - y, -x + 7 - y], [x, y]))
    b.system('x + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2', 'x = 1, y = 2, z = 3',
             lambda: solve_system([x + y + z - 6, 2 * x - y + z - 3, x + 2 * y - z - 2], [x, y, z]))
    b.system(r'$\begin{cases} x + 2y = -1 \\ 3x - y = 11 \end{cases}$', 'x = 3, y = -2',
             lambda: solve_system([x + 2 * y + 1, 3 * x - y - 11], [x, y]))
    b.system('Adult tickets cost $12 and child tickets $7. 40 tickets were sold for $365. Let a be the number of '
             'adult tickets and c the number of child tickets; find a and c.', 'a = 17, c = 23',
             lambda: solve_system([a + c - 40, 12 * a + 7 * c - 365], [a, c]))
    b.system('solve: 0.5x + 0.25y = 4 ; x − y = 2', 'x = 6, y = 4',
             lambda: solve_system([dec('0.5') * x + dec('0.25') * y - 4, x - y - 2], [x, y]))
    b.system('2x + y − z = 1\nx − y + 2z = 9\n3x + 2y + z = 12', 'x = 2, y = 1, z = 4',
             lambda: solve_system([2 * x + y - z - 1, x - y + 2 * z - 9, 3 * x + 2 * y + z - 12], [x, y, z]))
    b.system('x/2 + y/3 = 4 and x − y = 3', 'x = 6, y = 3', lambda: solve_system([x / 2 + y / 3 - 4, x - y - 3], [x, y]))
    b.system('find p and q if p + q = 1 and 2p − 3q = 17', 'p = 4, q = -3',
             lambda: solve_system([p + q - 1, 2 * p - 3 * q - 17], [p, q]))
    b.system('solve for u, v, w: u + v = 5, v + w = 7, u + w = 6', 'u = 2, v = 3, w = 4',
             lambda: solve_system([u + v - 5, v + w - 7, u + w - 6], [u, v, w]))


# ---------------------------------------------------------------- inequalities

def inequalities(b: Builder) -> None:
    b.ineq('solve 3x − 7 > 11', 'x > 6', lambda: ineq(3 * x - 7 > 11))
    b.ineq('−2x + 5 ≤ 13', 'x >= -4', lambda: ineq(-2 * x + 5 <= 13))
    b.ineq('x² − x − 12 < 0', '-3 < x < 4', lambda: ineq(x ** 2 - x - 12 < 0))
    b.ineq('|2x − 1| ≥ 5', 'x <= -2 or x >= 3', lambda: ineq(sp.Abs(2 * x - 1) >= 5))
    b.ineq('solve −3 < 2x + 1 ≤ 9', '-2 < x <= 4', lambda: ineq(2 * x + 1 > -3).intersect(ineq(2 * x + 1 <= 9)))
    b.ineq('x^2 >= 5x', 'x <= 0 or x >= 5', lambda: ineq(x ** 2 >= 5 * x))
    b.ineq('|x + 4| < 3', '-7 < x < -1', lambda: ineq(sp.Abs(x + 4) < 3))
    b.ineq('solve (x − 1)/(x + 2) ≤ 0', '-2 < x <= 1', lambda: ineq((x - 1) / (x + 2) <= 0))
    b.ineq('for which x is x² + 2x + 6 > 0', 'all real numbers', lambda: ineq(x ** 2 + 2 * x + 6 > 0))
    b.ineq('4(x − 2) ≥ 6x + 2', 'x <= -5', lambda: ineq(4 * (x - 2) >= 6 * x + 2))
    b.ineq('solve |3 − x| < −1', 'no solution', lambda: ineq(sp.Abs(3 - x) < -1))
    b.ineq(r'\(\frac{x}{3} - 2 < \frac{x}{2}\)', 'x > -12', lambda: ineq(x / 3 - 2 < x / 2))


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
