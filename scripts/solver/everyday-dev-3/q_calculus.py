"""Calculus: derivatives, integrals, limits, graphs."""
from __future__ import annotations

from fractions import Fraction

import mpmath
import sympy as sp

from common import R, parse, x, y, t, n

h = sp.Symbol('h')
POINTS = [sp.Rational(7, 10), sp.Rational(13, 10), sp.Rational(23, 10)]


# ---------------------------------------------------------------- derivatives

def quotient_derivative(f, var=x, order=1):
    """The check: the limit of the difference quotient, applied `order` times."""
    g = f
    for _ in range(order):
        g = sp.limit((g.subs(var, var + h) - g) / h, h, 0)
    return g


def numeric_derivative_holds(f, var=x, order=1):
    """holds: the written derivative agrees with mpmath's numerical derivative at a few points."""
    fn = sp.lambdify(var, f, modules='mpmath')

    def test(answer):
        g = parse(answer).subs(sp.Symbol(str(var)), var)
        for p in POINTS:
            want = mpmath.diff(fn, mpmath.mpf(p.p) / p.q, order)
            got = sp.N(g.subs(var, p), 40)
            if abs(complex(got) - complex(want)) > 1e-20 * max(1, abs(complex(want))):
                return False
        return True
    return test


def deriv(b, problem, f, var=x, order=1, check=None):
    b.expr(problem, lambda: sp.simplify(sp.diff(f, var, order)), check or (lambda: quotient_derivative(f, var, order)),
           holds=numeric_derivative_holds(f, var, order))


def deriv_at(b, problem, f, point, var=x, order=1):
    b.value(problem, lambda: sp.simplify(sp.diff(f, var, order).subs(var, point)),
            lambda: mpmath.diff(sp.lambdify(var, f, modules='mpmath'), mpmath.mpf(sp.Rational(point).p) / sp.Rational(point).q, order))


def derivatives(b):
    deriv(b, 'd/dx (x^3 + 2x^2 − 5x + 1)', x ** 3 + 2 * x ** 2 - 5 * x + 1)
    deriv(b, 'Find dy/dx if y = sin(3x).', sp.sin(3 * x))
    deriv(b, "f(x) = x²eˣ. What is f'(x)?", x ** 2 * sp.exp(x))
    deriv(b, r'$\frac{d}{dx} \ln(x^2 + 1)$', sp.log(x ** 2 + 1))
    deriv(b, 'find the second derivative of x^4 - 3x^2', x ** 4 - 3 * x ** 2, order=2)
    deriv_at(b, "If f(x) = x³ − 4x, find f'(2).", x ** 3 - 4 * x, 2)
    deriv(b, 'differentiate (2x + 1)/(x − 3)', (2 * x + 1) / (x - 3))
    deriv(b, 'What is the derivative of √x + 1/x?', sp.sqrt(x) + 1 / x)
    deriv(b, r'y = cos(2x). Find $\frac{d^2y}{dx^2}$.', sp.cos(2 * x), order=2)
    deriv_at(b, 'Find the slope of the tangent line to y = x² − 3x at x = 4.', x ** 2 - 3 * x, 4)
    deriv(b, r'Differentiate $e^{-x^2}$ with respect to x.', sp.exp(-x ** 2))
    deriv(b, "y = (3x² − 1)⁵, find y'", (3 * x ** 2 - 1) ** 5)
    deriv(b, 'd/dt (t^3 ln t)', t ** 3 * sp.log(t), var=t)
    deriv(b, 'what is the third derivative of sin x', sp.sin(x), order=3)
    deriv_at(b, "f(x) = arctan(x). Evaluate f'(1).", sp.atan(x), 1)
    b.expr('Use implicit differentiation to find dy/dx for x² + y² = 25.', lambda: sp.idiff(x ** 2 + y ** 2 - 25, y, x),
           lambda: -sp.diff(x ** 2 + y ** 2 - 25, x) / sp.diff(x ** 2 + y ** 2 - 25, y))
    deriv_at(b, 'The position of a particle is s(t) = t³ − 6t² + 9t meters after t seconds. What is its velocity at t = 5 s (in m/s)?',
             t ** 3 - 6 * t ** 2 + 9 * t, 5, var=t)


# ---------------------------------------------------------------- integrals

def antiderivative_holds(f, var=x):
    """holds: the numerical derivative of the written antiderivative is the integrand at a few points."""
    fn = sp.lambdify(var, f, modules='mpmath')

    def test(answer):
        g = parse(answer).subs(sp.Symbol(str(var)), var)
        gn = sp.lambdify(var, g, modules='mpmath')
        for p in POINTS:
            pt = mpmath.mpf(p.p) / p.q
            if abs(mpmath.diff(gn, pt) - fn(pt)) > 1e-20 * max(1, abs(fn(pt))):
                return False
        return True
    return test


