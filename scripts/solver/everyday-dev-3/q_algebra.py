"""Algebra: sequences, counting, probability, statistics, equations, equations_other, systems, inequalities."""
from __future__ import annotations

import itertools
import math
import statistics as st
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.stats import Die, E as Expect, P, variance as Var

from common import (F, R, coins, count, deck, dice, outcomes_probability, roots_satisfy, set_matches, x, y, z, n, t,
                    round_by_integers, round_half_up)

STYLE = {'statistics': 'decimal'}


# ---------------------------------------------------------------- sequences

def terms(first, rule, how_many):
    out = [first]
    while len(out) < how_many:
        out.append(rule(out[-1]))
    return out


def nth_matches(formula_terms):
    """holds: the written n-th term formula reproduces the given terms for n = 1, 2, ..."""
    def test(answer):
        from common import parse
        f = parse(answer)
        return all(sp.simplify(f.subs(sp.Symbol('n'), i + 1) - v) == 0 for i, v in enumerate(formula_terms))
    return test


def sequences(b):
    b.value('next term: 3, 7, 11, 15, ...', lambda: sp.sequence(4 * n - 1, (n, 1, 10))[4], lambda: 15 + (15 - 11))
    b.expr('Find a formula for the nth term of the arithmetic sequence 5, 8, 11, 14, ...',
           lambda: sp.interpolate([5, 8, 11, 14], n), lambda: 5 + (n - 1) * 3, holds=nth_matches([5, 8, 11, 14]))
    b.value('The first term of an arithmetic sequence is 7 and the common difference is −3. What is the 20th term?',
            lambda: (7 + (n - 1) * -3).subs(n, 20), lambda: terms(7, lambda v: v - 3, 20)[-1])
    b.value('Find 1 + 2 + 3 + ... + 50.', lambda: sp.summation(k_, (k_, 1, 50)), lambda: sum(range(1, 51)))
    b.value('Given the geometric series 3 + 6 + 12 + ..., find S₁₀, the sum of its first 10 terms.',
            lambda: sp.summation(3 * 2 ** (k_ - 1), (k_, 1, 10)), lambda: sum(terms(3, lambda v: 2 * v, 10)))
    b.value('What does the infinite series 8 + 4 + 2 + 1 + ... add up to?',
            lambda: sp.summation(8 * R(1, 2) ** k_, (k_, 0, sp.oo)), lambda: Fraction(8) / (1 - Fraction(1, 2)))
    b.value(r'Evaluate $\sum_{k=1}^{20} (2k-1)$', lambda: sp.summation(2 * k_ - 1, (k_, 1, 20)),
            lambda: sum(2 * j - 1 for j in range(1, 21)))
    b.value('Which term of the sequence 4, 9, 14, 19, ... is equal to 249?',
            lambda: sp.solve(4 + (n - 1) * 5 - 249, n)[0], lambda: terms(4, lambda v: v + 5, 60).index(249) + 1)
    b.value('A sequence is defined by a₁ = 2 and aₙ₊₁ = 3aₙ − 1. Find a₅.',
            lambda: sp.rsolve(sp.Function('a')(n + 1) - 3 * sp.Function('a')(n) + 1, sp.Function('a')(n),
                              {sp.Function('a')(1): 2}).subs(n, 5), lambda: terms(2, lambda v: 3 * v - 1, 5)[-1])
    b.value('1, 4, 9, 16, 25, ... whats the next number', lambda: sp.interpolate([1, 4, 9, 16, 25], n).subs(n, 6),
            lambda: 25 + (25 - 16) + 2)
    b.value('In the Fibonacci sequence 1, 1, 2, 3, 5, 8, ..., what is the 12th term?', lambda: sp.fibonacci(12),
            lambda: [a_ for a_, _ in itertools.islice(fib_pairs(), 12)][-1])
    b.value('A geometric sequence has second term 12 and fifth term 96. Find the common ratio.',
            lambda: [r for r in sp.solve(sp.Symbol('r') ** 3 - R(96, 12)) if r.is_real][0],
            lambda: next(r for r in range(-10, 11) if r ** 3 * 12 == 96))
    b.expr('write an explicit formula for the nth term: 2, 6, 18, 54, ...', lambda: 2 * 3 ** (n - 1),
           lambda: sp.Rational(2, 3) * 3 ** n, holds=nth_matches([2, 6, 18, 54]))
    b.value('How many terms are in the sequence 7, 11, 15, ..., 99?', lambda: sp.solve(7 + (n - 1) * 4 - 99, n)[0],
            lambda: len(range(7, 100, 4)))
    b.value('Find the sum 12 + 17 + 22 + ... + 97.', lambda: sp.summation(12 + 5 * (k_ - 1), (k_, 1, (97 - 12) // 5 + 1)),
            lambda: sum(range(12, 98, 5)))
    b.text('Is the sequence 2, 5, 10, 17, ... arithmetic, geometric, or neither?',
           lambda: seq_type([2, 5, 10, 17]), lambda: 'neither' if (5 - 2 != 10 - 5) and (5 * 5 != 2 * 10) else '?')
    b.value('The 3rd term of an arithmetic sequence is 14 and the 9th term is 32. What is the first term?',
            lambda: sp.solve([sp.Symbol('a1') + 2 * sp.Symbol('d') - 14, sp.Symbol('a1') + 8 * sp.Symbol('d') - 32])[sp.Symbol('a1')],
            lambda: 14 - 2 * Fraction(32 - 14, 6))


k_ = sp.Symbol('k', integer=True, positive=True)


def fib_pairs():
    a_, b_ = 1, 1
    while True:
        yield a_, b_
        a_, b_ = b_, a_ + b_


def seq_type(vals):
    diffs = {q - p for p, q in zip(vals, vals[1:])}
    ratios = {sp.Rational(q, p) for p, q in zip(vals, vals[1:])}
    return 'arithmetic' if len(diffs) == 1 else 'geometric' if len(ratios) == 1 else 'neither'


# ---------------------------------------------------------------- counting

def counting(b):
    b.value('7! = ?', lambda: sp.factorial(7), lambda: math.prod(range(1, 8)))
    b.value('How many different ways can the letters of the word BANANA be arranged?',
            lambda: sp.factorial(6) / (sp.factorial(3) * sp.factorial(2)), lambda: len(set(itertools.permutations('BANANA'))))
    b.value(r'Evaluate $\binom{10}{3}$', lambda: sp.binomial(10, 3), lambda: count(itertools.combinations(range(10), 3)))
    b.value('find P(8,3)', lambda: sp.ff(8, 3), lambda: count(itertools.permutations(range(8), 3)))
    b.value('A pizza shop offers 12 toppings. How many different pizzas with exactly 3 different toppings can you order?',
            lambda: sp.binomial(12, 3), lambda: count(itertools.combinations(range(12), 3)))
    b.value('five friends line up for a photo. how many different orders are possible?', lambda: sp.factorial(5),
            lambda: count(itertools.permutations(range(5))))
    b.value('How many 4-digit PIN codes are possible if digits can repeat (0-9 allowed in every position)?',
            lambda: sp.Integer(10) ** 4, lambda: count(itertools.product(range(10), repeat=4)))
    b.value('how many four-digit numbers have no repeated digits? (the first digit cannot be 0)',
            lambda: 9 * sp.ff(9, 3), lambda: sum(1 for m in range(1000, 10000) if len(set(str(m))) == 4))
    b.value('A committee of 3 men and 2 women is to be chosen from 6 men and 5 women. How many different committees are possible?',
            lambda: sp.binomial(6, 3) * sp.binomial(5, 2),
            lambda: count(itertools.combinations(range(6), 3)) * count(itertools.combinations(range(5), 2)))
    b.value('A club has 15 members. In how many ways can a president, a vice-president and a secretary be chosen '
            '(no person holds two offices)?', lambda: sp.ff(15, 3), lambda: count(itertools.permutations(range(15), 3)))
    b.value('Jamal has 4 shirts, 3 pairs of pants and 2 pairs of shoes. How many different outfits of one of each can he make?',
            lambda: sp.Integer(4 * 3 * 2), lambda: count(itertools.product(range(4), range(3), range(2))))
    b.value('How many diagonals does a decagon (10 sides) have?', lambda: sp.binomial(10, 2) - 10,
            lambda: sum(1 for p, q in itertools.combinations(range(10), 2) if (q - p) % 10 not in (1, 9)))
    b.value('how many subsets does a set with 6 elements have (including the empty set)',
            lambda: sp.Integer(2) ** 6, lambda: sum(count(itertools.combinations(range(6), r)) for r in range(7)))
    b.value('In how many different ways can 6 people be seated around a round table? (rotations count as the same)',
            lambda: sp.factorial(5), lambda: len({min(p[i:] + p[:i] for i in range(6)) for p in itertools.permutations(range(6))}))
    b.value('Number of distinct arrangements of the letters in MISSISSIPPI?',
            lambda: sp.factorial(11) / (sp.factorial(4) * sp.factorial(4) * sp.factorial(2)),
            lambda: sp.binomial(11, 4) * sp.binomial(7, 4) * sp.binomial(3, 2))
    b.value('A license plate has 2 letters (A-Z) followed by 3 digits (0-9), repetition allowed. How many plates are possible?',
            lambda: sp.Integer(26) ** 2 * 10 ** 3, lambda: count(itertools.product(range(26), range(26))) * 1000)


# ---------------------------------------------------------------- probability

def probability(b):
    D1, D2 = Die('D1', 6), Die('D2', 6)
    b.value('Two fair six-sided dice are rolled. What is the probability that the sum is 8?',
            lambda: P(sp.Eq(D1 + D2, 8)), lambda: outcomes_probability(dice(2), lambda o: sum(o) == 8))
    b.value('if you flip 3 coins whats the probability of getting exactly 2 heads',
            lambda: sp.binomial(3, 2) * R(1, 2) ** 3, lambda: outcomes_probability(coins(3), lambda o: o.count('H') == 2))
    b.value('I pick one card from a normal 52 card deck. what are the chances its a king? (as a fraction)', lambda: R(4, 52),
            lambda: outcomes_probability(deck(), lambda c: c[0] == 'K'))
    b.value('A bag has 5 red marbles and 3 blue marbles. Two marbles are drawn without replacement. '
            'What is the probability that both are red?', lambda: R(5, 8) * R(4, 7),
            lambda: outcomes_probability(itertools.permutations('RRRRRBBB', 2), lambda o: o == ('R', 'R')))
    b.value('A fair die is rolled 4 times. Find the probability of getting at least one six.', lambda: 1 - R(5, 6) ** 4,
            lambda: outcomes_probability(dice(4), lambda o: 6 in o))
    b.value('Two cards are drawn from a standard deck without replacement. What is the probability that both are aces?',
            lambda: sp.binomial(4, 2) / sp.binomial(52, 2),
            lambda: outcomes_probability(itertools.combinations(deck(), 2), lambda o: o[0][0] == 'A' and o[1][0] == 'A'))
    b.value(r'If A and B are independent events with $P(A) = 0.3$ and $P(B) = 0.5$, find $P(A \cap B)$.',
            lambda: dec('0.3') * dec('0.5'), lambda: F('0.3') * F('0.5'), style='decimal')
    b.value('P(A) = 0.4, P(B) = 0.35 and P(A ∩ B) = 0.1. What is P(A ∪ B)?', lambda: dec('0.4') + dec('0.35') - dec('0.1'),
            lambda: 1 - (1 - F('0.4') - F('0.35') + F('0.1')), style='decimal')
    b.value('A whole number from 1 to 50 (inclusive) is picked at random. What is the probability that it is a multiple of 3 or of 5?',
            lambda: R(50 // 3 + 50 // 5 - 50 // 15, 50), lambda: outcomes_probability(range(1, 51), lambda m: m % 3 == 0 or m % 5 == 0))
    b.value('One card is drawn from a standard deck. What is the probability it is a heart or a face card (J, Q, K)?',
            lambda: R(13 + 12 - 3, 52), lambda: outcomes_probability(deck(), lambda c: c[1] == 'hearts' or c[0] in 'JQK'))
    b.value('You roll one die. Whats the probability of an even number greater than 2?', lambda: P(sp.Contains(D1, sp.FiniteSet(2, 4, 6)) & (D1 > 2)),
            lambda: outcomes_probability(range(1, 7), lambda v: v % 2 == 0 and v > 2))
    b.value('spinner with 8 equal parts numbered 1-8, whats P(landing on a prime)?',
            lambda: R(len(list(sp.primerange(1, 9))), 8), lambda: outcomes_probability(range(1, 9), lambda v: v in (2, 3, 5, 7)))
    b.value('A class has 12 boys and 8 girls. Three students are chosen at random. What is the probability that all three are girls?',
            lambda: sp.binomial(8, 3) / sp.binomial(20, 3),
            lambda: outcomes_probability(itertools.combinations(range(20), 3), lambda o: all(i < 8 for i in o)))
    b.value('Two dice are rolled and the numbers are multiplied. What is the probability the product is even?',
            lambda: 1 - R(3, 6) ** 2, lambda: outcomes_probability(dice(2), lambda o: o[0] * o[1] % 2 == 0))
    b.value('What is the expected value of a single roll of a fair six-sided die?', lambda: Expect(D1),
            lambda: Fraction(sum(range(1, 7)), 6), style='decimal')
    b.value('A coin is tossed 5 times. What is the probability of getting at most one tail?',
            lambda: (sp.binomial(5, 0) + sp.binomial(5, 1)) * R(1, 2) ** 5,
            lambda: outcomes_probability(coins(5), lambda o: o.count('T') <= 1))


def dec(s):
    return sp.Rational(s)


# ---------------------------------------------------------------- statistics

def statistics(b):
    def sd_pop(v): return sp.sqrt(sum((sp.Rational(a_) - sp.Rational(sum(v), len(v))) ** 2 for a_ in v) / len(v))
    b.value('find the mean of 4, 8, 15, 16, 23, 42', lambda: sp.Rational(sum([4, 8, 15, 16, 23, 42]), 6),
            lambda: st.mean(map(Fraction, [4, 8, 15, 16, 23, 42])))
    b.value('What is the median of 7, 3, 9, 1, 5, 11?', lambda: sp.Rational(sorted([7, 3, 9, 1, 5, 11])[2] + sorted([7, 3, 9, 1, 5, 11])[3], 2),
            lambda: st.median([7, 3, 9, 1, 5, 11]))
    b.value('mode of 2, 4, 4, 5, 7, 4, 2', lambda: max(set(v := [2, 4, 4, 5, 7, 4, 2]), key=v.count),
            lambda: st.mode([2, 4, 4, 5, 7, 4, 2]))
    b.value('13, −2, 8, 21, 5 — what is the range of this data?', lambda: max([13, -2, 8, 21, 5]) - min([13, -2, 8, 21, 5]),
            lambda: sorted([13, -2, 8, 21, 5])[-1] - sorted([13, -2, 8, 21, 5])[0])
    b.value('Calculate the population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9.', lambda: sd_pop([2, 4, 4, 4, 5, 5, 7, 9]),
            lambda: math.sqrt(st.pvariance([2, 4, 4, 4, 5, 5, 7, 9])))
    b.value('what is the sample standard deviation of 10, 12, 14', lambda: sp.sqrt(sp.Rational(sum((v - 12) ** 2 for v in [10, 12, 14]), 2)),
            lambda: st.stdev([10, 12, 14]))
    b.value("Maria's first four test scores are 82, 91, 77 and 90. What score does she need on the fifth test to have a mean of exactly 85?",
            lambda: sp.solve((82 + 91 + 77 + 90 + sp.Symbol('s')) / 5 - 85)[0],
            lambda: next(s for s in range(0, 101) if st.mean([82, 91, 77, 90, s]) == 85))
    b.value('A teacher recorded how many books each student read: 1 book - 3 students, 2 books - 5 students, '
            '3 books - 8 students, 4 books - 4 students. Find the mean number of books per student.',
            lambda: sp.Rational(1 * 3 + 2 * 5 + 3 * 8 + 4 * 4, 3 + 5 + 8 + 4),
            lambda: st.mean([Fraction(1)] * 3 + [Fraction(2)] * 5 + [Fraction(3)] * 8 + [Fraction(4)] * 4))
    b.value('The ages of five cousins are 12, 15, 9, 15 and 14. Find the median age.', lambda: sorted([12, 15, 9, 15, 14])[2],
            lambda: st.median([12, 15, 9, 15, 14]))
    b.value('Given the data 1, 2, 3, 4, 5, find the population variance σ².', lambda: Var(Die('X', 5)),
            lambda: st.pvariance([1, 2, 3, 4, 5]))
    b.value('What is the mean of the first ten prime numbers?', lambda: sp.Rational(sum(sp.primerange(2, 30)), 10),
            lambda: st.mean(map(Fraction, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])))
    b.value('Shoe sizes in a class: size 6 - 4 students, size 7 - 7 students, size 8 - 5 students, size 9 - 2 students. '
            'What is the median shoe size?', lambda: sp.Rational(sorted([6] * 4 + [7] * 7 + [8] * 5 + [9] * 2)[8]
                                                                + sorted([6] * 4 + [7] * 7 + [8] * 5 + [9] * 2)[9], 2),
            lambda: st.median([6] * 4 + [7] * 7 + [8] * 5 + [9] * 2))
    b.value('The mean of six numbers is 14. When one of the numbers, 24, is removed, what is the mean of the remaining five?',
            lambda: sp.Rational(6 * 14 - 24, 5), lambda: Fraction(14 * 6 - 24) / 5)
    b.value('Find the interquartile range of 3, 5, 7, 8, 12, 13, 14, 18, 21. (Use the median of each half, leaving out the overall median.)',
            lambda: sp.Rational(sum(sorted(v := [3, 5, 7, 8, 12, 13, 14, 18, 21])[6:8]) - sum(v[1:3]), 2),
            lambda: st.median([13, 14, 18, 21]) - st.median([3, 5, 7, 8]))
    b.value('Data: 5, 7, 3, 7, 8. Find σ, the population standard deviation, to 2 decimal places.',
            lambda: round_half_up(sd_pop([5, 7, 3, 7, 8]), 2),
            lambda: round_by_integers(Fraction(math.isqrt(int(st.pvariance([5, 7, 3, 7, 8]) * 10 ** 30)), 10 ** 15), 2))
    b.value('In a course, homework is worth 20%, tests 50% and the final exam 30%. Priya has 90 on homework, 78 on tests '
            'and 84 on the final. What is her weighted average?',
            lambda: dec('0.2') * 90 + dec('0.5') * 78 + dec('0.3') * 84,
            lambda: Fraction(20 * 90 + 50 * 78 + 30 * 84, 100))


# ---------------------------------------------------------------- equations (linear and quadratic)

def sol(expr, var=x, domain=sp.S.Reals):
    return sp.solveset(expr, var, domain)


def chk(expr, var=x, real=True):
    roots = sp.solve(expr, var)
    return [r for r in roots if (not real) or r.is_real]


def eq_spec(b, problem, expr, var=x, domain=sp.S.Reals, **kw):
    b.value(problem, lambda: sol(expr, var, domain), lambda: chk(expr, var, domain == sp.S.Reals),
            holds=roots_satisfy(expr, var), **kw)


def equations(b):
    eq_spec(b, 'Kim thinks of a number, multiplies it by 3 and adds 7, and gets 22. Solve 3x + 7 = 22 to find her number.', 3 * x + 7 - 22)
    eq_spec(b, 'Five times the quantity x minus two equals three times x plus four. Find x.', 5 * (x - 2) - (3 * x + 4))
    eq_spec(b, r'$\frac{x}{4} + 3 = 10$, what is x?', x / 4 + 3 - 10)
    eq_spec(b, r'Solve $\frac{2}{3}x - \frac{1}{2} = \frac{5}{6}$', R(2, 3) * x - R(1, 2) - R(5, 6))
    eq_spec(b, 'x^2 - 5x + 6 = 0', x ** 2 - 5 * x + 6)
    eq_spec(b, 'Solve 2x² + 3x − 2 = 0.', 2 * x ** 2 + 3 * x - 2)
    eq_spec(b, 'how do i solve x^2 = 49', x ** 2 - 49)
    eq_spec(b, 'Solve x² + 4x + 13 = 0. Give complex roots if there are no real ones.', x ** 2 + 4 * x + 13,
            domain=sp.S.Complexes)
    eq_spec(b, 'Solve x^2 - 6x + 4 = 0 and give exact answers.', x ** 2 - 6 * x + 4)
    eq_spec(b, 'can someone solve 0.5x + 1.2 = 2.7 for x', dec('0.5') * x + dec('1.2') - dec('2.7'))
    eq_spec(b, 'solve for y: 4y - 9 = 2y + 5', 4 * y - 9 - (2 * y + 5), var=y)
    eq_spec(b, 'Find the roots of 3x^2 = 12x', 3 * x ** 2 - 12 * x)
    b.value('The product of two consecutive positive integers is 156. What is the smaller integer?',
            lambda: sol(x * (x + 1) - 156, x, sp.S.Naturals), lambda: next(m for m in range(1, 200) if m * (m + 1) == 156),
            holds=roots_satisfy(x * (x + 1) - 156))
    eq_spec(b, 'Find all complex solutions of x^2 + x + 1 = 0.', x ** 2 + x + 1, domain=sp.S.Complexes)
    eq_spec(b, 'Solve for t: 7 − 2t = 3(t + 4)', 7 - 2 * t - 3 * (t + 4), var=t)
    eq_spec(b, 'What value of x satisfies 4x² − 12x + 9 = 0?', 4 * x ** 2 - 12 * x + 9)
    eq_spec(b, 'use the quadratic formula to solve 3x^2 - 2x - 4 = 0 (exact values)', 3 * x ** 2 - 2 * x - 4)


# ---------------------------------------------------------------- other equations

def deg_roots(expr_deg, lo=0, hi=360):
    """The check for equations in degrees: sympy.solve in radians, then every solution shifted into [lo, hi)."""
    out = set()
    for r in sp.solve(expr_deg, x):
        for j in range(-3, 4):
            v = sp.nsimplify(sp.simplify((r + 2 * sp.pi * j) * 180 / sp.pi))
            if lo <= v < hi:
                out.add(v)
    return sorted(out)


def rad_roots(expr, lo=0, hi=2 * sp.pi, period=2 * sp.pi):
    out = set()
    for r in sp.solve(expr, x):
        if not r.is_real:
            continue
        for j in range(-4, 5):
            v = sp.simplify(r + period * j)
            if lo <= v < hi:
                out.add(v)
    return sorted(out, key=float)


def equations_other(b):
    eq_spec(b, 'solve x^3 - 6x^2 + 11x - 6 = 0', x ** 3 - 6 * x ** 2 + 11 * x - 6)
    eq_spec(b, 'Find all real solutions of x⁴ − 13x² + 36 = 0.', x ** 4 - 13 * x ** 2 + 36)
    b.value(r'Solve $\frac{3}{x} + \frac{1}{2} = 2$', lambda: sol(3 / x + R(1, 2) - 2),
            lambda: [r for r in sp.solve(sp.numer(sp.together(3 / x + R(1, 2) - 2))) if r != 0],
            holds=roots_satisfy(3 / x + R(1, 2) - 2))
    b.value('solve (x + 1)/(x − 2) = 4', lambda: sol((x + 1) / (x - 2) - 4),
            lambda: [r for r in sp.solve(x + 1 - 4 * (x - 2)) if r != 2], holds=roots_satisfy((x + 1) / (x - 2) - 4))
    b.value(r'Solve $\sqrt{x+5} = x - 1$ (check for extraneous roots).', lambda: sol(sp.sqrt(x + 5) - (x - 1)),
            lambda: [r for r in sp.solve(x + 5 - (x - 1) ** 2) if r - 1 >= 0], holds=roots_satisfy(sp.sqrt(x + 5) - (x - 1)))
    b.value('|2x − 3| = 7', lambda: sol(sp.Abs(2 * x - 3) - 7), lambda: sp.solve(2 * x - 3 - 7) + sp.solve(2 * x - 3 + 7),
            holds=roots_satisfy(sp.Abs(2 * x - 3) - 7))
    b.value('solve 2^(x+1) = 32', lambda: sol(2 ** (x + 1) - 32), lambda: next(m for m in range(-10, 10) if 2 ** (m + 1) == 32),
            holds=roots_satisfy(2 ** (x + 1) - 32))
    b.value('Solve 3^x = 20. Round your answer to 3 decimal places.', lambda: round_half_up(list(sol(3 ** x - 20))[0], 3),
            lambda: round_by_integers(Fraction(mpmath.nstr(mpmath.findroot(lambda v: 3 ** v - 20, 2.5), 40)), 3))
    b.value('Solve log₂(x) + log₂(x − 2) = 3.', lambda: sp.solveset(x * (x - 2) - 2 ** 3, x, sp.Interval.open(2, sp.oo)),
            lambda: [mpmath.findroot(lambda v: mpmath.log(v, 2) + mpmath.log(v - 2, 2) - 3, 5)],
            holds=roots_satisfy(sp.log(x, 2) + sp.log(x - 2, 2) - 3))
    b.value('ln x = 2, solve for x (exact)', lambda: sol(sp.log(x) - 2), lambda: [sp.exp(2)], holds=roots_satisfy(sp.log(x) - 2))
    b.value(r'Solve $e^{2x} = 5$ exactly.', lambda: sol(sp.exp(2 * x) - 5), lambda: [r for r in sp.solve(sp.exp(2 * x) - 5) if r.is_real],
            holds=roots_satisfy(sp.exp(2 * x) - 5))
    b.value('Solve sin x = 1/2 for 0 ≤ x < 2π.', lambda: sol(sp.sin(x) - R(1, 2), x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: rad_roots(sp.sin(x) - R(1, 2)), holds=roots_satisfy(sp.sin(x) - R(1, 2)))
    b.value('Solve 2cos(x) + 1 = 0 for 0° ≤ x < 360°. Give the answers in degrees.',
            lambda: [v * 180 / sp.pi for v in sol(2 * sp.cos(x) + 1, x, sp.Interval.Ropen(0, 2 * sp.pi))],
            lambda: deg_roots(2 * sp.cos(x) + 1), holds=roots_satisfy(2 * sp.cos(x * sp.pi / 180) + 1))
    b.value('tan x = 1, find all x in [0, 2π)', lambda: sol(sp.tan(x) - 1, x, sp.Interval.Ropen(0, 2 * sp.pi)),
            lambda: rad_roots(sp.tan(x) - 1, period=sp.pi), holds=roots_satisfy(sp.tan(x) - 1))
    b.value('Solve 2sin²x − sin x − 1 = 0 on the interval [0, 2π).',
            lambda: sp.Union(*[sol(sp.sin(x) - s_, x, sp.Interval.Ropen(0, 2 * sp.pi))
                               for s_ in sp.solve(2 * t ** 2 - t - 1, t)]),
            lambda: rad_roots(sp.sin(x) - 1) + rad_roots(sp.sin(x) + R(1, 2)),
            holds=roots_satisfy(2 * sp.sin(x) ** 2 - sp.sin(x) - 1))
    b.value('Solve x/(x − 1) − 2/(x + 1) = 1', lambda: sol(x / (x - 1) - 2 / (x + 1) - 1),
            lambda: [r for r in sp.solve(x * (x + 1) - 2 * (x - 1) - (x - 1) * (x + 1)) if r not in (1, -1)],
            holds=roots_satisfy(x / (x - 1) - 2 / (x + 1) - 1))
    b.value('Solve 4^x = 8^(x − 1)', lambda: sol(4 ** x - 8 ** (x - 1)), lambda: sp.solve(2 * x - 3 * (x - 1)),
            holds=roots_satisfy(4 ** x - 8 ** (x - 1)))


# ---------------------------------------------------------------- systems

def lin_system(eqs, names):
    syms = sp.symbols(names)
    (solution,) = sp.linsolve(eqs, syms)
    return dict(zip(names, solution))


def cramer(eqs, names):
    """The check: Cramer's rule with Fraction arithmetic on the coefficient matrix."""
    syms = sp.symbols(names)
    rows = [[Fraction(str(sp.expand(e).coeff(s))) for s in syms] for e in eqs]
    rhs = [Fraction(str(-sp.expand(e).subs({s: 0 for s in syms}))) for e in eqs]

    def det(m):
        if len(m) == 1:
            return m[0][0]
        return sum((-1) ** j * m[0][j] * det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))

    d = det(rows)
    out = {}
    for j, name in enumerate(names):
        mj = [r[:j] + [rhs[i]] + r[j + 1:] for i, r in enumerate(rows)]
        out[name] = det(mj) / d
    return out


def sys_spec(b, problem, eqs, names='x y'):
    names = names.split()
    b.system(problem, lambda: lin_system(eqs, names), lambda: cramer(eqs, names))


def systems(b):
    a_, c_, d_, q_, p_, r_ = sp.symbols('a c d q p r')
    bb = sp.Symbol('b')
    sys_spec(b, 'solve the system x + y = 10 and x − y = 4', [x + y - 10, x - y - 4])
    sys_spec(b, 'Solve the system of equations: 2x + 3y = 12, 4x − y = 10.', [2 * x + 3 * y - 12, 4 * x - y - 10])
    sys_spec(b, 'y = 3x − 5\ny = −x + 7\nfind x and y', [y - 3 * x + 5, y + x - 7])
    sys_spec(b, 'Solve: x + y + z = 6, 2x − y + z = 3, x + 2y − z = 2', [x + y + z - 6, 2 * x - y + z - 3, x + 2 * y - z - 2], 'x y z')
    sys_spec(b, 'solve simultaneously 5a + 2b = 1 and 3a - 4b = 24', [5 * a_ + 2 * bb - 1, 3 * a_ - 4 * bb - 24], 'a b')
    sys_spec(b, 'The sum of two numbers is 42 and their difference is 8. If x is the larger number and y the smaller, find x and y.',
             [x + y - 42, x - y - 8])
    sys_spec(b, 'A theater sold 200 tickets. Adult tickets cost $12 and child tickets cost $7, and the total was $2025. '
                'Let a be the number of adult tickets and c the number of child tickets. Find a and c.',
             [a_ + c_ - 200, 12 * a_ + 7 * c_ - 2025], 'a c')
    sys_spec(b, 'x = 2y + 1 and 3x − 5y = 6. Solve for x and y.', [x - 2 * y - 1, 3 * x - 5 * y - 6])
    sys_spec(b, r'Solve $\begin{cases} 0.5x + 0.25y = 4 \\ x - y = 2 \end{cases}$',
             [dec('0.5') * x + dec('0.25') * y - 4, x - y - 2])
    sys_spec(b, 'Solve the linear system\n3x + 2y − z = 1\n2x − 2y + 4z = −2\n−x + y/2 − z = 0',
             [3 * x + 2 * y - z - 1, 2 * x - 2 * y + 4 * z + 2, -x + y / 2 - z], 'x y z')
    sys_spec(b, '2x = y + 5 and x + y = 7', [2 * x - y - 5, x + y - 7])
    sys_spec(b, 'Given x/2 + y/3 = 4 and x − y = 3, find the values of x and y.', [x / 2 + y / 3 - 4, x - y - 3])
    sys_spec(b, 'p + q + r = 16, p − q = 2, q − r = 1. find p, q and r', [p_ + q_ + r_ - 16, p_ - q_ - 2, q_ - r_ - 1], 'p q r')
    sys_spec(b, 'Find x and y if 4x − 3y = −1 and −2x + 5y = 11.', [4 * x - 3 * y + 1, -2 * x + 5 * y - 11])
    sys_spec(b, 'Jo has 30 coins, all dimes and quarters, worth $5.10 in total. Let d be the number of dimes and q the '
                'number of quarters. How many of each does she have?', [d_ + q_ - 30, 10 * d_ + 25 * q_ - 510], 'd q')
    sys_spec(b, 'Solve using elimination: 2x + y − z = 5, x − y + 2z = −1, 3x + 2y + z = 10',
             [2 * x + y - z - 5, x - y + 2 * z + 1, 3 * x + 2 * y + z - 10], 'x y z')


# ---------------------------------------------------------------- inequalities

def ineq_spec(b, problem, rel, truth, var=x, **kw):
    b.ineq(problem, lambda: sp.solveset(rel, var, sp.S.Reals),
           lambda: sp.reduce_inequalities(rel, var).as_set().intersect(sp.S.Reals), holds=set_matches(truth, **kw), var=str(var))


def inequalities(b):
    ineq_spec(b, 'Three times a number x, minus 4, is greater than 11. Solve for x and give the answer as an inequality.', 3 * x - 4 > 11, lambda v: 3 * v - 4 > 11)
    ineq_spec(b, 'solve −2x + 5 ≤ 13', -2 * x + 5 <= 13, lambda v: -2 * v + 5 <= 13)
    ineq_spec(b, 'Solve the inequality x^2 − x − 6 < 0.', x ** 2 - x - 6 < 0, lambda v: v * v - v - 6 < 0)
    ineq_spec(b, 'x² ≥ 9, solve for x', x ** 2 >= 9, lambda v: v * v >= 9)
    ineq_spec(b, '|x − 2| < 5', sp.Abs(x - 2) < 5, lambda v: abs(v - 2) < 5)
    ineq_spec(b, 'Solve |2x + 1| ≥ 3.', sp.Abs(2 * x + 1) >= 3, lambda v: abs(2 * v + 1) >= 3)
    b.ineq('Solve the compound inequality −1 ≤ 2x + 3 < 9.',
           lambda: sp.Intersection(sp.solveset(2 * x + 3 >= -1, x, sp.S.Reals), sp.solveset(2 * x + 3 < 9, x, sp.S.Reals)),
           lambda: sp.reduce_inequalities([2 * x + 3 >= -1, 2 * x + 3 < 9], x).as_set(),
           holds=set_matches(lambda v: -1 <= 2 * v + 3 < 9))
    ineq_spec(b, r'Solve $\frac{x-1}{x+3} \ge 0$', (x - 1) / (x + 3) >= 0, lambda v: (v - 1) / (v + 3) >= 0)
    ineq_spec(b, 'solve 5 - x/2 > 1', 5 - x / 2 > 1, lambda v: 5 - v / 2 > 1)
    ineq_spec(b, 'For which real x is x^2 + 1 > 0?', x ** 2 + 1 > 0, lambda v: v * v + 1 > 0)
    ineq_spec(b, 'Solve x² + 4 < 0 over the real numbers.', x ** 2 + 4 < 0, lambda v: v * v + 4 < 0)
    ineq_spec(b, 'Solve x^3 − 4x > 0', x ** 3 - 4 * x > 0, lambda v: v ** 3 - 4 * v > 0)
    ineq_spec(b, 'A phone plan costs $25 a month plus $0.10 per text. Dana wants to spend at most $40 a month. '
                 'Write and solve an inequality for the number of texts t.', 25 + dec('0.1') * t <= 40,
              lambda v: 25 + Fraction(1, 10) * v <= 40, var=t, lo=100, hi=200)
    ineq_spec(b, 'Solve 1/x < 2', 1 / x < 2, lambda v: 1 / v < 2)
    ineq_spec(b, 'solve 2^x > 8', 2 ** x > 8, lambda v: 2 ** float(v) > 8)
    ineq_spec(b, 'Solve −3(x − 2) < 2x + 1 and write the answer as an inequality.', -3 * (x - 2) < 2 * x + 1,
              lambda v: -3 * (v - 2) < 2 * v + 1)


SECTIONS = [sequences, counting, probability, statistics, equations, equations_other, systems, inequalities]
