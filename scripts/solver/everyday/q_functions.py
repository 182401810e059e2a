"""Functions, coordinate geometry, geometry, complex numbers, matrices, word problems and
simplify / expand / factor."""
import sympy as sp
from sympy.calculus.util import continuous_domain, function_range

from common import R, Builder, a, b as b_, dec, x, y

I, pi, P, M = sp.I, sp.pi, sp.Point, sp.Matrix
reals = sp.S.Reals


def inverse(f):
    """The inverse of y = f(x), written in x: solve x = f(w) for w."""
    w = sp.Symbol('w')
    (g,) = sp.solve(sp.Eq(x, f.subs(x, w)), w)
    return g


def vertex(f):
    (h,) = sp.solve(sp.diff(f, x), x)
    return [h, f.subs(x, h)]


def line_through(p, q):
    (expr,) = sp.solve(sp.Line(P(*p), P(*q)).equation(x, y), y)
    return expr


def revolve(radius, lo, hi):
    """Volume of the solid swept by rotating the profile r(x), lo <= x <= hi, about the x-axis."""
    return sp.integrate(pi * radius ** 2, (x, lo, hi))


def heron(p, q, r):
    s = R(p + q + r, 2)
    return sp.sqrt(s * (s - p) * (s - q) * (s - r))


def functions(b: Builder) -> None:
    b.value('if f(x) = 2x^2 - 3x + 1, find f(3)', '10', lambda: (2 * x ** 2 - 3 * x + 1).subs(x, 3))
    b.value('f(x)=x^3-2x, f(-2)=?', '-4', lambda: (x ** 3 - 2 * x).subs(x, -2))
    b.value(r'Given \(g(t) = 5t - 7\), evaluate \(g(\tfrac{1}{2})\)', '-9/2', lambda: 5 * R(1, 2) - 7)
    b.value('(f∘g)(2) where f(x) = 3x + 1 and g(x) = x^2 − 1', '10',
            lambda: (3 * x + 1).subs(x, (x ** 2 - 1).subs(x, 2)))
    b.expr('f(x) = x + 1 and g(x) = x^2. Find f(g(x))', 'x^2 + 1', lambda: (x + 1).subs(x, x ** 2))
    b.expr('if f(x)=2x-3 and g(x)=x^2+1 what is g(f(x))', '(2*x - 3)^2 + 1', lambda: (x ** 2 + 1).subs(x, 2 * x - 3))
    b.expr('find the inverse of f(x) = 3x - 5', '(x + 5)/3', lambda: inverse(3 * x - 5))
    b.expr('inverse function of f(x) = (2x + 1)/(x - 3)', '(3*x + 1)/(x - 2)', lambda: inverse((2 * x + 1) / (x - 3)))
    b.expr(r'Find \(f^{-1}(x)\) if \(f(x) = e^x + 2\)', 'log(x - 2)', lambda: inverse(sp.exp(x) + 2))
    b.ineq('domain of f(x) = √(x − 3)', 'x >= 3', lambda: continuous_domain(sp.sqrt(x - 3), x, reals))
    b.ineq('What is the domain of f(x) = 1/(x - 2)?', 'x < 2 or x > 2', lambda: continuous_domain(1 / (x - 2), x, reals))
    b.ineq('domain of ln(x + 4)', 'x > -4', lambda: continuous_domain(sp.log(x + 4), x, reals))
    b.ineq(r'find the domain of $\frac{1}{x^2 - 9}$', 'x < -3 or -3 < x < 3 or x > 3',
           lambda: continuous_domain(1 / (x ** 2 - 9), x, reals))
    b.ineq('range of f(x) = x^2 + 2', 'y >= 2', lambda: function_range(x ** 2 + 2, x, reals))
    b.list('find the vertex of y = x^2 - 4x + 3', '2, -1', lambda: vertex(x ** 2 - 4 * x + 3))
    b.list('vertex of the parabola f(x) = -2x^2 + 8x - 5', '2, 3', lambda: vertex(-2 * x ** 2 + 8 * x - 5))
    b.value('find the x-intercepts of y = x^2 - 5x + 6', '2, 3', lambda: sp.solve(x ** 2 - 5 * x + 6, x))
    b.value('y-intercept of y = 3x - 7', '-7', lambda: (3 * x - 7).subs(x, 0))
    b.value('Where does f(x) = x^2 - 9 cross the y-axis? (give the y-value)', '-9', lambda: (x ** 2 - 9).subs(x, 0))
    b.value('What is the x-intercept of the line 2x + 3y = 12?', '6', lambda: sp.solve((2 * x + 3 * y - 12).subs(y, 0), x))


