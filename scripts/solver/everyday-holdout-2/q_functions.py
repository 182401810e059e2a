"""Functions, coordinate geometry, geometry, complex numbers, matrices, word problems and simplify."""
from __future__ import annotations

import sympy as sp
from sympy.calculus.util import continuous_domain, function_range

from common import R, Builder, a, dec, solve_system, x, y
from common import b as b_sym

S = sp.S
I = sp.I
M = sp.Matrix
k, r, h, mm, nn, pp, qq = sp.symbols('k r h m n p q')


def inverse(f):
    """The inverse of y = f(x), written in x."""
    (sol,) = sp.solve(sp.Eq(y, f), x)
    return sol.subs(y, x)


def line_through(p1, p2):
    slope = sp.Rational(p2[1] - p1[1], p2[0] - p1[0])
    return sp.expand(slope * (x - p1[0]) + p1[1])


def vertex(f):
    """Vertex of a parabola in x: where the derivative vanishes, and the value there."""
    (xv,) = sp.solve(sp.diff(f, x), x)
    return [xv, f.subs(x, xv)]


def parity(f) -> str:
    if sp.simplify(f.subs(x, -x) - f) == 0:
        return 'even'
    if sp.simplify(f.subs(x, -x) + f) == 0:
        return 'odd'
    return 'neither'


# ---------------------------------------------------------------- functions

def functions(b: Builder) -> None:
    b.value('f(x) = −x² + 4x − 1, what is f(3)', '2', lambda: (-x ** 2 + 4 * x - 1).subs(x, 3))
    b.expr('f(x) = 2x − 1 and g(x) = x² + 1. Find g(f(x))', '4*x^2 - 4*x + 2',
           lambda: (x ** 2 + 1).subs(x, 2 * x - 1))
    b.expr('inverse of f(x) = 7 − 2x', '(7 - x)/2', lambda: inverse(7 - 2 * x))
    b.ineq('for which x is f(x) = √(x + 6)/(x − 3) defined?', '-6 <= x < 3 or x > 3',
           lambda: continuous_domain(sp.sqrt(x + 6) / (x - 3), x, S.Reals))
    b.list('vertex of f(x) = 2x² + 12x + 7', '-3, -11', lambda: vertex(2 * x ** 2 + 12 * x + 7))
    b.ineq("what's the domain of y = ln(5 − x)", 'x < 5', lambda: continuous_domain(sp.log(5 - x), x, S.Reals))
    b.value('f(x) = x² − 1 and g(x) = 3x. Find (f∘g)(−1)', '8', lambda: (x ** 2 - 1).subs(x, (3 * x).subs(x, -1)))
    b.value('zeros of f(x) = x³ − 9x', '0, 3, -3', lambda: sp.solveset(x ** 3 - 9 * x, x, S.Reals))
    b.ineq('range of y = −(x − 2)² + 5', 'y <= 5', lambda: function_range(-(x - 2) ** 2 + 5, x, S.Reals))
    b.expr('g(x) = (x + 4)/(x − 2). find g⁻¹(x)', '(2*x + 4)/(x - 1)', lambda: inverse((x + 4) / (x - 2)))
    b.expr('if f(x) = 3x + 2, simplify (f(x + h) − f(x))/h', '3',
           lambda: sp.simplify(((3 * (x + h) + 2) - (3 * x + 2)) / h))
    b.text('is g(x) = x⁴ − 3x² + 2 even, odd or neither', 'even', lambda: parity(x ** 4 - 3 * x ** 2 + 2))


# ---------------------------------------------------------------- coordinate geometry

