"""Functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify."""
from __future__ import annotations

import cmath
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range
from sympy.geometry import Circle, Line, Point, Polygon, Segment, Triangle

from common import F, R, parse, round_by_integers, round_half_up, set_matches, x, y, a, b as b_sym, t

STYLE = {'word_problems': 'decimal'}


def dec(s):
    return sp.Rational(s)


# ---------------------------------------------------------------- functions

def inverse_holds(f):
    """holds: the written inverse composed with f gives x back."""
    def test(answer):
        g = parse(answer)
        return sp.simplify(g.subs(x, f) - x) == 0 and sp.simplify(f.subs(x, g) - x) == 0
    return test


def functions(b):
    f1 = 2 * x ** 2 - 3 * x + 1
    b.value('f(x) = 2x² − 3x + 1. Find f(−2).', lambda: f1.subs(x, -2), lambda: 2 * 4 - 3 * (-2) + 1)
    b.value('if g(x) = (x+1)/(x-3) what is g(5)', lambda: ((x + 1) / (x - 3)).subs(x, 5), lambda: Fraction(6, 2))
    b.expr('Let f(x) = x + 3 and g(x) = x². Find f(g(x)).', lambda: (x + 3).subs(x, x ** 2), lambda: x * x + 3)
    b.expr('f(x) = 2x − 1 and g(x) = x² + 1. Find (g ∘ f)(x) and expand it.', lambda: sp.expand((x ** 2 + 1).subs(x, 2 * x - 1)),
           lambda: (2 * x - 1) * (2 * x - 1) + 1, form='expanded')
    b.expr('Find the inverse of f(x) = 3x − 7.', lambda: sp.solve(x - (3 * y - 7), y)[0], lambda: (x + 7) / 3,
           holds=inverse_holds(3 * x - 7))
    b.expr('find f⁻¹(x) if f(x) = (2x + 1)/(x − 4)', lambda: sp.solve(x - (2 * y + 1) / (y - 4), y)[0],
           lambda: (4 * x + 1) / (x - 2), holds=inverse_holds((2 * x + 1) / (x - 4)))
    b.ineq('What is the domain of f(x) = √(x − 4)? Write it as an inequality.',
           lambda: continuous_domain(sp.sqrt(x - 4), x, sp.S.Reals), lambda: sp.solveset(x - 4 >= 0, x, sp.S.Reals),
           holds=set_matches(lambda v: v >= 4))
    b.ineq(r'Find the domain of $f(x) = \frac{1}{x^2 - 9}$.', lambda: continuous_domain(1 / (x ** 2 - 9), x, sp.S.Reals),
           lambda: sp.Complement(sp.S.Reals, sp.FiniteSet(*sp.solve(x ** 2 - 9))), holds=set_matches(lambda v: v * v != 9))
    b.ineq('What is the range of f(x) = x² − 4x + 7?', lambda: function_range(x ** 2 - 4 * x + 7, x, sp.S.Reals),
           lambda: sp.Interval(((x - 2) ** 2 + 3).subs(x, 2), sp.oo), var='y',
           holds=set_matches(lambda v: v >= 3))
    b.list('Find the vertex of the parabola y = x^2 − 6x + 5.', lambda: vertex(x ** 2 - 6 * x + 5), lambda: [3, 9 - 18 + 5])
    b.list('what is the vertex of f(x) = −2x² + 8x − 3', lambda: vertex(-2 * x ** 2 + 8 * x - 3),
           lambda: [Fraction(-8, -4), -2 * 4 + 16 - 3])
    b.value('Find the x-intercepts of y = x^2 - 2x - 8.', lambda: sp.solveset(x ** 2 - 2 * x - 8, x, sp.S.Reals),
            lambda: [v for v in range(-20, 21) if v * v - 2 * v - 8 == 0])
    b.value('A ball is thrown upward and its height in feet after t seconds is h(t) = −16t² + 64t + 5. What is the maximum height?',
            lambda: sp.maximum(-16 * t ** 2 + 64 * t + 5, t), lambda: max(-16 * (s / 100) ** 2 + 64 * (s / 100) + 5 for s in range(0, 500)))
    b.text('Is f(x) = x³ − x even, odd, or neither?', lambda: parity(x ** 3 - x),
           lambda: 'odd' if all((-v) ** 3 - (-v) == -(v ** 3 - v) for v in range(1, 9)) else 'not odd')
    b.value('What is the axis of symmetry of y = 2x² + 12x − 1? Give the x-value.', lambda: sp.solve(sp.diff(2 * x ** 2 + 12 * x - 1, x))[0],
            lambda: Fraction(-12, 2 * 2))
    b.ineq('domain of y = log(x + 2)', lambda: continuous_domain(sp.log(x + 2), x, sp.S.Reals),
           lambda: sp.solveset(x + 2 > 0, x, sp.S.Reals), holds=set_matches(lambda v: v > -2))
    b.value('Given h(x) = √(2x + 7), evaluate h(9).', lambda: sp.sqrt(2 * x + 7).subs(x, 9), lambda: math.isqrt(25))


