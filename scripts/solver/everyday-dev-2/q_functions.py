"""Second development set: functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems
and simplify."""
from __future__ import annotations

import cmath
import math
from fractions import Fraction as Fr

import mpmath
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range

from common import R, a, b as b_sym, dec, parse, set_matches, x, y

STYLE = {'word_problems': 'decimal', 'geometry': 'decimal'}
G = sp.geometry
HALVES = [Fr(j, 2) for j in range(-60, 61)]


def _inverse_holds(f):
    """f(g(x)) = x and g(f(x)) = x for the written inverse g."""
    def test(answer: str) -> bool:
        g = parse(answer)
        return sp.simplify(f.subs(x, g) - x) == 0 and sp.simplify(g.subs(x, f) - x) == 0
    return test


def _parity(f) -> str:
    """Even/odd/neither by comparing f(-x) with f(x) symbolically."""
    if sp.simplify(f.subs(x, -x) - f) == 0:
        return 'even'
    if sp.simplify(f.subs(x, -x) + f) == 0:
        return 'odd'
    return 'neither'


def _parity_sampled(func) -> str:
    pts = [Fr(j, 3) for j in range(1, 30)]
    if all(func(-p) == func(p) for p in pts):
        return 'even'
    if all(func(-p) == -func(p) for p in pts):
        return 'odd'
    return 'neither'


def functions(b):
    b.value('If f(x) = 2x² − 3x + 4, find f(−2).', lambda: (2 * x ** 2 - 3 * x + 4).subs(x, -2),
            lambda: (lambda v: 2 * v * v - 3 * v + 4)(-2))
    b.value('g(t) = 5 − t³, g(2) = ?', lambda: (5 - sp.Symbol('t') ** 3).subs(sp.Symbol('t'), 2),
            lambda: 5 - 2 ** 3)
    b.expr('f(x) = x + 3 and g(x) = 2x − 1. Find (f ∘ g)(x).', lambda: sp.expand((x + 3).subs(x, 2 * x - 1)),
           lambda: (lambda v: v + 3)((lambda v: 2 * v - 1)(x)))
    b.expr('Find g(f(x)) if f(x) = x² and g(x) = 3x + 1', lambda: sp.expand((3 * x + 1).subs(x, x ** 2)),
           lambda: (lambda v: 3 * v + 1)((lambda v: v ** 2)(x)))
    b.expr('Determine f⁻¹(x) when f(x) = (x − 2)/5.', lambda: sp.solve(sp.Eq(x, (y - 2) / 5), y)[0],
           lambda: sp.solveset(sp.Eq((y - 2) / 5, x), y).args[0], holds=_inverse_holds((x - 2) / 5))
    b.expr('inverse function of y = 4x + 9', lambda: sp.solve(sp.Eq(x, 4 * y + 9), y)[0],
           lambda: sp.solveset(sp.Eq(4 * y + 9, x), y).args[0], holds=_inverse_holds(4 * x + 9))
    b.ineq('What is the domain of f(x) = √(6 − 2x)?', lambda: continuous_domain(sp.sqrt(6 - 2 * x), x, sp.S.Reals),
           lambda: sp.solveset(6 - 2 * x >= 0, x, sp.S.Reals), holds=set_matches(lambda p: 6 - 2 * p >= 0))
    b.ineq('Find the domain of h(x) = (x + 1)/(x² − x − 6)',
           lambda: continuous_domain((x + 1) / (x ** 2 - x - 6), x, sp.S.Reals),
           lambda: sp.Complement(sp.S.Reals, sp.solveset(x ** 2 - x - 6, x, sp.S.Reals)),
           holds=set_matches(lambda p: p * p - p - 6 != 0))
    b.ineq('Range of f(x) = x² + 4x + 1', lambda: function_range(x ** 2 + 4 * x + 1, x, sp.S.Reals),
           lambda: sp.Interval((x ** 2 + 4 * x + 1).subs(x, R(-4, 2)), sp.oo), var='y')
    b.list('Find the vertex of y = 2x² − 8x + 5', lambda: [R(8, 4), (2 * x ** 2 - 8 * x + 5).subs(x, R(8, 4))],
           lambda: [(h, 2 * h ** 2 - 8 * h + 5) for h in sp.solve(sp.diff(2 * x ** 2 - 8 * x + 5, x), x)][0])
    b.text('Is f(x) = x⁵ + 3x odd, even, or neither?', lambda: _parity(x ** 5 + 3 * x),
           lambda: _parity_sampled(lambda v: v ** 5 + 3 * v))
    b.text('even, odd or neither: f(x) = x² + x', lambda: _parity(x ** 2 + x),
           lambda: _parity_sampled(lambda v: v * v + v))
    b.value('Find the zeros of f(x) = x² + 3x − 10', lambda: sp.solveset(x ** 2 + 3 * x - 10, x, sp.S.Reals),
            lambda: [v for v in range(-50, 51) if v * v + 3 * v - 10 == 0])
    b.expr('f(x) = 3x − 2. Find f(a + 2).', lambda: sp.expand((3 * x - 2).subs(x, a + 2)),
           lambda: (lambda v: 3 * v - 2)(a + 2))
    b.value('What is the minimum value of f(x) = x² − 10x + 30?',
            lambda: function_range(x ** 2 - 10 * x + 30, x, sp.S.Reals).inf,
            lambda: min(p * p - 10 * p + 30 for p in HALVES))
    b.value('Find the y-intercept of f(x) = (x + 3)(x − 5)', lambda: ((x + 3) * (x - 5)).subs(x, 0), lambda: 3 * -5)
    b.value('f(x) = x² if x < 1, and f(x) = 2x + 5 if x ≥ 1. Find f(3).',
            lambda: sp.Piecewise((x ** 2, x < 1), (2 * x + 5, True)).subs(x, 3),
            lambda: (lambda v: v * v if v < 1 else 2 * v + 5)(3))
    b.value('Find the average rate of change of f(x) = x² + 1 from x = 1 to x = 4',
            lambda: ((x ** 2 + 1).subs(x, 4) - (x ** 2 + 1).subs(x, 1)) / 3,
            lambda: Fr((4 * 4 + 1) - (1 + 1), 4 - 1))