def coordinate_geometry(b: Builder) -> None:
    b.value('slope between (1, 2) and (3, 8)', '3', lambda: sp.Line(P(1, 2), P(3, 8)).slope)
    b.value('Find the slope of the line through (-2, 5) and (4, -1).', '-1', lambda: sp.Line(P(-2, 5), P(4, -1)).slope)
    b.value("what's the slope of the line passing through (0,0) and (3,2)?", '2/3', lambda: sp.Line(P(0, 0), P(3, 2)).slope)
    b.value('What is the slope of the line 3x + 4y = 12?', '-3/4',
            lambda: sp.diff(sp.solve(3 * x + 4 * y - 12, y)[0], x))
    b.value('slope of 4x - 2y = 6', '2', lambda: sp.diff(sp.solve(4 * x - 2 * y - 6, y)[0], x))
    b.expr('equation of the line through (1, 3) and (2, 5)', '2*x + 1', lambda: line_through((1, 3), (2, 5)))
    b.expr('Find the equation of the line passing through (-1, 4) and (3, -4). Write it as y = mx + b.',
           '-2*x + 2', lambda: line_through((-1, 4), (3, -4)))
    b.expr('line with slope 3 through (2, 1)', '3*x - 5', lambda: sp.solve(sp.Line(P(2, 1), slope=3).equation(x, y), y)[0])
    b.expr('find the line perpendicular to y = 2x + 1 through (4, 1)', '-x/2 + 3',
           lambda: sp.solve(sp.Line(P(0, 1), P(1, 3)).perpendicular_line(P(4, 1)).equation(x, y), y)[0])
    b.value('distance between (1, 2) and (4, 6)', '5', lambda: P(1, 2).distance(P(4, 6)))
    b.value('How far is (-3, 1) from (2, -4)?', '5*sqrt(2)', lambda: P(-3, 1).distance(P(2, -4)))
    b.value('distance between the points (0,0) and (5,12)', '13', lambda: P(0, 0).distance(P(5, 12)))
    b.list('midpoint of (2, 3) and (8, -1)', '5, 1', lambda: list(P(2, 3).midpoint(P(8, -1))))
    b.list('Find the midpoint between (-4, 7) and (1, 2).', '-3/2, 9/2', lambda: list(P(-4, 7).midpoint(P(1, 2))))


def geometry(b: Builder) -> None:
    rect = lambda w, h: sp.Polygon(P(0, 0), P(w, 0), P(w, h), P(0, h))  # noqa: E731
    b.value('area of a circle with radius 5', '25*pi', lambda: sp.Circle(P(0, 0), 5).area)
    b.value('Find the area of a circle whose diameter is 12 cm.', '36*pi', lambda: sp.Circle(P(0, 0), 6).area)
    b.value('circumference of a circle with diameter 10', '10*pi', lambda: sp.Circle(P(0, 0), 5).circumference)
    b.value('What is the circumference of a circle of radius 7?', '14*pi', lambda: sp.Circle(P(0, 0), 7).circumference)
    b.value('A circle has circumference 10π. What is its area?', '25*pi',
            lambda: sp.Circle(P(0, 0), sp.solve(2 * pi * x - 10 * pi, x)[0]).area)
    b.value('perimeter of a 7 by 4 rectangle', '22', lambda: rect(7, 4).perimeter)
    b.value('area of a rectangle with length 8.5 and width 4', '34', lambda: abs(rect(dec('8.5'), 4).area))
    b.value('area of a triangle with base 10 and height 6', '30', lambda: abs(sp.Triangle(P(0, 0), P(10, 0), P(3, 6)).area))
    b.value('Find the area of a triangle with sides 5, 5 and 6', '12', lambda: heron(5, 5, 6))
    b.value('perimeter of a triangle with sides 7 cm, 8 cm and 10 cm', '25', lambda: 7 + 8 + 10)
    b.value('area of a trapezoid with bases 6 and 10 and height 4', '32',
            lambda: abs(sp.Polygon(P(0, 0), P(10, 0), P(7, 4), P(1, 4)).area))
    b.value('hypotenuse of a right triangle with legs 6 and 8', '10', lambda: P(0, 0).distance(P(6, 8)))
    b.value('A right triangle has hypotenuse 13 and one leg 5. Find the other leg.', '12',
            lambda: in_pos(sp.Eq(5 ** 2 + x ** 2, 13 ** 2)))
    b.value('legs are 2 and 3, hypotenuse = ?', 'sqrt(13)', lambda: P(0, 0).distance(P(2, 3)))
    b.value('volume of a cube with side 4', '64', lambda: sp.integrate(4 * 4, (x, 0, 4)))
    b.value('surface area of a cube with edge 3', '54', lambda: 6 * abs(rect(3, 3).area))
    b.value('volume of a rectangular box 3 × 4 × 5', '60', lambda: sp.integrate(3 * 4, (x, 0, 5)))
    b.value('Surface area of a box with dimensions 2, 3 and 4', '52',
            lambda: 2 * (abs(rect(2, 3).area) + abs(rect(2, 4).area) + abs(rect(3, 4).area)))
    b.value('volume of a cylinder with radius 3 and height 5', '45*pi', lambda: revolve(3, 0, 5))
    b.value('total surface area of a cylinder, r = 2, h = 7', '36*pi',
            lambda: 2 * sp.Circle(P(0, 0), 2).area + sp.Circle(P(0, 0), 2).circumference * 7)
    b.value('Volume of a cone with radius 3 and height 4', '12*pi', lambda: revolve(R(3, 4) * x, 0, 4))
    b.value('total surface area of a cone with radius 3 and height 4', '24*pi',
            lambda: pi * 3 ** 2 + pi * 3 * P(0, 0).distance(P(3, 4)))
    b.value('volume of a sphere of radius 3', '36*pi', lambda: revolve(sp.sqrt(9 - x ** 2), -3, 3))
    b.value('surface area of a sphere with radius 5', '100*pi',
            lambda: sp.integrate(2 * pi * sp.sqrt(1 + sp.diff(sp.sqrt(25 - x ** 2), x) ** 2)
                                 * sp.sqrt(25 - x ** 2), (x, -5, 5)))


