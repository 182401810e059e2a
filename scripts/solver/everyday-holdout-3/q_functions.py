"""Held-out set 3: functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems,
simplify."""
import cmath
import functools
import itertools
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range

from common import R, cramer, dec, det2, det3, parse, round_by_integers, round_half_up

x, y, t, a, b_ = sp.symbols('x y t a b')
STYLE = {'word_problems': 'decimal', 'geometry': 'decimal', 'coordinate_geometry': None}


def _horner(coeffs, v):
    return functools.reduce(lambda acc, c: acc * v + c, coeffs, 0)


def functions(b):
    f1 = 3 * x ** 2 - 2 * x + 1
    b.value('If f(x) = 3x² − 2x + 1, find f(−2).', lambda: f1.subs(x, -2), lambda: _horner([3, -2, 1], -2))
    b.expr('f(x)=2x+3 and g(x)=x^2-1, find (f o g)(x)',
           lambda: sp.expand((2 * x + 3).subs(x, x ** 2 - 1)), lambda: 2 * (x ** 2 - 1) + 3)
    f3 = (2 * x - 1) / (x + 3)
    b.expr(r'Find the inverse function of $f(x) = \frac{2x - 1}{x + 3}$.',
           lambda: sp.solve(sp.Eq(x, f3.subs(x, y)), y)[0], lambda: (3 * x + 1) / (2 - x),
           holds=lambda ans: sp.simplify(parse(ans).subs(x, f3) - x) == 0)
    b.ineq('Find the domain of f(x) = √(6 − 2x).', lambda: continuous_domain(sp.sqrt(6 - 2 * x), x, sp.S.Reals),
           lambda: sp.solveset(6 - 2 * x >= 0, x, sp.S.Reals))
    b.list('Question 3 of 10\nFind the vertex of the parabola y = 2x^2 - 12x + 7.\nEnter the coordinates '
           'separated by a comma.\nSubmit',
           lambda: [R(12, 4), (2 * x ** 2 - 12 * x + 7).subs(x, R(12, 4))],
           lambda: (lambda v: [v, 2 * v * v - 12 * v + 7])(sp.solve(sp.diff(2 * x ** 2 - 12 * x + 7, x), x)[0]))
    b.value('6.\nGiven h(t) = -5t2 + 20t + 1, find\nthe maximum value of h.',
            lambda: sp.maximum(-5 * t ** 2 + 20 * t + 1, t), lambda: 1 - Fraction(20 ** 2, 4 * (-5)))
    b.value('A taxi charges $3.50 plus $2.25 per mile, so the cost is C(m) = 3.50 + 2.25m. What is C(12)?',
            lambda: dec('3.50') + dec('2.25') * 12, lambda: Fraction(350 + 225 * 12, 100), style='decimal')
    b.ineq('What is the range of f(x) = x² − 6x + 10? Please write it as an inequality in y, I need it for the '
           'answer key.',
           lambda: function_range(x ** 2 - 6 * x + 10, x, sp.S.Reals), lambda: sp.Interval(10 - R(36, 4), sp.oo),
           var='y')
    g = x ** 2 - 4 * x
    b.value('if g of x equals x squared minus four x what is g of three minus g of negative one',
            lambda: g.subs(x, 3) - g.subs(x, -1), lambda: _horner([1, -4, 0], 3) - _horner([1, -4, 0], -1))
    b.ineq('The function f(x) = (x + 1)/(x² − 9). Which x values are allowed (the domain)?',
           lambda: continuous_domain((x + 1) / (x ** 2 - 9), x, sp.S.Reals),
           lambda: sp.Complement(sp.S.Reals, sp.FiniteSet(*sp.solve(x ** 2 - 9, x))))
    b.value('f(x) = x^3 - 2x   whats the avg rate of change from x=1 to x=3',
            lambda: ((x ** 3 - 2 * x).subs(x, 3) - (x ** 3 - 2 * x).subs(x, 1)) / (3 - 1),
            lambda: Fraction(_horner([1, 0, -2, 0], 3) - _horner([1, 0, -2, 0], 1), 2))
    f12 = x ** 3 - x
    b.text('Is f(x) = x³ − x even, odd, or neither? Answer with one word.',
           lambda: 'even' if sp.simplify(f12.subs(x, -x) - f12) == 0 else
           ('odd' if sp.simplify(f12.subs(x, -x) + f12) == 0 else 'neither'),
           lambda: 'odd' if all(_horner([1, 0, -1, 0], -v) == -_horner([1, 0, -1, 0], v) for v in range(1, 9))
           and any(_horner([1, 0, -1, 0], -v) != _horner([1, 0, -1, 0], v) for v in range(1, 9)) else 'other')


