"""Second development set: derivatives, integrals, limits and graphs."""
from __future__ import annotations

from fractions import Fraction as Fr

import mpmath
import sympy as sp

from common import R, parse, t, x, y

h = sp.Symbol('h')
POINTS = [mpmath.mpf('0.37'), mpmath.mpf('1.21'), mpmath.mpf('2.63'), mpmath.mpf('3.11')]


def _numeric_derivative_holds(f, var=x, order=1, points=POINTS):
    """The written derivative agrees with mpmath's numerical derivative of f at sample points."""
    fn = sp.lambdify(var, f, modules='mpmath')

    def test(answer: str) -> bool:
        g = sp.lambdify(sp.Symbol(str(var)), parse(answer), modules='mpmath')
        for p in points:
            want, got = mpmath.diff(fn, p, order), g(p)
            if abs(want - got) > mpmath.mpf('1e-20') * max(1, abs(want)):
                return False
        return True
    return test


def _limit_definition(f, var=x):
    return sp.limit((f.subs(var, var + h) - f) / h, h, 0)


def _tidy(expr, var=x):
    """Polynomials expanded or factored, whichever is shorter; rational functions as one factored fraction;
    anything else as SymPy leaves it."""
    if expr.is_polynomial(var):
        expanded, factored = sp.expand(expr), sp.factor(expr)
        return factored if sp.count_ops(factored) < sp.count_ops(expanded) else expanded
    if expr.is_rational_function(var):
        return sp.factor(sp.cancel(expr))
    return expr


def deriv(b, problem, f, var=x, order=1, points=POINTS):
    """A derivative row: sp.diff computes it; the limit of the difference quotient (first derivatives) or
    mpmath's numerical derivative (higher ones) checks it."""
    check = (lambda: _limit_definition(f, var)) if order == 1 else \
        (lambda: _limit_definition(_limit_definition(f, var), var))
    b.expr(problem, lambda: _tidy(sp.diff(f, var, order), var), check,
           holds=_numeric_derivative_holds(f, var, order, points))


def derivatives(b):
    deriv(b, 'd/dx (6x⁵ − 4x³ + 2x − 9)', 6 * x ** 5 - 4 * x ** 3 + 2 * x - 9)
    deriv(b, 'y = cos 4x. dy/dx = ?', sp.cos(4 * x))
    deriv(b, 'y = e^{−2x}, find y′', sp.exp(-2 * x))
    deriv(b, 'differentiate x² sin x', x ** 2 * sp.sin(x))
    deriv(b, 'f(x) = ln(3x), find f′(x)', sp.log(3 * x))
    deriv(b, 'f(x) = (x² + 1)/(x − 1). Find f′(x).', (x ** 2 + 1) / (x - 1))
    deriv(b, 'Find the derivative of (3x − 2)^4', (3 * x - 2) ** 4)
    deriv(b, 'What is the second derivative of y = x⁵ − 3x²?', x ** 5 - 3 * x ** 2, order=2)
    b.value('Find the slope of the tangent line to y = x³ − 2x at x = 2', lambda: sp.diff(x ** 3 - 2 * x, x).subs(x, 2),
            lambda: mpmath.diff(lambda v: v ** 3 - 2 * v, 2))
    deriv(b, r'$\frac{d}{dx}\sqrt{x^2 + 9}$', sp.sqrt(x ** 2 + 9))
    deriv(b, 'derivative of tan x', sp.tan(x))
    b.value('If f(x) = 4/x², what is f′(3)?', lambda: sp.diff(4 / x ** 2, x).subs(x, 3),
            lambda: mpmath.diff(lambda v: 4 / v ** 2, 3))
    F = x ** 2 + y ** 2 - 25
    b.expr('Find dy/dx for x² + y² = 25', lambda: sp.idiff(F, y, x), lambda: -sp.diff(F, x) / sp.diff(F, y))
    deriv(b, 'd/dt [t e^t]', t * sp.exp(t), var=t)
    f = x ** 2 + 3 * x
    b.expr('Determine the tangent line to f(x) = x² + 3x at the point where x = 1, in the form y = mx + b.',
           lambda: sp.expand(f.subs(x, 1) + sp.diff(f, x).subs(x, 1) * (x - 1)),
           lambda: sp.Float(mpmath.diff(lambda v: v * v + 3 * v, 1), 40) * (x - 1) + 4)
    b.value('At what x-value does f(x) = x² − 8x + 3 have a critical point?',
            lambda: sp.solve(sp.diff(x ** 2 - 8 * x + 3, x), x),
            lambda: [min((Fr(j, 4) for j in range(-200, 201)), key=lambda v: v * v - 8 * v + 3)])


