"""Shared pieces of the third everyday HELD-OUT set: specs, the answer formatter, the answer parsers and the
comparisons. They are ../everyday-dev-3/common.py's own, loaded from there rather than copied (as
../everyday-dev-6/common.py does), so that this set is graded exactly like the development sets.

A few small helpers used only by this set's q_*.py modules follow the shared names.
"""

import calendar
import datetime
import importlib.util
import math
import sys
from fractions import Fraction
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "_everyday_dev_3_common", Path(__file__).resolve().parent.parent / "everyday-dev-3" / "common.py"
)
_common = importlib.util.module_from_spec(_spec)
# Registered before it runs: its dataclasses look their module up by name.
sys.modules[_spec.name] = _common
_spec.loader.exec_module(_common)
globals().update({name: value for name, value in vars(_common).items() if not name.startswith("__")})

sp = _common.sp
DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def clock12(minutes: int) -> str:
    """Minutes after midnight (any integer) as 'h:mm AM/PM'."""
    minutes %= 24 * 60
    h, m = divmod(minutes, 60)
    return f'{(h - 1) % 12 + 1}:{m:02d} {"AM" if h < 12 else "PM"}'


def clock24(minutes: int) -> str:
    minutes %= 24 * 60
    return f'{minutes // 60:02d}:{minutes % 60:02d}'


def dt_clock12(moment: datetime.datetime) -> str:
    """The same as clock12, written from a datetime by strftime."""
    return moment.strftime('%I:%M %p').lstrip('0')


def duration_text(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f'{h} hours {m} minutes'


def zeller(year: int, month: int, day: int) -> str:
    """Weekday of a Gregorian date by Zeller's congruence (the check for datetime/calendar)."""
    if month < 3:
        month += 12
        year -= 1
    k, j = year % 100, year // 100
    h = (day + (13 * (month + 1)) // 5 + k + k // 4 + j // 4 + 5 * j) % 7   # 0 = Saturday
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


def weekday(year: int, month: int, day: int) -> str:
    return calendar.day_name[datetime.date(year, month, day).weekday()]


def lin_root(expr, var):
    """The root of a linear expression: -f(0) / (f(1) - f(0))."""
    f0, f1 = expr.subs(var, 0), expr.subs(var, 1)
    return -f0 / (f1 - f0)


def det2(m):
    return m[0][0] * m[1][1] - m[0][1] * m[1][0]


def det3(m):
    """Sarrus' rule."""
    return (m[0][0] * m[1][1] * m[2][2] + m[0][1] * m[1][2] * m[2][0] + m[0][2] * m[1][0] * m[2][1]
            - m[0][2] * m[1][1] * m[2][0] - m[0][0] * m[1][2] * m[2][1] - m[0][1] * m[1][0] * m[2][2])


def cramer(rows, rhs):
    """Cramer's rule over Fractions for 2 or 3 unknowns."""
    size = len(rows)
    det = det2 if size == 2 else det3
    rows = [[Fraction(v) for v in r] for r in rows]
    d = det(rows)
    out = []
    for col in range(size):
        m = [r[:col] + [Fraction(rhs[i])] + r[col + 1:] for i, r in enumerate(rows)]
        out.append(det(m) / d)
    return out


def isqrt_round(value: Fraction, places: int):
    """sqrt(value) rounded half up to `places` decimals by integer square roots."""
    from decimal import Decimal
    scaled = value * Fraction(10) ** (2 * places)          # sqrt(value) * 10^places = sqrt(scaled)
    q = math.isqrt(math.floor(scaled))
    if 4 * scaled >= (2 * q + 1) ** 2:
        q += 1
    return Decimal(q).scaleb(-places)
