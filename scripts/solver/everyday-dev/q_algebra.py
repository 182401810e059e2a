"""Development set: sequences, counting, probability, statistics, equations, equations_other, systems and
inequalities."""
from __future__ import annotations

import itertools as it
import statistics as st
from fractions import Fraction as F

import sympy as sp

from common import R, coins, count, dec, deck, dice, frac, n, outcomes_probability, solve_system, x, y, z

k = sp.Symbol('k', integer=True, positive=True)


def common_difference(terms):
    diffs = {sp.nsimplify(v - u) for u, v in zip(terms, terms[1:])}
    assert len(diffs) == 1, terms
    return diffs.pop()


def common_ratio(terms):
    ratios = {sp.nsimplify(sp.Rational(v) / sp.Rational(u)) for u, v in zip(terms, terms[1:])}
    assert len(ratios) == 1, terms
    return ratios.pop()


def fitted(terms):
    """The lowest-degree polynomial in n through (1, t1), (2, t2), ... (the pattern of a difference table)."""
    return sp.expand(sp.interpolate(list(terms), n))


def sequences(b):
    b.value('Find the next term pls: 3, 7, 11, 15, ...', '19', lambda: 15 + common_difference([3, 7, 11, 15]))
    b.value("What's the next number in 2, 6, 18, 54, …", '162', lambda: 54 * common_ratio([2, 6, 18, 54]))
    b.expr('nth term of 5, 8, 11, 14', '3*n + 2', lambda: fitted([5, 8, 11, 14]))
    b.value('common difference of 12, 9, 6, 3', '-3', lambda: common_difference([12, 9, 6, 3]))
    b.value('What is the common ratio of 81, 27, 9, 3?', '1/3', lambda: common_ratio([81, 27, 9, 3]))
    b.value('Find the 20th term of the arithmetic sequence 4, 10, 16, ...', '118',
            lambda: fitted([4, 10, 16]).subs(n, 20))
    b.value('Sum of the first 30 positive integers', '465', lambda: sum(range(1, 31)))
    b.value('Find the sum of the first 8 terms of the geometric series 3 + 6 + 12 + ...', '765',
            lambda: sum(3 * 2 ** j for j in range(8)))
    b.expr(r'Write an explicit formula for $a_n$: 7, 14, 28, 56, ...', '7*2^(n - 1)',
           lambda: 7 * common_ratio([7, 14, 28, 56]) ** (n - 1))
    b.value('a₁ = 5 and aₙ = aₙ₋₁ − 4. Find a₁₀.', '-31',
            lambda: list(it.accumulate(range(9), lambda acc, _: acc - 4, initial=5))[-1])
    b.list('find the next two terms: 1, 4, 9, 16, ...', '25, 36',
           lambda: [fitted([1, 4, 9, 16]).subs(n, 5), fitted([1, 4, 9, 16]).subs(n, 6)])
    b.value(r'$\sum_{k=1}^{10} (2k+1)$', '120', lambda: sp.summation(2 * k + 1, (k, 1, 10)))
    b.value('Sum of the infinite geometric series 12 + 6 + 3 + ...', '24',
            lambda: sp.summation(12 * R(1, 2) ** k, (k, 0, sp.oo)))
    b.value('In an arithmetic sequence a₁ = 2 and a₁₀ = 29. What is the common difference?', '3',
            lambda: sp.solve(2 + 9 * sp.Symbol('d') - 29)[0])
    b.value('Which term of the sequence 5, 9, 13, ... is 101?', '25',
            lambda: sp.solve(fitted([5, 9, 13]) - 101, n)[0])
    b.expr('Find a general term for 1/2, 1/4, 1/8, 1/16, ...', '(1/2)^n',
           lambda: R(1, 2) * common_ratio([R(1, 2), R(1, 4), R(1, 8), R(1, 16)]) ** (n - 1))
    b.value('next term 1, 3, 6, 10, 15', '21', lambda: fitted([1, 3, 6, 10, 15]).subs(n, 6))
    b.value('what is the 100th term of 7, 4, 1, −2, …', '-290', lambda: fitted([7, 4, 1, -2]).subs(n, 100))
    b.value('Evaluate 5 + 10 + 15 + ... + 100', '1050', lambda: sum(range(5, 101, 5)))
    b.value(r'\sum_{n=1}^{5} n^2', '55', lambda: sp.summation(n ** 2, (n, 1, 5)))
    b.value('Find the sum of the first 6 terms of the geometric sequence with first term 1 and ratio −2.',
            '-21', lambda: sum((-2) ** j for j in range(6)))
    b.list('Write the first five terms of aₙ = 3n − 1', '2, 5, 8, 11, 14', lambda: [3 * m - 1 for m in range(1, 6)])
    b.value(r'\(a_n = 2n^2 - 1\). Find \(a_4\).', '31', lambda: (2 * n ** 2 - 1).subs(n, 4))
    b.value('geometric sequence: a₁ = 3, r = ½. whats a₅?', '3/16', lambda: 3 * R(1, 2) ** (5 - 1))
    b.value('pls find the 15th term of 2, 5, 8, 11, …', '44', lambda: fitted([2, 5, 8, 11]).subs(n, 15))
    b.expr('explicit formula for the arithmetic sequence with a_1 = −4 and d = 6', '6*n - 10',
           lambda: -4 + 6 * (n - 1))


