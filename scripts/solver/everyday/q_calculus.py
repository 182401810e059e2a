"""Derivatives, integrals, limits and graphs."""
import sympy as sp

from common import Builder, n, t, x, y

E, pi, oo = sp.E, sp.pi, sp.oo
sin, cos, tan, exp, log, sqrt = sp.sin, sp.cos, sp.tan, sp.exp, sp.log, sp.sqrt
d = sp.diff


def derivatives(b: Builder) -> None:
    b.expr('d/dx (x^3 sin x)', '3*x^2*sin(x) + x^3*cos(x)', lambda: d(x ** 3 * sin(x), x))
    b.expr('dy/dx of y = 5x^4 - 3x^2 + 7', '20*x^3 - 6*x', lambda: d(5 * x ** 4 - 3 * x ** 2 + 7, x))
    b.expr("f'(x) if f(x) = e^(2x)", '2*e^(2*x)', lambda: d(exp(2 * x), x))
    b.expr(r'\(\frac{d}{dx} \ln(x^2 + 1)\)', '2*x/(x^2 + 1)', lambda: d(log(x ** 2 + 1), x))
    b.expr('differentiate sin(x^2)', '2*x*cos(x^2)', lambda: d(sin(x ** 2), x))
    b.expr('derivative of sqrt(x)', '1/(2*sqrt(x))', lambda: d(sqrt(x), x))
    b.expr('derivative of √x · ln x', 'log(x)/(2*sqrt(x)) + 1/sqrt(x)', lambda: d(sqrt(x) * log(x), x))
    b.expr('find the derivative of (x^2+1)/(x-1)', '(x^2 - 2*x - 1)/(x - 1)^2', lambda: d((x ** 2 + 1) / (x - 1), x))
    b.expr('Differentiate y = (3x + 2)^5', '15*(3*x + 2)^4', lambda: d((3 * x + 2) ** 5, x))
    b.expr('derivative of tan x', '1/cos(x)^2', lambda: d(tan(x), x))
    b.expr('d/dx [ln(x)/x]', '(1 - log(x))/x^2', lambda: d(log(x) / x, x))
    b.expr('d/dt (t^2 e^{-t})', '2*t*e^(-t) - t^2*e^(-t)', lambda: d(t ** 2 * exp(-t), t))
    b.expr('differentiate 4/x^2 with respect to x', '-8/x^3', lambda: d(4 / x ** 2, x))
    b.expr(r'$\frac{d}{dx}\left(e^x \cos x\right)$', 'e^x*cos(x) - e^x*sin(x)', lambda: d(exp(x) * cos(x), x))
    b.expr('what is the derivative of arctan(x)?', '1/(x^2 + 1)', lambda: d(sp.atan(x), x))
    b.expr('second derivative of x^4 - 3x^2', '12*x^2 - 6', lambda: d(x ** 4 - 3 * x ** 2, x, 2))
    b.expr("f''(x) for f(x) = x e^x", '(x + 2)*e^x', lambda: d(x * exp(x), x, 2))
    b.expr('d²y/dx² if y = sin(3x)', '-9*sin(3*x)', lambda: d(sin(3 * x), x, 2))
    b.expr('find dy/dx if x^2 + y^2 = 25', '-x/y', lambda: sp.idiff(x ** 2 + y ** 2 - 25, y, x))
    b.expr('Use implicit differentiation to find dy/dx when xy = 6', '-y/x', lambda: sp.idiff(x * y - 6, y, x))
    b.expr('x³ + y³ = 9, find dy/dx', '-x^2/y^2', lambda: sp.idiff(x ** 3 + y ** 3 - 9, y, x))
    b.value('what is the slope of the tangent to y = x^2 at x = 3?', '6', lambda: d(x ** 2, x).subs(x, 3))
    b.value("f(x) = 3x^2 + 2x, find f'(2)", '14', lambda: d(3 * x ** 2 + 2 * x, x).subs(x, 2))


