"""Calculus and graph questions of the eighth everyday development set: derivatives, integrals, limits and
graphs. Voices: a story, b textbook list, c curriculum wording, d student asking for help (see common.VOICES)."""
from __future__ import annotations

from fractions import Fraction

import mpmath
import sympy as sp
from sympy.integrals.manualintegrate import manualintegrate

from common import R, dec, parse, round_half_up, x, y, t

XR = sp.Symbol('x', real=True)
H = sp.Symbol('h')


def _derivative_holds(f, var=x, order=1, points=(R(3, 10), R(6, 5), R(17, 10))):
    """The written derivative agrees with mpmath.diff of f at several points."""
    def test(answer: str) -> bool:
        g = parse(answer)
        sym = sp.Symbol(var.name)
        fn = sp.lambdify(var, f, 'mpmath')
        for p in points:
            want = mpmath.diff(fn, mpmath.mpf(p.p) / p.q, order)
            got = sp.N(g.subs(sym, p), 40)
            if abs(complex(got) - complex(want)) > 1e-20 * max(1, abs(want)):
                return False
        return True
    return test


def _anti_holds(f, var=x, points=(R(3, 10), R(6, 5), R(17, 10))):
    """The written antiderivative, differentiated numerically, gives the integrand."""
    def test(answer: str) -> bool:
        g = sp.lambdify(sp.Symbol(var.name), parse(answer), 'mpmath')
        fn = sp.lambdify(var, f, 'mpmath')
        return all(abs(mpmath.diff(g, mpmath.mpf(p.p) / p.q) - fn(mpmath.mpf(p.p) / p.q)) < 1e-20 for p in points)
    return test


def _difference_quotient(f, var, at):
    """The limit of (f(a + h) − f(a))/h as h → 0 (the first-principles check)."""
    h = sp.Symbol('h')
    return sp.limit((f.subs(var, at + h) - f.subs(var, at)) / h, h, 0)


# ---------------------------------------------------------------- derivatives

