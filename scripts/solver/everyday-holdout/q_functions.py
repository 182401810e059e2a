"""Held-out: functions, coordinate geometry, geometry, complex numbers, matrices, word problems and
simplifying."""
import sympy as sp

from common import R, Builder, a, b as b_, dec, x, y
from sympy.calculus.util import continuous_domain, function_range


def line_through(p, q):
    """Right-hand side of y = ... for the line through points p and q."""
    slope = sp.Rational(q[1] - p[1], q[0] - p[0])
    return sp.expand(slope * (x - p[0]) + p[1])


def functions(b: Builder) -> None:
    f = 3 * x ** 2 - 2 * x + 1
    b.value('if f(x) = 3x² − 2x + 1, find f(−2)', '17', lambda: f.subs(x, -2))
    b.expr('find (g ∘ f)(x) if f(x) = x − 4 and g(x) = x² + 1', '(x - 4)^2 + 1',
           lambda: (x ** 2 + 1).subs(x, x - 4))
    b.expr('find the inverse of f(x) = (4x + 7)/5', '(5*x - 7)/4',
           lambda: sp.solve(sp.Eq(x, (4 * y + 7) / 5), y)[0])
    b.ineq('what is the domain of f(x) = √(x − 6)', 'x >= 6', lambda: continuous_domain(sp.sqrt(x - 6), x, sp.S.Reals))
    b.ineq('domain of 1/(x + 5)', 'x < -5 or x > -5', lambda: continuous_domain(1 / (x + 5), x, sp.S.Reals))
    b.ineq('range of f(x) = x² − 9', 'y >= -9', lambda: function_range(x ** 2 - 9, x, sp.S.Reals))
    b.ineq('what is the range of y = −(x − 1)² + 7', 'y <= 7',
           lambda: function_range(-(x - 1) ** 2 + 7, x, sp.S.Reals))
    b.list('find the vertex of y = x² − 6x + 5', '3, -4',
           lambda: [v := sp.solve(sp.diff(x ** 2 - 6 * x + 5, x), x)[0], (x ** 2 - 6 * x + 5).subs(x, v)])
    b.value('find the zeros of f(x) = x² − x − 12', '4, -3', lambda: sp.solve(x ** 2 - x - 12, x))
    b.expr('f(x) = 5 − 3x. find f(a + 1)', '2 - 3*a', lambda: (5 - 3 * x).subs(x, a + 1))
    b.value('If h(t) = −16t² + 64t, what is h(1.5)?', '60', lambda: (-16 * x ** 2 + 64 * x).subs(x, dec('1.5')))