def coordinate_geometry(b):
    P = G.Point
    b.value('What is the slope of the line joining (−3, 5) and (1, −7)?', lambda: R(-7 - 5, 1 - (-3)),
            lambda: G.Line(P(-3, 5), P(1, -7)).slope)
    b.value('distance between (3, −2) and (−1, 5)', lambda: sp.sqrt((3 - (-1)) ** 2 + (-2 - 5) ** 2),
            lambda: P(3, -2).distance(P(-1, 5)))
    b.list('Midpoint of (−7, 3) and (5, 11)', lambda: [R(-7 + 5, 2), R(3 + 11, 2)],
           lambda: list(G.Segment(P(-7, 3), P(5, 11)).midpoint))
    b.expr('Write the equation of the line with slope 4 that passes through (−1, 3).',
           lambda: sp.expand(3 + 4 * (x - (-1))),
           lambda: sp.solve(G.Line(P(-1, 3), slope=4).equation(x, y), y)[0])
    b.expr('What line goes through (0, −2) and (3, 4)? Write it in slope-intercept form.',
           lambda: sp.expand(-2 + R(4 - (-2), 3 - 0) * x),
           lambda: sp.solve(G.Line(P(0, -2), P(3, 4)).equation(x, y), y)[0])
    b.value('What is the slope of 3x + 4y = 12?', lambda: sp.solve(3 * x + 4 * y - 12, y)[0].coeff(x),
            lambda: G.Line(P(0, 3), P(4, 0)).slope)
    b.value('Find the y-intercept of 2x − 5y = 20', lambda: sp.solve((2 * x - 5 * y - 20).subs(x, 0), y)[0],
            lambda: G.Line(P(10, 0), P(0, -4)).intersection(G.Line(P(0, 0), P(0, 1)))[0].y)
    b.value('What is the x-intercept of y = 3x − 12?', lambda: sp.solve(3 * x - 12, x)[0],
            lambda: next(v for v in range(-50, 51) if 3 * v - 12 == 0))
    b.expr('Find the equation of the line perpendicular to y = −2x + 3 that passes through (4, 1).',
           lambda: sp.expand(1 + R(-1, -2) * (x - 4)),
           lambda: sp.solve(G.Line(P(0, 3), P(1, 1)).perpendicular_line(P(4, 1)).equation(x, y), y)[0])
    b.value('What is the slope of a line parallel to 6x − 2y = 7?', lambda: sp.solve(6 * x - 2 * y - 7, y)[0].coeff(x),
            lambda: G.Line(P(0, R(-7, 2)), P(1, R(-1, 2))).slope)
    b.list('Point P lies on the segment from A(1, 2) to B(10, 14) with AP : PB = 1 : 2. Find P.',
           lambda: [R(2 * 1 + 1 * 10, 3), R(2 * 2 + 1 * 14, 3)],
           lambda: list(P(1, 2) + (P(10, 14) - P(1, 2)) / 3))
    b.value('Find the area of the triangle with vertices (0, 0), (6, 0) and (2, 5).',
            lambda: abs(R(0 * (0 - 5) + 6 * (5 - 0) + 2 * (0 - 0), 2)),
            lambda: abs(G.Triangle(P(0, 0), P(6, 0), P(2, 5)).area))
    b.value('What is the radius of the circle x² + y² − 6x + 4y − 12 = 0?',
            lambda: sp.sqrt(R(6, 2) ** 2 + R(4, 2) ** 2 + 12),
            lambda: G.Circle(x ** 2 + y ** 2 - 6 * x + 4 * y - 12).radius)
    b.list('Where do the lines y = 2x + 1 and y = −x + 10 intersect?',
           lambda: (lambda s: [s[x], s[y]])(sp.solve([y - 2 * x - 1, y + x - 10], [x, y])),
           lambda: list(G.Line(P(0, 1), P(1, 3)).intersection(G.Line(P(0, 10), P(1, 9)))[0]))
    b.list('M(2, 5) is the midpoint of AB and A = (−1, 3). Find B.', lambda: [2 * 2 - (-1), 2 * 5 - 3],
           lambda: next([bx, by] for bx in range(-20, 21) for by in range(-20, 21)
                        if G.Segment(P(-1, 3), P(bx, by)).midpoint == P(2, 5)))


