"""Sequences, counting, probability, statistics, equations, systems and inequalities."""
import itertools
import statistics
from fractions import Fraction

import sympy as sp
from sympy.utilities.iterables import multiset_permutations

from common import R, Builder, a, b as b_, dec, frac, n, round_half_up, solve_system, x, y, z

reals = sp.S.Reals


# ---------------------------------------------------------------- helpers

def next_terms(terms, count=1):
    """Continue a sequence: geometric if the ratio is constant, else the lowest-degree polynomial."""
    terms = [sp.nsimplify(v) for v in terms]
    ratios = {terms[k + 1] / terms[k] for k in range(len(terms) - 1)} if 0 not in terms else set()
    if len(ratios) == 1:
        (r,) = ratios
        return [terms[-1] * r ** (k + 1) for k in range(count)]
    nth = nth_term(terms)
    return [nth.subs(n, len(terms) + k + 1) for k in range(count)]


def nth_term(terms):
    points = list(enumerate(terms, start=1))
    for degree in range(len(points) - 1):
        poly = sp.interpolate(points[:degree + 1], n)
        if all(poly.subs(n, k) == v for k, v in points):
            return sp.expand(poly)
    raise ValueError('no polynomial fits')


def chance(outcomes, event) -> sp.Rational:
    """Probability of `event` over equally likely `outcomes`, as an exact fraction."""
    outcomes = list(outcomes)
    return frac(Fraction(sum(1 for o in outcomes if event(o)), len(outcomes)))


DIE = range(1, 7)
DECK = [(rank, suit) for rank in ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
        for suit in 'SHDC']


def draws(bag: str, k: int):
    """All ordered draws of k items without replacement from a bag like 'RRRRRBBB'."""
    return [tuple(bag[i] for i in idx) for idx in itertools.permutations(range(len(bag)), k)]


def data(text: str) -> list[Fraction]:
    return [Fraction(v) for v in text.split(', ')]


def in_reals(eq, var=x):
    return sp.solveset(eq, var, reals)


# ---------------------------------------------------------------- sections

def sequences(b: Builder) -> None:
    b.value('What is the next number: 2, 5, 8, 11, ...?', '14', lambda: next_terms([2, 5, 8, 11]))
    b.value('find the next term 3, 6, 12, 24', '48', lambda: next_terms([3, 6, 12, 24]))
    b.value('next term in the sequence 1, 4, 9, 16, 25', '36', lambda: next_terms([1, 4, 9, 16, 25]))
    b.value('2, 6, 12, 20, 30, ?', '42', lambda: next_terms([2, 6, 12, 20, 30]))
    b.value('81, 27, 9, 3, ... what comes next?', '1', lambda: next_terms([81, 27, 9, 3]))
    b.value('What number comes next: 3, 5, 9, 15, 23', '33', lambda: next_terms([3, 5, 9, 15, 23]))
    b.list('write the next two terms of 5, 3, 1, -1', '-3, -5', lambda: next_terms([5, 3, 1, -1], 2))
    b.expr('nth term of 3, 7, 11, 15, ...', '4*n - 1', lambda: nth_term([3, 7, 11, 15]))
    b.expr('Find a formula for the n-th term of the geometric sequence 2, 6, 18, 54, ...', '2*3^(n - 1)',
           lambda: 2 * 3 ** (n - 1))
    b.expr('general term of the arithmetic sequence with a_1 = 10 and d = -3', '13 - 3*n',
           lambda: 10 + (n - 1) * -3)
    b.expr('find the nth term: 1, 4, 9, 16, ...', 'n^2', lambda: nth_term([1, 4, 9, 16]))
    b.value('Find the 20th term of the arithmetic sequence 7, 11, 15, ...', '83',
            lambda: nth_term([7, 11, 15]).subs(n, 20))
    b.value('What is the 8th term of the geometric sequence 3, 6, 12, ...?', '384', lambda: 3 * 2 ** 7)
    b.value('Sum of the first 20 terms of 3 + 7 + 11 + ...', '820', lambda: sp.summation(4 * n - 1, (n, 1, 20)))
    b.value('sum of the first 10 terms of the geometric series 2 + 6 + 18 + ...', '59048',
            lambda: sp.summation(2 * 3 ** (n - 1), (n, 1, 10)))
    b.value('find 1 + 2 + 3 + ... + 100', '5050', lambda: sp.summation(n, (n, 1, 100)))
    b.value('sum of the infinite geometric series 8 + 4 + 2 + 1 + ...', '16',
            lambda: sp.summation(8 * R(1, 2) ** n, (n, 0, sp.oo)))
    b.value(r'\(\sum_{n=1}^{\infty} \frac{1}{3^n}\)', '1/2', lambda: sp.summation(R(1, 3) ** n, (n, 1, sp.oo)))
    b.value('Σ_{k=1}^{5} (2k+1)', '35', lambda: sp.summation(2 * n + 1, (n, 1, 5)))


