"""Functions and applications: functions, coordinate_geometry, geometry, complex_numbers, matrices,
word_problems, simplify.

Every answer is computed (`compute`) and recomputed another way (`check`); nothing is typed by hand.
"""
from __future__ import annotations

import cmath
import math
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range, maximum, minimum
from sympy.physics import units as u

from common import F, R, parse, round_by_integers, round_half_up, set_matches, x, y, a, t

STYLE = {'word_problems': 'decimal'}


def mp_fraction(value, digits: int = 50) -> Fraction:
    with mpmath.workdps(digits + 10):
        return Fraction(mpmath.nstr(value, digits, strip_zeros=False, min_fixed=-100, max_fixed=100))


def solve_for_y(equation):
    (sol,) = sp.solve(equation, y)
    return sp.expand(sol)


# ---------------------------------------------------------------- functions

def functions(b):
    f1 = 3 * x ** 2 - 2 * x + 1
    b.value('If f(x) = 3x² − 2x + 1, find f(−2).',
            lambda: f1.subs(x, -2),
            lambda: (3 * (-2) - 2) * (-2) + 1)
    b.value('f(x)=2x+3 g(x)=x^2 find f(g(3))',
            lambda: (2 * x + 3).subs(x, (x ** 2).subs(x, 3)),
            lambda: (lambda g: 2 * g + 3)(3 * 3))
    f3 = (2 * x - 5) / 3
    b.expr('Find the inverse function of f(x) = (2x − 5)/3.',
           lambda: sp.solve(sp.Eq(y, f3), x)[0].subs(y, x),
           lambda: (3 * x + 5) / 2,
           holds=lambda ans: sp.simplify(f3.subs(x, parse(ans)) - x) == 0)
    b.value('A taxi charges $3.50 plus $2.25 per mile, so C(m) = 3.5 + 2.25m. How much does a 12-mile trip cost?',
            lambda: (sp.Rational('3.5') + sp.Rational('2.25') * x).subs(x, 12),
            lambda: F('3.5') + sum(F('2.25') for _ in range(12)), style='decimal')
    b.ineq('State the domain of $f(x) = \\sqrt{6 - 2x}$ in interval notation.',
           lambda: continuous_domain(sp.sqrt(6 - 2 * x), x, sp.S.Reals),
           lambda: sp.solveset(6 - 2 * x >= 0, x, sp.S.Reals),
           holds=set_matches(lambda v: 6 - 2 * v >= 0))
    f6 = x ** 2 - 6 * x + 11
    b.list('whats the vertex of y = x^2 - 6x + 11',
           lambda: [R(6, 2), f6.subs(x, R(6, 2))],
           lambda: (lambda h: [h, f6.subs(x, h)])(sp.solve(sp.diff(f6, x), x)[0]))
    b.value('For the function g(x) = x² − 4x − 5, find the x-intercepts.',
            lambda: sp.solveset(x ** 2 - 4 * x - 5, x, sp.S.Reals),
            lambda: sp.Poly(x ** 2 - 4 * x - 5, x).all_roots())
    b.expr('Given $f(x) = \\frac{1}{x-4}$ and $g(x) = 2x + 1$, find $(f \\circ g)(x)$.',
           lambda: sp.simplify((1 / (x - 4)).subs(x, 2 * x + 1)),
           lambda: (lambda g: 1 / (g - 4))(2 * x + 1))
    b.ineq('domain of 1/(x^2-9) ??',
           lambda: continuous_domain(1 / (x ** 2 - 9), x, sp.S.Reals),
           lambda: sp.Complement(sp.S.Reals, sp.FiniteSet(*sp.solve(x ** 2 - 9, x))),
           holds=set_matches(lambda v: v * v != 9))
    f10 = -2 * x ** 3 + 5 * x - 7
    b.value('Which is the y-intercept of the function h(x) = −2x³ + 5x − 7?',
            lambda: f10.subs(x, 0),
            lambda: sp.Poly(f10, x).coeff_monomial(1))
    h = -16 * t ** 2 + 48 * t + 4
    b.value('The height of a ball I throw up is h(t) = −16t² + 48t + 4 feet after t seconds. What is the maximum '
            'height it reaches?',
            lambda: maximum(h, t, sp.S.Reals),
            lambda: (lambda tv: -16 * tv * tv + 48 * tv + 4)(Fraction(-48, 2 * -16)))
    b.ineq('12) Find the range of $f(x) = (x+1)^2 - 3$.',
           lambda: function_range((x + 1) ** 2 - 3, x, sp.S.Reals),
           lambda: sp.Interval(minimum((x + 1) ** 2 - 3, x, sp.S.Reals), sp.oo), var='y',
           holds=set_matches(lambda v: v + 3 >= 0))