def _antiderivative_holds(integrand, var=x):
    """d/dx of the written antiderivative equals the integrand numerically (mpmath) at sample points."""
    fn = sp.lambdify(var, integrand, modules='mpmath')

    def test(answer: str) -> bool:
        g = sp.lambdify(sp.Symbol(str(var)), parse(answer), modules='mpmath')
        return all(abs(mpmath.diff(g, p) - fn(p)) < mpmath.mpf('1e-20') * max(1, abs(fn(p))) for p in POINTS)
    return test


def anti(b, problem, integrand, var=x):
    """An antiderivative row: sp.integrate computes it; it is checked against the unevaluated Integral (whose
    derivative is the integrand) and by numerical differentiation."""
    b.anti(problem, lambda: sp.integrate(integrand, var), lambda: sp.Integral(integrand, var),
           var=str(var), holds=_antiderivative_holds(integrand, var))


def definite(b, problem, integrand, lo, hi):
    f = sp.lambdify(x, integrand, modules='mpmath')
    b.value(problem, lambda: sp.integrate(integrand, (x, lo, hi)),
            lambda: mpmath.quad(f, [sp.N(lo, 60), sp.N(hi, 60)]))


def integrals(b):
    anti(b, '∫ (6x² − 4x + 3) dx', 6 * x ** 2 - 4 * x + 3)
    anti(b, 'integrate cos(3x) dx', sp.cos(3 * x))
    anti(b, '∫ 1/x² dx', 1 / x ** 2)
    anti(b, 'Find the antiderivative of e^{5x}', sp.exp(5 * x))
    anti(b, '∫ x cos x dx', x * sp.cos(x))
    anti(b, '∫ 2x(x² + 1)³ dx', 2 * x * (x ** 2 + 1) ** 3)
    anti(b, 'integrate 1/(2x + 1) dx', 1 / (2 * x + 1))
    anti(b, '∫ √x dx', sp.sqrt(x))
    definite(b, r'\int_1^3 (2x + 1)\,dx', 2 * x + 1, 1, 3)
    definite(b, '∫₀^π sin x dx', sp.sin(x), 0, sp.pi)
    definite(b, 'Evaluate the definite integral of 3x² from x = −1 to x = 2', 3 * x ** 2, -1, 2)
    definite(b, 'What is the area under the curve y = eˣ between x = 0 and x = ln 2?', sp.exp(x), 0, sp.log(2))
    definite(b, r'$\int_0^1 x e^x \, dx$', x * sp.exp(x), 0, 1)
    definite(b, '∫_0^4 √(2x + 1) dx', sp.sqrt(2 * x + 1), 0, 4)
    b.value('Find the area of the region between y = x² and y = 4.',
            lambda: (lambda r: sp.integrate(4 - x ** 2, (x, min(r), max(r))))(sp.solve(x ** 2 - 4, x)),
            lambda: mpmath.quad(lambda v: max(4 - v * v, 0), [-3, -2, 2, 3]))


def numeric_limit(f, point, side='both', var=x):
    """The limit estimated with mpmath at 60 digits: f a step of 1e-12 from the point on each side asked for
    (both sides must agree), or f at 1e15 for a limit at infinity."""
    fn = sp.lambdify(var, f, modules='mpmath')
    if point == sp.oo:
        return fn(mpmath.mpf(10) ** 15)
    p, eps = mpmath.mpf(sp.N(point, 60)), mpmath.mpf(10) ** -12
    left, right = fn(p - eps), fn(p + eps)
    if side == '-':
        return left
    if side == '+':
        return right
    if abs(left - right) > mpmath.mpf('1e-9') * max(1, abs(left)):
        raise ValueError('the one-sided limits differ')
    return (left + right) / 2


def lim(b, problem, f, point, side='both'):
    direction = {'both': '+-', '+': '+', '-': '-'}[side]
    b.value(problem, lambda: sp.limit(f, x, point, direction) if point != sp.oo else sp.limit(f, x, sp.oo),
            lambda: numeric_limit(f, point, side))


