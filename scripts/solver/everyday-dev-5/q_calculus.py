"""Calculus and graphs: derivatives, integrals, limits, graphs.

Every answer is computed (`compute`) and recomputed another way (`check`); nothing is typed by hand.
"""
from __future__ import annotations

from fractions import Fraction

import mpmath
import sympy as sp

from common import R, parse, x, y, t

h = sp.Symbol('h')
SAMPLE_POINTS = ['0.37', '1.21', '2.63', '-0.83', '3.11']


def difference_quotient(f, var=x):
    """The derivative as the limit of the difference quotient (the check for sp.diff)."""
    return sp.limit((f.subs(var, var + h) - f) / h, h, 0)


def matches_numeric_derivative(f, var=x, order=1, points=SAMPLE_POINTS):
    """`holds`: the written derivative agrees with mpmath.diff of f wherever both are defined (at least 3 points)."""
    def test(answer: str) -> bool:
        got = parse(answer)
        fn = sp.lambdify(var, f, modules='mpmath')
        checked = 0
        for p in points:
            v = mpmath.mpf(p)
            try:
                want = mpmath.diff(fn, v, order)
                have = complex(sp.N(got.subs(sp.Symbol(var.name), sp.Rational(p)), 40))
            except (ValueError, ZeroDivisionError, TypeError):
                continue
            if abs(complex(want) - have) > 1e-12 * max(1, abs(have)):
                return False
            checked += 1
        return checked >= 3
    return test


def differentiates_to(integrand, var=x, points=SAMPLE_POINTS):
    """`holds`: mpmath's numeric derivative of the written antiderivative is the integrand."""
    def test(answer: str) -> bool:
        got = parse(answer).subs(sp.Symbol(var.name), var)
        fn = sp.lambdify(var, got, modules='mpmath')
        checked = 0
        for p in points:
            want = integrand.subs(var, sp.Rational(p))
            if not want.is_real:
                continue
            d = mpmath.diff(fn, mpmath.mpf(p))
            if abs(complex(d).real - float(want)) > 1e-12 * max(1, abs(float(want))) or abs(complex(d).imag) > 1e-12:
                return False
            checked += 1
        return checked >= 3
    return test


def quad(f, lo, hi, var=x):
    return mpmath.quad(sp.lambdify(var, f, modules='mpmath'), [lo, hi])


# ---------------------------------------------------------------- derivatives

