"""Held-out set 3: sequences, counting, probability, statistics, equations, equations_other, systems,
inequalities."""
import functools
import itertools
import math
import statistics
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.stats import Binomial, Die, P, density

from common import (R, coins, count, cramer, dec, deck, dice, isqrt_round, lin_root, outcomes_probability,
                    parse, parse_values, round_by_integers, round_half_up, roots_satisfy, set_matches)

x, y, n, k, t = sp.symbols('x y n k t')
STYLE = {'statistics': 'decimal'}


def sequences(b):
    b.value('Find the 25th term of the arithmetic sequence 7, 11, 15, 19, ...',
            lambda: sp.sequence(7 + 4 * (n - 1), (n, 1, 30))[24],
            lambda: functools.reduce(lambda term, _: term + 4, range(24), 7))
    b.value('sum of first 40 odd numbers',
            lambda: sp.summation(2 * k - 1, (k, 1, 40)), lambda: sum(range(1, 80, 2)))
    b.value(r'Evaluate $\sum_{k=1}^{15} (3k - 2)$.',
            lambda: sp.summation(3 * k - 2, (k, 1, 15)), lambda: sum(3 * j - 2 for j in range(1, 16)))
    b.value('Find the sum of the infinite geometric series 12 + 4 + 4/3 + …',
            lambda: R(12) / (1 - R(4, 12)), lambda: sp.summation(12 * R(1, 3) ** k, (k, 0, sp.oo)))
    b.value('Question 3 of 10\nFor the geometric sequence 3, 6, 12, ..., what is the 10th term?\nSubmit',
            lambda: 3 * 2 ** 9, lambda: functools.reduce(lambda term, _: term * 2, range(9), 3))
    b.expr('8.\nFind a formula for the nth term of the se-\nquence 5, 9, 13, 17, ...\n(write it in terms of n)',
           lambda: sp.interpolate([5, 9, 13, 17], n), lambda: 5 + (n - 1) * (9 - 5),
           holds=lambda ans: all(parse(ans).subs(n, j) == v for j, v in enumerate([5, 9, 13, 17], 1)))
    b.value('A theater has 20 seats in the first row, and each row has 3 more seats than the row in front of '
            'it. There are 15 rows. How many seats are there in total?',
            lambda: R(15, 2) * (2 * 20 + 14 * 3), lambda: sum(20 + 3 * j for j in range(15)))
    b.value('Which term of the arithmetic sequence 2, 9, 16, ... is equal to 142? (my students keep getting '
            'one less than the right answer)',
            lambda: sp.solve(2 + (n - 1) * 7 - 142, n)[0], lambda: next(j for j in range(1, 100) if 2 + 7 * (j - 1) == 142))
    b.value('what is the sum of the first eight terms of the geometric sequence that starts with two and has '
            'common ratio three',
            lambda: 2 * (3 ** 8 - 1) / R(3 - 1), lambda: sum(2 * 3 ** j for j in range(8)))
    f = sp.Function('f')
    b.value('A sequence is made by a_1 = 2, and each next term is 3 times the term before minus 1. What is a_6?',
            lambda: sp.rsolve(f(n + 1) - 3 * f(n) + 1, f(n), {f(1): 2}).subs(n, 6),
            lambda: functools.reduce(lambda term, _: 3 * term - 1, range(5), 2))
    b.value('geometric seq with a1=5 and r = 1/2, whats the sum of the first 6 terms? as a fraction',
            lambda: 5 * (1 - R(1, 2) ** 6) / (1 - R(1, 2)), lambda: sum(Fraction(5, 2 ** j) for j in range(6)))
    b.value('A ball is dropped from a height of 16 m, and each bounce reaches 3/4 of the height of the one '
            'before. What total vertical distance does it travel before it comes to rest, in metres?',
            lambda: 16 + 2 * (16 * R(3, 4)) / (1 - R(3, 4)),
            lambda: 16 + 2 * sp.summation(16 * R(3, 4) ** k, (k, 1, sp.oo)))


