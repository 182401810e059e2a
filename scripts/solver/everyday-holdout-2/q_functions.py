"""Functions, coordinate geometry, geometry, complex numbers, matrices, word problems and simplify."""
from __future__ import annotations

import sympy as sp
from sympy.calculus.util import continuous_domain, function_range

from common import R, Builder, a, dec, solve_system, x, y
from common import b as b_sym

S = sp.S
I = sp.I
M = sp.Matrix
k, r, h = sp.symbols('k r h')


def inverse(f):
    """The inverse of y = f(x), written in x."""
    (sol,) = sp.solve(sp.Eq(y, f), x)
    return sol.subs(y, x)


def line_through(p1, p2):
    slope = sp.Rational(p2[1] - p1[1], p2[0] - p1[0])
    return sp.expand(slope * (x - p1[0]) + p1[1])


def parity(f) -> str:
    if sp.simplify(f.subs(x, -x) - f) == 0:
        return 'even'
    if sp.simplify(f.subs(x, -x) + f) == 0:
        return 'odd'
    return 'neither'


# ---------------------------------------------------------------- functions

def functions(b: Builder) -> None:
    f1 = 2 * x ** 2 - 3 * x + 1
    b.value('f(x) = 2x² − 3x + 1, find f(−2)', '15', lambda: f1.subs(x, -2))
    b.expr('if f(x) = x + 3 and g(x) = x², find f(g(x))', 'x^2 + 3', lambda: (x + 3).subs(x, x ** 2))
    b.expr('find the inverse of f(x) = (3x − 2)/5', '(5*x + 2)/3', lambda: inverse((3 * x - 2) / 5))
    b.ineq('domain of f(x) = √(6 − 2x)', 'x <= 3', lambda: continuous_domain(sp.sqrt(6 - 2 * x), x, S.Reals))
    b.list('vertex of y = x² − 8x + 11', '4, -5',
           lambda: (lambda xv: [xv, (x ** 2 - 8 * x + 11).subs(x, xv)])(sp.solve(sp.diff(x ** 2 - 8 * x + 11, x), x)[0]))
    b.ineq('what is the domain of g(x) = 1/(x + 5)', 'x < -5 or x > -5',
           lambda: continuous_domain(1 / (x + 5), x, S.Reals))
    b.value('h(x) = 3x − 4 and k(x) = 2x + 1. What is (h∘k)(2)?', '11',
            lambda: (3 * x - 4).subs(x, (2 * x + 1).subs(x, 2)))
    b.value('find the x-intercepts of y = x² − 2x − 15', '5, -3', lambda: sp.solveset(x ** 2 - 2 * x - 15, x, S.Reals))
    b.ineq('range of f(x) = x² + 6', 'y >= 6', lambda: function_range(x ** 2 + 6, x, S.Reals))
    b.value('Let f(x) = 1/(x − 1). Compute f(f(3)).', '-2', lambda: (lambda f: f(f(sp.Integer(3))))(lambda t: 1 / (t - 1)))
    b.expr('Given f(x) = x² + 1, simplify f(a + 1) − f(a)', '2*a + 1',
           lambda: sp.expand((x ** 2 + 1).subs(x, a + 1) - (x ** 2 + 1).subs(x, a)))
    b.text('is f(x) = x³ + x even, odd, or neither?', 'odd', lambda: parity(x ** 3 + x))


# ---------------------------------------------------------------- coordinate geometry

