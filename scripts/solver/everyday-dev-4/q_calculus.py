"""Calculus and graphs: derivatives, integrals, limits, graphs.

`compute` uses SymPy (diff, idiff, integrate, limit, solve); `check` uses the limit of the difference quotient,
-F_x/F_y for implicit curves, mpmath.diff, the unevaluated Integral (for antiderivatives), mpmath.quad
(definite integrals), mpmath.limit (limits) and, for graphs, the stated equation solved for y or the function
built piece by piece. `holds` compares derivatives and antiderivatives with numerical derivatives.
"""
from __future__ import annotations

import mpmath
import sympy as sp

from common import R, parse, t, x, y

STYLE: dict = {}

h = sp.Symbol('h')
POINTS = [sp.Rational(7, 10), sp.Rational(13, 10), sp.Rational(23, 10)]


# ---------------------------------------------------------------- derivatives

def _difference_quotient(f, var=x):
    return sp.limit((f.subs(var, var + h) - f) / h, h, 0)


def _second_difference(f, var=x):
    return sp.limit((f.subs(var, var + h) - 2 * f + f.subs(var, var - h)) / h ** 2, h, 0)


def _matches_numeric_derivative(f, order=1, var=x, points=POINTS):
    """`holds`: the written derivative equals mpmath's numerical derivative of f at a few points."""
    g = sp.lambdify(var, f, modules='mpmath')

    def test(answer: str) -> bool:
        got = parse(answer).subs(sp.Symbol(var.name), var)
        for p in points:
            want = mpmath.diff(g, mpmath.mpf(p.p) / p.q, order)
            have = sp.N(got.subs(var, p), 40)
            if abs(complex(have) - complex(want)) > 1e-20 * max(1, abs(complex(want))):
                return False
        return True
    return test


def _implicit_check(F):
    """dy/dx = -F_x / F_y for the curve F(x, y) = 0, with partial derivatives taken as difference quotients."""
    fx = sp.limit((F.subs(x, x + h) - F) / h, h, 0)
    fy = sp.limit((F.subs(y, y + h) - F) / h, h, 0)
    return -fx / fy


def derivatives(b):
    f1 = x ** 3 - 4 * x ** 2 + 7
    b.expr('d/dx (x³ − 4x² + 7)',
           lambda: sp.diff(f1, x), lambda: _difference_quotient(f1), holds=_matches_numeric_derivative(f1))
    f2 = x ** 2 * sp.sin(x)
    b.expr('find dy/dx if y = x² sin x',
           lambda: sp.diff(f2, x), lambda: _difference_quotient(f2), holds=_matches_numeric_derivative(f2))
    f3 = sp.exp(3 * x) * sp.cos(x)
    b.expr("f(x) = e^{3x} cos(x). what is f'(x)?",
           lambda: sp.factor(sp.diff(f3, x)), lambda: _difference_quotient(f3), holds=_matches_numeric_derivative(f3))
    f4 = (x ** 2 + 1) / (x - 3)
    b.expr(r'$\frac{d}{dx}\left(\frac{x^2+1}{x-3}\right)$',
           lambda: sp.factor(sp.diff(f4, x)), lambda: _difference_quotient(f4), holds=_matches_numeric_derivative(f4))
    f5 = x ** 4 - 3 * x ** 2 + 2 * x
    b.expr('find the second derivative of y = x⁴ − 3x² + 2x',
           lambda: sp.expand(sp.diff(f5, x, 2)), lambda: _second_difference(f5), holds=_matches_numeric_derivative(f5, 2))
    f6 = sp.log(x ** 2 + 1)
    b.expr('differentiate ln(x² + 1)',
           lambda: sp.diff(f6, x), lambda: _difference_quotient(f6), holds=_matches_numeric_derivative(f6))
    F7 = x ** 2 + y ** 2 - 25
    b.expr('x² + y² = 25. Find dy/dx using implicit differentiation.',
           lambda: sp.idiff(F7, y, x), lambda: _implicit_check(F7))
    f8 = sp.sqrt(3 * x + 1)
    b.expr(r'derivative of $\sqrt{3x+1}$ pls',
           lambda: sp.diff(f8, x), lambda: _difference_quotient(f8), holds=_matches_numeric_derivative(f8))
    f9 = 5 / x ** 2
    b.value("If f(x) = 5/x², find f'(2).",
            lambda: sp.diff(f9, x).subs(x, 2),
            lambda: sp.Float(mpmath.diff(lambda v: 5 / v ** 2, 2), 40))
    f10 = sp.tan(2 * x)
    b.expr("y = tan(2x), y' = ?",
           lambda: sp.simplify(sp.diff(f10, x)), lambda: _difference_quotient(f10), holds=_matches_numeric_derivative(f10))
    f11 = x ** 3
    b.value('what is the slope of the tangent line to y = x³ at x = 2',
            lambda: sp.diff(f11, x).subs(x, 2),
            lambda: sp.limit((f11.subs(x, 2 + h) - 8) / h, h, 0))
    f12 = x * sp.exp(x)
    b.expr("find f''(x) if f(x) = x·e^x",
           lambda: sp.factor(sp.diff(f12, x, 2)), lambda: _second_difference(f12),
           holds=_matches_numeric_derivative(f12, 2))