def in_pos(eq):
    return [v for v in sp.solve(eq, x) if v > 0]


def complex_numbers(b: Builder) -> None:
    b.value('(3 + 2i) + (1 - 5i)', '4 - 3*i', lambda: (3 + 2 * I) + (1 - 5 * I))
    b.value('(5 - 2i) - (3 + 4i) = ?', '2 - 6*i', lambda: (5 - 2 * I) - (3 + 4 * I))
    b.value('multiply (2 + 3i)(4 - i)', '11 + 10*i', lambda: sp.expand((2 + 3 * I) * (4 - I)))
    b.value('simplify (1 + i)^2', '2*i', lambda: sp.expand((1 + I) ** 2))
    b.value('i × (3 − 2i)', '2 + 3*i', lambda: sp.expand(I * (3 - 2 * I)))
    b.value('Divide: (3 + 4i)/(1 - 2i)', '-1 + 2*i', lambda: sp.simplify((3 + 4 * I) / (1 - 2 * I)))
    b.value(r'Simplify \(\frac{2}{1+i}\)', '1 - i', lambda: sp.simplify(2 / (1 + I)))
    b.value('(1 + 2i)/(3 + 4i) in a + bi form', '11/25 + 2/25*i', lambda: sp.simplify((1 + 2 * I) / (3 + 4 * I)))
    b.value('|3 + 4i|', '5', lambda: sp.Abs(3 + 4 * I))
    b.value('modulus of 1 - i', 'sqrt(2)', lambda: sp.Abs(1 - I))
    b.value('what is the absolute value of -6 + 8i', '10', lambda: sp.Abs(-6 + 8 * I))
    b.value('conjugate of 5 - 7i', '5 + 7*i', lambda: sp.conjugate(5 - 7 * I))
    b.value('multiply 2 - i by its conjugate', '5', lambda: sp.expand((2 - I) * sp.conjugate(2 - I)))
    b.value('what is i^23', '-i', lambda: I ** 23)
    b.value('√(-16) = ?', '4*i', lambda: sp.sqrt(-16))