def integrals(b: Builder) -> None:
    i = sp.integrate
    b.anti('∫ cos(3x) dx', 'sin(3*x)/3', lambda: i(cos(3 * x), x))
    b.anti('integrate x^2 + 3x - 1 dx', 'x^3/3 + 3*x^2/2 - x', lambda: i(x ** 2 + 3 * x - 1, x))
    b.anti('antiderivative of 1/x', 'log(abs(x))', lambda: i(1 / x, x))
    b.anti(r'\(\int e^{2x}\,dx\)', 'e^(2*x)/2', lambda: i(exp(2 * x), x))
    b.anti('find ∫ x e^x dx', 'x*e^x - e^x', lambda: i(x * exp(x), x))
    b.anti('integrate 1/(1 + x^2)', 'atan(x)', lambda: i(1 / (1 + x ** 2), x))
    b.anti('∫ x cos(x) dx', 'x*sin(x) + cos(x)', lambda: i(x * cos(x), x))
    b.anti('What is the integral of ln(x)?', 'x*log(x) - x', lambda: i(log(x), x))
    b.anti('antiderivative of sec^2(x)', 'tan(x)', lambda: i(1 / cos(x) ** 2, x))
    b.anti('∫ 2x/(x^2 + 1) dx', 'log(x^2 + 1)', lambda: i(2 * x / (x ** 2 + 1), x))
    b.anti(r'$\int (3t^2 - 4t)\,dt$', 't^3 - 2*t^2', lambda: i(3 * t ** 2 - 4 * t, t), var='t')
    b.anti('indefinite integral of sqrt(x)', '2*x^(3/2)/3', lambda: i(sqrt(x), x))
    b.anti('∫ sin(x)cos(x) dx please', 'sin(x)^2/2', lambda: i(sin(x) * cos(x), x))
    b.value(r'\int_0^3 x^2 dx', '9', lambda: i(x ** 2, (x, 0, 3)))
    b.value('integrate x^2 from 0 to 3', '9', lambda: i(x ** 2, (x, 0, 3)))
    b.value('integrate x^3 from 1 to 2', '15/4', lambda: i(x ** 3, (x, 1, 2)))
    b.value('∫ from 0 to π of sin x dx', '2', lambda: i(sin(x), (x, 0, pi)))
    b.value('definite integral of 1/x from 1 to e', '1', lambda: i(1 / x, (x, 1, E)))
    b.value('evaluate ∫_0^1 e^x dx', 'e - 1', lambda: i(exp(x), (x, 0, 1)))
    b.value(r'\(\int_{-1}^{1} (x^2 + 1)\,dx\)', '8/3', lambda: i(x ** 2 + 1, (x, -1, 1)))
    b.value('find the area under y = 4 - x^2 from x = -2 to x = 2', '32/3', lambda: i(4 - x ** 2, (x, -2, 2)))
    b.value('∫_0^{π/2} cos x dx', '1', lambda: i(cos(x), (x, 0, pi / 2)))
    b.value('∫_1^4 1/√x dx', '2', lambda: i(1 / sqrt(x), (x, 1, 4)))


