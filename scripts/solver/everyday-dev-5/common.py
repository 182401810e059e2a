"""Shared pieces of the fifth everyday development set: specs, the answer formatter, the answer parsers
and the comparisons. Copied unchanged (apart from this paragraph) from ../everyday-dev-4/common.py, which is
itself a copy of ../everyday-dev-3/common.py and ../everyday-dev-2/common.py.

The parsers and comparisons are copied from ../everyday-dev/common.py so that this set is graded by the
same rules. What differs is where the answers come from. In ../everyday-dev an answer is written by hand
and a spec recomputes it. Here nothing is typed by hand:

- `compute` derives the answer (SymPy, fractions, decimal, datetime, itertools) and `fmt` writes it in the
  plain answer syntax (^ for powers, i, e, log, sqrt, pi, abs; lists joined by ', '; matrices as nested
  brackets; inequalities as `x <= -2 or x >= 4`; systems as `x = 7, y = 3`).
- `check` derives the same answer a second, independent way (brute-force enumeration, Fraction arithmetic,
  repeated division, datetime-free clock arithmetic, sympy.geometry, numeric mpmath quadrature and
  differentiation, the unsimplified expression, ...). The written answer is parsed back and compared with it.
- `holds`, where given, is a further test of the written answer (substitute roots back into the equation,
  sample an inequality, differentiate an antiderivative numerically, ...).
"""
from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any, Callable

import mpmath
import sympy as sp
from sympy.parsing.sympy_parser import convert_xor, parse_expr, standard_transformations

TRANSFORMS = standard_transformations + (convert_xor,)
LOCALS = {'i': sp.I, 'e': sp.E, 'pi': sp.pi, 'abs': sp.Abs, 'log': sp.log, 'sqrt': sp.sqrt}
KINDS = {'value', 'list', 'expression', 'antiderivative', 'inequality', 'system', 'text', 'matrix', 'graph'}

x, y, z, n, t, a, b, k = sp.symbols('x y z n t a b k')
R = sp.Rational
mpmath.mp.dps = 60


# ---------------------------------------------------------------- specs

@dataclass
class Spec:
    problem: str
    kind: str
    category: str
    compute: Callable[[], Any]
    check: Callable[[], Any] | None = None
    holds: Callable[[str], bool] | None = None
    variable: str | None = None
    form: str | None = None      # 'factored' or 'expanded': an extra check on the shape of the answer
    style: str | None = None     # 'decimal': terminating rationals are written as decimals (2.5, 0.15)
    var: str = 'x'               # the variable named in an inequality answer
    _answer: str | None = field(default=None, repr=False)

    @property
    def answer(self) -> str:
        if self._answer is None:
            self._answer = fmt(self.compute(), self.kind, self.style, self.var)
        return self._answer

    def row(self) -> dict:
        out = {'problem': self.problem, 'answer': self.answer, 'kind': self.kind, 'category': self.category}
        if self.variable:
            out['variable'] = self.variable
        return out


class Builder:
    """Collects the specs of one category: `b.value(problem, compute, check, holds=...)` and so on."""

    def __init__(self, category: str, style: str | None = None):
        self.category = category
        self.style = style
        self.specs: list[Spec] = []

    def add(self, kind, problem, compute, check=None, **kw) -> None:
        kw.setdefault('style', self.style)
        self.specs.append(Spec(problem, kind, self.category, compute, check, **kw))

    def value(self, p, f, c=None, **kw): self.add('value', p, f, c, **kw)
    def list(self, p, f, c=None, **kw): self.add('list', p, f, c, **kw)
    def expr(self, p, f, c=None, **kw): self.add('expression', p, f, c, **kw)
    def anti(self, p, f, c=None, var='x', **kw): self.add('antiderivative', p, f, c, variable=var, **kw)
    def ineq(self, p, f, c=None, **kw): self.add('inequality', p, f, c, **kw)
    def system(self, p, f, c=None, **kw): self.add('system', p, f, c, **kw)
    def text(self, p, f, c=None, **kw): self.add('text', p, f, c, **kw)
    def matrix(self, p, f, c=None, **kw): self.add('matrix', p, f, c, **kw)
    def graph(self, p, f, c=None, **kw): self.add('graph', p, f, c, **kw)


