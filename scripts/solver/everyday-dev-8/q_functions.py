"""Function, geometry and applied questions of the eighth everyday development set: functions,
coordinate_geometry, geometry, complex_numbers, matrices, word_problems and simplify. Voices: a story, b textbook
list, c curriculum wording, d student asking for help (see common.VOICES)."""
from __future__ import annotations

import cmath
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range
from sympy.geometry import Circle, Line, Point, Polygon, Segment, Triangle

from common import (R, dec, parse, round_by_integers, round_half_up, set_matches, sig_by_integers, sig_figs, x,
                    y, t)

STYLE = {'word_problems': 'decimal', 'geometry': 'decimal'}
XR = sp.Symbol('x', real=True)


# ---------------------------------------------------------------- functions

def _inverse_holds(f):
    """The written inverse undoes f both ways at sample points."""
    def test(answer: str) -> bool:
        g = parse(answer)
        for v in (R(1, 3), R(7, 2), R(-5, 4), 11):
            if sp.simplify(g.subs(x, f.subs(x, v)) - v) != 0 or sp.simplify(f.subs(x, g.subs(x, v)) - v) != 0:
                return False
        return True
    return test


def functions(b):
    n_ = sp.Symbol('n')
    C = dec('4.5') * n_ + 120
    b.value('A bakery\'s daily cost, in dollars, of making n cakes is C(n) = 4.5n + 120. It sells each cake for $15. '
            'What is the cost of making 36 cakes, in dollars?',
            lambda: C.subs(n_, 36), lambda: Fraction(45 * 36, 10) + 120, v='a', style='decimal')
    Pf = -dec('0.02') * x ** 2 + 12 * x - 500
    b.value('A company\'s profit, in dollars, from selling x phone cases a week is P(x) = −0.02x² + 12x − 500. What is '
            'the average rate of change of the profit between x = 100 and x = 200 cases, in dollars per case?',
            lambda: (Pf.subs(x, 200) - Pf.subs(x, 100)) / (200 - 100),
            lambda: (_p(200) - _p(100)) / 100, v='a')
    T = 18 + 6 * t
    b.value('In a science lab, water is heated so that its temperature after t minutes is T(t) = 18 + 6t degrees '
            'Celsius. After how many minutes does the water reach 75 °C?',
            lambda: sp.solve(sp.Eq(T, 75), t)[0], lambda: Fraction(75 - 18, 6), v='a', style='decimal')
    b.value('Exercise 2.5  Given f(x) = 2x − 5 and g(x) = x² + 1, find each of the following.\n6)  f(g(3))',
            lambda: sp.Lambda(x, 2 * x - 5)(sp.Lambda(x, x ** 2 + 1)(3)), lambda: 2 * (3 * 3 + 1) - 5, v='b')
    f_inv = (3 * x + 1) / (x - 2)
    b.expr('Q4  Find the inverse of each function.\n(b)  f(x) = (3x + 1)/(x − 2)',
           lambda: sp.solve(sp.Eq(x, f_inv.subs(x, y)), y)[0],
           lambda: _mobius_inverse(3, 1, 1, -2), holds=_inverse_holds(f_inv), v='b')
    b.ineq('Section 1.8 — State the domain of each function.\n(iii)  f(x) = √(6 − 2x)',
           lambda: continuous_domain(sp.sqrt(6 - 2 * XR), XR, sp.S.Reals),
           lambda: sp.solve_univariate_inequality(6 - 2 * XR >= 0, XR, relational=False),
           holds=set_matches(lambda v: 6 - 2 * v >= 0), v='b')
    b.value('For the function f(x) = x² − 4x + 1, what is the value of f(−3)?',
            lambda: (x ** 2 - 4 * x + 1).subs(x, -3), lambda: sp.Poly([1, -4, 1], x).eval(-3), v='c')
    b.expr('f(x) = x² + 2 and g(x) = 3x − 1. Find gf(x), giving your answer in its simplest form.',
           lambda: sp.expand((3 * x - 1).subs(x, x ** 2 + 2)),
           lambda: sp.interpolate([(v, 3 * (v * v + 2) - 1) for v in (0, 1, 2)], x), v='c')
    YR = sp.Symbol('y', real=True)
    b.ineq('Find the range of the function f(x) = x² − 6x + 11, x ∈ ℝ.',
           lambda: function_range(XR ** 2 - 6 * XR + 11, XR, sp.S.Reals),
           lambda: sp.Interval((XR ** 2 - 6 * XR + 11).subs(XR, sp.Rational(6, 2 * 1)), sp.oo), var='y', v='c')
    fo = x ** 3 - 4 * x
    b.text('I\'m confused about odd and even functions. Is f(x) = x³ − 4x odd, even or neither?',
           lambda: 'even' if sp.simplify(fo.subs(x, -x) - fo) == 0 else 'odd' if sp.simplify(fo.subs(x, -x) + fo) == 0
           else 'neither',
           lambda: 'odd' if all((-v) ** 3 - 4 * (-v) == -(v ** 3 - 4 * v) for v in range(1, 9)) and
           any(v ** 3 - 4 * v != 0 for v in range(1, 9)) else 'not odd', v='d')
    b.value('My teacher gave us this for practice: if f(x) = 5 − 2x, for what value of x is f(x) = −9? I got −2.',
            lambda: sp.solve(sp.Eq(5 - 2 * x, -9), x)[0], lambda: next(v for v in range(-50, 50) if 5 - 2 * v == -9),
            v='d')
    b.ineq('Question from my quiz yesterday: what is the domain of g(x) = 1/(x² − 9)? I only wrote x ≠ 3 and lost '
           'a mark.',
           lambda: continuous_domain(1 / (XR ** 2 - 9), XR, sp.S.Reals),
           lambda: sp.Complement(sp.S.Reals, sp.FiniteSet(*sp.solve(XR ** 2 - 9, XR))),
           holds=set_matches(lambda v: v * v != 9, extra=[3, -3]), v='d')


