"""derivatives, integrals, limits, graphs.

Every question carries its voice (v='a' .. 'k', see common.VOICES). `compute` derives the answer, `check` derives
it a second way, `holds` (where given) tests the written answer further."""
from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.integrals.manualintegrate import manualintegrate

from common import R, dec, numeric_function, parse, round_half_up, t, x, y

POINTS = [mpmath.mpf('0.37'), mpmath.mpf('1.21'), mpmath.mpf('2.63'), mpmath.mpf('-0.83')]


def _derivative_holds(f, var=x, order=1, points=POINTS):
    """The written derivative agrees with mpmath.diff of f at several points."""
    fn = numeric_function(f, var)

    def test(answer: str) -> bool:
        g = numeric_function(parse(answer), sp.Symbol(var.name))
        for p in points:
            want = mpmath.diff(fn, p, order)
            if abs(g(p) - want) > mpmath.mpf(10) ** -25 * max(1, abs(want)):
                return False
        return True
    return test


def _antiderivative_holds(integrand, var=x, points=POINTS):
    """The written antiderivative differentiates (numerically) back to the integrand."""
    fn = numeric_function(integrand, var)

    def test(answer: str) -> bool:
        g = numeric_function(parse(answer), sp.Symbol(var.name))
        return all(abs(mpmath.diff(g, p) - fn(p)) < mpmath.mpf(10) ** -25 * max(1, abs(fn(p))) for p in points)
    return test


# ---------------------------------------------------------------- derivatives

def _difference_quotient(f, at):
    h = sp.Symbol('h')
    return sp.limit((f.subs(x, at + h) - f.subs(x, at)) / h, h, 0)