def counting(b: Builder) -> None:
    b.value('5!', '120', lambda: sp.factorial(5))
    b.value('what is 7 factorial', '5040', lambda: sp.factorial(7))
    b.value('What is 0!?', '1', lambda: sp.factorial(0))
    b.value('10!/8!', '90', lambda: sp.factorial(10) / sp.factorial(8))
    b.value('5 choose 2', '10', lambda: sp.binomial(5, 2))
    b.value('C(10,3)', '120', lambda: sp.binomial(10, 3))
    b.value(r'Evaluate $\binom{7}{3}$', '35', lambda: sp.binomial(7, 3))
    b.value('10C4 = ?', '210', lambda: sp.binomial(10, 4))
    b.value('How many ways can you choose 4 people from a group of 9?', '126', lambda: sp.binomial(9, 4))
    b.value('P(6,2)', '30', lambda: sp.ff(6, 2))
    b.value('compute nPr with n = 8 and r = 3', '336', lambda: sp.ff(8, 3))
    b.value('how many ways can 5 books be arranged on a shelf', '120',
            lambda: len(list(itertools.permutations(range(5)))))
    b.value('How many different 3-letter arrangements can be made from the letters of MATH?', '24',
            lambda: len(list(itertools.permutations('MATH', 3))))
    b.value('number of ways to arrange the letters of BOOK', '12', lambda: len(list(multiset_permutations('BOOK'))))
    b.value('A pizza place offers 8 toppings. How many ways can you pick 3 different toppings?', '56',
            lambda: len(list(itertools.combinations(range(8), 3))))
    b.value('how many 4-digit PINs are possible using the digits 0-9 (repeats allowed)?', '10000',
            lambda: len(list(itertools.product(range(10), repeat=4))))


def probability(b: Builder) -> None:
    two = list(itertools.product(DIE, DIE))
    b.value('probability of rolling a 5 on a fair die', '1/6', lambda: chance(DIE, lambda r: r == 5))
    b.value('Two dice are rolled. What is the probability the sum is 7?', '1/6',
            lambda: chance(two, lambda o: sum(o) == 7))
    b.value('probability of getting a sum of 10 with two dice', '1/12', lambda: chance(two, lambda o: sum(o) == 10))
    b.value('P(at least one 6) when rolling two dice', '11/36', lambda: chance(two, lambda o: 6 in o))
    b.value('what is the probability of rolling doubles with 2 dice?', '1/6', lambda: chance(two, lambda o: o[0] == o[1]))
    b.value('roll a die. probability of an even number?', '1/2', lambda: chance(DIE, lambda r: r % 2 == 0))
    b.value('Probability of rolling a number greater than 4 on a six-sided die', '1/3',
            lambda: chance(DIE, lambda r: r > 4))
    b.value('flip 3 coins, probability of exactly 2 heads', '3/8',
            lambda: chance(itertools.product('HT', repeat=3), lambda o: o.count('H') == 2))
    b.value('What is the probability of getting at least one head in 4 coin tosses?', '15/16',
            lambda: chance(itertools.product('HT', repeat=4), lambda o: 'H' in o))
    b.value('Flip a coin and roll a die. What is P(heads and a 6)?', '1/12',
            lambda: chance(itertools.product('HT', DIE), lambda o: o == ('H', 6)))
    b.value('A card is drawn from a standard 52-card deck. What is the probability it is a heart?', '1/4',
            lambda: chance(DECK, lambda c: c[1] == 'H'))
    b.value('probability of drawing a king or a heart from a standard deck', '4/13',
            lambda: chance(DECK, lambda c: c[0] == 'K' or c[1] == 'H'))
    b.value('P(face card) from a 52 card deck', '3/13', lambda: chance(DECK, lambda c: c[0] in 'JQK'))
    b.value('Two cards are drawn without replacement from a standard deck. Find the probability both are aces.',
            '1/221', lambda: chance(itertools.permutations(DECK, 2), lambda o: o[0][0] == o[1][0] == 'A'))
    b.value('A bag has 5 red and 3 blue marbles. Two are drawn without replacement. P(both red)?', '5/14',
            lambda: chance(draws('RRRRRBBB', 2), lambda o: o == ('R', 'R')))
    b.value('a bag has 4 red and 6 green balls, you pick 2 without replacement. probability of one of each color?',
            '8/15', lambda: chance(draws('RRRRGGGGGG', 2), lambda o: set(o) == {'R', 'G'}))
    b.value('A box has 3 red, 2 blue and 5 yellow balls. One is picked at random. What is P(not yellow)?', '1/2',
            lambda: chance('RRRBBYYYYY', lambda c: c != 'Y'))


