"""Calculus and graphs: derivatives, integrals, limits, graphs.

Every question is in one of four voices (v='a' dictation, 'b' English as a second language, 'c' exam and
LaTeX, 'd' phone and chat); each category has three of each. `compute` derives the answer, `check` derives it a
second way, `holds` tests the written answer further (numerical derivatives) where that helps.
"""
from __future__ import annotations

from fractions import Fraction

import mpmath
import sympy as sp
from sympy.geometry import Line, Point
from sympy.integrals.manualintegrate import manualintegrate

from common import parse

R = sp.Rational
x, y, t, h, w = sp.symbols('x y t h w')
POINTS = ['0.3', '0.7', '-0.4', '1.3']


# ---------------------------------------------------------------- helpers

def by_quotient(f, var=x):
    """The derivative as the limit of the difference quotient."""
    return sp.limit((f.subs(var, var + h) - f) / h, h, 0)


def by_second_difference(f, var=x):
    return sp.limit((f.subs(var, var + h) - 2 * f + f.subs(var, var - h)) / h ** 2, h, 0)


def matches_numeric_derivative(f, var=x, points=POINTS, order=1):
    """The written derivative agrees with mpmath.diff of f at a few points."""
    fn = sp.lambdify(var, f, modules='mpmath')

    def test(answer: str) -> bool:
        g = parse(answer)
        gn = sp.lambdify([sp.Symbol(var.name)], g, modules='mpmath')
        for p in points:
            want = mpmath.diff(fn, mpmath.mpf(p), order)
            got = gn(mpmath.mpf(p))
            if abs(want - got) > mpmath.mpf(10) ** -20 * max(1, abs(want)):
                return False
        return True
    return test


def differentiates_to(f, var=x, points=POINTS):
    """The written antiderivative, differentiated numerically, gives back the integrand f."""
    fn = sp.lambdify(var, f, modules='mpmath')

    def test(answer: str) -> bool:
        g = sp.lambdify([sp.Symbol(var.name)], parse(answer), modules='mpmath')
        return all(abs(mpmath.diff(g, mpmath.mpf(p)) - fn(mpmath.mpf(p))) < mpmath.mpf(10) ** -20
                   for p in points)
    return test


def quad(f, lo, hi, var=x):
    return mpmath.quad(sp.lambdify(var, f, modules='mpmath'), [lo, hi])


def power_rule(poly, var=x):
    """The antiderivative of a polynomial term by term: c x^k -> c x^(k+1) / (k+1)."""
    return sum(c * var ** (e + 1) / (e + 1) for (e,), c in sp.Poly(poly, var).terms())


def lhopital(num, den, point, var=x, times=1):
    for _ in range(times):
        num, den = sp.diff(num, var), sp.diff(den, var)
    return num.subs(var, point) / den.subs(var, point)


# ---------------------------------------------------------------- derivatives