def coordinate_geometry(b):
    G = sp.geometry
    b.value('Find the slope of the line passing through (−3, 4) and (5, −2).',
            lambda: G.Line(G.Point(-3, 4), G.Point(5, -2)).slope, lambda: Fraction(-2 - 4, 5 - (-3)))
    b.value('distance between (1,-2) and (7,6)', lambda: G.Point(1, -2).distance(G.Point(7, 6)),
            lambda: math.isqrt((7 - 1) ** 2 + (6 + 2) ** 2))
    b.list(r'Find the midpoint of the segment joining $(-4, 7)$ and $(10, -3)$.',
           lambda: list(G.Segment(G.Point(-4, 7), G.Point(10, -3)).midpoint),
           lambda: [Fraction(-4 + 10, 2), Fraction(7 - 3, 2)])
    b.expr('Find the equation of the line through (2, −1) and (6, 7). Write it in slope-intercept form '
           'y = mx + b.',
           lambda: sp.solve(G.Line(G.Point(2, -1), G.Point(6, 7)).equation(x, y), y)[0],
           lambda: Fraction(7 + 1, 6 - 2) * (x - 2) - 1)
    b.list('Question 6 of 10\nFind the point of intersection of y = 3x − 4 and y = −x + 8.\nEnter it as x, y.\n'
           'Submit',
           lambda: list(G.Line(G.Point(0, -4), slope=3).intersection(G.Line(G.Point(0, 8), slope=-1))[0]),
           lambda: cramer([[3, -1], [-1, -1]], [4, -8]))
    b.expr('11.\nFind the equation of the line perpendicular to\ny = 1/2 x + 3 passing through (4, 1).\nGive it '
           'in the form y = mx + c',
           lambda: sp.solve(G.Line(G.Point(0, 3), slope=R(1, 2)).perpendicular_line(G.Point(4, 1)).equation(x, y), y)[0],
           lambda: -1 / Fraction(1, 2) * (x - 4) + 1)
    b.value('On a city map, with units in km, the library is at (2, 3) and the school is at (7, 15). How far '
            'apart are they in a straight line, in km?',
            lambda: G.Point(2, 3).distance(G.Point(7, 15)), lambda: math.isqrt(5 ** 2 + 12 ** 2))
    b.text('I want to check my answer key: are the lines 2x + 3y = 6 and 3x − 2y = 4 parallel, perpendicular, '
           'or neither?',
           lambda: 'perpendicular' if G.Line(2 * x + 3 * y - 6).is_perpendicular(G.Line(3 * x - 2 * y - 4))
           else ('parallel' if G.Line(2 * x + 3 * y - 6).is_parallel(G.Line(3 * x - 2 * y - 4)) else 'neither'),
           lambda: 'perpendicular' if Fraction(-2, 3) * Fraction(3, 2) == -1 else 'not')
    b.value("what's the y intercept of the line three x minus four y equals twelve",
            lambda: sp.solve((3 * x - 4 * y - 12).subs(x, 0), y)[0], lambda: Fraction(-12, 4))
    b.value('A triangle has corners at A(0, 0), B(6, 0) and C(2, 5). How big is its area?',
            lambda: abs(G.Polygon(G.Point(0, 0), G.Point(6, 0), G.Point(2, 5)).area),
            lambda: Fraction(abs(0 * 0 - 6 * 0 + 6 * 5 - 2 * 0 + 2 * 0 - 0 * 5), 2))
    b.value('circle x^2 + y^2 - 6x + 4y - 12 = 0   whats the radius',
            lambda: G.Circle(x ** 2 + y ** 2 - 6 * x + 4 * y - 12).radius,
            lambda: math.isqrt(3 ** 2 + 2 ** 2 + 12))
    b.value('Find the distance from the point (3, 4) to the line 4x − 3y + 10 = 0.',
            lambda: G.Line(4 * x - 3 * y + 10).distance(G.Point(3, 4)),
            lambda: Fraction(abs(4 * 3 - 3 * 4 + 10), math.isqrt(4 ** 2 + 3 ** 2)))