def statistics_(b: Builder) -> None:
    st = statistics
    b.value('Find the mean of 4, 8, 15, 16, 23, 42', '18', lambda: frac(st.mean(data('4, 8, 15, 16, 23, 42'))))
    b.value("what's the average of 85, 90, 78 and 92", '86.25', lambda: frac(st.mean(data('85, 90, 78, 92'))))
    b.value('mean of 2.5, 3.5, 4, 6', '4', lambda: frac(st.mean(data('2.5, 3.5, 4, 6'))))
    b.value('median of 3, 9, 1, 7, 5', '5', lambda: frac(st.median(data('3, 9, 1, 7, 5'))))
    b.value('What is the median of 12, 4, 7, 10?', '8.5', lambda: frac(st.median(data('12, 4, 7, 10'))))
    b.value('median of 1.2, 3.4, 2.2, 5.0, 4.1, 0.9', '2.8', lambda: frac(st.median(data('1.2, 3.4, 2.2, 5.0, 4.1, 0.9'))))
    b.value('mode of 2, 3, 3, 5, 7, 3, 2', '3', lambda: [frac(v) for v in st.multimode(data('2, 3, 3, 5, 7, 3, 2'))])
    b.value('find the mode(s) of 1, 2, 2, 3, 4, 4, 5', '2, 4', lambda: [frac(v) for v in st.multimode(data('1, 2, 2, 3, 4, 4, 5'))])
    b.value('range of 15, 3, 22, 9, 11', '19', lambda: frac(max(data('15, 3, 22, 9, 11')) - min(data('15, 3, 22, 9, 11'))))
    b.value('Find the population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', '2',
            lambda: sp.sqrt(frac(st.pvariance(data('2, 4, 4, 4, 5, 5, 7, 9')))))
    b.value('sample standard deviation of 2, 4, 4, 4, 5, 5, 7, 9', '4*sqrt(14)/7',
            lambda: sp.sqrt(frac(st.variance(data('2, 4, 4, 4, 5, 5, 7, 9')))))
    b.value('What is the sample standard deviation of 10, 12, 14?', '2', lambda: sp.sqrt(frac(st.variance(data('10, 12, 14')))))
    b.value('population standard deviation of 6, 8, 10, rounded to 2 decimal places', '1.63',
            lambda: round_half_up(sp.sqrt(frac(st.pvariance(data('6, 8, 10')))), 2))
    b.value('population variance of 1, 2, 3, 4, 5', '2', lambda: frac(st.pvariance(data('1, 2, 3, 4, 5'))))
    b.value('Find the sample variance of the data 1, 2, 3, 4, 5.', '5/2', lambda: frac(st.variance(data('1, 2, 3, 4, 5'))))
    b.value('The mean of five numbers is 12. Four of them are 10, 11, 14 and 15. What is the fifth number?', '10',
            lambda: sp.solve((10 + 11 + 14 + 15 + x) / 5 - 12, x))
    b.list('find the mean, median and mode of 3, 5, 5, 6, 8, 9 (in that order)', '6, 5.5, 5',
           lambda: [frac(f(data('3, 5, 5, 6, 8, 9'))) for f in (st.mean, st.median, st.mode)])