def limits(b):
    lim(b, 'lim x→−3 (x² + x − 6)/(x + 3)', (x ** 2 + x - 6) / (x + 3), -3)
    lim(b, r'$\displaystyle\lim_{x\to 0}\frac{\sin(3x)}{2x}$', sp.sin(3 * x) / (2 * x), 0)
    lim(b, 'limit as x → ∞ of (5x³ − x)/(2x³ + 7)', (5 * x ** 3 - x) / (2 * x ** 3 + 7), sp.oo)
    lim(b, 'lim_{x→0} (e^x − 1)/x', (sp.exp(x) - 1) / x, 0)
    lim(b, 'lim x→∞ (1 + 1/x)^{3x}', (1 + 1 / x) ** (3 * x), sp.oo)
    lim(b, 'Evaluate lim_{x→4} (x − 4)/(√x − 2)', (x - 4) / (sp.sqrt(x) - 2), 4)
    lim(b, 'lim x→1 (x³ − 1)/(x − 1)', (x ** 3 - 1) / (x - 1), 1)
    lim(b, 'What is lim_{x→∞} (4x + 1)/(x² + 3)?', (4 * x + 1) / (x ** 2 + 3), sp.oo)
    lim(b, 'lim x→0 tan(x)/x', sp.tan(x) / x, 0)
    lim(b, 'Evaluate lim_{x→3} (2x² − 5)', 2 * x ** 2 - 5, 3)
    b.value('lim h→0 ((2 + h)² − 4)/h', lambda: sp.limit(((2 + h) ** 2 - 4) / h, h, 0),
            lambda: numeric_limit(((2 + h) ** 2 - 4) / h, 0, var=h))
    lim(b, 'lim x→0⁺ x ln x', x * sp.log(x), 0, '+')
    lim(b, 'lim x→∞ (√(x² + 6x) − x)', sp.sqrt(x ** 2 + 6 * x) - x, sp.oo)
    lim(b, 'lim x→0 (1 − cos 2x)/x²', (1 - sp.cos(2 * x)) / x ** 2, 0)
    lim(b, 'Find the left-hand limit lim_{x→2⁻} (x² − 4)/|x − 2|', (x ** 2 - 4) / sp.Abs(x - 2), 2, '-')


def _on_graph(relation):
    """Every point (x, answer(x)) satisfies the boundary relation (an expression equal to zero)."""
    def test(answer: str) -> bool:
        if ' if ' in answer:
            return True
        return sp.simplify(relation.subs(y, parse(answer))) == 0
    return test


def graph(b, problem, relation, expand=False):
    """A graph row: the boundary relation (lhs − rhs) solved for y with solve; solveset checks it, and the
    written function is substituted back."""
    b.graph(problem, lambda: (sp.expand if expand else sp.sympify)(sp.solve(relation, y)[0]),
            lambda: next(iter(sp.solveset(relation, y))),
            holds=_on_graph(relation))


def graphs(b):
    graph(b, 'Graph y = −3x + 4', y - (-3 * x + 4))
    graph(b, 'graph 2x − 3y = 12', 2 * x - 3 * y - 12)
    graph(b, 'Sketch the parabola y = −(x + 2)² + 3', y - (-(x + 2) ** 2 + 3))
    graph(b, 'graph y < 4x − 1', y - (4 * x - 1))
    graph(b, 'Plot y = |x − 3| + 1', y - (sp.Abs(x - 3) + 1))
    graph(b, 'graph 5x + y ≥ 2', 5 * x + y - 2)
    b.graph('Sketch f(x) = { 2x, x ≤ 1 ; 3 − x, x > 1 }',
            lambda: [(2 * x, x <= 1), (3 - x, x > 1)], lambda: sp.Piecewise((2 * x, x <= 1), (3 - x, x > 1)))
    graph(b, 'Graph y = x² − 4x', y - (x ** 2 - 4 * x), expand=True)
    graph(b, r'Draw the graph of $y = \frac{2}{3}x - 1$', y - (R(2, 3) * x - 1))
    graph(b, 'graph y = √(x + 4)', y - sp.sqrt(x + 4))
    graph(b, 'sketch the exponential y = 2^x − 1', y - (2 ** x - 1))
    graph(b, 'graph the line with slope −2 and y-intercept 5', y - (-2 * x + 5))
    graph(b, 'graph 4y − 8x = 16', 4 * y - 8 * x - 16)
    graph(b, 'Draw y = x³ − 3x', y - (x ** 3 - 3 * x), expand=True)
    graph(b, 'graph f(x) = 1/(x − 2)', y - 1 / (x - 2))


SECTIONS = [derivatives, integrals, limits, graphs]