def derivatives(b):
    h = -dec('4.9') * t ** 2 + dec('19.6') * t + 2
    b.value('Mia kicks a ball straight up from a 2 m ledge; its height after t seconds is h(t) = −4.9t² + 19.6t + 2 '
            'metres. What is its velocity h′(t) at t = 1.5 s, in m/s?',
            lambda: sp.diff(h, t).subs(t, dec('1.5')), lambda: _difference_quotient(h, t, dec('1.5')), v='a',
            style='decimal')
    C = dec('0.01') * x ** 3 - dec('0.6') * x ** 2 + 15 * x + 200
    b.value('A small company\'s cost, in dollars, of making x skateboards a week is C(x) = 0.01x³ − 0.6x² + 15x + 200. '
            'Find the marginal cost C′(30), in dollars per skateboard.',
            lambda: sp.diff(C, x).subs(x, 30), lambda: mpmath.diff(sp.lambdify(x, C, 'mpmath'), 30), v='a')
    V = 200 * (1 - sp.exp(-t / 10))
    b.expr('A water tank is being filled so that the volume after t minutes is V(t) = 200(1 − e^(−0.1t)) litres. '
           'Find the rate of filling dV/dt as a function of t.',
           lambda: sp.diff(V, t), lambda: -200 * sp.exp(-t / 10) * R(-1, 10),
           holds=_derivative_holds(V, t), v='a')
    f1 = x ** 3 * sp.log(x)
    b.expr('Q3  The product rule\n(b)  Find the derivative of y = x³ ln x.',
           lambda: sp.diff(f1, x), lambda: sp.diff(x ** 3, x) * sp.log(x) + x ** 3 * sp.diff(sp.log(x), x),
           holds=_derivative_holds(f1), v='b')
    f2 = (2 * x + 1) / (x ** 2 + 3)
    b.expr('Exercise 7.4  Differentiate with respect to x.\n11)  (2x + 1)/(x² + 3)',
           lambda: sp.factor(sp.diff(f2, x)),
           lambda: (2 * (x ** 2 + 3) - (2 * x + 1) * 2 * x) / (x ** 2 + 3) ** 2, holds=_derivative_holds(f2), v='b')
    f3 = sp.exp(3 * x) + sp.cos(2 * x)
    b.expr('Section 5.3 — Second derivatives. Find d²y/dx² for each function.\n(vi)  y = e^(3x) + cos 2x',
           lambda: sp.diff(f3, x, 2), lambda: 2 * sp.series(f3.subs(x, x + H), H, 0, 3).removeO().coeff(H, 2),
           holds=_derivative_holds(f3, order=2), v='b')
    f4 = sp.sqrt(4 * x + 1)
    b.value('What is the instantaneous rate of change of f(x) = √(4x + 1) at x = 2?',
            lambda: sp.diff(f4, x).subs(x, 2), lambda: _difference_quotient(f4, x, 2), v='c')
    b.value('A curve has equation x² + 3xy − y² = 3. Find the value of dy/dx at the point (1, 1).',
            lambda: sp.idiff(x ** 2 + 3 * x * y - y ** 2 - 3, y, x).subs({x: 1, y: 1}),
            lambda: -sp.diff(x ** 2 + 3 * x * y - y ** 2, x).subs({x: 1, y: 1})
            / sp.diff(x ** 2 + 3 * x * y - y ** 2, y).subs({x: 1, y: 1}), v='c')
    f5 = sp.sin(2 * x) ** 3
    b.expr('If y = sin³(2x), find dy/dx.',
           lambda: sp.diff(f5, x), lambda: 3 * sp.sin(2 * x) ** 2 * sp.cos(2 * x) * 2, holds=_derivative_holds(f5),
           v='c')
    f6 = (4 - x ** 3) ** 6
    b.expr('We\'re doing the chain rule in class and I always forget the inside bit. How do I differentiate '
           '(4 − x³)⁶?',
           lambda: sp.factor(sp.diff(f6, x)), lambda: 6 * (4 - x ** 3) ** 5 * (-3 * x ** 2), holds=_derivative_holds(f6),
           v='d')
    f7 = x ** 3 - 2 * x
    b.expr('I found the derivative but I don\'t know how to get the tangent line. Can you find the tangent to '
           'y = x³ − 2x at x = 2? I need it as y = mx + c.',
           lambda: sp.expand(sp.diff(f7, x).subs(x, 2) * (x - 2) + f7.subs(x, 2)),
           lambda: mpmath.diff(sp.lambdify(x, f7, 'mpmath'), 2) * (x - 2) + (2 ** 3 - 2 * 2), v='d')
    f8 = x * sp.exp(-2 * x)
    b.value('My teacher gave us this for practice: find the x-coordinate of the stationary point of y = x e^(−2x). '
            'I set the derivative to zero but got stuck.',
            lambda: sp.solve(sp.diff(f8, x), x)[0],
            lambda: mpmath.findroot(lambda v: mpmath.diff(lambda w: w * mpmath.exp(-2 * w), v), 0.4,
                                    tol=mpmath.mpf(10) ** -40), v='d')


# ---------------------------------------------------------------- integrals

