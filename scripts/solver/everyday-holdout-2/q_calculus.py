"""Derivatives, integrals, limits and graphs."""
from __future__ import annotations

import sympy as sp

from common import Builder, t, x, y

S = sp.S
h, r = sp.symbols('h r')
oo = sp.oo


def derivatives(b: Builder) -> None:
    b.expr('derivative of x^4 ln x', '4*x^3*log(x) + x^3', lambda: sp.diff(x ** 4 * sp.log(x), x))
    b.expr('d/dx (5x⁴ − 3x² + 7)', '20*x^3 - 6*x', lambda: sp.diff(5 * x ** 4 - 3 * x ** 2 + 7, x))
    b.expr('find dy/dx if y = sin(3x²)', '6*x*cos(3*x^2)', lambda: sp.diff(sp.sin(3 * x ** 2), x))
    b.expr('differentiate f(t) = e^(−2t) cos t', '-2*e^(-2*t)*cos(t) - e^(-2*t)*sin(t)',
           lambda: sp.diff(sp.exp(-2 * t) * sp.cos(t), t))
    b.expr(r'$\frac{d}{dx}\left(\frac{x^2+1}{x-3}\right)$', '(x^2 - 6*x - 1)/(x - 3)^2',
           lambda: sp.diff((x ** 2 + 1) / (x - 3), x))
    b.expr("f(x) = √(4x + 1). What is f'(x)?", '2/sqrt(4*x + 1)', lambda: sp.diff(sp.sqrt(4 * x + 1), x))
    b.value('What is the derivative of tan(x) at x = π/4?', '2', lambda: sp.diff(sp.tan(x), x).subs(x, sp.pi / 4))
    b.expr('second derivative of y = x^5 − 2x^3', '20*x^3 - 12*x', lambda: sp.diff(x ** 5 - 2 * x ** 3, x, 2))
    b.expr('use implicit differentiation to find dy/dx: x² + xy + y² = 7', '-(2*x + y)/(x + 2*y)',
           lambda: sp.idiff(x ** 2 + x * y + y ** 2 - 7, y, x))
    b.expr('y′ if y = ln(x² + 4)', '2*x/(x^2 + 4)', lambda: sp.diff(sp.log(x ** 2 + 4), x))
    b.expr('d/dr (r² e^r)', '2*r*e^r + r^2*e^r', lambda: sp.diff(r ** 2 * sp.exp(r), r))
    b.expr('derivative of arctan(2x)', '2/(1 + 4*x^2)', lambda: sp.diff(sp.atan(2 * x), x))


def integrals(b: Builder) -> None:
    b.anti('∫ (6x² − 4x + 1) dx', '2*x^3 - 2*x^2 + x', lambda: sp.integrate(6 * x ** 2 - 4 * x + 1, x))
    b.anti('integrate x e^(x^2) dx', 'e^(x^2)/2', lambda: sp.integrate(x * sp.exp(x ** 2), x))
    b.value(r'$\int_1^4 \sqrt{x}\,dx$', '14/3', lambda: sp.integrate(sp.sqrt(x), (x, 1, 4)))
    b.anti('find the antiderivative of sec²(x)', 'tan(x)', lambda: sp.integrate(sp.sec(x) ** 2, x))
    b.value('∫₀^π sin x dx', '2', lambda: sp.integrate(sp.sin(x), (x, 0, sp.pi)))
    b.anti('integral of 1/(2x + 1) dx', 'log(abs(2*x + 1))/2', lambda: sp.integrate(1 / (2 * x + 1), x))
    b.anti(r'\int x\cos x\,dx', 'x*sin(x) + cos(x)', lambda: sp.integrate(x * sp.cos(x), x))
    b.value('evaluate the definite integral of 3x^2 + 2 from −1 to 2', '15', lambda: sp.integrate(3 * x ** 2 + 2, (x, -1, 2)))
    b.value('Find the area under y = e^x from x = 0 to x = ln 3', '2', lambda: sp.integrate(sp.exp(x), (x, 0, sp.log(3))))
    b.anti('∫ 5/x³ dx', '-5/(2*x^2)', lambda: sp.integrate(5 / x ** 3, x))
    b.anti('antiderivative of cos(4t) with respect to t', 'sin(4*t)/4', lambda: sp.integrate(sp.cos(4 * t), t), var='t')
    b.value('area between y = x and y = x² from 0 to 1', '1/6', lambda: sp.integrate(x - x ** 2, (x, 0, 1)))


