"""Held-out set 5: functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify.

Each spec: `compute` writes the answer, `check` derives it a second way (see check_answers.py)."""
from __future__ import annotations

import cmath
import math
from fractions import Fraction as Q

import mpmath
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range
from sympy.geometry import Circle, Line, Point, Polygon, RegularPolygon, Segment, Triangle

from common import Builder, F, R, a, b as b_sym, parse, round_by_integers, round_half_up, set_matches, x, y


def ev(text: str):
    return sp.sympify(text, rational=True)


def horner(coeffs, at):
    total = 0
    for c in coeffs:
        total = total * at + c
    return total


def mp_frac(value) -> Q:
    """A 50-digit mpmath value as an exact Fraction of its decimal expansion (for rounding checks)."""
    return Q(mpmath.nstr(value, 50, min_fixed=-5, max_fixed=60))


# ---------------------------------------------------------------- functions

b = Builder('functions')
b.value('Given f(x) = 2x³ − 5x + 1, find f(−2).', lambda: (2 * x ** 3 - 5 * x + 1).subs(x, -2),
        lambda: horner([2, 0, -5, 1], -2), v='a')
b.value('f(x)=3x-2 and g(x)=x^2+1 wat is f(g(2))', lambda: (3 * x - 2).subs(x, (x ** 2 + 1).subs(x, 2)),
        lambda: (lambda f, g: f(g(2)))(lambda t: 3 * t - 2, lambda t: t * t + 1), v='b')
b.expr('My son says the inverse of f(x) = (2x + 3)/5 is (5x − 3)/2. Is he right? What is f⁻¹(x)?',
       lambda: sp.solve(sp.Eq((2 * y + 3) / 5, x), y)[0], lambda: (5 * x - 3) / 2, v='c',
       holds=lambda ans: sp.simplify((2 * parse(ans) + 3) / 5 - x) == 0)
b.ineq('what is the domain of the square root of the quantity six minus two x',
       lambda: continuous_domain(sp.sqrt(6 - 2 * x), x, sp.S.Reals),
       lambda: sp.reduce_inequalities(6 - 2 * sp.Symbol('x', real=True) >= 0).as_set(), v='d',
       holds=set_matches(lambda p: 6 - 2 * p >= 0))
b.ineq('Find the range of the function f(x) = x² − 4x + 7 for all real numbers x.',
       lambda: function_range(x ** 2 - 4 * x + 7, x, sp.S.Reals),
       lambda: sp.Interval((x ** 2 - 4 * x + 7).subs(x, R(4, 2)), sp.oo), v='e', var='y',
       holds=set_matches(lambda p: p >= 3))
b.value(r'Find the average rate of change of $f(x) = \sqrt{x}$ on the interval $[4, 9]$.',
        lambda: (sp.sqrt(9) - sp.sqrt(4)) / (9 - 4), lambda: Q(math.isqrt(9) - math.isqrt(4), 5), v='f')
b.text('Question 5 of 10\nIs the function f(x) = x³ − 4x even, odd, or neither? Type one word.',
       lambda: 'even' if sp.simplify((x ** 3 - 4 * x).subs(x, -x) - (x ** 3 - 4 * x)) == 0 else
       'odd' if sp.simplify((x ** 3 - 4 * x).subs(x, -x) + (x ** 3 - 4 * x)) == 0 else 'neither',
       lambda: 'odd' if all((-t) ** 3 - 4 * (-t) == -(t ** 3 - 4 * t) for t in range(-9, 10)) and
       any(t ** 3 - 4 * t != 0 for t in range(-9, 10)) else 'not odd', v='g')
b.value('Exercise 2C  Function notation\n8.  Given h(x) = 5 − 2x, find the value of x for which h(x) = −9.',
        lambda: sp.solveset(5 - 2 * x + 9, x), lambda: next(t for t in range(-50, 50) if 5 - 2 * t == -9), v='h')