def vertex(q):
    h = sp.solve(sp.diff(q, x), x)[0]
    return [h, q.subs(x, h)]


def parity(f):
    if sp.simplify(f.subs(x, -x) - f) == 0:
        return 'even'
    if sp.simplify(f.subs(x, -x) + f) == 0:
        return 'odd'
    return 'neither'


# ---------------------------------------------------------------- coordinate geometry

def line_rhs(p, q):
    """y = m x + c through two points, with sympy.geometry."""
    eq = Line(Point(*p), Point(*q)).equation(x, y)
    return sp.solve(eq, y)[0]


def coordinate_geometry(b):
    b.value('slope of line through (2,3) and (6,11)??', lambda: Line(Point(2, 3), Point(6, 11)).slope,
            lambda: Fraction(11 - 3, 6 - 2))
    b.expr('Write the equation of the line passing through (1, 4) and (3, 10) in slope-intercept form y = mx + b.',
           lambda: sp.expand(sp.interpolate([(1, 4), (3, 10)], x)), lambda: line_rhs((1, 4), (3, 10)))
    b.value('distance between (−1, 2) and (5, 10)', lambda: Point(-1, 2).distance(Point(5, 10)),
            lambda: math.isqrt(6 ** 2 + 8 ** 2))
    b.list('What is the midpoint of the segment joining (3, −4) and (−7, 8)?', lambda: list(Segment(Point(3, -4), Point(-7, 8)).midpoint),
           lambda: [Fraction(3 - 7, 2), Fraction(-4 + 8, 2)])
    b.value(r'Given the line $4x - 2y = 9$, find its slope.', lambda: sp.diff(sp.solve(4 * x - 2 * y - 9, y)[0], x), lambda: Fraction(-4, -2))
    b.expr('Find the equation of the line parallel to y = 2x + 1 that passes through (3, −1). Answer in the form y = mx + b.',
           lambda: sp.expand(2 * (x - 3) - 1), lambda: line_rhs((3, -1), (4, 1)))
    b.expr('line perpendicular to y = −x/3 + 2 going through (2, 5)? give y = mx + b',
           lambda: sp.expand(3 * (x - 2) + 5),
           lambda: sp.solve(Line(Point(0, 2), slope=R(-1, 3)).perpendicular_line(Point(2, 5)).equation(x, y), y)[0])
    b.value('At what x-value does the line 3x + 4y = 24 cross the x-axis?', lambda: sp.solve((3 * x + 4 * y - 24).subs(y, 0), x)[0], lambda: Fraction(24, 3))
    b.value('How far is the point (7, 24) from the origin?', lambda: sp.sqrt(7 ** 2 + 24 ** 2),
            lambda: Point(0, 0).distance(Point(7, 24)))
    b.value('Find the exact distance between the points (2, −3) and (5, 3).', lambda: sp.sqrt((5 - 2) ** 2 + (3 + 3) ** 2),
            lambda: Point(2, -3).distance(Point(5, 3)))
    b.list('Where do the lines y = 2x + 1 and y = −x + 7 intersect? Give the point.',
           lambda: list(sp.solve([y - 2 * x - 1, y + x - 7], [x, y]).values()),
           lambda: list(Line(Point(0, 1), slope=2).intersection(Line(Point(0, 7), slope=-1))[0]))
    b.value('What is the radius of the circle x² + y² − 6x + 4y − 12 = 0?',
            lambda: sp.sqrt(R(6, 2) ** 2 + R(4, 2) ** 2 + 12), lambda: circle_from_general(-6, 4, -12).radius)
    b.list('Find the center of the circle x^2 + y^2 + 8x − 10y + 5 = 0.', lambda: [R(-8, 2), R(10, 2)],
           lambda: list(circle_from_general(8, -10, 5).center))
    b.value('Find the area of the triangle with vertices (0, 0), (6, 0) and (2, 5).',
            lambda: abs(Polygon(Point(0, 0), Point(6, 0), Point(2, 5)).area),
            lambda: Fraction(abs(0 * (0 - 5) + 6 * (5 - 0) + 2 * (0 - 0)), 2))
    b.value('What is the slope of a line perpendicular to 5x + 2y = 7?', lambda: -1 / sp.diff(sp.solve(5 * x + 2 * y - 7, y)[0], x),
            lambda: Line(Point(0, R(7, 2)), Point(2, R(-3, 2))).perpendicular_line(Point(0, 0)).slope)
    b.list('The midpoint of AB is (4, 1) and A = (1, −3). Find the coordinates of B.', lambda: [2 * 4 - 1, 2 * 1 + 3],
           lambda: [p for p in [(u, v) for u in range(-20, 21) for v in range(-20, 21)]
                    if Segment(Point(1, -3), Point(*p)).midpoint == Point(4, 1)][0])


