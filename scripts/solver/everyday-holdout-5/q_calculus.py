"""Held-out set 5: derivatives, integrals, limits, graphs.

Each spec: `compute` writes the answer, `check` derives it a second way (see check_answers.py)."""
from __future__ import annotations

import mpmath
import sympy as sp
from sympy.integrals.manualintegrate import manualintegrate

from common import Builder, R, parse, roots_satisfy, x, y, n, t


def ev(text: str):
    return sp.sympify(text, rational=True)


POINTS = [mpmath.mpf('0.37'), mpmath.mpf('1.21'), mpmath.mpf('2.63'), mpmath.mpf('3.11')]


def matches_numeric_derivative(f, order=1, points=POINTS):
    """The written derivative agrees with mpmath.diff of the original function at several points."""
    fn = sp.lambdify(x, f, modules='mpmath')

    def test(answer: str) -> bool:
        g = sp.lambdify(x, parse(answer), modules='mpmath')
        for p in points:
            want, got = mpmath.diff(fn, p, order), g(p)
            if abs(want - got) > mpmath.mpf(10) ** -20 * max(1, abs(want)):
                return False
        return True
    return test


def antiderivative_holds(integrand, points=POINTS):
    """The written antiderivative, differentiated numerically, gives back the integrand."""
    fn = sp.lambdify(x, integrand, modules='mpmath')

    def test(answer: str) -> bool:
        g = sp.lambdify(x, parse(answer), modules='mpmath')
        return all(abs(mpmath.diff(g, p) - fn(p)) < mpmath.mpf(10) ** -20 for p in points)
    return test


# ---------------------------------------------------------------- derivatives

b = Builder('derivatives')
f1 = (3 * x ** 2 - 5) ** 4
b.expr('Differentiate y = (3x² − 5)⁴ with respect to x.', lambda: sp.factor(sp.diff(f1, x)),
       lambda: 4 * (3 * x ** 2 - 5) ** 3 * 6 * x, v='a', holds=matches_numeric_derivative(f1))
f2 = x ** 3 * sp.sin(x)
b.expr('derivative of x^3 * sin(x) pls', lambda: sp.diff(f2, x), lambda: 3 * x ** 2 * sp.sin(x) + x ** 3 * sp.cos(x),
       v='b', holds=matches_numeric_derivative(f2))
f3 = (2 * x + 1) / (x - 3)
b.expr('My son says the derivative of (2x + 1)/(x − 3) is 2/(x − 3). Is he right? What is the derivative?',
       lambda: sp.simplify(sp.diff(f3, x)), lambda: (2 * (x - 3) - (2 * x + 1) * 1) / (x - 3) ** 2, v='c',
       holds=matches_numeric_derivative(f3))
f4 = x ** 2 * sp.exp(-2 * x)
b.expr('differentiate x squared times e to the power of negative two x', lambda: sp.factor(sp.diff(f4, x)),
       lambda: 2 * x * sp.exp(-2 * x) + x ** 2 * (-2) * sp.exp(-2 * x), v='d', holds=matches_numeric_derivative(f4))
f5 = sp.log(x ** 2 + 4 * x)
b.expr('Find the derivative of ln(x² + 4x), please.', lambda: sp.simplify(sp.diff(f5, x)),
       lambda: (2 * x + 4) / (x ** 2 + 4 * x), v='e', holds=matches_numeric_derivative(f5))
F6 = x ** 2 + x * y + y ** 3 - 7
b.expr(r'Find $\dfrac{dy}{dx}$ if $x^2 + xy + y^3 = 7$.', lambda: sp.idiff(F6, y, x),
       lambda: -sp.diff(F6, x) / sp.diff(F6, y), v='f')
f7 = sp.tan(3 * x) + sp.cos(x) ** 2
b.expr("Question 4 of 12\nFind f'(x) for f(x) = tan(3x) + cos²x. Enter an expression in x.",
       lambda: sp.diff(f7, x), lambda: 3 / sp.cos(3 * x) ** 2 - sp.sin(2 * x), v='g', holds=matches_numeric_derivative(f7))
f8 = x ** 4 - 3 * x ** 3 + 2 * sp.sqrt(x)
b.expr('Exercise 6F  Second derivatives\n5.  Find d²y/dx² when y = x⁴ − 3x³ + 2√x.', lambda: sp.diff(f8, x, 2),
       lambda: 12 * x ** 2 - 18 * x + 2 * R(1, 2) * R(-1, 2) * x ** R(-3, 2), v='h',
       holds=matches_numeric_derivative(f8, 2))