def counting(b):
    b.value('In how many ways can 5 different books be arranged on a shelf?',
            lambda: sp.factorial(5), lambda: count(itertools.permutations(range(5))))
    b.value('₁₀C₄ = ?', lambda: sp.binomial(10, 4), lambda: count(itertools.combinations(range(10), 4)))
    b.value(r'Evaluate $P(9, 3)$, the number of permutations of 9 objects taken 3 at a time.',
            lambda: sp.ff(9, 3), lambda: count(itertools.permutations(range(9), 3)))
    b.value('How many distinct arrangements are there of the letters of the word COMMITTEE?',
            lambda: sp.factorial(9) / (sp.factorial(2) ** 3), lambda: len(set(itertools.permutations('COMMITTEE'))))
    b.value('Question 8 of 10\nA password is 3 letters (A–Z) followed by 2 digits (0–9). Letters and digits '
            'may repeat. How many passwords are possible?\nSubmit',
            lambda: 26 ** 3 * 10 ** 2,
            lambda: count(itertools.product(range(26), repeat=3)) * count(itertools.product(range(10), repeat=2)))
    b.value('3.\nA committee of 3 boys and 2 girls is to be chosen\nfrom 7 boys and 5 girls. In how many ways\n'
            'can this be done?',
            lambda: sp.binomial(7, 3) * sp.binomial(5, 2),
            lambda: count(itertools.product(itertools.combinations(range(7), 3), itertools.combinations(range(5), 2))))
    b.value('A café lets you build a lunch: 1 of 4 breads, 1 of 5 fillings, and any 2 different sauces out of 4 '
            '(the order of the sauces does not matter). How many different lunches are possible?',
            lambda: 4 * 5 * sp.binomial(4, 2),
            lambda: count(itertools.product(range(4), range(5), itertools.combinations(range(4), 2))))
    b.value('On the first day of school each of the 15 students shakes hands once with every other student. '
            'How many handshakes is that? (for my lesson plan)',
            lambda: sp.binomial(15, 2), lambda: sum(range(15)))
    b.value('in how many ways can seven people sit around a round table',
            lambda: sp.factorial(6),
            lambda: len({min(p[i:] + p[:i] for i in range(7)) for p in itertools.permutations(range(7))}))
    b.value('How many ways are there to choose a president, a secretary and a treasurer from 12 members of a '
            'club? One person can have only one job.',
            lambda: sp.ff(12, 3), lambda: count(itertools.permutations(range(12), 3)))
    b.value('how many 4 digit numbers can u make with the digits 1-7, no repeats, and it has to be even',
            lambda: 3 * sp.ff(6, 3),
            lambda: sum(1 for p in itertools.permutations(range(1, 8), 4) if p[-1] % 2 == 0))
    b.value('In how many ways can 3 boys and 3 girls stand in a line if the three girls must stand together?',
            lambda: sp.factorial(4) * sp.factorial(3),
            lambda: sum(1 for p in itertools.permutations(range(6))      # people 3, 4, 5 are the girls
                        if max(p.index(g) for g in (3, 4, 5)) - min(p.index(g) for g in (3, 4, 5)) == 2))