def coordinate_geometry(b: Builder) -> None:
    b.value('what is the slope between (6, −1) and (−2, 3)', '-1/2', lambda: sp.Rational(3 - (-1), -2 - 6))
    b.value('distance from (−5, 2) to (3, −13)', '17', lambda: sp.Point(-5, 2).distance(sp.Point(3, -13)))
    b.list('midpoint of the segment joining (7, −2) and (−2, 8)', '5/2, 3',
           lambda: list(sp.Point(7, -2).midpoint(sp.Point(-2, 8))))
    b.expr('equation of the line with slope 1/2 through (−6, 1)', 'x/2 + 4', lambda: R(1, 2) * (x + 6) + 1)
    b.expr('line through (−1, 7) and (3, −1)', '-2*x + 5', lambda: line_through((-1, 7), (3, -1)))
    b.value('slope of the line 5x + 3y = 12', '-5/3', lambda: sp.diff(sp.solve(5 * x + 3 * y - 12, y)[0], x))
    b.expr('write the line parallel to 4x − y = 7 that goes through (−2, 0)', '4*x + 8',
           lambda: sp.diff(sp.solve(4 * x - y - 7, y)[0], x) * (x + 2))
    b.expr('What line is perpendicular to y = 3x − 5 and goes through (−3, 4)?', '-x/3 + 3',
           lambda: (-1 / sp.diff(3 * x - 5, x)) * (x + 3) + 4)
    b.value('length of the segment from (0, 0) to (5, 5)', '5*sqrt(2)', lambda: sp.Point(0, 0).distance(sp.Point(5, 5)))
    b.value('Where does 2x − 5y = 20 cross the y-axis? (give the y value)', '-4',
            lambda: sp.solve((2 * x - 5 * y - 20).subs(x, 0), y)[0])
    b.list('M(−1, 4) is the midpoint of PQ and P is (3, 9). Find Q.', '-5, -1', lambda: [2 * (-1) - 3, 2 * 4 - 9])
    b.text('Are the lines y = 2x + 3 and 4x − 2y = 5 parallel? true or false', 'True',
           lambda: str(sp.diff(2 * x + 3, x) == sp.diff(sp.solve(4 * x - 2 * y - 5, y)[0], x)
                       and (2 * x + 3) != sp.solve(4 * x - 2 * y - 5, y)[0]))


# ---------------------------------------------------------------- geometry

def geometry(b: Builder) -> None:
    pi = sp.pi
    b.value('area of a circle whose radius is 2.5 m', '25*pi/4', lambda: pi * dec('2.5') ** 2)
    b.value('The foot of a ladder is 7 ft from a wall and the top reaches 24 ft up the wall. How long is the ladder?',
            '25', lambda: sp.sqrt(7 ** 2 + 24 ** 2))
    b.value('How much does a cylindrical can hold if r = 4 cm and h = 9 cm? (exact, in cm³)', '144*pi',
            lambda: pi * 4 ** 2 * 9)
    b.value('area of a parallelogram with base 13 and height 7', '91', lambda: 13 * 7)
    b.value('volume of a ball with diameter 18', '972*pi', lambda: R(4, 3) * pi * R(18, 2) ** 3)
    b.value('interior angles of a 15-sided polygon add up to how many degrees?', '2340', lambda: (15 - 2) * 180)
    b.value("a square has a diagonal of 10. What's its area?", '50', lambda: (10 / sp.sqrt(2)) ** 2)
    b.value('surface area of a rectangular box that is 2 by 5 by 8', '132', lambda: 2 * (2 * 5 + 2 * 8 + 5 * 8))
    b.value('An isosceles triangle has a vertex angle of 40°. How big is each base angle?', '70', lambda: R(180 - 40, 2))
    b.value('A circle has an area of 81π cm². What is its circumference?', '18*pi', lambda: 2 * pi * sp.sqrt(81 * pi / pi))
    b.value('a cone has radius 9 and slant height 15. find its volume', '324*pi',
            lambda: R(1, 3) * pi * 9 ** 2 * sp.sqrt(15 ** 2 - 9 ** 2))
    b.value("Find the area of a triangle whose sides are 7, 15 and 20 (Heron's formula is fine)", '42',
            lambda: (lambda s_: sp.sqrt(s_ * (s_ - 7) * (s_ - 15) * (s_ - 20)))(R(7 + 15 + 20, 2)))


# ---------------------------------------------------------------- complex numbers