f9 = 30 + 25 * t - ev('4.9') * t ** 2
b.value("A stone is thrown up from a cliff and its height after t seconds is h(t) = 30 + 25t − 4.9t² metres. The wind "
        'is blowing at 3 m/s. Find the velocity of the stone at t = 2 s, in m/s.', lambda: sp.diff(f9, t).subs(t, 2),
        lambda: sp.limit((f9.subs(t, 2 + sp.Symbol('h')) - f9.subs(t, 2)) / sp.Symbol('h'), sp.Symbol('h'), 0), v='i',
        style='decimal')
f10 = x ** 3 - 2 * x + 1
b.expr('I need the tangent to y = x³ − 2x + 1 at x = 2. I got y = 10x + 5 but it does not go through the point. What '
       'is the tangent line? (Give the right-hand side of y = mx + c.)',
       lambda: sp.expand(sp.diff(f10, x).subs(x, 2) * (x - 2) + f10.subs(x, 2)),
       lambda: (3 * 2 ** 2 - 2) * (x - 2) + (2 ** 3 - 2 * 2 + 1), v='j')
f11 = 2 * x ** 3 - 9 * x ** 2 + 12 * x - 4
b.value('Find the x-coordinates of the stationary points of the curve y = 2x³ − 9x² + 12x − 4.',
        lambda: sp.solveset(sp.diff(f11, x), x, sp.S.Reals),
        lambda: [r for r in range(-20, 20) if 6 * r ** 2 - 18 * r + 12 == 0], v='k',
        holds=roots_satisfy(sp.diff(f11, x), count_=2))
C12 = ev('0.02') * x ** 2 + 15 * x + 800
b.value("Amara's bakery has a daily cost of C(q) = 0.02q² + 15q + 800 dollars for q loaves, and she sells each "
        'loaf for $4. Find the marginal cost C′(q) when q = 150, in dollars per loaf.',
        lambda: sp.diff(C12, x).subs(x, 150), lambda: mpmath.diff(sp.lambdify(x, C12, 'mpmath'), 150), v='i',
        style='decimal')
DERIVATIVES = b.specs

# ---------------------------------------------------------------- integrals


def quad(f, lo, hi, points=()):
    return mpmath.quad(sp.lambdify(x, f, 'mpmath'), [lo, *points, hi])


def power_rule(terms):
    """∫ Σ c·x^p dx term by term (p ≠ −1)."""
    return sum(c * x ** (p + 1) / (p + 1) for c, p in terms)


b = Builder('integrals')
b.value('Evaluate ∫₁³ (4x³ − 2x) dx.', lambda: sp.integrate(4 * x ** 3 - 2 * x, (x, 1, 3)),
        lambda: quad(4 * x ** 3 - 2 * x, 1, 3), v='a')
b.anti('integrate 6x^2 - 4/x^3 + 5 dx pls', lambda: sp.integrate(6 * x ** 2 - 4 / x ** 3 + 5, x),
       lambda: power_rule([(6, 2), (-4, -3), (5, 0)]), v='b', holds=antiderivative_holds(6 * x ** 2 - 4 / x ** 3 + 5))
b.anti('My daughter says ∫ x e^(3x) dx = (x/3)e^(3x) + C. Is she right? What is the integral?',
       lambda: sp.integrate(x * sp.exp(3 * x), x), lambda: manualintegrate(x * sp.exp(3 * x), x), v='c',
       holds=antiderivative_holds(x * sp.exp(3 * x)))
b.anti('the integral of x times the square root of x squared plus nine d x',
       lambda: sp.factor(sp.integrate(x * sp.sqrt(x ** 2 + 9), x)),
       lambda: (lambda w: sp.integrate(sp.sqrt(w) / 2, w).subs(w, x ** 2 + 9))(sp.Symbol('w', positive=True)), v='d',
       holds=antiderivative_holds(x * sp.sqrt(x ** 2 + 9)))
b.value('Please compute the integral of 3/x⁴ from x = 2 to infinity.', lambda: sp.integrate(3 / x ** 4, (x, 2, sp.oo)),
        lambda: quad(3 / x ** 4, 2, mpmath.inf), v='e')
b.value(r'Find the area of the region enclosed between the curves $y = x^2$ and $y = 4x - x^2$.',
        lambda: sp.integrate((4 * x - x ** 2) - x ** 2, (x, *sorted(sp.solve(x ** 2 - (4 * x - x ** 2), x)))),
        lambda: quad(sp.Abs(4 * x - 2 * x ** 2), 0, 2), v='f')
b.value('Question 9 of 10\nThe region under y = √x from x = 0 to x = 4 is rotated 360° about the x-axis. Find the '
        'volume of the solid in terms of π.', lambda: sp.pi * sp.integrate(sp.sqrt(x) ** 2, (x, 0, 4)),
        lambda: sp.nsimplify(quad(sp.pi * x, 0, 4) / mpmath.pi) * sp.pi, v='g')