def coordinate_geometry(b: Builder) -> None:
    b.value('slope of the line through (−3, 4) and (5, −2)', '-3/4', lambda: sp.Rational(-2 - 4, 5 - (-3)))
    b.value('distance between (1, −2) and (7, 6)', '10', lambda: sp.Point(1, -2).distance(sp.Point(7, 6)))
    b.list('midpoint of (−4, 9) and (10, −3)', '3, 3', lambda: list(sp.Point(-4, 9).midpoint(sp.Point(10, -3))))
    b.expr('equation of the line through (2, 5) with slope −3', '-3*x + 11', lambda: -3 * (x - 2) + 5)
    b.expr('find the equation of the line through (1, 1) and (4, 10)', '3*x - 2', lambda: line_through((1, 1), (4, 10)))
    b.value("What's the slope of 6x − 2y = 9?", '3', lambda: sp.diff(sp.solve(6 * x - 2 * y - 9, y)[0], x))
    b.expr('line parallel to y = 2x − 1 passing through (3, −4)', '2*x - 10', lambda: 2 * (x - 3) - 4)
    b.expr('Find the equation of the line perpendicular to y = −1/4 x + 2 through (1, 3)', '4*x - 1',
           lambda: (-1 / R(-1, 4)) * (x - 1) + 3)
    b.value('how far apart are (−2, −3) and (4, 1)?', '2*sqrt(13)', lambda: sp.Point(-2, -3).distance(sp.Point(4, 1)))
    b.value('x-intercept of 3x + 4y = 24', '8', lambda: sp.solve((3 * x + 4 * y - 24).subs(y, 0), x)[0])
    b.list('The midpoint of AB is (2, 5) and A = (−1, 8). Find B.', '5, 2', lambda: [2 * 2 - (-1), 2 * 5 - 8])
    b.value('what is the y-intercept of the line through (2, 7) and (6, 15)', '3',
            lambda: line_through((2, 7), (6, 15)).subs(x, 0))


# ---------------------------------------------------------------- geometry

def geometry(b: Builder) -> None:
    pi = sp.pi
    b.value('area of a circle with diameter 14 cm', '49*pi', lambda: pi * R(14, 2) ** 2)
    b.value('hypotenuse of a right triangle with legs 9 and 40', '41', lambda: sp.sqrt(9 ** 2 + 40 ** 2))
    b.value('volume of a cylinder with radius 3 and height 10', '90*pi', lambda: pi * 3 ** 2 * 10)
    b.value('area of a trapezoid with bases 7 and 13 and height 6', '60', lambda: R(7 + 13, 2) * 6)
    b.value('find the volume of a sphere with radius 6', '288*pi', lambda: R(4, 3) * pi * 6 ** 3)
    b.value('what is each interior angle of a regular octagon, in degrees', '135', lambda: R((8 - 2) * 180, 8))
    b.value('A rectangle has perimeter 46 and length 15. What is its area?', '120', lambda: 15 * (R(46, 2) - 15))
    b.value('surface area of a cube with edge 2.5 m', '37.5', lambda: 6 * dec('2.5') ** 2)
    b.value('Two angles of a triangle are 48° and 67°. What is the third?', '65', lambda: 180 - 48 - 67)
    b.value('circumference of a circle with radius 4.5', '9*pi', lambda: 2 * pi * dec('4.5'))
    b.value('volume of a cone with radius 5 and height 12', '100*pi', lambda: R(1, 3) * pi * 5 ** 2 * 12)
    b.value('a right triangle has hypotenuse 17 and one leg 8, find the other leg', '15', lambda: sp.sqrt(17 ** 2 - 8 ** 2))


# ---------------------------------------------------------------- complex numbers