def geometry(b):
    b.value('Find the area of a triangle with a base of 14 cm and a height of 9 cm.',
            lambda: R(1, 2) * 14 * 9, lambda: Fraction(14 * 9, 2))
    b.value('hypotenuse of a right triangle with legs 9 and 12', lambda: sp.sqrt(9 ** 2 + 12 ** 2),
            lambda: next(c for c in range(1, 100) if c * c == 81 + 144))
    b.value(r'Find the volume of a cylinder with radius $r = 3$ and height $h = 10$, using $V = \pi r^2 \cdot h$. '
            r'Leave your answer in terms of $\pi$.', lambda: sp.pi * 3 ** 2 * 10, lambda: mpmath.quad(lambda h: mpmath.pi * 9, [0, 10]))
    b.value('A circle has circumference 18π cm. What is its area? (in terms of π)',
            lambda: sp.pi * (18 * sp.pi / (2 * sp.pi)) ** 2, lambda: mpmath.pi * (18 / 2) ** 2)
    b.value('Question 2 of 8\nEach interior angle of a regular octagon measures how many degrees?\nSubmit',
            lambda: sp.deg(sp.RegularPolygon(sp.Point(0, 0), 1, 8).interior_angle),
            lambda: Fraction((8 - 2) * 180, 8))
    b.value('3.\nIn right triangle ABC, angle C = 90°, angle A = 35°\nand AB = 20 cm. Find BC correct to\n1 '
            'decimal place.',
            lambda: round_half_up(20 * sp.sin(sp.rad(35)), 1),
            lambda: round_by_integers(Fraction(mpmath.nstr(20 * mpmath.sin(mpmath.radians(35)), 50)), 1))
    b.value('We are painting a wall that is 4.5 m long and 2.6 m high, with a door 0.9 m by 2 m that will not '
            'be painted. What area needs paint, in m²?',
            lambda: dec('4.5') * dec('2.6') - dec('0.9') * 2, lambda: Fraction(45 * 26 - 9 * 20, 100))
    b.value('Two angles are supplementary and one is 38° more than the other. What is the larger angle? '
            '(for my quiz answer key)',
            lambda: sp.solve(y + y + 38 - 180, y)[0] + 38, lambda: next(v for v in range(181) if v + (v - 38) == 180))
    b.value('what is the volume of a sphere with radius six give the answer in terms of pi',
            lambda: R(4, 3) * sp.pi * 6 ** 3,
            lambda: mpmath.quad(lambda h: mpmath.pi * (36 - h * h), [-6, 6]))
    b.value('A ladder 13 m long is leaning on a wall. The bottom of the ladder is 5 m from the wall. How high '
            'on the wall does it reach?', lambda: sp.sqrt(13 ** 2 - 5 ** 2),
            lambda: next(v for v in range(1, 13) if v * v + 25 == 169))
    b.value('arc length of a 60 degree sector with radius 12? exact pls', lambda: sp.rad(60) * 12,
            lambda: 2 * mpmath.pi * 12 * 60 / 360)
    b.value('A traffic cone (treat it as a solid cone) has base radius 15 cm and height 45 cm. Find its volume '
            'to the nearest cm³.',
            lambda: round_half_up(sp.pi * 15 ** 2 * 45 / 3, 0),
            lambda: Decimal(int(mpmath.nint(mpmath.quad(lambda h: mpmath.pi * (15 * h / 45) ** 2, [0, 45])))))


def _gauss(zr, zi, wr, wi):
    """(zr + zi i) / (wr + wi i) over Fractions."""
    den = Fraction(wr * wr + wi * wi)
    return (zr * wr + zi * wi) / den, (zi * wr - zr * wi) / den