def integrals(b):
    b.value('A car pulls away from traffic lights with velocity v(t) = 3t² + 2t m/s. How far does it travel between '
            't = 1 and t = 4 seconds, in metres?',
            lambda: sp.integrate(3 * t ** 2 + 2 * t, (t, 1, 4)), lambda: mpmath.quad(lambda s: 3 * s * s + 2 * s, [1, 4]),
            v='a')
    b.value('Water flows into a garden tank at a rate of r(t) = 20e^(−0.05t) litres per minute. How many litres flow '
            'in during the first 10 minutes? Give your answer to 1 decimal place.',
            lambda: round_half_up(sp.integrate(20 * sp.exp(-t / 20), (t, 0, 10)), 1),
            lambda: round_half_up(mpmath.quad(lambda s: 20 * mpmath.exp(-s / 20), [0, 10]), 1), v='a')
    b.value('The temperature in a greenhouse t hours after 6 am is T(t) = 15 + 6 sin(πt/12) °C. Find the average '
            'temperature between 6 am and 6 pm (t = 0 to t = 12), to 2 decimal places.',
            lambda: round_half_up(sp.integrate(15 + 6 * sp.sin(sp.pi * t / 12), (t, 0, 12)) / 12, 2),
            lambda: round_half_up(mpmath.quad(lambda s: 15 + 6 * mpmath.sin(mpmath.pi * s / 12), [0, 12]) / 12, 2),
            v='a')
    g1 = 6 * x ** 2 - 4 / x ** 3 + 1
    b.anti('Exercise 9.2  Find each indefinite integral.\n4)  ∫ (6x² − 4/x³ + 1) dx',
           lambda: sp.integrate(g1, x), lambda: 2 * x ** 3 + 2 * x ** -2 + x, holds=_anti_holds(g1), v='b')
    b.value('Q6  Integration by parts\n(c)  Evaluate ∫₀^{π/2} x cos x dx.',
            lambda: sp.integrate(x * sp.cos(x), (x, 0, sp.pi / 2)),
            lambda: mpmath.quad(lambda v: v * mpmath.cos(v), [0, mpmath.pi / 2]), v='b')
    b.value('Section 8.5 — Areas between curves\n(iii)  Find the area of the region enclosed by y = x² and '
            'y = 2x + 3.',
            lambda: sp.integrate(2 * x + 3 - x ** 2, (x, *sorted(sp.solve(x ** 2 - 2 * x - 3, x)))),
            lambda: mpmath.quad(lambda v: abs(2 * v + 3 - v * v), [-1, 3]), v='b')
    b.value('What is the value of ∫₁^e (ln x)/x dx?',
            lambda: sp.integrate(sp.log(x) / x, (x, 1, sp.E)), lambda: mpmath.quad(lambda v: mpmath.log(v) / v, [1, mpmath.e]),
            v='c')
    g2 = x * sp.sqrt(x ** 2 + 4)
    b.anti('Find ∫ x√(x² + 4) dx.',
           lambda: sp.factor(sp.integrate(g2, x)), lambda: manualintegrate(g2, x), holds=_anti_holds(g2), v='c')
    b.value('Determine the volume of the solid formed when the region under y = √x between x = 0 and x = 4 is '
            'rotated through 360° about the x-axis. Give an exact answer.',
            lambda: sp.pi * sp.integrate(sp.sqrt(x) ** 2, (x, 0, 4)),
            lambda: mpmath.quad(lambda v: mpmath.pi * v, [0, 4]), v='c')
    g3 = x * sp.exp(2 * x)
    b.anti('I\'m stuck on integration by parts. How do you do ∫ x e^(2x) dx? I don\'t know which part to call u.',
           lambda: sp.integrate(g3, x), lambda: x * sp.exp(2 * x) / 2 - sp.exp(2 * x) / 4, holds=_anti_holds(g3), v='d')
    b.value('My teacher gave us this for practice: ∫ from 1 to ∞ of 1/x³ dx. I think it diverges because it goes to '
            'infinity? What is its value?',
            lambda: sp.integrate(x ** -3, (x, 1, sp.oo)), lambda: mpmath.quad(lambda v: v ** -3, [1, mpmath.inf]),
            v='d')
    g4 = sp.sin(3 * x)
    b.anti('Question from my quiz yesterday: find ∫ sin(3x) dx. I wrote 3cos(3x) and got no marks.',
           lambda: sp.integrate(g4, x), lambda: manualintegrate(g4, x), holds=_anti_holds(g4), v='d')


# ---------------------------------------------------------------- limits