def _mobius_inverse(a, b_, c, d):
    """The inverse of (a x + b)/(c x + d) by the formula (d x − b)/(−c x + a)."""
    return (d * x - b_) / (-c * x + a)


def _p(q: int) -> Fraction:
    return Fraction(-2, 100) * q * q + 12 * q - 500


# ---------------------------------------------------------------- coordinate_geometry

def _shoelace(points):
    s = sum(Fraction(p[0]) * q[1] - Fraction(q[0]) * p[1] for p, q in zip(points, points[1:] + points[:1]))
    return abs(s) / 2


def _line_rhs(line: Line):
    """y in terms of x for a non-vertical sympy line."""
    return sp.solve(line.equation(x, y), y)[0]


def coordinate_geometry(b):
    b.value('On a town map, Jess\'s house is at (2, −3) and her school is at (10, 12), where one grid unit is 100 m. '
            'How far is it from her house to the school in a straight line, in metres?',
            lambda: Point(2, -3).distance(Point(10, 12)) * 100,
            lambda: next(d for d in range(0, 10000, 100) if d * d == ((10 - 2) ** 2 + (12 + 3) ** 2) * 100 ** 2),
            v='a')
    b.list('A drone takes off at the point (−4, 6) on a park grid and lands at (8, −2). What are the coordinates of '
           'the midpoint of its straight-line route? Give them as x, y.',
           lambda: list(Segment(Point(-4, 6), Point(8, -2)).midpoint),
           lambda: [Fraction(-4 + 8, 2), Fraction(6 - 2, 2)], v='a')
    b.value('A garden bed is a triangle with corners at (1, 2), (9, 4) and (4, 11), measured in metres. What is the '
            'area of the bed, in m²?',
            lambda: abs(Triangle(Point(1, 2), Point(9, 4), Point(4, 11)).area),
            lambda: _shoelace([(1, 2), (9, 4), (4, 11)]), v='a')
    b.value('Exercise 10.3  Find the gradient of the line through each pair of points.\n7)  (−3, 5) and (5, −1)',
            lambda: Line(Point(-3, 5), Point(5, -1)).slope, lambda: Fraction(-1 - 5, 5 + 3), v='b')
    b.expr('Q7  Equations of lines\n(c)  Find the equation of the line that is perpendicular to y = 4x + 1 and '
           'passes through (4, 1). Write it in the form y = mx + c.',
           lambda: _line_rhs(Line(Point(0, 1), Point(1, 5)).perpendicular_line(Point(4, 1))),
           lambda: 1 + (-1 / sp.Integer(4)) * (x - 4), v='b')
    b.value('Section 9.2 — Circles\n(iv)  Find the radius of the circle x² + y² − 6x + 10y − 2 = 0.',
            lambda: Circle(x ** 2 + y ** 2 - 6 * x + 10 * y - 2, x=x, y=y).radius,
            lambda: math.isqrt(2 + 3 ** 2 + 5 ** 2), v='b')
    b.expr('Write the equation of the line that passes through (−2, 7) and has slope −3/2 in slope-intercept form.',
           lambda: _line_rhs(Line(Point(-2, 7), slope=R(-3, 2))),
           lambda: 7 + R(-3, 2) * (x + 2), v='c')
    b.list('The lines y = 3x − 5 and 2x + y = 10 intersect at the point P. Work out the coordinates of P, giving '
           'them as x, y.',
           lambda: list(Line(Point(0, -5), Point(1, -2)).intersection(Line(Point(0, 10), Point(5, 0)))[0]),
           lambda: [Fraction(10 + 5, 3 + 2), 3 * Fraction(10 + 5, 3 + 2) - 5], v='c')
    b.value('Find the perpendicular distance of the point (3, −2) from the line 4x − 3y + 7 = 0.',
            lambda: Line(4 * x - 3 * y + 7, x=x, y=y).distance(Point(3, -2)),
            lambda: Fraction(abs(4 * 3 - 3 * (-2) + 7), math.isqrt(4 ** 2 + 3 ** 2)), v='c')
    b.value('I got 5 for this but I think I messed up the signs. What is the distance between (−1, 4) and (5, −4)?',
            lambda: Point(-1, 4).distance(Point(5, -4)), lambda: math.isqrt((5 + 1) ** 2 + (-4 - 4) ** 2), v='d')
    b.text('My teacher gave us this for practice: are the lines 2x − 3y = 6 and 6x + 4y = 1 parallel, perpendicular '
           'or neither?',
           lambda: _relation_of(Line(2 * x - 3 * y - 6, x=x, y=y), Line(6 * x + 4 * y - 1, x=x, y=y)),
           lambda: 'perpendicular' if Fraction(2, 3) * Fraction(-6, 4) == -1 else 'parallel'
           if Fraction(2, 3) == Fraction(-6, 4) else 'neither', v='d')
    b.expr('We\'re doing perpendicular bisectors and I keep getting the wrong gradient. Find the perpendicular '
           'bisector of the segment from A(2, 1) to B(6, 9), in the form y = mx + c.',
           lambda: _line_rhs(Segment(Point(2, 1), Point(6, 9)).perpendicular_bisector()),
           lambda: sp.solve(sp.expand((x - 2) ** 2 + (y - 1) ** 2 - (x - 6) ** 2 - (y - 9) ** 2), y)[0], v='d')