def circle_from_general(d, e, f):
    """x^2 + y^2 + d x + e y + f = 0 as a sympy Circle through three of its points."""
    cx, cy = R(-d, 2), R(-e, 2)
    r = sp.sqrt(cx ** 2 + cy ** 2 - f)
    pts = []
    for xv in (cx - r, cx, cx + r):
        ys = sp.solve((x ** 2 + y ** 2 + d * x + e * y + f).subs(x, xv), y)
        pts.append(Point(xv, ys[0]))
    return Circle(*pts)


# ---------------------------------------------------------------- geometry

def geometry(b):
    b.value('Find the area of a circle with radius 7 cm. Leave your answer in terms of π.', lambda: sp.pi * 7 ** 2,
            lambda: Circle(Point(0, 0), 7).area)
    b.value('circumference of a circle with diameter 10, to 2 decimal places', lambda: round_half_up(sp.pi * 10, 2),
            lambda: round_by_integers(Fraction(mpmath.nstr(mpmath.quad(lambda s: 5, [0, 2 * mpmath.pi]), 40)), 2))
    b.value('A triangular sail has a base of 12 ft and a height of 9 ft. What is its area in square feet?', lambda: R(1, 2) * 12 * 9,
            lambda: Triangle(Point(0, 0), Point(12, 0), Point(3, 9)).area)
    b.value('The legs of a right triangle are 9 and 12. How long is the hypotenuse?', lambda: sp.sqrt(9 ** 2 + 12 ** 2),
            lambda: next(c for c in range(1, 50) if c * c == 81 + 144))
    b.value('A 13-foot ladder leans against a wall and reaches 12 feet up the wall. How far is the foot of the ladder from the wall, in feet?',
            lambda: sp.sqrt(13 ** 2 - 12 ** 2), lambda: next(c for c in range(1, 13) if c * c + 144 == 169))
    b.value('A can of soup is a cylinder with radius 3 cm and height 10 cm. What is its volume in cm³? Leave the answer in terms of π.', lambda: sp.pi * 3 ** 2 * 10,
            lambda: sp.integrate(sp.pi * 3 ** 2, (t, 0, 10)))
    b.value(r'Use $V = \frac{4}{3}\pi r^3$ to find the exact volume of a sphere with radius 6.', lambda: R(4, 3) * sp.pi * 6 ** 3,
            lambda: sp.integrate(sp.pi * (36 - t ** 2), (t, -6, 6)))
    b.value('What is the sum of the interior angles of a hexagon, in degrees?', lambda: (6 - 2) * 180,
            lambda: sum(sp.deg(a_) for a_ in Polygon(*[Point(sp.cos(2 * sp.pi * j / 6), sp.sin(2 * sp.pi * j / 6)) for j in range(6)]).angles.values()))
    b.value('how big is each interior angle of a regular octagon (degrees)', lambda: sp.Rational((8 - 2) * 180, 8),
            lambda: 180 - Fraction(360, 8))
    b.value('Two angles of a triangle measure 47° and 68°. Find the third angle in degrees.', lambda: 180 - 47 - 68,
            lambda: next(v for v in range(1, 180) if 47 + 68 + v == 180))
    b.value('The parallel sides of a trapezoid are 8 cm and 14 cm long and its height is 5 cm. Find its area in cm².', lambda: R(1, 2) * (8 + 14) * 5,
            lambda: abs(Polygon(Point(0, 0), Point(14, 0), Point(10, 5), Point(2, 5)).area))
    b.value('A rectangular garden is 12.5 m by 7.5 m. What is its perimeter in meters?', lambda: 2 * (dec('12.5') + dec('7.5')),
            lambda: Polygon(Point(0, 0), Point(F('12.5'), 0), Point(F('12.5'), F('7.5')), Point(0, F('7.5'))).perimeter,
            style='decimal')
    b.value(r'cone with radius 4 and height 9, volume = ? (exact, in terms of pi)', lambda: R(1, 3) * sp.pi * 4 ** 2 * 9,
            lambda: sp.integrate(sp.pi * (R(4, 9) * t) ** 2, (t, 0, 9)))
    b.value('What is the supplement of a 38° angle?', lambda: 180 - 38, lambda: next(v for v in range(181) if v + 38 == 180))
    b.value('Find the total surface area of a cylinder with radius 2 and height 5. Answer in terms of π.',
            lambda: 2 * sp.pi * 2 ** 2 + 2 * sp.pi * 2 * 5, lambda: sp.pi * 4 + sp.pi * 4 + Circle(Point(0, 0), 2).circumference * 5)
    b.value('A sector of a circle has radius 6 and central angle 60°. What is its area? Give it in terms of π.',
            lambda: R(60, 360) * sp.pi * 6 ** 2, lambda: sp.integrate(sp.integrate(t, (t, 0, 6)), (x, 0, sp.pi / 3)))
    b.value('A rectangular field is 15 m long and 8 m wide. How long, in metres, is the straight path from one corner to the opposite corner?', lambda: sp.sqrt(8 ** 2 + 15 ** 2),
            lambda: Point(0, 0).distance(Point(8, 15)))