# ---------------------------------------------------------------- writing answers

def _terminating(q: sp.Rational) -> bool:
    d = int(q.q)
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def _decimal_text(q: sp.Rational) -> str:
    text = format(Decimal(int(q.p)) / Decimal(int(q.q)), 'f')
    if '.' in text:
        text = text.rstrip('0').rstrip('.')
    return text


def plain(v, style: str | None = None) -> str:
    """One value or expression in the plain answer syntax."""
    if isinstance(v, Decimal):
        return format(v, 'f')
    if isinstance(v, str):
        return v
    if isinstance(v, Fraction):
        v = sp.Rational(v.numerator, v.denominator)
    v = sp.sympify(v)
    if isinstance(v, sp.Float):
        v = sp.Rational(str(v))
    if style == 'decimal' and v.is_Rational and _terminating(v):
        return _decimal_text(v)
    s = sp.sstr(v)
    s = s.replace('**', '^')
    s = re.sub(r'\bI\b', 'i', s)
    s = re.sub(r'\bE\b', 'e', s)
    s = re.sub(r'\bexp\(', 'e^(', s)
    s = re.sub(r'e\^\((\w+)\)', r'e^\1', s)
    s = s.replace('Abs(', 'abs(')
    return s


def set_text(s: sp.Set, var: str = 'x') -> str:
    """A set of reals as an inequality answer: 'x > 4', '-3 < x < 3', 'x <= -2 or x >= 4'."""
    if s == sp.S.Reals:
        return 'all real numbers'
    if s == sp.S.EmptySet:
        return 'no solution'
    if isinstance(s, sp.Complement) and s.args[0] == sp.S.Reals:
        points = sorted(s.args[1], key=lambda p: float(p))
        edges = [-sp.oo] + points + [sp.oo]
        s = sp.Union(*[sp.Interval.open(lo, hi) for lo, hi in zip(edges, edges[1:])])
    pieces = s.args if isinstance(s, sp.Union) else (s,)
    out = []
    for piece in sorted(pieces, key=lambda p: float(p.inf) if p.inf.is_finite else -1e300):
        if not isinstance(piece, sp.Interval):
            raise ValueError(f'cannot write {piece} as an inequality')
        lo, hi = piece.start, piece.end
        lop = '<' if piece.left_open else '<='
        rop = '<' if piece.right_open else '<='
        if lo == -sp.oo and hi == sp.oo:
            out.append('all real numbers')
        elif lo == -sp.oo:
            out.append(f'{var} {rop} {plain(hi)}')
        elif hi == sp.oo:
            out.append(f'{var} {">" if piece.left_open else ">="} {plain(lo)}')
        else:
            out.append(f'{plain(lo)} {lop} {var} {rop} {plain(hi)}')
    return ' or '.join(out)


def fmt(v, kind: str, style: str | None = None, var: str = 'x') -> str:
    if kind == 'text':
        if not isinstance(v, str):
            raise TypeError('a text answer must be computed as a str')
        return v
    if kind == 'inequality':
        return set_text(v, var)
    if kind == 'system':
        return ', '.join(f'{name} = {plain(val, style)}' for name, val in v.items())
    if kind == 'matrix':
        m = sp.Matrix(v)
        return '[' + ', '.join('[' + ', '.join(plain(e, style) for e in m.row(i)) + ']'
                               for i in range(m.rows)) + ']'
    if kind == 'graph' and isinstance(v, list):
        # a piecewise function given as [(expression, condition), ...]; written 'x + 1 if x < 0; ...'
        return '; '.join(f'{plain(e)} if {plain(c)}' for e, c in v)
    if isinstance(v, (list, tuple)):
        return ', '.join(plain(u, style) for u in v)
    if isinstance(v, sp.FiniteSet):
        return ', '.join(plain(u, style) for u in sorted(v, key=lambda u: complex(sp.N(u)).real))
    return plain(v, style)