def limits(b):
    b.value('In a lab, the concentration of a drug in a patient\'s blood t hours after an injection is modelled by '
            'C(t) = 8t/(t + 2) mg/L. What value does the concentration approach in the long run, as t → ∞?',
            lambda: sp.limit(8 * t / (t + 2), t, sp.oo), lambda: sp.Poly(8 * t, t).LC() / sp.Poly(t + 2, t).LC(), v='a')
    b.value('Ravi puts $1000 in a savings account paying 5% a year. Compounded n times a year, it grows to '
            '1000(1 + 0.05/n)ⁿ dollars after one year. What does this amount approach as n → ∞? Give your answer to '
            'the nearest cent.',
            lambda: round_half_up(sp.limit(1000 * (1 + R(1, 20) / x) ** x, x, sp.oo), 2),
            lambda: round_half_up(1000 * mpmath.limit(lambda m: (1 + mpmath.mpf(1) / (20 * m)) ** m, mpmath.inf), 2),
            v='a')
    h = sp.Symbol('h')
    avg = (dec('4.9') * (2 + h) ** 2 - dec('4.9') * 4) / h
    b.value('A stone is dropped from a cliff and falls 4.9t² metres in t seconds. Its average speed between t = 2 and '
            't = 2 + h is (4.9(2 + h)² − 4.9·4)/h m/s. What does this approach as h → 0?',
            lambda: sp.limit(avg, h, 0), lambda: sp.cancel(avg).subs(h, 0), v='a', style='decimal')
    b.value('Exercise 12.1  Evaluate each limit.\n5)  lim_{x→4} (x² − x − 12)/(x − 4)',
            lambda: sp.limit((x ** 2 - x - 12) / (x - 4), x, 4), lambda: (x + 3).subs(x, 4), v='b')
    b.value('Q9  Standard limits\n(c)  Find lim_{x→0} sin(5x)/(3x).',
            lambda: sp.limit(sp.sin(5 * x) / (3 * x), x, 0),
            lambda: mpmath.limit(lambda v: mpmath.sin(5 * v) / (3 * v), 0), v='b')
    b.value('Section 10.2 — Evaluate, by rationalising the numerator.\n(iv)  lim_{x→9} (√x − 3)/(x − 9)',
            lambda: sp.limit((sp.sqrt(x) - 3) / (x - 9), x, 9), lambda: (1 / (sp.sqrt(x) + 3)).subs(x, 9), v='b')
    b.value('What is lim_{x→∞} (3x² − 5x)/(7 − 2x²)?',
            lambda: sp.limit((3 * x ** 2 - 5 * x) / (7 - 2 * x ** 2), x, sp.oo),
            lambda: sp.Poly(3 * x ** 2 - 5 * x, x).LC() / sp.Poly(7 - 2 * x ** 2, x).LC(), v='c')
    f = sp.exp(x) - 1 - x
    b.value('Work out lim_{x→0} (eˣ − 1 − x)/x².',
            lambda: sp.limit(f / x ** 2, x, 0),
            lambda: sp.diff(f, x, 2).subs(x, 0) / sp.diff(x ** 2, x, 2).subs(x, 0), v='c')
    b.value('Evaluate: lim_{x→0} (1 + 3x)^(1/x)',
            lambda: sp.limit((1 + 3 * x) ** (1 / x), x, 0),
            lambda: mpmath.limit(lambda v: (1 + 3 * v) ** (1 / v), 0), v='c')
    b.value('I got 0/0 and gave up. What is the limit as x → 2 of (x³ − 8)/(x − 2)?',
            lambda: sp.limit((x ** 3 - 8) / (x - 2), x, 2), lambda: (x ** 2 + 2 * x + 4).subs(x, 2), v='d')
    b.value('My teacher gave us this for practice on one-sided limits: what is the limit of (x − 3)/|x − 3| as x '
            'approaches 3 from the left?',
            lambda: sp.limit((XR - 3) / sp.Abs(XR - 3), XR, 3, '-'),
            lambda: Fraction(-1, 1000) / abs(Fraction(-1, 1000)), v='d')
    b.value('We\'re doing limits at infinity. What is lim x→∞ of √(x² + 6x) − x? I said 0 because both parts go to '
            'infinity.',
            lambda: sp.limit(sp.sqrt(x ** 2 + 6 * x) - x, x, sp.oo),
            lambda: sp.limit(6 * x / (sp.sqrt(x ** 2 + 6 * x) + x), x, sp.oo), v='d')