def complex_numbers(b):
    I = sp.I
    b.value('Simplify (3 + 4i) + (2 − 7i).', lambda: (3 + 4 * I) + (2 - 7 * I), lambda: complex(3, 4) + complex(2, -7))
    b.value('(2+3i)(4-i)', lambda: sp.expand((2 + 3 * I) * (4 - I)), lambda: complex(2, 3) * complex(4, -1))
    b.value(r'Simplify $\frac{5 + i}{2 - 3i}$. Write it in the form $a + bi$.',
            lambda: sp.expand((5 + I) / (2 - 3 * I)),
            lambda: (lambda p: sp.Rational(p[0].numerator, p[0].denominator) + sp.Rational(p[1].numerator, p[1].denominator) * I)(_gauss(5, 1, 2, -3)))
    b.value('Find |6 − 8i|.', lambda: sp.Abs(6 - 8 * I), lambda: abs(complex(6, -8)))
    b.value('Question 4 of 10\nSimplify i^{35}.\nSubmit', lambda: I ** 35, lambda: [1, 1j, -1, -1j][35 % 4])
    b.value('2.\nSolve x2 + 4x + 13 = 0\ngiving complex roots.', lambda: sp.solveset(x ** 2 + 4 * x + 13, x, sp.S.Complexes),
            lambda: [(-4 + cmath.sqrt(16 - 52)) / 2, (-4 - cmath.sqrt(16 - 52)) / 2])
    b.value('In an electronics lab, two impedances Z1 = 3 + 4i ohms and Z2 = 1 − 2i ohms are connected in '
            'series, so the total is Z1 + Z2. What is the magnitude of the total impedance? Give an exact value.',
            lambda: sp.Abs((3 + 4 * I) + (1 - 2 * I)), lambda: abs(complex(3, 4) + complex(1, -2)))
    b.value("What's the complex conjugate of (1 + 2i)²? My students should write it as a + bi.",
            lambda: sp.conjugate(sp.expand((1 + 2 * I) ** 2)), lambda: (complex(1, 2) ** 2).conjugate())
    b.value('multiply three minus two i by its conjugate', lambda: sp.expand((3 - 2 * I) * sp.conjugate(3 - 2 * I)),
            lambda: complex(3, -2) * complex(3, 2))
    b.value('Please calculate (1 + i) to the power 4.', lambda: sp.expand((1 + I) ** 4),
            lambda: functools.reduce(lambda p, _: p * complex(1, 1), range(4), complex(1, 0)))
    b.value('argument of -1 + i in radians?? (principal value)', lambda: sp.arg(-1 + I),
            lambda: cmath.phase(complex(-1, 1)))
    b.value('Write 2(cos 60° + i sin 60°) in the form a + bi.',
            lambda: sp.expand(2 * (sp.cos(sp.pi / 3) + I * sp.sin(sp.pi / 3))), lambda: cmath.rect(2, math.pi / 3))


def _gauss_jordan_inverse(m):
    size = len(m)
    aug = [[Fraction(v) for v in row] + [Fraction(int(i == j)) for j in range(size)] for i, row in enumerate(m)]
    for col in range(size):
        pivot = next(r for r in range(col, size) if aug[r][col] != 0)
        aug[col], aug[pivot] = aug[pivot], aug[col]
        aug[col] = [v / aug[col][col] for v in aug[col]]
        for r in range(size):
            if r != col:
                aug[r] = [v - aug[r][col] * w for v, w in zip(aug[r], aug[col])]
    return [row[size:] for row in aug]


def _product(p, q):
    return [[sum(p[i][k] * q[k][j] for k in range(len(q))) for j in range(len(q[0]))] for i in range(len(p))]


