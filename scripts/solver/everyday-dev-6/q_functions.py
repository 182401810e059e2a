"""Functions and geometry: functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems,
simplify.

Voices, mixed in every category: (a) pasted from online homework systems and quiz apps, (b) recognised from a
photo of a printed worksheet (OCR), (c) terse requests, (d) teachers, tutors and parents, and real-life stories.
"""
from __future__ import annotations

import cmath
import math
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range
from sympy.geometry import Circle, Line, Point, Polygon, Triangle

from common import (Builder, R, parse, round_by_integers, round_half_up, set_matches, same_expr, x, y, a,
                    b as b_sym)

STYLE = {'word_problems': 'decimal'}
h = sp.Symbol('h')


def mp_fraction(value) -> Fraction:
    return Fraction(mpmath.nstr(value, 50, min_fixed=-100, max_fixed=100))


def inverse_of(expr):
    w = sp.Symbol('w')
    (sol,) = sp.solve(sp.Eq(x, expr.subs(x, w)), w)
    return sol


def composes_to_identity(f):
    """holds: f(answer(x)) == x at sample points."""
    def test(ans: str) -> bool:
        g = parse(ans)
        return same_expr(f.subs(x, g), x)
    return test


# ---------------------------------------------------------------- functions

def functions(b: Builder) -> None:
    b.value('Given f(x) = 2x² − 3x + 1, find f(−2).\n(Simplify your answer.)',
            lambda: (2 * x ** 2 - 3 * x + 1).subs(x, -2),
            lambda: (2 * (-2) - 3) * (-2) + 1)  # Horner: (2x - 3)x + 1
    b.expr('Find (f ∘ g)(x) if f(x) = x² + 1 and g(x) = 3x − 2.\n(Simplify your answer.)',
           lambda: sp.expand((x ** 2 + 1).subs(x, 3 * x - 2)),
           lambda: (3 * x - 2) * (3 * x - 2) + 1)
    b.expr('Find the inverse of f(x) = (2x + 1)/(x − 3).\nf⁻¹(x) = ____ (Type an expression in x.)',
           lambda: inverse_of((2 * x + 1) / (x - 3)),
           lambda: (-3 * x - 1) / (-x + 2),  # (ax + b)/(cx + d) has inverse (dx - b)/(-cx + a)
           holds=composes_to_identity((2 * x + 1) / (x - 3)))
    b.value('5.\nIf f(x) = 3x - 4 and g(x) = x2 + 2, find\ng(f(2))',
            lambda: (x ** 2 + 2).subs(x, (3 * x - 4).subs(x, 2)),
            lambda: (lambda v: v * v + 2)((lambda v: 3 * v - 4)(2)))
    b.ineq('9)  Find the domain of f(x) = √(x - 5)\n(write it as an inequality)',
           lambda: continuous_domain(sp.sqrt(x - 5), x, sp.S.Reals),
           lambda: sp.solveset(x - 5 >= 0, x, sp.S.Reals),
           holds=set_matches(lambda v: v - 5 >= 0, 0, 10))
    b.ineq('Q 12\nFind the range of  y = x2 - 6x + 11',
           lambda: function_range(x ** 2 - 6 * x + 11, x, sp.S.Reals),
           lambda: sp.Interval(11 - Fraction(6 * 6, 4), sp.oo),  # c - b^2/(4a) at the vertex
           var='y')
    b.text('f(x)=x^3-2x even, odd or neither?',
           lambda: 'even' if sp.simplify((x ** 3 - 2 * x).subs(x, -x) - (x ** 3 - 2 * x)) == 0 else
           ('odd' if sp.simplify((x ** 3 - 2 * x).subs(x, -x) + (x ** 3 - 2 * x)) == 0 else 'neither'),
           lambda: 'odd' if all((-v) ** 3 - 2 * (-v) == -(v ** 3 - 2 * v) for v in range(-9, 10)) and
           any((-v) ** 3 - 2 * (-v) != v ** 3 - 2 * v for v in range(-9, 10)) else 'not odd')
    b.ineq('domain of 1/(x^2-4)',
           lambda: continuous_domain(1 / (x ** 2 - 4), x, sp.S.Reals),
           lambda: sp.Complement(sp.S.Reals, sp.solveset(x ** 2 - 4, x, sp.S.Reals)),
           holds=set_matches(lambda v: v * v != 4, extra=[2, -2]))
    b.expr('f(x)=5x-7, f^-1(x)=?',
           lambda: inverse_of(5 * x - 7),
           lambda: (x - (-7)) / 5,
           holds=composes_to_identity(5 * x - 7))
    b.value('I\'m making an answer key: for f(x) = x² − 4x, what is the average rate of change from x = 1 to '
            'x = 5?',
            lambda: ((x ** 2 - 4 * x).subs(x, 5) - (x ** 2 - 4 * x).subs(x, 1)) / (5 - 1),
            lambda: Fraction((25 - 20) - (1 - 4), 4))
    b.value('A taxi charges $3.50 plus $2.25 per mile, so the cost is C(m) = 3.50 + 2.25m. My daughter asks '
            'what C(12) is, in dollars.',
            lambda: (R('3.50') + R('2.25') * sp.Symbol('m')).subs(sp.Symbol('m'), 12),
            lambda: Fraction(350 + 225 * 12, 100), style='decimal')
    b.expr('My students keep getting this wrong: for f(x) = x² + 2x, find and simplify the difference '
           'quotient (f(x + h) − f(x))/h, where h ≠ 0.',
           lambda: sp.simplify(((x + h) ** 2 + 2 * (x + h) - (x ** 2 + 2 * x)) / h),
           lambda: sp.div(sp.expand((x + h) ** 2 + 2 * (x + h) - x ** 2 - 2 * x), h)[0])