# ---------------------------------------------------------------- coordinate geometry

def coordinate_geometry(b):
    P = sp.Point
    b.value('Find the slope of the line through (2, −3) and (6, 5).',
            lambda: sp.Line(P(2, -3), P(6, 5)).slope,
            lambda: Fraction(5 - (-3), 6 - 2))
    b.value('distance between (1,2) and (7,10)',
            lambda: P(1, 2).distance(P(7, 10)),
            lambda: next(d for d in range(100) if d * d == (7 - 1) ** 2 + (10 - 2) ** 2))
    b.list('Calculate the midpoint of the segment with endpoints A(−4, 7) and B(6, −1).',
           lambda: list(sp.Segment(P(-4, 7), P(6, -1)).midpoint),
           lambda: [Fraction(-4 + 6, 2), Fraction(7 - 1, 2)])
    b.value('On our town map one unit is one kilometre. My house is at (2, 3) and the school is at (7, 15). How many '
            'km is it in a straight line?',
            lambda: P(2, 3).distance(P(7, 15)),
            lambda: next(d for d in range(100) if d * d == 5 ** 2 + 12 ** 2))
    b.expr('Write the equation of the line through (1, 4) and (3, 10) in slope-intercept form.',
           lambda: solve_for_y(sp.Line(P(1, 4), P(3, 10)).equation(x, y)),
           lambda: Fraction(10 - 4, 3 - 1) * (x - 1) + 4)
    b.expr('line parallel to y=2x-5 thru (3,4), y=mx+b form',
           lambda: solve_for_y(sp.Line(P(0, -5), slope=2).parallel_line(P(3, 4)).equation(x, y)),
           lambda: 2 * (x - 3) + 4)
    b.expr('Find the equation of the line perpendicular to 3x + 4y = 12 that passes through the point (6, 1). '
           'Give it as y = mx + b.',
           lambda: solve_for_y(sp.Line(3 * x + 4 * y - 12).perpendicular_line(P(6, 1)).equation(x, y)),
           lambda: -1 / Fraction(-3, 4) * (x - 6) + 1)
    b.value('8) Find the x-intercept of the line 2x − 5y = 20.',
            lambda: sp.solve((2 * x - 5 * y - 20).subs(y, 0), x)[0],
            lambda: Fraction(20, 2))
    b.value('slope of 4x - 2y = 9',
            lambda: sp.Line(4 * x - 2 * y - 9).slope,
            lambda: Fraction(-4, -2))
    b.text('Are the lines y = 3x + 2 and 6x − 2y = 7 parallel, perpendicular, or neither?',
           lambda: ('parallel' if sp.Line(y - 3 * x - 2).is_parallel(sp.Line(6 * x - 2 * y - 7)) else
                    'perpendicular' if sp.Line(y - 3 * x - 2).is_perpendicular(sp.Line(6 * x - 2 * y - 7))
                    else 'neither'),
           lambda: (lambda m1, m2: 'parallel' if m1 == m2 else 'perpendicular' if m1 * m2 == -1 else 'neither')(
               Fraction(3), Fraction(-6, -2)))
    b.value('My driveway rises 1.5 feet over a horizontal distance of 20 feet. What is its slope as a percent grade?',
            lambda: sp.Line(P(0, 0), P(20, sp.Rational('1.5'))).slope * 100,
            lambda: Fraction(15, 200) * 100, style='decimal')
    b.value('Find the distance between $(-2, 1)$ and $(3, -4)$. Express your answer in simplest radical form.',
            lambda: P(-2, 1).distance(P(3, -4)),
            lambda: cmath.sqrt((3 + 2) ** 2 + (-4 - 1) ** 2).real)


# ---------------------------------------------------------------- geometry