def _relation_of(l1: Line, l2: Line) -> str:
    if l1.is_parallel(l2):
        return 'parallel'
    if l1.is_perpendicular(l2):
        return 'perpendicular'
    return 'neither'


# ---------------------------------------------------------------- geometry

def geometry(b):
    b.value('Ella\'s round garden pond has a diameter of 3.6 m, and she wants to cover it with a net. What is the area '
            'of the pond\'s surface, in m², to 2 decimal places?',
            lambda: round_half_up(Circle(Point(0, 0), dec('1.8')).area, 2),
            lambda: round_half_up(mpmath.quad(lambda r: 2 * mpmath.pi * r, [0, mpmath.mpf('1.8')]), 2), v='a')
    b.value('A 6.5 m ladder leans against the wall of a house, with its foot 2.5 m from the wall on level ground. '
            'How high up the wall does the top of the ladder reach, in metres?',
            lambda: sp.sqrt(dec('6.5') ** 2 - dec('2.5') ** 2),
            lambda: Fraction(math.isqrt(65 ** 2 - 25 ** 2), 10), v='a')
    b.value('A tin of soup is a cylinder with radius 4 cm and height 11 cm; the label says it costs $1.20. What is the '
            'volume of the tin in cm³? Give your answer in terms of π.',
            lambda: sp.pi * 4 ** 2 * 11, lambda: sp.pi * sp.Integer(mpmath.nint(mpmath.quad(lambda h: 16, [0, 11]))),
            v='a')
    b.value('Exercise 15.4  Angles in polygons\n8)  Find the size of each interior angle of a regular polygon with 15 '
            'sides, in degrees.',
            lambda: sp.deg(sp.RegularPolygon(Point(0, 0), 1, 15).interior_angle),
            lambda: 180 - Fraction(360, 15), v='b')
    b.value('Q3  Areas of quadrilaterals\n(a)  A trapezium has parallel sides of length 9 cm and 15 cm, and the '
            'distance between them is 7 cm. Find its area in cm².',
            lambda: abs(Polygon(Point(0, 0), Point(15, 0), Point(12, 7), Point(3, 7)).area),
            lambda: Fraction((9 + 15) * 7, 2), v='b')
    b.value('Section 11.6 — Heron\'s formula\n(ii)  Find the exact area of a triangle with sides 7 cm, 8 cm and 9 cm. '
            'Leave your answer in simplest surd form.',
            lambda: sp.sqrt(12 * (12 - 7) * (12 - 8) * (12 - 9)),
            lambda: sp.Rational(1, 2) * 7 * 8 * sp.sqrt(1 - ((7 ** 2 + 8 ** 2 - 9 ** 2) / sp.Integer(2 * 7 * 8)) ** 2),
            v='b')
    b.value('What is the volume of a sphere with a radius of 6 inches? Write your answer in terms of π.',
            lambda: R(4, 3) * sp.pi * 6 ** 3,
            lambda: sp.pi * sp.Rational(str(mpmath.nint(mpmath.quad(lambda h: (36 - h * h), [-6, 6])))), v='c')
    b.value('A cone has base radius 5 cm and slant height 13 cm. Work out the volume of the cone. Give your answer to '
            '3 s.f.',
            lambda: sig_figs(str(sp.N(R(1, 3) * sp.pi * 5 ** 2 * sp.sqrt(13 ** 2 - 5 ** 2), 30)), 3),
            lambda: sig_figs(mpmath.nstr(mpmath.quad(lambda h: mpmath.pi * (5 * h / 12) ** 2, [0, 12]), 30), 3),
            v='c')
    b.value('Calculate the length of the arc of a circle of radius 9 cm that subtends an angle of 140° at the '
            'centre. Give your answer correct to 1 decimal place, in cm.',
            lambda: round_half_up(9 * sp.rad(140), 1),
            lambda: round_half_up(mpmath.quad(lambda th: 9, [0, 140 * mpmath.pi / 180]), 1), v='c')
    b.value('I got 12.25 but I think I forgot something. What is the total surface area of a cube with edges of '
            '3.5 cm, in cm²?',
            lambda: 6 * dec('3.5') ** 2, lambda: Fraction(35, 10) * Fraction(35, 10) * 6, v='d')
    b.value('My teacher gave us this for practice: in a right-angled triangle the hypotenuse is 20 cm and one angle '
            'is 35°. Find the length of the side opposite the 35° angle, to 2 decimal places, in cm.',
            lambda: round_half_up(20 * sp.sin(sp.rad(35)), 2),
            lambda: round_half_up(mpmath.mpf(20) * mpmath.cos(mpmath.radians(55)), 2), v='d')
    b.value('We\'re doing circles. What is the area of a sector with radius 10 cm and angle 72°? In terms of π, '
            'please.',
            lambda: R(72, 360) * sp.pi * 10 ** 2,
            lambda: sp.pi * sp.Rational(str(mpmath.nint(mpmath.quad(lambda r: r * 72 * mpmath.pi / 180, [0, 10])
                                                       / mpmath.pi))), v='d')