def derivatives(b):
    f = -sp.Rational('0.02') * x ** 2 + 12 * x - 150
    b.value('I run a small bakery. My profit for x cakes a week is P(x) = −0.02x² + 12x − 150 dollars. What is the '
            'marginal profit P′(100)?',
            lambda f=f: sp.diff(f, x).subs(x, 100),
            lambda: mpmath.diff(lambda v: -mpmath.mpf(2) / 100 * v ** 2 + 12 * v - 150, 100))
    f = sp.sin(x) * x ** 2
    b.expr('derivative of sin(x)*x^2',
           lambda f=f: sp.diff(f, x), lambda f=f: difference_quotient(f), holds=matches_numeric_derivative(f))
    f = sp.log(x ** 2 + 1)
    b.expr('Calculate f′(x) when f(x) = ln(x² + 1).',
           lambda f=f: sp.diff(f, x), lambda f=f: difference_quotient(f), holds=matches_numeric_derivative(f))
    f = (x ** 2 + 1) / (x - 3)
    b.expr('4) Differentiate $y = \\frac{x^2 + 1}{x - 3}$ with respect to $x$. Simplify your answer.',
           lambda f=f: sp.factor(sp.diff(f, x)),
           lambda f=f: (2 * x * (x - 3) - (x ** 2 + 1) * 1) / (x - 3) ** 2, holds=matches_numeric_derivative(f))
    f = (3 * x - 1) ** 5
    b.expr('dy/dx of y = (3x-1)^5',
           lambda f=f: sp.diff(f, x), lambda f=f: difference_quotient(f), holds=matches_numeric_derivative(f))
    f = x ** 4 - 3 * x ** 2 + 2 * x
    b.expr('Find $\\frac{d^2y}{dx^2}$ for y = x⁴ − 3x² + 2x.',
           lambda f=f: sp.diff(f, x, 2), lambda f=f: difference_quotient(difference_quotient(f)),
           holds=matches_numeric_derivative(f, order=2))
    f = sp.sqrt(x ** 2 + 5)
    b.value('Find $f\'(2)$ if $f(x) = \\sqrt{x^2 + 5}$.',
            lambda f=f: sp.diff(f, x).subs(x, 2),
            lambda: mpmath.diff(lambda v: mpmath.sqrt(v ** 2 + 5), 2))
    f = sp.exp(2 * x) * x
    b.expr('d/dx e^(2x) * x  ??',
           lambda f=f: sp.factor(sp.diff(f, x)), lambda f=f: difference_quotient(f), holds=matches_numeric_derivative(f))
    b.expr('How is dy/dx for the circle x² + y² = 25? Use the implicit differentiation.',
           lambda: sp.idiff(x ** 2 + y ** 2 - 25, y, x),
           lambda: -sp.diff(x ** 2 + y ** 2 - 25, x) / sp.diff(x ** 2 + y ** 2 - 25, y))
    s = 2 * t ** 3 - 3 * t ** 2 + 4 * t
    b.value("My son's physics: a cart's position is s(t) = 2t³ − 3t² + 4t meters. How fast is it going at t = 3 "
            'seconds? (velocity is the derivative)',
            lambda: sp.diff(s, t).subs(t, 3),
            lambda: mpmath.diff(lambda v: 2 * v ** 3 - 3 * v ** 2 + 4 * v, 3))
    f = sp.tan(x ** 2)
    b.expr('Calculate the derivative $\\frac{d}{dx}\\left[\\tan(x^2)\\right]$, please.',
           lambda f=f: sp.diff(f, x), lambda f=f: 2 * x / sp.cos(x ** 2) ** 2, holds=matches_numeric_derivative(f))
    f = x * sp.log(x)
    b.expr("find y' if y=x lnx",
           lambda f=f: sp.diff(f, x), lambda f=f: difference_quotient(f),
           holds=matches_numeric_derivative(f, points=['0.37', '1.21', '2.63', '3.11']))


# ---------------------------------------------------------------- integrals

def integrals(b):
    f = 3 * x ** 2 - 4 * x + 1
    b.anti('Evaluate $\\int (3x^2 - 4x + 1)\\,dx$.',
           lambda f=f: sp.integrate(f, x), lambda f=f: sp.Integral(f, x), holds=differentiates_to(f))
    b.anti('integral of 1/x dx',
           lambda: sp.log(sp.Abs(x)), lambda: sp.Integral(1 / x, x), holds=differentiates_to(1 / x))
    f = x ** 3 + 1
    b.value('Calculate the definite integral ∫₀² (x³ + 1) dx.',
            lambda f=f: sp.integrate(f, (x, 0, 2)), lambda f=f: quad(f, 0, 2))
    f = R(1, 2) * t + 2
    b.value('Water runs into my rain barrel at r(t) = 0.5t + 2 litres per hour. How many litres come in during the '
            'first 4 hours? (integrate r from 0 to 4)',
            lambda f=f: sp.integrate(f, (t, 0, 4)), lambda f=f: quad(f, 0, 4, t))
    b.value('Evaluate $\\int_{0}^{\\pi} \\sin x \\, dx$.',
            lambda: sp.integrate(sp.sin(x), (x, 0, sp.pi)), lambda: mpmath.quad(mpmath.sin, [0, mpmath.pi]))
    f = sp.exp(2 * x)
    b.anti('∫ e^(2x) dx',
           lambda f=f: sp.integrate(f, x), lambda f=f: sp.Integral(f, x), holds=differentiates_to(f))
    f = x * sp.cos(x)
    b.anti('Find the indefinite integral of x·cos(x) with respect to x.',
           lambda f=f: sp.integrate(f, x), lambda f=f: sp.Integral(f, x), holds=differentiates_to(f))
    f = sp.log(x) / x
    b.value('8) Evaluate $\\int_1^e \\frac{\\ln x}{x}\\,dx$.',
            lambda f=f: sp.integrate(f, (x, 1, sp.E)), lambda f=f: quad(f, 1, mpmath.e))
    f = 2 * x / (x ** 2 + 1)
    b.value('integrate 2x/(x^2+1) from 0 to 1',
            lambda f=f: sp.integrate(f, (x, 0, 1)), lambda f=f: quad(f, 0, 1))
    b.value('Find the area under the curve y = x² between x = 1 and x = 3.',
            lambda: sp.integrate(x ** 2, (x, 1, 3)), lambda: quad(x ** 2, 1, 3))
    f = 1 / sp.sqrt(1 - t ** 2)
    b.anti('Find $\\int \\frac{1}{\\sqrt{1-t^2}}\\,dt$.',
           lambda f=f: sp.integrate(f, t), lambda f=f: sp.Integral(f, t), var='t',
           holds=differentiates_to(f, t, points=['0.37', '-0.83', '0.5', '0.9']))
    f = 4 / x ** 2 + sp.sqrt(x)
    b.anti("Helping my niece with calculus: what's the antiderivative ∫ (4/x² + √x) dx ?",
           lambda f=f: sp.integrate(f, x), lambda f=f: sp.Integral(f, x),
           holds=differentiates_to(f, points=['0.37', '1.21', '2.63', '3.11']))