b.value('A taxi in Lisbon charges C(d) = 3.25 + 0.47d euros for a ride of d km. Ana’s ride takes 20 minutes and is '
        '12 km long. What is C(12)?', lambda: (ev('3.25') + ev('0.47') * x).subs(x, 12), lambda: Q(325 + 47 * 12, 100),
        v='i', style='decimal')
b.expr('We have f(x) = x² and g(x) = x − 3. I wrote (f∘g)(x) = x² − 3 but my teacher says that is g∘f. What is '
       '(f ∘ g)(x), expanded?', lambda: sp.expand((x ** 2).subs(x, x - 3)),
       lambda: sp.interpolate([(t, (t - 3) ** 2) for t in range(3)], x), v='j', form='expanded')
b.value('If f(x) = (x − 1)/(x + 1), find the value of f(f(3)).',
        lambda: ((x - 1) / (x + 1)).subs(x, ((x - 1) / (x + 1)).subs(x, 3)),
        lambda: (lambda f: f(f(Q(3))))(lambda t: (t - 1) / (t + 1)), v='k')
b.value('Question 6 of 10\nIf g(x) = ∛(x − 4), find g⁻¹(2). Enter a number.',
        lambda: sp.solve(sp.Eq(x - 4, 2 ** 3), x)[0], lambda: mpmath.findroot(lambda t: mpmath.cbrt(t - 4) - 2, 10),
        v='g')
FUNCTIONS = b.specs

# ---------------------------------------------------------------- coordinate geometry


def shoelace(pts):
    return Q(abs(sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(pts, pts[1:] + pts[:1]))), 2)


b = Builder('coordinate_geometry')
b.value('Find the distance between the points (−3, 5) and (4, −19).', lambda: Point(-3, 5).distance(Point(4, -19)),
        lambda: math.isqrt((4 + 3) ** 2 + (-19 - 5) ** 2), v='a')
b.list('midpoint of (7,-2) and (-1,8)?? pls', lambda: list(Segment(Point(7, -2), Point(-1, 8)).midpoint),
       lambda: [Q(7 - 1, 2), Q(-2 + 8, 2)], v='b')
b.value('My daughter says the slope of the line through (2, −1) and (6, 9) is 2/5. Is she right? What is the slope?',
        lambda: Line(Point(2, -1), Point(6, 9)).slope, lambda: Q(9 - (-1), 6 - 2), v='c')
b.expr('find the equation of the line with slope negative two thirds passing through the point six comma one in '
       'slope intercept form', lambda: sp.solve(Line(Point(6, 1), slope=R(-2, 3)).equation(x, y), y)[0],
       lambda: R(-2, 3) * (x - 6) + 1, v='d')
b.text('Are the lines 3x − 4y = 7 and 8x + 6y = 1 parallel, perpendicular or neither?',
       lambda: 'perpendicular' if Line(3 * x - 4 * y - 7).is_perpendicular(Line(8 * x + 6 * y - 1)) else
       'parallel' if Line(3 * x - 4 * y - 7).is_parallel(Line(8 * x + 6 * y - 1)) else 'neither',
       lambda: 'perpendicular' if Q(3, 4) * Q(-8, 6) == -1 else 'not perpendicular', v='e')
b.list(r'Find the point of intersection of the lines $y = 3x - 5$ and $2x + y = 15$.',
       lambda: list(Line(y - 3 * x + 5).intersection(Line(2 * x + y - 15))[0]),
       lambda: (lambda xs: [xs, 3 * xs - 5])(Q(15 + 5, 2 + 3)), v='f')
b.value('Question 8 of 12\nThe circle x² + y² − 6x + 10y − 2 = 0 has centre (3, −5). What is its radius? Give an exact '
        'answer.', lambda: Circle(sp.Eq(x ** 2 + y ** 2 - 6 * x + 10 * y - 2, 0)).radius,
        lambda: math.isqrt(3 ** 2 + 5 ** 2 + 2), v='g')
b.value('Exercise 5D  Distance from a point to a line\n4.  Find the perpendicular distance from the point (2, −1) to '
        'the line 5x + 12y − 24 = 0.', lambda: Line(5 * x + 12 * y - 24).distance(Point(2, -1)),
        lambda: Q(abs(5 * 2 + 12 * (-1) - 24), math.isqrt(5 ** 2 + 12 ** 2)), v='h')