def simplest_radical(m: int):
    """sqrt(m) as k*sqrt(r), finding the largest square factor by a loop."""
    k = max(d for d in range(1, math.isqrt(m) + 1) if m % (d * d) == 0)
    return (k, m // (k * k))


def geometry(b):
    b.expr('Find the area of a circle with radius 6 cm. Leave your answer in terms of π.',
           lambda: sp.Circle(sp.Point(0, 0), 6).area,
           lambda: mpmath.pi * 36)
    b.value('hypotenuse of a right triangle w/ legs 9 and 12',
            lambda: sp.Point(0, 0).distance(sp.Point(9, 12)),
            lambda: next(c for c in range(1, 100) if c * c == 9 * 9 + 12 * 12))
    b.value('Calculate the volume of a cylinder with radius 3 m and height 10 m, rounded to one decimal place.',
            lambda: round_half_up(sp.pi * 3 ** 2 * 10, 1),
            lambda: round_by_integers(mp_fraction(mpmath.quad(lambda h: mpmath.pi * 9, [0, 10])), 1))
    b.value('I want to put a fence around my rectangular garden that is 12.5 m by 8 m. How many metres of fencing do '
            'I need?',
            lambda: sp.Polygon((0, 0), (sp.Rational('12.5'), 0), (sp.Rational('12.5'), 8), (0, 8)).perimeter,
            lambda: F('12.5') + 8 + F('12.5') + 8, style='decimal')
    b.value('Two angles of a triangle measure 47° and 68°. Find the third angle.',
            lambda: 180 - 47 - 68,
            lambda: sp.deg(sp.pi - sp.rad(47) - sp.rad(68)))
    b.value('each interior angle of a regular hexagon??',
            lambda: sp.deg(sp.RegularPolygon(sp.Point(0, 0), 1, 6).interior_angle),
            lambda: Fraction((6 - 2) * 180, 6))
    b.value('What is the surface area of a cube whose edge is 4 cm?',
            lambda: 6 * 4 ** 2,
            lambda: sum(sp.Polygon((0, 0), (4, 0), (4, 4), (0, 4)).area for _ in range(6)))
    b.value('A 13 ft ladder leans against the wall and its foot is 5 ft from the wall. How high up the wall does it '
            'reach?',
            lambda: sp.sqrt(13 ** 2 - 5 ** 2),
            lambda: next(h for h in range(1, 13) if h * h + 25 == 169))
    b.expr('Find the volume of a sphere with diameter 12 in. Leave your answer in terms of π.',
           lambda: R(4, 3) * sp.pi * 6 ** 3,
           lambda: mpmath.quad(lambda s: mpmath.pi * (36 - s * s), [-6, 6]))
    b.value('area of trapezoid, bases 8 and 14, height 5',
            lambda: sp.Polygon((0, 0), (14, 0), (10, 5), (2, 5)).area,
            lambda: Fraction(8 + 14, 2) * 5)
    b.value('A right triangle has one leg 7 and the hypotenuse 11. Find the other leg in simplest radical form.',
            lambda: sp.sqrt(11 ** 2 - 7 ** 2),
            lambda: (lambda kr: kr[0] * sp.sqrt(kr[1]))(simplest_radical(11 ** 2 - 7 ** 2)))
    b.value("I'm pouring a concrete patio 10 ft by 12 ft and 4 inches thick. How many cubic feet of concrete is that?",
            lambda: sp.nsimplify(u.convert_to(10 * u.foot * 12 * u.foot * 4 * u.inch, u.foot ** 3) / u.foot ** 3),
            lambda: Fraction(10 * 12 * 4, 12))


# ---------------------------------------------------------------- complex numbers

def complex_numbers(b):
    I = sp.I
    b.value('My son is learning AC circuits. Two impedances in series just add: Z = (3 + 2i) + (5 − 7i) ohms. '
            'What is Z in a + bi form?',
            lambda: sp.expand((3 + 2 * I) + (5 - 7 * I)),
            lambda: complex(3, 2) + complex(5, -7))
    b.value('(2+3i)(4-i) = ?',
            lambda: sp.expand((2 + 3 * I) * (4 - I)),
            lambda: complex(2, 3) * complex(4, -1))
    b.value('Divide and write in the form a + bi: (5 + 5i)/(1 − 2i)',
            lambda: sp.simplify(sp.expand_complex((5 + 5 * I) / (1 - 2 * I))),
            lambda: complex(5, 5) / complex(1, -2))
    b.value('Find the modulus of $z = -6 + 8i$.',
            lambda: sp.Abs(-6 + 8 * I),
            lambda: abs(complex(-6, 8)))
    b.value('i^27 = ?',
            lambda: I ** 27,
            lambda: [1, 1j, -1, -1j][27 % 4])
    b.value('What is the complex conjugate of 4 − 9i?',
            lambda: sp.conjugate(4 - 9 * I),
            lambda: complex(4, -9).conjugate())
    b.value('Simplify $\\sqrt{-49} + \\sqrt{-16}$.',
            lambda: sp.sqrt(-49) + sp.sqrt(-16),
            lambda: cmath.sqrt(-49) + cmath.sqrt(-16))
    b.value('(1+i)^4 simplify',
            lambda: sp.expand((1 + I) ** 4),
            lambda: complex(1, 1) * complex(1, 1) * complex(1, 1) * complex(1, 1))
    b.value('Calculate (2 − i)² and write it in a + bi form.',
            lambda: sp.expand((2 - I) ** 2),
            lambda: complex(2, -1) ** 2)
    b.value('10) Find the argument of $z = 1 + \\sqrt{3}i$ in radians (principal value).',
            lambda: sp.arg(1 + sp.sqrt(3) * I),
            lambda: cmath.phase(complex(1, math.sqrt(3))))
    b.value("Back in college after 20 years. My textbook asks for the product of 3 − 4i and its conjugate. What is it?",
            lambda: sp.expand((3 - 4 * I) * sp.conjugate(3 - 4 * I)),
            lambda: complex(3, -4) * complex(3, 4))
    b.value('Find the real part of $\\frac{1}{2+i}$.',
            lambda: sp.re(1 / (2 + I)),
            lambda: (1 / complex(2, 1)).real)


# ---------------------------------------------------------------- matrices

def fr(m):
    return [[Fraction(str(v)) for v in row] for row in m]


def cofactor_det(m):
    if len(m) == 1:
        return m[0][0]
    return sum((-1) ** j * m[0][j] * cofactor_det([r[:j] + r[j + 1:] for r in m[1:]]) for j in range(len(m)))


def gauss_jordan_inverse(m):
    m = fr(m)
    size = len(m)
    aug = [row + [Fraction(int(i == j)) for j in range(size)] for i, row in enumerate(m)]
    for col in range(size):
        pivot = next(r for r in range(col, size) if aug[r][col] != 0)
        aug[col], aug[pivot] = aug[pivot], aug[col]
        pv = aug[col][col]
        aug[col] = [v / pv for v in aug[col]]
        for r in range(size):
            if r != col and aug[r][col] != 0:
                factor = aug[r][col]
                aug[r] = [v - factor * w for v, w in zip(aug[r], aug[col])]
    return [row[size:] for row in aug]


def mat_mul(p, q):
    p, q = fr(p), fr(q)
    return [[sum(p[i][k] * q[k][j] for k in range(len(q))) for j in range(len(q[0]))] for i in range(len(p))]


def matrices(b):
    M = sp.Matrix
    b.value('Find the determinant of $\\begin{pmatrix} 4 & -2 \\\\ 3 & 5 \\end{pmatrix}$.',
            lambda: M([[4, -2], [3, 5]]).det(),
            lambda: cofactor_det(fr([[4, -2], [3, 5]])))
    b.value('det of [[2,1,3],[0,-1,4],[1,2,0]]',
            lambda: M([[2, 1, 3], [0, -1, 4], [1, 2, 0]]).det(),
            lambda: cofactor_det(fr([[2, 1, 3], [0, -1, 4], [1, 2, 0]])))
    b.matrix('Find the inverse of the matrix A = [[2, 5], [1, 3]].',
             lambda: M([[2, 5], [1, 3]]).inv(),
             lambda: gauss_jordan_inverse([[2, 5], [1, 3]]))
    b.matrix('Compute $AB$ where $A = \\begin{bmatrix} 1 & 2 \\\\ 3 & 4 \\end{bmatrix}$ and '
             '$B = \\begin{bmatrix} 0 & 1 \\\\ -1 & 2 \\end{bmatrix}$.',
             lambda: M([[1, 2], [3, 4]]) * M([[0, 1], [-1, 2]]),
             lambda: mat_mul([[1, 2], [3, 4]], [[0, 1], [-1, 2]]))
    b.matrix('inverse of the 3x3 matrix [[1,0,2],[2,1,0],[0,1,1]] pls',
             lambda: M([[1, 0, 2], [2, 1, 0], [0, 1, 1]]).inv(),
             lambda: gauss_jordan_inverse([[1, 0, 2], [2, 1, 0], [0, 1, 1]]))
    b.matrix('Calculate 3A − 2B for A = ((1, −1), (2, 0)) and B = ((4, 1), (−3, 5)).',
             lambda: 3 * M([[1, -1], [2, 0]]) - 2 * M([[4, 1], [-3, 5]]),
             lambda: [[3 * p - 2 * q for p, q in zip(ra, rb)] for ra, rb in zip([[1, -1], [2, 0]], [[4, 1], [-3, 5]])])
    b.value('7) Evaluate the determinant $\\begin{vmatrix} 1 & 2 & 3 \\\\ 4 & 5 & 6 \\\\ 7 & 8 & 10 \\end{vmatrix}$',
            lambda: M([[1, 2, 3], [4, 5, 6], [7, 8, 10]]).det(),
            lambda: cofactor_det(fr([[1, 2, 3], [4, 5, 6], [7, 8, 10]])))
    b.matrix('My shop sells shirts at $15 and hats at $8. On Monday we sold 3 shirts and 5 hats, on Tuesday 4 shirts '
             'and 2 hats. What is the product [[3, 5], [4, 2]] times [[15], [8]] (the daily sales as a column)?',
             lambda: M([[3, 5], [4, 2]]) * M([[15], [8]]),
             lambda: [[3 * 15 + 5 * 8], [4 * 15 + 2 * 8]])
    b.matrix('transpose of [[1,2,3],[4,5,6]]',
             lambda: M([[1, 2, 3], [4, 5, 6]]).T,
             lambda: [list(col) for col in zip(*[[1, 2, 3], [4, 5, 6]])])
    k_ = sp.Symbol('k')
    b.value('For which value of k is the matrix [[k, 4], [3, 6]] not invertible?',
            lambda: sp.solve(M([[k_, 4], [3, 6]]).det(), k_)[0],
            lambda: next(Fraction(v, 2) for v in range(-100, 100) if Fraction(v, 2) * 6 - 4 * 3 == 0))
    b.matrix('Find $A^2$ for $A = \\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}$.',
             lambda: M([[2, 1], [0, 3]]) ** 2,
             lambda: mat_mul([[2, 1], [0, 3]], [[2, 1], [0, 3]]))
    b.matrix("My kid's linear algebra worksheet asks for the inverse of [[4, 7], [2, 6]]. Fractions are ok.",
             lambda: M([[4, 7], [2, 6]]).inv(),
             lambda: gauss_jordan_inverse([[4, 7], [2, 6]]))


# ---------------------------------------------------------------- word problems

def word_problems(b):
    b.value('A car travels 270 miles in 4.5 hours. What is its average speed in mph?',
            lambda: 270 / sp.Rational('4.5'),
            lambda: Fraction(2700, 45))
    b.value('if 5 notebooks cost 8.75 how much do 12 cost',
            lambda: sp.Rational('8.75') / 5 * 12,
            lambda: Fraction(875 * 12, 500))
    b.value('One tap fills a tank in 6 hours and another tap fills it in 3 hours. How many hours do both taps '
            'together need to fill it?',
            lambda: sp.solve(sp.Eq(t / 6 + t / 3, 1), t)[0],
            lambda: Fraction(math.lcm(6, 3), math.lcm(6, 3) // 6 + math.lcm(6, 3) // 3))
    b.value('I put $5000 in a savings account that pays 3% simple interest per year. How much interest do I earn in '
            '4 years?',
            lambda: 5000 * R(3, 100) * 4,
            lambda: sum(Fraction(5000 * 3, 100) for _ in range(4)))
    b.value('5) $1200 is invested at 5% interest compounded annually. Find the balance after 3 years, to the nearest '
            'cent.',
            lambda: round_half_up(1200 * sp.Rational('1.05') ** 3, 2),
            lambda: round_by_integers(compound_loop(Fraction(1200), Fraction(5, 100), 3), 2))
    b.value('how many liters of 20% acid do i mix with 10 L of 50% acid to get 30% acid',
            lambda: sp.solve(sp.Eq(R(20, 100) * x + R(50, 100) * 10, R(30, 100) * (x + 10)), x)[0],
            lambda: next(Fraction(v, 2) for v in range(0, 400)
                         if Fraction(v, 2) * 20 + 10 * 50 == 30 * (Fraction(v, 2) + 10)))
    m_, s_ = sp.symbols('m s')
    b.value('Maria is 4 times as old as her son. In 20 years she will be twice as old as him. How old is Maria now?',
            lambda: sp.solve([m_ - 4 * s_, m_ + 20 - 2 * (s_ + 20)], [m_, s_])[m_],
            lambda: next(4 * son for son in range(1, 100) if 4 * son + 20 == 2 * (son + 20)))
    b.value('My car uses 7.2 litres per 100 km and petrol costs £1.55 a litre. How much does the fuel for a 350 km '
            'trip cost?',
            lambda: 350 * sp.Rational('7.2') / 100 * sp.Rational('1.55'),
            lambda: Fraction(35 * 72, 100) * Fraction(155, 100))
    b.value('On a map, 2 cm represents 15 km. How many km do 9 cm represent?',
            lambda: sp.solve(sp.Eq(R(15, 2), x / 9), x)[0],
            lambda: Fraction(15, 2) * 9)
    b.value('3 workers paint a house in 8 days. how many days for 4 workers at the same rate',
            lambda: sp.solve(sp.Eq(4 * x, 3 * 8), x)[0],
            lambda: next(d for d in range(1, 100) if 4 * d == 24))
    b.value('A shop raised the price of a toaster from 40 to 46 euros, and then lowered the new price by 10%. How '
            'much is the final price?',
            lambda: 46 * (1 - R(10, 100)),
            lambda: Fraction(46) - Fraction(46, 10))
    b.value('I borrowed $800 from my brother and I pay back $65 every month. How many months until it is fully paid '
            'back (the last payment can be smaller)?',
            lambda: sp.ceiling(R(800, 65)),
            lambda: payoff_months(800, 65))


def compound_loop(principal: Fraction, rate: Fraction, years: int) -> Fraction:
    for _ in range(years):
        principal += principal * rate
    return principal


def payoff_months(debt: int, payment: int) -> int:
    months = 0
    while debt > 0:
        debt -= payment
        months += 1
    return months


# ---------------------------------------------------------------- simplify

def simplify(b):
    b.expr('Simplify: $3x + 5 - 2(x - 4)$',
           lambda: sp.expand(3 * x + 5 - 2 * (x - 4)),
           lambda: sp.Add(3 * x, 5, sp.Mul(-2, x - 4, evaluate=False), evaluate=False), form='expanded')
    b.expr('expand (x+3)(x-5)',
           lambda: sp.expand((x + 3) * (x - 5)),
           lambda: sp.Mul(x + 3, x - 5, evaluate=False), form='expanded')
    b.expr('Factorise completely: x² − 9x + 20',
           lambda: sp.factor(x ** 2 - 9 * x + 20),
           lambda: x ** 2 - 9 * x + 20, form='factored')
    b.expr('Simplify $\\frac{x^2 - 16}{x^2 + 2x - 8}$.',
           lambda: sp.cancel((x ** 2 - 16) / (x ** 2 + 2 * x - 8)),
           lambda: (x ** 2 - 16) / (x ** 2 + 2 * x - 8))
    b.expr('simplify (2x^3y^2)^3',
           lambda: sp.powsimp(sp.expand((2 * x ** 3 * y ** 2) ** 3)),
           lambda: (2 * x ** 3 * y ** 2) * (2 * x ** 3 * y ** 2) * (2 * x ** 3 * y ** 2))
    b.expr('Expand and simplify (2a − 3)²',
           lambda: sp.expand((2 * a - 3) ** 2),
           lambda: sp.Mul(2 * a - 3, 2 * a - 3, evaluate=False), form='expanded')
    b.expr("Going back to school at 40 and I'm stuck: simplify √72 please",
           lambda: sp.sqrt(72),
           lambda: (lambda kr: kr[0] * sp.sqrt(kr[1]))(simplest_radical(72)))
    b.expr('Factor completely: $2x^3 - 18x$',
           lambda: sp.factor(2 * x ** 3 - 18 * x),
           lambda: 2 * x ** 3 - 18 * x, form='factored')
    b.expr('factor x^3 - 8',
           lambda: sp.factor(x ** 3 - 8),
           lambda: x ** 3 - 8, form='factored')
    b.expr('Write as a single fraction: 1/(x+1) + 2/(x−1)',
           lambda: sp.factor(sp.together(1 / (x + 1) + 2 / (x - 1))),
           lambda: 1 / (x + 1) + 2 / (x - 1))
    b.expr("My daughter's homework: what does (x² − x − 6)/(x − 3) simplify to?",
           lambda: sp.cancel((x ** 2 - x - 6) / (x - 3)),
           lambda: (x ** 2 - x - 6) / (x - 3))
    b.expr('Rationalize the denominator: $\\frac{6}{\\sqrt{3}}$',
           lambda: sp.radsimp(6 / sp.sqrt(3)),
           lambda: 6 * sp.sqrt(3) / 3)


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