# ---------------------------------------------------------------- integrals

def _matches_integrand(f, var=x):
    """`holds`: the numerical derivative of the written antiderivative is the integrand."""
    g = sp.lambdify(var, f, modules='mpmath')

    def test(answer: str) -> bool:
        F = sp.lambdify(var, parse(answer).subs(sp.Symbol(var.name), var), modules='mpmath')
        for p in POINTS:
            v = mpmath.mpf(p.p) / p.q
            if abs(mpmath.diff(F, v) - g(v)) > 1e-20 * max(1, abs(g(v))):
                return False
        return True
    return test


def _quad(f, lo, hi, var=x):
    return sp.Float(mpmath.quad(sp.lambdify(var, f, modules='mpmath'), [lo, hi]), 40)


def integrals(b):
    g1 = 3 * x ** 2 + 2 * x - 5
    b.anti('∫ (3x² + 2x − 5) dx',
           lambda: sp.integrate(g1, x), lambda: sp.Integral(g1, x), holds=_matches_integrand(g1))
    b.value(r'$\int_0^2 x^3\,dx$',
            lambda: sp.integrate(x ** 3, (x, 0, 2)), lambda: _quad(x ** 3, 0, 2))
    g3 = sp.exp(2 * x)
    b.anti(r'find $\int e^{2x}\,dx$',
           lambda: sp.integrate(g3, x), lambda: sp.Integral(g3, x), holds=_matches_integrand(g3))
    b.value('integrate sin(x) from 0 to π',
            lambda: sp.integrate(sp.sin(x), (x, 0, sp.pi)), lambda: _quad(sp.sin(x), 0, mpmath.pi))
    g5 = x * sp.cos(x)
    b.anti('how do i integrate x cos x dx (by parts)',
           lambda: sp.integrate(g5, x), lambda: sp.Integral(g5, x), holds=_matches_integrand(g5))
    b.value('∫₁⁴ √x dx',
            lambda: sp.integrate(sp.sqrt(x), (x, 1, 4)), lambda: _quad(sp.sqrt(x), 1, 4))
    g7 = 2 * x * (x ** 2 + 1) ** 4
    b.anti('Use substitution to find ∫ 2x(x² + 1)⁴ dx.',
           lambda: sp.integrate(sp.Symbol('u') ** 4, sp.Symbol('u')).subs(sp.Symbol('u'), x ** 2 + 1),
           lambda: sp.Integral(g7, x), holds=_matches_integrand(g7))
    b.value('evaluate the integral of 1/(1 + x²) from 0 to 1',
            lambda: sp.integrate(1 / (1 + x ** 2), (x, 0, 1)), lambda: _quad(1 / (1 + x ** 2), 0, 1))
    g9 = sp.sec(t) ** 2
    b.anti(r'\int \sec^2(t)\,dt',
           lambda: sp.tan(t) if sp.diff(sp.tan(t), t).equals(g9) else sp.integrate(g9, t),
           lambda: sp.Integral(g9, t), var='t', holds=_matches_integrand(g9, t))
    b.value('Find the area under the curve y = x² between x = 1 and x = 3.',
            lambda: sp.integrate(x ** 2, (x, 1, 3)), lambda: _quad(x ** 2, 1, 3))
    g11 = 4 * x ** 3 - 6 / x ** 2
    b.anti('what is the antiderivative of 4x^3 - 6/x^2',
           lambda: sp.integrate(g11, x), lambda: sp.Integral(g11, x), holds=_matches_integrand(g11))
    b.value(r'Evaluate $\int_{-1}^{2} (x^3 + 2)\,dx$',
            lambda: sp.integrate(x ** 3 + 2, (x, -1, 2)), lambda: _quad(x ** 3 + 2, -1, 2))


# ---------------------------------------------------------------- limits

def _mlimit(f, point, direction=1, exp=False):
    g = sp.lambdify(x, f, modules='mpmath')
    return sp.Float(mpmath.limit(g, point, direction=direction, exp=exp), 40)


