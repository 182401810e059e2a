"""Development set: derivatives, integrals, limits and graphs."""
from __future__ import annotations

import sympy as sp

from common import R, n, t, x, y

theta = sp.Symbol('theta')
r = sp.Symbol('r')
D = sp.diff


def derivatives(b):
    b.expr('derivative of x^3 ln x', '3*x^2*log(x) + x^2', lambda: D(x ** 3 * sp.log(x), x))
    b.expr('d/dx (5x⁴ − 3x² + 7)', '20*x^3 - 6*x', lambda: D(5 * x ** 4 - 3 * x ** 2 + 7, x))
    b.expr('Find dy/dx if y = sin(2x)', '2*cos(2*x)', lambda: D(sp.sin(2 * x), x))
    b.expr("y = e^{3x}, find y'", '3*e^(3*x)', lambda: D(sp.exp(3 * x), x))
    b.expr("f(x) = √x. What is f'(x)?", '1/(2*sqrt(x))', lambda: D(sp.sqrt(x), x))
    b.expr("Find f''(x) for f(x) = x⁴ − 2x³", '12*x^2 - 12*x', lambda: D(x ** 4 - 2 * x ** 3, x, 2))
    b.value('What is the slope of the tangent to y = x² − 4x at x = 3?', '2',
            lambda: D(x ** 2 - 4 * x, x).subs(x, 3))
    b.value('Find the rate of change of the area A(r) = πr² with respect to r when r = 5.', '10*pi',
            lambda: D(sp.pi * r ** 2, r).subs(r, 5))
    b.expr('Differentiate s(t) = 4.9t² + 3t with respect to t', '9.8*t + 3',
           lambda: D(R(49, 10) * t ** 2 + 3 * t, t))
    b.expr(r'\frac{d}{dx}\left[(x^2 + 1)^5\right]', '10*x*(x^2 + 1)^4', lambda: D((x ** 2 + 1) ** 5, x))
    b.expr('derivative of sec x', 'sin(x)/cos(x)^2', lambda: D(sp.sec(x), x))
    b.expr('quick q - d/dx ln(x² + 1)', '2*x/(x^2 + 1)', lambda: D(sp.log(x ** 2 + 1), x))
    b.expr('could you find the derivative of e^x sin x', 'e^x*sin(x) + e^x*cos(x)', lambda: D(sp.exp(x) * sp.sin(x), x))
    b.expr(r'\frac{d}{dx}\left( \frac{1}{x^3} \right)', '-3/x^4', lambda: D(1 / x ** 3, x))
    b.value("What is f'(2) if f(x) = x³ − 5x?", '7', lambda: D(x ** 3 - 5 * x, x).subs(x, 2))
    b.expr('y = cos(x²). dy/dx = ?', '-2*x*sin(x^2)', lambda: D(sp.cos(x ** 2), x))
    b.expr('pls differentiate arctan(x)', '1/(x^2 + 1)', lambda: D(sp.atan(x), x))
    b.expr('second derivative of y = e^{2x} + x^3', '4*e^(2*x) + 6*x', lambda: D(sp.exp(2 * x) + x ** 3, x, 2))
    b.value('The height of a ball is h(t) = −16t² + 64t + 5 feet after t seconds. What is its velocity at '
            't = 1?', '32', lambda: D(-16 * t ** 2 + 64 * t + 5, t).subs(t, 1))
    b.expr('d/dθ (sin θ cos θ)', 'cos(2*theta)', lambda: D(sp.sin(theta) * sp.cos(theta), theta))
    b.expr("y = 3^x, y' = ?", '3^x*log(3)', lambda: D(3 ** x, x))
    b.expr("g(x) = (3x − 1)/(2x + 5), find g'(x)", '17/(2*x + 5)^2', lambda: D((3 * x - 1) / (2 * x + 5), x))
    b.expr('Find dy/dx if x² + xy + y² = 7', '-(2*x + y)/(x + 2*y)', lambda: sp.idiff(x ** 2 + x * y + y ** 2 - 7, y, x))
    b.expr(r'$\frac{d}{dx} x^{5/2}$', '5*x^(3/2)/2', lambda: D(x ** R(5, 2), x))
    b.expr('Find the equation of the tangent line to y = x² at x = 3', '6*x - 9',
           lambda: D(x ** 2, x).subs(x, 3) * (x - 3) + 3 ** 2)


