"""Functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify.

`compute` uses SymPy (subs, solve, continuous_domain, function_range, sympy.geometry, Matrix, simplify, factor,
expand); `check` uses Python closures and Fractions, point-slope formulas, integer square roots, disc and
shell integrals, Python `complex` and `cmath`, Gauss-Jordan and cofactor expansion with Fractions, brute force
over candidate answers, and the unsimplified expression.
"""
from __future__ import annotations

import cmath
import math
from decimal import Decimal
from fractions import Fraction

import sympy as sp
from sympy.calculus.util import continuous_domain, function_range

from common import (F, R, a, b as b_sym, parse, parse_values, round_by_integers, round_half_up, set_matches, x,
                    y)

STYLE = {'geometry': 'decimal', 'word_problems': 'decimal'}

Pt = sp.Point


# ---------------------------------------------------------------- functions

def functions(b):
    b.value('f(x) = 3x² − 2x + 1. Find f(−2).',
            lambda: (3 * x ** 2 - 2 * x + 1).subs(x, -2),
            lambda: (lambda v: 3 * v * v - 2 * v + 1)(Fraction(-2)))
    b.expr('if f(x) = 2x + 3 and g(x) = x², find f(g(x))',
           lambda: sp.expand((2 * x + 3).subs(x, x ** 2)),
           lambda: (lambda t: 2 * t + 3)((lambda t: t ** 2)(x)))
    b.value('f(x) = x − 4 and g(x) = x² + 1. What is (g∘f)(1)?',
            lambda: (x ** 2 + 1).subs(x, (x - 4).subs(x, 1)),
            lambda: (lambda t: t * t + 1)((lambda t: t - 4)(1)))
    b.expr(r'Find the inverse of $f(x) = \frac{3x - 2}{5}$.',
           lambda: sp.factor(sp.solve(sp.Eq(x, (3 * y - 2) / 5), y)[0]),
           lambda: (x - R(-2, 5)) / R(3, 5),
           holds=lambda ans: sp.simplify((3 * parse(ans) - 2) / 5 - sp.Symbol('x')) == 0)
    b.ineq('what is the domain of f(x) = 1/(x − 3)',
           lambda: continuous_domain(1 / (x - 3), x, sp.S.Reals),
           lambda: sp.Complement(sp.S.Reals, sp.solveset(x - 3, x, sp.S.Reals)),
           holds=set_matches(lambda v: v != 3, extra=[3]))
    b.ineq('Find the domain of g(x) = √(2x − 8).',
           lambda: continuous_domain(sp.sqrt(2 * x - 8), x, sp.S.Reals),
           lambda: sp.solveset(2 * x - 8 >= 0, x, sp.S.Reals),
           holds=set_matches(lambda v: 2 * v - 8 >= 0))
    b.list('find the vertex of y = x² − 6x + 5',
           lambda: [R(6, 2), (x ** 2 - 6 * x + 5).subs(x, R(6, 2))],
           lambda: (lambda h: [h, h * h - 6 * h + 5])(sp.solve(sp.diff(x ** 2 - 6 * x + 5, x), x)[0]))
    b.value('What are the x-intercepts of f(x) = x^2 - x - 12?',
            lambda: sp.solveset(x ** 2 - x - 12, x, sp.S.Reals),
            lambda: [v for v in range(-20, 21) if v * v - v - 12 == 0])
    b.ineq('What is the range of f(x) = x² + 2?',
           lambda: function_range(x ** 2 + 2, x, sp.S.Reals),
           lambda: sp.Interval(min((x ** 2 + 2).subs(x, c) for c in sp.solve(sp.diff(x ** 2 + 2, x), x)), sp.oo),
           var='y', holds=set_matches(lambda v: v >= 2))
    b.expr('f(x) = x² + 3x. find f(a + 1) and simplify',
           lambda: sp.expand((x ** 2 + 3 * x).subs(x, a + 1)),
           lambda: (a + 1) ** 2 + 3 * (a + 1), form='expanded')
    b.text('Is f(x) = x³ − x even, odd, or neither?',
           lambda: _parity(x ** 3 - x),
           lambda: _parity_by_samples(lambda v: v ** 3 - v))
    b.value('average rate of change of f(x) = x² from x = 1 to x = 4',
            lambda: ((x ** 2).subs(x, 4) - (x ** 2).subs(x, 1)) / (4 - 1),
            lambda: Fraction(16 - 1, 3))