def limits(b):
    b.value('lim x→3 (x² − 9)/(x − 3)',
            lambda: sp.limit((x ** 2 - 9) / (x - 3), x, 3), lambda: _mlimit((x ** 2 - 9) / (x - 3), 3))
    b.value(r'$\lim_{x \to 0} \frac{\sin 5x}{x}$',
            lambda: sp.limit(sp.sin(5 * x) / x, x, 0), lambda: _mlimit(sp.sin(5 * x) / x, 0))
    b.value('find the limit as x approaches infinity of (3x² + 2)/(5x² − x)',
            lambda: sp.limit((3 * x ** 2 + 2) / (5 * x ** 2 - x), x, sp.oo),
            lambda: _mlimit((3 * x ** 2 + 2) / (5 * x ** 2 - x), mpmath.inf))
    b.value('lim_{x→0} (1 − cos x)/x²',
            lambda: sp.limit((1 - sp.cos(x)) / x ** 2, x, 0), lambda: _mlimit((1 - sp.cos(x)) / x ** 2, 0))
    b.value('Evaluate the limit of x ln x as x → 0⁺.',
            lambda: sp.limit(x * sp.log(x), x, 0, '+'), lambda: _mlimit(x * sp.log(x), 0, 1, exp=True))
    b.value(r'$\lim_{x\to\infty}\left(1+\frac{2}{x}\right)^x$',
            lambda: sp.limit((1 + 2 / x) ** x, x, sp.oo), lambda: _mlimit((1 + 2 / x) ** x, mpmath.inf))
    b.value('what is the limit of (x^3 - 8)/(x - 2) as x goes to 2',
            lambda: sp.limit((x ** 3 - 8) / (x - 2), x, 2), lambda: _mlimit((x ** 3 - 8) / (x - 2), 2))
    b.value("use L'Hôpital's rule: lim x→0 (e^{3x} − 1)/x",
            lambda: sp.limit((sp.exp(3 * x) - 1) / x, x, 0), lambda: _mlimit((sp.exp(3 * x) - 1) / x, 0))
    b.value(r'$\lim_{x \to 4} \frac{\sqrt{x} - 2}{x - 4}$',
            lambda: sp.limit((sp.sqrt(x) - 2) / (x - 4), x, 4), lambda: _mlimit((sp.sqrt(x) - 2) / (x - 4), 4))
    b.value('Find the one-sided limit: lim as x → 1⁻ of |x − 1|/(x − 1)',
            lambda: sp.limit(sp.Abs(x - 1) / (x - 1), x, 1, '-'),
            lambda: _mlimit(sp.Abs(x - 1) / (x - 1), 1, -1))
    b.value('lim x→∞ (√(x² + x) − x)',
            lambda: sp.limit(sp.sqrt(x ** 2 + x) - x, x, sp.oo),
            lambda: _mlimit(sp.sqrt(x ** 2 + x) - x, mpmath.inf))
    b.value('what is lim_{x→5} (2x + 1)',
            lambda: sp.limit(2 * x + 1, x, 5), lambda: _mlimit(2 * x + 1, 5))


# ---------------------------------------------------------------- graphs

def _solved_for_y(lhs, rhs):
    (sol,) = sp.solve(sp.Eq(lhs, rhs), y)
    return sol


def graphs(b):
    b.graph('graph y = 2x − 3',
            lambda: 2 * x - 3, lambda: _solved_for_y(y, 2 * x - 3))
    b.graph('plot f(x) = x² − 4x + 3',
            lambda: x ** 2 - 4 * x + 3, lambda: _solved_for_y(y - 3, (x - 1) * (x - 3) - 3))
    b.graph('sketch the graph of 3x + 2y = 6',
            lambda: sp.solve(3 * x + 2 * y - 6, y)[0], lambda: -R(3, 2) * x + 3)
    b.graph('draw the graph of y = |x + 1|',
            lambda: sp.Abs(x + 1), lambda: sp.Piecewise((-(x + 1), x < -1), (x + 1, True)))
    b.graph('Graph the parabola y = −(x − 2)² + 5.',
            lambda: -(x - 2) ** 2 + 5, lambda: sp.expand(-(x - 2) ** 2 + 5))
    b.graph('plot y = √x',
            lambda: sp.sqrt(x), lambda: x ** R(1, 2))
    b.graph('sketch y = 2^x',
            lambda: 2 ** x, lambda: sp.exp(x * sp.log(2)))
    b.graph('graph the line x − y = 4',
            lambda: sp.solve(x - y - 4, y)[0], lambda: _solved_for_y(x - y, 4))
    b.graph(r'Graph the piecewise function $f(x) = \begin{cases} 2x & x \le 1 \\ 3 - x & x > 1 \end{cases}$',
            lambda: [(2 * x, x <= 1), (3 - x, x > 1)],
            lambda: sp.Piecewise((2 * x, x <= 1), (3 - x, x > 1)))
    b.graph('graph y = sin x',
            lambda: sp.sin(x), lambda: sp.cos(x - sp.pi / 2))
    b.graph('plot y = 1/(x − 2)',
            lambda: 1 / (x - 2), lambda: _solved_for_y(y * (x - 2), 1))
    b.graph('Draw the line with slope −1/2 and y-intercept 4.',
            lambda: sp.solve(sp.Line(sp.Point(0, 4), slope=-R(1, 2)).equation(x, y), y)[0],
            lambda: -x / 2 + 4)


SECTIONS = [derivatives, integrals, limits, graphs]