# ---------------------------------------------------------------- complex_numbers

def _gauss(p: complex, q: complex):
    """p/q over Gaussian rationals, as a sympy number."""
    den = Fraction(int(q.real)) ** 2 + Fraction(int(q.imag)) ** 2
    re = (Fraction(int(p.real)) * int(q.real) + Fraction(int(p.imag)) * int(q.imag)) / den
    im = (Fraction(int(p.imag)) * int(q.real) - Fraction(int(p.real)) * int(q.imag)) / den
    return sp.Rational(re.numerator, re.denominator) + sp.I * sp.Rational(im.numerator, im.denominator)


def complex_numbers(b):
    I = sp.I
    b.value('In Ms Lee\'s electronics lab the voltage across a component is V = IZ, where the current is I = 2 − 3i '
            'amps and the impedance is Z = 4 + i ohms. Find V in the form a + bi.',
            lambda: sp.expand((2 - 3 * I) * (4 + I)), lambda: complex(2, -3) * complex(4, 1), v='a')
    b.value('Two impedances, Z₁ = 3 + 4i ohms and Z₂ = 2 − i ohms, are connected in series in a circuit, so the total '
            'impedance is Z₁ + Z₂. What is the modulus of the total impedance, in ohms?',
            lambda: sp.Abs((3 + 4 * I) + (2 - I)), lambda: abs(complex(3, 4) + complex(2, -1)), v='a')
    b.value('An engineer finds the current in a circuit as I = V/Z, with V = 10 + 5i volts and Z = 3 − 4i ohms. Find '
            'I in the form a + bi.',
            lambda: sp.simplify(sp.radsimp((10 + 5 * I) / (3 - 4 * I))), lambda: _gauss(complex(10, 5), complex(3, -4)),
            v='a')
    b.value('Exercise 3.2  Simplify each power of i.\n9)  i⁴⁷',
            lambda: I ** 47, lambda: [1, 1j, -1, -1j][47 % 4], v='b')
    b.value('Q5  Complex conjugates\n(d)  Find the conjugate of (2 + i)², in the form a + bi.',
            lambda: sp.conjugate(sp.expand((2 + I) ** 2)), lambda: (complex(2, 1) ** 2).conjugate(), v='b')
    b.value('Section 2.4 — Find the principal argument of each complex number, in radians, in the interval (−π, π].'
            '\n(ii)  z = −1 + √3 i',
            lambda: sp.arg(-1 + sp.sqrt(3) * I), lambda: cmath.phase(complex(-1, math.sqrt(3))), v='b')
    b.value('What is (5 − 2i) − (−3 + 6i) written in the form a + bi?',
            lambda: (5 - 2 * I) - (-3 + 6 * I), lambda: complex(5 - (-3), -2 - 6), v='c')
    b.value('Work out (1 + i)⁸.',
            lambda: sp.expand((1 + I) ** 8), lambda: ((1 + 1j) ** 2) ** 4, v='c')
    b.value('If z = (1 + 2i)/(1 − i), find the value of |z|. Give the exact value.',
            lambda: sp.Abs(sp.radsimp((1 + 2 * I) / (1 - I))),
            lambda: sp.sqrt(sp.Rational(1 + 4, 1 + 1)), v='c')
    b.value('I got 7 + 22i but the answer says something else. Can you multiply (4 + 3i)(1 + 5i) and give it as '
            'a + bi?',
            lambda: sp.expand((4 + 3 * I) * (1 + 5 * I)), lambda: complex(4, 3) * complex(1, 5), v='d')
    b.value('My teacher gave us this for practice: find both square roots of 5 + 12i, in the form a + bi.',
            lambda: sp.solveset(x ** 2 - (5 + 12 * I), x, sp.S.Complexes),
            lambda: [cmath.sqrt(complex(5, 12)), -cmath.sqrt(complex(5, 12))], v='d')
    b.value('We\'re starting polar form in class. What is the modulus of 5 − 12i? I got 7 by doing 12 − 5.',
            lambda: sp.Abs(5 - 12 * I), lambda: math.hypot(5, -12), v='d')