def _parity(f) -> str:
    if sp.simplify(f.subs(x, -x) - f) == 0:
        return 'even'
    if sp.simplify(f.subs(x, -x) + f) == 0:
        return 'odd'
    return 'neither'


def _parity_by_samples(f) -> str:
    pts = [Fraction(j, 7) for j in range(1, 30)]
    if all(f(-p) == f(p) for p in pts):
        return 'even'
    if all(f(-p) == -f(p) for p in pts):
        return 'odd'
    return 'neither'


# ---------------------------------------------------------------- coordinate_geometry

def _line_y(line: sp.Line):
    return sp.solve(line.equation(x, y), y)[0]


def _point_slope(m, p):
    """y - y1 = m (x - x1), with Fractions for the numbers."""
    m, x1, y1 = Fraction(m), Fraction(p[0]), Fraction(p[1])
    return sp.Rational(m.numerator, m.denominator) * x + sp.Rational((y1 - m * x1).numerator,
                                                                   (y1 - m * x1).denominator)


def coordinate_geometry(b):
    b.value('find the slope of the line through (2, 3) and (6, 11)',
            lambda: sp.Line(Pt(2, 3), Pt(6, 11)).slope,
            lambda: Fraction(11 - 3, 6 - 2))
    b.value('how far apart are the points (−1, 4) and (5, −4)?',
            lambda: Pt(-1, 4).distance(Pt(5, -4)),
            lambda: math.isqrt((5 + 1) ** 2 + (-4 - 4) ** 2))
    b.list('What is the midpoint of (3, −7) and (−5, 1)?',
           lambda: list(Pt(3, -7).midpoint(Pt(-5, 1)).args),
           lambda: [Fraction(3 - 5, 2), Fraction(-7 + 1, 2)])
    b.expr('Write the equation of the line through (1, 2) and (3, 8) in slope-intercept form.',
           lambda: _line_y(sp.Line(Pt(1, 2), Pt(3, 8))),
           lambda: _point_slope(Fraction(8 - 2, 3 - 1), (1, 2)))
    b.value('whats the slope of 4x − 2y = 10',
            lambda: sp.Line(4 * x - 2 * y - 10).slope,
            lambda: Fraction(-4, -2))
    b.expr('find the equation of the line perpendicular to y = 2x + 1 that passes through (4, 1). y = ?',
           lambda: _line_y(sp.Line(y - 2 * x - 1).perpendicular_line(Pt(4, 1))),
           lambda: _point_slope(Fraction(-1, 2), (4, 1)))
    b.value('Find the exact distance between (0, 0) and (3, 5).',
            lambda: Pt(0, 0).distance(Pt(3, 5)),
            lambda: sp.sqrt(3 * 3 + 5 * 5))
    b.value("a line has slope 3 and goes through (−2, 5). what's its y-intercept",
            lambda: _line_y(sp.Line(Pt(-2, 5), slope=3)).subs(x, 0),
            lambda: 5 - 3 * (-2))
    b.expr('line parallel to 3x + y = 7 passing through (2, −1), in y = mx + b form',
           lambda: _line_y(sp.Line(3 * x + y - 7).parallel_line(Pt(2, -1))),
           lambda: _point_slope(-3, (2, -1)))
    b.value('Find the x-intercept of 2x + 5y = 20.',
            lambda: sp.Line(2 * x + 5 * y - 20).intersection(sp.Line(Pt(0, 0), Pt(1, 0)))[0].x,
            lambda: Fraction(20, 2))
    b.text('True or false: the lines y = 4x − 1 and y = −x/4 + 6 are perpendicular.',
           lambda: str(sp.Line(y - 4 * x + 1).is_perpendicular(sp.Line(y + x / 4 - 6))),
           lambda: 'True' if Fraction(4) * Fraction(-1, 4) == -1 else 'False')
    b.list('M(2, 5) is the midpoint of segment AB and A = (−1, 3). Find the coordinates of B.',
           lambda: list((2 * Pt(2, 5) - Pt(-1, 3)).args),
           lambda: next([bx, by] for bx in range(-20, 21) for by in range(-20, 21)
                        if Fraction(bx - 1, 2) == 2 and Fraction(by + 3, 2) == 5))