def distinct_arrangements(word: str) -> int:
    return len(set(it.permutations(word)))


def counting(b):
    b.value('7C3', '35', lambda: count(it.combinations(range(7), 3)))
    b.value('nPr 7 3', '210', lambda: count(it.permutations(range(7), 3)))
    b.value('How many ways can six people stand in a line?', '720', lambda: count(it.permutations(range(6))))
    b.value('How many different ways can the letters of BANANA be arranged?', '60',
            lambda: distinct_arrangements('BANANA'))
    b.value('number of arrangements of the letters in LETTER', '180', lambda: distinct_arrangements('LETTER'))
    b.value('A committee of 3 is chosen from 10 people. How many different committees are possible?', '120',
            lambda: count(it.combinations(range(10), 3)))
    b.value(r'\binom{8}{5}', '56', lambda: count(it.combinations(range(8), 5)))
    b.value('8!', '40320', lambda: count(it.permutations(range(8))))
    b.value(r'$\frac{10!}{7!\,3!}$', '120', lambda: sp.factorial(10) / (sp.factorial(7) * sp.factorial(3)))
    b.value('A pizza place offers 3 sizes, 2 crusts and 5 toppings. If you pick one size, one crust and '
            'one topping, how many different pizzas can you order?', '30',
            lambda: count(it.product(range(3), range(2), range(5))))
    b.value('How many 4-digit PINs can you make with the digits 0–9 if digits may repeat?', '10000',
            lambda: count(it.product(range(10), repeat=4)))
    b.value('In how many ways can a president, a vice president and a treasurer be chosen from 12 club '
            'members?', '1320', lambda: count(it.permutations(range(12), 3)))
    b.value('If 15 people each shake hands once with everyone else, how many handshakes are there?', '105',
            lambda: count(it.combinations(range(15), 2)))
    b.value('In how many ways can 5 different books be arranged on a shelf if two particular books must be '
            'next to each other?', '48',
            lambda: count(p for p in it.permutations(range(5)) if abs(p.index(0) - p.index(1)) == 1))
    b.value('A committee of 2 boys and 3 girls is to be chosen from 6 boys and 5 girls. How many committees '
            'are possible?', '150',
            lambda: count(it.combinations(range(6), 2)) * count(it.combinations(range(5), 3)))
    b.value('How many 3-digit numbers have all different digits?', '648',
            lambda: count(m for m in range(100, 1000) if len(set(str(m))) == 3))
    b.value('P(9, 2)', '72', lambda: count(it.permutations(range(9), 2)))
    b.value('How many ways can 4 people sit around a round table if rotations count as the same?', '6',
            lambda: len({min(p[j:] + p[:j] for j in range(4)) for p in it.permutations(range(4))}))
    b.value('0!', '1', lambda: count(it.permutations(range(0))))
    b.value('Could you tell me how many ways you can choose 4 cards from a standard 52-card deck?', '270725',
            lambda: count(it.combinations(range(52), 4)))
    b.value('hw question: how many different outfits can I make from 4 shirts, 3 pairs of pants and 2 pairs of shoes', '24',
            lambda: count(it.product(range(4), range(3), range(2))))
    b.value('How many distinct arrangements of the letters in COMMITTEE are there?', '45360',
            lambda: distinct_arrangements('COMMITTEE'))
    b.value('Nine runners are in a race. In how many ways can the gold, silver and bronze medals be '
            'awarded?', '504', lambda: count(it.permutations(range(9), 3)))
    b.value(r'\frac{12!}{10!}', '132', lambda: sp.factorial(12) / sp.factorial(10))
    b.value("How many ways are there to pick 2 toppings out of 9 (order doesn't matter)?", '36',
            lambda: count(it.combinations(range(9), 2)))


