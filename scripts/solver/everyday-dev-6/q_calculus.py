"""Calculus and graphs: derivatives, integrals, limits, graphs.

Voices, mixed in every category: (a) pasted from online homework systems and quiz apps, (b) recognised from a
photo of a printed worksheet (OCR), (c) terse requests, (d) teachers, tutors and parents, and real-life stories.
"""
from __future__ import annotations

import mpmath
import sympy as sp
from sympy.geometry import Line, Point

from common import Builder, R, parse, x, y, t

h = sp.Symbol('h')
SAMPLE_X = [mpmath.mpf('0.37'), mpmath.mpf('1.21'), mpmath.mpf('2.63')]


def difference_quotient(f):
    """The derivative as the limit of (f(x + h) - f(x))/h."""
    return sp.limit((f.subs(x, x + h) - f) / h, h, 0)


def matches_numeric_derivative(f, var=x, points=SAMPLE_X):
    """holds: the written derivative agrees with mpmath.diff of f at sample points."""
    fn = sp.lambdify(var, f, modules='mpmath')

    def test(ans: str) -> bool:
        g = sp.lambdify(sp.Symbol(var.name), parse(ans), modules='mpmath')
        return all(abs(g(p) - mpmath.diff(fn, p)) < mpmath.mpf(10) ** -30 for p in points)
    return test


def differentiates_to(f, var=x, points=SAMPLE_X):
    """holds: the written antiderivative, differentiated numerically, gives the integrand."""
    fn = sp.lambdify(var, f, modules='mpmath')

    def test(ans: str) -> bool:
        g = sp.lambdify(sp.Symbol(var.name), parse(ans), modules='mpmath')
        return all(abs(mpmath.diff(g, p) - fn(p)) < mpmath.mpf(10) ** -30 for p in points)
    return test


def quad(f, lo, hi, var=x):
    return mpmath.quad(sp.lambdify(var, f, modules='mpmath'), [lo, hi])


# ---------------------------------------------------------------- derivatives

def derivatives(b: Builder) -> None:
    def d(problem, f, tidy=lambda e: e, **kw):
        b.expr(problem, lambda: tidy(sp.diff(f, x)), lambda: difference_quotient(f),
               holds=matches_numeric_derivative(f), **kw)

    d('Find f′(x) if f(x) = 4x³ − 5x² + 7x − 2.', 4 * x ** 3 - 5 * x ** 2 + 7 * x - 2)
    d('Differentiate y = x² sin x.\n(Type an exact answer.)', x ** 2 * sp.sin(x))
    d('Find dy/dx for y = ln(3x² + 1).\nQuestion 5 of 18', sp.log(3 * x ** 2 + 1))
    d('2.\nDifferentiate with respect to x:\ny = (2x + 1)^5', (2 * x + 1) ** 5)
    d('6)   Find dy/dx when  y = e^(3x) / x', sp.exp(3 * x) / x, tidy=sp.factor)
    b.value('Q 11\nFind the gradient of the curve y = x3 - 4x at the point\nwhere x = 2.',
            lambda: sp.diff(x ** 3 - 4 * x, x).subs(x, 2),
            lambda: mpmath.diff(lambda v: v ** 3 - 4 * v, 2))
    d('d/dx x^2 e^(-x)', x ** 2 * sp.exp(-x))
    d('d/dx arctan(2x)', sp.atan(2 * x))
    b.value("y = sqrt(x^2+9), y'(4)?",
            lambda: sp.diff(sp.sqrt(x ** 2 + 9), x).subs(x, 4),
            lambda: mpmath.diff(lambda v: mpmath.sqrt(v ** 2 + 9), 4))
    b.expr('For tomorrow\'s quiz I need the second derivative of f(x) = x⁴ − 3x² + 2x. What is f″(x)?',
           lambda: sp.expand(sp.diff(x ** 4 - 3 * x ** 2 + 2 * x, x, 2)),
           lambda: sp.limit(((x + h) ** 4 - 3 * (x + h) ** 2 + 2 * (x + h) - 2 * (x ** 4 - 3 * x ** 2 + 2 * x)
                             + (x - h) ** 4 - 3 * (x - h) ** 2 + 2 * (x - h)) / h ** 2, h, 0))
    b.value('In our physics lab a ball\'s height is h(t) = −4.9t² + 19.6t + 2 metres. What is its velocity, '
            'in m/s, at t = 1.5 s?',
            lambda: sp.diff(-R('4.9') * t ** 2 + R('19.6') * t + 2, t).subs(t, R('1.5')),
            lambda: mpmath.diff(lambda v: -mpmath.mpf('4.9') * v ** 2 + mpmath.mpf('19.6') * v + 2,
                                mpmath.mpf('1.5')), style='decimal')
    b.expr('My students keep getting this wrong: find dy/dx for x² + xy + y² = 7 using implicit '
           'differentiation.',
           lambda: sp.idiff(x ** 2 + x * y + y ** 2 - 7, y, x),
           lambda: -sp.diff(x ** 2 + x * y + y ** 2 - 7, x) / sp.diff(x ** 2 + x * y + y ** 2 - 7, y))