def probability(b):
    d1, d2 = Die('d1', 6), Die('d2', 6)
    b.value('Two fair dice are rolled. What is the probability that the sum is 9?',
            lambda: P(sp.Eq(d1 + d2, 9)), lambda: outcomes_probability(dice(2), lambda o: sum(o) == 9))
    b.value('P(≥ 1 head in 4 coin flips)',
            lambda: 1 - R(1, 2) ** 4, lambda: outcomes_probability(coins(4), lambda o: 'H' in o))
    b.value(r'A card is drawn from a standard 52-card deck. Find $P(\text{heart or king})$.',
            lambda: R(13 + 4 - 1, 52), lambda: outcomes_probability(deck(), lambda c: c[1] == 'hearts' or c[0] == 'K'))
    b.value('A bag has 5 red and 3 blue marbles. Two are drawn without replacement. P(both blue) = ?',
            lambda: R(3, 8) * R(2, 7),
            lambda: outcomes_probability(itertools.permutations('RRRRRBBB', 2), lambda o: o == ('B', 'B')))
    b.value('Question 6 of 10\nA spinner has 5 equal sections numbered 1–5. It is spun twice. What is the '
            'probability that both results are odd?\nEnter your answer as a fraction.',
            lambda: R(3, 5) ** 2, lambda: outcomes_probability(dice(2, 5), lambda o: o[0] % 2 and o[1] % 2))
    b.value('12.\nThe probability that it rains on any\ngiven day is 0.3. Find the probability that it does\nnot '
            'rain on either of two days in a row (inde-\npendent days). Give a decimal.',
            lambda: (1 - dec('0.3')) ** 2,
            lambda: sum(Fraction(7 if a == 'dry' else 3, 10) * Fraction(7 if c == 'dry' else 3, 10)
                        for a, c in itertools.product(['dry', 'rain'], repeat=2) if a == c == 'dry'),
            style='decimal')
    X = Binomial('X', 3, R(4, 5))
    b.value('A basketball player makes 80% of her free throws. She takes 3 shots, independently. What is the '
            'probability that she makes exactly 2? Give your answer as a decimal.',
            lambda: density(X)(2),
            lambda: sum(math.prod(Fraction(4, 5) if s else Fraction(1, 5) for s in o)
                        for o in itertools.product([True, False], repeat=3) if sum(o) == 2),
            style='decimal')
    b.value('Quiz answer key: a die is rolled 3 times. What is the probability of getting at least one 6? '
            'Give it as a fraction.',
            lambda: 1 - R(5, 6) ** 3, lambda: outcomes_probability(dice(3), lambda o: 6 in o))
    b.value('what is the probability of drawing two aces in a row from a deck of fifty two cards without '
            'putting the first one back',
            lambda: R(4, 52) * R(3, 51),
            lambda: outcomes_probability(itertools.permutations(deck(), 2), lambda o: o[0][0] == o[1][0] == 'A'))
    b.value('In a box there are 4 green pens, 6 black pens and 10 blue pens. I take one pen without looking. '
            'What is the probability it is not blue? Write as a fraction.',
            lambda: 1 - R(10, 20), lambda: outcomes_probability('G' * 4 + 'K' * 6 + 'B' * 10, lambda c: c != 'B'))
    b.value('expected value of a game: you win $10 with prob 1/5 and lose $3 otherwise. whats the EV in dollars',
            lambda: 10 * R(1, 5) - 3 * R(4, 5), lambda: Fraction(sum([10, -3, -3, -3, -3]), 5), style='decimal')
    b.value('In a class of 30 students, 18 play soccer, 12 play basketball and 5 play both. A student who plays '
            'soccer is chosen at random. What is the probability that this student also plays basketball?',
            lambda: R(5, 30) / R(18, 30),
            lambda: outcomes_probability([s for s in range(30) if s in range(0, 18)],      # soccer: 0-17
                                         lambda s: s in range(13, 25)))                     # basketball: 13-24


def _halves(data):
    s = sorted(data)
    m = len(s) // 2
    return s[:m], s[m + (len(s) % 2):]