b.value('A park is a triangle with corners at (0, 0), (80, 20) and (30, 70) on a map grid in metres, and it has 14 '
        'benches. Find the area of the park in square metres.',
        lambda: abs(Triangle(Point(0, 0), Point(80, 20), Point(30, 70)).area),
        lambda: shoelace([(0, 0), (80, 20), (30, 70)]), v='i')
b.expr('I need the perpendicular bisector of the segment from A(−2, 3) to B(4, 7) in y = mx + c form. I got '
       'y = 1.5x + 2 which is not even perpendicular. What is the right-hand side?',
       lambda: sp.solve(Segment(Point(-2, 3), Point(4, 7)).perpendicular_bisector().equation(x, y), y)[0],
       lambda: Q(-1) / Q(7 - 3, 4 + 2) * (x - Q(-2 + 4, 2)) + Q(3 + 7, 2), v='j')
b.expr('Find the equation of the line parallel to 2y = 5x − 4 that passes through (−2, 3). Give it in the form '
       'y = mx + c.', lambda: sp.solve(Line(2 * y - 5 * x + 4).parallel_line(Point(-2, 3)).equation(x, y), y)[0],
       lambda: R(5, 2) * x + (3 - R(5, 2) * (-2)), v='k')
b.value('My son had to find the circle with diameter from (1, 4) to (7, −4). He wrote (x − 4)² + y² = 100. Is that '
        'right? What number should be on the right-hand side?',
        lambda: (lambda c: Circle(c, c.distance(Point(1, 4))).radius ** 2)(Segment(Point(1, 4), Point(7, -4)).midpoint),
        lambda: Q((7 - 1) ** 2 + (-4 - 4) ** 2, 4), v='c')
COORDINATE_GEOMETRY = b.specs

# ---------------------------------------------------------------- geometry

b = Builder('geometry', style='decimal')
b.value('Find the area of a circle with diameter 14 cm, giving your answer in terms of π.',
        lambda: Circle(Point(0, 0), 7).area, lambda: sp.nsimplify(mpmath.quad(lambda r: 2 * mpmath.pi * r, [0, 7])
                                                                  / mpmath.pi) * sp.pi, v='a')
b.value('each interior angle of a regular 15 sided shape?? in degrees', lambda: RegularPolygon(Point(0, 0), 1, 15)
        .interior_angle * 180 / sp.pi, lambda: Q(180 * (15 - 2), 15), v='b')
b.value('My son says a right triangle with legs 9 cm and 40 cm has a hypotenuse of 49 cm. Is he right? How long is '
        'the hypotenuse?', lambda: sp.sqrt(9 ** 2 + 40 ** 2), lambda: Point(0, 0).distance(Point(9, 40)), v='c')
b.value('what is the volume of a cylinder with radius three centimetres and height ten centimetres in terms of pi',
        lambda: sp.pi * 3 ** 2 * 10, lambda: sp.nsimplify(mpmath.quad(lambda h: mpmath.pi * 9, [0, 10]) / mpmath.pi)
        * sp.pi, v='d')
b.value('A trapezium have parallel sides 8.5 cm and 13.5 cm and the height 6 cm. How much is its area in cm²?',
        lambda: (F('8.5') + F('13.5')) / 2 * 6,
        lambda: abs(Polygon(Point(0, 0), Point(ev('13.5'), 0), Point(ev('10.5'), 6), Point(2, 6)).area), v='e')
b.value(r'Find the length of an arc of a circle of radius $12$ cm subtending an angle of $150^\circ$ at the centre. '
        r'Give your answer in terms of $\pi$.', lambda: 12 * sp.rad(150),
        lambda: sp.nsimplify(mpmath.quad(lambda t: 12, [0, mpmath.radians(150)]) / mpmath.pi) * sp.pi, v='f')