def is_prime(m: int) -> bool:
    return m > 1 and all(m % d for d in range(2, m))


def probability(b):
    b.value('A fair die is rolled. What is the probability of getting a number greater than 4?', '1/3',
            lambda: outcomes_probability(dice(1), lambda o: o[0] > 4))
    b.value(r'Two fair dice are rolled. Find $P(\text{sum} = 8)$.', '5/36',
            lambda: outcomes_probability(dice(2), lambda o: sum(o) == 8))
    b.value("If you flip 3 coins, what's the probability of getting exactly 2 heads?", '3/8',
            lambda: outcomes_probability(coins(3), lambda o: o.count('H') == 2))
    b.value('A card is drawn from a standard deck of 52. What is the probability that it is a heart or a '
            'king?', '4/13', lambda: outcomes_probability(deck(), lambda c: c[1] == 'hearts' or c[0] == 'K'))
    b.value('A bag contains 4 red, 5 blue and 3 green marbles. One marble is drawn at random. Find P(blue).',
            '5/12', lambda: outcomes_probability(['r'] * 4 + ['b'] * 5 + ['g'] * 3, lambda m: m == 'b'))
    b.value('A bag has 3 red and 2 white marbles. Two are drawn without replacement. What is the probability '
            'that both are red?', '3/10',
            lambda: outcomes_probability(it.permutations(['r1', 'r2', 'r3', 'w1', 'w2'], 2),
                                         lambda o: all(m[0] == 'r' for m in o)))
    b.value('A spinner has 8 equal sections numbered 1 to 8. What is the probability of landing on a prime '
            'number?', '1/2', lambda: outcomes_probability(range(1, 9), is_prime))
    b.value('Probability of at least one head in 4 coin flips', '15/16',
            lambda: outcomes_probability(coins(4), lambda o: 'H' in o))
    b.value('whats the probability of rolling doubles with two dice', '1/6',
            lambda: outcomes_probability(dice(2), lambda o: o[0] == o[1]))
    b.value('Two cards are drawn from a standard deck without replacement. What is the probability that '
            'both are aces?', '1/221',
            lambda: outcomes_probability(it.combinations(deck(), 2), lambda h: all(c[0] == 'A' for c in h)))
    b.value('P(sum ≥ 9) when rolling two six-sided dice', '5/18',
            lambda: outcomes_probability(dice(2), lambda o: sum(o) >= 9))
    b.value('If P(A) = 0.3, what is P(not A)?', '0.7', lambda: 1 - dec('0.3'))
    b.value('A die is rolled twice. What is the probability that the first roll is even and the second roll '
            'is a 5?', '1/12', lambda: outcomes_probability(dice(2), lambda o: o[0] % 2 == 0 and o[1] == 5))
    b.value('What is the probability of drawing a face card from a standard deck of cards?', '3/13',
            lambda: outcomes_probability(deck(), lambda c: c[0] in 'JQK'))
    b.value('You flip a coin and roll a die. P(heads and an even number) = ?', '1/4',
            lambda: outcomes_probability(it.product('HT', range(1, 7)), lambda o: o[0] == 'H' and o[1] % 2 == 0))
    b.value('A jar has 6 red and 4 yellow candies. Two are drawn with replacement. What is the probability '
            'of getting one of each colour?', '12/25',
            lambda: outcomes_probability(it.product('rrrrrryyyy', repeat=2), lambda o: o[0] != o[1]))
    b.value('An integer from 1 to 30 is chosen at random. What is the probability that it is a multiple of 3 '
            'or 5?', '7/15', lambda: outcomes_probability(range(1, 31), lambda m: m % 3 == 0 or m % 5 == 0))
    b.value("roll two dice, what's the probability that the product is even", '3/4',
            lambda: outcomes_probability(dice(2), lambda o: o[0] * o[1] % 2 == 0))
    b.value('What is the expected value of one roll of a fair six-sided die?', '7/2',
            lambda: R(sum(o[0] for o in dice(1)), 6))
    b.value('Three cards are dealt from a standard deck. What is the probability that all three are hearts?',
            '11/850',
            lambda: outcomes_probability(it.combinations(deck(), 3), lambda h: all(c[1] == 'hearts' for c in h)))
    b.value('A spinner is divided into 4 equal parts: two red, one blue and one green. If it is spun twice, '
            'what is the probability that it lands on red both times?', '1/4',
            lambda: outcomes_probability(it.product(['red', 'red', 'blue', 'green'], repeat=2),
                                         lambda o: o == ('red', 'red')))
    b.value('A family has 3 children. Assuming boys and girls are equally likely, what is the probability '
            'that they have at least one girl?', '7/8',
            lambda: outcomes_probability(it.product('BG', repeat=3), lambda o: 'G' in o))
    b.value('12 of the 30 students in a class play soccer. A student is picked at random. What is the '
            'probability that the student does not play soccer?', '3/5',
            lambda: outcomes_probability(['s'] * 12 + ['n'] * 18, lambda s: s == 'n'))
    b.value('Two dice are rolled. Given that the first die shows 3, what is the probability that the sum is 8?',
            '1/6', lambda: outcomes_probability([o for o in dice(2) if o[0] == 3], lambda o: sum(o) == 8))
    b.value('A coin is tossed 5 times. Find P(exactly 3 heads).', '5/16',
            lambda: outcomes_probability(coins(5), lambda o: o.count('H') == 3))