def statistics_(b):
    data1 = [14, 9, 22, 17, 9, 30, 11, 25]
    b.value('Find the median of 14, 9, 22, 17, 9, 30, 11, 25.',
            lambda: statistics.median(map(Fraction, data1)),
            lambda: Fraction(sorted(data1)[3] + sorted(data1)[4], 2))
    b.value('mode of 3,7,7,2,9,3,7,5', lambda: statistics.mode([3, 7, 7, 2, 9, 3, 7, 5]),
            lambda: max(set([3, 7, 7, 2, 9, 3, 7, 5]), key=[3, 7, 7, 2, 9, 3, 7, 5].count))
    data3 = [6, 8, 10, 12, 14]
    b.value(r'Find the population standard deviation of $6, 8, 10, 12, 14$. Give the exact value.',
            lambda: sp.sqrt(sum((v - R(sum(data3), 5)) ** 2 for v in data3) / 5),
            lambda: sp.Float(statistics.pstdev(data3), 15))
    data4 = [12, 15, 11, 19, 13]
    b.value('Data: 12, 15, 11, 19, 13 → sample standard deviation s ≈ ?  (round to 2 decimal places)',
            lambda: round_half_up(sp.sqrt(statistics.variance(map(Fraction, data4))), 2),
            lambda: isqrt_round(Fraction(sum((v - 14) ** 2 for v in data4), 4), 2))
    data5 = [72, 85, 90, 66, 85, 78, 94]
    b.value('Question 4 of 12\nThe test scores were 72, 85, 90, 66, 85, 78, 94. Find the range.\nSubmit',
            lambda: max(data5) - min(data5), lambda: sorted(data5)[-1] - sorted(data5)[0])
    data6 = [3, 5, 7, 8, 12, 13, 14, 18, 21]
    b.value('5.\nFind the interquartile range of\n3, 5, 7, 8, 12, 13, 14, 18, 21\n(use the median of each half)',
            lambda: statistics.median(map(Fraction, _halves(data6)[1])) - statistics.median(map(Fraction, _halves(data6)[0])),
            lambda: Fraction(data6[6] + data6[7], 2) - Fraction(data6[1] + data6[2], 2))
    b.value("Your course grade is 30% homework, 20% quizzes and 50% final exam. You scored 92 on homework, 78 on "
            "quizzes and 84 on the final. What's your course grade?",
            lambda: sum(w * v for w, v in zip([R(30, 100), R(20, 100), R(50, 100)], [92, 78, 84])),
            lambda: Fraction(sum([92] * 3 + [78] * 2 + [84] * 5), 10))
    b.value('A student averaged 81 on four tests. What score does she need on the fifth test to raise her '
            'average to 84? (setting this for a parents evening example)',
            lambda: sp.solve((4 * 81 + x) / 5 - 84, x)[0],
            lambda: next(s for s in range(0, 201) if Fraction(4 * 81 + s, 5) == 84))
    b.value('what is the mean of twelve fifteen eighteen twenty one and twenty four',
            lambda: statistics.mean([12, 15, 18, 21, 24]), lambda: Fraction(12 + 15 + 18 + 21 + 24, 5))
    data10 = [21, 23, 19, 26, 22, 20, 24]
    b.value('In one week the temperatures at noon were 21, 23, 19, 26, 22, 20, 24 degrees. What is the average '
            'temperature? Round to one decimal.',
            lambda: round_half_up(sp.Rational(statistics.mean(map(Fraction, data10))), 1),
            lambda: round_by_integers(Fraction(sum(data10), len(data10)), 1))
    b.value('frequency table: score 1 -> 4 ppl, 2 -> 7 ppl, 3 -> 5 ppl, 4 -> 4 ppl. mean score?',
            lambda: statistics.mean(map(Fraction, [1] * 4 + [2] * 7 + [3] * 5 + [4] * 4)),
            lambda: Fraction(1 * 4 + 2 * 7 + 3 * 5 + 4 * 4, 4 + 7 + 5 + 4))
    data12 = [4, 8, 15, 16, 23, 42, 7, 10]
    b.value('Find the first quartile Q1 of 4, 8, 15, 16, 23, 42, 7, 10, using the median of the lower half.',
            lambda: statistics.median(map(Fraction, _halves(data12)[0])),
            lambda: Fraction(sorted(data12)[1] + sorted(data12)[2], 2))


def _solve(equation, var=x):
    return sp.solveset(equation, var, sp.S.Reals)