b.value('Question 3 of 10\nFind the surface area of a sphere of radius 7 cm. Round your answer to 1 decimal place.',
        lambda: round_half_up(4 * sp.pi * 7 ** 2, 1),
        lambda: round_by_integers(mp_frac(mpmath.quad(lambda t: 2 * mpmath.pi * 7 * 7 * mpmath.sin(t), [0, mpmath.pi])),
                                  1), v='g')
b.value("Exercise 8E  Heron's formula\n3.  Find the area of a triangle with sides 9 cm, 10 cm and 17 cm.",
        lambda: sp.sqrt(18 * (18 - 9) * (18 - 10) * (18 - 17)),
        lambda: (lambda c: Q(1, 2) * 9 * 10 * sp.sqrt(1 - c * c))(Q(9 ** 2 + 10 ** 2 - 17 ** 2, 2 * 9 * 10)), v='h')
b.value('Ifeoma is making 8 party hats. Each is a cone with base radius 9 cm and slant height 15 cm. Find the volume '
        'of one hat in cm³, in terms of π.', lambda: sp.pi * 9 ** 2 * sp.sqrt(15 ** 2 - 9 ** 2) / 3,
        lambda: sp.nsimplify(mpmath.quad(lambda h: mpmath.pi * (9 * (1 - h / 12)) ** 2, [0, 12]) / mpmath.pi) * sp.pi,
        v='i')
b.value('A cube has a volume of 343 cm³. I need its total surface area and I got 196 cm². What is the right '
        'answer?', lambda: 6 * sp.cbrt(343) ** 2, lambda: 6 * next(s for s in range(1, 50) if s ** 3 == 343) ** 2, v='j')
b.value('In triangle ABC, angle C = 90°, angle A = 34° and AB = 12 cm. Calculate the length of BC, correct to 2 '
        'decimal places.', lambda: round_half_up(12 * sp.sin(sp.rad(34)), 2),
        lambda: round_by_integers(mp_frac(12 * mpmath.cos(mpmath.radians(90 - 34))), 2), v='k')
b.value('I tried to work out how many sides a polygon has if its interior angles add up to 1980°. I got 11. What '
        'is the number of sides?', lambda: sp.solve(180 * (x - 2) - 1980, x)[0],
        lambda: next(s for s in range(3, 40) if sum([180] * (s - 2)) == 1980), v='j')
GEOMETRY = b.specs

# ---------------------------------------------------------------- complex numbers

I = sp.I


def to_sp(c: complex):
    return sp.nsimplify(round(c.real, 9)) + sp.nsimplify(round(c.imag, 9)) * I


b = Builder('complex_numbers')
b.value('Simplify (4 − 3i) + (−7 + 5i) − (2 − i).', lambda: (4 - 3 * I) + (-7 + 5 * I) - (2 - I),
        lambda: to_sp(complex(4, -3) + complex(-7, 5) - complex(2, -1)), v='a')
b.value('wat is (2+5i)(3-i)', lambda: sp.expand((2 + 5 * I) * (3 - I)), lambda: to_sp(complex(2, 5) * complex(3, -1)),
        v='b')
b.value('My daughter says (3 + 4i)/(1 − 2i) = −1 + 2i. Is she right? Write the quotient in the form a + bi.',
        lambda: sp.simplify((3 + 4 * I) / (1 - 2 * I)),
        lambda: (lambda num, den: Q(num.real) / den + Q(num.imag) / den * I)(complex(3, 4) * complex(1, 2), 1 + 4),
        v='c')
b.value('what is i to the power of two hundred and thirty seven', lambda: I ** 237,
        lambda: to_sp(1j ** 237), v='d')
b.value('Find the modulus of the complex number 8 − 15i, please.', lambda: sp.Abs(8 - 15 * I),
        lambda: abs(complex(8, -15)), v='e')
b.value(r'Write $(1+i)^{10}$ in the form $a+bi$.', lambda: sp.expand((1 + I) ** 10),
        lambda: to_sp(complex(1, 1) ** 10), v='f')