# ---------------------------------------------------------------- complex numbers

def cx(c: complex):
    return sp.nsimplify(c.real) + sp.I * sp.nsimplify(c.imag)


def complex_numbers(b):
    I = sp.I
    b.value('(3 + 2i) + (5 − 7i)', lambda: sp.expand((3 + 2 * I) + (5 - 7 * I)), lambda: cx((3 + 2j) + (5 - 7j)))
    b.value('Multiply (2 + 3i)(4 − i).', lambda: sp.expand((2 + 3 * I) * (4 - I)), lambda: cx((2 + 3j) * (4 - 1j)))
    b.value(r'Simplify $\frac{1+i}{1-i}$', lambda: sp.simplify((1 + I) / (1 - I)), lambda: cx((1 + 1j) / (1 - 1j)))
    b.value('what is the modulus of 6 − 8i', lambda: sp.Abs(6 - 8 * I), lambda: abs(6 - 8j))
    b.value(r'Simplify $i^{23}$.', lambda: I ** 23, lambda: cx(1j ** 23))
    b.value('What is the complex conjugate of −4 + 9i?', lambda: sp.conjugate(-4 + 9 * I), lambda: cx((-4 + 9j).conjugate()))
    b.value('Divide and write in a + bi form: (5 + i)/(2 + 3i)', lambda: sp.expand(sp.radsimp((5 + I) / (2 + 3 * I))),
            lambda: cx((5 + 1j) / (2 + 3j)))
    b.value('Expand (2 − i)².', lambda: sp.expand((2 - I) ** 2), lambda: cx((2 - 1j) ** 2))
    b.value('Simplify √(−16).', lambda: sp.sqrt(-16), lambda: cx(cmath.sqrt(-16)))
    b.value(r'Find $\arg(1 + i\sqrt{3})$ in radians (principal value).', lambda: sp.arg(1 + I * sp.sqrt(3)), lambda: cmath.phase(complex(1, math.sqrt(3))))
    b.value('what is (1+i)^8', lambda: sp.expand((1 + I) ** 8), lambda: cx((1 + 1j) ** 8))
    b.value('Write 2(cos(π/2) + i sin(π/2)) in rectangular form.', lambda: sp.expand(2 * (sp.cos(sp.pi / 2) + I * sp.sin(sp.pi / 2))),
            lambda: cmath.rect(2, math.pi / 2))
    b.value('What is the real part of (3 + 4i)/(1 + 2i)?', lambda: sp.re((3 + 4 * I) / (1 + 2 * I)), lambda: ((3 + 4j) / (1 + 2j)).real)
    b.value('Solve for z: 2z + 3i = 4 − i', lambda: sp.solve(2 * sp.Symbol('z') + 3 * I - (4 - I))[0], lambda: cx((4 - 1j - 3j) / 2))
    b.value('Find the multiplicative inverse of 3 − 4i in the form a + bi.', lambda: sp.expand(sp.radsimp(1 / (3 - 4 * I))),
            lambda: complex(1 / (3 - 4j)))
    b.value('Find |3 + 4i| · |1 − i| exactly.', lambda: sp.Abs(3 + 4 * I) * sp.Abs(1 - I), lambda: abs(3 + 4j) * abs(1 - 1j))


