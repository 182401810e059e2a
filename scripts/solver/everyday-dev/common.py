"""Shared pieces of the everyday development set: the row builder, the answer parsers and the comparisons.

Copied from ../everyday-holdout/common.py (itself a copy of ../everyday/common.py), so that all the sets are
graded by the same rules. Added here: the deck/dice/coin helpers at the end of the "small helpers" block, and
two stricter comparisons: when a spec computes a `Decimal` (a value the question asks to round), the written
answer must be exactly that decimal, trailing zeros included (`8.00`, not `8`); and a piecewise graph answer
must cover the same x values as the computed function (the sample points alone skip where it is undefined).

Every row is a Spec: the question as a student would type it, the answer written by hand in the
documented plain format, and a `compute` callable that derives the answer independently with SymPy
(or fractions / datetime / statistics / itertools where those are the natural tool). `check_spec` parses
the written answer back according to its kind and compares it with what `compute` returns.
"""
from __future__ import annotations

import datetime as dt
import itertools
import math
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any, Callable

import sympy as sp
from sympy.parsing.sympy_parser import convert_xor, parse_expr, standard_transformations

TRANSFORMS = standard_transformations + (convert_xor,)
# Plain answer syntax: ^ for powers, * for products, i for the imaginary unit, e for Euler's number,
# log for the natural logarithm, abs for absolute value.
LOCALS = {'i': sp.I, 'e': sp.E, 'pi': sp.pi, 'abs': sp.Abs, 'log': sp.log, 'sqrt': sp.sqrt}
KINDS = {'value', 'list', 'expression', 'antiderivative', 'inequality', 'system', 'text', 'matrix', 'graph'}

x, y, z, n, t, a, b = sp.symbols('x y z n t a b')
R = sp.Rational


@dataclass
class Spec:
    problem: str
    kind: str
    category: str
    answer: str
    compute: Callable[[], Any]
    variable: str | None = None
    form: str | None = None  # 'factored' or 'expanded': an extra check on the shape of the answer

    def row(self) -> dict:
        out = {'problem': self.problem, 'answer': self.answer, 'kind': self.kind, 'category': self.category}
        if self.variable:
            out['variable'] = self.variable
        return out


class Builder:
    """Collects the specs of one category: `b.value(problem, answer, compute)` and so on per kind."""

    def __init__(self, category: str):
        self.category = category
        self.specs: list[Spec] = []

    def add(self, kind: str, problem: str, answer: str, compute: Callable[[], Any], **kw) -> None:
        self.specs.append(Spec(problem, kind, self.category, answer, compute, **kw))

    def value(self, p, ans, f): self.add('value', p, ans, f)
    def list(self, p, ans, f): self.add('list', p, ans, f)
    def expr(self, p, ans, f, form=None): self.add('expression', p, ans, f, form=form)
    def anti(self, p, ans, f, var='x'): self.add('antiderivative', p, ans, f, variable=var)
    def ineq(self, p, ans, f): self.add('inequality', p, ans, f)
    def system(self, p, ans, f): self.add('system', p, ans, f)
    def text(self, p, ans, f): self.add('text', p, ans, f)
    def matrix(self, p, ans, f): self.add('matrix', p, ans, f)
    def graph(self, p, ans, f): self.add('graph', p, ans, f)


# ---------------------------------------------------------------- small helpers used by the specs

def dec(s: str) -> sp.Rational:
    """An exact rational from a decimal literal ('0.45' -> 9/20)."""
    return sp.Rational(s)


def round_half_up(value, places: int) -> Decimal:
    """Schoolbook rounding (halves go up) to `places` decimals; negative places round to tens, hundreds..."""
    d = Decimal(str(value)) if not isinstance(value, sp.Basic) else Decimal(str(sp.N(value, 40)))
    return d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def digit_at(number: str, power: int) -> int:
    """The digit of `number` (a decimal literal, commas allowed) in the 10**power place."""
    d = Decimal(number.replace(',', ''))
    return int(d.scaleb(-power)) % 10


def to_base(value: int, base: int) -> str:
    """Digits of a non-negative integer in `base`, lowercase letters for digits above 9."""
    digits = sp.ntheory.digits(value, base)[1:]
    return ''.join('0123456789abcdefghijklmnopqrstuvwxyz'[d] for d in digits)


def factorization_text(m: int) -> str:
    parts = [f'{p}^{k}' if k > 1 else str(p) for p, k in sorted(sp.factorint(m).items())]
    return ' * '.join(parts)


def clock(start: str, minutes: int) -> str:
    """'10:30 AM' plus `minutes` (may be negative) as a 12-hour time like '2:15 PM'."""
    moment = dt.datetime.strptime(start, '%I:%M %p') + dt.timedelta(minutes=minutes)
    return moment.strftime('%I:%M %p').lstrip('0')