# ---------------------------------------------------------------- matrices

def _mat_mul(p, q):
    return [[sum(Fraction(p[i][k]) * Fraction(q[k][j]) for k in range(len(q))) for j in range(len(q[0]))]
            for i in range(len(p))]


def _sarrus(m):
    (a, b_, c), (d, e, f), (g, h, i) = m
    return a * e * i + b_ * f * g + c * d * h - c * e * g - b_ * d * i - a * f * h


def _inverse_2x2(m):
    (a, b_), (c, d) = m
    det = Fraction(a * d - b_ * c)
    return [[d / det, -b_ / det], [-c / det, a / det]]


def matrices(b):
    M = sp.Matrix
    b.matrix('The school shop sells pens at $1.20, rulers at $0.80 and erasers at $0.50. On Monday it sold 3 pens, 2 '
             'rulers and 5 erasers; on Tuesday 4 pens, 1 ruler and 2 erasers. Write the sales as a 2×3 matrix and the '
             'prices as a 3×1 matrix, and multiply them to find the takings in dollars for each day as a 2×1 matrix.',
             lambda: M([[3, 2, 5], [4, 1, 2]]) * M([dec('1.20'), dec('0.80'), dec('0.50')]),
             lambda: _mat_mul([[3, 2, 5], [4, 1, 2]], [[Fraction(12, 10)], [Fraction(8, 10)], [Fraction(5, 10)]]),
             v='a', style='decimal')
    b.matrix('Each year 10% of a town\'s city-centre residents move to the suburbs and 20% of suburban residents move '
             'to the centre, so the transition matrix is T = [[0.9, 0.2], [0.1, 0.8]]. Find T², which gives the '
             'changes over two years.',
             lambda: M([[dec('0.9'), dec('0.2')], [dec('0.1'), dec('0.8')]]) ** 2,
             lambda: _mat_mul(*[[[Fraction(9, 10), Fraction(2, 10)], [Fraction(1, 10), Fraction(8, 10)]]] * 2),
             v='a', style='decimal')
    b.matrix('The coding club encodes secret messages with the matrix A = [[2, 3], [1, 2]]. To decode them they need '
             'A⁻¹. Find A⁻¹.',
             lambda: M([[2, 3], [1, 2]]).inv(), lambda: _inverse_2x2([[2, 3], [1, 2]]), v='a')
    b.value('Exercise 8.1  Find the determinant of each matrix.\n6)  [[4, −3], [7, 2]]',
            lambda: M([[4, -3], [7, 2]]).det(), lambda: 4 * 2 - (-3) * 7, v='b')
    b.value('Q2  3 × 3 determinants\n(c)  Given A = [[1, 2, 0], [3, −1, 4], [2, 0, 5]], find det A.',
            lambda: M([[1, 2, 0], [3, -1, 4], [2, 0, 5]]).det(), lambda: _sarrus([[1, 2, 0], [3, -1, 4], [2, 0, 5]]),
            v='b')
    b.matrix('Section 7.3 — Matrix equations\n(ii)  Find the matrix X such that X·[[2, 1], [5, 3]] = [[1, 0], [4, 2]].',
             lambda: M([[1, 0], [4, 2]]) * M([[2, 1], [5, 3]]).inv(),
             lambda: _mat_mul([[1, 0], [4, 2]], _inverse_2x2([[2, 1], [5, 3]])), v='b')
    b.matrix('If A = [[1, −2], [0, 4]] and B = [[5, 1], [−3, 2]], what is 3A − 2B?',
             lambda: 3 * M([[1, -2], [0, 4]]) - 2 * M([[5, 1], [-3, 2]]),
             lambda: [[3 * p - 2 * q for p, q in zip(r1, r2)] for r1, r2 in zip([[1, -2], [0, 4]], [[5, 1], [-3, 2]])],
             v='c')
    kk = sp.Symbol('k')
    b.value('Work out the values of k for which the matrix [[k, 6], [2, k − 1]] is singular.',
            lambda: sp.solveset(M([[kk, 6], [2, kk - 1]]).det(), kk),
            lambda: [v for v in range(-20, 21) if v * (v - 1) - 12 == 0], v='c')
    b.matrix('If A = [[2, −1], [1, 3]], find A² − 5A.',
             lambda: M([[2, -1], [1, 3]]) ** 2 - 5 * M([[2, -1], [1, 3]]),
             lambda: [[p - 5 * q for p, q in zip(r1, r2)] for r1, r2 in
                      zip(_mat_mul([[2, -1], [1, 3]], [[2, -1], [1, 3]]), [[2, -1], [1, 3]])], v='c')
    b.value('I got 14 but the answer key says something else. What is the determinant of [[3, 1, 2], [0, 4, −1], '
            '[5, 2, 1]]?',
            lambda: M([[3, 1, 2], [0, 4, -1], [5, 2, 1]]).det(), lambda: _sarrus([[3, 1, 2], [0, 4, -1], [5, 2, 1]]),
            v='d')
    b.matrix('My teacher gave us this for practice and I don\'t know which way round the rows and columns go: '
             'multiply [[1, 0, 2], [−1, 3, 1]] by [[2, 1], [0, −1], [4, 3]].',
             lambda: M([[1, 0, 2], [-1, 3, 1]]) * M([[2, 1], [0, -1], [4, 3]]),
             lambda: _mat_mul([[1, 0, 2], [-1, 3, 1]], [[2, 1], [0, -1], [4, 3]]), v='d')
    b.matrix('We\'re doing inverses and I keep getting the signs wrong. What is the inverse of [[5, 3], [4, 2]]?',
             lambda: M([[5, 3], [4, 2]]).inv(), lambda: _inverse_2x2([[5, 3], [4, 2]]), v='d')