# ---------------------------------------------------------------- small helpers used by the specs

def dec(s: str) -> sp.Rational:
    """An exact rational from a decimal literal ('0.45' -> 9/20)."""
    return sp.Rational(s)


def F(s) -> Fraction:
    return Fraction(str(s))


def round_half_up(value, places: int) -> Decimal:
    """Schoolbook rounding (halves away from zero) with `decimal`; negative places round to tens, hundreds."""
    d = Decimal(str(value)) if not isinstance(value, sp.Basic) else Decimal(str(sp.N(value, 40)))
    return d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def sig_figs(number: str, figures: int) -> Decimal:
    d = Decimal(number)
    places = figures - 1 - d.adjusted()
    return d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def round_by_integers(value: Fraction, places: int) -> Decimal:
    """The check for `round_half_up`: integer arithmetic on an exact fraction, then shown with `places`."""
    sign = -1 if value < 0 else 1
    scaled = abs(value) * Fraction(10) ** places
    q = math.floor(scaled + Fraction(1, 2))
    return Decimal(sign * q).scaleb(-places)


def sig_by_integers(value: Fraction, figures: int) -> Decimal:
    """The check for `sig_figs`: find the leading power of ten by comparison, then round by integers."""
    v, lead = abs(value), 0
    while v >= 10 ** (lead + 1):
        lead += 1
    while v < Fraction(10) ** lead:
        lead -= 1
    return round_by_integers(value, figures - 1 - lead)


def to_base(value: int, base: int) -> str:
    """Digits of a non-negative integer in `base` via SymPy, lowercase letters for digits above 9."""
    digits = sp.ntheory.digits(value, base)[1:]
    return ''.join('0123456789abcdefghijklmnopqrstuvwxyz'[d] for d in digits)


def by_division(value: int, base: int) -> str:
    """The check for `to_base`: repeated division by the base."""
    if value == 0:
        return '0'
    out = ''
    while value:
        value, r = divmod(value, base)
        out = '0123456789abcdefghijklmnopqrstuvwxyz'[r] + out
    return out


def from_digits(text: str, base: int) -> int:
    """The check for int(text, base): Horner's rule over the digits."""
    total = 0
    for ch in text.lower():
        total = total * base + '0123456789abcdefghijklmnopqrstuvwxyz'.index(ch)
    return total


def factorization_text(m: int) -> str:
    parts = [f'{p}^{e}' if e > 1 else str(p) for p, e in sorted(sp.factorint(m).items())]
    return ' * '.join(parts)


def trial_factorization_text(m: int) -> str:
    parts, p = [], 2
    while m > 1:
        e = 0
        while m % p == 0:
            m //= p
            e += 1
        if e:
            parts.append(f'{p}^{e}' if e > 1 else str(p))
        p += 1
    return ' * '.join(parts)


def is_prime_trial(m: int) -> bool:
    return m > 1 and all(m % d for d in range(2, math.isqrt(m) + 1))


def outcomes_probability(outcomes, event) -> Fraction:
    items = list(outcomes)
    return Fraction(sum(1 for o in items if event(o)), len(items))


RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
SUITS = ['hearts', 'diamonds', 'clubs', 'spades']


def deck() -> list[tuple[str, str]]:
    return list(itertools.product(RANKS, SUITS))


def dice(count: int = 2, sides: int = 6):
    return list(itertools.product(range(1, sides + 1), repeat=count))


def coins(count: int):
    return list(itertools.product('HT', repeat=count))


def count(iterable) -> int:
    return sum(1 for _ in iterable)