# ---------------------------------------------------------------- geometry

def _disc_volume(radius_of_x, lo, hi):
    """Volume of revolution about the x-axis by the disc method."""
    return sp.integrate(sp.pi * radius_of_x ** 2, (x, lo, hi))


def geometry(b):
    b.value('Find the area of a circle with radius 7 cm. Leave your answer in terms of π.',
            lambda: sp.Circle(Pt(0, 0), 7).area,
            lambda: sp.integrate(2 * sp.pi * x, (x, 0, 7)))
    b.value('circumference of a circle with diameter 10 — round to the nearest tenth',
            lambda: round_half_up(sp.Circle(Pt(0, 0), 5).circumference, 1),
            lambda: round_by_integers(Fraction(str(sp.N(10 * sp.pi, 40))), 1))
    b.value('a right triangle has legs 9 and 12. how long is the hypotenuse',
            lambda: Pt(0, 0).distance(Pt(9, 12)),
            lambda: next(c for c in range(1, 100) if c * c == 9 * 9 + 12 * 12))
    b.value('What is the volume of a cylinder with radius 3 and height 10? Give the exact answer.',
            lambda: sp.pi * 3 ** 2 * 10,
            lambda: _disc_volume(sp.Integer(3), 0, 10))
    b.value('area of a trapezoid with bases 8 and 14 and height 5',
            lambda: sp.Polygon(Pt(0, 0), Pt(14, 0), Pt(10, 5), Pt(2, 5)).area,
            lambda: Fraction(8 + 14, 2) * 5)
    b.value('what do the interior angles of a hexagon add up to (in degrees)?',
            lambda: sp.deg(sum(sp.RegularPolygon(Pt(0, 0), 1, 6).angles.values())),
            lambda: (6 - 2) * 180)
    b.value('Find the volume of a sphere of radius 3 in terms of π.',
            lambda: sp.Rational(4, 3) * sp.pi * 3 ** 3,
            lambda: _disc_volume(sp.sqrt(9 - x ** 2), -3, 3))
    b.value('surface area of a rectangular box that is 4 by 5 by 6',
            lambda: 2 * (4 * 5 + 4 * 6 + 5 * 6),
            lambda: sum(2 * p * q for p, q in [(4, 5), (4, 6), (5, 6)]))
    b.value('The hypotenuse of a right triangle is 13 and one leg is 5. Find the other leg.',
            lambda: sp.sqrt(13 ** 2 - 5 ** 2),
            lambda: next(c for c in range(1, 13) if c * c + 25 == 169))
    b.value('What is the measure of each interior angle of a regular octagon?',
            lambda: sp.deg(sp.RegularPolygon(Pt(0, 0), 1, 8).interior_angle),
            lambda: Fraction((8 - 2) * 180, 8))
    b.value('A cone has radius 4 and height 9. Find its volume to the nearest tenth.',
            lambda: round_half_up(sp.pi * 4 ** 2 * 9 / 3, 1),
            lambda: round_by_integers(Fraction(str(sp.N(_disc_volume(4 * x / 9, 0, 9), 40))), 1))
    b.value('area of an equilateral triangle with side length 6 (exact answer)',
            lambda: sp.Triangle(Pt(0, 0), Pt(6, 0), Pt(3, 3 * sp.sqrt(3))).area,
            lambda: sp.sqrt(3) / 4 * 36)


