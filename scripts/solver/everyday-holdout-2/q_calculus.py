"""Derivatives, integrals, limits and graphs."""
from __future__ import annotations

import sympy as sp

from common import Builder, t, x, y

S = sp.S
w = sp.Symbol('w')
oo = sp.oo


def derivatives(b: Builder) -> None:
    b.expr('what is d/dx of x√(x + 1)', 'sqrt(x + 1) + x/(2*sqrt(x + 1))', lambda: sp.diff(x * sp.sqrt(x + 1), x))
    b.expr('d/dx (7x⁶ − 4x³ + 2x − 9)', '42*x^5 - 12*x^2 + 2', lambda: sp.diff(7 * x ** 6 - 4 * x ** 3 + 2 * x - 9, x))
    b.expr('dy/dx for y = cos(5x³)', '-15*x^2*sin(5*x^3)', lambda: sp.diff(sp.cos(5 * x ** 3), x))
    b.expr('differentiate g(t) = t³ e^(4t)', '3*t^2*e^(4*t) + 4*t^3*e^(4*t)', lambda: sp.diff(t ** 3 * sp.exp(4 * t), t))
    b.expr(r'$\frac{d}{dx}\,\frac{3x-1}{x^2+2}$', '(-3*x^2 + 2*x + 6)/(x^2 + 2)^2',
           lambda: sp.diff((3 * x - 1) / (x ** 2 + 2), x))
    b.expr("h(x) = (2x + 5)^7, h'(x) = ?", '14*(2*x + 5)^6', lambda: sp.diff((2 * x + 5) ** 7, x))
    b.value('slope of the tangent line to y = x³ − 5x at x = −2', '7',
            lambda: sp.diff(x ** 3 - 5 * x, x).subs(x, -2))
    b.expr("f''(x) if f(x) = sin(2x) + x⁴", '-4*sin(2*x) + 12*x^2', lambda: sp.diff(sp.sin(2 * x) + x ** 4, x, 2))
    b.expr('implicit differentiation: x³ + y³ = 9xy, find dy/dx', '(3*y - x^2)/(y^2 - 3*x)',
           lambda: sp.idiff(x ** 3 + y ** 3 - 9 * x * y, y, x))
    b.expr('y′ if y = log base 2 of x', '1/(x*log(2))', lambda: sp.diff(sp.log(x, 2), x))
    b.expr('d/dw [w·e^(−w)]', 'e^(-w) - w*e^(-w)', lambda: sp.diff(w * sp.exp(-w), w))
    b.expr('I need the derivative of arcsin(x/2)', '1/sqrt(4 - x^2)', lambda: sp.diff(sp.asin(x / 2), x))


def integrals(b: Builder) -> None:
    b.anti('∫ (8x³ + 3x² − 5) dx', '2*x^4 + x^3 - 5*x', lambda: sp.integrate(8 * x ** 3 + 3 * x ** 2 - 5, x))
    b.anti('integrate cos(x)·e^(sin x) dx', 'e^(sin(x))', lambda: sp.integrate(sp.cos(x) * sp.exp(sp.sin(x)), x))
    b.value(r'$\int_0^8 \sqrt[3]{x}\,dx$', '12', lambda: sp.integrate(sp.cbrt(x), (x, 0, 8)))
    b.anti('∫ csc²(2x) dx', '-cot(2*x)/2', lambda: sp.integrate(sp.csc(2 * x) ** 2, x))
    b.value('∫_{π/6}^{π/2} cos x dx', '1/2', lambda: sp.integrate(sp.cos(x), (x, sp.pi / 6, sp.pi / 2)))
    b.anti('∫ 3/(5 − x) dx', '-3*log(abs(5 - x))', lambda: sp.integrate(3 / (5 - x), x))
    b.anti('∫ x e^(3x) dx', 'x*e^(3*x)/3 - e^(3*x)/9', lambda: sp.integrate(x * sp.exp(3 * x), x))
    b.value('definite integral from 1 to 3 of (2x − 1)', '6', lambda: sp.integrate(2 * x - 1, (x, 1, 3)))
    b.value('area under y = 5/x between x = e and x = e⁴', '15', lambda: sp.integrate(5 / x, (x, sp.E, sp.E ** 4)))
    b.anti(r'\(\int \frac{4}{\sqrt{x}}\,dx\)', '8*sqrt(x)', lambda: sp.integrate(4 / sp.sqrt(x), x))
    b.anti('antiderivative of sin(πt) dt', '-cos(pi*t)/pi', lambda: sp.integrate(sp.sin(sp.pi * t), t), var='t')
    b.value('area enclosed by y = 4x − x² and the x-axis', '32/3',
            lambda: sp.integrate(4 * x - x ** 2, (x, *sorted(sp.solve(4 * x - x ** 2, x)))))