# ---------------------------------------------------------------- coordinate geometry

def point_slope_rhs(p, m):
    """y = m(x - x1) + y1, with Fractions for the numbers."""
    return sp.Rational(m) * (x - p[0]) + p[1]


def coordinate_geometry(b: Builder) -> None:
    b.value('Find the distance between the points (−3, 4) and (5, −2).\nType an exact answer, using radicals as '
            'needed.',
            lambda: Point(-3, 4).distance(Point(5, -2)),
            lambda: math.isqrt((5 + 3) ** 2 + (-2 - 4) ** 2))
    b.expr('Find the equation of the line through (2, −1) and (6, 7) in slope-intercept form.\n'
           'y = ____ (Simplify your answer. Use integers or fractions for any numbers in the expression.)',
           lambda: sp.solve(Line(Point(2, -1), Point(6, 7)).equation(x, y), y)[0],
           lambda: point_slope_rhs((2, -1), Fraction(7 + 1, 6 - 2)))
    b.list('Find the midpoint of the segment with endpoints (−4, 9) and (10, −3).\nEnter the coordinates as x, y.',
           lambda: list(Point(-4, 9).midpoint(Point(10, -3)).args),
           lambda: [Fraction(-4 + 10, 2), Fraction(9 - 3, 2)])
    b.value('3.\nFind the gradient of the line joining\nA(1, -2) and B(4, 7).',
            lambda: Line(Point(1, -2), Point(4, 7)).slope,
            lambda: Fraction(7 - (-2), 4 - 1))
    b.text('8)  Are the lines 2x + 3y = 6 and 3x - 2y = 4\nparallel, perpendicular or neither?',
           lambda: 'perpendicular' if Line(2 * x + 3 * y - 6).is_perpendicular(Line(3 * x - 2 * y - 4)) else
           ('parallel' if Line(2 * x + 3 * y - 6).is_parallel(Line(3 * x - 2 * y - 4)) else 'neither'),
           lambda: 'perpendicular' if Fraction(-2, 3) * Fraction(-3, -2) == -1 else 'not perpendicular')
    b.expr('11.  Find the equation of the line perpendicular to\ny = 2x + 1 that passes through (4, 3).\n'
           'Give it as y = mx + c.',
           lambda: sp.solve(Line(Point(0, 1), Point(1, 3)).perpendicular_line(Point(4, 3)).equation(x, y), y)[0],
           lambda: point_slope_rhs((4, 3), Fraction(-1, 2)))
    b.value('slope of 4x - 5y = 20',
            lambda: sp.diff(sp.solve(4 * x - 5 * y - 20, y)[0], x),
            lambda: Fraction(-4, -5))
    b.value('dist from (1,2) to the line 3x+4y-1=0',
            lambda: Line(3 * x + 4 * y - 1).distance(Point(1, 2)),
            lambda: Fraction(abs(3 * 1 + 4 * 2 - 1), math.isqrt(3 ** 2 + 4 ** 2)))
    b.value('radius of x^2+y^2-6x+4y-12=0',
            lambda: Circle(x ** 2 + y ** 2 - 6 * x + 4 * y - 12).radius,
            lambda: math.isqrt((-6) ** 2 // 4 + 4 ** 2 // 4 + 12))
    b.value('For tomorrow\'s quiz I have a triangle with vertices A(0, 0), B(8, 0) and C(3, 6). What is its '
            'area?',
            lambda: abs(Polygon(Point(0, 0), Point(8, 0), Point(3, 6)).area),
            lambda: Fraction(abs(0 * 0 - 8 * 0 + 8 * 6 - 3 * 0 + 3 * 0 - 0 * 6), 2))  # shoelace
    b.value('On our city map (grid squares are 1 km) my house is at (2, 3) and the gym is at (7, 15). How far '
            'is it in a straight line, in km?',
            lambda: Point(2, 3).distance(Point(7, 15)),
            lambda: next(d for d in range(100) if d * d == (7 - 2) ** 2 + (15 - 3) ** 2))
    b.value('Helping my son with homework: what is the y-intercept of the line through (−2, 5) with slope 3/4?',
            lambda: sp.solve(Line(Point(-2, 5), slope=R(3, 4)).equation(x, y), y)[0].subs(x, 0),
            lambda: 5 - Fraction(3, 4) * (-2))


# ---------------------------------------------------------------- geometry

def geometry(b: Builder) -> None:
    b.value('Find the area of a circle with radius 7 cm.\nType an exact answer in terms of π.',
            lambda: sp.pi * 7 ** 2,
            lambda: Circle(Point(0, 0), 7).area)
    b.value('A 6 m ladder leans against a wall and makes a 70° angle with the ground. How high up the wall '
            'does it reach?\nRound to the nearest hundredth as needed.',
            lambda: round_half_up(6 * sp.sin(sp.rad(70)), 2),
            lambda: round_by_integers(mp_fraction(6 * mpmath.sin(mpmath.radians(70))), 2))
    b.value('Find the volume of a cone with radius 3 in and height 8 in. Round to the nearest tenth.\n'
            'Points: 2',
            lambda: round_half_up(R(1, 3) * sp.pi * 3 ** 2 * 8, 1),
            lambda: round_by_integers(mp_fraction(mpmath.quad(lambda zz: mpmath.pi * (3 * zz / 8) ** 2, [0, 8])), 1))
    b.value('2.\nFind the sum of the interior angles of a\nregular octagon (in degrees).',
            lambda: (8 - 2) * 180,
            lambda: 8 * (180 - Fraction(360, 8)))
    b.value('7)  A rectangle has perimeter 46 cm and length 15 cm.\nFind its area in cm².',
            lambda: 15 * sp.solve(2 * (15 + y) - 46, y)[0],
            lambda: next(15 * w for w in range(1, 46) if 2 * 15 + 2 * w == 46))
    b.value('Q 9\nFind the area of a trapezium with parallel sides 8 cm\nand 14 cm and height 5 cm.',
            lambda: R(8 + 14, 2) * 5,
            lambda: 8 * 5 + Fraction((14 - 8) * 5, 2))
    b.value('surface area of a sphere r=6, exact',
            lambda: 4 * sp.pi * 6 ** 2,
            lambda: sp.diff(R(4, 3) * sp.pi * y ** 3, y).subs(y, 6))
    b.value('area of triangle with sides 13, 14, 15',
            lambda: sp.sqrt(21 * (21 - 13) * (21 - 14) * (21 - 15)),
            lambda: Triangle(sss=(13, 14, 15)).area)
    b.value('arc length r = 10, central angle 72°, exact',
            lambda: 10 * sp.rad(72),
            lambda: Fraction(72, 360) * 2 * 10 * sp.pi)
    b.value('I\'m putting edging around a circular flower bed that is 4.5 m across. How many metres of edging '
            'do I need, rounded to the nearest tenth?',
            lambda: round_half_up(sp.pi * R('4.5'), 1),
            lambda: round_by_integers(mp_fraction(2 * mpmath.pi * mpmath.mpf('2.25')), 1))
    b.value('We\'re painting my daughter\'s room. Two walls are 3.5 m by 2.6 m and the other two are 4 m by '
            '2.6 m. We don\'t paint a 2 m² window or a 1.8 m² door. How many square metres do we paint?',
            lambda: 2 * R('3.5') * R('2.6') + 2 * 4 * R('2.6') - 2 - R('1.8'),
            lambda: Fraction(2 * (35 + 40) * 26, 100) - Fraction(38, 10), style='decimal')
    b.value('Can you check this for my class: each exterior angle of a regular polygon is 24°. How many sides '
            'does it have?',
            lambda: sp.Integer(360) / 24,
            lambda: next(s for s in range(3, 400) if Fraction(360, s) == 24))


# ---------------------------------------------------------------- complex numbers

def gauss_div(p: tuple, q: tuple) -> sp.Expr:
    """(a + bi)/(c + di) over Fractions: ((ac + bd) + (bc - ad)i)/(c^2 + d^2)."""
    (pa, pb), (qc, qd) = p, q
    den = qc * qc + qd * qd
    re_, im_ = Fraction(pa * qc + pb * qd, den), Fraction(pb * qc - pa * qd, den)
    return sp.Rational(re_.numerator, re_.denominator) + sp.I * sp.Rational(im_.numerator, im_.denominator)


def complex_numbers(b: Builder) -> None:
    I = sp.I
    b.value('Multiply: (3 + 2i)(4 − 5i)\nWrite your answer in the form a + bi.',
            lambda: sp.expand((3 + 2 * I) * (4 - 5 * I)),
            lambda: complex(3, 2) * complex(4, -5))
    b.value('Divide and write the result in standard form: (5 + i)/(2 − 3i)\n(Simplify your answer. Type your '
            'answer in the form a + bi. Use fractions for any numbers in the expression.)',
            lambda: sp.expand(sp.radsimp((5 + I) / (2 - 3 * I))),
            lambda: gauss_div((5, 1), (2, -3)))
    b.value('Find |6 − 8i|.\n(Simplify your answer.)',
            lambda: sp.Abs(6 - 8 * I),
            lambda: math.isqrt(6 * 6 + 8 * 8))
    b.value('4.\nExpress  (1 + i)^8  in the form a + bi',
            lambda: sp.expand((1 + I) ** 8),
            lambda: complex(1, 1) ** 8)
    b.value('8)   Simplify   i^{47}',
            lambda: I ** 47,
            lambda: [1, 1j, -1, -1j][47 % 4])
    b.value('11.\nSolve   z2 + 6z + 13 = 0',
            lambda: sp.solveset(sp.Symbol('z') ** 2 + 6 * sp.Symbol('z') + 13, sp.Symbol('z'), sp.S.Complexes),
            lambda: [(-6 + s * cmath.sqrt(36 - 52)) / 2 for s in (1, -1)])
    b.value('sqrt(-49) + sqrt(-16)',
            lambda: sp.sqrt(-49) + sp.sqrt(-16),
            lambda: cmath.sqrt(-49) + cmath.sqrt(-16))
    b.value('(2-i)^3',
            lambda: sp.expand((2 - I) ** 3),
            lambda: complex(2, -1) * complex(2, -1) * complex(2, -1))
    b.value('arg(-1 + i√3) in radians',
            lambda: sp.arg(-1 + I * sp.sqrt(3)),
            lambda: mpmath.atan2(mpmath.sqrt(3), -1))
    b.value('My students keep getting this one wrong: (4 − 3i) − (−2 + 5i) + i(1 + i). What is the correct '
            'answer in a + bi form?',
            lambda: sp.expand((4 - 3 * I) - (-2 + 5 * I) + I * (1 + I)),
            lambda: complex(4, -3) - complex(-2, 5) + 1j * complex(1, 1))
    b.value('In my electronics lab two impedances Z1 = 3 + 4i ohms and Z2 = 1 − 2i ohms are in parallel, so the '
            'total is Z1·Z2/(Z1 + Z2). What is it in a + bi form?',
            lambda: sp.expand(sp.radsimp((3 + 4 * I) * (1 - 2 * I) / ((3 + 4 * I) + (1 - 2 * I)))),
            lambda: 1 / (1 / complex(3, 4) + 1 / complex(1, -2)))
    b.value('I\'m making an answer key: write [2(cos 60° + i sin 60°)]³ in a + bi form.',
            lambda: sp.expand((2 * (sp.cos(sp.pi / 3) + I * sp.sin(sp.pi / 3))) ** 3),
            lambda: cmath.rect(2 ** 3, 3 * math.pi / 3))


# ---------------------------------------------------------------- matrices

def gauss_jordan_inverse(rows):
    m = len(rows)
    aug = [[Fraction(v) for v in r] + [Fraction(int(i == j)) for j in range(m)] for i, r in enumerate(rows)]
    for col in range(m):
        pivot = next(r for r in range(col, m) if aug[r][col] != 0)
        aug[col], aug[pivot] = aug[pivot], aug[col]
        aug[col] = [v / aug[col][col] for v in aug[col]]
        for r in range(m):
            if r != col and aug[r][col] != 0:
                factor = aug[r][col]
                aug[r] = [v - factor * w for v, w in zip(aug[r], aug[col])]
    return [r[m:] for r in aug]


def cofactor_det(rows):
    if len(rows) == 1:
        return rows[0][0]
    return sum((-1) ** j * rows[0][j] * cofactor_det([r[:j] + r[j + 1:] for r in rows[1:]])
               for j in range(len(rows)))


def mat_mul(p, q):
    return [[sum(p[i][k] * q[k][j] for k in range(len(q))) for j in range(len(q[0]))] for i in range(len(p))]


def matrices(b: Builder) -> None:
    M = sp.Matrix
    b.value(r'Evaluate the determinant $\begin{vmatrix} 3 & -2 \\ 5 & 4 \end{vmatrix}$.',
            lambda: M([[3, -2], [5, 4]]).det(),
            lambda: cofactor_det([[3, -2], [5, 4]]))
    b.matrix('Find A⁻¹ for A = [[2, 1], [7, 4]].\n(Type an integer or simplified fraction for each matrix '
             'element.)',
             lambda: M([[2, 1], [7, 4]]).inv(),
             lambda: gauss_jordan_inverse([[2, 1], [7, 4]]))
    b.matrix('Let A = [[1, 2], [0, −1]] and B = [[3, 1], [2, 5]]. Find AB.\nQuestion 9 of 14',
             lambda: M([[1, 2], [0, -1]]) * M([[3, 1], [2, 5]]),
             lambda: mat_mul([[1, 2], [0, -1]], [[3, 1], [2, 5]]))
    b.value('6.\nFind the determinant of\n| 2  0  1 |\n| 1  3 -1 |\n| 4  1  2 |',
            lambda: M([[2, 0, 1], [1, 3, -1], [4, 1, 2]]).det(),
            lambda: cofactor_det([[2, 0, 1], [1, 3, -1], [4, 1, 2]]))
    b.matrix('10)  If A = [ 1  2 ]\n          [ 3  4 ]\nfind A^2 .',
             lambda: M([[1, 2], [3, 4]]) ** 2,
             lambda: mat_mul([[1, 2], [3, 4]], [[1, 2], [3, 4]]))
    b.matrix('Q3   Write down the transpose of\n[ 1  4  7 ]\n[ 2  5  8 ]',
             lambda: M([[1, 4, 7], [2, 5, 8]]).T,
             lambda: [list(col) for col in zip(*[[1, 4, 7], [2, 5, 8]])])
    b.value('det [[2,1,3],[0,4,-1],[5,2,0]]',
            lambda: M([[2, 1, 3], [0, 4, -1], [5, 2, 0]]).det(),
            lambda: (2 * 4 * 0 + 1 * (-1) * 5 + 3 * 0 * 2) - (3 * 4 * 5 + 2 * (-1) * 2 + 1 * 0 * 0))  # Sarrus
    b.matrix('inverse of [[3,1],[5,2]]',
             lambda: M([[3, 1], [5, 2]]).inv(),
             lambda: gauss_jordan_inverse([[3, 1], [5, 2]]))
    b.matrix('2[[1,-1],[0,3]] - [[4,2],[1,1]]',
             lambda: 2 * M([[1, -1], [0, 3]]) - M([[4, 2], [1, 1]]),
             lambda: [[2 * p - q for p, q in zip(r1, r2)] for r1, r2 in zip([[1, -1], [0, 3]], [[4, 2], [1, 1]])])
    b.value('For tomorrow\'s quiz I need the eigenvalues of the matrix [[4, 1], [2, 3]]. What are they?',
            lambda: sorted(M([[4, 1], [2, 3]]).eigenvals()),
            lambda: [(7 - s * sp.sqrt(7 ** 2 - 4 * 10)) / 2 for s in (1, -1)])  # trace 7, determinant 10
    b.system('My daughter\'s homework writes a system as a matrix equation: [[2, 3], [1, −1]] times the column '
             '[x, y] equals the column [8, −1]. What are x and y?',
             lambda: dict(zip('xy', M([[2, 3], [1, -1]]).LUsolve(M([8, -1])))),
             lambda: dict(zip('xy', [Fraction(cofactor_det([[8, 3], [-1, -1]]), cofactor_det([[2, 3], [1, -1]])),
                                     Fraction(cofactor_det([[2, 8], [1, -1]]), cofactor_det([[2, 3], [1, -1]]))])))
    b.matrix('I run a small bakery. On Monday I sold 10 cakes and 25 pies, on Tuesday 8 cakes and 30 pies. A '
             'cake sells for $12 and a pie for $9. What is the matrix product [[10, 25], [8, 30]] × [[12], [9]] '
             '(the takings for each day)?',
             lambda: M([[10, 25], [8, 30]]) * M([[12], [9]]),
             lambda: mat_mul([[10, 25], [8, 30]], [[12], [9]]))


# ---------------------------------------------------------------- word problems

def word_problems(b: Builder) -> None:
    b.value('A car travels 252 miles on 9 gallons of gas. At this rate, how many gallons are needed to travel '
            '420 miles?\n(Round to the nearest whole number as needed.)',
            lambda: sp.solve(sp.Eq(R(252, 9), 420 / y), y)[0],
            lambda: next(g for g in range(1, 100) if 252 * g == 420 * 9))
    b.value('Question 4 of 10\nA train leaves a station at 60 mph. Two hours later a second train leaves the '
            'same station on a parallel track, in the same direction, at 80 mph. How many hours after the '
            'second train leaves does it catch up with the first?',
            lambda: sp.solve(60 * (y + 2) - 80 * y, y)[0],
            lambda: next(hr for hr in range(1, 100) if 60 * (hr + 2) == 80 * hr))
    b.value('$5000 is invested at 4% annual interest compounded quarterly. Find the balance after 6 years.\n'
            'Round to the nearest cent.',
            lambda: round_half_up(5000 * (1 + R(4, 100) / 4) ** (4 * 6), 2),
            lambda: round_by_integers(loop_compound(Fraction(5000), Fraction(1, 100), 24), 2))
    b.value('4.\nOne pipe fills a tank in 6 hours and another fills it in 4 hours. How\nlong will both pipes '
            'take together? (in hours)',
            lambda: sp.solve(y / 6 + y / 4 - 1, y)[0],
            lambda: 1 / (Fraction(1, 6) + Fraction(1, 4)))
    b.value('9)  The sum of three consecutive integers is 141.\nFind the largest of them.',
            lambda: sp.solve(y + (y + 1) + (y + 2) - 141, y)[0] + 2,
            lambda: next(m + 2 for m in range(0, 141) if m + (m + 1) + (m + 2) == 141))
    b.value('Q 12\nA shopkeeper buys an article for $250 and sells it for $310.\nFind his profit percent.',
            lambda: (310 - 250) * R(100, 250),
            lambda: Fraction(310, 250) * 100 - 100)
    b.value('mom is 3 times as old as her son, in 12 yrs she will be twice as old as him. son age now?',
            lambda: sp.solve(3 * y + 12 - 2 * (y + 12), y)[0],
            lambda: next(s for s in range(1, 100) if 3 * s + 12 == 2 * (s + 12)))
    b.value('simple interest on $2400 at 3.5% per year for 4 years?',
            lambda: 2400 * R('0.035') * 4,
            lambda: sum(Fraction(2400 * 35, 1000) for _ in range(4)))
    b.value('litres of 20% juice to mix with 50% juice to get 12 L of 30% juice?',
            lambda: sp.solve(R(20, 100) * y + R(50, 100) * (12 - y) - R(30, 100) * 12, y)[0],
            lambda: next(Fraction(q, 2) for q in range(0, 25) if 20 * Fraction(q, 2) + 50 * (12 - Fraction(q, 2))
                         == 30 * 12))
    b.value('Road trip! We drove the first 180 km at 90 km/h and the next 240 km at 120 km/h. What was our '
            'average speed for the whole trip, in km/h?',
            lambda: R(180 + 240) / (R(180, 90) + R(240, 120)),
            lambda: Fraction((180 + 240) * 60, 180 * 60 // 90 + 240 * 60 // 120))  # km per minute x 60
    b.value('I\'m laying a gravel path 1 m wide all the way around my rectangular lawn, which is 12 m by 8 m. '
            'What area does the path cover, in m²?',
            lambda: (12 + 2) * (8 + 2) - 12 * 8,
            lambda: 2 * 12 * 1 + 2 * 8 * 1 + 4 * 1 * 1)
    b.value('My gym has two plans: pay-as-you-go at $8 a visit, or $30 a month plus $3 a visit. What is the '
            'smallest whole number of visits in a month for which the monthly plan is strictly cheaper?',
            lambda: sp.floor(sp.solve(30 + 3 * y - 8 * y, y)[0]) + 1,
            lambda: next(v for v in range(0, 100) if 30 + 3 * v < 8 * v))


def loop_compound(principal: Fraction, rate: Fraction, periods: int) -> Fraction:
    for _ in range(periods):
        principal += principal * rate
    return principal


# ---------------------------------------------------------------- simplify

def simplify(b: Builder) -> None:
    b.expr('Simplify: (x² − 9)/(x² + 5x + 6)\n(Simplify your answer.)',
           lambda: sp.cancel((x ** 2 - 9) / (x ** 2 + 5 * x + 6)),
           lambda: (x ** 2 - 9) / (x ** 2 + 5 * x + 6))
    b.expr('Factor completely: 2x³ − 8x',
           lambda: sp.factor(2 * x ** 3 - 8 * x),
           lambda: 2 * x ** 3 - 8 * x, form='factored')
    b.value('Simplify √72.\nType an exact answer, using radicals as needed.',
            lambda: sp.sqrt(72),
            lambda: next(k for k in range(8, 0, -1) if 72 % (k * k) == 0) * sp.sqrt(
                72 // next(k for k in range(8, 0, -1) if 72 % (k * k) == 0) ** 2))
    b.expr('3.\nExpand and simplify   (2x - 3)(x + 4) - x(x - 1)',
           lambda: sp.expand((2 * x - 3) * (x + 4) - x * (x - 1)),
           lambda: (2 * x - 3) * (x + 4) - x * (x - 1), form='expanded')
    b.expr('7)  Simplify     (3 x^2 y^3)^2 / (9 x y^4)',
           lambda: sp.simplify((3 * x ** 2 * y ** 3) ** 2 / (9 * x * y ** 4)),
           lambda: sp.Mul(9 * x ** 4 * y ** 6, sp.Pow(9 * x * y ** 4, -1, evaluate=False), evaluate=False))
    b.value('Q 10\nRationalise the denominator:    6/(3 - √3)',
            lambda: sp.radsimp(6 / (3 - sp.sqrt(3))),
            lambda: mpmath.mpf(6) / (3 - mpmath.sqrt(3)))
    b.expr('simplify (1/x - 1/y)/(1/x + 1/y)',
           lambda: sp.cancel(sp.together((1 / x - 1 / y) / (1 / x + 1 / y))),
           lambda: (1 / x - 1 / y) / (1 / x + 1 / y))
    b.expr('factor x^4 - 16',
           lambda: sp.factor(x ** 4 - 16),
           lambda: x ** 4 - 16, form='factored')
    b.expr('expand (a+b)^3 - (a-b)^3',
           lambda: sp.expand((a + b_sym) ** 3 - (a - b_sym) ** 3),
           lambda: (a + b_sym) ** 3 - (a - b_sym) ** 3, form='expanded')
    b.expr('My students keep getting this wrong: simplify (x^5 · x^-2)/x^7 and write it as a single power of x.',
           lambda: sp.powsimp(x ** 5 * x ** -2 / x ** 7),
           lambda: sp.Mul(x ** 5, x ** -2, sp.Pow(x ** 7, -1, evaluate=False), evaluate=False),
           holds=lambda ans: isinstance(parse(ans), sp.Pow))
    b.expr('Can you check my son\'s work? He had to write 2/(x − 1) − 3/(x + 1) as a single fraction. What is '
           'the simplified single fraction?',
           lambda: sp.cancel(sp.together(2 / (x - 1) - 3 / (x + 1))),
           lambda: 2 / (x - 1) - 3 / (x + 1))
    b.expr('I\'m making an answer key — what does sin²x/(1 − cos x) simplify to?',
           lambda: sp.cancel((sp.sin(x) ** 2 / (1 - sp.cos(x))).subs(sp.sin(x) ** 2, 1 - sp.cos(x) ** 2)),
           lambda: sp.sin(x) ** 2 / (1 - sp.cos(x)))


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