def _solid_of_revolution(radius_of, lo, hi):
    """Volume by discs: the check for the volume formulas."""
    s = sp.Symbol('s')
    return sp.integrate(sp.pi * radius_of(s) ** 2, (s, lo, hi))


def geometry(b):
    P = G.Point
    b.value('Find the area of a circle with radius 9 cm. Leave your answer in terms of π.', lambda: sp.pi * 9 ** 2,
            lambda: G.Circle(P(0, 0), 9).area)
    b.value('circumference of a circle with radius 7.5 (in terms of π)', lambda: 2 * sp.pi * dec('7.5'),
            lambda: G.Circle(P(0, 0), R(15, 2)).circumference)
    b.value('What is the area of a triangle with base 16 and height 11?', lambda: R(16 * 11, 2),
            lambda: G.Triangle(P(0, 0), P(16, 0), P(5, 11)).area)
    b.value('A rectangle is 12 m by 7.5 m. What is its perimeter in metres?', lambda: 2 * (12 + dec('7.5')),
            lambda: G.Polygon(P(0, 0), P(12, 0), P(12, R(15, 2)), P(0, R(15, 2))).perimeter)
    b.value('Find the hypotenuse of a right triangle with legs 8 and 15.', lambda: sp.sqrt(8 ** 2 + 15 ** 2),
            lambda: P(8, 0).distance(P(0, 15)))
    b.value('The hypotenuse of a right triangle is 25 cm and one leg is 7 cm. Find the length of the other leg in cm.',
            lambda: sp.sqrt(25 ** 2 - 7 ** 2), lambda: next(v for v in range(1, 25) if 7 * 7 + v * v == 625))
    b.value('Volume of a cylinder with radius 4 and height 7, in terms of π', lambda: sp.pi * 4 ** 2 * 7,
            lambda: _solid_of_revolution(lambda s: 4, 0, 7))
    b.value('Find the volume of a sphere with radius 6. Leave the answer in terms of π.',
            lambda: R(4, 3) * sp.pi * 6 ** 3, lambda: _solid_of_revolution(lambda s: sp.sqrt(36 - s ** 2), -6, 6))
    b.value('What is the volume of a rectangular prism that measures 5 cm × 4 cm × 3.5 cm?',
            lambda: 5 * 4 * dec('3.5'), lambda: Fr(5) * 4 * Fr('3.5'))
    b.value('How many degrees is each interior angle of a regular hexagon?', lambda: R((6 - 2) * 180, 6),
            lambda: sp.deg(G.RegularPolygon(P(0, 0), 1, 6).interior_angle))
    b.value('What is the sum of the interior angles of a 9-sided polygon, in degrees?', lambda: (9 - 2) * 180,
            lambda: 9 * sp.deg(G.RegularPolygon(P(0, 0), 1, 9).interior_angle))
    b.value('Two angles of a triangle measure 52° and 71°. What is the third angle in degrees?',
            lambda: 180 - 52 - 71, lambda: sp.solve(sp.Eq(52 + 71 + x, 180), x)[0])
    b.value('Find the area of a trapezoid with bases 10 and 16 and height 7.', lambda: R((10 + 16) * 7, 2),
            lambda: G.Polygon(P(0, 0), P(16, 0), P(13, 7), P(3, 7)).area)
    b.value('A sector has radius 12 and a central angle of 150°. Find its area in terms of π.',
            lambda: R(150, 360) * sp.pi * 12 ** 2,
            lambda: sp.integrate(sp.Symbol('r'), (sp.Symbol('r'), 0, 12), (sp.Symbol('u'), 0, sp.rad(150))))
    b.value('Find the surface area of a cube with edge length 7.', lambda: 6 * 7 ** 2,
            lambda: 6 * G.Polygon(P(0, 0), P(7, 0), P(7, 7), P(0, 7)).area)
    b.value('Find the area of a triangle with sides 13, 14 and 15.',
            lambda: (lambda s: sp.sqrt(s * (s - 13) * (s - 14) * (s - 15)))(R(13 + 14 + 15, 2)),
            lambda: abs(G.Triangle(sss=(13, 14, 15)).area))
    b.value('volume of a cone with radius 3 and height 8 (leave in terms of π)', lambda: R(1, 3) * sp.pi * 3 ** 2 * 8,
            lambda: _solid_of_revolution(lambda s: R(3, 8) * s, 0, 8))