def equations(b: Builder) -> None:
    S = sp.Eq
    b.value('Solve 3x + 7 = 22', '5', lambda: sp.solve(S(3 * x + 7, 22), x))
    b.value('solve for x: 2(x + 3) = 14', '4', lambda: sp.solve(S(2 * (x + 3), 14), x))
    b.value('5(x - 2) - 3(x + 1) = 7', '10', lambda: sp.solve(S(5 * (x - 2) - 3 * (x + 1), 7), x))
    b.value('x/3 + 2 = 5, find x', '9', lambda: sp.solve(S(x / 3 + 2, 5), x))
    b.value(r'Solve $\frac{x+1}{4} = \frac{x-2}{3}$', '11', lambda: sp.solve(S((x + 1) / 4, (x - 2) / 3), x))
    b.value('0.4x + 1.2 = 2.8', '4', lambda: sp.solve(S(dec('0.4') * x + dec('1.2'), dec('2.8')), x))
    b.value('solve x^2 - 5x + 6 = 0', '2, 3', lambda: sp.solve(x ** 2 - 5 * x + 6, x))
    b.value('x² + 4x − 21 = 0', '-7, 3', lambda: sp.solve(x ** 2 + 4 * x - 21, x))
    b.value('Solve 2x^2 + 3x - 2 = 0 please', '1/2, -2', lambda: sp.solve(2 * x ** 2 + 3 * x - 2, x))
    b.value('solve x^2 - 6x + 9 = 0', '3', lambda: sp.solve(x ** 2 - 6 * x + 9, x))
    b.value('Solve x^2 + 2x + 5 = 0', '-1 + 2*i, -1 - 2*i', lambda: sp.solve(x ** 2 + 2 * x + 5, x))
    b.value(r'\(x^2 = 7\)', 'sqrt(7), -sqrt(7)', lambda: sp.solve(x ** 2 - 7, x))
    b.value('find the roots of x^2 - 4x - 1 = 0', '2 + sqrt(5), 2 - sqrt(5)', lambda: sp.solve(x ** 2 - 4 * x - 1, x))
    b.value('what are the solutions of x^2 + 9 = 0', '3*i, -3*i', lambda: sp.solve(x ** 2 + 9, x))
    b.value('Solve x^3 - 6x^2 + 11x - 6 = 0', '1, 2, 3', lambda: sp.solve(x ** 3 - 6 * x ** 2 + 11 * x - 6, x))
    b.value('2x^3 - 3x^2 - 2x + 3 = 0', '-1, 1, 3/2', lambda: sp.solve(2 * x ** 3 - 3 * x ** 2 - 2 * x + 3, x))
    b.value('find the real solution of x^3 = 8', '2', lambda: in_reals(x ** 3 - 8))
    b.value('x^4 - 5x^2 + 4 = 0', '-2, -1, 1, 2', lambda: sp.solve(x ** 4 - 5 * x ** 2 + 4, x))
    b.value('solve 1/x + 1/2 = 3/4', '4', lambda: sp.solve(S(1 / x + R(1, 2), R(3, 4)), x))
    b.value(r'Solve \(\frac{2}{x-1} = \frac{3}{x+1}\)', '5', lambda: sp.solve(S(2 / (x - 1), 3 / (x + 1)), x))
    b.value('(x+2)/(x-3) = 2', '8', lambda: sp.solve(S((x + 2) / (x - 3), 2), x))
    b.value('solve x^2/(x - 1) = 1/(x - 1)', '-1', lambda: sp.solve(S(x ** 2 / (x - 1), 1 / (x - 1)), x))