def limits(b: Builder) -> None:
    b.value('lim x→−4 (x² + x − 12)/(x + 4)', '-7', lambda: sp.limit((x ** 2 + x - 12) / (x + 4), x, -4))
    b.value('limit as x → 0 of tan(7x)/(2x)', '7/2', lambda: sp.limit(sp.tan(7 * x) / (2 * x), x, 0))
    b.value('lim_{x→∞} (3x³ − 2x)/(6x³ + x² + 1)', '1/2', lambda: sp.limit((3 * x ** 3 - 2 * x) / (6 * x ** 3 + x ** 2 + 1), x, oo))
    b.value(r'\(\lim_{x \to 0} \frac{x - \arctan x}{x^3}\)', '1/3', lambda: sp.limit((x - sp.atan(x)) / x ** 3, x, 0))
    b.value('lim x→∞ (1 − 3/x)^(2x)', 'e^(-6)', lambda: sp.limit((1 - 3 / x) ** (2 * x), x, oo))
    b.value('lim as x→0 of (e^(5x) − 1)/(3x)', '5/3', lambda: sp.limit((sp.exp(5 * x) - 1) / (3 * x), x, 0))
    b.value('what does (x⁵ − 1)/(x − 1) approach as x → 1', '5', lambda: sp.limit((x ** 5 - 1) / (x - 1), x, 1))
    b.value('limit of (√(9 + x) − 3)/x as x → 0', '1/6', lambda: sp.limit((sp.sqrt(9 + x) - 3) / x, x, 0))
    b.value('as x goes to infinity, what does (7x − 4)/(x² + 9x) approach?', '0', lambda: sp.limit((7 * x - 4) / (x ** 2 + 9 * x), x, oo))
    b.value('lim_{x→∞} x·sin(1/x)', '1', lambda: sp.limit(x * sp.sin(1 / x), x, oo))
    b.value('lim x→∞ (x − √(x² − 4x))', '2', lambda: sp.limit(x - sp.sqrt(x ** 2 - 4 * x), x, oo))
    b.value('lim_{t→0} (1 − cos 3t)/t²', '9/2', lambda: sp.limit((1 - sp.cos(3 * t)) / t ** 2, t, 0))


def graphs(b: Builder) -> None:
    b.graph('graph the line y = 4 − (5/2)x', '4 - 5*x/2', lambda: 4 - sp.Rational(5, 2) * x)
    b.graph('sketch y = (x − 4)² + 1', '(x - 4)^2 + 1', lambda: (x - 4) ** 2 + 1)
    b.graph('plot 5x − 2y = 10', '5*x/2 - 5', lambda: sp.solve(5 * x - 2 * y - 10, y)[0])
    b.graph('on a coordinate plane, show y ≥ −⅔x + 1', '1 - 2*x/3', lambda: -sp.Rational(2, 3) * x + 1)
    b.graph('sketch y = −|x − 1| + 3', '3 - abs(x - 1)', lambda: -sp.Abs(x - 1) + 3)
    b.graph('sketch the exponential y = 4^x − 1', '4^x - 1', lambda: 4 ** x - 1)
    b.graph('graph f(x) = { 3 − x² if x < 2 ; x − 3 if x ≥ 2 }', '3 - x^2 if x < 2; x - 3 if x >= 2',
            lambda: sp.Piecewise((3 - x ** 2, x < 2), (x - 3, x >= 2)))
    b.graph('plot y = 3cos(x) over one period', '3*cos(x)', lambda: 3 * sp.cos(x))
    b.graph('graph 2x − 3y = 12', '2*x/3 - 4', lambda: sp.solve(2 * x - 3 * y - 12, y)[0])
    b.graph('sketch y = ln(x + 1)', 'log(x + 1)', lambda: sp.log(x + 1))
    b.graph('shade the solution region of x + y ≤ −2', '-x - 2', lambda: sp.solve(x + y + 2, y)[0])
    b.graph('graph y = x³ − x', 'x^3 - x', lambda: x ** 3 - x)


SECTIONS = [derivatives, integrals, limits, graphs]