def complex_numbers(b):
    I = sp.I
    b.value('(4 − 3i) + (−2 + 7i)', lambda: (4 - 3 * I) + (-2 + 7 * I), lambda: (4 - 3j) + (-2 + 7j))
    b.value('Simplify (6 + 2i) − (1 − 5i)', lambda: (6 + 2 * I) - (1 - 5 * I), lambda: (6 + 2j) - (1 - 5j))
    b.value('Multiply (2 + 5i)(3 − i)', lambda: sp.expand((2 + 5 * I) * (3 - I)), lambda: (2 + 5j) * (3 - 1j))
    b.value('What is i⁴²?', lambda: I ** 42, lambda: 1j ** 42)
    b.value('Find |5 + 12i|', lambda: sp.Abs(5 + 12 * I), lambda: abs(5 + 12j))
    b.value('Divide (3 + 4i)/(2 − i) and write the answer as a + bi',
            lambda: sp.expand(sp.radsimp((3 + 4 * I) / (2 - I))),
            lambda: (3 + 4j) / (2 - 1j))
    b.value('conjugate of 8 − 3i', lambda: sp.conjugate(8 - 3 * I), lambda: (8 - 3j).conjugate())
    b.value('√(−36) + √(−16) = ?', lambda: sp.sqrt(-36) + sp.sqrt(-16), lambda: cmath.sqrt(-36) + cmath.sqrt(-16))
    b.value('Expand (2 − i)²', lambda: sp.expand((2 - I) ** 2), lambda: (2 - 1j) ** 2)
    b.value('Find the real part of (1 + 2i)(3 + 4i)', lambda: sp.re((1 + 2 * I) * (3 + 4 * I)),
            lambda: ((1 + 2j) * (3 + 4j)).real)
    b.value('What is 1/i?', lambda: 1 / I, lambda: 1 / 1j)
    b.value('Write 2(cos 60° + i sin 60°) in the form a + bi',
            lambda: sp.expand(2 * (sp.cos(sp.pi / 3) + I * sp.sin(sp.pi / 3))), lambda: cmath.rect(2, math.pi / 3))
    b.value('Find the argument of 1 + i in radians (principal value)', lambda: sp.arg(1 + I),
            lambda: cmath.phase(1 + 1j))
    b.value('Solve z² + 9 = 0', lambda: sp.solveset(sp.Symbol('z') ** 2 + 9, sp.Symbol('z')),
            lambda: [complex(r) for r in mpmath.polyroots([1, 0, 9])])
    b.value('(1 − i)^6 = ?', lambda: sp.expand((1 - I) ** 6), lambda: (1 - 1j) ** 6)


# ---------------------------------------------------------------- matrices: Fraction arithmetic for the checks