# ---------------------------------------------------------------- integrals

def integrals(b: Builder) -> None:
    def anti(problem, f, var=x, tidy=lambda e: e):
        b.anti(problem, lambda: tidy(sp.integrate(f, var)), lambda: sp.Integral(f, var), var=var.name,
               holds=differentiates_to(f, var))

    def definite(problem, f, lo, hi, var=x, scale=1):
        b.value(problem, lambda: scale * sp.integrate(f, (var, lo, hi)),
                lambda: scale * quad(f, sp.N(lo, 50), sp.N(hi, 50), var))

    anti('Evaluate the indefinite integral ∫ (6x² − 4x + 3) dx.\n(Use C as the arbitrary constant.)',
         6 * x ** 2 - 4 * x + 3)
    definite('Evaluate the definite integral ∫₁³ (2x + 1) dx.\nPoints: 1', 2 * x + 1, 1, 3)
    anti('Find ∫ x e^x dx.\n(Type an exact answer. Use C as the arbitrary constant.)', x * sp.exp(x))
    anti('3.\nIntegrate   ∫ cos(3x) dx', sp.cos(3 * x))
    definite('8)  Evaluate  ∫ from 0 to 2 of (x^3 - x) dx', x ** 3 - x, 0, 2)
    b.value('Q 10\nFind the area enclosed between the curves\ny = x2 and y = 2x',
            lambda: sp.integrate(2 * x - x ** 2, (x, *sorted(sp.solve(x ** 2 - 2 * x, x)))),
            lambda: mpmath.quad(lambda v: abs(2 * v - v ** 2), [0, 2]))
    definite('int_0^pi sin x dx', sp.sin(x), 0, sp.pi)
    anti('∫ 1/(x^2+4) dx', 1 / (x ** 2 + 4))
    anti('int t^2 sqrt(t^3+1) dt', t ** 2 * sp.sqrt(t ** 3 + 1), var=t, tidy=sp.factor_terms)
    definite('I\'m making an answer key: what is the average value of f(x) = x² on the interval [0, 3]?',
             x ** 2, 0, 3, scale=R(1, 3))
    definite('In the lab a cart moves with velocity v(t) = 3t² − 2t m/s. What is its displacement, in metres, '
             'between t = 0 and t = 4 s?', 3 * t ** 2 - 2 * t, 0, 4, var=t)
    definite('My students keep getting this wrong: ∫₀^{π/2} sin²x dx. What is the exact value?',
             sp.sin(x) ** 2, 0, sp.pi / 2)


# ---------------------------------------------------------------- limits

def limits(b: Builder) -> None:
    n_ = sp.Symbol('n', positive=True)
    b.value('Evaluate lim_{x→3} (x² − 9)/(x − 3).',
            lambda: sp.limit((x ** 2 - 9) / (x - 3), x, 3),
            lambda: sp.cancel((x ** 2 - 9) / (x - 3)).subs(x, 3))
    b.value('Find lim_{x→∞} (3x² − 2x)/(5x² + 1).\nEnter a reduced fraction. Enter DNE if the limit does not '
            'exist.',
            lambda: sp.limit((3 * x ** 2 - 2 * x) / (5 * x ** 2 + 1), x, sp.oo),
            lambda: R(sp.Poly(3 * x ** 2 - 2 * x, x).LC(), sp.Poly(5 * x ** 2 + 1, x).LC()))
    b.value(r'$\lim_{x \to 0} \frac{\sin(5x)}{x}$' + '\nType an exact answer.',
            lambda: sp.limit(sp.sin(5 * x) / x, x, 0),
            lambda: mpmath.limit(lambda v: mpmath.sin(5 * v) / v, 0))
    b.value('5.\nFind   lim    (√(x + 4) − 2)/x\n       x→0',
            lambda: sp.limit((sp.sqrt(x + 4) - 2) / x, x, 0),
            lambda: (1 / (sp.sqrt(x + 4) + 2)).subs(x, 0))  # rationalised
    b.value('9)  Evaluate   lim (1 + 2/n)^n   as n → ∞',
            lambda: sp.limit((1 + 2 / n_) ** n_, n_, sp.oo),
            lambda: mpmath.limit(lambda v: (1 + 2 / v) ** v, mpmath.inf))
    b.value('Q 2\nlim x->2 of (x3 - 8)/(x - 2)',
            lambda: sp.limit((x ** 3 - 8) / (x - 2), x, 2),
            lambda: (sp.diff(x ** 3 - 8, x) / sp.diff(x - 2, x)).subs(x, 2))  # L'Hopital
    b.value('lim x->0 (e^x - 1 - x)/x^2',
            lambda: sp.limit((sp.exp(x) - 1 - x) / x ** 2, x, 0),
            lambda: (sp.diff(sp.exp(x) - 1 - x, x, 2) / sp.diff(x ** 2, x, 2)).subs(x, 0))  # L'Hopital twice
    b.value('lim x->0+ x ln x',
            lambda: sp.limit(x * sp.log(x), x, 0, '+'),
            lambda: mpmath.mpf(10) ** -40 * mpmath.log(mpmath.mpf(10) ** -40))
    b.value('lim x->inf sqrt(x^2+3x) - x',
            lambda: sp.limit(sp.sqrt(x ** 2 + 3 * x) - x, x, sp.oo),
            lambda: (3 / (sp.sqrt(1 + 3 * h) + 1)).subs(h, 0))  # rationalised, h = 1/x
    b.value('My students keep getting this wrong: what is the limit as x → 1 of (x² + 2x − 3)/(x² − 1)?',
            lambda: sp.limit((x ** 2 + 2 * x - 3) / (x ** 2 - 1), x, 1),
            lambda: sp.cancel((x ** 2 + 2 * x - 3) / (x ** 2 - 1)).subs(x, 1))
    b.value('For tomorrow\'s quiz: what is the limit of f(x) = |x − 2|/(x − 2) as x approaches 2 from the left?',
            lambda: sp.limit(sp.Abs(x - 2) / (x - 2), x, 2, '-'),
            lambda: next(iter({abs(-R(1, 10 ** j)) / (-R(1, 10 ** j)) for j in range(1, 20)})))
    b.value('In our lab a cooling tank\'s temperature follows T(t) = 20 + 60e^(−0.1t) °C. What temperature does '
            'it approach in the long run, as t → ∞?',
            lambda: sp.limit(20 + 60 * sp.exp(-R(1, 10) * t), t, sp.oo),
            lambda: 20 + 60 * mpmath.exp(-mpmath.mpf(10) ** 4))