def equations_other(b: Builder) -> None:
    S = sp.Eq
    b.value('Solve √(x + 3) = 5', '22', lambda: in_reals(S(sp.sqrt(x + 3), 5)))
    b.value('solve sqrt(2x - 1) = x - 2', '5', lambda: in_reals(S(sp.sqrt(2 * x - 1), x - 2)))
    b.value(r'\(\sqrt{x+7} = x + 1\)', '2', lambda: in_reals(S(sp.sqrt(x + 7), x + 1)))
    b.value('|x - 3| = 5', '8, -2', lambda: in_reals(S(sp.Abs(x - 3), 5)))
    b.value('solve |2x + 1| = 7', '3, -4', lambda: in_reals(S(sp.Abs(2 * x + 1), 7)))
    b.value('2^x = 16', '4', lambda: in_reals(S(2 ** x, 16)))
    b.value('Solve 3^(x+1) = 27', '2', lambda: in_reals(S(3 ** (x + 1), 27)))
    b.value('solve e^x = 5', 'log(5)', lambda: in_reals(S(sp.exp(x), 5)))
    b.value(r'$5^{2x} = 125$', '3/2', lambda: in_reals(S(5 ** (2 * x), 125)))
    b.value('4^x = 8, what is x?', '3/2', lambda: in_reals(S(4 ** x, 8)))
    b.value('solve 2^x = 10 exactly', 'log(10)/log(2)', lambda: in_reals(S(2 ** x, 10)))
    b.value('e^(2x) - 3e^x + 2 = 0', '0, log(2)', lambda: in_reals(sp.exp(2 * x) - 3 * sp.exp(x) + 2))
    b.value('log_2(x) = 5', '32', lambda: in_reals(S(sp.log(x, 2), 5)))
    b.value('ln x = 3', 'e^3', lambda: in_reals(S(sp.log(x), 3)))
    b.value('Solve log_3(2x + 1) = 2', '4', lambda: in_reals(S(sp.log(2 * x + 1, 3), 2)))
    b.value(r'\(\log_{10} x + \log_{10}(x-3) = 1\)', '5',  # candidates from solve, kept where the logs exist
            lambda: [v for v in sp.solve(sp.log(x, 10) + sp.log(x - 3, 10) - 1, x) if v > 0 and v - 3 > 0])
    b.value('solve sin x = 1/2 for 0 ≤ x < 2π', 'pi/6, 5*pi/6',
            lambda: sp.solveset(sp.sin(x) - R(1, 2), x, sp.Interval.Ropen(0, 2 * sp.pi)))
    b.value('cos(x) = 0, 0 <= x < 2pi', 'pi/2, 3*pi/2',
            lambda: sp.solveset(sp.cos(x), x, sp.Interval.Ropen(0, 2 * sp.pi)))
    b.value('tan x = 1 on [0, 2π)', 'pi/4, 5*pi/4', lambda: sp.solveset(sp.tan(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)))
    b.value(r'Solve \(2\sin^2 x = 1\) for \(0 \le x < 2\pi\)', 'pi/4, 3*pi/4, 5*pi/4, 7*pi/4',
            lambda: sp.solveset(2 * sp.sin(x) ** 2 - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)))
    b.value('solve 2cos x - 1 = 0 for 0° ≤ x < 360° (answer in degrees)', '60, 300',
            lambda: [v * 180 / sp.pi for v in sp.solveset(2 * sp.cos(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi))])


def systems(b: Builder) -> None:
    S = sp.Eq
    b.system('2x + y = 5 and x - y = 1', 'x = 2, y = 1', lambda: solve_system([2 * x + y - 5, x - y - 1], [x, y]))
    b.system('Solve the system: x + y = 10; x - y = 4', 'x = 7, y = 3',
             lambda: solve_system([x + y - 10, x - y - 4], [x, y]))
    b.system('solve\n3x + 2y = 16\nx - 2y = 0', 'x = 4, y = 2',
             lambda: solve_system([S(3 * x + 2 * y, 16), S(x - 2 * y, 0)], [x, y]))
    b.system('y = 2x - 1, y = -x + 5', 'x = 2, y = 3', lambda: solve_system([S(y, 2 * x - 1), S(y, -x + 5)], [x, y]))
    b.system('Solve the simultaneous equations 4x - 3y = 1 and 2x + y = 3', 'x = 1, y = 1',
             lambda: solve_system([S(4 * x - 3 * y, 1), S(2 * x + y, 3)], [x, y]))
    b.system('x + 2y = 4, 3x - y = 5', 'x = 2, y = 1', lambda: solve_system([S(x + 2 * y, 4), S(3 * x - y, 5)], [x, y]))
    b.system(r'\(\begin{cases} 5x + 2y = 3 \\ x - y = 2 \end{cases}\)', 'x = 1, y = -1',
             lambda: solve_system([S(5 * x + 2 * y, 3), S(x - y, 2)], [x, y]))
    b.system('a + b = 7 and a - b = 3', 'a = 5, b = 2', lambda: solve_system([S(a + b_, 7), S(a - b_, 3)], [a, b_]))
    b.system('x/2 + y/3 = 4 and x - y = 3', 'x = 6, y = 3',
             lambda: solve_system([S(x / 2 + y / 3, 4), S(x - y, 3)], [x, y]))
    b.system('solve 0.5x + 0.25y = 2, x + y = 5', 'x = 3, y = 2',
             lambda: solve_system([S(dec('0.5') * x + dec('0.25') * y, 2), S(x + y, 5)], [x, y]))
    b.system('solve for x and y: 3x - y = 7, 2x + 5y = -1', 'x = 2, y = -1',
             lambda: solve_system([S(3 * x - y, 7), S(2 * x + 5 * y, -1)], [x, y]))
    b.system('x = 3y and x + y = 12', 'x = 9, y = 3', lambda: solve_system([S(x, 3 * y), S(x + y, 12)], [x, y]))
    b.system('x + y + z = 6, x - y + z = 2, 2x + y - z = 1', 'x = 1, y = 2, z = 3',
             lambda: solve_system([S(x + y + z, 6), S(x - y + z, 2), S(2 * x + y - z, 1)], [x, y, z]))
    b.system('Solve:\nx + 2y - z = 3\n2x - y + z = 4\n3x + y + 2z = 9', 'x = 2, y = 1, z = 1',
             lambda: solve_system([S(x + 2 * y - z, 3), S(2 * x - y + z, 4), S(3 * x + y + 2 * z, 9)], [x, y, z]))
    b.system('2a - b + c = 3; a + b + c = 6; a - b + 2c = 5', 'a = 1, b = 2, c = 3',
             lambda: solve_system([S(2 * a - b_ + sp.Symbol('c'), 3), S(a + b_ + sp.Symbol('c'), 6),
                                   S(a - b_ + 2 * sp.Symbol('c'), 5)], [a, b_, sp.Symbol('c')]))
    b.system('solve the system x + y + z = 2, 2x − y + 3z = −1, −x + 2y + z = −3', 'x = 3, y = 1, z = -2',
             lambda: solve_system([S(x + y + z, 2), S(2 * x - y + 3 * z, -1), S(-x + 2 * y + z, -3)], [x, y, z]))