def complex_numbers(b: Builder) -> None:
    b.value('(6 − i)(2 + 7i)', '19 + 40*i', lambda: sp.expand((6 - I) * (2 + 7 * I)))
    b.value('(8 + i) ÷ (2 − i) in a + bi form', '3 + 2*i', lambda: sp.simplify((8 + I) / (2 - I)))
    b.value("what's i raised to the 58th power", '-1', lambda: I ** 58)
    b.value('modulus of −5 + 12i', '13', lambda: sp.Abs(-5 + 12 * I))
    b.value('(7 + 2i) + (−3 − 6i)', '4 - 4*i', lambda: (7 + 2 * I) + (-3 - 6 * I))
    b.value('complex conjugate of −1/2 + (√3/2)i', '-1/2 - sqrt(3)/2*i', lambda: sp.conjugate(R(-1, 2) + sp.sqrt(3) / 2 * I))
    b.value('(1 − i)⁶', '8*i', lambda: sp.expand((1 - I) ** 6))
    b.value('√(−18)', '3*sqrt(2)*i', lambda: sp.sqrt(-18))
    b.value('(3 − 7i)² = ?', '-40 - 42*i', lambda: sp.expand((3 - 7 * I) ** 2))
    b.value('simplify 5/(1 − 2i)', '1 + 2*i', lambda: sp.simplify(5 / (1 - 2 * I)))
    b.value('−2i(3 + 7i)', '14 - 6*i', lambda: sp.expand(-2 * I * (3 + 7 * I)))
    b.value('i³ + i⁴ + i⁵', '1', lambda: I ** 3 + I ** 4 + I ** 5)


# ---------------------------------------------------------------- matrices

def matrices(b: Builder) -> None:
    b.value("what's the determinant of the matrix with rows (7, −2) and (3, 1)?", '13', lambda: M([[7, -2], [3, 1]]).det())
    b.matrix('find A⁻¹ for A = [[4, 7], [1, 2]]', '[[2, -7], [-1, 4]]', lambda: M([[4, 7], [1, 2]]).inv())
    b.matrix('multiply [[3, −1], [0, 2]] and [[2, 1], [4, −3]] (in that order)', '[[2, 6], [8, -6]]',
             lambda: M([[3, -1], [0, 2]]) * M([[2, 1], [4, -3]]))
    b.value('det of [[1, 2, −1], [0, 3, 4], [2, 1, 0]]', '18', lambda: M([[1, 2, -1], [0, 3, 4], [2, 1, 0]]).det())
    b.matrix(r'$\begin{bmatrix} 5 & 0 \\ -2 & 7 \end{bmatrix} - \begin{bmatrix} 1 & 3 \\ 4 & -2 \end{bmatrix}$',
             '[[4, -3], [-6, 9]]', lambda: M([[5, 0], [-2, 7]]) - M([[1, 3], [4, -2]]))
    b.matrix('−2 times the matrix [[3, −1, 0], [4, 2, −5]]', '[[-6, 2, 0], [-8, -4, 10]]',
             lambda: -2 * M([[3, -1, 0], [4, 2, -5]]))
    b.matrix('transpose [[7, 8], [9, 10], [11, 12]]', '[[7, 9, 11], [8, 10, 12]]', lambda: M([[7, 8], [9, 10], [11, 12]]).T)
    b.matrix('inverse of the 3×3 matrix [[1, 1, 0], [0, 1, 1], [0, 0, 1]]', '[[1, -1, 1], [0, 1, -1], [0, 0, 1]]',
             lambda: M([[1, 1, 0], [0, 1, 1], [0, 0, 1]]).inv())
    b.matrix('B = [[1, −1], [2, 0]]. compute B³', '[[-3, 1], [-2, -2]]', lambda: M([[1, -1], [2, 0]]) ** 3)
    b.value(r'compute |A| where A = \(\begin{pmatrix} 0 & 5 \\ -3 & 8 \end{pmatrix}\)', '15', lambda: M([[0, 5], [-3, 8]]).det())
    b.matrix('[[2, −1, 3]] multiplied by [[4], [0], [−2]]', '[[2]]', lambda: M([[2, -1, 3]]) * M([[4], [0], [-2]]))
    b.value('what positive value of x makes the determinant of [[x, 2], [8, x]] equal to 0?', '4',
            lambda: [v for v in sp.solveset(M([[x, 2], [8, x]]).det(), x) if v > 0])


# ---------------------------------------------------------------- word problems