def complex_numbers(b: Builder) -> None:
    b.value('(3 + 2i)(4 − i)', '14 + 5*i', lambda: sp.expand((3 + 2 * I) * (4 - I)))
    b.value('simplify (5 + i)/(2 − 3i)', '7/13 + 17/13*i', lambda: sp.simplify((5 + I) / (2 - 3 * I)))
    b.value('i^23', '-i', lambda: I ** 23)
    b.value('|6 − 8i|', '10', lambda: sp.Abs(6 - 8 * I))
    b.value('(2 − 5i) − (−3 + 4i)', '5 - 9*i', lambda: (2 - 5 * I) - (-3 + 4 * I))
    b.value('conjugate of −7 + 3i', '-7 - 3*i', lambda: sp.conjugate(-7 + 3 * I))
    b.value('(1 + i)^4', '-4', lambda: sp.expand((1 + I) ** 4))
    b.value('Simplify √−49', '7*i', lambda: sp.sqrt(-49))
    b.value('multiply (√3 + i)(√3 − i)', '4', lambda: sp.expand((sp.sqrt(3) + I) * (sp.sqrt(3) - I)))
    b.value('what is 3i(2 − 4i)', '12 + 6*i', lambda: sp.expand(3 * I * (2 - 4 * I)))
    b.value('divide 10 by 1 + 3i', '1 - 3*i', lambda: sp.simplify(10 / (1 + 3 * I)))
    b.value('(2 + i)² − 4i', '3', lambda: sp.expand((2 + I) ** 2 - 4 * I))


# ---------------------------------------------------------------- matrices

def matrices(b: Builder) -> None:
    b.value('det [[3, 5], [2, 4]]', '2', lambda: M([[3, 5], [2, 4]]).det())
    b.matrix('Find the inverse of [[5, 3], [2, 2]]', '[[1/2, -3/4], [-1/2, 5/4]]', lambda: M([[5, 3], [2, 2]]).inv())
    b.matrix('multiply [[1, 2], [3, 4]] by [[0, 1], [1, 0]]', '[[2, 1], [4, 3]]',
             lambda: M([[1, 2], [3, 4]]) * M([[0, 1], [1, 0]]))
    b.value('determinant of the 3×3 matrix [[2, 0, 1], [1, 3, 2], [1, 1, 4]]', '18',
            lambda: M([[2, 0, 1], [1, 3, 2], [1, 1, 4]]).det())
    b.matrix(r'$\begin{pmatrix} 1 & -2 \\ 3 & 0 \end{pmatrix} + \begin{pmatrix} 4 & 1 \\ -1 & 5 \end{pmatrix}$',
             '[[5, -1], [2, 5]]', lambda: M([[1, -2], [3, 0]]) + M([[4, 1], [-1, 5]]))
    b.matrix('3 × [[2, −1], [0, 4]]', '[[6, -3], [0, 12]]', lambda: 3 * M([[2, -1], [0, 4]]))
    b.matrix('transpose of [[1, 2, 3], [4, 5, 6]]', '[[1, 4], [2, 5], [3, 6]]', lambda: M([[1, 2, 3], [4, 5, 6]]).T)
    b.matrix('inverse of the matrix A = [[1, 0, 2], [0, 1, 0], [0, 0, 1]]', '[[1, 0, -2], [0, 1, 0], [0, 0, 1]]',
             lambda: M([[1, 0, 2], [0, 1, 0], [0, 0, 1]]).inv())
    b.matrix('A = [[2, 1], [1, 3]], find A²', '[[5, 5], [5, 10]]', lambda: M([[2, 1], [1, 3]]) ** 2)
    b.value(r'evaluate \(\begin{vmatrix} 4 & -1 \\ 6 & 2 \end{vmatrix}\)', '14', lambda: M([[4, -1], [6, 2]]).det())
    b.matrix('[[1, 2, 0], [0, 1, 3]] times [[1], [2], [1]]', '[[5], [5]]',
             lambda: M([[1, 2, 0], [0, 1, 3]]) * M([[1], [2], [1]]))
    b.value('For what value of k is the matrix [[k, 4], [3, 6]] singular?', '2',
            lambda: sp.solveset(M([[k, 4], [3, 6]]).det(), k))


# ---------------------------------------------------------------- word problems