b.value('Question 2 of 8\nLet w = 3 + 2i. Find 2w̄ − iw and enter it in the form a + bi.',
        lambda: sp.expand(2 * sp.conjugate(3 + 2 * I) - I * (3 + 2 * I)),
        lambda: to_sp(2 * complex(3, 2).conjugate() - 1j * complex(3, 2)), v='g')
b.value('Exercise 1D  Argand diagrams\n6.  Find the principal argument of z = −√3 + i, in radians, on (−π, π].',
        lambda: sp.arg(-sp.sqrt(3) + I), lambda: cmath.phase(complex(-math.sqrt(3), 1)), v='h')
b.value("Zara's electrical engineering worksheet (page 12) asks for both square roots of 5 + 12i. What are they, "
        'in the form a + bi?', lambda: sp.solveset(x ** 2 - (5 + 12 * I), x, sp.S.Complexes),
        lambda: [to_sp(cmath.sqrt(complex(5, 12))), -to_sp(cmath.sqrt(complex(5, 12)))], v='i')
b.value('I computed 1/(2 + i) and got 1/2 + i but my calculator disagrees. What is 1/(2 + i) in a + bi form?',
        lambda: sp.expand(sp.radsimp(1 / (2 + I))), lambda: to_sp(1 / complex(2, 1)), v='j')
b.value('Express (5 − 3i)³ in the form a + ib.', lambda: sp.expand((5 - 3 * I) ** 3),
        lambda: to_sp(complex(5, -3) * complex(5, -3) * complex(5, -3)), v='k')
b.value('modulus of (3+4i)(5-12i)?? quick pls', lambda: sp.Abs(sp.expand((3 + 4 * I) * (5 - 12 * I))),
        lambda: abs(complex(3, 4)) * abs(complex(5, -12)), v='b')
COMPLEX_NUMBERS = b.specs

# ---------------------------------------------------------------- matrices


def mat_mul(p, q):
    return [[sum(Q(p[i][t]) * Q(q[t][j]) for t in range(len(q))) for j in range(len(q[0]))] for i in range(len(p))]


def sarrus(m):
    return (m[0][0] * m[1][1] * m[2][2] + m[0][1] * m[1][2] * m[2][0] + m[0][2] * m[1][0] * m[2][1]
            - m[0][2] * m[1][1] * m[2][0] - m[0][0] * m[1][2] * m[2][1] - m[0][1] * m[1][0] * m[2][2])


def adj_inverse_2(m):
    d = Q(m[0][0] * m[1][1] - m[0][1] * m[1][0])
    return [[m[1][1] / d, -m[0][1] / d], [-m[1][0] / d, m[0][0] / d]]


def cofactor_inverse_3(m):
    d = Q(sarrus(m))
    cof = [[(-1) ** (i + j) * (lambda r: r[0][0] * r[1][1] - r[0][1] * r[1][0])(
        [[m[p][q] for q in range(3) if q != j] for p in range(3) if p != i]) for j in range(3)] for i in range(3)]
    return [[cof[j][i] / d for j in range(3)] for i in range(3)]


M = sp.Matrix
b = Builder('matrices', style='decimal')
b.value('Find the determinant of the matrix [[7, −3], [4, 5]].', lambda: M([[7, -3], [4, 5]]).det(),
        lambda: 7 * 5 - (-3) * 4, v='a')
b.matrix('multiply [[1,2],[3,4]] by [[0,-1],[5,2]] pls (first one on the left)',
         lambda: M([[1, 2], [3, 4]]) * M([[0, -1], [5, 2]]), lambda: mat_mul([[1, 2], [3, 4]], [[0, -1], [5, 2]]),
         v='b')
b.matrix('My son says the inverse of A = [[4, 7], [2, 4]] is [[4, −7], [−2, 4]]. Is he right? What is A⁻¹?',
         lambda: M([[4, 7], [2, 4]]).inv(), lambda: adj_inverse_2([[4, 7], [2, 4]]), v='c', style=None)
b.value('find the determinant of the three by three matrix with rows two one zero, one three negative one, and zero '
        'two four', lambda: M([[2, 1, 0], [1, 3, -1], [0, 2, 4]]).det(), lambda: sarrus([[2, 1, 0], [1, 3, -1], [0, 2, 4]]),
        v='d')