# ---------------------------------------------------------------- complex_numbers

def _cdiv(p: tuple, q: tuple) -> complex:
    """(p0 + p1 i) / (q0 + q1 i) with Fractions, returned as an exact SymPy number."""
    p0, p1, q0, q1 = (Fraction(v) for v in (*p, *q))
    d = q0 * q0 + q1 * q1
    re_, im_ = (p0 * q0 + p1 * q1) / d, (p1 * q0 - p0 * q1) / d
    return sp.Rational(re_.numerator, re_.denominator) + sp.I * sp.Rational(im_.numerator, im_.denominator)


def complex_numbers(b):
    I = sp.I
    b.value('(3 + 2i) + (5 − 7i)',
            lambda: (3 + 2 * I) + (5 - 7 * I),
            lambda: complex(3, 2) + complex(5, -7))
    b.value('multiply (2 + 3i)(4 − i) and write in a + bi form',
            lambda: sp.expand((2 + 3 * I) * (4 - I)),
            lambda: complex(2, 3) * complex(4, -1))
    b.value('simplify i^{23}',
            lambda: I ** 23,
            lambda: [1, 1j, -1, -1j][23 % 4])
    b.value(r'Divide: $\frac{5 + i}{2 - 3i}$',
            lambda: sp.expand(sp.radsimp((5 + I) / (2 - 3 * I))),
            lambda: _cdiv((5, 1), (2, -3)))
    b.value('Find the modulus |6 − 8i|.',
            lambda: sp.Abs(6 - 8 * I),
            lambda: abs(complex(6, -8)))
    b.value('what is the complex conjugate of −4 + 9i',
            lambda: sp.conjugate(-4 + 9 * I),
            lambda: complex(-4, 9).conjugate())
    b.value('Simplify √(−49).',
            lambda: sp.sqrt(-49),
            lambda: cmath.sqrt(-49))
    b.value('(1 + i)^4 = ?',
            lambda: sp.expand((1 + I) ** 4),
            lambda: complex(1, 1) ** 4)
    b.value('solve z² + 9 = 0 over the complex numbers',
            lambda: sp.solveset(sp.Symbol('z') ** 2 + 9, sp.Symbol('z'), sp.S.Complexes),
            lambda: [cmath.sqrt(-9), -cmath.sqrt(-9)])
    b.value('expand (4 − 3i)²',
            lambda: sp.expand((4 - 3 * I) ** 2),
            lambda: complex(4, -3) * complex(4, -3))
    b.value('Write 2(cos 60° + i sin 60°) in rectangular form.',
            lambda: sp.expand(2 * (sp.cos(sp.rad(60)) + I * sp.sin(sp.rad(60)))),
            lambda: cmath.rect(2, math.pi / 3))
    b.value('what is the argument of 1 + i (in radians)?',
            lambda: sp.arg(1 + I),
            lambda: cmath.phase(complex(1, 1)))


# ---------------------------------------------------------------- matrices

def _frac_matrix(rows):
    return [[Fraction(v) for v in r] for r in rows]


def _gauss_jordan_inverse(rows):
    m = len(rows)
    A = [r + [Fraction(int(i == j)) for j in range(m)] for i, r in enumerate(_frac_matrix(rows))]
    for c in range(m):
        p = next(r for r in range(c, m) if A[r][c] != 0)
        A[c], A[p] = A[p], A[c]
        piv = A[c][c]
        A[c] = [v / piv for v in A[c]]
        for r in range(m):
            if r != c and A[r][c] != 0:
                f = A[r][c]
                A[r] = [v - f * w for v, w in zip(A[r], A[c])]
    return [[sp.Rational(v.numerator, v.denominator) for v in r[m:]] for r in A]