def equations(b):
    b.value('Solve for x: 5x − 7 = 3x + 9.', lambda: _solve(5 * x - 7 - (3 * x + 9)), lambda: lin_root(5 * x - 7 - 3 * x - 9, x))
    b.value('3(2x-5) = 4x + 11', lambda: _solve(3 * (2 * x - 5) - (4 * x + 11)), lambda: lin_root(6 * x - 15 - 4 * x - 11, x))
    b.value(r'Solve $\frac{x}{3} + \frac{x - 1}{4} = 5$.', lambda: _solve(x / 3 + (x - 1) / 4 - 5),
            lambda: next(v for v in range(-100, 100) if Fraction(v, 3) + Fraction(v - 1, 4) == 5))
    b.value('Solve: 0.4x + 1.2 = 0.25x − 0.3', lambda: _solve(dec('0.4') * x + dec('1.2') - dec('0.25') * x + dec('0.3')),
            lambda: (Fraction('-0.3') - Fraction('1.2')) / (Fraction('0.4') - Fraction('0.25')))
    b.value('Question 2 of 15\nSolve the equation 7 − 2(x + 3) = 4x − 11.\nx = ____\nSubmit',
            lambda: _solve(7 - 2 * (x + 3) - (4 * x - 11)), lambda: lin_root(1 - 2 * x - 4 * x + 11, x))
    b.value('1.\nSolve\n4 (x - 3) = x + 9', lambda: _solve(4 * (x - 3) - (x + 9)),
            lambda: next(v for v in range(-50, 50) if 4 * (v - 3) == v + 9))
    b.value('A plumber charges $45 for the visit plus $60 per hour. The bill came to $225. How many hours did '
            'the plumber work?', lambda: _solve(45 + 60 * x - 225), lambda: Fraction(225 - 45, 60))
    A, b1, b2, h = sp.symbols('A b1 b2 h')
    b.expr('Teaching literal equations tomorrow. Please solve A = (1/2)(b1 + b2)h for h.',
           lambda: sp.solve(sp.Eq(A, R(1, 2) * (b1 + b2) * h), h)[0], lambda: A / (R(1, 2) * (b1 + b2)))
    b.value('solve x over five minus two equals four', lambda: _solve(x / 5 - 2 - 4), lambda: (4 + 2) * 5)
    b.value("I think of a number, I multiply it by 6 and subtract 4, and it's the same as when I multiply it by 2 "
            'and add 20. What is my number?', lambda: _solve(6 * x - 4 - (2 * x + 20)),
            lambda: next(v for v in range(-100, 100) if 6 * v - 4 == 2 * v + 20))
    b.text('solve 3x+5 = 3(x+2) lol',
           lambda: 'no solution' if _solve(3 * x + 5 - 3 * (x + 2)) == sp.S.EmptySet else 'solution',
           lambda: 'no solution' if (3 - 3 == 0 and 5 - 6 != 0) else 'solution')
    b.value('The sum of three consecutive integers is 144. What is the largest of the three integers?',
            lambda: _solve(x + (x + 1) + (x + 2) - 144).args[0] + 2,
            lambda: next(v + 2 for v in range(200) if v + v + 1 + v + 2 == 144))


def _quadratic_real_roots(a_, b_, c_):
    disc = b_ * b_ - 4 * a_ * c_
    return [(-b_ - sp.sqrt(disc)) / (2 * a_), (-b_ + sp.sqrt(disc)) / (2 * a_)]