def matrices(b):
    M = sp.Matrix
    b.value('Find the determinant of the 2×2 matrix with rows (4, 7) and (2, 6).',
            lambda: M([[4, 7], [2, 6]]).det(), lambda: det2([[4, 7], [2, 6]]))
    b.value('det [[1,2,0],[3,-1,4],[2,0,5]]', lambda: M([[1, 2, 0], [3, -1, 4], [2, 0, 5]]).det(),
            lambda: det3([[1, 2, 0], [3, -1, 4], [2, 0, 5]]))
    b.matrix(r'Find $AB$ if $A = \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}$ and '
             r'$B = \begin{pmatrix} 0 & 1 \\ -1 & 2 \end{pmatrix}$.',
             lambda: M([[1, 2], [3, 4]]) * M([[0, 1], [-1, 2]]), lambda: _product([[1, 2], [3, 4]], [[0, 1], [-1, 2]]))
    b.matrix('Find A⁻¹ for A = [[3, 1], [5, 2]].', lambda: M([[3, 1], [5, 2]]).inv(),
             lambda: _gauss_jordan_inverse([[3, 1], [5, 2]]))
    b.matrix('Question 5 of 8\nLet A = [[2, -1, 0], [4, 3, 5]]. Find the transpose of A.\nEnter the matrix row by '
             'row.\nSubmit', lambda: M([[2, -1, 0], [4, 3, 5]]).T,
             lambda: [list(col) for col in zip(*[[2, -1, 0], [4, 3, 5]])])
    b.value('8.\n| 2  -3 |\n| 5   4 |\nEvaluate the determinant.', lambda: M([[2, -3], [5, 4]]).det(),
            lambda: 2 * 4 - (-3) * 5)
    b.matrix('A shop sells shirts for $15, pants for $25 and hats for $10. Store 1 orders 3 shirts, 2 pants and '
             '4 hats; store 2 orders 5 shirts, 1 pair of pants and 2 hats. Using matrix multiplication, write '
             'the total cost for each store as a column matrix (store 1 on top).',
             lambda: M([[3, 2, 4], [5, 1, 2]]) * M([15, 25, 10]),
             lambda: [[3 * 15 + 2 * 25 + 4 * 10], [5 * 15 + 1 * 25 + 2 * 10]])
    b.system('Use the inverse matrix method to solve 2x + y = 5 and 7x + 4y = 19. I just need x and y for the '
             'answer key.',
             lambda: dict(zip(['x', 'y'], M([[2, 1], [7, 4]]).inv() * M([5, 19]))),
             lambda: dict(zip(['x', 'y'], cramer([[2, 1], [7, 4]], [5, 19]))))
    b.matrix('what is three times the matrix with rows one two and negative one zero minus the identity matrix',
             lambda: 3 * M([[1, 2], [-1, 0]]) - sp.eye(2),
             lambda: [[3 * 1 - 1, 3 * 2 - 0], [3 * -1 - 0, 3 * 0 - 1]])
    b.value('Please find the trace of the matrix [[5, 2, 1], [0, -3, 4], [7, 1, 9]].',
            lambda: M([[5, 2, 1], [0, -3, 4], [7, 1, 9]]).trace(), lambda: 5 + (-3) + 9)
    b.matrix('inverse of [[2,0],[1,4]]??', lambda: M([[2, 0], [1, 4]]).inv(),
             lambda: _gauss_jordan_inverse([[2, 0], [1, 4]]))
    b.value('For which value of k is the matrix [[k, 3], [4, 6]] singular?',
            lambda: sp.solve(M([[sp.Symbol('k'), 3], [4, 6]]).det(), sp.Symbol('k')),
            lambda: next(Fraction(v, 2) for v in range(-40, 40) if Fraction(v, 2) * 6 - 12 == 0))


def word_problems(b):
    b.value('Two trains leave stations 450 km apart at the same time and travel toward each other, one at '
            '80 km/h and the other at 70 km/h. After how many hours do they meet?',
            lambda: sp.solve(80 * t + 70 * t - 450, t)[0],
            lambda: next(Fraction(m, 60) for m in range(1, 2000) if 150 * m == 450 * 60))
    b.value('pipe A fills a tank in 6 h, pipe B fills it in 3 h. both together, how many hours?',
            lambda: 1 / (R(1, 6) + R(1, 3)), lambda: next(Fraction(m, 60) for m in range(1, 1000) if m * 3 == 360))
    b.value(r'Split $\$840$ in the ratio $3:4:5$. How much is the largest share, in dollars?',
            lambda: R(840, 3 + 4 + 5) * 5, lambda: next(s for s in range(1, 841) if s * 12 == 840 * 5))
    b.value("A rectangle's perimeter is 56 cm and its length is 3 times its width. Find its area in cm².",
            lambda: (lambda w: 3 * w * w)(sp.solve(2 * (x + 3 * x) - 56, x)[0]),
            lambda: next(w * 3 * w for w in range(1, 56) if 2 * (w + 3 * w) == 56))
    b.value('Question 10 of 10\nHow many liters of a 20% salt solution must be mixed with 10 liters of a 50% '
            'salt solution to get a 30% salt solution?\nSubmit',
            lambda: sp.solve(R(20, 100) * x + 5 - R(30, 100) * (x + 10), x)[0],
            lambda: next(v for v in range(1, 200) if 20 * v + 500 == 30 * (v + 10)))
    b.value('5.\nA father is 4 times as old as his son.\nIn 20 years he will be twice as old as his son. How\n'
            'old is the son now?', lambda: sp.solve(4 * x + 20 - 2 * (x + 20), x)[0],
            lambda: next(s for s in range(1, 100) if 4 * s + 20 == 2 * (s + 20)))
    b.value("Carlos drives to his grandma's house at 60 km/h and comes back along the same road at 40 km/h. "
            'The round trip takes 5 hours of driving. How far away does his grandma live, in km?',
            lambda: sp.solve(x / 60 + x / 40 - 5, x)[0],
            lambda: next(d for d in range(1, 1000) if Fraction(d, 60) + Fraction(d, 40) == 5))
    b.value('A bakery sells cupcakes for $2.75 each and it costs $1.10 to make each one. The stall rent is $99 '
            'a day. How many cupcakes must be sold in a day to break even? (my students will set up an equation)',
            lambda: sp.solve(dec('2.75') * x - dec('1.10') * x - 99, x)[0],
            lambda: next(c for c in range(1, 1000) if 275 * c - 110 * c == 9900))
    b.value('if five pencils cost three dollars and twenty five cents how much do eight pencils cost in dollars',
            lambda: dec('3.25') / 5 * 8, lambda: Fraction(325 * 8, 5 * 100))
    b.value('A worker gets 18 dollars for one hour, and for overtime (the hours more than 40 in a week) he gets '
            '1.5 times this. This week he works 46 hours. How much money he earn?',
            lambda: 18 * 40 + dec('1.5') * 18 * (46 - 40),
            lambda: sum(18 if h < 40 else 27 for h in range(46)))
    b.value('if 3 ppl can paint a fence in 8 hrs how long for 4 ppl (same speed)',
            lambda: R(3 * 8, 4), lambda: next(h for h in range(1, 50) if 4 * h == 24))
    b.value('A school trip needs buses that hold 52 people each. 389 students and 28 teachers are going. How '
            'many buses are needed?', lambda: sp.ceiling(R(389 + 28, 52)),
            lambda: next(n_ for n_ in range(1, 50) if 52 * n_ >= 389 + 28))