def limits(b: Builder) -> None:
    b.value('lim x→3 (x² − 9)/(x − 3)', '6', lambda: sp.limit((x ** 2 - 9) / (x - 3), x, 3))
    b.value('limit as x approaches 0 of sin(5x)/x', '5', lambda: sp.limit(sp.sin(5 * x) / x, x, 0))
    b.value('lim_{x→∞} (4x² − x)/(2x² + 7)', '2', lambda: sp.limit((4 * x ** 2 - x) / (2 * x ** 2 + 7), x, oo))
    b.value(r'\(\lim_{x \to 0} \frac{e^x - 1 - x}{x^2}\)', '1/2', lambda: sp.limit((sp.exp(x) - 1 - x) / x ** 2, x, 0))
    b.value('find lim x→∞ (1 + 2/x)^x', 'e^2', lambda: sp.limit((1 + 2 / x) ** x, x, oo))
    b.value('lim as x→0 of (1 − cos 2x)/x²', '2', lambda: sp.limit((1 - sp.cos(2 * x)) / x ** 2, x, 0))
    b.value('lim_{x→2} (x³ − 8)/(x² − 4)', '3', lambda: sp.limit((x ** 3 - 8) / (x ** 2 - 4), x, 2))
    b.value("what's the limit of (√(x + 4) − 2)/x as x → 0", '1/4', lambda: sp.limit((sp.sqrt(x + 4) - 2) / x, x, 0))
    b.value('lim x→−∞ (5x³ + 2)/(1 − x³)', '-5', lambda: sp.limit((5 * x ** 3 + 2) / (1 - x ** 3), x, -oo))
    b.value('limit of ln(x)/(x − 1) as x goes to 1', '1', lambda: sp.limit(sp.log(x) / (x - 1), x, 1))
    b.value('lim_{x→∞} (√(x² + 6x) − x)', '3', lambda: sp.limit(sp.sqrt(x ** 2 + 6 * x) - x, x, oo))
    b.value('lim_{h→0} ((2+h)² − 4)/h', '4', lambda: sp.limit(((2 + h) ** 2 - 4) / h, h, 0))


def graphs(b: Builder) -> None:
    b.graph('graph y = 2x − 3', '2*x - 3', lambda: 2 * x - 3)
    b.graph('sketch f(x) = (x − 1)² + 2', '(x - 1)^2 + 2', lambda: (x - 1) ** 2 + 2)
    b.graph('plot 3x − y = 6', '3*x - 6', lambda: sp.solve(3 * x - y - 6, y)[0])
    b.graph('graph y ≤ −x + 4', '4 - x', lambda: -x + 4)
    b.graph('sketch the graph of y = |x + 2| − 1', 'abs(x + 2) - 1', lambda: sp.Abs(x + 2) - 1)
    b.graph('Graph y = 2^x', '2^x', lambda: 2 ** x)
    b.graph('graph the piecewise function f(x) = −x if x < 1, 3 if x ≥ 1', '-x if x < 1; 3 if x >= 1',
            lambda: sp.Piecewise((-x, x < 1), (3, x >= 1)))
    b.graph('plot y = sin(2x) for 0 ≤ x ≤ 2π', 'sin(2*x)', lambda: sp.sin(2 * x))
    b.graph('graph x + 2y = 8', '4 - x/2', lambda: sp.solve(x + 2 * y - 8, y)[0])
    b.graph('sketch y = √(x − 3)', 'sqrt(x - 3)', lambda: sp.sqrt(x - 3))
    b.graph('shade the region 2x − 3y > 6', '2*x/3 - 2', lambda: sp.solve(2 * x - 3 * y - 6, y)[0])
    b.graph('graph the parabola y = −x² + 4x', '-x^2 + 4*x', lambda: -x ** 2 + 4 * x)


SECTIONS = [derivatives, integrals, limits, graphs]