def statistics(b):
    b.value('Find the mean of 3, 7, 8, 12, 15', '9', lambda: frac(st.mean([F(v) for v in (3, 7, 8, 12, 15)])))
    b.value('median of 7, 3, 9, 1, 5, 11', '6', lambda: frac(st.median([F(v) for v in (7, 3, 9, 1, 5, 11)])))
    b.value('What is the mode of 2, 4, 4, 5, 7, 7, 7, 9?', '7', lambda: st.mode([2, 4, 4, 5, 7, 7, 7, 9]))
    b.value('range of 12, 5, 19, 3, 8', '16', lambda: max(12, 5, 19, 3, 8) - min(12, 5, 19, 3, 8))
    b.value('Find the sample variance of 3, 5, 7, 9.', '20/3', lambda: frac(st.variance([F(v) for v in (3, 5, 7, 9)])))
    b.value('My test scores are 80, 90 and x, and their average is 88. What is x?', '94',
            lambda: sp.solve((80 + 90 + x) / 3 - 88, x)[0])
    b.value('Three quizzes scored 80 and two quizzes scored 95. What is the mean score of all five quizzes?',
            '86', lambda: frac(st.mean([F(80)] * 3 + [F(95)] * 2)))
    b.value('Find the population standard deviation of 10, 12, 14.', '2*sqrt(6)/3',
            lambda: sp.sqrt(frac(st.pvariance([F(10), F(12), F(14)]))))


def roots(equation, var=x, domain=sp.S.Complexes):
    return list(sp.solveset(equation, var, domain))


def equations(b):
    b.value('Solve 4x − 7 = 2x + 9', '8', lambda: roots(sp.Eq(4 * x - 7, 2 * x + 9)))
    b.value('x² + x − 12 = 0', '3, -4', lambda: roots(x ** 2 + x - 12))
    b.value('solve for x: x/3 + 2 = 7', '15', lambda: roots(sp.Eq(x / 3 + 2, 7)))
    b.value('2x^2 = 50', '5, -5', lambda: roots(sp.Eq(2 * x ** 2, 50)))
    b.value('Solve 3(x − 4) = 5x + 2', '-7', lambda: roots(sp.Eq(3 * (x - 4), 5 * x + 2)))
    b.value('solve x² + 4x + 5 = 0', '-2 + i, -2 - i', lambda: roots(x ** 2 + 4 * x + 5))
    b.value(r'\frac{2x+1}{3} = \frac{x-1}{2}', '-5', lambda: roots(sp.Eq((2 * x + 1) / 3, (x - 1) / 2)))
    b.value('Find the roots of 2x^2 - 3x - 2 = 0', '2, -1/2', lambda: roots(2 * x ** 2 - 3 * x - 2))


def real_roots(equation, var=x):
    return roots(equation, var, sp.S.Reals)