# ---------------------------------------------------------------- graphs

def through_points(points):
    return sp.interpolate([(sp.Rational(px), sp.Rational(py)) for px, py in points], x)


def graphs(b: Builder) -> None:
    Y = sp.Symbol('Y')

    def solved(equation):
        (sol,) = sp.solve(equation, Y)
        return sol

    b.graph('Graph the line y = −(1/2)x + 4.\nUse the graphing tool to graph the line.',
            lambda: solved(sp.Eq(Y, -R(1, 2) * x + 4)),
            lambda: through_points([(0, 4), (8, 0)]))
    b.graph('Graph the parabola y = (x − 2)² − 1.\nPoints: 2',
            lambda: solved(sp.Eq(Y, (x - 2) ** 2 - 1)),
            lambda: through_points([(2, -1), (1, 0), (3, 0)]))  # vertex and x-intercepts
    b.graph('Graph the equation 2x − 3y = 6 by first solving for y.\nCheck answer',
            lambda: solved(2 * x - 3 * Y - 6),
            lambda: through_points([(3, 0), (0, -2)]))  # the intercepts
    b.graph('4.\nDraw the graph of y = x2 - 4x + 3\nfor -1 ≤ x ≤ 5.',
            lambda: solved(sp.Eq(Y, x ** 2 - 4 * x + 3)),
            lambda: (x - 1) * (x - 3))
    b.graph('8)   Sketch   y = 2^x',
            lambda: solved(sp.Eq(Y, 2 ** x)),
            lambda: sp.exp(x * sp.log(2)))
    b.graph('Q 12\nPlot the graph of  y = |x - 1| + 2',
            lambda: solved(sp.Eq(Y, sp.Abs(x - 1) + 2)),
            lambda: sp.Piecewise((3 - x, x < 1), (x + 1, True)))
    b.graph('graph y=sin(2x)',
            lambda: solved(sp.Eq(Y, sp.sin(2 * x))),
            lambda: 2 * sp.sin(x) * sp.cos(x))
    b.graph('plot y = x^3 - 3x',
            lambda: solved(sp.Eq(Y, x ** 3 - 3 * x)),
            lambda: x * (x - sp.sqrt(3)) * (x + sp.sqrt(3)))
    b.graph('graph f(x) = 1/(x-2)',
            lambda: solved(sp.Eq(Y, 1 / (x - 2))),
            lambda: sp.Pow(x - 2, -1))
    b.graph('For tomorrow\'s lesson I want the class to see the graph of the line through (0, 1) and (4, 9). '
            'Can you graph it?',
            lambda: solved(Line(Point(0, 1), Point(4, 9)).equation(x, Y)),
            lambda: through_points([(0, 1), (4, 9)]))
    b.graph('Can you graph my phone plan\'s monthly cost? It is $25 for up to 2 GB and then $10 for each extra '
            'GB beyond 2 (x = GB used, y = cost in dollars).',
            lambda: [(sp.Integer(25), x <= 2), (25 + 10 * (x - 2), x > 2)],
            lambda: sp.Piecewise((25, x <= 2), (10 * x + 5, True)))
    b.graph('Please plot the height of a ball thrown up in our physics lab, h = 20t − 5t² metres, with t along '
            'the x-axis and h along the y-axis.',
            lambda: solved(sp.Eq(Y, (20 * t - 5 * t ** 2).subs(t, x))),
            lambda: 5 * x * (4 - x))


SECTIONS = [derivatives, integrals, limits, graphs]