def minutes_between(start: str, end: str) -> int:
    """Minutes from `start` forward to `end` (12-hour times), wrapping past midnight."""
    s = dt.datetime.strptime(start, '%I:%M %p')
    e = dt.datetime.strptime(end, '%I:%M %p')
    return int(((e - s).total_seconds() // 60) % (24 * 60))


def solve_system(eqs, unknowns) -> dict:
    (solution,) = sp.linsolve(eqs, unknowns)
    return dict(zip(unknowns, solution))


def frac(v) -> sp.Rational:
    v = Fraction(v)
    return sp.Rational(v.numerator, v.denominator)


def clock24(start: str, minutes: int = 0) -> str:
    """'10:30 PM' plus `minutes` as a 24-hour time like '22:30' (two-digit hours)."""
    moment = dt.datetime.strptime(start, '%I:%M %p') + dt.timedelta(minutes=minutes)
    return moment.strftime('%H:%M')


def sig_figs(number: str, figures: int) -> Decimal:
    """Schoolbook rounding of a decimal literal to `figures` significant figures (halves up)."""
    d = Decimal(number)
    places = figures - 1 - d.adjusted()
    return d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def outcomes_probability(outcomes, event) -> sp.Rational:
    """The share of equally likely `outcomes` (any iterable) for which `event(outcome)` holds."""
    items = list(outcomes)
    hits = sum(1 for o in items if event(o))
    return sp.Rational(hits, len(items))


RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
SUITS = ['hearts', 'diamonds', 'clubs', 'spades']


def deck() -> list[tuple[str, str]]:
    """The 52 cards of a standard deck as (rank, suit)."""
    return list(itertools.product(RANKS, SUITS))


def dice(count: int = 2, sides: int = 6) -> list[tuple[int, ...]]:
    """Every ordered outcome of rolling `count` fair dice."""
    return list(itertools.product(range(1, sides + 1), repeat=count))


def coins(count: int) -> list[tuple[str, ...]]:
    """Every ordered outcome of `count` fair coin flips ('H'/'T')."""
    return list(itertools.product('HT', repeat=count))


def count(iterable) -> int:
    return sum(1 for _ in iterable)


# ---------------------------------------------------------------- parsing written answers

def parse(text: str) -> sp.Expr:
    if '**' in text:
        raise ValueError('use ^ for powers')
    return parse_expr(text, local_dict=dict(LOCALS), transformations=TRANSFORMS)


INEQ_OPS = ('<=', '<', '>=', '>')


def parse_inequality(text: str) -> sp.Set:
    if text == 'all real numbers':
        return sp.S.Reals
    if text == 'no solution':
        return sp.S.EmptySet
    result: sp.Set = sp.S.EmptySet
    for piece in text.split(' or '):
        chain = re.fullmatch(r'(.+?) (<=|<) ([a-z]) (<=|<) (.+)', piece)
        single = re.fullmatch(r'([a-z]) (<=|<|>=|>) (.+)', piece)
        if chain:
            lo, op1, _, op2, hi = chain.groups()
            part = sp.Interval(parse(lo), parse(hi), op1 == '<', op2 == '<')
        elif single:
            _, op, bound = single.groups()
            v = parse(bound)
            part = {'<': sp.Interval.open(-sp.oo, v), '<=': sp.Interval(-sp.oo, v),
                    '>': sp.Interval.open(v, sp.oo), '>=': sp.Interval(v, sp.oo)}[op]
        else:
            raise ValueError(f'not an inequality: {piece!r}')
        result = sp.Union(result, part)
    return result


def parse_piecewise(text: str) -> sp.Expr:
    """'x^2 if x < 0; x + 1 if x >= 0' -> Piecewise."""
    pieces = []
    for piece in text.split('; '):
        expr, cond = piece.split(' if ')
        pieces.append((parse(expr), parse(cond)))
    return sp.Piecewise(*pieces)


# ---------------------------------------------------------------- comparisons

SAMPLES = [sp.Rational(37, 100), sp.Rational(121, 100), sp.Rational(263, 100), sp.Rational(-83, 100),
           sp.Rational(-17, 10), sp.Rational(311, 100)]


def close(u, v) -> bool:
    cu, cv = complex(sp.N(u, 30)), complex(sp.N(v, 30))
    return abs(cu - cv) <= 1e-9 * max(1.0, abs(cu), abs(cv))


def same_value(answer, expected) -> bool:
    answer, expected = sp.sympify(answer), sp.sympify(expected)
    if answer.has(sp.Float) or expected.has(sp.Float):
        return close(answer, expected)  # a decimal answer: equal to the exact value to 1e-9
    return sp.simplify(answer - expected) == 0


def realify(expr):
    return expr.subs({s: sp.Symbol(s.name, real=True) for s in expr.free_symbols})


def same_expr(answer, expected) -> bool:
    """Equal as functions: symbolically, or else at six sample points (complex values allowed)."""
    answer, expected = realify(sp.sympify(answer)), realify(sp.sympify(expected))
    try:
        if sp.simplify(answer - expected) == 0:
            return True
    except Exception:  # noqa: BLE001 - fall back to sampling
        pass
    names = sorted({s.name for s in answer.free_symbols | expected.free_symbols})
    checked = 0
    for shift in range(len(SAMPLES)):
        point = {sp.Symbol(nm, real=True): SAMPLES[(shift + k) % len(SAMPLES)] for k, nm in enumerate(names)}
        u, v = answer.subs(point), expected.subs(point)
        if not (u.is_finite and v.is_finite):
            continue
        if not close(u, v):
            return False
        checked += 1
    return checked >= 3


def as_list(value) -> list:
    if isinstance(value, sp.FiniteSet):
        return list(value.args)
    if isinstance(value, (list, tuple, set, frozenset)):
        return list(value)
    return [value]


def same_multiset(answers: list, expected: list) -> bool:
    remaining = list(expected)
    for item in answers:
        match = next((k for k, e in enumerate(remaining) if same_value(item, e)), None)
        if match is None:
            return False
        remaining.pop(match)
    return not remaining


def same_set(u: sp.Set, v: sp.Set) -> bool:
    return sp.Complement(u, v) == sp.S.EmptySet and sp.Complement(v, u) == sp.S.EmptySet


def defined_on(f) -> sp.Set:
    """Where a one-variable function (possibly piecewise) is defined, as a set of reals."""
    if not isinstance(f, sp.Piecewise):
        return sp.S.Reals
    return sp.Union(*[sp.S.Reals if cond is sp.true else cond.as_set() for _, cond in f.args])


def lint(spec: Spec) -> str | None:
    """Format rules every written answer follows; returns a complaint or None."""
    ans = spec.answer
    if spec.kind not in KINDS:
        return f'unknown kind {spec.kind}'
    if ans != ans.strip() or not ans:
        return 'empty answer or stray spaces'
    if spec.kind == 'text':
        return None
    if re.search(r'\*\*|\bI\b|\bE\b|\bln\b|\\|\$|,(?! )', ans):
        return 'not plain syntax (** I E ln, backslash, $ or a comma without a space)'
    for num, den in re.findall(r'(?<![\w.^])(\d+)/(\d+)(?![\w.(])', ans):
        if math.gcd(int(num), int(den)) != 1 or den == '1':
            return f'fraction {num}/{den} not in lowest terms'
    return None


def check_answer(spec: Spec, answer: str) -> tuple[bool, str]:
    """Compare a written answer with the spec's independent computation."""
    expected = spec.compute()
    kind = spec.kind
    if kind == 'text':
        return answer == expected, repr(expected)
    if kind == 'value' and isinstance(expected, Decimal):
        # a rounded value: the written answer must show exactly the places asked for
        return answer == format(expected, 'f'), format(expected, 'f')
    if kind == 'value':
        return same_multiset([parse(p) for p in answer.split(', ')], as_list(expected)), str(expected)
    if kind == 'list':
        parts, exp = [parse(p) for p in answer.split(', ')], as_list(expected)
        return len(parts) == len(exp) and all(same_value(u, v) for u, v in zip(parts, exp)), str(exp)
    if kind == 'expression':
        got = parse(answer)
        ok = same_expr(got, expected)
        if ok and spec.form == 'factored':
            ok = got == sp.factor(got) and isinstance(got, (sp.Mul, sp.Pow))
        if ok and spec.form == 'expanded':
            ok = got == sp.expand(got)
        return ok, str(expected)
    if kind == 'antiderivative':
        v = sp.Symbol(spec.variable, real=True)
        got, exp = realify(parse(answer)), realify(sp.sympify(expected))
        return same_expr(sp.diff(got, v), sp.diff(exp, v)), f'{expected} + C'
    if kind == 'graph':
        got = parse_piecewise(answer) if ' if ' in answer else parse(answer)
        ok = same_expr(got, expected)
        if ok and isinstance(got, sp.Piecewise):
            # the pieces must cover the same x as the expected function, not just agree where both are defined
            ok = same_set(defined_on(got), defined_on(sp.sympify(expected)))
        return ok, str(expected)
    if kind == 'inequality':
        return same_set(parse_inequality(answer), expected), str(expected)
    if kind == 'system':
        got = {}
        for part in answer.split(', '):
            name, value = part.split(' = ')
            got[name] = parse(value)
        exp = {str(k): v for k, v in expected.items()}
        return got.keys() == exp.keys() and all(same_value(got[k], exp[k]) for k in exp), str(exp)
    if kind == 'matrix':
        got, exp = sp.Matrix(parse(answer)), sp.Matrix(expected)
        return got.shape == exp.shape and all(same_value(u, v) for u, v in zip(got, exp)), str(exp.tolist())
    raise ValueError(kind)


def check_spec(spec: Spec, answer: str | None = None) -> tuple[bool, str]:
    problem = lint(spec)
    if problem:
        return False, problem
    try:
        return check_answer(spec, spec.answer if answer is None else answer)
    except Exception as err:  # noqa: BLE001 - report the row, keep checking the rest
        return False, f'{type(err).__name__}: {err}'