def derivatives(b):
    f1 = sp.sin(2 * x)
    b.expr('the derivative of sine of two x',
           lambda: sp.diff(f1, x), lambda: by_quotient(f1), holds=matches_numeric_derivative(f1), v='a')
    f2 = (3 * x ** 2 + 1) ** 5
    b.expr('Calculate the derivate of f(x) = (3x² + 1)^5.',
           lambda: sp.diff(f2, x),
           lambda: 5 * (3 * x ** 2 + 1) ** 4 * sp.diff(3 * x ** 2 + 1, x),  # chain rule, outside then inside
           holds=matches_numeric_derivative(f2), v='b')
    f3 = x ** 2 / (x + 1)
    b.expr(r'Given that $f(x) = \dfrac{x^2}{x + 1}$, find $f\'(x)$.',
           lambda: sp.factor(sp.diff(f3, x)), lambda: by_quotient(f3), holds=matches_numeric_derivative(f3), v='c')
    f4 = x * sp.tan(x)
    b.expr('derivitive of tan(x)*x',
           lambda: sp.diff(f4, x), lambda: by_quotient(f4), holds=matches_numeric_derivative(f4), v='d')
    f5 = x ** 3 * sp.exp(x)
    b.expr('derivative of x cubed times e to the x',
           lambda: sp.factor(sp.diff(f5, x)), lambda: by_quotient(f5), holds=matches_numeric_derivative(f5), v='a')
    f6 = sp.log(x ** 2 + 4)
    b.expr('Find the derivative for y = ln(x^2 + 4), please.',
           lambda: sp.diff(f6, x), lambda: by_quotient(f6), holds=matches_numeric_derivative(f6), v='b')
    b.expr(r'Find $\dfrac{dy}{dx}$ in terms of $x$ and $y$ for the curve $x^2 + y^2 = 25$.',
           lambda: sp.idiff(x ** 2 + y ** 2 - 25, y, x),
           lambda: -sp.diff(x ** 2 + y ** 2 - 25, x) / sp.diff(x ** 2 + y ** 2 - 25, y), v='c')
    f8 = sp.sqrt(1 - x ** 2)
    b.expr('d/dx sqrt(1-x^2) ?',
           lambda: sp.diff(f8, x), lambda: by_quotient(f8),
           holds=matches_numeric_derivative(f8, points=['0.3', '0.7', '-0.4', '-0.9']), v='d')
    f9 = x ** 4 - 3 * x ** 2
    b.expr("what's the second derivative of x to the fourth minus three x squared",
           lambda: sp.diff(f9, x, 2), lambda: by_second_difference(f9),
           holds=matches_numeric_derivative(f9, order=2), v='a')
    f10 = x ** 3 - 2 * x
    b.value('What is the slope of the tangent of y = x^3 − 2x at the point where x = 2?',
            lambda: sp.diff(f10, x).subs(x, 2),
            lambda: mpmath.diff(lambda s: s ** 3 - 2 * s, 2), v='b')
    f11 = sp.exp(2 * x)
    b.expr(r'Find the equation of the tangent to the curve $y = e^{2x}$ at the point where $x = 0$. Give your '
           r'answer in the form $y = mx + c$ and state the right-hand side.',
           lambda: sp.expand(sp.diff(f11, x).subs(x, 0) * (x - 0) + f11.subs(x, 0)),
           lambda: by_quotient(f11).subs(x, 0) * x + 1, v='c')
    f12 = 5 ** x
    b.expr('derivative of 5^x ???\ni forgot the rule',
           lambda: sp.diff(f12, x), lambda: sp.diff(sp.exp(x * sp.log(5)), x), holds=matches_numeric_derivative(f12), v='d')


# ---------------------------------------------------------------- integrals

def integrals(b):
    b.value('integral from zero to two of x cubed dx',
            lambda: sp.integrate(x ** 3, (x, 0, 2)), lambda: quad(x ** 3, 0, 2), v='a')
    b.anti('Calculate the integral of x·e^x dx.',
           lambda: sp.integrate(x * sp.exp(x), x),
           lambda: x * sp.exp(x) - sp.integrate(sp.exp(x), x),  # by parts: u = x, dv = e^x dx
           holds=differentiates_to(x * sp.exp(x)), v='b')
    b.value(r'Evaluate $\displaystyle\int_0^{\pi/2} \sin x \cos x \, dx$.',
            lambda: sp.integrate(sp.sin(x) * sp.cos(x), (x, 0, sp.pi / 2)),
            lambda: quad(sp.sin(x) * sp.cos(x), 0, mpmath.pi / 2), v='c')
    b.value('integrate 1/(x^2) from 1 to infinity',
            lambda: sp.integrate(1 / x ** 2, (x, 1, sp.oo)), lambda: quad(1 / x ** 2, 1, mpmath.inf), v='d')
    b.anti('integral of three x squared plus two x dx',
           lambda: sp.integrate(3 * x ** 2 + 2 * x, x), lambda: power_rule(3 * x ** 2 + 2 * x),
           holds=differentiates_to(3 * x ** 2 + 2 * x), v='a')
    b.value('Find the area between the curve y = x^2 and the line y = 4.',
            lambda: sp.integrate(4 - x ** 2, (x, *sorted(sp.solve(x ** 2 - 4, x)))),
            lambda: quad(4 - x ** 2, -2, 2), v='b')
    u = sp.Symbol('u')
    b.anti(r'Using the substitution $u = x^2 + 1$, or otherwise, find $\displaystyle\int \dfrac{2x}{x^2 + 1}\,dx$.',
           lambda: sp.integrate(2 * x / (x ** 2 + 1), x),
           lambda: sp.integrate(1 / u, u).subs(u, x ** 2 + 1),
           holds=differentiates_to(2 * x / (x ** 2 + 1)), v='c')
    b.anti('antiderivitive of e^(3t) dt',
           lambda: sp.integrate(sp.exp(3 * t), t), lambda: manualintegrate(sp.exp(3 * t), t),
           var='t', holds=differentiates_to(sp.exp(3 * t), var=t), v='d')
    b.anti('the integral of cosine of three x with respect to x',
           lambda: sp.integrate(sp.cos(3 * x), x), lambda: manualintegrate(sp.cos(3 * x), x),
           holds=differentiates_to(sp.cos(3 * x)), v='a')
    b.value('How much is ∫ from 1 to e of 1/x dx?',
            lambda: sp.integrate(1 / x, (x, 1, sp.E)), lambda: quad(1 / x, 1, mpmath.e), v='b')
    b.value(r'The region bounded by $y = \sqrt{x}$, the $x$-axis and the line $x = 4$ is rotated through '
            r'$2\pi$ radians about the $x$-axis. Find the exact volume of the solid generated.',
            lambda: sp.pi * sp.integrate(sp.sqrt(x) ** 2, (x, 0, 4)),
            lambda: mpmath.pi * quad(sp.sqrt(x) ** 2, 0, 4), v='c')
    b.value('avg value of f(x)=x^2 on [0,3]',
            lambda: sp.integrate(x ** 2, (x, 0, 3)) / (3 - 0), lambda: quad(x ** 2, 0, 3) / 3, v='d')