def equations_other(b):
    b.value('Solve x^2 + 2x - 35 = 0.', lambda: _solve(x ** 2 + 2 * x - 35), lambda: _quadratic_real_roots(1, 2, -35),
            holds=roots_satisfy(x ** 2 + 2 * x - 35, count_=2))
    b.value('sqrt(2x+7) = x + 2', lambda: _solve(sp.sqrt(2 * x + 7) - x - 2),
            lambda: [r for r in _quadratic_real_roots(1, 2, -3) if sp.sqrt(2 * r + 7) == r + 2],
            holds=roots_satisfy(sp.sqrt(2 * x + 7) - x - 2, count_=1))
    b.value(r'Solve $\log_2(x) + \log_2(x-2) = 3$.',
            lambda: sp.solve(sp.log(x, 2) + sp.log(x - 2, 2) - 3, x),
            lambda: [r for r in _quadratic_real_roots(1, -2, -8) if r > 2],
            holds=roots_satisfy(sp.log(x, 2) + sp.log(x - 2, 2) - 3, count_=1))
    b.value('Solve 5^(x+1) = 25^(x−1).', lambda: _solve(5 ** (x + 1) - 25 ** (x - 1)),
            lambda: mpmath.findroot(lambda v: (v + 1) * mpmath.log(5) - (v - 1) * mpmath.log(25), 1))
    b.value('Question 5 of 10\nSolve |2x − 3| = 9. Enter all solutions separated by commas.\nSubmit',
            lambda: _solve(sp.Abs(2 * x - 3) - 9), lambda: [v for v in range(-50, 50) if abs(2 * v - 3) == 9],
            holds=roots_satisfy(sp.Abs(2 * x - 3) - 9, count_=2))
    b.value('10.\nSolve for x, 0 ≤ x < 360° :\n2 sin x - 1 = 0\n(answer in degrees)',
            lambda: [r * 180 / sp.pi for r in sorted(sp.solveset(2 * sp.sin(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)),
                                                     key=lambda v: float(v))],
            lambda: [dg for dg in range(0, 360) if sp.sin(sp.pi * dg / 180) == R(1, 2)])
    b.value('A rectangular garden has an area of 96 m² and its length is 4 m more than its width. Find the '
            'width in metres.', lambda: _solve(x * (x + 4) - 96).intersect(sp.Interval.open(0, sp.oo)),
            lambda: [r for r in _quadratic_real_roots(1, 4, -96) if r > 0])
    b.value('Solve e^(2x) = 10 exactly. I want my students to give the answer in terms of ln.',
            lambda: _solve(sp.exp(2 * x) - 10), lambda: mpmath.findroot(lambda v: mpmath.exp(2 * v) - 10, 1))
    b.value('solve six over x equals x minus one', lambda: _solve(6 / x - (x - 1)),
            lambda: [r for r in _quadratic_real_roots(1, -1, -6) if r != 0],
            holds=roots_satisfy(6 / x - (x - 1), count_=2))
    b.value('Find x if the cube root of (x − 4) is equal to 3.', lambda: _solve(sp.cbrt(x - 4) - 3),
            lambda: 3 ** 3 + 4)
    b.value('solve 2^x = 20 round to 3 dp', lambda: round_half_up(sp.log(20, 2), 3),
            lambda: round_by_integers(Fraction(mpmath.nstr(mpmath.findroot(lambda v: 2 ** v - 20, 4), 50)), 3))
    b.value('Solve 2x^2 - 4x - 3 = 0. Give exact answers, using radicals.',
            lambda: _solve(2 * x ** 2 - 4 * x - 3), lambda: _quadratic_real_roots(2, -4, -3),
            holds=roots_satisfy(2 * x ** 2 - 4 * x - 3, count_=2))


def _system(eqs, names):
    symbols = sp.symbols(names)
    sol = next(iter(sp.linsolve(eqs, symbols)))
    return dict(zip(names.split(), sol))


def _cramer(rows, rhs, names):
    return dict(zip(names.split(), cramer(rows, rhs)))