def m_add(A, B, s=1):
    return [[Fr(p) + s * Fr(q) for p, q in zip(r1, r2)] for r1, r2 in zip(A, B)]


def m_mul(A, B):
    return [[sum(Fr(A[i][k]) * B[k][j] for k in range(len(B))) for j in range(len(B[0]))] for i in range(len(A))]


def det(A):
    if len(A) == 1:
        return Fr(A[0][0])
    return sum((-1) ** j * Fr(A[0][j]) * det([row[:j] + row[j + 1:] for row in A[1:]]) for j in range(len(A)))


def inv2(A):
    (p, q), (r, s) = A
    d = det(A)
    return [[Fr(s) / d, Fr(-q) / d], [Fr(-r) / d, Fr(p) / d]]


def matrices(b):
    M = sp.Matrix
    b.matrix('Add [[2, −1], [0, 3]] and [[4, 5], [−2, 1]]', lambda: M([[2, -1], [0, 3]]) + M([[4, 5], [-2, 1]]),
             lambda: m_add([[2, -1], [0, 3]], [[4, 5], [-2, 1]]))
    b.matrix('[[5, 2], [1, 7]] − [[3, 4], [6, 2]]', lambda: M([[5, 2], [1, 7]]) - M([[3, 4], [6, 2]]),
             lambda: m_add([[5, 2], [1, 7]], [[3, 4], [6, 2]], -1))
    b.value('det [[4, 7], [2, 5]]', lambda: M([[4, 7], [2, 5]]).det(), lambda: det([[4, 7], [2, 5]]))
    b.value('Find the determinant of the matrix [[2, 0, 1], [1, 3, 2], [1, 1, 4]]',
            lambda: M([[2, 0, 1], [1, 3, 2], [1, 1, 4]]).det(), lambda: det([[2, 0, 1], [1, 3, 2], [1, 1, 4]]))
    b.matrix('What is the inverse of [[4, 3], [3, 2]]?', lambda: M([[4, 3], [3, 2]]).inv(),
             lambda: inv2([[4, 3], [3, 2]]))
    b.matrix('AB = ? where A = [[1, 3], [2, −1]] and B = [[2, 0], [1, 4]]',
             lambda: M([[1, 3], [2, -1]]) * M([[2, 0], [1, 4]]),
             lambda: m_mul([[1, 3], [2, -1]], [[2, 0], [1, 4]]))
    b.matrix('−2 × [[3, −4], [1, 0]]', lambda: -2 * M([[3, -4], [1, 0]]),
             lambda: m_mul([[-2, 0], [0, -2]], [[3, -4], [1, 0]]))
    b.matrix('Find the transpose of [[7, 8], [9, 10], [11, 12]]', lambda: M([[7, 8], [9, 10], [11, 12]]).T,
             lambda: [list(col) for col in zip(*[[7, 8], [9, 10], [11, 12]])])
    b.matrix('Compute A² for A = [[1, 2], [3, 4]]', lambda: M([[1, 2], [3, 4]]) ** 2,
             lambda: m_mul([[1, 2], [3, 4]], [[1, 2], [3, 4]]))
    b.value('Find the trace of [[5, 1, 2], [0, −3, 4], [7, 8, 9]]',
            lambda: M([[5, 1, 2], [0, -3, 4], [7, 8, 9]]).trace(),
            lambda: sum([[5, 1, 2], [0, -3, 4], [7, 8, 9]][j][j] for j in range(3)))
    b.matrix('Multiply the matrix [[1, 2, 3], [4, 5, 6]] by the column vector [[1], [0], [−1]]',
             lambda: M([[1, 2, 3], [4, 5, 6]]) * M([1, 0, -1]), lambda: m_mul([[1, 2, 3], [4, 5, 6]], [[1], [0], [-1]]))
    b.matrix(r'Find the inverse of $\begin{pmatrix} 1 & 2 \\ 3 & 8 \end{pmatrix}$', lambda: M([[1, 2], [3, 8]]).inv(),
             lambda: inv2([[1, 2], [3, 8]]))
    b.value('For what value of k is the matrix [[k, 3], [4, 6]] singular?',
            lambda: sp.solve(M([[sp.Symbol('k'), 3], [4, 6]]).det(), sp.Symbol('k')),
            lambda: [v for v in HALVES if det([[v, 3], [4, 6]]) == 0])
    b.value('Find the eigenvalues of [[4, 1], [2, 3]]', lambda: list(M([[4, 1], [2, 3]]).eigenvals()),
            lambda: [v for v in range(-20, 21) if det([[4 - v, 1], [2, 3 - v]]) == 0])
    b.matrix('Solve the matrix equation [[2, 1], [1, 3]] X = [[5], [10]] for X',
             lambda: M([[2, 1], [1, 3]]).LUsolve(M([5, 10])), lambda: m_mul(inv2([[2, 1], [1, 3]]), [[5], [10]]))