def anti(b, problem, f, var=x):
    b.anti(problem, lambda: sp.integrate(f, var, manual=True), lambda: sp.Integral(f, var), var=str(var),
           holds=antiderivative_holds(f, var))


def definite(b, problem, f, lo, hi, var=x):
    def numeric():
        fn = sp.lambdify(var, f, modules='mpmath')
        ends = [mpmath.inf if e == sp.oo else mpmath.mpf(str(sp.N(e, 70))) for e in map(sp.sympify, (lo, hi))]
        kinks = [mpmath.mpf(0)] if f.has(sp.Abs) and ends[0] < 0 < ends[1] else []
        return mpmath.quad(fn, [ends[0], *kinks, ends[1]])
    b.value(problem, lambda: sp.integrate(f, (var, lo, hi)), numeric)


def integrals(b):
    anti(b, 'integrate (3x^2 + 2x) dx', 3 * x ** 2 + 2 * x)
    definite(b, r'Evaluate $\int_0^1 x^2\,dx$', x ** 2, 0, 1)
    definite(b, 'integral of cos(x) from 0 to pi/2', sp.cos(x), 0, sp.pi / 2)
    anti(b, '∫ e^(2x) dx', sp.exp(2 * x))
    definite(b, r'\int_1^e \frac{1}{x} dx', 1 / x, 1, sp.E)
    anti(b, 'Find ∫ x eˣ dx (integration by parts).', x * sp.exp(x))
    definite(b, '∫₀² (4 − x²) dx', 4 - x ** 2, 0, 2)
    anti(b, 'What is the antiderivative of sec²(x)?', sp.sec(x) ** 2)
    anti(b, r'Compute $\int \frac{2x}{x^2+1}\,dx$', 2 * x / (x ** 2 + 1))
    definite(b, 'Find the area under the curve y = √x from x = 0 to x = 4.', sp.sqrt(x), 0, 4)
    anti(b, 'integrate sin(3x) with respect to x', sp.sin(3 * x))
    definite(b, r'Evaluate $\int_{-1}^{2} |x|\,dx$', sp.Abs(x), -1, 2)
    anti(b, 'indefinite integral of (x + 1)^4', (x + 1) ** 4)
    definite(b, r'$\int_0^\infty e^{-x}\,dx$', sp.exp(-x), 0, sp.oo)
    anti(b, 'can someone help me integrate x sin(x) dx', x * sp.sin(x))
    definite(b, 'Evaluate the definite integral of 1/(1 + x²) from 0 to 1.', 1 / (1 + x ** 2), 0, 1)
    anti(b, '∫ (6t² − 4t + 3) dt', 6 * t ** 2 - 4 * t + 3, var=t)


# ---------------------------------------------------------------- limits

def numeric_limit(f, point, var=x, direction=None):
    fn = sp.lambdify(var, f, modules='mpmath')
    if point == sp.oo:
        return mpmath.limit(fn, mpmath.inf)
    p = mpmath.mpf(sp.Rational(point).p) / sp.Rational(point).q
    if direction == '+':
        return fn(p + mpmath.mpf(10) ** -40)
    left, right = mpmath.limit(fn, p, direction=-1), mpmath.limit(fn, p, direction=1)
    assert abs(left - right) < mpmath.mpf(10) ** -20, (left, right)
    return right


def lim(b, problem, f, point, var=x, direction=None):
    def compute():
        if direction:
            return sp.limit(f, var, point, dir=direction)
        return sp.limit(f, var, point, dir='+-') if point != sp.oo else sp.limit(f, var, point)
    b.value(problem, compute, lambda: numeric_limit(f, point, var, direction))