# ---------------------------------------------------------------- limits

def mlimit(expr, point, **kw):
    return mpmath.limit(sp.lambdify(x, expr, modules='mpmath'), point, **kw)


def lhopital(num, den, point, times=1):
    for _ in range(times):
        num, den = sp.diff(num, x), sp.diff(den, x)
    return num.subs(x, point) / den.subs(x, point)


def one_sided_values(fn, point, side):
    """The check for a one-sided limit of a piecewise-constant quotient: exact values at point + side/10^k."""
    values = {fn(point + Fraction(side, 10 ** k)) for k in range(3, 31)}
    (value,) = values
    return value


def limits(b):
    b.value('Evaluate $\\lim_{x \\to 3} \\frac{x^2 - 9}{x - 3}$.',
            lambda: sp.limit((x ** 2 - 9) / (x - 3), x, 3), lambda: mlimit((x ** 2 - 9) / (x - 3), 3))
    b.value('lim x->0 sin(5x)/x',
            lambda: sp.limit(sp.sin(5 * x) / x, x, 0), lambda: mlimit(sp.sin(5 * x) / x, 0))
    p, q = 3 * x ** 2 + 2 * x, 5 * x ** 2 - 1
    b.value('Calculate the limit of (3x² + 2x)/(5x² − 1) when x tends to infinity.',
            lambda: sp.limit(p / q, x, sp.oo),
            lambda: Fraction(int(sp.LC(p, x)), int(sp.LC(q, x))))
    b.value("Use L'Hôpital's rule to find $\\lim_{x \\to 0} \\frac{e^x - 1 - x}{x^2}$.",
            lambda: sp.limit((sp.exp(x) - 1 - x) / x ** 2, x, 0),
            lambda: lhopital(sp.exp(x) - 1 - x, x ** 2, 0, times=2))
    b.value('lim x→∞ (1 + 1/x)^x',
            lambda: sp.limit((1 + 1 / x) ** x, x, sp.oo), lambda: mlimit((1 + 1 / x) ** x, mpmath.inf))
    b.value('Find the limit as x approaches 0 from the right of x·ln x.',
            lambda: sp.limit(x * sp.log(x), x, 0, '+'),
            lambda: sp.simplify(sp.diff(sp.log(x), x) / sp.diff(1 / x, x)).subs(x, 0))
    b.value('7) Evaluate $\\lim_{x \\to 4} \\frac{\\sqrt{x} - 2}{x - 4}$.',
            lambda: sp.limit((sp.sqrt(x) - 2) / (x - 4), x, 4),
            lambda: (1 / (sp.sqrt(x) + 2)).subs(x, 4))
    b.value('lim x→1⁻ of |x-1|/(x-1)',
            lambda: sp.limit(sp.Abs(x - 1) / (x - 1), x, 1, '-'),
            lambda: one_sided_values(lambda v: abs(v - 1) / (v - 1), 1, -1))
    b.value('Determine lim_{x→0} (1 − cos x)/x².',
            lambda: sp.limit((1 - sp.cos(x)) / x ** 2, x, 0), lambda: mlimit((1 - sp.cos(x)) / x ** 2, 0))
    nn = sp.Symbol('n', positive=True)
    b.value("I'm reading about compound interest. What is lim_{n→∞} (1 + 0.05/n)^n? Exact answer please.",
            lambda: sp.limit((1 + sp.Rational('0.05') / nn) ** nn, nn, sp.oo),
            lambda: mlimit((1 + sp.Rational('0.05') / x) ** x, mpmath.inf))
    b.value('Find $\\lim_{x\\to -\\infty} \\frac{2x + 1}{\\sqrt{x^2 + 3}}$.',
            lambda: sp.limit((2 * x + 1) / sp.sqrt(x ** 2 + 3), x, -sp.oo),
            lambda: mlimit((2 * x + 1) / sp.sqrt(x ** 2 + 3), -mpmath.inf))
    b.value("Back in school after years. My teacher wrote lim_{h→0} [(2 + h)² − 4]/h on the board. What does it "
            'come out to?',
            lambda: sp.limit(((2 + h) ** 2 - 4) / h, h, 0),
            lambda: sp.cancel(sp.expand((2 + h) ** 2 - 4) / h).subs(h, 0))