# ---------------------------------------------------------------- word_problems

def word_problems(b):
    b.value('On a road trip the Nguyens drive 195 km at an average speed of 78 km/h, stop for 20 minutes for lunch, '
            'then drive another 140 km at 70 km/h. How long does the whole trip take, in minutes, including the '
            'stop?',
            lambda: (R(195, 78) + R(140, 70)) * 60 + 20,
            lambda: Fraction(195 * 60, 78) + 20 + Fraction(140 * 60, 70), v='a')
    b.value('Tom can paint the garden fence on his own in 6 hours, and his sister Ana can paint it on her own in 4 '
            'hours. How many hours does it take them to paint it working together?',
            lambda: sp.solve(sp.Eq(t / 6 + t / 4, 1), t)[0],
            lambda: next(Fraction(m, 60) for m in range(1, 600) if Fraction(m, 360) + Fraction(m, 240) == 1), v='a')
    b.value('A school fundraiser made $540, which is shared among three classes in the ratio 2 : 3 : 4 according to '
            'how many tickets they sold. How much does the class with the largest share get, in dollars?',
            lambda: sp.Integer(540) * 4 / (2 + 3 + 4), lambda: Fraction(540, 9) * 4, v='a')
    b.value('Exercise 2.9  Problem solving\n13)  The sum of three consecutive even integers is 162. Find the largest '
            'of the three integers.',
            lambda: sp.solve(sp.Eq(x + (x + 2) + (x + 4), 162), x)[0] + 4,
            lambda: next(m + 4 for m in range(0, 200, 2) if m + m + 2 + m + 4 == 162), v='b')
    b.value('Q8  Best buys\n(a)  A 12-pack of juice costs $8.40 and an 18-pack costs $11.70. Find the price per '
            'bottle of the better buy, in dollars.',
            lambda: min(dec('8.40') / 12, dec('11.70') / 18), lambda: min(Fraction(840, 12), Fraction(1170, 18)) / 100,
            v='b')
    b.value('Section 3.8 — Mixtures\n5.  How many litres of a 40% acid solution must be mixed with 10 litres of a 15% '
            'acid solution to make a 30% acid solution?',
            lambda: sp.solve(sp.Eq(R(40, 100) * x + R(15, 100) * 10, R(30, 100) * (x + 10)), x)[0],
            lambda: Fraction(10 * (30 - 15), 40 - 30), v='b')
    b.value('Ben is 4 times as old as his daughter. In 16 years, he will be twice as old as she will be. How old is '
            'Ben now?',
            lambda: 4 * sp.solve(sp.Eq(4 * x + 16, 2 * (x + 16)), x)[0],
            lambda: next(4 * d for d in range(1, 50) if 4 * d + 16 == 2 * (d + 16)), v='c')
    b.value('It takes 6 workers 15 days to build a wall. Work out how many days it would take 9 workers, working at '
            'the same rate, to build the same wall.',
            lambda: sp.Integer(6) * 15 / 9, lambda: next(d for d in range(1, 100) if 9 * d == 6 * 15), v='c')
    b.value('Calculate the simple interest earned when $6500 is invested at 3.8% p.a. for 2.5 years. Give your answer '
            'to the nearest cent.',
            lambda: round_half_up(6500 * dec('0.038') * dec('2.5'), 2),
            lambda: round_by_integers(Fraction(6500 * 38 * 25, 1000 * 10), 2), v='c')
    b.value('I got $37 but that seems wrong. My phone plan is $25 a month plus $0.15 per minute for every minute over '
            '300 minutes. I used 420 minutes this month. What is my bill, in dollars?',
            lambda: 25 + dec('0.15') * (420 - 300), lambda: Fraction(2500 + 15 * 120, 100), v='d')
    b.value('My teacher gave us this for practice: a pizza is cut into 12 equal slices. Jo eats 1/4 of the pizza, then '
            'Sam eats 1/3 of what is left. What fraction of the whole pizza is left? Please give a fraction.',
            lambda: (1 - R(1, 4)) * (1 - R(1, 3)), lambda: _slices_left(12), v='d', style=None)
    b.value('Question from my quiz: a car travels 240 km in the same time that a truck travels 180 km, and the car is '
            '20 km/h faster than the truck. What is the car\'s speed in km/h? I said 60.',
            lambda: [s for s in sp.solve(sp.Eq(240 / x, 180 / (x - 20)), x) if s > 20][0],
            lambda: next(v for v in range(21, 500) if Fraction(240, v) == Fraction(180, v - 20)), v='d')