b.value('For which value of k is the matrix [[2k − 1, 5], [3, 6]] singular?',
        lambda: sp.solve(M([[2 * sp.Symbol('k') - 1, 5], [3, 6]]).det(), sp.Symbol('k')),
        lambda: next(Q(t, 4) for t in range(-100, 100) if (2 * Q(t, 4) - 1) * 6 - 15 == 0), v='e', style=None)
b.matrix(r'Given $A = \begin{pmatrix} 2 & 1 \\ 0 & 3 \end{pmatrix}$, find $A^3$.', lambda: M([[2, 1], [0, 3]]) ** 3,
         lambda: mat_mul(mat_mul([[2, 1], [0, 3]], [[2, 1], [0, 3]]), [[2, 1], [0, 3]]), v='f')
b.matrix('Question 6 of 10\nA = [[2, −1], [0, 3]] and B = [[1, 4], [−2, 5]]. Calculate 3A − 2B. Enter the matrix as '
         '[[a, b], [c, d]].', lambda: 3 * M([[2, -1], [0, 3]]) - 2 * M([[1, 4], [-2, 5]]),
         lambda: [[3 * p - 2 * q for p, q in zip(r, s)] for r, s in zip([[2, -1], [0, 3]], [[1, 4], [-2, 5]])], v='g')
b.matrix('Exercise 4F  Matrix equations\n7.  Find the matrix X such that [[3, 1], [5, 2]] X = [[4, 7], [9, 12]].',
         lambda: M([[3, 1], [5, 2]]).LUsolve(M([[4, 7], [9, 12]])),
         lambda: mat_mul(adj_inverse_2([[3, 1], [5, 2]]), [[4, 7], [9, 12]]), v='h')
b.matrix('A juice bar sells small and large juices. On Monday it sold 12 small and 7 large, on Tuesday 9 small and '
         '15 large. A small juice costs $2.50 and a large one $3.75, and the bar opens at 7 am. Multiply '
         '[[12, 7], [9, 15]] by the price column [[2.50], [3.75]] to get the takings for each day.',
         lambda: M([[12, 7], [9, 15]]) * M([[ev('2.5')], [ev('3.75')]]),
         lambda: mat_mul([[12, 7], [9, 15]], [[F('2.50')], [F('3.75')]]), v='i')
b.matrix('I tried to find the inverse of [[1, 0, 2], [0, 1, 0], [1, 0, 3]] and my answer times the matrix is not '
         'the identity. What is the inverse?', lambda: M([[1, 0, 2], [0, 1, 0], [1, 0, 3]]).inv(),
         lambda: cofactor_inverse_3([[1, 0, 2], [0, 1, 0], [1, 0, 3]]), v='j')
b.matrix('If A = [[1, 2], [3, 1]], find A² − 3A + I, where I is the 2 × 2 identity matrix.',
         lambda: M([[1, 2], [3, 1]]) ** 2 - 3 * M([[1, 2], [3, 1]]) + sp.eye(2),
         lambda: (lambda sq: [[sq[i][j] - 3 * [[1, 2], [3, 1]][i][j] + (i == j) for j in range(2)] for i in range(2)])(
             mat_mul([[1, 2], [3, 1]], [[1, 2], [3, 1]])), v='k')
b.value('Calculate the determinant of matrix [[3, −2, 1], [0, 4, 5], [2, 1, −1]], please.',
        lambda: M([[3, -2, 1], [0, 4, 5], [2, 1, -1]]).det(), lambda: sarrus([[3, -2, 1], [0, 4, 5], [2, 1, -1]]), v='e')
MATRICES = b.specs

# ---------------------------------------------------------------- word problems

b = Builder('word_problems', style='decimal')
b.value('The sum of three consecutive odd integers is 129. Find the largest of the three integers.',
        lambda: sp.solve(x + (x + 2) + (x + 4) - 129, x)[0] + 4,
        lambda: next(m + 4 for m in range(-201, 201, 2) if 3 * m + 6 == 129), v='a')