def derivatives(b):
    f1 = (3 * x ** 2 - 5) ** 4
    b.expr('Differentiate y = (3x² − 5)⁴ with respect to x.',
           lambda: sp.factor(sp.diff(f1, x)),
           lambda: 4 * (3 * x ** 2 - 5) ** 3 * (6 * x), holds=_derivative_holds(f1), v='a')
    f2 = x ** 2 * sp.sin(x)
    b.expr('derivative of x^2 * sin(x)?? is it product rule',
           lambda: sp.diff(f2, x),
           lambda: sp.diff(x ** 2, x) * sp.sin(x) + x ** 2 * sp.diff(sp.sin(x), x), holds=_derivative_holds(f2),
           v='b')
    f3 = (2 * x + 1) / (x - 3)
    b.expr('My son differentiated (2x + 1)/(x − 3) and got 2/(x − 3)². I am not sure that is right. What is '
           'the derivative?',
           lambda: sp.factor(sp.diff(f3, x)),
           lambda: (2 * (x - 3) - (2 * x + 1) * 1) / (x - 3) ** 2, holds=_derivative_holds(f3), v='c')
    f4 = sp.exp(3 * x) * sp.cos(x)
    b.expr('find the derivative of e to the power three x times cosine of x',
           lambda: sp.factor(sp.diff(f4, x)),
           lambda: 3 * sp.exp(3 * x) * sp.cos(x) - sp.exp(3 * x) * sp.sin(x), holds=_derivative_holds(f4), v='d')
    f5 = sp.log(x ** 2 + 4 * x)
    b.expr('Calculate please the derivative for the function ln(x² + 4x).',
           lambda: sp.simplify(sp.diff(f5, x)),
           lambda: (2 * x + 4) / (x ** 2 + 4 * x),
           holds=_derivative_holds(f5, points=[mpmath.mpf('0.37'), mpmath.mpf('1.21'), mpmath.mpf('2.63')]), v='e')
    F6 = x ** 2 + x * y + y ** 2 - 7
    b.expr(r'Given $x^2 + xy + y^2 = 7$, find $\dfrac{dy}{dx}$ in terms of $x$ and $y$.',
           lambda: sp.idiff(F6, y, x),
           lambda: -sp.diff(F6, x) / sp.diff(F6, y), v='f')
    f7 = x ** 4 - 3 * x ** 3 + 2 * x - 7
    b.expr('Question 6 of 10\nFind f″(x) if f(x) = x⁴ − 3x³ + 2x − 7.\nType an expression in x.',
           lambda: sp.diff(f7, x, 2),
           lambda: 4 * 3 * x ** 2 - 3 * 3 * 2 * x, holds=_derivative_holds(f7, order=2), v='g')
    f8 = x ** 3 - 2 * x
    b.expr('Exercise 8.5  Tangents\n3. Find the equation of the tangent to the curve y = x³ − 2x at the point '
           'where x = 2. Give it in the form y = mx + c and write only the right-hand side.',
           lambda: sp.expand(f8.subs(x, 2) + sp.diff(f8, x).subs(x, 2) * (x - 2)),
           lambda: 4 + mpmath.diff(lambda v: v ** 3 - 2 * v, 2) * (x - 2), v='h')
    h9 = 24 * t - R(49, 10) * t ** 2
    b.value('A stone is thrown upward so that its height after t seconds is h(t) = 24t − 4.9t² metres. Pedro '
            'throws it from a platform 2 m wide. What is the velocity of the stone at t = 2 seconds, in m/s?',
            lambda: sp.diff(h9, t).subs(t, 2),
            lambda: sp.limit((h9.subs(t, 2 + sp.Symbol('h')) - h9.subs(t, 2)) / sp.Symbol('h'), sp.Symbol('h'), 0),
            v='i', style='decimal')
    f10 = x ** 2 - 8 * x + 3
    b.list('I need the stationary point of y = x² − 8x + 3. By mistake I set y = 0 and solved that instead. '
           'What are the coordinates of the stationary point? Give them as x, y.',
           lambda: (lambda xs: [xs, f10.subs(x, xs)])(sp.solve(sp.diff(f10, x), x)[0]),
           lambda: (lambda xs: [xs, xs ** 2 - 8 * xs + 3])(mpmath.findroot(lambda v: 2 * v - 8, 1)), v='j')
    f11 = sp.sin(2 * x) ** 3
    b.expr('Given that y = sin³(2x), find dy/dx.',
           lambda: sp.diff(f11, x),
           lambda: 3 * sp.sin(2 * x) ** 2 * sp.cos(2 * x) * 2, holds=_derivative_holds(f11), v='k')
    q = sp.Symbol('q')
    C = R(2, 100) * q ** 3 - 3 * q ** 2 + 200 * q + 5000
    b.value("need the marginal cost at q = 40 if C(q) = 0.02q^3 - 3q^2 + 200q + 5000 dollars?? so C'(40) i think",
            lambda: sp.diff(C, q).subs(q, 40),
            lambda: mpmath.diff(lambda v: 0.02 * v ** 3 - 3 * v ** 2 + 200 * v + 5000, 40), v='b')


# ---------------------------------------------------------------- integrals

