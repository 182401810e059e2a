"""Development set: functions, coordinate geometry, geometry, complex numbers, matrices, word problems and
simplify."""
from __future__ import annotations

import sympy as sp
from sympy.calculus.util import continuous_domain, function_range

from common import R, a, dec, x, y

I = sp.I


def inverse(f):
    """The inverse of a one-to-one f(x), as an expression in x."""
    w = sp.Symbol('w')
    (sol,) = sp.solve(sp.Eq(f.subs(x, w), x), w)
    return sol


def domain(f):
    return continuous_domain(f, x, sp.S.Reals)


def value_range(f):
    return function_range(f, x, sp.S.Reals)


def parity(f):
    if sp.simplify(f.subs(x, -x) - f) == 0:
        return 'even'
    if sp.simplify(f.subs(x, -x) + f) == 0:
        return 'odd'
    return 'neither'


def vertex(f):
    (xv,) = sp.solve(sp.diff(f, x), x)
    return [xv, f.subs(x, xv)]


def functions(b):
    f1 = 3 * x ** 2 - 2 * x + 1
    b.value('f(x) = 3x² − 2x + 1, find f(3)', '22', lambda: f1.subs(x, 3))
    b.expr('If f(x) = x^2 + 4, what is f(a + 1)?', 'a^2 + 2*a + 5', lambda: (x ** 2 + 4).subs(x, a + 1))
    f2, g2 = 2 * x + 3, x ** 2
    b.expr('f(x) = 2x + 3 and g(x) = x². Find f(g(x)).', '2*x^2 + 3', lambda: f2.subs(x, g2))
    b.expr('Let f(x) = 2x + 3 and g(x) = x². What is (g ∘ f)(x)?', '(2*x + 3)^2', lambda: g2.subs(x, f2))
    b.expr('Find the inverse of f(x) = 3x − 7', '(x + 7)/3', lambda: inverse(3 * x - 7))
    b.expr('f⁻¹(x) for f(x) = (2x + 1)/(x − 3)', '(3*x + 1)/(x - 2)', lambda: inverse((2 * x + 1) / (x - 3)))
    b.ineq('Domain of f(x) = √(x − 5)', 'x >= 5', lambda: domain(sp.sqrt(x - 5)))
    b.ineq('what is the domain of 1/(x+4)', 'x < -4 or x > -4', lambda: domain(1 / (x + 4)))
    b.ineq('Range of y = x² − 6x + 10', 'y >= 1', lambda: value_range(x ** 2 - 6 * x + 10))
    b.value('can u find the zeros of f(x) = x² − 7x + 10', '2, 5', lambda: sp.solve(x ** 2 - 7 * x + 10, x))
    b.list('Vertex of y = x² + 8x + 3', '-4, -13', lambda: vertex(x ** 2 + 8 * x + 3))
    b.value('y-intercept of y = 2x² − 5x + 7', '7', lambda: (2 * x ** 2 - 5 * x + 7).subs(x, 0))
    b.text('Is f(x) = x³ − 4x even, odd, or neither?', 'odd', lambda: parity(x ** 3 - 4 * x))
    b.text('even odd or neither: f(x)=x^4 + 2x^2 + 1', 'even', lambda: parity(x ** 4 + 2 * x ** 2 + 1))
    b.value('Let g(t) = t³ − 2t. Evaluate g(−2).', '-4', lambda: (x ** 3 - 2 * x).subs(x, -2))
    b.value('Find f(g(2)) if f(x) = x + 5 and g(x) = x² − 1', '8', lambda: (x + 5).subs(x, (x ** 2 - 1).subs(x, 2)))
    b.ineq(r'Find the domain of $f(x) = \frac{x}{x^2 - 9}$', 'x < -3 or -3 < x < 3 or x > 3',
           lambda: domain(x / (x ** 2 - 9)))
    b.ineq('What is the range of f(x) = −|x| + 4?', 'y <= 4',
           lambda: sp.Union(function_range(4 + x, x, sp.Interval(-sp.oo, 0)),
                            function_range(4 - x, x, sp.Interval(0, sp.oo))))
    b.expr(r'Find $f^{-1}(x)$ if $f(x) = \sqrt[3]{x} + 2$', '(x - 2)^3', lambda: inverse(x ** R(1, 3) + 2))
    b.value('What is the maximum value of f(x) = −2(x − 3)² + 5?', '5',
            lambda: value_range(-2 * (x - 3) ** 2 + 5).sup)
    b.value('Find the x-intercepts of y = x² − 2x − 15', '5, -3', lambda: sp.solve(x ** 2 - 2 * x - 15, x))
    b.value(r'Given \(f(x) = \dfrac{x+1}{x-1}\), evaluate \(f(3)\).', '2', lambda: ((x + 1) / (x - 1)).subs(x, 3))
    b.expr('If f(x) = 1/x, find f(f(x)).', 'x', lambda: (1 / x).subs(x, 1 / x))
    b.ineq('domain of f(x) = ln(x − 2)', 'x > 2', lambda: domain(sp.log(x - 2)))
    b.value('What is the axis of symmetry of y = 2x² − 12x + 1? Give the x-value.', '3',
            lambda: vertex(2 * x ** 2 - 12 * x + 1)[0])