def coordinate_geometry(b: Builder) -> None:
    def dist(p, q):
        return sp.sqrt((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2)

    b.list('find the midpoint of (−4, 3) and (6, −5)', '1, -1', lambda: [R(-4 + 6, 2), R(3 - 5, 2)])
    b.value('slope of the line through (2, −1) and (5, 8)', '3', lambda: R(8 - (-1), 5 - 2))
    b.expr('equation of the line through (1, 4) with slope −2', '-2*x + 6', lambda: -2 * (x - 1) + 4)
    b.expr('Find the equation of the line passing through (0, 3) and (2, 7).', '2*x + 3',
           lambda: line_through((0, 3), (2, 7)))
    b.value('what is the slope of 5x − 2y = 8', '5/2',
            lambda: sp.diff(sp.solve(5 * x - 2 * y - 8, y)[0], x))
    b.value('find the y-intercept of 2x − 5y = 10', '-2', lambda: sp.solve((2 * x - 5 * y - 10).subs(x, 0), y)[0])
    b.expr('line parallel to y = 3x − 7 through (2, 1)', '3*x - 5', lambda: 3 * (x - 2) + 1)
    b.expr('the line perpendicular to y = ½x + 4 passing through (1, 1)?', '-2*x + 3',
           lambda: -1 / R(1, 2) * (x - 1) + 1)
    b.value('find the x-intercept of y = 4x − 10', '5/2', lambda: sp.solve(4 * x - 10, x)[0])
    b.value('how far apart are the points (−2, 5) and (1, −1)?', '3*sqrt(5)', lambda: dist((-2, 5), (1, -1)))


def geometry(b: Builder) -> None:
    b.value('area of a circle with radius 6 cm', '36*pi', lambda: sp.pi * 6 ** 2)
    b.value('circumference of a circle with a diameter of 14', '14*pi', lambda: sp.pi * 14)
    b.value('A right triangle has legs 9 and 12. How long is the hypotenuse?', '15', lambda: sp.sqrt(9 ** 2 + 12 ** 2))
    b.value('a 13 ft ladder leans against a wall with its foot 5 ft from the wall. how high up the wall '
            'does it reach?', '12', lambda: sp.sqrt(13 ** 2 - 5 ** 2))
    b.value("What's the volume of a can (a cylinder) that is 12 cm tall with a 7 cm radius?", '588*pi',
            lambda: sp.pi * 7 ** 2 * 12)
    b.value('find the volume of a sphere of radius 6', '288*pi', lambda: R(4, 3) * sp.pi * 6 ** 3)
    b.value('two angles of a triangle are 48° and 67°. find the third angle', '65', lambda: 180 - 48 - 67)
    b.value('What is the sum of the interior angles of a hexagon?', '720', lambda: (6 - 2) * 180)
    b.value('how big is each interior angle of a regular octagon', '135', lambda: R((8 - 2) * 180, 8))
    b.value('area of a trapezoid with bases 8 and 14 and height 5', '55', lambda: R(1, 2) * (8 + 14) * 5)
    b.value('A rectangle has a perimeter of 46 and a length of 15. What is its area?', '120',
            lambda: 15 * sp.solve(2 * (15 + y) - 46, y)[0])


def complex_numbers(b: Builder) -> None:
    i = sp.I
    b.value('(3 + 2i) + (5 − 7i)', '8 - 5*i', lambda: (3 + 2 * i) + (5 - 7 * i))
    b.value('multiply (3 − 4i)(2 + 5i)', '26 + 7*i', lambda: sp.expand((3 - 4 * i) * (2 + 5 * i)))
    b.value('divide (5 + i)/(2 − i)', '9/5 + 7/5*i', lambda: sp.simplify((5 + i) / (2 - i)))
    b.value('what is i^42', '-1', lambda: i ** 42)
    b.value('modulus of 6 − 8i', '10', lambda: sp.Abs(6 - 8 * i))
    b.value('what is the conjugate of −4 + 9i', '-4 - 9*i', lambda: sp.conjugate(-4 + 9 * i))
    b.value(r'simplify \((2 - i)^2\)', '3 - 4*i', lambda: sp.expand((2 - i) ** 2))
    b.value('what are the square roots of −16?', '4*i, -4*i', lambda: sp.solve(x ** 2 + 16, x))
    b.value('find the real part of (2 + i)³', '2', lambda: sp.re(sp.expand((2 + i) ** 3)))
    b.value('write 3i(2 − 5i) in a + bi form', '15 + 6*i', lambda: sp.expand(3 * i * (2 - 5 * i)))


def matrices(b: Builder) -> None:
    M = sp.Matrix
    b.matrix('add [[1, 2], [3, 4]] + [[5, −1], [0, 2]]', '[[6, 1], [3, 6]]',
             lambda: M([[1, 2], [3, 4]]) + M([[5, -1], [0, 2]]))
    b.value('determinant of [[6, -2], [3, 5]]', '36', lambda: M([[6, -2], [3, 5]]).det())
    b.matrix('multiply [[1, 2], [0, 1]] by [[3, 0], [4, 5]]', '[[11, 10], [4, 5]]',
             lambda: M([[1, 2], [0, 1]]) * M([[3, 0], [4, 5]]))
    b.matrix('find the inverse of the matrix [[5, 2], [7, 3]]', '[[3, -2], [-7, 5]]',
             lambda: M([[5, 2], [7, 3]]).inv())
    b.value(r'$\det\begin{pmatrix} 1 & 2 & 3 \\ 0 & 4 & 5 \\ 1 & 0 & 6 \end{pmatrix}$', '22',
            lambda: M([[1, 2, 3], [0, 4, 5], [1, 0, 6]]).det())
    b.matrix('transpose of [[1, 2, 3], [4, 5, 6]]', '[[1, 4], [2, 5], [3, 6]]',
             lambda: M([[1, 2, 3], [4, 5, 6]]).T)
    b.matrix(r'$\begin{bmatrix} 2 & 0 \\ 1 & 3 \end{bmatrix}^2$', '[[4, 0], [5, 9]]',
             lambda: M([[2, 0], [1, 3]]) ** 2)
    b.value('trace of [[4, 1, 2], [0, -3, 5], [7, 8, 6]]', '7', lambda: M([[4, 1, 2], [0, -3, 5], [7, 8, 6]]).trace())
    b.value('find the eigenvalues of [[5, 2], [2, 2]]', '1, 6', lambda: list(M([[5, 2], [2, 2]]).eigenvals()))
    b.matrix('A = [[1, 2], [3, 4]] and B = [[0, 1], [1, 0]]. find AB − BA', '[[-1, -3], [3, 1]]',
             lambda: (A := M([[1, 2], [3, 4]])) * (B := M([[0, 1], [1, 0]])) - B * A)
    b.matrix('inverse of [[3, 2], [4, 5]] please', '[[5/7, -2/7], [-4/7, 3/7]]', lambda: M([[3, 2], [4, 5]]).inv())


def word_problems(b: Builder) -> None:
    s = sp.Symbol('s')
    b.value('Maria buys 4 notebooks at $2.75 each and a backpack for $18.50. How much does she spend?', '29.5',
            lambda: 4 * dec('2.75') + dec('18.50'))
    b.value('A car goes 270 miles on 9 gallons of gas. How far can it go on 14 gallons?', '420',
            lambda: R(270, 9) * 14)
    b.value('Two trains start 300 miles apart and head toward each other at 70 mph and 80 mph. In how many '
            'hours do they meet?', '2', lambda: sp.solve((70 + 80) * s - 300, s)[0])
    b.value('Sam is 4 times as old as his son. In 20 years he will be twice as old as his son. How old is '
            'Sam now?', '40', lambda: 4 * sp.solve(4 * s + 20 - 2 * (s + 20), s)[0])
    b.value('The sum of three consecutive integers is 84. What is the largest one?', '29',
            lambda: sp.solve(s + (s + 1) + (s + 2) - 84, s)[0] + 2)
    b.value("A rectangle's length is 3 more than twice its width, and its perimeter is 54 cm. Find the width.",
            '8', lambda: sp.solve(2 * (s + 2 * s + 3) - 54, s)[0])
    b.value('If 5 pencils cost $3.40, how much do 8 pencils cost?', '5.44', lambda: dec('3.40') / 5 * 8)
    b.value('Pipe A fills a tank in 6 hours and pipe B fills it in 3 hours. How many hours does it take '
            'with both pipes open?', '2', lambda: 1 / (R(1, 6) + R(1, 3)))
    b.value('$2,000 is invested at 5% interest compounded annually. How much is it worth after 3 years?',
            '2315.25', lambda: 2000 * (1 + R(5, 100)) ** 3)
    b.value('Jake has twice as many marbles as Lily. Together they have 57. How many does Jake have?', '38',
            lambda: 2 * sp.solve(s + 2 * s - 57, s)[0])
    b.value('How many liters of water must be added to 10 liters of a 30% salt solution to dilute it to '
            '20%?', '5', lambda: sp.solve(R(30, 100) * 10 - R(20, 100) * (10 + s), s)[0])


def simplify(b: Builder) -> None:
    b.expr('simplify 7x − 4 + 2x − 9', '9*x - 13', lambda: 7 * x - 4 + 2 * x - 9)
    b.expr('expand (x + 4)(x − 7)', 'x^2 - 3*x - 28', lambda: sp.expand((x + 4) * (x - 7)), form='expanded')
    b.expr('expand (2x − 3)²', '4*x^2 - 12*x + 9', lambda: sp.expand((2 * x - 3) ** 2), form='expanded')
    b.expr('factor x² + 7x + 12', '(x + 3)*(x + 4)', lambda: sp.factor(x ** 2 + 7 * x + 12), form='factored')
    b.expr('factor 6x² − x − 2', '(2*x + 1)*(3*x - 2)', lambda: sp.factor(6 * x ** 2 - x - 2), form='factored')
    b.expr('factor completely: 3x³ − 48x', '3*x*(x - 4)*(x + 4)', lambda: sp.factor(3 * x ** 3 - 48 * x),
           form='factored')
    b.expr('simplify (x² − 9)/(x + 3)', 'x - 3', lambda: sp.cancel((x ** 2 - 9) / (x + 3)))
    b.expr(r'simplify $\frac{x^2 - x - 12}{x^2 - 16}$', '(x + 3)/(x + 4)',
           lambda: sp.cancel((x ** 2 - x - 12) / (x ** 2 - 16)))
    b.expr('simplify (3a²b)(4ab³)', '12*a^3*b^4', lambda: (3 * a ** 2 * b_) * (4 * a * b_ ** 3))
    b.expr('combine into one fraction: 3/x − 2/(x − 1)', '(x - 3)/(x*(x - 1))',
           lambda: sp.together(3 / x - 2 / (x - 1)))
    b.expr('factor 4y² − 25', '(2*y - 5)*(2*y + 5)', lambda: sp.factor(4 * y ** 2 - 25), form='factored')


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