def matrices(b: Builder) -> None:
    A3 = M([[1, 2, 3], [0, 1, 4], [5, 6, 0]])
    b.value('determinant of [[1, 2], [3, 4]]', '-2', lambda: M([[1, 2], [3, 4]]).det())
    b.value('find det of the matrix [2 5; 1 3]', '1', lambda: M([[2, 5], [1, 3]]).det())
    b.value(r'\(\begin{vmatrix} 4 & -1 \\ 2 & 3 \end{vmatrix}\)', '14', lambda: M([[4, -1], [2, 3]]).det())
    b.value(r'det of $\begin{pmatrix} 3 & 8 \\ 4 & 6 \end{pmatrix}$', '-14', lambda: M([[3, 8], [4, 6]]).det())
    b.value('determinant of [[2, 0, 1], [1, 3, 2], [1, 1, 1]]', '0', lambda: M([[2, 0, 1], [1, 3, 2], [1, 1, 1]]).det())
    b.value('Compute the determinant of the 3x3 matrix with rows (1, 2, 3), (0, 1, 4), (5, 6, 0).', '1',
            lambda: A3.det())
    b.matrix('inverse of [[2, 1], [5, 3]]', '[[3, -1], [-5, 2]]', lambda: M([[2, 1], [5, 3]]).inv())
    b.matrix('find the inverse of the matrix [[4, 7], [2, 6]]', '[[3/5, -7/10], [-1/5, 2/5]]',
             lambda: M([[4, 7], [2, 6]]).inv())
    b.matrix(r'inverse of \(\begin{bmatrix}1 & 2\\ 3 & 4\end{bmatrix}\)', '[[-2, 1], [3/2, -1/2]]',
             lambda: M([[1, 2], [3, 4]]).inv())
    b.matrix('A = [[1,2,3],[0,1,4],[5,6,0]], find A^-1', '[[-24, 18, 5], [20, -15, -4], [-5, 4, 1]]',
             lambda: A3.inv())
    b.matrix('multiply [[1, 2], [3, 4]] by [[5, 6], [7, 8]]', '[[19, 22], [43, 50]]',
             lambda: M([[1, 2], [3, 4]]) * M([[5, 6], [7, 8]]))
    b.matrix('[[2, 0], [1, 3]] × [[1, 4], [2, -1]]', '[[2, 8], [7, 1]]', lambda: M([[2, 0], [1, 3]]) * M([[1, 4], [2, -1]]))
    b.matrix('Find AB where A = [[1, 0, 2], [0, 1, 0], [1, 1, 1]] and B = [[1, 2, 0], [0, 1, 1], [3, 0, 1]]',
             '[[7, 2, 2], [0, 1, 1], [4, 3, 2]]',
             lambda: M([[1, 0, 2], [0, 1, 0], [1, 1, 1]]) * M([[1, 2, 0], [0, 1, 1], [3, 0, 1]]))
    b.matrix('square the matrix [[3, 1], [2, 1]]', '[[11, 4], [8, 3]]', lambda: M([[3, 1], [2, 1]]) ** 2)
    b.matrix('multiply the 2x3 matrix [[1, 2, 3], [4, 5, 6]] by the 3x2 matrix [[7, 8], [9, 10], [11, 12]]',
             '[[58, 64], [139, 154]]', lambda: M([[1, 2, 3], [4, 5, 6]]) * M([[7, 8], [9, 10], [11, 12]]))


def word_problems(b: Builder) -> None:
    w = sp.Symbol('w')
    b.value('A car travels at 60 mph for 2.5 hours. How far does it go?', '150', lambda: 60 * dec('2.5'))
    b.value('if 3 pencils cost $1.20, how much do 7 cost?', '2.80', lambda: sp.solve(w / 7 - dec('1.20') / 3, w))
    b.value('A train goes 240 km in 3 hours. What is its average speed in km/h?', '80', lambda: R(240, 3))
    b.value('How long does it take to drive 150 miles at 50 miles per hour?', '3', lambda: R(150, 50))
    b.value('a 12 oz box of cereal costs $3.60. what is the price per ounce?', '0.30', lambda: dec('3.60') / 12)
    b.value('5 notebooks cost $8.75. How much does one notebook cost?', '1.75', lambda: dec('8.75') / 5)
    b.value('Which is the better buy: 5 lb for $7.50 or 8 lb for $11.20? Give the price per pound of the better buy.',
            '1.40', lambda: min(dec('7.50') / 5, dec('11.20') / 8))
    b.value('A shirt costs $25 and is on sale for 20% off. What is the sale price?', '20', lambda: 25 * (1 - R(20, 100)))
    b.value("a town's population grew from 12,000 to 15,000. by what percent did it increase?", '25',
            lambda: R(15000 - 12000, 12000) * 100)
    b.value('The price dropped from $80 to $60, what is the percent decrease?', '25', lambda: R(80 - 60, 80) * 100)
    b.value('How much is an 18% tip on a $45 bill?', '8.10', lambda: R(18, 100) * 45)
    b.value('A recipe needs 2 cups of flour for 12 cookies. How many cups are needed for 30 cookies?', '5',
            lambda: sp.solve(w / 30 - R(2, 12), w))
    b.value('If 4 workers can paint a fence in 6 hours, how long would 3 workers take at the same rate?', '8',
            lambda: sp.solve(3 * w - 4 * 6, w))
    b.value('On a map 1 inch = 25 miles. How many miles is 3.5 inches?', '87.5', lambda: dec('3.5') * 25)
    b.value('A cyclist rides 45 km in 1.5 hours. How far will she ride in 4 hours at the same speed?', '120',
            lambda: 45 / dec('1.5') * 4)
    b.value('Tom earns $15 an hour. How much does he make in 37.5 hours?', '562.5', lambda: 15 * dec('37.5'))
    b.value('solve the proportion 3/8 = x/40', '15', lambda: sp.solve(sp.Eq(R(3, 8), x / 40), x))