# ---------------------------------------------------------------- limits

def limits(b):
    b.value('limit as x approaches three of x squared minus nine over x minus three',
            lambda: sp.limit((x ** 2 - 9) / (x - 3), x, 3),
            lambda: sp.cancel((x ** 2 - 9) / (x - 3)).subs(x, 3), v='a')
    b.value('Find the limit when x go to 0 of (1 − cos x)/x^2.',
            lambda: sp.limit((1 - sp.cos(x)) / x ** 2, x, 0),
            lambda: lhopital(1 - sp.cos(x), x ** 2, 0, times=2), v='b')
    b.value(r'Evaluate $\displaystyle\lim_{x \to 2} \frac{x^3 - 8}{x^2 - 4}$.',
            lambda: sp.limit((x ** 3 - 8) / (x ** 2 - 4), x, 2),
            lambda: sp.cancel((x ** 3 - 8) / (x ** 2 - 4)).subs(x, 2), v='c')
    b.value('lim x->0 (e^(2x)-1)/sin(x)',
            lambda: sp.limit((sp.exp(2 * x) - 1) / sp.sin(x), x, 0),
            lambda: lhopital(sp.exp(2 * x) - 1, sp.sin(x), 0), v='d')
    b.value('the limit as x goes to infinity of three x squared plus one over two x squared minus x',
            lambda: sp.limit((3 * x ** 2 + 1) / (2 * x ** 2 - x), x, sp.oo),
            lambda: sp.Poly(3 * x ** 2 + 1, x).LC() / sp.Poly(2 * x ** 2 - x, x).LC(), v='a')
    b.value('Calculate the lim of (sqrt(x + 4) − 2)/x when x tends to 0.',
            lambda: sp.limit((sp.sqrt(x + 4) - 2) / x, x, 0),
            lambda: (1 / (sp.sqrt(x + 4) + 2)).subs(x, 0), v='b')  # rationalised: multiply by sqrt(x+4)+2
    b.value(r'Determine $\displaystyle\lim_{x \to \infty} \left(\sqrt{x^2 + 6x} - x\right)$.',
            lambda: sp.limit(sp.sqrt(x ** 2 + 6 * x) - x, x, sp.oo),
            lambda: (6 / (sp.sqrt(1 + 6 * w) + 1)).subs(w, 0), v='c')  # rationalised, then w = 1/x -> 0
    b.value('lim as x->4 of (x-4)/(sqrt(x)-2)',
            lambda: sp.limit((x - 4) / (sp.sqrt(x) - 2), x, 4),
            lambda: (sp.sqrt(x) + 2).subs(x, 4), v='d')
    b.value('limit as x approaches zero of sine of five x over x',
            lambda: sp.limit(sp.sin(5 * x) / x, x, 0),
            lambda: lhopital(sp.sin(5 * x), x, 0), v='a')
    b.value('What is the limit of (1 + 2/n)^n when n go to infinity?',
            lambda: sp.limit((1 + 2 / sp.Symbol('n')) ** sp.Symbol('n'), sp.Symbol('n'), sp.oo),
            lambda: mpmath.limit(lambda s: (1 + 2 / s) ** s, mpmath.inf), v='b')
    b.value(r'State the value of $\displaystyle\lim_{x \to 1^{-}} \frac{|x - 1|}{x - 1}$.',
            lambda: sp.limit(sp.Abs(x - 1) / (x - 1), x, 1, dir='-'),
            lambda: one_sided_constant(lambda s: abs(s - 1) / (s - 1), 1, -1), v='c')
    b.value('lim x->-inf (2x+1)/sqrt(x^2+1) ??',
            lambda: sp.limit((2 * x + 1) / sp.sqrt(x ** 2 + 1), x, -sp.oo),
            lambda: mpmath.limit(lambda s: (2 * s + 1) / mpmath.sqrt(s ** 2 + 1), -mpmath.inf), v='d')