def word_problems(b):
    d, s = sp.symbols('d s')
    b.value('A train travels 210 km in 2.5 hours. What is its average speed in km/h?', lambda: 210 / dec('2.5'),
            lambda: Fr(210) / Fr('2.5'))
    b.value('A mother is 4 times as old as her daughter. In 20 years she will be twice as old as her daughter. '
            'How old is the daughter now?', lambda: sp.solve(sp.Eq(4 * d + 20, 2 * (d + 20)), d)[0],
            lambda: next(v for v in range(1, 100) if 4 * v + 20 == 2 * (v + 20)))
    b.value('Pipe A can fill a pool in 8 hours and pipe B can fill it in 12 hours. How many hours do they take '
            'to fill it working together?', lambda: 1 / (R(1, 8) + R(1, 12)),
            lambda: Fr(24) / (24 // 8 + 24 // 12))
    b.value('The sum of three consecutive integers is 138. What is the largest of the three?',
            lambda: sp.solve(sp.Eq(3 * sp.Symbol('m') + 3, 138), sp.Symbol('m'))[0] + 2,
            lambda: next(v + 2 for v in range(-200, 200) if v + (v + 1) + (v + 2) == 138))
    b.value('A gym charges a $40 sign-up fee plus $15.50 per month. After how many months will Kai have paid '
            'a total of $288?', lambda: (288 - 40) / dec('15.50'),
            lambda: next(v for v in range(0, 1000) if 40 + Fr('15.50') * v == 288))
    b.value('Adult tickets cost $12 and child tickets cost $7. A family spent $62 on 6 tickets. How many adult '
            'tickets did they buy?', lambda: sp.solve(sp.Eq(12 * a + 7 * (6 - a), 62), a)[0],
            lambda: next(v for v in range(0, 7) if 12 * v + 7 * (6 - v) == 62))
    b.value('A recipe calls for 5 cups of sugar to make 60 muffins. How many cups of sugar are needed for 84 '
            'muffins?', lambda: R(5, 60) * 84, lambda: sp.solve(sp.Eq(R(5, 60), x / 84), x)[0])
    b.value("A rectangle's length is 5 cm more than its width, and its perimeter is 58 cm. What is its width in cm?",
            lambda: sp.solve(sp.Eq(2 * (s + s + 5), 58), s)[0],
            lambda: next(v for v in range(1, 100) if 2 * (v + v + 5) == 58))
    b.value('Two cars leave the same town at the same time and drive in opposite directions at 55 mph and 65 mph. '
            'After how many hours will they be 540 miles apart?', lambda: R(540, 55 + 65),
            lambda: next(Fr(j, 2) for j in range(1, 100) if (55 + 65) * Fr(j, 2) == 540))
    b.value('How many litres of pure water must be added to 12 litres of a 40% salt solution to dilute it to '
            '30%?', lambda: sp.solve(sp.Eq(R(4, 10) * 12, R(3, 10) * (12 + x)), x)[0],
            lambda: next(v for v in range(0, 200) if Fr(40, 100) * 12 == Fr(30, 100) * (12 + v)))
    b.value('Marco has $4.35 in nickels and quarters, 31 coins in all. How many quarters does he have?',
            lambda: sp.solve([sp.Eq(5 * d + 25 * s, 435), sp.Eq(d + s, 31)], [d, s])[s],
            lambda: next(q for q in range(32) if 5 * (31 - q) + 25 * q == 435))
    b.value('A worker earns $22 an hour, and 1.5 times that rate for every hour over 40 in a week. How much does '
            'he earn for a 45-hour week?', lambda: 40 * 22 + (45 - 40) * 22 * dec('1.5'),
            lambda: sum(Fr(22) if h < 40 else Fr(33) for h in range(45)))
    b.value('On a map, 2 cm represents 15 km. Two lakes are 9 cm apart on the map. How many km apart are they?',
            lambda: R(15, 2) * 9, lambda: Fr(9, 2) * 15)
    b.value('hw help: split $360 in the ratio 4 : 5, whats the larger share?', lambda: R(5, 4 + 5) * 360,
            lambda: next(5 * u for u in range(1, 361) if 4 * u + 5 * u == 360))
    b.value('When a number is doubled and then increased by 9, the result is 41. What is the number?',
            lambda: sp.solve(sp.Eq(2 * x + 9, 41), x)[0], lambda: next(v for v in range(-100, 100) if 2 * v + 9 == 41))
    b.value('A boat goes 36 km downstream in 2 hours and comes back the same distance upstream in 3 hours. What '
            'is the speed of the boat in still water, in km/h?',
            lambda: sp.solve([sp.Eq(2 * (x + y), 36), sp.Eq(3 * (x - y), 36)], [x, y])[x],
            lambda: next(v for v in HALVES for c in HALVES if 2 * (v + c) == 36 and 3 * (v - c) == 36))


def simplify(b):
    b_ = b_sym
    b.expr('Simplify 7a + 3b − 2a + 5b', lambda: sp.expand(7 * a + 3 * b_ - 2 * a + 5 * b_),
           lambda: sp.Add(7 * a, 3 * b_, -2 * a, 5 * b_, evaluate=False))
    b.expr('Expand (x + 5)(x − 3)', lambda: sp.expand((x + 5) * (x - 3)), lambda: (x + 5) * (x - 3), form='expanded')
    b.expr('Factor 4x² − 25', lambda: sp.factor(4 * x ** 2 - 25), lambda: 4 * x ** 2 - 25, form='factored')
    b.expr('factor x^2 + 7x + 12', lambda: sp.factor(x ** 2 + 7 * x + 12), lambda: x ** 2 + 7 * x + 12,
           form='factored')
    b.expr('Simplify (x² − 4x)/(x² − 16)', lambda: sp.cancel((x ** 2 - 4 * x) / (x ** 2 - 16)),
           lambda: (x ** 2 - 4 * x) / (x ** 2 - 16))
    b.expr(r'Simplify \frac{12a^4b^2}{3ab}', lambda: sp.cancel(12 * a ** 4 * b_ ** 2 / (3 * a * b_)),
           lambda: sp.Mul(12 * a ** 4 * b_ ** 2, sp.Pow(3 * a * b_, -1, evaluate=False), evaluate=False))
    b.expr('Expand (3x − 2)²', lambda: sp.expand((3 * x - 2) ** 2), lambda: (3 * x - 2) ** 2, form='expanded')
    b.expr('factor completely: 2x³ − 18x', lambda: sp.factor(2 * x ** 3 - 18 * x), lambda: 2 * x ** 3 - 18 * x,
           form='factored')
    b.expr('Simplify (2x³)² · 3x', lambda: sp.expand((2 * x ** 3) ** 2 * 3 * x),
           lambda: sp.Mul(sp.Pow(2 * x ** 3, 2, evaluate=False), 3 * x, evaluate=False))
    b.value('Simplify √72', lambda: sp.sqrt(72), lambda: mpmath.sqrt(72))
    b.expr('Combine into a single fraction: 1/x + 2/(x + 1)', lambda: sp.factor(sp.together(1 / x + 2 / (x + 1))),
           lambda: 1 / x + 2 / (x + 1))
    b.expr('Simplify (x^{-2} y^3)^{-1}', lambda: sp.powsimp((x ** -2 * y ** 3) ** -1),
           lambda: 1 / (x ** -2 * y ** 3))
    b.expr('Expand (x + 2)³', lambda: sp.expand((x + 2) ** 3), lambda: (x + 2) ** 3, form='expanded')
    b.expr('Factor 6x² + x − 2', lambda: sp.factor(6 * x ** 2 + x - 2), lambda: 6 * x ** 2 + x - 2, form='factored')
    b.value('Rationalize the denominator: 6/√3', lambda: sp.radsimp(6 / sp.sqrt(3)), lambda: 6 / mpmath.sqrt(3))
    b.expr('Simplify 3(2x − 4) − 2(x − 5)', lambda: sp.expand(3 * (2 * x - 4) - 2 * (x - 5)),
           lambda: sp.Add(sp.Mul(3, 2 * x - 4, evaluate=False), sp.Mul(-2, x - 5, evaluate=False), evaluate=False))


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