def integrals(b):
    b.value('Evaluate ∫₁³ (4x³ − 2x) dx.',
            lambda: sp.integrate(4 * x ** 3 - 2 * x, (x, 1, 3)),
            lambda: mpmath.quad(lambda v: 4 * v ** 3 - 2 * v, [1, 3]), v='a')
    b.anti('integrate x*e^x dx pls (is it by parts?)',
           lambda: sp.integrate(x * sp.exp(x), x),
           lambda: x * sp.exp(x) - manualintegrate(sp.exp(x), x),   # u = x, dv = e^x dx
           holds=_antiderivative_holds(x * sp.exp(x)), v='b')
    b.value('My daughter found the area enclosed between y = x² and y = 2x and got 8/3. Can you check it? What '
            'is the area?',
            lambda: sp.integrate(2 * x - x ** 2, (x, *sorted(sp.solve(x ** 2 - 2 * x, x)))),
            lambda: mpmath.quad(lambda v: 2 * v - v ** 2, [0, 2]), v='c')
    b.anti('integrate two x times the quantity x squared plus one to the fifth power dx',
           lambda: sp.integrate(sp.Symbol('u') ** 5, sp.Symbol('u')).subs(sp.Symbol('u'), x ** 2 + 1),  # u = x² + 1
           lambda: sp.integrate(sp.expand(2 * x * (x ** 2 + 1) ** 5), x),   # term by term, expanded
           holds=_antiderivative_holds(2 * x * (x ** 2 + 1) ** 5), v='d')
    b.value('Calculate the integral from 1 until infinity of 1/x³ dx.',
            lambda: sp.integrate(1 / x ** 3, (x, 1, sp.oo)),
            lambda: mpmath.quad(lambda v: 1 / v ** 3, [1, mpmath.inf]), v='e')
    b.value(r'Evaluate $\displaystyle\int_0^{\pi/3} \sec^2 x \, dx$.',
            lambda: sp.integrate(sp.sec(x) ** 2, (x, 0, sp.pi / 3)),
            lambda: mpmath.quad(lambda v: mpmath.sec(v) ** 2, [0, mpmath.pi / 3]), v='f')
    b.value('Question 7 of 10\nThe region under y = √x from x = 0 to x = 4 is rotated 360° about the x-axis. '
            'Find the volume of the solid formed.\nGive an exact answer in terms of π (type pi).',
            lambda: sp.pi * sp.integrate(sp.sqrt(x) ** 2, (x, 0, 4)),
            lambda: mpmath.quad(lambda v: mpmath.pi * v, [0, 4]), v='g')
    b.anti('Exercise 15.2  Find each indefinite integral.\n(g) ∫ (6x² − 4/x² + 3) dx',
           lambda: sp.integrate(6 * x ** 2 - 4 / x ** 2 + 3, x),
           lambda: 6 * x ** 3 / 3 - 4 * x ** -1 / -1 + 3 * x,   # power rule term by term
           holds=_antiderivative_holds(6 * x ** 2 - 4 / x ** 2 + 3), v='h')
    b.value('Rosa rides her bike with velocity v(t) = 6 + 2t m/s for t from 0 to 5 seconds; the bike weighs '
            '9 kg. How far does she travel in those 5 seconds, in metres?',
            lambda: sp.integrate(6 + 2 * t, (t, 0, 5)),
            lambda: mpmath.quad(lambda v: 6 + 2 * v, [0, 5]), v='i')
    b.value('Average value of f(x) = x² on [0, 3]. I integrated and got 9 but I think I need to divide by '
            'something. What is the average value?',
            lambda: sp.integrate(x ** 2, (x, 0, 3)) / (3 - 0),
            lambda: mpmath.quad(lambda v: v ** 2, [0, 3]) / 3, v='j')
    b.value('Evaluate: ∫₀¹ x/(x² + 1) dx',
            lambda: sp.integrate(x / (x ** 2 + 1), (x, 0, 1)),
            lambda: mpmath.quad(lambda v: v / (v ** 2 + 1), [0, 1]), v='k')
    b.anti('My son integrated x cos x and got x sin x − cos x. What is ∫ x cos x dx?',
           lambda: sp.integrate(x * sp.cos(x), x),
           lambda: x * sp.sin(x) - manualintegrate(sp.sin(x), x),   # u = x, dv = cos x dx
           holds=_antiderivative_holds(x * sp.cos(x)), v='c')


# ---------------------------------------------------------------- limits

def _lhopital(num, den, at, var=x):
    while num.subs(var, at) == 0 and den.subs(var, at) == 0:
        num, den = sp.diff(num, var), sp.diff(den, var)
    return num.subs(var, at) / den.subs(var, at)


