"""Held-out set 3: derivatives, integrals, limits, graphs."""
import math
from fractions import Fraction

import mpmath
import sympy as sp

from common import R, dec, parse

x, y, t, h = sp.symbols('x y t h')
STYLE = {}


def _quotient(f, var=x):
    """The check for a derivative: the limit of the difference quotient."""
    return sp.limit((f.subs(var, var + h) - f) / h, h, 0)


def _numeric_derivative_matches(f, var=x, points=(R(3, 10), R(7, 5), R(23, 10))):
    """A holds test: the written derivative agrees with mpmath.diff of f at a few points."""
    g = sp.lambdify(var, f, modules='mpmath')

    def test(answer: str) -> bool:
        d = parse(answer)
        return all(abs(complex(sp.N(d.subs(var, p), 30)) - complex(mpmath.diff(g, mpmath.mpf(p.p) / p.q))) < 1e-20
                   for p in points)
    return test


def _antiderivative_matches(integrand, var=x, points=(R(3, 10), R(7, 5), R(23, 10))):
    """A holds test: the written antiderivative, differentiated numerically, gives the integrand."""
    def test(answer: str) -> bool:
        F = sp.lambdify(sp.Symbol(str(var)), parse(answer), modules='mpmath')
        return all(abs(complex(mpmath.diff(F, mpmath.mpf(p.p) / p.q)) - complex(sp.N(integrand.subs(var, p), 30))) < 1e-20
                   for p in points)
    return test


def derivatives(b):
    f1 = 4 * x ** 3 - 5 * x ** 2 + 7 * x - 2
    b.expr('Differentiate f(x) = 4x³ − 5x² + 7x − 2.', lambda: sp.diff(f1, x), lambda: _quotient(f1),
           holds=_numeric_derivative_matches(f1))
    f2 = x ** 2 * sp.sin(x)
    b.expr('d/dx x^2 sin x', lambda: sp.diff(f2, x), lambda: 2 * x * sp.sin(x) + x ** 2 * sp.cos(x),
           holds=_numeric_derivative_matches(f2))
    f3 = (3 * x - 1) / (x ** 2 + 1)
    b.expr(r'Find $\frac{dy}{dx}$ if $y = \frac{3x - 1}{x^2 + 1}$.', lambda: sp.factor(sp.diff(f3, x)),
           lambda: (3 * (x ** 2 + 1) - (3 * x - 1) * 2 * x) / (x ** 2 + 1) ** 2,
           holds=_numeric_derivative_matches(f3))
    f4 = sp.sqrt(4 * x ** 2 + 1)
    b.expr('Find f′(x) for f(x) = √(4x² + 1).', lambda: sp.diff(f4, x),
           lambda: R(1, 2) * (4 * x ** 2 + 1) ** R(-1, 2) * 8 * x, holds=_numeric_derivative_matches(f4))
    f5 = sp.log(5 * x ** 2 + 3)
    b.expr('Question 3 of 10\nFind the derivative of y = ln(5x^2 + 3).\nSubmit', lambda: sp.diff(f5, x),
           lambda: _quotient(f5), holds=_numeric_derivative_matches(f5))
    f6 = x ** 4 - 3 * x ** 2 + 2 * x
    b.expr('9.\nFind the second derivative of\ny = x4 - 3x2 + 2x', lambda: sp.diff(f6, x, 2),
           lambda: _quotient(_quotient(f6)))
    ht = 2 + dec('19.6') * t - dec('4.9') * t ** 2
    b.value('In the physics lab a ball is thrown up and its height is h(t) = 2 + 19.6t − 4.9t² metres. What is '
            'its velocity in m/s at t = 1.5 s?',
            lambda: sp.diff(ht, t).subs(t, dec('1.5')),
            lambda: mpmath.diff(lambda s: 2 + mpmath.mpf('19.6') * s - mpmath.mpf('4.9') * s ** 2, mpmath.mpf('1.5')),
            style='decimal')
    f8 = x ** 3 - 2 * x
    b.expr('Find the equation of the tangent line to y = x³ − 2x at x = 2. Please give it as y = mx + b so I '
           'can check my son\'s work.',
           lambda: sp.expand(sp.diff(f8, x).subs(x, 2) * (x - 2) + f8.subs(x, 2)),
           lambda: (lambda m, y0: m * (x - 2) + y0)(mpmath.diff(lambda s: s ** 3 - 2 * s, 2), 2 ** 3 - 4))
    f9 = sp.exp(3 * x) * sp.cos(x)
    b.expr('what is the derivative of e to the power three x all times cos x', lambda: sp.diff(f9, x),
           lambda: 3 * sp.exp(3 * x) * sp.cos(x) - sp.exp(3 * x) * sp.sin(x), holds=_numeric_derivative_matches(f9))
    F10 = x ** 2 + y ** 2 - 25
    b.expr('Find dy/dx when x² + y² = 25 (use implicit differentiation).', lambda: sp.idiff(F10, y, x),
           lambda: -sp.diff(F10, x) / sp.diff(F10, y))
    f11 = sp.tan(3 * x)
    b.expr('derivitive of tan(3x) ??', lambda: sp.diff(f11, x), lambda: 3 / sp.cos(3 * x) ** 2,
           holds=_numeric_derivative_matches(f11))
    f12 = x ** 3 - 6 * x ** 2 + 9 * x + 1
    b.value('Find the x-values of the critical points of f(x) = x³ − 6x² + 9x + 1.',
            lambda: sp.solveset(sp.diff(f12, x), x, sp.S.Reals),
            lambda: [v for v in range(-20, 21) if 3 * v * v - 12 * v + 9 == 0])