def systems(b):
    X, Y, Z, Aa, Bb, S, D, Q, C, T, J = sp.symbols('x y z a b s d q c t j')
    b.system('Solve the system: 2x + 3y = 12 and x − y = 1.',
             lambda: _system([2 * X + 3 * Y - 12, X - Y - 1], 'x y'), lambda: _cramer([[2, 3], [1, -1]], [12, 1], 'x y'))
    b.system('y = 2x - 5, 3x + 2y = 18', lambda: _system([Y - 2 * X + 5, 3 * X + 2 * Y - 18], 'x y'),
             lambda: _cramer([[-2, 1], [3, 2]], [-5, 18], 'x y'))
    b.system(r'Solve $\begin{cases} 4x - 3y = 1 \\ 2x + 5y = 20 \end{cases}$',
             lambda: _system([4 * X - 3 * Y - 1, 2 * X + 5 * Y - 20], 'x y'),
             lambda: _cramer([[4, -3], [2, 5]], [1, 20], 'x y'))
    b.system('Solve:\nx + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2',
             lambda: _system([X + Y + Z - 6, 2 * X - Y + Z - 3, X + 2 * Y - Z - 2], 'x y z'),
             lambda: _cramer([[1, 1, 1], [2, -1, 1], [1, 2, -1]], [6, 3, 2], 'x y z'))
    b.system('Question 7 of 10\nSolve the system by elimination:\n3x + 2y = 16\n5x − 2y = 16\nEnter your '
             'answer as x = , y = .\nSubmit',
             lambda: _system([3 * X + 2 * Y - 16, 5 * X - 2 * Y - 16], 'x y'),
             lambda: _cramer([[3, 2], [5, -2]], [16, 16], 'x y'))
    b.system('4.\nSolve simultaneously\n  5a + 2b = 4\n  3a - 4b = 18',
             lambda: _system([5 * Aa + 2 * Bb - 4, 3 * Aa - 4 * Bb - 18], 'a b'),
             lambda: _cramer([[5, 2], [3, -4]], [4, 18], 'a b'))
    b.system('Tickets to the school play cost $8 for adults and $5 for students. 220 tickets were sold for a '
             'total of $1400. How many adult tickets (a) and how many student tickets (s) were sold?',
             lambda: _system([8 * Aa + 5 * S - 1400, Aa + S - 220], 'a s'),
             lambda: next({'a': v, 's': 220 - v} for v in range(221) if 8 * v + 5 * (220 - v) == 1400))
    b.system("My daughter's coin jar has only dimes and quarters: 30 coins worth $5.10 in all. How many of "
             'each are there? (d = dimes, q = quarters)',
             lambda: _system([10 * D + 25 * Q - 510, D + Q - 30], 'd q'),
             lambda: next({'d': 30 - v, 'q': v} for v in range(31) if 10 * (30 - v) + 25 * v == 510))
    b.system('solve the system x plus two y equals eight and three x minus y equals three',
             lambda: _system([X + 2 * Y - 8, 3 * X - Y - 3], 'x y'), lambda: _cramer([[1, 2], [3, -1]], [8, 3], 'x y'))
    b.system('Two numbers have a sum of 45 and the difference is 13. Which are the numbers? Answer with x for '
             'the bigger one and y for the smaller one.',
             lambda: _system([X + Y - 45, X - Y - 13], 'x y'),
             lambda: next({'x': 45 - v, 'y': v} for v in range(46) if (45 - v) - v == 13))
    b.system('solve 0.5x + 0.2y = 3.1 and x − y = −0.8',
             lambda: _system([dec('0.5') * X + dec('0.2') * Y - dec('3.1'), X - Y + dec('0.8')], 'x y'),
             lambda: _cramer([[Fraction('0.5'), Fraction('0.2')], [1, -1]], [Fraction('3.1'), Fraction('-0.8')], 'x y'),
             style='decimal')
    b.system('A café sells coffee, tea and juice. 2 coffees, 1 tea and 1 juice cost $11; 1 coffee, 2 teas and '
             '1 juice cost $10; 1 coffee, 1 tea and 2 juices cost $11. Find the price of each drink: c, t and j.',
             lambda: _system([2 * C + T + J - 11, C + 2 * T + J - 10, C + T + 2 * J - 11], 'c t j'),
             lambda: _cramer([[2, 1, 1], [1, 2, 1], [1, 1, 2]], [11, 10, 11], 'c t j'))


def _ineq(expr, var=x):
    return sp.solveset(expr, var, sp.S.Reals)