def limits(b):
    lim(b, 'lim x→2 (x² − 4)/(x − 2)', (x ** 2 - 4) / (x - 2), 2)
    lim(b, r'$\lim_{x \to 0} \frac{\sin x}{x}$', sp.sin(x) / x, 0)
    lim(b, 'Find the limit as x approaches infinity of (3x^2 + 1)/(2x^2 − 5).', (3 * x ** 2 + 1) / (2 * x ** 2 - 5), sp.oo)
    lim(b, r'Evaluate $\lim_{x\to 0}\frac{1-\cos x}{x^2}$', (1 - sp.cos(x)) / x ** 2, 0)
    lim(b, 'lim x->0 (e^x - 1)/x', (sp.exp(x) - 1) / x, 0)
    lim(b, 'What is the limit of (1 + 1/n)^n as n → ∞?', (1 + 1 / n) ** n, sp.oo, var=n)
    lim(b, 'Evaluate lim_(x→∞) (√(x² + x) − x)', sp.sqrt(x ** 2 + x) - x, sp.oo)
    lim(b, r'$\lim_{x \to 0^+} x \ln x$', x * sp.log(x), 0, direction='+')
    lim(b, 'lim x→4 (√x − 2)/(x − 4) = ?', (sp.sqrt(x) - 2) / (x - 4), 4)
    lim(b, 'Find the limit of sin(5x)/sin(2x) as x goes to 0.', sp.sin(5 * x) / sp.sin(2 * x), 0)
    lim(b, 'lim_{x→1} (x³ − 1)/(x² − 1)', (x ** 3 - 1) / (x ** 2 - 1), 1)
    lim(b, 'what is the limit of (2x + 3)/(x^2 + 1) as x → ∞', (2 * x + 3) / (x ** 2 + 1), sp.oo)
    lim(b, r'\lim_{x \to 0} \frac{\tan 3x}{x}', sp.tan(3 * x) / x, 0)
    lim(b, 'Evaluate the limit of (1 + 2/x)^x as x tends to infinity.', (1 + 2 / x) ** x, sp.oo)
    lim(b, 'Find lim x→−3 of (x² + 5x + 6)/(x + 3).', (x ** 2 + 5 * x + 6) / (x + 3), -3)
    lim(b, 'Compute the limit as h → 0 of ((2 + h)² − 4)/h.', ((2 + h) ** 2 - 4) / h, 0, var=h)


# ---------------------------------------------------------------- graphs

def graph_from_equation(eq):
    """The check for graphs: solve the stated equation for y."""
    (sol,) = sp.solve(eq, y)
    return sol


def graphs(b):
    b.graph('graph y = 2x − 3', lambda: 2 * x - 3, lambda: graph_from_equation(y - (2 * x - 3)))
    b.graph('Sketch the graph of y = x² − 4x + 3.', lambda: x ** 2 - 4 * x + 3, lambda: graph_from_equation(y - (x - 1) * (x - 3)))
    b.graph('plot the line 3x + 2y = 6', lambda: sp.solve(3 * x + 2 * y - 6, y)[0],
            lambda: sp.interpolate([(0, 3), (2, 0)], x))
    b.graph('Graph f(x) = |x − 1| + 2.', lambda: sp.Abs(x - 1) + 2,
            lambda: sp.Piecewise((1 - x + 2, x < 1), (x - 1 + 2, True)))
    b.graph(r'Graph $y = \sqrt{x+4}$.', lambda: sp.sqrt(x + 4), lambda: sp.exp(sp.log(x + 4) / 2))
    b.graph('Draw the graph of the line with slope −1/2 and y-intercept 1.', lambda: R(-1, 2) * x + 1,
            lambda: sp.interpolate([(0, 1), (2, 0)], x))
    b.graph('graph y = 2^x', lambda: 2 ** x, lambda: sp.exp(x * sp.log(2)))
    b.graph('Plot y = sin(2x).', lambda: sp.sin(2 * x), lambda: 2 * sp.sin(x) * sp.cos(x))
    b.graph(r'graph $y=\frac{1}{x-1}$', lambda: 1 / (x - 1), lambda: graph_from_equation(y * (x - 1) - 1))
    b.graph('Graph the piecewise function f(x) = x + 2 if x < 0, and f(x) = x² if x ≥ 0.',
            lambda: [(x + 2, x < 0), (x ** 2, x >= 0)], lambda: sp.Piecewise((x + 2, x < 0), (x * x, True)))
    b.graph('Graph the inequality y > −x + 4. What is the equation of the boundary line?', lambda: -x + 4,
            lambda: graph_from_equation(x + y - 4))
    b.graph('Graph the line y − 3 = 2(x + 1).', lambda: sp.expand(2 * (x + 1) + 3), lambda: graph_from_equation(y - 3 - 2 * (x + 1)))
    b.graph('sketch y = −(x + 2)² + 1', lambda: -(x + 2) ** 2 + 1, lambda: -x ** 2 - 4 * x - 3)
    b.graph('Graph y = ln(x).', lambda: sp.log(x), lambda: sp.log(2 * x) - sp.log(2))
    b.graph('graph the cubic y = x³ − 3x', lambda: x ** 3 - 3 * x, lambda: x * (x - sp.sqrt(3)) * (x + sp.sqrt(3)))
    b.graph('Graph the parabola y = a(x − h)² + k that has its vertex at (1, −4) and passes through (3, 0).',
            lambda: sp.expand(sp.solve(sp.Symbol('a') * (3 - 1) ** 2 - 4 - 0, sp.Symbol('a'))[0] * (x - 1) ** 2 - 4), lambda: sp.interpolate([(3, 0), (1, -4), (-1, 0)], x))


SECTIONS = [derivatives, integrals, limits, graphs]