def _cofactor_det(rows):
    rows = _frac_matrix(rows)
    if len(rows) == 1:
        return rows[0][0]
    return sum((-1) ** j * rows[0][j] * _cofactor_det([r[:j] + r[j + 1:] for r in rows[1:]])
               for j in range(len(rows)))


def _loop_product(A, B):
    return [[sum(Fraction(A[i][t]) * B[t][j] for t in range(len(B))) for j in range(len(B[0]))]
            for i in range(len(A))]


def _as_sympy(rows):
    return [[sp.Rational(v.numerator, v.denominator) if isinstance(v, Fraction) else v for v in r] for r in rows]


def matrices(b):
    M = sp.Matrix
    b.value('find the determinant\n|3 5|\n|2 4|',
            lambda: M([[3, 5], [2, 4]]).det(),
            lambda: _cofactor_det([[3, 5], [2, 4]]))
    b.matrix(r'Find the inverse of $\begin{pmatrix} 2 & 5 \\ 1 & 3 \end{pmatrix}$.',
             lambda: M([[2, 5], [1, 3]]).inv(),
             lambda: _gauss_jordan_inverse([[2, 5], [1, 3]]))
    b.matrix('A = [[1, 2], [3, 4]] and B = [[0, 1], [1, 0]]. Compute AB.',
             lambda: M([[1, 2], [3, 4]]) * M([[0, 1], [1, 0]]),
             lambda: _as_sympy(_loop_product([[1, 2], [3, 4]], [[0, 1], [1, 0]])))
    b.value(r'Evaluate $\begin{vmatrix} 2 & 0 & 1 \\ 1 & 3 & 2 \\ 1 & 1 & 4 \end{vmatrix}$',
            lambda: M([[2, 0, 1], [1, 3, 2], [1, 1, 4]]).det(),
            lambda: _cofactor_det([[2, 0, 1], [1, 3, 2], [1, 1, 4]]))
    b.matrix('If A = [[1, −2], [0, 4]] and B = [[3, 1], [−2, 5]], find 3A − 2B.',
             lambda: 3 * M([[1, -2], [0, 4]]) - 2 * M([[3, 1], [-2, 5]]),
             lambda: [[3 * p - 2 * q for p, q in zip(r, s)] for r, s in zip([[1, -2], [0, 4]], [[3, 1], [-2, 5]])])
    b.matrix('transpose of the matrix [[1, 2, 3], [4, 5, 6]]',
             lambda: M([[1, 2, 3], [4, 5, 6]]).T,
             lambda: [list(col) for col in zip(*[[1, 2, 3], [4, 5, 6]])])
    b.matrix('find A⁻¹ if A =\n1 2 3\n0 1 4\n5 6 0',
             lambda: M([[1, 2, 3], [0, 1, 4], [5, 6, 0]]).inv(),
             lambda: _gauss_jordan_inverse([[1, 2, 3], [0, 1, 4], [5, 6, 0]]))
    b.matrix('square the matrix [[1, 2], [3, 4]]',
             lambda: M([[1, 2], [3, 4]]) ** 2,
             lambda: _as_sympy(_loop_product([[1, 2], [3, 4]], [[1, 2], [3, 4]])))
    b.value('For what value of k is the matrix [[k, 4], [2, 6]] singular?',
            lambda: sp.solve(M([[sp.Symbol('k'), 4], [2, 6]]).det(), sp.Symbol('k'))[0],
            lambda: next(Fraction(p, 3) for p in range(-30, 31) if Fraction(p, 3) * 6 - 8 == 0))
    b.matrix(r'Multiply $\begin{bmatrix} 1 & 0 & 2 \\ -1 & 3 & 1 \end{bmatrix}'
             r'\begin{bmatrix} 3 & 1 \\ 2 & 1 \\ 1 & 0 \end{bmatrix}$',
             lambda: M([[1, 0, 2], [-1, 3, 1]]) * M([[3, 1], [2, 1], [1, 0]]),
             lambda: _as_sympy(_loop_product([[1, 0, 2], [-1, 3, 1]], [[3, 1], [2, 1], [1, 0]])))
    b.value('det of [[1, −2, 3], [4, 0, −1], [−2, 5, 2]] = ?',
            lambda: M([[1, -2, 3], [4, 0, -1], [-2, 5, 2]]).det(),
            lambda: _cofactor_det([[1, -2, 3], [4, 0, -1], [-2, 5, 2]]))
    b.matrix('Find the inverse of the matrix\n[ 3  −1 ]\n[ 4  −2 ]',
             lambda: M([[3, -1], [4, -2]]).inv(),
             lambda: _gauss_jordan_inverse([[3, -1], [4, -2]]))