v8 = 3 * t ** 2 - 12 * t + 9
b.value('Exercise 7D  Kinematics\n3.  A particle moves in a straight line with velocity v(t) = 3t² − 12t + 9 m/s. '
        'Find the total distance it travels in the first 4 seconds.',
        lambda: sum(sp.Abs(sp.integrate(v8, (t, p, q))) for p, q in [(0, 1), (1, 3), (3, 4)]),
        lambda: mpmath.quad(lambda s: abs(3 * s ** 2 - 12 * s + 9), [0, 1, 3, 4]), v='h')
T9 = 2 + 3 * sp.sin(sp.pi * x / 12)
b.value('In Oslo one winter day the temperature t hours after midnight was T(t) = 2 + 3 sin(πt/12) °C. The '
        'city has about 700000 people. Find the exact average temperature between t = 0 and t = 12.',
        lambda: sp.integrate(T9, (x, 0, 12)) / 12, lambda: quad(T9, 0, 12) / 12, v='i')
b.value('I need ∫₀² 2x/(x² + 1) dx exactly. I got 4/5 somehow. What is it?',
        lambda: sp.integrate(2 * x / (x ** 2 + 1), (x, 0, 2)), lambda: quad(2 * x / (x ** 2 + 1), 0, 2), v='j')
b.value('Evaluate: ∫₀^(π/2) sin²x dx', lambda: sp.integrate(sp.sin(x) ** 2, (x, 0, sp.pi / 2)),
        lambda: quad(sp.sin(x) ** 2, 0, mpmath.pi / 2), v='k')
b.anti('Find ∫ sin³x cos x dx.', lambda: sp.integrate(sp.sin(x) ** 3 * sp.cos(x), x),
       lambda: (lambda u_: (u_ ** 4 / 4).subs(u_, sp.sin(x)))(sp.Symbol('u')), v='k',
       holds=antiderivative_holds(sp.sin(x) ** 3 * sp.cos(x)))
INTEGRALS = b.specs

# ---------------------------------------------------------------- limits

h = sp.Symbol('h')


def mp_limit(f, at, var=x, **kw):
    return mpmath.limit(sp.lambdify(var, f, 'mpmath'), at, **kw)


b = Builder('limits')
b.value('Evaluate the limit of (x² − 9)/(x² − 2x − 3) as x → 3.', lambda: sp.limit((x ** 2 - 9) / (x ** 2 - 2 * x - 3), x, 3),
        lambda: ((x + 3) / (x + 1)).subs(x, 3), v='a')
b.value('lim x->0 of sin(5x)/(3x) ??', lambda: sp.limit(sp.sin(5 * x) / (3 * x), x, 0),
        lambda: mp_limit(sp.sin(5 * x) / (3 * x), 0), v='b')
b.value('My son says the limit of (4x² − x)/(2x² + 7) as x → ∞ is 0. Is he right? What is the limit?',
        lambda: sp.limit((4 * x ** 2 - x) / (2 * x ** 2 + 7), x, sp.oo), lambda: R(4, 2), v='c')
b.value('the limit as x approaches zero of the square root of the quantity x plus four minus two all over x',
        lambda: sp.limit((sp.sqrt(x + 4) - 2) / x, x, 0), lambda: (1 / (sp.sqrt(x + 4) + 2)).subs(x, 0), v='d')
b.value('Find the limit when x goes to 0 of (e^x − 1 − x)/x².', lambda: sp.limit((sp.exp(x) - 1 - x) / x ** 2, x, 0),
        lambda: sp.diff(sp.exp(x) - 1 - x, x, 2).subs(x, 0) / sp.diff(x ** 2, x, 2), v='e')
b.value(r'Evaluate $\displaystyle\lim_{n\to\infty}\left(1 + \dfrac{3}{n}\right)^{2n}$.',
        lambda: sp.limit((1 + 3 / n) ** (2 * n), n, sp.oo), lambda: mpmath.exp(mpmath.limit(
            lambda m: 2 * m * mpmath.log(1 + 3 / m), mpmath.inf)), v='f')
b.value('Question 3 of 8\nFind the limit of (x² − 4)/|x − 2| as x → 2 from the left. Enter a number.',
        lambda: sp.limit((x ** 2 - 4) / sp.Abs(x - 2), x, 2, '-'), lambda: (-(x + 2)).subs(x, 2), v='g')
b.value('Exercise 5A  The number e\n8.  $5000 is invested at 4% p.a. compounded n times a year for 10 years. Find '
        'the exact value of the limit of 5000(1 + 0.04/n)^(10n) as n → ∞.',
        lambda: sp.limit(5000 * (1 + ev('0.04') / n) ** (10 * n), n, sp.oo),
        lambda: 5000 * mpmath.limit(lambda m: (1 + mpmath.mpf('0.04') / m) ** (10 * m), mpmath.inf), v='h')
