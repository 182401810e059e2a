"""Held-out: sequences, counting, probability, statistics, equations, other equations, systems and
inequalities."""
import itertools as it
import statistics as st
from fractions import Fraction

import sympy as sp

from common import R, Builder, a, b as b_, dec, frac, n, outcomes_probability, solve_system, x, y, z

DIE = range(1, 7)
RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
DECK = [(rank, suit) for rank in RANKS for suit in 'SHDC']


def real_solutions(equation, symbol=x, domain=sp.S.Reals):
    """Real solutions of `equation` (an Eq) that satisfy it when substituted back."""
    found = sp.solveset(equation, symbol, domain)
    assert isinstance(found, sp.FiniteSet), found
    return [s for s in found if sp.simplify(equation.lhs.subs(symbol, s) - equation.rhs.subs(symbol, s)) == 0]


def recurrence(first, step, index):
    """Term `index` (1-based) of the sequence with a_1 = first and a_(k+1) = step(a_k)."""
    term = first
    for _ in range(index - 1):
        term = step(term)
    return term


def sequences(b: Builder) -> None:
    b.value('what is the next number: 6, 13, 20, 27, ...', '34', lambda: 27 + (27 - 20))
    b.value('find the next term in 4, 12, 36, 108', '324', lambda: 108 * (108 // 36))
    b.value('Find the 20th term of the arithmetic sequence 5, 8, 11, 14, ...', '62', lambda: 5 + (20 - 1) * 3)
    b.expr('nth term of 7, 12, 17, 22, ...', '5*n + 2', lambda: 7 + (n - 1) * 5)
    b.expr('can you find a formula for the nth term of 5, 15, 45, 135, ...', '5*3^(n - 1)',
           lambda: sp.rsolve(sp.Function('u')(n + 1) - 3 * sp.Function('u')(n), sp.Function('u')(n),
                             {sp.Function('u')(1): 5}))
    b.value('Find the sum of the arithmetic series 4 + 9 + 14 + ... + 99', '1030', lambda: sum(range(4, 100, 5)))
    b.value('sum of the infinite geometric series 12 + 6 + 3 + 1.5 + ...', '24',
            lambda: sp.summation(12 * R(1, 2) ** n, (n, 0, sp.oo)))
    b.value(r'$a_1 = 2$, $a_{n+1} = 3a_n - 1$. find $a_5$', '122',
            lambda: recurrence(2, lambda v: 3 * v - 1, 5))
    b.value('geometric sequence with first term 5 and common ratio −2: what is the 8th term?', '-640',
            lambda: 5 * (-2) ** 7)
    b.value('Sum of the first 10 terms of 1, 3, 9, 27, ...', '29524', lambda: sum(3 ** k for k in range(10)))
    b.value(r'evaluate \(\sum_{k=1}^{6} k^2\)', '91', lambda: sp.summation(n ** 2, (n, 1, 6)))


def counting(b: Builder) -> None:
    b.value('7 choose 3', '35', lambda: len(list(it.combinations(range(7), 3))))
    b.value('how many ways can 7 kids line up in a row for a photo', '5040',
            lambda: len(list(it.permutations(range(7)))))
    b.value('In how many ways can a president, vice president, and secretary be chosen from a club of '
            '10 members?', '720', lambda: len(list(it.permutations(range(10), 3))))
    b.value('How many different 4-person committees can be formed from 12 people?', '495',
            lambda: len(list(it.combinations(range(12), 4))))
    b.value('evaluate P(8, 3)', '336', lambda: sp.ff(8, 3))
    b.value('how many distinct arrangements are there of the letters in LEVEL?', '30',
            lambda: len(set(it.permutations('LEVEL'))))
    b.value('A diner offers 4 appetizers, 6 entrées and 3 desserts. How many three-course meals with one '
            'of each are possible?', '72', lambda: len(list(it.product(range(4), range(6), range(3)))))
    b.value('how many 3-digit numbers can be made from the digits 1-9 if no digit repeats?', '504',
            lambda: len(list(it.permutations(range(1, 10), 3))))
    b.value('How many license plates of 2 letters followed by 3 digits are possible if repetition is '
            'allowed?', '676000', lambda: 26 ** 2 * 10 ** 3)
    b.value('15 people each shake hands once with everyone else. How many handshakes is that?', '105',
            lambda: len(list(it.combinations(range(15), 2))))


def probability(b: Builder) -> None:
    two_dice = list(it.product(DIE, DIE))
    b.value('Two dice are rolled. What is the probability that the sum is 9?', '1/9',
            lambda: outcomes_probability(two_dice, lambda o: sum(o) == 9))
    b.value('you flip 5 coins, whats the probability of getting exactly 3 heads', '5/16',
            lambda: outcomes_probability(it.product('HT', repeat=5), lambda o: o.count('H') == 3))
    b.value("I pull one card from a shuffled 52-card deck. What are the chances it's a face card or a "
            'spade?', '11/26', lambda: outcomes_probability(DECK, lambda c: c[0] in 'JQK' or c[1] == 'S'))
    b.value("A jar has 6 yellow, 4 purple and 5 orange candies. I grab one without looking, what's P(not purple)?",
            '11/15', lambda: outcomes_probability('Y' * 6 + 'P' * 4 + 'O' * 5, lambda m: m != 'P'))
    b.value('Two marbles are drawn without replacement from a bag with 4 red and 6 white marbles. Find the '
            'probability that both are red.', '2/15',
            lambda: outcomes_probability(it.permutations('R' * 4 + 'W' * 6, 2), lambda o: o == ('R', 'R')))
    b.value('probability of rolling at least one 1 in three rolls of a die', '91/216',
            lambda: outcomes_probability(it.product(DIE, repeat=3), lambda o: 1 in o))
    b.value('Flip a coin 4 times. P(at least one tail)?', '15/16',
            lambda: outcomes_probability(it.product('HT', repeat=4), lambda o: 'T' in o))
    b.value('two cards are drawn without replacement from a standard deck. probability both are aces?',
            '1/221', lambda: outcomes_probability(it.permutations(DECK, 2), lambda o: all(c[0] == 'A' for c in o)))
    b.value('A spinner has 8 equal sections numbered 1 to 8. What is the probability of spinning a prime '
            'number?', '1/2', lambda: outcomes_probability(range(1, 9), sp.isprime))
    b.value("Roll two dice. What's the probability that the product is even?", '3/4',
            lambda: outcomes_probability(two_dice, lambda o: (o[0] * o[1]) % 2 == 0))
    b.value('If P(A) = 0.3 and P(B) = 0.5 and A and B are independent, find P(A and B).', '0.15',
            lambda: dec('0.3') * dec('0.5'))


def statistics(b: Builder) -> None:
    b.value('find the mean of 12, 15, 9, 20, 14', '14', lambda: st.mean([12, 15, 9, 20, 14]))
    b.value('median of 8, 3, 11, 5, 7, 10', '7.5', lambda: Fraction(st.median([8, 3, 11, 5, 7, 10])))
    b.value("what's the mode of 4, 7, 2, 7, 9, 4, 7, 1", '7', lambda: st.mode([4, 7, 2, 7, 9, 4, 7, 1]))
    b.value('range of the data set 23, 41, 17, 36, 29', '24', lambda: max(d := [23, 41, 17, 36, 29]) - min(d))
    b.value('Find the population standard deviation of 1, 3, 5, 7, 9', '2*sqrt(2)',
            lambda: sp.sqrt(st.pvariance([1, 3, 5, 7, 9])))
    b.value('sample variance of 3, 5, 7, 9', '20/3', lambda: st.variance([Fraction(v) for v in (3, 5, 7, 9)]))
    b.value('My test scores are 82, 90, and 77. What do I need on the fourth test to average 85?', '91',
            lambda: sp.solve((82 + 90 + 77 + sp.Symbol('s')) / 4 - 85)[0])
    b.value('the mean of five numbers is 18. four of them are 12, 20, 15 and 25. what is the fifth one?', '18',
            lambda: 5 * 18 - (12 + 20 + 15 + 25))
    b.value('sample standard deviation of 4, 8, 9, 11', 'sqrt(78)/3',
            lambda: sp.sqrt(frac(st.variance([Fraction(v) for v in (4, 8, 9, 11)]))))
    b.value('Homework counts 20% and scored 95, tests count 50% and scored 80, the final counts 30% and '
            'scored 70. What is the overall grade?', '80',
            lambda: R(20, 100) * 95 + R(50, 100) * 80 + R(30, 100) * 70)
    b.list('find the mean, median and mode of 3, 4, 4, 6, 8', '5, 4, 4',
           lambda: [st.mean(d := [3, 4, 4, 6, 8]), st.median(d), st.mode(d)])


def equations(b: Builder) -> None:
    b.value('solve 4(x + 3) = 2x − 6', '-9', lambda: sp.solve(sp.Eq(4 * (x + 3), 2 * x - 6), x))
    b.value(r'solve $\frac{x}{4} - 3 = 5$', '32', lambda: sp.solve(sp.Eq(x / 4 - 3, 5), x))
    b.value('x² − 5x − 14 = 0', '7, -2', lambda: sp.solve(x ** 2 - 5 * x - 14, x))
    b.value('solve 4x^2 - 4x - 3 = 0 please', '3/2, -1/2', lambda: sp.solve(4 * x ** 2 - 4 * x - 3, x))
    b.value('Solve x^2 = 50', '5*sqrt(2), -5*sqrt(2)', lambda: sp.solve(x ** 2 - 50, x))
    b.value('solve x² + 4x + 13 = 0', '-2 + 3*i, -2 - 3*i', lambda: sp.solve(x ** 2 + 4 * x + 13, x))
    b.value('find the roots of 3x² − 7x + 1 = 0', '(7 + sqrt(37))/6, (7 - sqrt(37))/6',
            lambda: sp.solve(3 * x ** 2 - 7 * x + 1, x))
    b.value('solve 0.4x + 1.2 = 3.6', '6', lambda: sp.solve(dec('0.4') * x + dec('1.2') - dec('3.6'), x))
    b.value('Solve for y: 3(y − 2) − (y + 4) = 10', '10', lambda: sp.solve(3 * (y - 2) - (y + 4) - 10, y))
    b.value('x^2 + 10x + 25 = 0', '-5', lambda: sp.solve(x ** 2 + 10 * x + 25, x))
    b.value('can you solve (2x − 1)/5 = (x + 4)/3', '23', lambda: sp.solve((2 * x - 1) / 5 - (x + 4) / 3, x))


def equations_other(b: Builder) -> None:
    b.value('solve √(x + 7) = x − 5', '9', lambda: real_solutions(sp.Eq(sp.sqrt(x + 7), x - 5)))
    b.value('solve |3x + 2| = 11', '3, -13/3', lambda: real_solutions(sp.Eq(sp.Abs(3 * x + 2), 11)))
    b.value('solve log₂(x) + log₂(x − 2) = 3', '4',
            lambda: [s for s in sp.solve(x * (x - 2) - 8, x) if s > 2])
    b.value('solve 5^x = 12', 'log(12)/log(5)', lambda: real_solutions(sp.Eq(5 ** x, 12)))
    b.value('solve e^(2x) = 7', 'log(7)/2', lambda: real_solutions(sp.Eq(sp.exp(2 * x), 7)))
    b.value('solve 2cos(x) + 1 = 0 on [0, 2π)', '2*pi/3, 4*pi/3',
            lambda: sp.solveset(2 * sp.cos(x) + 1, x, sp.Interval.Ropen(0, 2 * sp.pi)))
    b.value('solve tan θ = 1 for 0° ≤ θ < 360°', '45, 225',
            lambda: [s * 180 / sp.pi for s in sp.solveset(sp.tan(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi))])
    b.value('solve x³ − 6x² + 11x − 6 = 0', '1, 2, 3', lambda: sp.solve(x ** 3 - 6 * x ** 2 + 11 * x - 6, x))
    b.value(r'solve $\frac{3}{x-2} = \frac{5}{x+2}$', '8', lambda: real_solutions(sp.Eq(3 / (x - 2), 5 / (x + 2))))
    b.value('solve log base 10 of (x - 1) = 2', '101',
            lambda: real_solutions(sp.Eq(sp.log(x - 1, 10), 2)))
    b.value('solve 1/x + 1/(x + 1) = 5/6', '2, -3/5',
            lambda: real_solutions(sp.Eq(1 / x + 1 / (x + 1), R(5, 6))))


def systems(b: Builder) -> None:
    k, m, p = sp.symbols('k m p')
    b.system('Solve the system: 3x + 2y = 16 and x − y = 2', 'x = 4, y = 2',
             lambda: solve_system([3 * x + 2 * y - 16, x - y - 2], [x, y]))
    b.system('Solve:\n2a + b = 7\na - b = 2', 'a = 3, b = 1',
             lambda: solve_system([2 * a + b_ - 7, a - b_ - 2], [a, b_]))
    b.system(r'solve $\begin{cases} 4x - 3y = 1 \\ 2x + y = 13 \end{cases}$', 'x = 4, y = 5',
             lambda: solve_system([4 * x - 3 * y - 1, 2 * x + y - 13], [x, y]))
    b.system('find x and y if y = 2x + 1 and y = -x + 10', 'x = 3, y = 7',
             lambda: solve_system([y - 2 * x - 1, y + x - 10], [x, y]))
    b.system('solve 0.5x + 0.25y = 4, x + y = 11', 'x = 5, y = 6',
             lambda: solve_system([R(1, 2) * x + R(1, 4) * y - 4, x + y - 11], [x, y]))
    b.system('x + y + z = 6\n2x − y + z = 3\nx + 2y − z = 2', 'x = 1, y = 2, z = 3',
             lambda: solve_system([x + y + z - 6, 2 * x - y + z - 3, x + 2 * y - z - 2], [x, y, z]))
    b.system('Kids tickets cost $4 and adult tickets cost $11. 50 tickets were sold for $340. How many of '
             'each were sold? Use k for kids and p for adults.', 'k = 30, p = 20',
             lambda: solve_system([k + p - 50, 4 * k + 11 * p - 340], [k, p]))
    b.system('Solve by substitution: y = x − 4, 3x + 2y = 12', 'x = 4, y = 0',
             lambda: solve_system([y - x + 4, 3 * x + 2 * y - 12], [x, y]))
    b.system('solve the simultaneous equations 5m + 2n = 1 and 3m − 4n = 24', 'm = 2, n = -9/2',
             lambda: solve_system([5 * m + 2 * n - 1, 3 * m - 4 * n - 24], [m, n]))
    b.system('x/2 + y/3 = 5 and x − y = 0, find x and y', 'x = 6, y = 6',
             lambda: solve_system([x / 2 + y / 3 - 5, x - y], [x, y]))


def inequalities(b: Builder) -> None:
    def solve(rel):
        return sp.solveset(rel, x, sp.S.Reals)

    b.ineq('solve 3x − 4 < 11', 'x < 5', lambda: solve(3 * x - 4 < 11))
    b.ineq('solve −2x + 5 ≥ 13', 'x <= -4', lambda: solve(-2 * x + 5 >= 13))
    b.ineq('Solve 4 ≤ 2x + 6 < 14', '-1 <= x < 4',
           lambda: sp.Intersection(solve(2 * x + 6 >= 4), solve(2 * x + 6 < 14)))
    b.ineq('x² − 4x − 5 ≤ 0', '-1 <= x <= 5', lambda: solve(x ** 2 - 4 * x - 5 <= 0))
    b.ineq('solve x^2 + 2x > 8', 'x < -4 or x > 2', lambda: solve(x ** 2 + 2 * x > 8))
    b.ineq('|x + 2| < 6', '-8 < x < 4', lambda: solve(sp.Abs(x + 2) < 6))
    b.ineq('solve |3x − 6| ≥ 12', 'x <= -2 or x >= 6', lambda: solve(sp.Abs(3 * x - 6) >= 12))
    b.ineq(r'solve \(\frac{x + 1}{x - 3} \le 0\)', '-1 <= x < 3', lambda: solve((x + 1) / (x - 3) <= 0))
    b.ineq('solve x² + 1 < 0', 'no solution', lambda: solve(x ** 2 + 1 < 0))
    b.ineq('solve (x − 1)² ≥ 0', 'all real numbers', lambda: solve((x - 1) ** 2 >= 0))
    b.ineq('solve x³ − 9x > 0', '-3 < x < 0 or x > 3', lambda: solve(x ** 3 - 9 * x > 0))


SECTIONS = [sequences, counting, probability, statistics, equations, equations_other, systems, inequalities]