def coordinate_geometry(b):
    b.value('Find the slope of the line through (2, 3) and (6, 11).', '2', lambda: R(11 - 3, 6 - 2))
    b.value('Distance between (−1, 2) and (5, 10)', '10', lambda: sp.Point(-1, 2).distance(sp.Point(5, 10)))
    b.list('midpoint of (4, −2) and (−6, 8)', '-1, 3', lambda: list(sp.Point(4, -2).midpoint(sp.Point(-6, 8))))
    b.expr('Write the equation of the line through (1, 4) with slope −3.', '-3*x + 7',
           lambda: sp.solve(sp.Line(sp.Point(1, 4), slope=-3).equation(x, y), y)[0])
    b.expr('equation of the line passing through (2, 5) and (5, 14)', '3*x - 1',
           lambda: sp.solve(sp.Line(sp.Point(2, 5), sp.Point(5, 14)).equation(x, y), y)[0])
    b.value('What is the slope of 5x − 2y = 10?', '5/2', lambda: sp.Line(5 * x - 2 * y - 10).slope)
    b.expr('Find the line parallel to y = 2x − 1 that passes through (3, 1).', '2*x - 5',
           lambda: sp.solve(sp.Line(sp.Point(3, 1), slope=2).equation(x, y), y)[0])
    b.value('What is the slope of a line perpendicular to y = (2/3)x + 4?', '-3/2', lambda: -1 / R(2, 3))


def polygon_interior_sum(sides):
    return (sides - 2) * 180


def geometry(b):
    b.value('area of a circle, r = 6 cm', '36*pi', lambda: sp.pi * 6 ** 2)
    b.value('Find the circumference of a circle with a diameter of 10 cm.', '10*pi', lambda: sp.pi * 10)
    b.value('a² + b² = c², a = 9, b = 12, find c', '15', lambda: sp.sqrt(9 ** 2 + 12 ** 2))
    b.value('A right triangle has a hypotenuse of 13 and one leg of 5. How long is the other leg?', '12',
            lambda: sp.sqrt(13 ** 2 - 5 ** 2))
    b.value('area of a triangle with base 14 and height 9', '63', lambda: R(1, 2) * 14 * 9)
    b.value('Perimeter of a rectangle that is 7.5 m by 4 m', '23', lambda: 2 * (dec('7.5') + 4))
    b.value('pls help: volume of a cylinder with r = 3 and h = 10', '90*pi', lambda: sp.pi * 3 ** 2 * 10)
    b.value('What is the surface area of a cube with side length 5?', '150', lambda: 6 * 5 ** 2)
    b.value('V of a sphere with radius 3 (leave the answer in terms of π)', '36*pi', lambda: R(4, 3) * sp.pi * 3 ** 3)
    b.value('Two angles of a triangle measure 48° and 67°. Find the third angle.', '65', lambda: 180 - 48 - 67)
    b.value('What is the sum of the interior angles of a hexagon?', '720', lambda: polygon_interior_sum(6))
    b.value('Find each interior angle of a regular octagon.', '135', lambda: R(polygon_interior_sum(8), 8))
    b.value('Area of a trapezoid with bases 8 and 12 and height 5', '50', lambda: R(1, 2) * (8 + 12) * 5)
    b.value('Triangles ABC and DEF are similar with AB = 6, DE = 9 and BC = 8. Find EF.', '12',
            lambda: sp.solve(sp.Symbol('EF') / 8 - R(9, 6))[0])
    b.value('volume of a cone with radius 4 and height 9', '48*pi', lambda: R(1, 3) * sp.pi * 4 ** 2 * 9)
    b.value('A circle has circumference 14π. What is its area?', '49*pi',
            lambda: sp.pi * (14 * sp.pi / (2 * sp.pi)) ** 2)
    b.value('surface area of a rectangular prism 3 × 4 × 5', '94', lambda: 2 * (3 * 4 + 3 * 5 + 4 * 5))
    b.value('What is the measure of each exterior angle of a regular pentagon?', '72', lambda: R(360, 5))
    b.value('Arc length of a sector with radius 6 and central angle 60°', '2*pi',
            lambda: 6 * sp.rad(60))
    b.value('Find the area of an equilateral triangle with side 6.', '9*sqrt(3)',
            lambda: sp.Triangle(sp.Point(0, 0), sp.Point(6, 0), sp.Point(3, 3 * sp.sqrt(3))).area)
    b.value('How many sides does a regular polygon have if each exterior angle is 24°?', '15', lambda: R(360, 24))
    b.value('A 10-foot ladder leans against a wall with its base 6 feet from the wall. How high up the wall '
            'does it reach?', '8', lambda: sp.sqrt(10 ** 2 - 6 ** 2))
    b.value('can u find the complement of a 38° angle', '52', lambda: 90 - 38)
    b.value('Surface area of a sphere with radius 7', '196*pi', lambda: 4 * sp.pi * 7 ** 2)
    b.value('A tree casts a 15 m shadow at the same time a 2 m pole casts a 3 m shadow. How tall is the tree?',
            '10', lambda: R(2, 3) * 15)