b.value("Ravi's physics teacher wrote the limit of ((3 + h)³ − 27)/h as h → 0 on the board in room 14. What is its "
        'value?', lambda: sp.limit(((3 + h) ** 3 - 27) / h, h, 0), lambda: sp.diff(x ** 3, x).subs(x, 3), v='i')
b.value('I have the limit of (3x + 1)/√(x² + 5) as x → −∞. I got 3 but the book says something else. What is it?',
        lambda: sp.limit((3 * x + 1) / sp.sqrt(x ** 2 + 5), x, -sp.oo),
        lambda: mpmath.limit(lambda w: (3 * w + 1) / mpmath.sqrt(w * w + 5), -mpmath.inf), v='j')
b.value('Evaluate: lim (x→0) (1 − cos 4x)/x²', lambda: sp.limit((1 - sp.cos(4 * x)) / x ** 2, x, 0),
        lambda: sp.diff(1 - sp.cos(4 * x), x, 2).subs(x, 0) / 2, v='k')
b.value('lim x->1 of ln(x)/(x^2-1) pls i dont get lhopital', lambda: sp.limit(sp.log(x) / (x ** 2 - 1), x, 1),
        lambda: (sp.diff(sp.log(x), x) / sp.diff(x ** 2 - 1, x)).subs(x, 1), v='b')
LIMITS = b.specs

# ---------------------------------------------------------------- graphs

b = Builder('graphs')
b.graph('Graph the line 2x + 3y = 12.', lambda: sp.solve(2 * x + 3 * y - 12, y)[0],
        lambda: 4 * (1 - x / 6), v='a')
b.graph('can u graph y = x^2 - 4x + 3', lambda: x ** 2 - 4 * x + 3, lambda: (x - 1) * (x - 3), v='b')
b.graph('My son has to sketch y = |x + 2| − 3. He drew the V with its corner at (2, −3). Please graph the function '
        'correctly.', lambda: sp.Abs(x + 2) - 3, lambda: sp.Piecewise((-(x + 2) - 3, x < -2), (x + 2 - 3, True)), v='c')
b.graph('graph y equals the square root of the quantity x minus one', lambda: sp.sqrt(x - 1),
        lambda: (x - 1) ** R(1, 2), v='d')
b.graph('Please draw the graph of y = 3·2^x.', lambda: 3 * 2 ** x, lambda: 3 * sp.exp(x * sp.log(2)), v='e')
b.graph(r'Sketch the graph of $y = 50e^{-0.2x}$.', lambda: 50 * sp.exp(-ev('0.2') * x),
        lambda: 50 / sp.exp(x / 5), v='f')
b.graph('Question 10 of 10\nPlot y = 2sin(x − π/4).',
        lambda: sp.Mul(2, sp.sin(sp.Add(x, -sp.pi / 4, evaluate=False), evaluate=False), evaluate=False),
        lambda: sp.sqrt(2) * (sp.sin(x) - sp.cos(x)), v='g')
b.graph('Exercise 4H  Piecewise functions\n2.  Sketch the graph of f(x) = x + 3 for x < 0 and f(x) = 3 − x² for '
        'x ≥ 0.', lambda: [(x + 3, x < 0), (3 - x ** 2, x >= 0)],
        lambda: sp.Piecewise((3 - x ** 2, x >= 0), (x + 3, True)), v='h')
b.graph("Nadia's graphing calculator shows y = x². She wants the same parabola moved 3 units to the left and 5 units "
        'down. Graph the new curve.', lambda: (x + 3) ** 2 - 5, lambda: (x ** 2).subs(x, x + 3) - 5, v='i')
b.graph('I need to graph the parabola with vertex (2, −1) that goes through (4, 7). I tried y = (x − 2)² − 1 but it '
        'misses (4, 7). What should I graph?',
        lambda: (lambda c: c * (x - 2) ** 2 - 1)(sp.solve(sp.Symbol('c') * (4 - 2) ** 2 - 1 - 7, sp.Symbol('c'))[0]),
        lambda: sp.interpolate([(0, 7), (2, -1), (4, 7)], x), v='j')
b.graph('Graph the linear function f(x) = −(3/4)x + 2.', lambda: -R(3, 4) * x + 2,
        lambda: sp.interpolate([(0, 2), (4, -1)], x), v='k')
b.graph('A 200 mg dose of a medicine halves every 6 hours, and Mrs Costa takes it with 250 mL of water. Graph the '
        'amount y (in mg) left after x hours.',
        lambda: sp.Mul(200, sp.Pow(R(1, 2), x / 6, evaluate=False), evaluate=False),
        lambda: 200 * sp.exp(-x * sp.log(2) / 6), v='i')
GRAPHS = b.specs

SPECS = DERIVATIVES + INTEGRALS + LIMITS + GRAPHS
