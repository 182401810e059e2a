"""Held-out: derivatives, integrals, limits and graphs."""
import sympy as sp

from common import R, Builder, n, t, x, y


def derivatives(b: Builder) -> None:
    d = sp.diff
    b.expr('differentiate 4x³ − 5x² + 2x − 9', '12*x^2 - 10*x + 2', lambda: d(4 * x ** 3 - 5 * x ** 2 + 2 * x - 9, x))
    b.expr('d/dx (x² sin x)', '2*x*sin(x) + x^2*cos(x)', lambda: d(x ** 2 * sp.sin(x), x))
    b.expr(r'find $\frac{d}{dx}\left(e^{3x}\cos x\right)$', '3*e^(3*x)*cos(x) - e^(3*x)*sin(x)',
           lambda: d(sp.exp(3 * x) * sp.cos(x), x))
    b.expr('derivative of ln(x² + 4x)', '(2*x + 4)/(x^2 + 4*x)', lambda: d(sp.log(x ** 2 + 4 * x), x))
    b.expr("f(x) = √(3x + 1), find f'(x)", '3/(2*sqrt(3*x + 1))', lambda: d(sp.sqrt(3 * x + 1), x))
    b.expr('dy/dx if y = (3x − 2)/(x + 4)', '14/(x + 4)^2', lambda: d((3 * x - 2) / (x + 4), x))
    b.expr('find the derivative of tan(5t) with respect to t', '5/cos(5*t)^2', lambda: d(sp.tan(5 * t), t))
    b.value("If f(x) = x³ − 4x, what is f'(2)?", '8', lambda: d(x ** 3 - 4 * x, x).subs(x, 2))
    b.expr('second derivative of x⁴ − 3x²', '12*x^2 - 6', lambda: d(x ** 4 - 3 * x ** 2, x, 2))
    b.expr('use implicit differentiation to find dy/dx: x² + xy + y² = 7', '-(2*x + y)/(x + 2*y)',
           lambda: sp.idiff(x ** 2 + x * y + y ** 2 - 7, y, x))
    b.expr('differentiate arctan(x/3)', '3/(x^2 + 9)', lambda: d(sp.atan(x / 3), x))


def integrals(b: Builder) -> None:
    ig = sp.integrate
    b.anti('∫ (6x² − 4x + 3) dx', '2*x^3 - 2*x^2 + 3*x', lambda: ig(6 * x ** 2 - 4 * x + 3, x))
    b.anti('integrate e^(5x) dx', 'e^(5*x)/5', lambda: ig(sp.exp(5 * x), x))
    b.anti(r'$\int \sin(4x)\,dx$', '-cos(4*x)/4', lambda: ig(sp.sin(4 * x), x))
    b.anti('antiderivative of 1/(x + 2)', 'log(abs(x + 2))', lambda: ig(1 / (x + 2), x))
    b.anti('∫ x cos x dx', 'x*sin(x) + cos(x)', lambda: ig(x * sp.cos(x), x))
    b.anti('integrate 2x(x² + 1)^4 dx', '(x^2 + 1)^5/5', lambda: ig(2 * x * (x ** 2 + 1) ** 4, x))
    b.anti('integrate 3/(1 + t²) dt', '3*atan(t)', lambda: ig(3 / (1 + t ** 2), t), var='t')
    b.value(r'\int_0^{\pi} \sin x \, dx', '2', lambda: ig(sp.sin(x), (x, 0, sp.pi)))
    b.value('definite integral of e^x from 0 to ln 3', '2', lambda: ig(sp.exp(x), (x, 0, sp.log(3))))
    b.value('Find the area under y = x² + 1 from x = 0 to x = 3.', '12', lambda: ig(x ** 2 + 1, (x, 0, 3)))
    b.value('find the area between y = x and y = x²', '1/6',
            lambda: ig(x - x ** 2, (x, *sorted(sp.solve(x - x ** 2, x)))))


def limits(b: Builder) -> None:
    lim = sp.limit
    b.value('lim x→3 (x² − 9)/(x − 3)', '6', lambda: lim((x ** 2 - 9) / (x - 3), x, 3))
    b.value(r'$\lim_{x \to 0} \frac{\sin 7x}{3x}$', '7/3', lambda: lim(sp.sin(7 * x) / (3 * x), x, 0))
    b.value('limit as x approaches infinity of (3x² + 2)/(5x² − x)', '3/5',
            lambda: lim((3 * x ** 2 + 2) / (5 * x ** 2 - x), x, sp.oo))
    b.value('lim_{x→2} (x³ − 8)/(x − 2)', '12', lambda: lim((x ** 3 - 8) / (x - 2), x, 2))
    b.value('find the limit of (1 + 2/n)^n as n → ∞', 'e^2', lambda: lim((1 + 2 / n) ** n, n, sp.oo))
    b.value('lim x->0 (1 − cos 4x)/(x·sin x)', '8', lambda: lim((1 - sp.cos(4 * x)) / (x * sp.sin(x)), x, 0))
    b.value('lim (x→∞) (4x + 1)/(x² + 3)', '0', lambda: lim((4 * x + 1) / (x ** 2 + 3), x, sp.oo))
    b.value('what is the limit of (√(x + 4) − 2)/x as x goes to 0', '1/4',
            lambda: lim((sp.sqrt(x + 4) - 2) / x, x, 0))
    b.value(r'\(\lim_{x\to 0} \frac{e^{3x} - 1}{2x}\)', '3/2', lambda: lim((sp.exp(3 * x) - 1) / (2 * x), x, 0))
    b.value('evaluate the limit as x → 1 of (x² + 2x − 3)/(x² − 1)', '2',
            lambda: lim((x ** 2 + 2 * x - 3) / (x ** 2 - 1), x, 1))
    b.value('lim x→0⁺ x ln x', '0', lambda: lim(x * sp.log(x), x, 0, '+'))


def graphs(b: Builder) -> None:
    b.graph('sketch the graph of f(x) = x² − 2x − 3', 'x^2 - 2*x - 3', lambda: x ** 2 - 2 * x - 3)
    b.graph('plot y = |x − 4|', 'abs(x - 4)', lambda: sp.Abs(x - 4))
    b.graph('graph the line 4x + 2y = 10', '5 - 2*x', lambda: sp.solve(4 * x + 2 * y - 10, y)[0])
    b.graph('graph y ≥ −x + 7', '7 - x', lambda: -x + 7)
    b.graph('please graph 2x − 4y = 8', 'x/2 - 2', lambda: sp.solve(2 * x - 4 * y - 8, y)[0])
    b.graph('draw the graph of y = √(x + 3)', 'sqrt(x + 3)', lambda: sp.sqrt(x + 3))
    b.graph('plot f(x) = 3^x', '3^x', lambda: 3 ** x)
    b.graph(r'graph \(y = \frac{1}{2}x + 3\)', 'x/2 + 3', lambda: R(1, 2) * x + 3)
    b.graph('graph the piecewise function f(x) = x + 2 for x < 1 and 4 − x for x ≥ 1',
            'x + 2 if x < 1; 4 - x if x >= 1', lambda: sp.Piecewise((x + 2, x < 1), (4 - x, x >= 1)))
    b.graph('shade y < x² − 5', 'x^2 - 5', lambda: x ** 2 - 5)


SECTIONS = [derivatives, integrals, limits, graphs]