def simplify(b):
    b.expr('Simplify 4(2x − 3) − 3(x − 5).', lambda: sp.expand(4 * (2 * x - 3) - 3 * (x - 5)),
           lambda: 4 * (2 * x - 3) - 3 * (x - 5), form='expanded')
    b.expr('expand (2x-3)^2', lambda: sp.expand((2 * x - 3) ** 2), lambda: (2 * x - 3) * (2 * x - 3), form='expanded')
    b.expr(r'Factor completely: $6x^2 + x - 15$', lambda: sp.factor(6 * x ** 2 + x - 15),
           lambda: 6 * x ** 2 + x - 15, form='factored')
    b.value('Simplify √72 + √50 − √8.', lambda: sp.sqrt(72) + sp.sqrt(50) - sp.sqrt(8),
            lambda: mpmath.sqrt(72) + mpmath.sqrt(50) - mpmath.sqrt(8))
    b.expr('Question 8 of 12\nSimplify (x^2 - 9)/(x^2 + 5x + 6).\n(Simplify your answer.)\nSubmit',
           lambda: sp.cancel((x ** 2 - 9) / (x ** 2 + 5 * x + 6)), lambda: (x ** 2 - 9) / (x ** 2 + 5 * x + 6))
    b.expr('4.\nFactorise fully\n  3x3 - 12x', lambda: sp.factor(3 * x ** 3 - 12 * x), lambda: 3 * x ** 3 - 12 * x,
           form='factored')
    b.expr('A garden bed is (x + 4) metres long and (x − 1) metres wide. Write its area as an expanded '
           'polynomial.', lambda: sp.expand((x + 4) * (x - 1)), lambda: (x + 4) * (x - 1), form='expanded')
    b.expr('Simplify (2a³b²)³ / (4a⁵b). The answer key says something weird.',
           lambda: sp.simplify((2 * a ** 3 * b_ ** 2) ** 3 / (4 * a ** 5 * b_)),
           lambda: (2 * a ** 3 * b_ ** 2) ** 3 / (4 * a ** 5 * b_))
    b.expr('factor x squared minus forty nine', lambda: sp.factor(x ** 2 - 49), lambda: x ** 2 - 49, form='factored')
    b.expr('Make simple this: 3/(x − 2) − 1/(x + 2), as one fraction.',
           lambda: sp.factor(sp.together(3 / (x - 2) - 1 / (x + 2))), lambda: 3 / (x - 2) - 1 / (x + 2))
    b.value('rationalize 6/(3 - sqrt3)', lambda: sp.radsimp(6 / (3 - sp.sqrt(3))), lambda: 6 / (3 - mpmath.sqrt(3)))
    b.expr('Factor by grouping: x³ + 2x² − 5x − 10', lambda: sp.factor(x ** 3 + 2 * x ** 2 - 5 * x - 10),
           lambda: x ** 3 + 2 * x ** 2 - 5 * x - 10, form='factored')


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