def _reduce(expr, var=x):
    return sp.reduce_inequalities(expr, var).as_set()


def inequalities(b):
    b.ineq('Solve 3x − 7 > 11.', lambda: _ineq(3 * x - 7 > 11), lambda: _reduce(3 * x - 7 > 11),
           holds=set_matches(lambda v: 3 * v - 7 > 11))
    b.ineq('-2x + 5 <= 17', lambda: _ineq(-2 * x + 5 <= 17), lambda: _reduce(-2 * x + 5 <= 17),
           holds=set_matches(lambda v: -2 * v + 5 <= 17))
    b.ineq(r'Solve $-4 \le 2x + 6 < 10$.',
           lambda: _ineq(2 * x + 6 >= -4).intersect(_ineq(2 * x + 6 < 10)),
           lambda: _reduce([2 * x + 6 >= -4, 2 * x + 6 < 10]),
           holds=set_matches(lambda v: -4 <= 2 * v + 6 < 10))
    b.ineq('Solve x² − x − 12 ≤ 0.', lambda: _ineq(x ** 2 - x - 12 <= 0), lambda: _reduce(x ** 2 - x - 12 <= 0),
           holds=set_matches(lambda v: v * v - v - 12 <= 0))
    b.ineq('Question 9 of 12\nSolve |x − 4| ≥ 3. Write your answer as an inequality.\nSubmit',
           lambda: _ineq(sp.Abs(x - 4) >= 3), lambda: _reduce(sp.Abs(x - 4) >= 3),
           holds=set_matches(lambda v: abs(v - 4) >= 3))
    b.ineq('7.\nSolve the inequality\n  5 - 3(x - 1) < 2x - 7', lambda: _ineq(5 - 3 * (x - 1) < 2 * x - 7),
           lambda: _reduce(5 - 3 * (x - 1) < 2 * x - 7), holds=set_matches(lambda v: 5 - 3 * (v - 1) < 2 * v - 7))
    b.ineq('A phone plan costs $30 a month plus $0.05 per text message. Ana wants to spend at most $45 a month. '
           'How many texts t can she send? Give the answer in the form t ≤ ___.',
           lambda: _ineq(30 + dec('0.05') * t <= 45, t), lambda: _reduce(30 + dec('0.05') * t <= 45, t),
           holds=set_matches(lambda v: 30 + Fraction(1, 20) * v <= 45, lo=0, hi=400, step=Fraction(1, 2)), var='t')
    b.ineq('Can you check my key: solve (x + 2)/(x − 3) ≥ 0.',
           lambda: _ineq((x + 2) / (x - 3) >= 0), lambda: _reduce((x + 2) / (x - 3) >= 0),
           holds=set_matches(lambda v: (v + 2) / (v - 3) >= 0, extra=[3]))
    b.ineq('solve the absolute value of two x plus one is less than seven',
           lambda: _ineq(sp.Abs(2 * x + 1) < 7), lambda: _reduce(sp.Abs(2 * x + 1) < 7),
           holds=set_matches(lambda v: abs(2 * v + 1) < 7))
    b.ineq('For which x is x² bigger than 4x + 5? Write the answer as an inequality.',
           lambda: _ineq(x ** 2 > 4 * x + 5), lambda: _reduce(x ** 2 > 4 * x + 5),
           holds=set_matches(lambda v: v * v > 4 * v + 5))
    b.ineq('solve x/3 - 1 > x/2 + 1 pls', lambda: _ineq(x / 3 - 1 > x / 2 + 1), lambda: _reduce(x / 3 - 1 > x / 2 + 1),
           holds=set_matches(lambda v: v / 3 - 1 > v / 2 + 1, lo=-30, hi=10))
    b.ineq('For what values of x is x² + 2x + 5 > 0?', lambda: _ineq(x ** 2 + 2 * x + 5 > 0),
           lambda: _reduce(x ** 2 + 2 * x + 5 > 0), holds=set_matches(lambda v: v * v + 2 * v + 5 > 0))


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