# ---------------------------------------------------------------- parsing written answers

def parse(text: str) -> sp.Expr:
    if '**' in text:
        raise ValueError('use ^ for powers')
    return parse_expr(text, local_dict=dict(LOCALS), transformations=TRANSFORMS)


def parse_values(text: str) -> list:
    return [parse(p) for p in text.split(', ')]


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
    pieces = []
    for piece in text.split('; '):
        expr, cond = piece.split(' if ')
        pieces.append((parse(expr), parse(cond)))
    return sp.Piecewise(*pieces)


def parse_system(text: str) -> dict:
    out = {}
    for part in text.split(', '):
        name, value = part.split(' = ')
        out[name] = parse(value)
    return out


# ---------------------------------------------------------------- comparisons

SAMPLES = [sp.Rational(37, 100), sp.Rational(121, 100), sp.Rational(263, 100), sp.Rational(-83, 100),
           sp.Rational(-17, 10), sp.Rational(311, 100)]


def close(u, v) -> bool:
    cu, cv = complex(sp.N(u, 30)), complex(sp.N(v, 30))
    return abs(cu - cv) <= 1e-9 * max(1.0, abs(cu), abs(cv))


def to_sympy(v):
    if isinstance(v, Fraction):
        return sp.Rational(v.numerator, v.denominator)
    if isinstance(v, Decimal):
        return sp.Rational(str(v))
    if isinstance(v, (mpmath.mpf, mpmath.mpc)):
        return sp.sympify(complex(v)) if isinstance(v, mpmath.mpc) else sp.Float(str(v), 40)
    return sp.sympify(v)


def same_value(answer, expected) -> bool:
    answer, expected = to_sympy(answer), to_sympy(expected)
    if answer.has(sp.Float) or expected.has(sp.Float):
        return close(answer, expected)
    return sp.simplify(answer - expected) == 0


def realify(expr):
    return expr.subs({s: sp.Symbol(s.name, real=True) for s in expr.free_symbols})


def same_expr(answer, expected) -> bool:
    """Equal as functions: symbolically, or else at six sample points (complex values allowed)."""
    answer, expected = realify(to_sympy(answer)), realify(to_sympy(expected))
    try:
        if sp.simplify(answer - expected) == 0:
            return True
    except Exception:  # noqa: BLE001 - fall back to sampling
        pass
    names = sorted({s.name for s in answer.free_symbols | expected.free_symbols})
    checked = 0
    for shift in range(len(SAMPLES)):
        point = {sp.Symbol(nm, real=True): SAMPLES[(shift + j) % len(SAMPLES)] for j, nm in enumerate(names)}
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
        match = next((j for j, e in enumerate(remaining) if same_value(item, e)), None)
        if match is None:
            return False
        remaining.pop(match)
    return not remaining


def same_set(u: sp.Set, v: sp.Set) -> bool:
    return sp.Complement(u, v) == sp.S.EmptySet and sp.Complement(v, u) == sp.S.EmptySet


def defined_on(f) -> sp.Set:
    if not isinstance(f, sp.Piecewise):
        return sp.S.Reals
    return sp.Union(*[sp.S.Reals if cond is sp.true else cond.as_set() for _, cond in f.args])


def lint(spec: Spec, ans: str) -> str | None:
    """Format rules every written answer follows; returns a complaint or None."""
    if spec.kind not in KINDS:
        return f'unknown kind {spec.kind}'
    if ans != ans.strip() or not ans:
        return 'empty answer or stray spaces'
    if spec.kind == 'text':
        return None
    if re.search(r'\*\*|\bI\b|\bE\b|\bln\b|\bexp\b|\bAbs\b|\boo\b|zoo|nan|\\|\$|,(?! )', ans):
        return 'not plain syntax (** I E ln exp Abs oo, backslash, $ or a comma without a space)'
    for num, den in re.findall(r'(?<![\w.^])(\d+)/(\d+)(?![\w.(])', ans):
        if math.gcd(int(num), int(den)) != 1 or den == '1':
            return f'fraction {num}/{den} not in lowest terms'
    return None