# ---------------------------------------------------------------- matrices

def fdet(m):
    m = [[Fraction(v) for v in r] for r in m]
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * fdet([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))


def finv(m):
    """Gauss-Jordan with Fractions."""
    nrows = len(m)
    aug = [[Fraction(v) for v in r] + [Fraction(int(i == j)) for j in range(nrows)] for i, r in enumerate(m)]
    for col in range(nrows):
        piv = next(r for r in range(col, nrows) if aug[r][col] != 0)
        aug[col], aug[piv] = aug[piv], aug[col]
        pv = aug[col][col]
        aug[col] = [v / pv for v in aug[col]]
        for r in range(nrows):
            if r != col and aug[r][col] != 0:
                fac = aug[r][col]
                aug[r] = [v - fac * w for v, w in zip(aug[r], aug[col])]
    return [r[nrows:] for r in aug]


def fmul(p, q):
    return [[sum(Fraction(p[i][k_]) * q[k_][j] for k_ in range(len(q))) for j in range(len(q[0]))] for i in range(len(p))]


def matrices(b):
    M = sp.Matrix
    b.value('Find the determinant of [[3, 4], [2, 5]].', lambda: M([[3, 4], [2, 5]]).det(), lambda: fdet([[3, 4], [2, 5]]))
    b.value('det of the 3x3 matrix [[2, 0, 1], [1, 3, 2], [1, 1, 2]]', lambda: M([[2, 0, 1], [1, 3, 2], [1, 1, 2]]).det(),
            lambda: fdet([[2, 0, 1], [1, 3, 2], [1, 1, 2]]))
    b.matrix('Find the inverse of the matrix A = [[2, 1], [5, 3]].', lambda: M([[2, 1], [5, 3]]).inv(), lambda: finv([[2, 1], [5, 3]]))
    b.matrix('A = [[1, 2], [3, 4]] and B = [[0, 1], [5, −2]]. Compute AB.', lambda: M([[1, 2], [3, 4]]) * M([[0, 1], [5, -2]]),
             lambda: fmul([[1, 2], [3, 4]], [[0, 1], [5, -2]]))
    b.matrix('If A = [[1, 2], [3, 4]], find A².', lambda: M([[1, 2], [3, 4]]) ** 2, lambda: fmul([[1, 2], [3, 4]], [[1, 2], [3, 4]]))
    b.matrix('What is the transpose of [[1, 2, 3], [4, 5, 6]]?', lambda: M([[1, 2, 3], [4, 5, 6]]).T,
             lambda: [list(c) for c in zip(*[[1, 2, 3], [4, 5, 6]])])
    b.matrix('Let A = [[3, −1], [0, 2]] and B = [[1, 4], [−2, 5]]. Find 2A − B.',
             lambda: 2 * M([[3, -1], [0, 2]]) - M([[1, 4], [-2, 5]]),
             lambda: [[2 * p - q for p, q in zip(r1, r2)] for r1, r2 in zip([[3, -1], [0, 2]], [[1, 4], [-2, 5]])])
    b.matrix('Find the inverse of [[1, 2, 3], [0, 1, 4], [5, 6, 0]].', lambda: M([[1, 2, 3], [0, 1, 4], [5, 6, 0]]).inv(),
             lambda: finv([[1, 2, 3], [0, 1, 4], [5, 6, 0]]))
    b.value(r'Evaluate $\begin{vmatrix} 4 & -2 \\ 3 & 1 \end{vmatrix}$', lambda: M([[4, -2], [3, 1]]).det(),
            lambda: fdet([[4, -2], [3, 1]]))
    b.matrix('Multiply [[2, −1], [1, 3]] by the column vector [[4], [−2]].', lambda: M([[2, -1], [1, 3]]) * M([[4], [-2]]),
             lambda: fmul([[2, -1], [1, 3]], [[4], [-2]]))
    b.value('For what value of k is the matrix [[k, 2], [3, 6]] singular?', lambda: sp.solve(M([[sp.Symbol('k'), 2], [3, 6]]).det())[0],
            lambda: Fraction(2 * 3, 6))
    b.value('What is the trace of [[5, 1, 0], [2, −3, 4], [7, 8, 9]]?', lambda: M([[5, 1, 0], [2, -3, 4], [7, 8, 9]]).trace(),
            lambda: sum([[5, 1, 0], [2, -3, 4], [7, 8, 9]][i][i] for i in range(3)))
    b.matrix(r'Compute $\begin{pmatrix} 1 & 0 & 2 \\ -1 & 3 & 1 \\ 2 & 1 & 0 \end{pmatrix} \begin{pmatrix} 3 & 1 & 0 \\ 2 & 1 & 1 \\ 1 & 0 & 4 \end{pmatrix}$',
             lambda: M([[1, 0, 2], [-1, 3, 1], [2, 1, 0]]) * M([[3, 1, 0], [2, 1, 1], [1, 0, 4]]),
             lambda: fmul([[1, 0, 2], [-1, 3, 1], [2, 1, 0]], [[3, 1, 0], [2, 1, 1], [1, 0, 4]]))
    b.matrix('inverse of [[4, 7], [2, 6]] pls', lambda: M([[4, 7], [2, 6]]).inv(), lambda: finv([[4, 7], [2, 6]]))
    b.value('Calculate the determinant of\n| 1  2  3 |\n| 4  5  6 |\n| 7  8  10 |', lambda: M([[1, 2, 3], [4, 5, 6], [7, 8, 10]]).det(),
            lambda: fdet([[1, 2, 3], [4, 5, 6], [7, 8, 10]]))
    b.matrix('Given A = [[2, 3], [1, 4]], find A⁻¹.', lambda: M([[2, 3], [1, 4]]).inv(), lambda: finv([[2, 3], [1, 4]]))