def _quad(f, lo, hi, var=x):
    g = sp.lambdify(var, f, modules='mpmath')
    return mpmath.quad(g, [lo, hi])


def integrals(b):
    g1 = 6 * t ** 2 - 4 * t + 3
    b.anti('Find ∫ (6t² − 4t + 3) dt.', lambda: sp.integrate(g1, t), lambda: sp.Integral(g1, t), var='t',
           holds=_antiderivative_matches(g1, t))
    b.value('int_0^2 (3x^2+1) dx', lambda: sp.integrate(3 * x ** 2 + 1, (x, 0, 2)), lambda: _quad(3 * x ** 2 + 1, 0, 2))
    b.value(r'Evaluate $\int_{1}^{e} \frac{2}{x}\,dx$.', lambda: sp.integrate(2 / x, (x, 1, sp.E)),
            lambda: _quad(2 / x, 1, mpmath.e))
    g4 = x * sp.exp(x ** 2)
    b.anti('∫ x·e^(x²) dx', lambda: sp.integrate(g4, x), lambda: sp.Integral(g4, x), holds=_antiderivative_matches(g4))
    b.value('Question 7 of 10\nFind the area of the region bounded by y = x² and y = 4.\nSubmit',
            lambda: sp.integrate(4 - x ** 2, (x, -2, 2)), lambda: _quad(4 - x ** 2, -2, 2))
    b.value('2.\nEvaluate\n  4\n  ∫ (2x + 1) dx\n  1', lambda: sp.integrate(2 * x + 1, (x, 1, 4)),
            lambda: _quad(2 * x + 1, 1, 4))
    b.value("A car's velocity is v(t) = 3t² + 2t m/s. How far does it travel from t = 0 to t = 4 seconds, in "
            'metres?', lambda: sp.integrate(3 * t ** 2 + 2 * t, (t, 0, 4)), lambda: _quad(3 * t ** 2 + 2 * t, 0, 4, t))
    g8 = x * sp.cos(x)
    b.anti("Integrate x cos x dx (by parts) - what's the answer key?", lambda: sp.integrate(g8, x),
           lambda: sp.Integral(g8, x), holds=_antiderivative_matches(g8))
    b.value('integral from zero to one of e to the two x dx exact answer',
            lambda: sp.integrate(sp.exp(2 * x), (x, 0, 1)), lambda: _quad(sp.exp(2 * x), 0, 1))
    g10 = 1 / (2 * x + 3)
    b.anti('Please find the integral of 1 over (2x + 3) with respect to x.', lambda: sp.integrate(g10, x),
           lambda: sp.Integral(g10, x), holds=_antiderivative_matches(g10))
    g11 = sp.sin(x) ** 2
    b.anti('integral of sin^2 x dx??', lambda: sp.integrate(g11, x), lambda: sp.Integral(g11, x),
           holds=_antiderivative_matches(g11))
    b.value('Find the area of the region enclosed by y = 2x and y = x².',
            lambda: sp.integrate(2 * x - x ** 2, (x, *sorted(sp.solve(2 * x - x ** 2, x)))),
            lambda: _quad(2 * x - x ** 2, mpmath.findroot(lambda v: 2 * v - v * v, -0.3),
                          mpmath.findroot(lambda v: 2 * v - v * v, 2.4)))