def complex_numbers(b):
    b.value('(3 + 2i) + (5 − 4i)', '8 - 2*i', lambda: (3 + 2 * I) + (5 - 4 * I))
    b.value('Multiply (3 − 2i)(1 + 4i)', '11 + 10*i', lambda: sp.expand((3 - 2 * I) * (1 + 4 * I)))
    b.value('Simplify i^{23}', '-i', lambda: I ** 23)
    b.value('|3 − 4i|', '5', lambda: sp.Abs(3 - 4 * I))
    b.value('Divide: (1 + i)/(1 − i)', 'i', lambda: sp.simplify((1 + I) / (1 - I)))
    b.value('What is the complex conjugate of −2 + 7i?', '-2 - 7*i', lambda: sp.conjugate(-2 + 7 * I))
    b.value('√(−49)', '7*i', lambda: sp.sqrt(-49))
    b.value('Expand (1 + i)^4', '-4', lambda: sp.expand((1 + I) ** 4))


def matrices(b):
    M = sp.Matrix
    b.matrix('[[1, 2], [3, 4]] + [[5, 6], [7, 8]]', '[[6, 8], [10, 12]]',
             lambda: M([[1, 2], [3, 4]]) + M([[5, 6], [7, 8]]))
    b.value('determinant of [[3, 1], [4, 2]]', '2', lambda: M([[3, 1], [4, 2]]).det())
    b.matrix('Find the inverse of the matrix [[2, 1], [5, 3]]', '[[3, -1], [-5, 2]]', lambda: M([[2, 1], [5, 3]]).inv())
    b.matrix('Multiply [[1, 2], [0, 1]] by [[3, 0], [1, 4]]', '[[5, 8], [1, 4]]',
             lambda: M([[1, 2], [0, 1]]) * M([[3, 0], [1, 4]]))
    b.matrix('3 × [[2, −1], [0, 4]]', '[[6, -3], [0, 12]]', lambda: 3 * M([[2, -1], [0, 4]]))
    b.matrix('transpose of [[1, 2, 3], [4, 5, 6]]', '[[1, 4], [2, 5], [3, 6]]', lambda: M([[1, 2, 3], [4, 5, 6]]).T)
    b.value('det [[1, 2, 3], [0, 1, 4], [5, 6, 0]]', '1', lambda: M([[1, 2, 3], [0, 1, 4], [5, 6, 0]]).det())
    b.matrix(r'$\begin{pmatrix} 2 & 0 \\ 1 & 3 \end{pmatrix}\begin{pmatrix} 1 \\ -2 \end{pmatrix}$', '[[2], [-5]]',
             lambda: M([[2, 0], [1, 3]]) * M([[1], [-2]]))


def unknown(equation, name='u'):
    """The one solution of an equation in a fresh unknown, written with `u` (or `name`)."""
    (sol,) = sp.solve(equation, sp.Symbol(name))
    return sol