def integrals(b):
    b.anti('∫ 3x² dx', 'x^3', lambda: sp.integrate(3 * x ** 2, x))
    b.anti('∫ (4x³ − 2x + 1) dx', 'x^4 - x^2 + x', lambda: sp.integrate(4 * x ** 3 - 2 * x + 1, x))
    b.value(r'\int_0^2 (x^2 + 1)\,dx', '14/3', lambda: sp.integrate(x ** 2 + 1, (x, 0, 2)))
    b.anti('integrate e^{2x} dx', 'e^(2*x)/2', lambda: sp.integrate(sp.exp(2 * x), x))
    b.value('∫ 1/x dx from 1 to e', '1', lambda: sp.integrate(1 / x, (x, 1, sp.E)))
    b.anti('integrate sin(x) cos(x) dx', 'sin(x)^2/2', lambda: sp.integrate(sp.sin(x) * sp.cos(x), x))
    b.value('Find the area under y = √x from x = 0 to x = 9.', '18', lambda: sp.integrate(sp.sqrt(x), (x, 0, 9)))
    b.anti(r'\int x e^{x^2}\,dx', 'e^(x^2)/2', lambda: sp.integrate(x * sp.exp(x ** 2), x))


def limits(b):
    b.value('lim x→5 (x² − 25)/(x − 5)', '10', lambda: sp.limit((x ** 2 - 25) / (x - 5), x, 5))
    b.value(r'\lim_{x \to 0} \frac{\sin 5x}{x}', '5', lambda: sp.limit(sp.sin(5 * x) / x, x, 0))
    b.value('limit as x approaches infinity of (3x² + 1)/(x² − 5)', '3',
            lambda: sp.limit((3 * x ** 2 + 1) / (x ** 2 - 5), x, sp.oo))
    b.value('lim_{x→0} (1 − cos x)/x²', '1/2', lambda: sp.limit((1 - sp.cos(x)) / x ** 2, x, 0))
    b.value('lim (1 + 2/n)^n as n → ∞', 'e^2', lambda: sp.limit((1 + 2 / n) ** n, n, sp.oo))
    b.value('lim x→3 of (x^2 - 9)/(x^2 - 5x + 6)', '6', lambda: sp.limit((x ** 2 - 9) / (x ** 2 - 5 * x + 6), x, 3))
    b.value('lim x→∞ (2x − √(4x² + x))', '-1/4', lambda: sp.limit(2 * x - sp.sqrt(4 * x ** 2 + x), x, sp.oo))
    b.value(r'\(\lim_{x\to 4} \frac{\sqrt{x} - 2}{x - 4}\)', '1/4', lambda: sp.limit((sp.sqrt(x) - 2) / (x - 4), x, 4))


def boundary(relation_lhs):
    """y as a function of x on the boundary lhs = 0."""
    (sol,) = sp.solve(relation_lhs, y)
    return sol


def graphs(b):
    b.graph('Graph y = 2x − 3', '2*x - 3', lambda: boundary(y - (2 * x - 3)))
    b.graph('graph x + 2y = 6', '3 - x/2', lambda: boundary(x + 2 * y - 6))
    b.graph('Sketch y = (x − 1)² − 4', '(x - 1)^2 - 4', lambda: boundary(y - (x - 1) ** 2 + 4))
    b.graph('graph y ≥ −x + 2', '2 - x', lambda: boundary(y + x - 2))
    b.graph('Plot f(x) = |x + 2|', 'abs(x + 2)', lambda: sp.Abs(x + 2))
    b.graph('graph 3x − y < 6', '3*x - 6', lambda: boundary(3 * x - y - 6))
    b.graph('Graph the piecewise function f(x) = x + 1 for x < 0 and f(x) = 2 − x for x ≥ 0',
            'x + 1 if x < 0; 2 - x if x >= 0', lambda: sp.Piecewise((x + 1, x < 0), (2 - x, True)))
    b.graph(r'draw the graph of $y = -\frac{1}{2}x + 4$', '4 - x/2', lambda: boundary(y + x / 2 - 4))


SECTIONS = [derivatives, integrals, limits, graphs]