def limits(b):
    b.value('Find lim_{x→5} (x² − 3x − 10)/(x − 5).',
            lambda: sp.limit((x ** 2 - 3 * x - 10) / (x - 5), x, 5),
            lambda: sp.cancel((x ** 2 - 3 * x - 10) / (x - 5)).subs(x, 5), v='a')
    b.value('lim x->0 of sin(7x)/(3x) ?',
            lambda: sp.limit(sp.sin(7 * x) / (3 * x), x, 0),
            lambda: _lhopital(sp.sin(7 * x), 3 * x, 0), v='b')
    b.value('My son says lim_{x→∞} (3x² − x)/(5x² + 2) is infinity. What is the limit really?',
            lambda: sp.limit((3 * x ** 2 - x) / (5 * x ** 2 + 2), x, sp.oo),
            lambda: Fraction(3, 5), v='c')   # the ratio of the leading coefficients
    b.value('limit as x goes to zero of the square root of the quantity x plus nine minus three all over x',
            lambda: sp.limit((sp.sqrt(x + 9) - 3) / x, x, 0),
            lambda: (1 / (sp.sqrt(x + 9) + 3)).subs(x, 0), v='d')   # rationalised
    b.value('Find the limit when x go to 0 of (1 − cos x)/x².',
            lambda: sp.limit((1 - sp.cos(x)) / x ** 2, x, 0),
            lambda: _lhopital(1 - sp.cos(x), x ** 2, 0), v='e')
    b.value(r'Evaluate $\displaystyle\lim_{n \to \infty} \left(1 + \dfrac{3}{n}\right)^{n}$.',
            lambda: sp.limit((1 + 3 / sp.Symbol('N')) ** sp.Symbol('N'), sp.Symbol('N'), sp.oo),
            lambda: mpmath.limit(lambda m: (1 + 3 / m) ** m, mpmath.inf), v='f')
    b.value('Question 9 of 10\nEvaluate lim_{x→3⁻} |x − 3|/(x − 3).\nType a number.',
            lambda: sp.limit(sp.Abs(x - 3) / (x - 3), x, 3, dir='-'),
            lambda: (lambda v: abs(v - 3) / (v - 3))(Fraction(3) - Fraction(1, 10 ** 9)), v='g')
    b.value("Exercise 13.4  Use L'Hôpital's rule to evaluate each limit.\n6. lim_{x→0} (e^(2x) − 1 − 2x)/x²",
            lambda: sp.limit((sp.exp(2 * x) - 1 - 2 * x) / x ** 2, x, 0),
            lambda: _lhopital(sp.exp(2 * x) - 1 - 2 * x, x ** 2, 0), v='h')
    b.value('Chen invests $5000 in an account paying a nominal 4% per year, compounded n times a year, for 10 '
            'years. He is 35 years old. As n → ∞, what value does the account approach? Give your answer to the '
            'nearest cent.',
            lambda: round_half_up(5000 * sp.limit((1 + R(4, 100) / sp.Symbol('N')) ** (10 * sp.Symbol('N')),
                                                  sp.Symbol('N'), sp.oo), 2),
            lambda: Decimal(mpmath.nstr(5000 * mpmath.limit(lambda m: (1 + mpmath.mpf('0.04') / m) ** (10 * m),
                                                            mpmath.inf), 30))
            .quantize(Decimal('0.01'), rounding=ROUND_HALF_UP), v='i')
    s = 4 * t ** 2 + t
    b.value("We're told the derivative is the limit of the average speed. For s(t) = 4t² + t, I need "
            'lim_{h→0} [s(3 + h) − s(3)]/h. I got 36 but I think I forgot something. What is it?',
            lambda: sp.limit((s.subs(t, 3 + sp.Symbol('h')) - s.subs(t, 3)) / sp.Symbol('h'), sp.Symbol('h'), 0),
            lambda: mpmath.diff(lambda v: 4 * v ** 2 + v, 3), v='j')
    b.value('Evaluate: lim_{x→∞} (√(x² + 6x) − x)',
            lambda: sp.limit(sp.sqrt(x ** 2 + 6 * x) - x, x, sp.oo),
            lambda: mpmath.limit(lambda v: 6 / (mpmath.sqrt(1 + 6 / v) + 1), mpmath.inf), v='k')
    b.value('limit as x approaches negative infinity of the quantity two x cubed minus x over the quantity four '
            'minus x cubed',
            lambda: sp.limit((2 * x ** 3 - x) / (4 - x ** 3), x, -sp.oo),
            lambda: Fraction(2, -1), v='d')   # the ratio of the leading coefficients