def word_problems(b: Builder) -> None:
    b.value("A car travels 195 miles in 3 hours. What's its average speed in mph?", '65', lambda: R(195, 3))
    b.value('If 6 notebooks cost $8.70, how much do 10 cost?', '14.5', lambda: dec('8.70') / 6 * 10)
    b.value('A recipe uses 3 cups of flour for 4 servings. How many cups for 10 servings?', '15/2', lambda: R(3, 4) * 10)
    b.value('How much simple interest does $2,400 earn at 3.5% per year for 4 years?', '336',
            lambda: 2400 * dec('0.035') * 4)
    b.value('Sam reads 45 pages per hour. How many hours does it take him to read 270 pages?', '6', lambda: R(270, 45))
    b.value('A 12-pack of soda costs $5.40 and a 20-pack costs $8.60. What is the lower price per can, in dollars?',
            '0.43', lambda: min(dec('5.40') / 12, dec('8.60') / 20))
    b.value('Coffee A costs $6 per lb and coffee B costs $10 per lb. How many pounds of B go into a 20 lb blend '
            'that costs $7.50 per lb?', '7.5',
            lambda: solve_system([a + b_sym - 20, 6 * a + 10 * b_sym - dec('7.5') * 20], [a, b_sym])[b_sym])
    b.value('Two trains leave the same station in opposite directions at 55 mph and 70 mph. '
            'After how many hours are they 500 miles apart?', '4', lambda: R(500, 55 + 70))
    b.value('the ratio of boys to girls is 3:5 and there are 40 students. how many girls?', '25', lambda: 40 * R(5, 3 + 5))
    b.value('A worker earns $18.50 an hour. How much does she earn for 36 hours?', '666', lambda: dec('18.50') * 36)
    b.value("Maria is 4 times as old as her son. In 20 years she'll be twice as old as him. How old is the son now?",
            '10', lambda: sp.solve(4 * x + 20 - 2 * (x + 20), x)[0])
    b.value('On a map 1 cm stands for 25 km. Two towns are 7.4 cm apart on the map. How far apart are they in km?',
            '185', lambda: dec('7.4') * 25)


# ---------------------------------------------------------------- simplify

def simplify(b: Builder) -> None:
    b.expr('simplify 3(2x − 4) − 5(x − 1)', 'x - 7', lambda: 3 * (2 * x - 4) - 5 * (x - 1))
    b.expr('expand (x + 5)(2x − 3)', '2*x^2 + 7*x - 15', lambda: sp.expand((x + 5) * (2 * x - 3)), form='expanded')
    b.expr('factor x² − 11x + 28', '(x - 4)*(x - 7)', lambda: x ** 2 - 11 * x + 28, form='factored')
    b.expr('factor completely 3x³ − 12x', '3*x*(x - 2)*(x + 2)', lambda: 3 * x ** 3 - 12 * x, form='factored')
    b.expr('simplify (x² − 9)/(x² + 5x + 6)', '(x - 3)/(x + 2)', lambda: sp.cancel((x ** 2 - 9) / (x ** 2 + 5 * x + 6)))
    b.expr('expand (2a − b)²', '4*a^2 - 4*a*b + b^2', lambda: sp.expand((2 * a - b_sym) ** 2), form='expanded')
    b.expr('simplify (4x³y²)(−2xy⁵)', '-8*x^4*y^7', lambda: (4 * x ** 3 * y ** 2) * (-2 * x * y ** 5))
    b.expr('factor 6x² + x − 2', '(2*x - 1)*(3*x + 2)', lambda: 6 * x ** 2 + x - 2, form='factored')
    b.expr(r'simplify \(\frac{12x^5}{4x^2}\)', '3*x^3', lambda: 12 * x ** 5 / (4 * x ** 2))
    b.expr('combine into one fraction: 2/x + 3/(x+1)', '(5*x + 2)/(x*(x + 1))', lambda: 2 / x + 3 / (x + 1))
    b.value('rationalize the denominator 6/√3', '2*sqrt(3)', lambda: sp.radsimp(6 / sp.sqrt(3)))
    b.expr('factor a³ − 8', '(a - 2)*(a^2 + 2*a + 4)', lambda: a ** 3 - 8, form='factored')


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