def word_problems(b: Builder) -> None:
    b.value('A cyclist rides 42 km in 1.75 hours. What is her average speed in km/h?', '24', lambda: 42 / dec('1.75'))
    b.value('5 pounds of apples cost $7.15. What do 8 pounds cost?', '11.44', lambda: dec('7.15') / 5 * 8)
    b.value('A paint mix uses 2 parts blue to 7 parts white. How many liters of blue go with 63 liters of white?', '18',
            lambda: 63 * R(2, 7))
    b.value('How much interest does $5,000 earn in 3 years at 4.2% simple interest?', '630',
            lambda: 5000 * dec('0.042') * 3)
    b.value('A printer prints 18 pages a minute. How many minutes does it need for 405 pages?', '22.5', lambda: R(405, 18))
    b.value('Cereal: 14 oz for $3.29 or 20 oz for $4.50. What is the lower price per ounce, in dollars?', '0.225',
            lambda: min(dec('3.29') / 14, dec('4.50') / 20))
    b.value('Nuts at $4/lb are mixed with raisins at $2.50/lb to make 30 lb of trail mix worth $3.50/lb. '
            'How many pounds of nuts are in it?', '20',
            lambda: solve_system([a + b_sym - 30, 4 * a + dec('2.5') * b_sym - dec('3.5') * 30], [a, b_sym])[a])
    b.value('Two joggers start 9 km apart and run toward each other at 8 km/h and 10 km/h. '
            'After how many hours do they meet?', '0.5', lambda: R(9, 8 + 10))
    b.value('The ratio of red to green apples in a crate is 4:7. There are 28 red apples. How many green ones?', '49',
            lambda: 28 * R(7, 4))
    b.value('A plumber charges $65 for the visit plus $48 per hour. How much for a 2.5-hour job?', '185',
            lambda: 65 + 48 * dec('2.5'))
    b.value('Four consecutive even numbers add up to 108. What is the smallest one?', '24',
            lambda: sp.solve(x + (x + 2) + (x + 4) + (x + 6) - 108, x)[0])
    b.value('If 3 workers build a wall in 8 days, how many days would 4 workers take at the same rate?', '6',
            lambda: R(3 * 8, 4))


# ---------------------------------------------------------------- simplify

def simplify(b: Builder) -> None:
    b.expr('simplify 4(3y + 2) − 2(5y − 7)', '2*y + 22', lambda: 4 * (3 * y + 2) - 2 * (5 * y - 7))
    b.expr('expand (3x − 4)(x + 6)', '3*x^2 + 14*x - 24', lambda: sp.expand((3 * x - 4) * (x + 6)), form='expanded')
    b.expr('factor x² + 4x − 45', '(x + 9)*(x - 5)', lambda: x ** 2 + 4 * x - 45, form='factored')
    b.expr('factor completely 2x³ + 10x² + 12x', '2*x*(x + 2)*(x + 3)', lambda: 2 * x ** 3 + 10 * x ** 2 + 12 * x,
           form='factored')
    b.expr('reduce (x² − 4x)/(x² − 16)', 'x/(x + 4)', lambda: sp.cancel((x ** 2 - 4 * x) / (x ** 2 - 16)))
    b.expr('pls expand (x + 2y)³', 'x^3 + 6*x^2*y + 12*x*y^2 + 8*y^3', lambda: sp.expand((x + 2 * y) ** 3), form='expanded')
    b.expr('simplify (−2p³q²)⁴', '16*p^12*q^8', lambda: (-2 * pp ** 3 * qq ** 2) ** 4)
    b.expr('factor 10x² − 13x − 3', '(5*x + 1)*(2*x - 3)', lambda: 10 * x ** 2 - 13 * x - 3, form='factored')
    b.expr(r'simplify \(\frac{18m^4n}{6mn^3}\)', '3*m^3/n^2', lambda: 18 * mm ** 4 * nn / (6 * mm * nn ** 3))
    b.expr('write as a single fraction: 1/(x − 1) − 1/(x + 1)', '2/((x - 1)*(x + 1))', lambda: 1 / (x - 1) - 1 / (x + 1))
    b.value('simplify √48 + √27', '7*sqrt(3)', lambda: sp.sqrt(48) + sp.sqrt(27))
    b.expr('factor 8y³ + 27', '(2*y + 3)*(4*y^2 - 6*y + 9)', lambda: 8 * y ** 3 + 27, form='factored')


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