# ---------------------------------------------------------------- graphs

def solved_for_y(lhs, rhs):
    (sol,) = sp.solve(sp.Eq(lhs, rhs), y)
    return sol


def through(points):
    """The polynomial through the given points (a line or parabola), by Lagrange interpolation."""
    return sp.expand(sp.interpolate(points, x))


def graphs(b):
    b.graph('Graph the line $y = 2x - 3$.',
            lambda: solved_for_y(y, 2 * x - 3), lambda: through([(0, -3), (1, -1)]))
    b.graph('plot y=x^2-4x+3',
            lambda: solved_for_y(y, x ** 2 - 4 * x + 3), lambda: (x - 1) * (x - 3))
    b.graph('Please draw the graph of the function f(x) = |x − 2| + 1.',
            lambda: sp.Abs(x - 2) + 1, lambda: sp.Piecewise((3 - x, x < 2), (x - 1, True)))
    b.graph('For my small business the cost is $200 fixed plus $15 for each item. Can you graph the cost y against '
            'the number of items x?',
            lambda: solved_for_y(y, 200 + 15 * x), lambda: through([(0, 200), (10, 350)]))
    b.graph('5) Sketch the graph of 3x + 2y = 6.',
            lambda: solved_for_y(3 * x + 2 * y, 6), lambda: through([(2, 0), (0, 3)]))
    b.graph('graph y = sqrt(x+4)',
            lambda: solved_for_y(y, sp.sqrt(x + 4)), lambda: (x + 4) ** R(1, 2))
    b.graph('Draw the line which has slope −1/2 and y-intercept 4.',
            lambda: sp.expand(sp.solve(sp.Line(sp.Point(0, 4), slope=R(-1, 2)).equation(x, y), y)[0]),
            lambda: Fraction(-1, 2) * x + 4)
    b.graph('Sketch $f(x) = \\begin{cases} x^2 & x < 0 \\\\ 2x + 1 & x \\ge 0 \\end{cases}$',
            lambda: [(x ** 2, x < 0), (2 * x + 1, x >= 0)],
            lambda: sp.Piecewise((x ** 2, x < 0), (2 * x + 1, True)))
    b.graph('sketch y=2^x',
            lambda: solved_for_y(y, 2 ** x), lambda: sp.exp(x * sp.log(2)))
    b.graph('Plot the parabola y − 1 = (x + 2)².',
            lambda: solved_for_y(y - 1, (x + 2) ** 2), lambda: through([(-2, 1), (-1, 2), (0, 5)]))
    b.graph('My phone plan costs $30 and includes the first 2 GB; every GB after that is $10 more. Can you draw the '
            'monthly cost y against the GB used x?',
            lambda: [(30, x <= 2), (sp.expand(30 + 10 * (x - 2)), x > 2)],
            lambda: sp.Piecewise((30, x <= 2), (30 + 10 * (x - 2), True)))
    b.graph('12) Draw the graph of $y = \\log_2 x$.',
            lambda: sp.log(x, 2), lambda: solved_for_y(2 ** y, x))


SECTIONS = [derivatives, integrals, limits, graphs]