def compare(spec: Spec, answer: str, expected) -> tuple[bool, str]:
    """Compare a written answer with an expected result computed for the spec (rules of ../everyday-dev)."""
    kind = spec.kind
    if kind == 'text':
        return answer == expected, repr(expected)
    if kind == 'value' and isinstance(expected, Decimal):
        return answer == format(expected, 'f'), format(expected, 'f')
    if kind == 'value':
        return same_multiset(parse_values(answer), as_list(expected)), str(expected)
    if kind == 'list':
        parts, exp = parse_values(answer), as_list(expected)
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
        got, exp = realify(parse(answer)), realify(to_sympy(expected))
        return same_expr(sp.diff(got, v), sp.diff(exp, v)), f'{expected} + C'
    if kind == 'graph':
        got = parse_piecewise(answer) if ' if ' in answer else parse(answer)
        ok = same_expr(got, expected)
        if ok and isinstance(got, sp.Piecewise):
            ok = same_set(defined_on(got), defined_on(to_sympy(expected)))
        return ok, str(expected)
    if kind == 'inequality':
        return same_set(parse_inequality(answer), expected), str(expected)
    if kind == 'system':
        got = parse_system(answer)
        exp = {str(key): val for key, val in expected.items()}
        return got.keys() == exp.keys() and all(same_value(got[key], exp[key]) for key in exp), str(exp)
    if kind == 'matrix':
        got, exp = sp.Matrix(parse(answer)), sp.Matrix(expected)
        return got.shape == exp.shape and all(same_value(u, v) for u, v in zip(got, exp)), str(exp.tolist())
    raise ValueError(kind)


def check_answer(spec: Spec, answer: str) -> tuple[bool, str]:
    """The written answer against the independent check (or, where none is given, the computation), then
    against the `holds` test."""
    expected = (spec.check or spec.compute)()
    ok, detail = compare(spec, answer, expected)
    if ok and spec.holds is not None:
        ok = bool(spec.holds(answer))
        if not ok:
            detail += ' (the holds test fails)'
    return ok, detail


def check_spec(spec: Spec, answer: str | None = None) -> tuple[bool, str]:
    ans = spec.answer if answer is None else answer
    problem = lint(spec, ans)
    if problem:
        return False, problem
    try:
        return check_answer(spec, ans)
    except Exception as err:  # noqa: BLE001 - report the row, keep checking the rest
        return False, f'{type(err).__name__}: {err}'


# ---------------------------------------------------------------- `holds` tests

def roots_satisfy(equation: sp.Expr, var=x, *, count_: int | None = None, domain=None):
    """Every listed value makes `equation` (an expression equal to zero) vanish, to 40 digits."""
    def test(answer: str) -> bool:
        vals = parse_values(answer)
        if count_ is not None and len(vals) != count_:
            return False
        for v in vals:
            if domain is not None and not domain(v):
                return False
            r = sp.N(equation.subs(var, v), 50)
            if abs(complex(r)) > 1e-30:
                return False
        return True
    return test


def numeric_function(expr, var=x):
    f = sp.lambdify(var, expr, modules='mpmath')
    return f


def set_matches(truth: Callable[[Fraction], bool], lo: int = -12, hi: int = 12, step: Fraction = Fraction(1, 8),
                extra=()):
    """The written solution set contains exactly the sample points where the inequality holds."""
    def test(answer: str) -> bool:
        s = parse_inequality(answer)
        points = [lo + j * step for j in range(int((hi - lo) / step) + 1)] + [Fraction(p) for p in extra]
        for p in points:
            try:
                want = bool(truth(p))
            except ZeroDivisionError:
                want = False
            if bool(s.contains(sp.Rational(p.numerator, p.denominator))) != want:
                return False
        return True
    return test