def equations_other(b):
    b.value('√(x + 5) = 4', '11', lambda: real_roots(sp.Eq(sp.sqrt(x + 5), 4)))
    b.value('solve |2x − 3| = 7', '5, -2', lambda: real_roots(sp.Eq(sp.Abs(2 * x - 3), 7)))
    b.value('2^x = 32', '5', lambda: real_roots(sp.Eq(2 ** x, 32)))
    b.value(r'Solve $\log_3(x) = 4$', '81', lambda: real_roots(sp.Eq(sp.log(x, 3), 4)))
    b.value('e^x = 10, solve for x', 'log(10)', lambda: real_roots(sp.Eq(sp.exp(x), 10)))
    b.value('Solve sin θ = 1/2 for 0° ≤ θ < 360°', '30, 150',
            lambda: [d for d in range(360) if sp.sin(sp.pi * d / 180) == R(1, 2)])
    b.value('x/(x − 2) = 3', '3', lambda: real_roots(sp.Eq(x / (x - 2), 3)))
    b.value('Solve x^3 − 4x = 0', '0, 2, -2', lambda: real_roots(x ** 3 - 4 * x))
    b.value('√(2x + 3) = x', '3', lambda: real_roots(sp.Eq(sp.sqrt(2 * x + 3), x)))


def systems(b):
    a_, b_, c_, m_, n_ = sp.symbols('a b c m n')
    b.system('x + y = 10, x − y = 4', 'x = 7, y = 3', lambda: solve_system([x + y - 10, x - y - 4], [x, y]))
    b.system('Solve 2x + 3y = 12 and x − y = 1', 'x = 3, y = 2',
             lambda: solve_system([2 * x + 3 * y - 12, x - y - 1], [x, y]))
    b.system('y = 2x + 1, y = −x + 7', 'x = 2, y = 5', lambda: solve_system([y - 2 * x - 1, y + x - 7], [x, y]))
    b.system('Solve the system:\n3a + 2b = 16\na − b = 2', 'a = 4, b = 2',
             lambda: solve_system([3 * a_ + 2 * b_ - 16, a_ - b_ - 2], [a_, b_]))
    b.system('x + y + z = 9\nx − y + z = 3\n2x + y − z = 3', 'x = 2, y = 3, z = 4',
             lambda: solve_system([x + y + z - 9, x - y + z - 3, 2 * x + y - z - 3], [x, y, z]))
    b.system('Adult tickets cost $8 and child tickets cost $5. 20 tickets were sold for $130. Let a be the '
             'number of adult tickets and c the number of child tickets. Find a and c.', 'a = 10, c = 10',
             lambda: solve_system([a_ + c_ - 20, 8 * a_ + 5 * c_ - 130], [a_, c_]))
    b.system(r'$\begin{cases} 5x - 2y = 4 \\ 3x + y = 9 \end{cases}$', 'x = 2, y = 3',
             lambda: solve_system([5 * x - 2 * y - 4, 3 * x + y - 9], [x, y]))
    b.system('Solve by elimination: 4m + 3n = −1, 2m − 5n = 19', 'm = 2, n = -3',
             lambda: solve_system([4 * m_ + 3 * n_ + 1, 2 * m_ - 5 * n_ - 19], [m_, n_]))


def solution_set(relation):
    return sp.solveset(relation, x, sp.S.Reals)


def inequalities(b):
    b.ineq('3x − 5 > 7', 'x > 4', lambda: solution_set(3 * x - 5 > 7))
    b.ineq('Solve −2x + 1 ≤ 9', 'x >= -4', lambda: solution_set(-2 * x + 1 <= 9))
    b.ineq('x² − 9 < 0', '-3 < x < 3', lambda: solution_set(x ** 2 - 9 < 0))
    b.ineq('|x − 4| ≤ 3', '1 <= x <= 7', lambda: solution_set(sp.Abs(x - 4) <= 3))
    b.ineq('x^2 - 2x - 8 >= 0', 'x <= -2 or x >= 4', lambda: solution_set(x ** 2 - 2 * x - 8 >= 0))
    b.ineq('solve 5 ≤ 2x + 1 < 11', '2 <= x < 5',
           lambda: sp.Intersection(solution_set(2 * x + 1 >= 5), solution_set(2 * x + 1 < 11)))
    b.ineq(r'Solve \(|3x + 1| > 5\)', 'x < -2 or x > 4/3', lambda: solution_set(sp.Abs(3 * x + 1) > 5))
    b.ineq('(x − 1)/(x + 2) < 0', '-2 < x < 1', lambda: solution_set((x - 1) / (x + 2) < 0))


SECTIONS = [sequences, counting, probability, statistics, equations, equations_other, systems, inequalities]