def limits(b: Builder) -> None:
    lim = sp.limit
    b.value('lim x→2 (x^2 - 4)/(x - 2)', '4', lambda: lim((x ** 2 - 4) / (x - 2), x, 2))
    b.value(r'\(\lim_{x \to 0} \frac{\sin x}{x}\)', '1', lambda: lim(sin(x) / x, x, 0))
    b.value('limit of (1 + 1/n)^n as n → ∞', 'e', lambda: lim((1 + 1 / n) ** n, n, oo))
    b.value('lim_{x->3} (2x + 5)', '11', lambda: lim(2 * x + 5, x, 3))
    b.value('lim x->-1 (x^2 + 3x + 2)/(x + 1)', '1', lambda: lim((x ** 2 + 3 * x + 2) / (x + 1), x, -1))
    b.value('limit as x approaches 0 of (e^x - 1)/x', '1', lambda: lim((exp(x) - 1) / x, x, 0))
    b.value('lim x->0 (1 - cos x)/x^2', '1/2', lambda: lim((1 - cos(x)) / x ** 2, x, 0))
    b.value('limit of (3x^2 + 1)/(2x^2 - 5) as x goes to infinity', '3/2',
            lambda: lim((3 * x ** 2 + 1) / (2 * x ** 2 - 5), x, oo))
    b.value(r'$\lim_{x \to \infty} \frac{5x + 2}{x^2 + 1}$', '0', lambda: lim((5 * x + 2) / (x ** 2 + 1), x, oo))
    b.value('find lim_{x→1} ln(x)/(x - 1)', '1', lambda: lim(log(x) / (x - 1), x, 1))
    b.value('lim (x^3 - 1)/(x - 1) as x -> 1', '3', lambda: lim((x ** 3 - 1) / (x - 1), x, 1))
    b.value('limit x->0 of sin(5x)/x', '5', lambda: lim(sin(5 * x) / x, x, 0))
    b.value('lim x→4 (√x - 2)/(x - 4)', '1/4', lambda: lim((sqrt(x) - 2) / (x - 4), x, 4))
    b.value('lim_{x→∞} (1 + 2/x)^x', 'e^2', lambda: lim((1 + 2 / x) ** x, x, oo))
    b.value('limit of x ln x as x approaches 0 from the right', '0', lambda: lim(x * log(x), x, 0, '+'))
    b.value('evaluate the limit of sqrt(x^2 + x) - x as x → infinity', '1/2', lambda: lim(sqrt(x ** 2 + x) - x, x, oo))
    b.value("use L'Hopital's rule: lim x→0 (x - sin x)/x^3", '1/6', lambda: lim((x - sin(x)) / x ** 3, x, 0))


def graphs(b: Builder) -> None:
    def y_of(eq):
        (expr,) = sp.solve(eq, y)
        return expr
    b.graph('graph y = x^2 - 4', 'x^2 - 4', lambda: y_of(sp.Eq(y, x ** 2 - 4)))
    b.graph('plot sin(x)', 'sin(x)', lambda: sin(x))
    b.graph('sketch y = |x|', 'abs(x)', lambda: sp.Abs(x))
    b.graph('draw the line y = 2x + 1', '2*x + 1', lambda: y_of(sp.Eq(y, 2 * x + 1)))
    b.graph('graph 2x + y = 4', '4 - 2*x', lambda: y_of(sp.Eq(2 * x + y, 4)))
    b.graph('Graph the line 3x - 2y = 6', '3*x/2 - 3', lambda: y_of(sp.Eq(3 * x - 2 * y, 6)))
    b.graph('plot y = e^x', 'e^x', lambda: exp(x))
    b.graph('sketch the graph of f(x) = (x - 1)^2 + 2', '(x - 1)^2 + 2', lambda: (x - 1) ** 2 + 2)
    b.graph('graph y = 1/x', '1/x', lambda: 1 / x)
    b.graph('plot y=sqrt(x)', 'sqrt(x)', lambda: sqrt(x))
    b.graph('plot cos(2x) from 0 to 2pi', 'cos(2*x)', lambda: cos(2 * x))
    b.graph(r'graph \(y = \log_2 x\)', 'log(x)/log(2)', lambda: log(x, 2))
    b.graph('graph y > x + 1', 'x + 1', lambda: y_of(sp.Eq(y, x + 1)))
    b.graph('graph the inequality y ≤ -x + 3', '3 - x', lambda: y_of(sp.Eq(y, -x + 3)))
    b.graph('Shade the region 2x + y < 4', '4 - 2*x', lambda: y_of(sp.Eq(2 * x + y, 4)))
    b.graph('graph the piecewise function f(x) = x^2 if x < 0, x + 1 if x >= 0', 'x^2 if x < 0; x + 1 if x >= 0',
            lambda: sp.Piecewise((x ** 2, x < 0), (x + 1, True)))
    b.graph('graph f(x) = { -x for x < 0, 2 for x ≥ 0 }', '-x if x < 0; 2 if x >= 0',
            lambda: sp.Piecewise((-x, x < 0), (2, True)))


SECTIONS = [derivatives, integrals, limits, graphs]