b.value('if my bro can mow the lawn in 40 min and i can do it in 60 min how long will it take us together (in min)',
        lambda: 1 / (R(1, 40) + R(1, 60)), lambda: next(Q(t, 10) for t in range(1, 1000) if Q(t, 10) * 5 == 120), v='b')
b.value('My son says that if 6 workers build a wall in 15 days, then 9 workers need 22.5 days. Is he right? How many '
        'days do 9 workers need (same rate)?', lambda: sp.solve(sp.Eq(6 * 15, 9 * x), x)[0], lambda: Q(6 * 15, 9), v='c')
b.value('a car travels one hundred sixty two kilometres in two hours and fifteen minutes what is its average speed '
        'in kilometres per hour', lambda: 162 / (2 + R(15, 60)), lambda: Q(162 * 60, 135), v='d')
b.value('Three sisters share 840 euros in the ratio 2 : 5 : 7. How much receives the youngest one, who gets the '
        'smallest part?', lambda: R(840 * 2, 2 + 5 + 7),
        lambda: next(part * 2 for part in range(1, 841) if part * (2 + 5 + 7) == 840), v='e')
b.value(r'How many litres of a $30\%$ acid solution must be mixed with $12$ litres of a $75\%$ acid solution to '
        r'obtain a $60\%$ acid solution?', lambda: sp.solve(ev('0.3') * x + ev('0.75') * 12 - ev('0.6') * (x + 12), x)[0],
        lambda: Q(12) * (F('0.75') - F('0.6')) / (F('0.6') - F('0.3')), v='f')
b.value('Question 4 of 10\nA 750 g box of cereal costs $4.35 and a 1.2 kg box costs $6.60. What is the price per '
        '100 g of the better buy? Give dollars to the nearest cent.',
        lambda: round_half_up(min(ev('4.35') / ev('7.5'), ev('6.60') / 12), 2),
        lambda: round_by_integers(min(Q(435 * 100, 750 * 100), Q(660 * 100, 1200 * 100)), 2), v='g')
b.value('Exercise 9B  Simple interest\n5.  Find the simple interest on $3600 at 4.5% p.a. for 2 years 6 months.',
        lambda: 3600 * ev('0.045') * ev('2.5'), lambda: Q(3600 * 45 * 30, 1000 * 12), v='h')
b.value('Tendai orders 3 pizzas for 7 friends. Leo eats 3/8 of a pizza, Maya eats 5/6 of a pizza and Sam eats '
        '1 1/4 pizzas. How much pizza is left? Give the answer as a fraction.',
        lambda: 3 - R(3, 8) - R(5, 6) - R(5, 4), lambda: Q(3 * 24 - 9 - 20 - 30, 24), v='i', style=None)
b.value('A mother is 4 times as old as her son. In 6 years she will be 2.5 times as old as him. I got the son is 8 '
        'but then it does not work. How old is the son now?',
        lambda: sp.solve(4 * x + 6 - ev('2.5') * (x + 6), x)[0],
        lambda: next(s for s in range(1, 60) if 2 * (4 * s + 6) == 5 * (s + 6)), v='j')
b.value('A phone company charges $18 per month plus $0.12 for each text over 200 texts. Ravi’s bill was $27.60. '
        'How many texts did he send in total that month?', lambda: 200 + (ev('27.60') - 18) / ev('0.12'),
        lambda: next(t for t in range(200, 2000) if 1800 + 12 * (t - 200) == 2760), v='k')
b.value('Exercise 9D  Meeting problems\n2.  Two cyclists start 84 km apart and ride towards each other at 16 km/h '
        'and 19 km/h. After how many hours do they meet? Give the answer as a decimal.',
        lambda: sp.solve(16 * x + 19 * x - 84, x)[0],
        lambda: next(Q(t, 10) for t in range(1, 1000) if 16 * Q(t, 10) + 19 * Q(t, 10) >= 84), v='h')
WORD_PROBLEMS = b.specs