# ---------------------------------------------------------------- word problems

def word_problems(b):
    b.value('A car travels at 65 mph for 3.5 hours. How many miles does it go?', lambda: 65 * dec('3.5'), lambda: F(65) * F('3.5'))
    b.value('if 6 pencils cost $4.50 how much would 10 cost? (in dollars)', lambda: dec('4.50') / 6 * 10,
            lambda: Fraction(450 * 10, 6 * 100))
    b.value('Tom is three times as old as his daughter. In 12 years he will be twice as old as she will be. '
            'How old is the daughter now?', lambda: sp.solve(3 * x + 12 - 2 * (x + 12))[0],
            lambda: next(d for d in range(1, 100) if 3 * d + 12 == 2 * (d + 12)))
    b.value('A shirt costs $25. It is on sale for 20% off, and then 8% sales tax is added to the sale price. What is the final cost in dollars?',
            lambda: 25 * R(80, 100) * R(108, 100), lambda: (F(25) - 5) + (F(25) - 5) * F('0.08'))
    b.value('Pipe A fills a tank in 6 hours and pipe B fills it in 3 hours. How many hours do they take to fill it together?',
            lambda: sp.solve(t / 6 + t / 3 - 1, t)[0], lambda: 1 / (Fraction(1, 6) + Fraction(1, 3)))
    b.value('How many liters of a 60% acid solution must be added to 10 liters of a 30% acid solution to get a 40% solution?',
            lambda: sp.solve(dec('0.3') * 10 + dec('0.6') * x - dec('0.4') * (10 + x))[0],
            lambda: next(Fraction(v, 10) for v in range(0, 1000) if Fraction(3) + Fraction(6 * v, 100) == Fraction(4, 10) * (10 + Fraction(v, 10))))
    b.value('On a map with scale 1 : 50 000, two towns are 3.2 cm apart. How far apart are they in real life, in kilometers?',
            lambda: dec('3.2') * 50000 / 100000, lambda: F('3.2') * 50000 / 100 / 1000)
    b.value('A 12-ounce box of cereal costs $3.48. What is the unit price in dollars per ounce?', lambda: dec('3.48') / 12,
            lambda: Fraction(348, 1200))
    b.value('my recipe uses 3 cups of flour for 24 cookies but i want to make 40 cookies. how many cups of flour do i need?',
            lambda: sp.solve(sp.Rational(3, 24) - x / 40)[0], lambda: Fraction(3 * 40, 24))
    b.value('Two trains leave the same station at the same time going in opposite directions, one at 55 km/h and the other at 70 km/h. '
            'After how many hours will they be 500 km apart?', lambda: sp.solve((55 + 70) * t - 500, t)[0],
            lambda: next(Fraction(h, 4) for h in range(1, 200) if (55 + 70) * Fraction(h, 4) == 500))
    b.value('Given a principal of $2,000, a simple interest rate of 4.5% per year and a time of 3 years, find the interest earned in dollars.', lambda: 2000 * dec('0.045') * 3,
            lambda: Fraction(2000 * 45 * 3, 1000))
    b.value('$1,000 is invested at 5% interest compounded annually. How much is in the account after 3 years? Round to the nearest cent.',
            lambda: round_half_up(1000 * dec('1.05') ** 3, 2), lambda: round_by_integers(Fraction(1000) * Fraction(105, 100) ** 3, 2))
    b.value('The ratio of boys to girls in a class of 40 students is 3:5. How many girls are in the class?',
            lambda: sp.Integer(40) * R(5, 8), lambda: next(g for g in range(41) if Fraction(40 - g, g or 1) == Fraction(3, 5)))
    b.value('Jake had $120. He spent 1/4 of it on a game and then 1/3 of what was left on books. How many dollars does he have left?',
            lambda: 120 * (1 - R(1, 4)) * (1 - R(1, 3)), lambda: (120 - 30) - (120 - 30) // 3)
    b.value('A runner covers 400 m in 52 seconds. What is her average speed in m/s, rounded to 2 decimal places?',
            lambda: round_half_up(sp.Rational(400, 52), 2), lambda: round_by_integers(Fraction(400, 52), 2))
    b.value('three consecutive even integers add up to 78. whats the largest one',
            lambda: sp.solve(x + (x + 2) + (x + 4) - 78)[0] + 4, lambda: next(m + 4 for m in range(0, 100, 2) if 3 * m + 6 == 78))
    b.value('A worker can paint a room in 4 hours and a second worker can do it in 6 hours. Working together, how many hours does it take?',
            lambda: sp.solve(t / 4 + t / 6 - 1, t)[0], lambda: Fraction(4 * 6, 4 + 6))


# ---------------------------------------------------------------- simplify

def simplify(b):
    b.expr('expand (x + 3)(x − 5)', lambda: sp.expand((x + 3) * (x - 5)), lambda: (x + 3) * (x - 5), form='expanded')
    b.expr('Factor x² − 9x + 20', lambda: sp.factor(x ** 2 - 9 * x + 20), lambda: x ** 2 - 9 * x + 20, form='factored')
    b.expr('factorise 6x^2 + x - 2', lambda: sp.factor(6 * x ** 2 + x - 2), lambda: 6 * x ** 2 + x - 2, form='factored')
    b.expr(r'Simplify $\dfrac{x^2-4}{x+2}$', lambda: sp.cancel((x ** 2 - 4) / (x + 2)), lambda: (x ** 2 - 4) / (x + 2))
    b.expr('Expand (2x − 1)³', lambda: sp.expand((2 * x - 1) ** 3), lambda: (2 * x - 1) ** 3, form='expanded')
    b.expr(r'Simplify $\frac{x^2 + 5x + 6}{x^2 - 9}$', lambda: sp.factor(sp.cancel((x ** 2 + 5 * x + 6) / (x ** 2 - 9))),
           lambda: (x ** 2 + 5 * x + 6) / (x ** 2 - 9))
    b.expr('write 1/x + 1/(x+1) as a single fraction', lambda: sp.factor(sp.together(1 / x + 1 / (x + 1))), lambda: 1 / x + 1 / (x + 1))
    b.expr('Simplify (3x²y³)(4xy²)', lambda: sp.simplify(3 * x ** 2 * y ** 3 * 4 * x * y ** 2), lambda: 3 * x ** 2 * y ** 3 * 4 * x * y ** 2)
    b.expr('simplify x^5 · x^3 / x^4', lambda: sp.powsimp(x ** 5 * x ** 3 / x ** 4), lambda: x ** 5 * x ** 3 / x ** 4)
    b.expr('Factor completely: 2x³ − 8x', lambda: sp.factor(2 * x ** 3 - 8 * x), lambda: 2 * x ** 3 - 8 * x, form='factored')
    b.expr('Simplify sin²x + cos²x + tan x · cos x', lambda: sp.simplify(sp.sin(x) ** 2 + sp.cos(x) ** 2 + sp.tan(x) * sp.cos(x)),
           lambda: sp.sin(x) ** 2 + sp.cos(x) ** 2 + sp.tan(x) * sp.cos(x))
    b.expr(r'Simplify $\frac{(a^2 b^{-3})^2}{(ab)^{-1}}$ and write it with positive exponents.',
           lambda: sp.powsimp((a ** 2 * b_sym ** -3) ** 2 / (a * b_sym) ** -1), lambda: (a ** 2 * b_sym ** -3) ** 2 / (a * b_sym) ** -1)
    b.expr('expand and simplify (x + y)^2 − (x − y)^2', lambda: sp.expand((x + y) ** 2 - (x - y) ** 2),
           lambda: (x + y) ** 2 - (x - y) ** 2, form='expanded')
    b.expr('Factor x³ + 8', lambda: sp.factor(x ** 3 + 8), lambda: x ** 3 + 8, form='factored')
    b.expr('Simplify 2(3x − 4) − 5(x − 2)', lambda: sp.expand(2 * (3 * x - 4) - 5 * (x - 2)), lambda: 2 * (3 * x - 4) - 5 * (x - 2))
    b.expr('Combine like terms: 4a + 3b − 2a + 7 − b', lambda: sp.simplify(4 * a + 3 * b_sym - 2 * a + 7 - b_sym),
           lambda: 4 * a + 3 * b_sym - 2 * a + 7 - b_sym)


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