def one_sided_constant(f, point, side) -> Fraction:
    """Exact values at point + side/10^k for k = 1..12; they must all be the same number, which is returned."""
    values = {f(Fraction(point) + Fraction(side, 10 ** j)) for j in range(1, 13)}
    (value,) = values
    return value


# ---------------------------------------------------------------- graphs

def graphs(b):
    b.graph('graph y equals two x minus three',
            lambda: 2 * x - 3, lambda: sp.interpolate([(0, -3), (1, -1)], x), v='a')
    b.graph('Draw the line that pass through the points (0, 1) and (2, 7).',
            lambda: sp.solve(Line(Point(0, 1), Point(2, 7)).equation(x, y), y)[0],
            lambda: sp.interpolate([(0, 1), (2, 7)], x), v='b')
    b.graph(r'Sketch the graph of $y = \left| x^2 - 4 \right|$.',
            lambda: sp.Abs(x ** 2 - 4),
            lambda: sp.Piecewise((x ** 2 - 4, x <= -2), (4 - x ** 2, x < 2), (x ** 2 - 4, True)), v='c')
    b.graph('graph y=sqrt(x+4)',
            lambda: sp.sqrt(x + 4), lambda: sp.exp(sp.log(x + 4) / 2), v='d')
    b.graph('plot y equals x squared minus four x plus three',
            lambda: x ** 2 - 4 * x + 3, lambda: (x - 1) * (x - 3), v='a')
    b.graph('Plot for me the parabola with the vertex in (1, −2) which go through the point (3, 6).',
            lambda: (lambda a: a * (x - 1) ** 2 - 2)(sp.solve(sp.Symbol('a') * (3 - 1) ** 2 - 2 - 6)[0]),
            lambda: sp.interpolate([(1, -2), (3, 6), (2 * 1 - 3, 6)], x), v='b')
    b.graph(r'Sketch the graph of $f(x) = \begin{cases} x + 2, & x < 0 \\ 2 - x^2, & x \ge 0 \end{cases}$.',
            lambda: [(x + 2, x < 0), (2 - x ** 2, x >= 0)],
            lambda: sp.Piecewise((x + 2, x < 0), (2 - x ** 2, True)), v='c')
    b.graph('plot 3cos(x/2)',
            lambda: 3 * sp.cos(x / 2), lambda: 3 * (1 - 2 * sp.sin(x / 4) ** 2), v='d')
    b.graph('okay graph y equals the absolute value of the quantity x minus two',
            lambda: sp.Abs(x - 2), lambda: sp.Piecewise((2 - x, x < 2), (x - 2, True)), v='a')
    b.graph('Sketch the graph of the function y = 2^x when it is shifted 3 units down.',
            lambda: 2 ** x - 3, lambda: sp.exp(x * sp.log(2)) - 3, v='b')
    b.graph(r'The graph of $y = x^2$ is translated by the vector $\begin{pmatrix} 3 \\ -1 \end{pmatrix}$. '
            r'Sketch the resulting graph.',
            lambda: (x ** 2).subs(x, x - 3) - 1,
            lambda: sp.interpolate([(3, -1), (2, 0), (4, 0)], x), v='c')
    b.graph('graph the line w/ slope -2 thru (1,5)',
            lambda: sp.solve(Line(Point(1, 5), slope=-2).equation(x, y), y)[0],
            lambda: -2 * (x - 1) + 5, v='d')


SECTIONS = [derivatives, integrals, limits, graphs]