def _slices_left(slices: int) -> Fraction:
    left = slices - slices // 4   # Jo eats a quarter of the slices
    left -= left // 3             # Sam eats a third of what is left
    return Fraction(left, slices)


# ---------------------------------------------------------------- simplify

def simplify(b):
    b.value('A square floor tile has an area of 98 cm², so its side is √98 cm long. Write the side length in '
            'simplest surd form.',
            lambda: sp.sqrt(98), lambda: mpmath.sqrt(98), v='a')
    b.expr('A rectangular garden plot is (2x + 3) m long and (x − 4) m wide. Write its area in m² as an expanded '
           'expression in x.',
           lambda: sp.expand((2 * x + 3) * (x - 4)), lambda: (2 * x + 3) * (x - 4), form='expanded', v='a')
    b.expr('In a science lab the ratio of the volumes of two tanks is (x² − 9)/(x² + x − 6). Simplify this ratio '
           'fully.',
           lambda: sp.cancel((x ** 2 - 9) / (x ** 2 + x - 6)), lambda: (x ** 2 - 9) / (x ** 2 + x - 6), v='a')
    b.value('Directions: Simplify. Write your answer in simplest radical form.\n17.  √180',
            lambda: sp.sqrt(180), lambda: sp.sqrt(36) * sp.sqrt(5), v='b')
    b.value('Exercise 1.5  Rationalise the denominator and simplify.\n6)  10/(3 − √5)',
            lambda: sp.expand(sp.radsimp(10 / (3 - sp.sqrt(5)))), lambda: mpmath.mpf(10) / (3 - mpmath.sqrt(5)), v='b')
    b.expr('Q4  Factorise completely.\n(e)  3x³ − 12x',
           lambda: sp.factor(3 * x ** 3 - 12 * x), lambda: 3 * x ** 3 - 12 * x, form='factored', v='b')
    yy = sp.Symbol('y')
    b.expr('Which expression is equivalent to (2x³y⁻²)³ · 4xy⁷? Write it with positive exponents only.',
           lambda: sp.powsimp((2 * x ** 3 * yy ** -2) ** 3 * 4 * x * yy ** 7),
           lambda: 2 ** 3 * 4 * x ** (9 + 1) * yy ** (-6 + 7), v='c')
    b.expr('Expand and simplify (3x − 2)(x + 5) − (x − 4)².',
           lambda: sp.expand((3 * x - 2) * (x + 5) - (x - 4) ** 2), lambda: (3 * x - 2) * (x + 5) - (x - 4) ** 2,
           form='expanded', v='c')
    b.value('Evaluate: log₂ 32 + log₃(1/27) − log₅ 125',
            lambda: sp.log(32, 2) + sp.log(R(1, 27), 3) - sp.log(125, 5),
            lambda: mpmath.log(32, 2) + mpmath.log(mpmath.mpf(1) / 27, 3) - mpmath.log(125, 5), v='c')
    b.value('I got 5√3 but the book says something else. Can you simplify √75 + √12 − √27?',
            lambda: sp.sqrt(75) + sp.sqrt(12) - sp.sqrt(27), lambda: mpmath.sqrt(75) + mpmath.sqrt(12) - mpmath.sqrt(27),
            v='d')
    b.expr('My teacher gave us this for practice with index laws: simplify (x^(1/2) · x^(3/2)) / x^(−1).',
           lambda: sp.powsimp(x ** R(1, 2) * x ** R(3, 2) / x ** -1), lambda: x ** (R(1, 2) + R(3, 2) + 1), v='d')
    b.value('We\'re doing fractional indices and I\'m lost. What is 27^(2/3) × 16^(−1/4)? Please give it as a '
            'fraction.',
            lambda: sp.Integer(27) ** R(2, 3) * sp.Integer(16) ** R(-1, 4),
            lambda: Fraction(round(27 ** (1 / 3)) ** 2, round(16 ** 0.25)), v='d')


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