def word_problems(b):
    s = sp.Symbol('u')
    b.value("Tom is 3 times as old as his son. In 12 years he will be twice as old as his son. How old is "
            "the son now?", '12', lambda: unknown(sp.Eq(3 * s + 12, 2 * (s + 12))))
    b.value('A car travels 180 miles in 3 hours. What is its average speed in miles per hour?', '60',
            lambda: R(180, 3))
    b.value('Apples cost $0.45 each. How much do 12 apples cost?', '5.4', lambda: dec('0.45') * 12)
    b.value('The sum of two consecutive integers is 87. What is the larger one?', '44',
            lambda: unknown(sp.Eq(s + s + 1, 87)) + 1)
    b.value("A rectangle's length is 4 more than its width and its perimeter is 48. Find the width.", '10',
            lambda: unknown(sp.Eq(2 * (s + s + 4), 48)))
    b.value('Jen has only quarters and dimes, 19 coins worth $3.40 in total. How many quarters does she have?',
            '10', lambda: unknown(sp.Eq(25 * s + 10 * (19 - s), 340)))
    b.value('Pipe A fills a tank in 6 hours and pipe B fills it in 3 hours. How many hours does it take with '
            'both pipes open?', '2', lambda: unknown(sp.Eq(s / 6 + s / 3, 1)))
    b.value('Two trains 300 miles apart head toward each other at 70 mph and 80 mph. How many hours until '
            'they meet?', '2', lambda: unknown(sp.Eq(70 * s + 80 * s, 300)))
    b.value('How many liters of a 20% acid solution must be mixed with 10 L of a 50% solution to get a 30% '
            'solution?', '20', lambda: unknown(sp.Eq(R(20, 100) * s + R(50, 100) * 10, R(30, 100) * (s + 10))))
    b.value('A recipe uses 3 cups of flour for 24 cookies. How many cups of flour are needed for 40 cookies?',
            '5', lambda: R(3, 24) * 40)
    b.value('If 5 notebooks cost $13.75, how much do 8 notebooks cost?', '22', lambda: dec('13.75') / 5 * 8)
    b.value('Sarah has $40 and saves $15 a week. After how many weeks will she have $220?', '12',
            lambda: unknown(sp.Eq(40 + 15 * s, 220)))
    b.value('The sum of three consecutive even numbers is 78. What is the smallest of them?', '24',
            lambda: unknown(sp.Eq(s + (s + 2) + (s + 4), 78)))
    b.value('A phone plan costs $25 a month plus $0.10 per text. Last month the bill was $37.50. How many '
            'texts were sent?', '125', lambda: unknown(sp.Eq(25 + dec('0.10') * s, dec('37.50'))))
    b.value('A map has a scale of 1 cm : 25 km. Two towns are 7.2 cm apart on the map. How far apart are they '
            'in km?', '180', lambda: dec('7.2') * 25)
    b.value('hw question: Maya reads 35 pages a day. How many days will it take her to read a 420-page book?', '12',
            lambda: R(420, 35))
    b.value('A worker earns $18 an hour and time-and-a-half for every hour over 40. How much does she earn '
            'for a 46-hour week?', '882', lambda: 40 * 18 + (46 - 40) * 18 * R(3, 2))
    b.value('The ratio of boys to girls in a class of 32 is 3:5. How many girls are there?', '20',
            lambda: R(5, 3 + 5) * 32)
    b.value('Gas costs $3.60 a gallon and my car gets 30 miles per gallon. How much will it cost to drive '
            '450 miles?', '54', lambda: R(450, 30) * dec('3.60'))
    b.value('When half of a number is increased by 7, the result is 19. Find the number.', '24', lambda: unknown(sp.Eq(s / 2 + 7, 19)))
    b.value('A taxi charges $2.50 plus $1.75 per mile. The fare was $23.50. How many miles was the ride?', '12',
            lambda: unknown(sp.Eq(dec('2.50') + dec('1.75') * s, dec('23.50'))))
    b.value('Pencils are sold in packs of 12. Mr. Lee needs 150 pencils. How many packs must he buy?', '13',
            lambda: sp.ceiling(R(150, 12)))
    b.value('Jake is twice as old as Emma, and the sum of their ages is 36. How old is Jake?', '24',
            lambda: 2 * unknown(sp.Eq(s + 2 * s, 36)))
    b.value('Kim walked 2.4 km in 30 minutes. What was her speed in km/h?', '4.8', lambda: dec('2.4') / R(30, 60))
    b.value('A boat travels 24 miles downstream in 2 hours and takes 3 hours to come back upstream. What is '
            'the speed of the current in mph?', '2', lambda: (R(24, 2) - R(24, 3)) / 2)


def simplify(b):
    b.expr('Simplify 4x − 3 + 2x + 10', '6*x + 7', lambda: 4 * x - 3 + 2 * x + 10)
    b.expr('Expand (x − 4)(x + 6)', 'x^2 + 2*x - 24', lambda: sp.expand((x - 4) * (x + 6)), form='expanded')
    b.expr('Factor x² − 81', '(x - 9)*(x + 9)', lambda: sp.factor(x ** 2 - 81), form='factored')
    b.expr('simplify (x² − 9)/(x + 3)', 'x - 3', lambda: sp.cancel((x ** 2 - 9) / (x + 3)))
    b.expr(r'Simplify \frac{6x^5}{2x^2}', '3*x^3', lambda: 6 * x ** 5 / (2 * x ** 2))
    b.expr('Factor completely: x³ − 5x² + 6x', 'x*(x - 2)*(x - 3)', lambda: sp.factor(x ** 3 - 5 * x ** 2 + 6 * x),
           form='factored')
    b.expr('expand (2a − b)²', '4*a^2 - 4*a*b + b^2', lambda: sp.expand((2 * a - sp.Symbol('b')) ** 2),
           form='expanded')
    b.expr('(3x²y)(4xy³)', '12*x^3*y^4', lambda: (3 * x ** 2 * y) * (4 * x * y ** 3))


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