def limits(b):
    b.value('Find lim_{x→3} (x² − 9)/(x − 3).', lambda: sp.limit((x ** 2 - 9) / (x - 3), x, 3),
            lambda: sp.cancel((x ** 2 - 9) / (x - 3)).subs(x, 3))
    b.value('lim x->inf (3x^2 - x)/(5x^2 + 2)', lambda: sp.limit((3 * x ** 2 - x) / (5 * x ** 2 + 2), x, sp.oo),
            lambda: Fraction(3, 5))
    b.value(r'$\lim_{x \to 0} \frac{\sin 5x}{x}$', lambda: sp.limit(sp.sin(5 * x) / x, x, 0),
            lambda: mpmath.limit(lambda v: mpmath.sin(5 * v) / v, 0))
    b.value('lim_{x→4} (√x − 2)/(x − 4)', lambda: sp.limit((sp.sqrt(x) - 2) / (x - 4), x, 4),
            lambda: (1 / (sp.sqrt(x) + 2)).subs(x, 4))
    b.value('Question 2 of 8\nFind the limit: lim as x approaches 2 of (x^3 - 8)/(x - 2). Enter DNE if the limit '
            'does not exist.\nSubmit', lambda: sp.limit((x ** 3 - 8) / (x - 2), x, 2),
            lambda: (x ** 2 + 2 * x + 4).subs(x, 2))
    b.value('6.\nlim  (1 + 2/x)^x\nx→∞', lambda: sp.limit((1 + 2 / x) ** x, x, sp.oo),
            lambda: mpmath.limit(lambda v: (1 + 2 / v) ** v, mpmath.inf))
    b.value('A population model in biology class is P(t) = 500t/(t + 4). What value does the population '
            'approach as t grows without bound?', lambda: sp.limit(500 * t / (t + 4), t, sp.oo),
            lambda: Fraction(500, 1))
    b.value('lim_{x→0} (1 − cos x)/x². My students keep getting 0, what is the right answer?',
            lambda: sp.limit((1 - sp.cos(x)) / x ** 2, x, 0),
            lambda: (sp.diff(1 - sp.cos(x), x, 2) / sp.diff(x ** 2, x, 2)).subs(x, 0))
    b.value('limit as x goes to five of x squared minus two x plus three',
            lambda: sp.limit(x ** 2 - 2 * x + 3, x, 5), lambda: 5 * 5 - 2 * 5 + 3)
    b.value('What is the limit of (e^x − 1)/x when x is going to 0?', lambda: sp.limit((sp.exp(x) - 1) / x, x, 0),
            lambda: (sp.diff(sp.exp(x) - 1, x) / sp.diff(x, x)).subs(x, 0))
    b.value('lim x->0 of (sqrt(x+9) - 3)/x  ??', lambda: sp.limit((sp.sqrt(x + 9) - 3) / x, x, 0),
            lambda: (1 / (sp.sqrt(x + 9) + 3)).subs(x, 0))
    b.text('Find lim_{x→0} |x|/x, or write DNE if the limit does not exist.',
           lambda: 'DNE' if sp.limit(sp.Abs(x) / x, x, 0, '+') != sp.limit(sp.Abs(x) / x, x, 0, '-')
           else str(sp.limit(sp.Abs(x) / x, x, 0)),
           lambda: 'DNE' if abs(1e-30) / 1e-30 != abs(-1e-30) / -1e-30 else 'exists')


def graphs(b):
    b.graph('Graph the line y = −2x + 5.', lambda: -2 * x + 5,
            lambda: sp.interpolate([(0, 5), (R(5, 2), 0)], x))
    b.graph('graph y=x^2-4x+3', lambda: x ** 2 - 4 * x + 3, lambda: (x - 1) * (x - 3))
    b.graph(r'Sketch the graph of $y = \frac{1}{2}x - 3$.', lambda: R(1, 2) * x - 3,
            lambda: sp.interpolate([(0, -3), (6, 0)], x))
    b.graph('Graph y = √(x + 4).', lambda: sp.sqrt(x + 4),
            lambda: next(r for r in sp.solve(sp.Eq(x, y ** 2 - 4), y) if r.subs(x, 5) > 0))
    b.graph('Question 5 of 10\nUse the graphing tool to graph the line through the points (−1, −4) and (2, 5).\n'
            'Submit', lambda: sp.solve(sp.geometry.Line(sp.Point(-1, -4), sp.Point(2, 5)).equation(x, y), y)[0],
            lambda: Fraction(5 + 4, 2 + 1) * (x + 1) - 4)
    b.graph('3.\nDraw the graph of\n  y = x3 - 3x', lambda: x ** 3 - 3 * x,
            lambda: x * (x - sp.sqrt(3)) * (x + sp.sqrt(3)))
    b.graph('A gym charges a $40 joining fee and $25 per month. Graph the total cost y after x months.',
            lambda: 40 + 25 * x, lambda: sp.interpolate([(0, 40), (1, 65), (2, 90)], x))
    b.graph('For tomorrow I need the graph of the piecewise function f(x) = x + 2 for x < 1 and f(x) = 3 for '
            'x ≥ 1.', lambda: [(x + 2, x < 1), (sp.Integer(3), x >= 1)],
            lambda: sp.Piecewise((x + 2, x < 1), (3, True)))
    b.graph('graph y equals the absolute value of the quantity x minus three', lambda: sp.Abs(x - 3),
            lambda: sp.sqrt((x - 3) ** 2))
    b.graph('Please draw the graph of the parabola which has its vertex at (2, −1) and goes through the point '
            '(0, 7).', lambda: (lambda a_: a_ * (x - 2) ** 2 - 1)(sp.solve(sp.Symbol('a') * 4 - 1 - 7, sp.Symbol('a'))[0]),
            lambda: sp.interpolate([(0, 7), (2, -1), (4, 7)], x))
    b.graph('graph y = 2^x + 1 pls', lambda: 2 ** x + 1, lambda: sp.exp(x * sp.log(2)) + 1)
    b.graph('Graph y = 3 sin x for 0 ≤ x ≤ 2π.', lambda: 3 * sp.sin(x), lambda: 6 * sp.sin(x / 2) * sp.cos(x / 2))


SECTIONS = [derivatives, integrals, limits, graphs]