def inequalities(b: Builder) -> None:
    def sol(rel):
        return sp.solveset(rel, x, reals)
    b.ineq('Solve 2x + 3 > 7', 'x > 2', lambda: sol(2 * x + 3 > 7))
    b.ineq('3 - 2x ≤ 9', 'x >= -3', lambda: sol(3 - 2 * x <= 9))
    b.ineq('solve -3x + 1 > 10', 'x < -3', lambda: sol(-3 * x + 1 > 10))
    b.ineq('5(x - 1) >= 3x + 7', 'x >= 6', lambda: sol(5 * (x - 1) >= 3 * x + 7))
    b.ineq('x/2 - 1 < 3', 'x < 8', lambda: sol(x / 2 - 1 < 3))
    b.ineq('solve -4 < 2x + 2 <= 8', '-3 < x <= 3', lambda: sol(2 * x + 2 > -4).intersect(sol(2 * x + 2 <= 8)))
    b.ineq('x^2 - 4x + 3 < 0', '1 < x < 3', lambda: sol(x ** 2 - 4 * x + 3 < 0))
    b.ineq('Solve the inequality x^2 - x - 6 >= 0', 'x <= -2 or x >= 3', lambda: sol(x ** 2 - x - 6 >= 0))
    b.ineq('x² > 9', 'x < -3 or x > 3', lambda: sol(x ** 2 > 9))
    b.ineq(r'solve \(2x^2 + 5x - 3 \le 0\)', '-3 <= x <= 1/2', lambda: sol(2 * x ** 2 + 5 * x - 3 <= 0))
    b.ineq('x^2 + 1 > 0', 'all real numbers', lambda: sol(x ** 2 + 1 > 0))
    b.ineq('for which x is x^2 + 4 < 0?', 'no solution', lambda: sol(x ** 2 + 4 < 0))
    b.ineq('|x - 2| < 5', '-3 < x < 7', lambda: sol(sp.Abs(x - 2) < 5))
    b.ineq('Solve |2x + 1| ≥ 3', 'x <= -2 or x >= 1', lambda: sol(sp.Abs(2 * x + 1) >= 3))
    b.ineq(r'$|x| \le 4$', '-4 <= x <= 4', lambda: sol(sp.Abs(x) <= 4))
    b.ineq('solve (x - 1)/(x + 2) > 0', 'x < -2 or x > 1', lambda: sol((x - 1) / (x + 2) > 0))


SECTIONS = [sequences, counting, probability, statistics_, equations, equations_other, systems, inequalities]