# ---------------------------------------------------------------- word_problems

def word_problems(b):
    v = sp.Symbol('v')
    b.value('A car travels 150 miles in 2.5 hours. What is its average speed in miles per hour?',
            lambda: 150 / sp.Rational('2.5'),
            lambda: Fraction(150) / F('2.5'))
    b.value('a 12 oz box of cereal costs $3.48 and an 18 oz box costs $4.86. what is the price per ounce of the '
            'better buy?',
            lambda: min(sp.Rational('3.48') / 12, sp.Rational('4.86') / 18),
            lambda: min(Fraction(348, 1200), Fraction(486, 1800)))
    b.value('If 3 notebooks cost $7.50, how much do 8 notebooks cost?',
            lambda: sp.solve(sp.Eq(v / 8, sp.Rational('7.50') / 3), v)[0],
            lambda: F('7.50') / 3 * 8)
    b.value('Two trains leave the same station at the same time going in opposite directions, one at 60 mph and '
            'the other at 75 mph. After how many hours will they be 405 miles apart?',
            lambda: sp.solve(sp.Eq(60 * v + 75 * v, 405), v)[0],
            lambda: next(Fraction(j, 4) for j in range(1, 100) if (60 + 75) * Fraction(j, 4) == 405))
    b.value('How many liters of a 20% acid solution must be mixed with 10 liters of a 50% acid solution to get a '
            '30% acid solution?',
            lambda: sp.solve(sp.Eq(R(20, 100) * v + R(50, 100) * 10, R(30, 100) * (v + 10)), v)[0],
            lambda: next(Fraction(j, 2) for j in range(0, 200)
                         if Fraction(20, 100) * Fraction(j, 2) + 5 == Fraction(30, 100) * (Fraction(j, 2) + 10)))
    b.value('Maria is 4 times as old as her son. In 20 years she will be twice as old as him. '
            'How old is her son now?',
            lambda: sp.solve(sp.Eq(4 * v + 20, 2 * (v + 20)), v)[0],
            lambda: next(s for s in range(1, 100) if 4 * s + 20 == 2 * (s + 20)))
    b.value('Tom can paint a fence in 6 hours and Jerry can paint it in 3 hours. '
            'How many hours will it take them working together?',
            lambda: sp.solve(sp.Eq(v / 6 + v / 3, 1), v)[0],
            lambda: 1 / (Fraction(1, 6) + Fraction(1, 3)))
    b.value('On a map, 1 inch = 25 miles. Two towns are 3.4 inches apart on the map. How far apart are they really, '
            'in miles?',
            lambda: sp.solve(sp.Eq(v / sp.Rational('3.4'), 25), v)[0],
            lambda: F('3.4') * 25)
    b.value('You earn $12.50 an hour and work 32 hours this week. After 15% is taken out for taxes, '
            'how much do you take home?',
            lambda: sp.Rational('12.50') * 32 * (1 - R(15, 100)),
            lambda: F('12.50') * 32 - F('12.50') * 32 * Fraction(15, 100))
    b.value("a town's population went from 12,500 to 11,000. what was the percent decrease?",
            lambda: (sp.Integer(12500) - 11000) / 12500 * 100,
            lambda: 100 - Fraction(11000 * 100, 12500))
    b.value('$1000 is invested at 4% interest compounded annually. How much is in the account after 3 years? '
            'Round to the nearest cent.',
            lambda: round_half_up(1000 * (1 + R(4, 100)) ** 3, 2),
            lambda: round_by_integers(_compound_by_years(Fraction(1000), Fraction(4, 100), 3), 2))
    b.value('A plane flies 900 km with the wind in 2 hours and makes the return trip against the wind in 3 hours. '
            'What is the speed of the wind in km/h?',
            lambda: sp.solve([2 * (sp.Symbol('p') + v) - 900, 3 * (sp.Symbol('p') - v) - 900],
                             [sp.Symbol('p'), v])[v],
            lambda: (Fraction(900, 2) - Fraction(900, 3)) / 2)