def simplify(b: Builder) -> None:
    b.expr('expand (x + 3)(x - 5)', 'x^2 - 2*x - 15', lambda: sp.expand((x + 3) * (x - 5)), form='expanded')
    b.expr('Expand (2x - 1)^2', '4*x^2 - 4*x + 1', lambda: sp.expand((2 * x - 1) ** 2), form='expanded')
    b.expr('multiply out (x + 2)(x^2 - x + 3)', 'x^3 + x^2 + x + 6',
           lambda: sp.expand((x + 2) * (x ** 2 - x + 3)), form='expanded')
    b.expr(r'expand \((a + b)^3\)', 'a^3 + 3*a^2*b + 3*a*b^2 + b^3', lambda: sp.expand((a + b_) ** 3), form='expanded')
    b.expr('expand 3x(x - 4)', '3*x^2 - 12*x', lambda: sp.expand(3 * x * (x - 4)), form='expanded')
    b.expr('factor x^2 - 5x + 6', '(x - 2)*(x - 3)', lambda: sp.factor(x ** 2 - 5 * x + 6), form='factored')
    b.expr('factorise 6x^2 + x - 2', '(2*x - 1)*(3*x + 2)', lambda: sp.factor(6 * x ** 2 + x - 2), form='factored')
    b.expr('Factor completely: 2x^3 - 8x', '2*x*(x - 2)*(x + 2)', lambda: sp.factor(2 * x ** 3 - 8 * x), form='factored')
    b.expr('factor x² − 49', '(x - 7)*(x + 7)', lambda: sp.factor(x ** 2 - 49), form='factored')
    b.expr('factor x^3 + 27', '(x + 3)*(x^2 - 3*x + 9)', lambda: sp.factor(x ** 3 + 27), form='factored')
    b.expr(r'factor $4x^2 + 12x + 9$', '(2*x + 3)^2', lambda: sp.factor(4 * x ** 2 + 12 * x + 9), form='factored')
    b.expr('factor by grouping: xy + 2x + 3y + 6', '(x + 3)*(y + 2)',
           lambda: sp.factor(x * y + 2 * x + 3 * y + 6), form='factored')
    b.expr('simplify 3x + 5 - 2x + 7', 'x + 12', lambda: sp.simplify(3 * x + 5 - 2 * x + 7))
    b.expr('simplify 2(3x - 4) - (x + 1)', '5*x - 9', lambda: sp.expand(2 * (3 * x - 4) - (x + 1)))
    b.expr('simplify (x^2 - 9)/(x - 3)', 'x + 3', lambda: sp.cancel((x ** 2 - 9) / (x - 3)))
    b.expr(r'Simplify \(\frac{x^2 + 5x + 6}{x^2 - 4}\)', '(x + 3)/(x - 2)',
           lambda: sp.cancel((x ** 2 + 5 * x + 6) / (x ** 2 - 4)))
    b.expr('simplify (x^3)^2 · x^4', 'x^10', lambda: (x ** 3) ** 2 * x ** 4)
    b.expr(r'simplify $\frac{12x^5 y^3}{4x^2 y}$', '3*x^3*y^2', lambda: 12 * x ** 5 * y ** 3 / (4 * x ** 2 * y))
    b.expr('combine into one fraction: 1/x + 1/(x+1)', '(2*x + 1)/(x*(x + 1))', lambda: sp.together(1 / x + 1 / (x + 1)))
    b.expr('simplify sin^2(x) + cos^2(x)', '1', lambda: sp.trigsimp(sp.sin(x) ** 2 + sp.cos(x) ** 2))


SECTIONS = [functions, coordinate_geometry, geometry, complex_numbers, matrices, word_problems, simplify]