# ---------------------------------------------------------------- simplify


def agree(expr_text):
    """The unsimplified expression, evaluated; the answer is compared with it at sample points."""
    return sp.sympify(expr_text, locals={'a': a, 'b': b_sym})


b = Builder('simplify')
b.value('Simplify √75 + √48 − √27.', lambda: sp.sqrt(75) + sp.sqrt(48) - sp.sqrt(27),
        lambda: mpmath.sqrt(75) + mpmath.sqrt(48) - mpmath.sqrt(27), v='a')
b.expr('expand (2x-3)(x^2+4x-1) pls', lambda: sp.expand((2 * x - 3) * (x ** 2 + 4 * x - 1)),
       lambda: sp.interpolate([(t, (2 * t - 3) * (t * t + 4 * t - 1)) for t in range(4)], x), v='b', form='expanded')
b.expr('My daughter factorised 6x² + 7x − 20 as (3x − 4)(2x + 5). Is she right? Factorise 6x² + 7x − 20 completely.',
       lambda: sp.factor(6 * x ** 2 + 7 * x - 20), lambda: 6 * x ** 2 + 7 * x - 20, v='c', form='factored')
b.expr('simplify x squared minus nine over x squared plus x minus six', lambda: sp.cancel((x ** 2 - 9) / (x ** 2 + x - 6)),
       lambda: (x ** 2 - 9) / (x ** 2 + x - 6), v='d')
b.expr('Simplify (2a³b²)⁴ ÷ (4a⁵b³), please.', lambda: sp.simplify((2 * a ** 3 * b_sym ** 2) ** 4 / (4 * a ** 5 * b_sym ** 3)),
       lambda: agree('(2*a**3*b**2)**4/(4*a**5*b**3)'), v='e')
b.value(r'Evaluate $\left(\dfrac{27}{64}\right)^{-2/3}$.', lambda: R(27, 64) ** R(-2, 3),
        lambda: Q(round(mpmath.cbrt(64)) ** 2, round(mpmath.cbrt(27)) ** 2), v='f')
b.value('Question 7 of 10\nRationalise the denominator and simplify 6/(3 − √3). Enter an exact answer.',
        lambda: sp.radsimp(6 / (3 - sp.sqrt(3))), lambda: 6 / (3 - mpmath.sqrt(3)), v='g')
b.value('Exercise 3G  Laws of logarithms\n4.  Evaluate log₂ 48 − log₂ 3 + log₂ 0.5 without a calculator.',
        lambda: sp.simplify(sp.log(48, 2) - sp.log(3, 2) + sp.log(R(1, 2), 2)),
        lambda: mpmath.log(48, 2) - mpmath.log(3, 2) + mpmath.log(0.5, 2), v='h')
b.value("Kenji's vegetable garden is a square with an area of 72 m², and he grows 5 kinds of beans in it. Find the "
        'length of one side in simplest surd form.', lambda: sp.sqrt(72), lambda: mpmath.sqrt(72), v='i')
b.expr('I expanded (3x − 5)² and got 9x² + 25 but my teacher says I am missing a term. What is the full expansion?',
       lambda: sp.expand((3 * x - 5) ** 2), lambda: (3 * x - 5) * (3 * x - 5), v='j', form='expanded')
b.expr('Expand and simplify (x + 4)(x − 2) − (x − 3)²', lambda: sp.expand((x + 4) * (x - 2) - (x - 3) ** 2),
       lambda: sp.interpolate([(t, (t + 4) * (t - 2) - (t - 3) ** 2) for t in range(3)], x), v='k', form='expanded')
b.expr('Simplify fully (x² − 5x)/(x² − 25)', lambda: sp.cancel((x ** 2 - 5 * x) / (x ** 2 - 25)),
       lambda: (x ** 2 - 5 * x) / (x ** 2 - 25), v='k')
SIMPLIFY = b.specs

SPECS = FUNCTIONS + COORDINATE_GEOMETRY + GEOMETRY + COMPLEX_NUMBERS + MATRICES + WORD_PROBLEMS + SIMPLIFY