# ---------------------------------------------------------------- graphs

def graphs(b):
    b.graph('A taxi charges a $4 flag fall plus $2.50 per kilometre. Graph the fare y (in dollars) against the '
            'distance x (in km).',
            lambda: 4 + dec('2.50') * x, lambda: sp.interpolate([(0, 4), (2, 9)], x), v='a')
    b.graph('Lucas throws a ball across the park. Its path is a parabola with its highest point at (3, 5), and it '
            'passes through (0, 0.5), with distances in metres. Graph the height y of the ball against the '
            'horizontal distance x.',
            lambda: sp.expand(sp.solve(sp.Symbol('a') * 9 + 5 - dec('0.5'), sp.Symbol('a'))[0] * (x - 3) ** 2 + 5),
            lambda: sp.interpolate([(0, dec('0.5')), (3, 5), (6, dec('0.5'))], x), v='a')
    b.graph('A science class grows bacteria starting from 300 cells; the number doubles every hour. Graph the '
            'number of cells y against the time x in hours.',
            lambda: 300 * 2 ** x, lambda: 300 * sp.exp(x * sp.log(2)), v='a')
    b.graph('Exercise 3.6  Graph each function.\n8)  y = |x + 2| − 3',
            lambda: sp.Abs(x + 2) - 3,
            lambda: sp.Piecewise((-x - 5, x < -2), (x - 1, True)), v='b')
    b.graph('Q5  Sketch the graph of each function.\n(a)  y = √(x − 1) + 2',
            lambda: sp.sqrt(x - 1) + 2, lambda: sp.sqrt(x - 1) + sp.sqrt(4), v='b')
    b.graph('Section 4.8 — Trigonometric graphs. Draw the graph of each function.\n(ii)  y = 3cos(2x)',
            lambda: 3 * sp.cos(2 * x), lambda: 3 * (1 - 2 * sp.sin(x) ** 2), v='b')
    b.graph('Graph the line that passes through (−2, 1) and has a slope of 3/4.',
            lambda: sp.expand(R(3, 4) * (x + 2) + 1), lambda: sp.interpolate([(-2, 1), (2, 4)], x), v='c')
    b.graph('The graph of y = x² is translated by the vector (2, −5). Sketch the graph of the translated curve.',
            lambda: (x - 2) ** 2 - 5, lambda: sp.interpolate([(2, -5), (0, -1), (4, -1)], x), v='c')
    b.graph('Sketch the graph of the function f(x) = { x² for x < 1 ; 3 − 2x for x ≥ 1 }.',
            lambda: [(x ** 2, x < 1), (3 - 2 * x, x >= 1)],
            lambda: sp.Piecewise((x ** 2, x < 1), (3 - 2 * x, True)), v='c')
    b.graph('We\'re doing transformations and I want to check my sketch. Can you graph y = −(x + 1)² + 4?',
            lambda: -(x + 1) ** 2 + 4, lambda: -(x + 3) * (x - 1), v='d')
    b.graph('My teacher gave us this for practice: graph y = 0.5ˣ. I\'m not sure if it goes up or down.',
            lambda: R(1, 2) ** x, lambda: sp.exp(-x * sp.log(2)), v='d')
    b.graph('I drew y = 2x − 3, and now I need the line through (1, 4) that is parallel to it. Can you graph that '
            'line for me?',
            lambda: 2 * (x - 1) + 4, lambda: sp.interpolate([(1, 4), (3, 8)], x), v='d')


SECTIONS = [derivatives, integrals, limits, graphs]