# ---------------------------------------------------------------- graphs

def graphs(b):
    b.graph('Draw the graph of y = −x/2 + 4 for −4 ≤ x ≤ 8.',
            lambda: -x / 2 + 4,
            lambda: sp.interpolate([(-4, 6), (8, 0)], x), v='a')
    b.graph('can u graph y = x^2 - 4x + 3 for me',
            lambda: x ** 2 - 4 * x + 3,
            lambda: (x - 1) * (x - 3), v='b')
    b.graph('My daughter has to draw the graph of y = |x + 2| − 1, and hers has its corner at (2, −1). Can you '
            'plot the correct graph?',
            lambda: sp.Abs(x + 2) - 1,
            lambda: sp.Piecewise((-(x + 2) - 1, x < -2), (x + 2 - 1, True)), v='c')
    b.graph('plot y equals the square root of the quantity x minus one',
            lambda: sp.sqrt(x - 1),
            lambda: (x - 1) ** R(1, 2), v='d')
    b.graph('Please draw graph of the function y = 3·2^x, the exponential which is growing.',
            lambda: 3 * 2 ** x,
            lambda: 3 * sp.exp(x * sp.log(2)), v='e')
    b.graph(r'Sketch $y = 2\sin\left(x - \dfrac{\pi}{4}\right)$ for $0 \le x \le 2\pi$.',
            lambda: 2 * sp.sin(x - sp.pi / 4, evaluate=False),   # kept as the phase shift, not -2cos(x + pi/4)
            lambda: sp.sqrt(2) * (sp.sin(x) - sp.cos(x)), v='f')
    b.graph('Question 5 of 10\nGraph the piecewise function f(x) = x + 3 for x < 0 and f(x) = 3 − x² for x ≥ 0.\n'
            'Use the graphing tool to plot your answer.',
            lambda: [(x + 3, x < 0), (3 - x ** 2, x >= 0)],
            lambda: sp.Piecewise((x + 3, x < 0), (3 - x ** 2, x >= 0)), v='g')
    b.graph('Exercise 6.8  Transformations\n5. The graph of y = x² is translated 3 units to the right and 2 '
            'units down. Draw the new graph.',
            lambda: (x - 3) ** 2 - 2,
            lambda: sp.interpolate([(3, -2), (4, -1), (5, 2)], x), v='h')
    b.graph("A cup of coffee in Amelia's kitchen cools so that, t minutes after it is poured, its temperature is "
            '60·(0.8)^t °C above room temperature. The mug holds 350 mL. Graph this temperature difference y '
            'against t, using x for t.',
            lambda: 60 * dec('0.8') ** x,
            lambda: 60 * sp.exp(x * sp.log(R(4, 5))), v='i')
    b.graph("I'm trying to plot the parabola with vertex (1, −4) that passes through (3, 0). I thought it was "
            "y = (x − 1)² + 4 but that doesn't go through (3, 0). Can you graph the right one?",
            lambda: (lambda A: A * (x - 1) ** 2 - 4)(sp.solve(sp.Symbol('A') * (3 - 1) ** 2 - 4, sp.Symbol('A'))[0]),
            lambda: sp.interpolate([(1, -4), (3, 0), (-1, 0)], x), v='j')
    b.graph('Sketch the graph of y = e^(−x) + 1, showing its horizontal asymptote.',
            lambda: sp.exp(-x) + 1,
            lambda: 1 / sp.exp(x) + 1, v='k')
    b.graph('Draw please the straight line which go through the points (−2, 7) and (4, −2).',
            lambda: sp.expand(7 + R(-2 - 7, 4 + 2) * (x + 2)),
            lambda: sp.interpolate([(-2, 7), (4, -2)], x), v='e')


SECTIONS = [derivatives, integrals, limits, graphs]