def _compound_by_years(principal: Fraction, rate: Fraction, years: int) -> Fraction:
    for _ in range(years):
        principal += principal * rate
    return principal


# ---------------------------------------------------------------- simplify

def simplify(b):
    b.expr('simplfy 3x + 5 − 2x + 7',
           lambda: sp.simplify(3 * x + 5 - 2 * x + 7),
           lambda: sp.Add(3 * x, 5, -2 * x, 7, evaluate=False))
    b.expr('expand (x + 3)(x − 5)',
           lambda: sp.expand((x + 3) * (x - 5)),
           lambda: sp.Mul(x + 3, x - 5, evaluate=False), form='expanded')
    b.expr('Factor x² − 49.',
           lambda: sp.factor(x ** 2 - 49),
           lambda: x ** 2 - 49, form='factored')
    b.expr('factor completely: 2x³ − 8x',
           lambda: sp.factor(2 * x ** 3 - 8 * x),
           lambda: 2 * x ** 3 - 8 * x, form='factored')
    b.expr(r'Simplify $\frac{x^2 - 9}{x^2 + 5x + 6}$',
           lambda: sp.cancel((x ** 2 - 9) / (x ** 2 + 5 * x + 6)),
           lambda: (x ** 2 - 9) / (x ** 2 + 5 * x + 6))
    b.expr('expand (2a − b)²',
           lambda: sp.expand((2 * a - b_sym) ** 2),
           lambda: sp.Pow(2 * a - b_sym, 2, evaluate=False), form='expanded')
    b.expr('simplify √72',
           lambda: sp.sqrt(72),
           lambda: sp.sqrt(sp.Integer(8)) * sp.sqrt(sp.Integer(9)))
    b.expr('simplify (3x²y³)(4xy⁻¹)',
           lambda: sp.powsimp(3 * x ** 2 * y ** 3 * 4 * x * y ** -1),
           lambda: sp.Mul(3 * x ** 2 * y ** 3, 4 * x / y, evaluate=False))
    b.expr('factor 6x² + x − 2',
           lambda: sp.factor(6 * x ** 2 + x - 2),
           lambda: 6 * x ** 2 + x - 2, form='factored')
    b.expr('write 1/x + 1/(x + 1) as a single fraction',
           lambda: sp.factor(sp.together(1 / x + 1 / (x + 1))),
           lambda: 1 / x + 1 / (x + 1))
    b.expr(r'Simplify $(x^{-2} y^{3})^{-2}$ and write with positive exponents.',
           lambda: sp.powsimp(sp.expand_power_base((x ** -2 * y ** 3) ** -2, force=True)),
           lambda: 1 / (y ** 3 / x ** 2) ** 2)
    b.expr('Simplify: 2(3x − 4) − 5(x − 2)',
           lambda: sp.expand(2 * (3 * x - 4) - 5 * (x - 2)),
           lambda: sp.Add(sp.Mul(2, 3 * x - 4, evaluate=False), sp.Mul(-5, x - 2, evaluate=False), evaluate=False))


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
