"""Numbers: arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time.

Every question is in one of four voices (v='a' dictation, 'b' English as a second language, 'c' exam and
LaTeX, 'd' phone and chat); each category has three of each. `compute` derives the answer, `check` derives it a
second way.
"""
from __future__ import annotations

import datetime as dt
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import (F, by_division, factorization_text, from_digits, is_prime_trial, round_by_integers,
                    round_half_up, sig_by_integers, sig_figs, to_base, trial_factorization_text)

R = sp.Rational
STYLE = {'percent': 'decimal', 'measurement': 'decimal'}


def ev(text: str):
    """An exact value of a plain expression, by SymPy (rationals stay exact)."""
    return sp.nsimplify(sp.sympify(text, rational=True), rational=True)


def conv(quantity, unit):
    """The number of `unit`s in `quantity`, by sympy.physics.units."""
    return sp.nsimplify(u.convert_to(quantity, unit) / unit)


# ---------------------------------------------------------------- arithmetic

def arithmetic(b):
    b.value('what is three fifths plus one quarter',
            lambda: ev('3/5 + 1/4'),
            lambda: Fraction(3 * 4 + 1 * 5, 5 * 4), v='a')
    b.value('Please calculate for me the result of 18 − 4 × 3 + 12 ÷ 6, I am confuse which one must be first.',
            lambda: ev('18 - 4*3 + 12/6'),
            lambda: Fraction(18) - sum([Fraction(4)] * 3) + Fraction(12, 6), v='b')
    b.value(r'Evaluate $\dfrac{3}{4} + \dfrac{5}{6} \cdot \dfrac{2}{5}$, giving your answer as a fraction in its '
            r'simplest form.',
            lambda: ev('3/4 + 5/6*2/5'),
            lambda: Fraction(3 * 30 + 4 * 5 * 2, 4 * 30), v='c')
    b.value('wats 1/3+1/6+1/9\nas a fraction pls',
            lambda: ev('1/3 + 1/6 + 1/9'),
            lambda: Fraction(6 + 3 + 2, 18), v='d')
    b.value('okay so two and a half times one and one third um give it as a mixed no sorry as an improper '
            'fraction',
            lambda: ev('(2 + 1/2)*(1 + 1/3)'),
            lambda: Fraction(5 * 4, 2 * 3), v='a')
    b.value('Subtract 7 3/8 from 5. Give the answer how improper fraction, not mixed number.',
            lambda: ev('5 - (7 + 3/8)'),
            lambda: Fraction(5 * 8 - (7 * 8 + 3), 8), v='b')
    b.value(r'Without using a calculator, find the exact value of '
            r'$\left(\dfrac{2}{3}\right)^{-2} \div 1\tfrac{1}{2}$.',
            lambda: R(2, 3) ** -2 / R(3, 2),
            lambda: Fraction(3 * 3, 2 * 2) * Fraction(2, 3), v='c')
    b.value('5.6 * 0.15 =??\nno calc allowed lol',
            lambda: R('5.6') * R('0.15'),
            lambda: Fraction(56, 10) * Fraction(15, 100), v='d', style='decimal')
    b.value('what is seven point two divided by zero point zero eight',
            lambda: R('7.2') / R('0.08'),
            lambda: next(q for q in range(1000) if q * 8 == 720), v='a')
    b.value('How much is 2/3 divided with 4/9? Please give me like fraction in lowest term.',
            lambda: ev('(2/3)/(4/9)'),
            lambda: Fraction(2 * 9, 3 * 4), v='b')
    b.value(r'Work out $(-3)^3 - 2 \times (-4)^2$.',
            lambda: ev('(-3)**3 - 2*(-4)**2'),
            lambda: (-3) * (-3) * (-3) - 2 * ((-4) * (-4)), v='c')
    b.value('-2^4 + (-2)^4 what do u get\nmy calc says 0 but my friend says 32',
            lambda: sp.sympify('-2**4 + (-2)**4'),
            lambda: -(2 * 2 * 2 * 2) + (-2) * (-2) * (-2) * (-2), v='d')


# ---------------------------------------------------------------- percent

def percent(b):
    b.value('what is fifteen percent of two hundred forty',
            lambda: R(15, 100) * 240,
            lambda: Fraction(240) / 10 + Fraction(240) / 20, v='a')
    b.value('How much is the percent of 45 from 180?',
            lambda: R(45, 180) * 100,
            lambda: next(p for p in range(101) if 180 * p == 45 * 100), v='b')
    b.value(r'A sum of \$5000 is invested at $4\%$ per annum compound interest, compounded annually. Calculate '
            r'the value of the investment after 3 years, giving your answer to the nearest cent.',
            lambda: round_half_up(5000 * R(104, 100) ** 3, 2),
            lambda: round_by_integers(Fraction(5000) * Fraction(104, 100) * Fraction(104, 100)
                                      * Fraction(104, 100), 2), v='c')
    b.value('tip 18% on a 47.50 bill how much tip?? round to the cent',
            lambda: round_half_up(R('47.50') * R(18, 100), 2),
            lambda: round_by_integers(Fraction(4750 * 18, 100) / 100, 2), v='d')
    b.value('um forty two is what percent of one hundred twenty',
            lambda: R(42, 120) * 100,
            lambda: Fraction(42 * 100, 120), v='a')
    b.value('In the shop the jacket cost 64 dollars after they make discount of 20%. How much was the price '
            'before discount?',
            lambda: sp.solve(sp.Symbol('p') * R(80, 100) - 64)[0],
            lambda: Fraction(64) / (1 - Fraction(20, 100)), v='b')
    b.value(r'Express $0.375$ as a percentage.',
            lambda: R('0.375') * 100,
            lambda: Fraction(375, 1000) * 100, v='c')
    b.value("shirt was $40 now 25% off\nthen another 10% off the sale price\nfinal price?",
            lambda: 40 * (1 - R(25, 100)) * (1 - R(10, 100)),
            lambda: (Fraction(40) - Fraction(40) / 4) - (Fraction(40) - Fraction(40) / 4) / 10, v='d')
    b.value('a price goes from eighty dollars to ninety two dollars what is the percent increase',
            lambda: (R(92) - 80) / 80 * 100,
            lambda: Fraction(92 * 100, 80) - 100, v='a')
    b.value('My salary was 2500 and now it decrease to 2350. Of how many percent it decreased?',
            lambda: (R(2500) - 2350) / 2500 * 100,
            lambda: 100 - Fraction(2350 * 100, 2500), v='b')
    b.value(r'Given that the price of a laptop including VAT at $20\%$ is £936, determine the price excluding '
            r'VAT.',
            lambda: R(936) / R(120, 100),
            lambda: next(p for p in range(2000) if p + Fraction(p, 5) == 936), v='c')
    b.value('percent decrease from 250 to 215 pls\njust the number',
            lambda: (R(250) - 215) / 250 * 100,
            lambda: Fraction(35, 250) * 100, v='d')


# ---------------------------------------------------------------- rounding

def sqrt_rounded(n: int, places: int) -> Decimal:
    """sqrt(n) rounded half up by integers: the largest q with (q - 1/2)^2 <= n * 10^(2 places)."""
    s = math.isqrt(4 * n * 10 ** (2 * places))
    return Decimal((s + 1) // 2).scaleb(-places)


def rounding(b):
    b.value('round three point one four one five nine to two decimal places',
            lambda: round_half_up('3.14159', 2),
            lambda: round_by_integers(Fraction(314159, 100000), 2), v='a')
    b.value('Please round 0.0045678 to 3 significant figure.',
            lambda: sig_figs('0.0045678', 3),
            lambda: sig_by_integers(Fraction(45678, 10 ** 7), 3), v='b')
    b.value(r'Write $\dfrac{22}{7}$ correct to 4 decimal places.',
            lambda: round_half_up(R(22, 7), 4),
            lambda: round_by_integers(Fraction(22, 7), 4), v='c')
    b.value('round 1234.5678 to nearest tenth',
            lambda: round_half_up('1234.5678', 1),
            lambda: round_by_integers(F('1234.5678'), 1), v='d')
    b.value('round forty six thousand five hundred and one to the nearest thousand',
            lambda: round_half_up(46501, -3),
            lambda: Decimal((46501 + 500) // 1000 * 1000), v='a')
    b.value('How to write 18.95 rounded at one decimal place?',
            lambda: round_half_up('18.95', 1),
            lambda: round_by_integers(F('18.95'), 1), v='b')
    b.value(r'Express $345678$ correct to 2 significant figures.',
            lambda: sig_figs('345678', 2),
            lambda: Decimal((345678 + 5000) // 10000 * 10000), v='c')
    b.value('wat is 5/7 to 2dp',
            lambda: round_half_up(R(5, 7), 2),
            lambda: round_by_integers(Fraction(5, 7), 2), v='d')
    b.value('square root of seven rounded to three decimal places',
            lambda: round_half_up(sp.sqrt(7), 3),
            lambda: sqrt_rounded(7, 3), v='a')
    b.value('Give 7 divided by 12 rounded to the hundredth, I get too many digit.',
            lambda: round_half_up(R(7, 12), 2),
            lambda: round_by_integers(Fraction(7, 12), 2), v='b')
    b.value(r'State the value of $\pi^2$ correct to 3 significant figures.',
            lambda: sig_figs(str(sp.N(sp.pi ** 2, 30)), 3),
            lambda: sig_by_integers(Fraction(mpmath.nstr(mpmath.pi ** 2, 40)), 3), v='c')
    b.value('round 0.9996 to 3 dp??\nbc i keep getting 1.000 idk if thats right',
            lambda: round_half_up('0.9996', 3),
            lambda: round_by_integers(F('0.9996'), 3), v='d')


# ---------------------------------------------------------------- number_bases

def number_bases(b):
    b.text('convert forty five to binary',
           lambda: to_base(45, 2),
           lambda: by_division(45, 2), v='a')
    b.text('Please change the number 100 in the base 5.',
           lambda: to_base(100, 5),
           lambda: by_division(100, 5), v='b')
    b.value(r'Convert $\mathrm{3A7}_{16}$ to base 10.',
            lambda: int('3A7', 16),
            lambda: from_digits('3a7', 16), v='c')
    b.value('whats 110011 binary in decimal',
            lambda: int('110011', 2),
            lambda: from_digits('110011', 2), v='d')
    b.value('what is one zero one one zero base two as a decimal number',
            lambda: int('10110', 2),
            lambda: from_digits('10110', 2), v='a')
    b.value('How much is the octal number 157 in decimal?',
            lambda: int('157', 8),
            lambda: 1 * 64 + 5 * 8 + 7, v='b')
    b.text(r'By first converting to base $10$, or otherwise, write $213_{4}$ in base $2$.',
           lambda: to_base(int('213', 4), 2),
           lambda: by_division(from_digits('213', 4), 2), v='c')
    b.text('convert  2024 to hex pls\nlowercase letters',
           lambda: to_base(2024, 16),
           lambda: by_division(2024, 16), v='d')
    b.text('okay so convert two hundred fifty five to hexadecimal',
           lambda: to_base(255, 16),
           lambda: by_division(255, 16), v='a')
    b.text('Make the sum of binary numbers 1101 and 1011, give the answer also in binary.',
           lambda: to_base(int('1101', 2) + int('1011', 2), 2),
           lambda: binary_column_sum('1101', '1011'), v='b')
    b.text(r'Find the product $101_2 \times 11_2$, giving your answer in binary.',
           lambda: to_base(int('101', 2) * int('11', 2), 2),
           lambda: binary_shift_add('101', '11'), v='c')
    b.text('base 3 of 50??\nlike write 50 in base 3',
           lambda: to_base(50, 3),
           lambda: by_division(50, 3), v='d')


def binary_column_sum(p: str, q: str) -> str:
    """Column addition with carries, right to left."""
    p, q = p.zfill(len(q)), q.zfill(len(p))
    out, carry = '', 0
    for dp, dq in zip(reversed(p), reversed(q)):
        s = int(dp) + int(dq) + carry
        out = str(s % 2) + out
        carry = s // 2
    return ('1' if carry else '') + out


def binary_shift_add(p: str, q: str) -> str:
    """Shift-and-add multiplication done with binary column sums."""
    total = '0'
    for shift, digit in enumerate(reversed(q)):
        if digit == '1':
            total = binary_column_sum(total, p + '0' * shift)
    return total.lstrip('0') or '0'


# ---------------------------------------------------------------- number_theory

def euclid(p: int, q: int) -> int:
    while q:
        p, q = q, p % q
    return p


def number_theory(b):
    b.value('what is the greatest common factor of eighty four and one hundred twenty six',
            lambda: sp.gcd(84, 126),
            lambda: euclid(126, 84), v='a')
    b.value('Find me the least common multiple from 18, 24 and 40.',
            lambda: sp.ilcm(18, 24, 40),
            lambda: next(m for m in range(1, 18 * 24 * 40 + 1) if m % 18 == m % 24 == m % 40 == 0), v='b')
    b.value(r'Determine the smallest positive integer $n$ such that $n \equiv 2 \pmod{5}$ and '
            r'$n \equiv 3 \pmod{7}$.',
            lambda: sp.ntheory.modular.crt([5, 7], [2, 3])[0],
            lambda: next(m for m in range(1, 36) if m % 5 == 2 and m % 7 == 3), v='c')
    b.value('gcd of 1071 & 462??\nusing euclid',
            lambda: sp.igcd(1071, 462),
            lambda: max(d for d in range(1, 463) if 1071 % d == 0 and 462 % d == 0), v='d')
    b.text('is ninety one prime or composite',
           lambda: 'prime' if sp.isprime(91) else 'composite',
           lambda: 'prime' if is_prime_trial(91) else 'composite', v='a')
    b.value('What is the rest when 2 to the power 50 is divide by 7?',
            lambda: pow(2, 50, 7),
            lambda: [1, 2, 4][50 % 3], v='b')
    b.text(r'Express $391$ as a product of its prime factors.',
           lambda: factorization_text(391),
           lambda: trial_factorization_text(391), v='c')
    b.value('what digit makes 4_52 divisible by 9\nthe blank is one digit',
            lambda: next(d for d in range(10) if int(f'4{d}52') % 9 == 0),
            lambda: (9 - (4 + 5 + 2) % 9) % 9, v='d')
    b.text('prime factorization of three hundred sixty',
           lambda: factorization_text(360),
           lambda: trial_factorization_text(360), v='a')
    b.value('How many divisor has the number 360?',
            lambda: sp.divisor_count(360),
            lambda: sum(1 for d in range(1, 361) if 360 % d == 0), v='b')
    b.value(r'Find the sum of all positive divisors of $72$.',
            lambda: sp.divisor_sigma(72),
            lambda: sum(d for d in range(1, 73) if 72 % d == 0), v='c')
    b.value('remainder 12345 / 11?',
            lambda: 12345 % 11,
            lambda: (5 - 4 + 3 - 2 + 1) % 11, v='d')


# ---------------------------------------------------------------- comparison

def in_order(items: list[str], descending: bool = False) -> list[str]:
    """The given numerals sorted by their SymPy values, written as they were given."""
    return sorted(items, key=lambda s: sp.N(sp.sympify(s), 50), reverse=descending)


def by_swaps(values: list, descending: bool = False) -> list:
    """The check: a bubble sort of exact values comparing by cross multiplication (Fractions)."""
    out = list(values)
    for _ in range(len(out)):
        for j in range(len(out) - 1):
            p, q = Fraction(out[j]), Fraction(out[j + 1])
            if (p.numerator * q.denominator > q.numerator * p.denominator) != descending \
                    and p != q:
                out[j], out[j + 1] = out[j + 1], out[j]
    return out


def recurring_sign(p: int, q: int, digit: str) -> str:
    """The check for p/q against 0.ddd...: long division of p/q; equal when every digit is `digit` and the
    remainder repeats (so the digits go on for ever), else the first differing digit decides."""
    r, seen = p % q, set()
    while r not in seen:
        seen.add(r)
        d, r = divmod(r * 10, q)
        if str(d) != digit:
            return '>' if str(d) > digit else '<'
    return '='


def comparison(b):
    b.value('which is bigger five eighths or seven twelfths',
            lambda: max(R(5, 8), R(7, 12)),
            lambda: Fraction(5, 8) if 5 * 12 > 7 * 8 else Fraction(7, 12), v='a')
    b.value('Which number is more big: 0.45 or 4/9?',
            lambda: max(['0.45', '4/9'], key=lambda s: sp.sympify(s, rational=True)),
            lambda: Fraction(45, 100) if 45 * 9 > 4 * 100 else Fraction(4, 9), v='b')
    b.list(r'Arrange $\sqrt{10}$, $\pi$, $\dfrac{22}{7}$ and $3.15$ in ascending order.',
           lambda: in_order(['sqrt(10)', 'pi', '22/7', '3.15']),
           lambda: sorted([mpmath.sqrt(10), mpmath.pi, mpmath.mpf(22) / 7, mpmath.mpf('3.15')]),
           v='c')
    b.value('which is smaller -0.3 or -1/3',
            lambda: min(['-0.3', '-1/3'], key=lambda s: sp.sympify(s, rational=True)),
            lambda: Fraction(-1, 3) if -1 * 10 < -3 * 3 else Fraction(-3, 10), v='d')
    b.list('put in order from smallest to largest the numbers two thirds then zero point six then five ninths',
           lambda: in_order(['2/3', '0.6', '5/9']),
           lambda: by_swaps([Fraction(2, 3), Fraction(6, 10), Fraction(5, 9)]), v='a')
    b.list('Please arrange from the biggest to the smallest: -2, 1/2, -2.5, 0.3',
           lambda: in_order(['-2', '1/2', '-2.5', '0.3'], descending=True),
           lambda: by_swaps([Fraction(-2), Fraction(1, 2), Fraction(-5, 2), Fraction(3, 10)], descending=True),
           v='b')
    b.value(r'Determine which is larger, $2^{30}$ or $3^{20}$, and state the larger number.',
            lambda: max(sp.Integer(2) ** 30, sp.Integer(3) ** 20),
            lambda: 3 ** 20 if (3 ** 2) ** 10 > (2 ** 3) ** 10 else 2 ** 30, v='c')
    b.list('order least to greatest: 0.7, 5/8, 0.66, 2/3',
           lambda: in_order(['0.7', '5/8', '0.66', '2/3']),
           lambda: by_swaps([Fraction(7, 10), Fraction(5, 8), Fraction(66, 100), Fraction(2, 3)]), v='d')
    b.value('which is greater negative three fourths or negative five sevenths',
            lambda: max(R(-3, 4), R(-5, 7)),
            lambda: Fraction(-3, 4) if -3 * 7 > -5 * 4 else Fraction(-5, 7), v='a')
    b.text('Put the correct sign < or > between 3/7 and 5/12.',
           lambda: '>' if R(3, 7) > R(5, 12) else '<',
           lambda: '>' if 3 * 12 > 5 * 7 else '<', v='b')
    b.text(r'Insert the correct symbol, $<$, $=$ or $>$: $\dfrac{7}{9} \;\square\; 0.\overline{7}$.',
           lambda: {-1: '<', 0: '=', 1: '>'}[int(sp.sign(
               R(7, 9) - sp.summation(7 * R(1, 10) ** sp.Symbol('j'), (sp.Symbol('j'), 1, sp.oo))))],
           lambda: recurring_sign(7, 9, '7'), v='c')
    b.value('bigger one: 5^3 or 3^5',
            lambda: max(sp.Integer(5) ** 3, sp.Integer(3) ** 5),
            lambda: max(5 * 5 * 5, 3 * 3 * 3 * 3 * 3), v='d')


# ---------------------------------------------------------------- measurement

def measurement(b):
    b.value('how many centimeters are in three point two meters',
            lambda: conv(R('3.2') * u.meter, u.centimeter),
            lambda: Fraction(32, 10) * 100, v='a')
    b.value('How many gram is 2.75 kilogram?',
            lambda: conv(R('2.75') * u.kilogram, u.gram),
            lambda: Fraction(275, 100) * 1000, v='b')
    b.value(r'Convert $3.5\ \text{m}^3$ to litres.',
            lambda: conv(R('3.5') * u.meter ** 3, u.liter),
            lambda: Fraction(35, 10) * 10 ** 3, v='c')  # 1 m^3 = (10 dm)^3 = 1000 dm^3
    b.value('5 lbs to kg approx?\n2 dp pls',
            lambda: round_half_up(conv(5 * u.pound, u.kilogram), 2),
            lambda: round_by_integers(5 * 16 * Fraction('28.349523125') / 1000, 2), v='d')
    b.value('convert sixty miles per hour to kilometers per hour um round to one decimal place',
            lambda: round_half_up(conv(60 * u.mile / u.hour, u.kilometer / u.hour), 1),
            lambda: round_by_integers(60 * 5280 * 12 * Fraction('2.54') / 100 / 1000, 1), v='a')
    b.value('Convert please 5 square meters in square centimeters.',
            lambda: conv(5 * u.meter ** 2, u.centimeter ** 2),
            lambda: 5 * 100 * 100, v='b')
    b.value(r'A rectangular tank measures $1.2\,\text{m} \times 50\,\text{cm} \times 40\,\text{cm}$. Calculate '
            r'its capacity in litres.',
            lambda: conv(R('1.2') * u.meter * 50 * u.centimeter * 40 * u.centimeter, u.liter),
            lambda: 12 * 5 * 4, v='c')  # in decimetres: 12 dm x 5 dm x 4 dm
    b.value('how many oz in 3.5 lb',
            lambda: R('3.5') * 16,
            lambda: Fraction('3.5') * Fraction('453.59237') / Fraction('28.349523125'), v='d')
    b.value('what is seventy seven degrees fahrenheit in celsius',
            lambda: (R(77) - 32) * R(5, 9),
            lambda: 0 + (Fraction(77) - 32) / (212 - 32) * (100 - 0), v='a')
    b.value('A car go with 72 km/h. How many meters per second is it?',
            lambda: conv(72 * u.kilometer / u.hour, u.meter / u.second),
            lambda: Fraction(72 * 1000, 60 * 60), v='b')
    b.value(r'Given that $1$ inch $= 2.54$ cm exactly, express 5 feet 9 inches in centimetres.',
            lambda: conv((5 * u.foot + 9 * u.inch), u.centimeter),
            lambda: (5 * 12 + 9) * Fraction('2.54'), v='c')
    b.value('-40 c in f',
            lambda: R(-40) * R(9, 5) + 32,
            lambda: 32 + (Fraction(-40) - 0) / 100 * (212 - 32), v='d')


# ---------------------------------------------------------------- time

WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def clock12(minutes: int) -> str:
    h, m = divmod(minutes % 1440, 60)
    return f'{(h - 1) % 12 + 1}:{m:02d} {"AM" if h < 12 else "PM"}'


def clock24(minutes: int) -> str:
    h, m = divmod(minutes % 1440, 60)
    return f'{h:02d}:{m:02d}'


def at(h: int, m: int) -> dt.datetime:
    return dt.datetime(2025, 1, 1, h, m)


def twelve(t: dt.datetime) -> str:
    return t.strftime('%I:%M %p').lstrip('0')


def zeller(year: int, month: int, day: int) -> str:
    """Zeller's congruence for the Gregorian calendar."""
    if month < 3:
        month, year = month + 12, year - 1
    k, j = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


def day_number(year: int, month: int, day: int) -> int:
    """Days since a fixed origin, counted with the Gregorian leap-year rule and month lengths."""
    lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    leap = lambda yr: yr % 4 == 0 and (yr % 100 != 0 or yr % 400 == 0)  # noqa: E731
    total = sum(366 if leap(yr) else 365 for yr in range(1, year))
    total += sum(lengths[:month - 1]) + (1 if month > 2 and leap(year) else 0)
    return total + day


def hours_minutes(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f'{h} hours {m} minutes'


def time(b):
    b.text('what time is it three hours and forty five minutes after ten thirty a m',
           lambda: twelve(at(10, 30) + dt.timedelta(hours=3, minutes=45)),
           lambda: clock12(10 * 60 + 30 + 3 * 60 + 45), v='a')
    b.text('The train leave at 21:40 and travel 3 hours 35 minutes. At what time it arrive? Use the 24 hour '
           'clock like hh:mm.',
           lambda: (at(21, 40) + dt.timedelta(hours=3, minutes=35)).strftime('%H:%M'),
           lambda: clock24(21 * 60 + 40 + 3 * 60 + 35), v='b')
    b.text(r'A flight departs London at 14:20 local time and lands in New York 7 h 55 min later. Given that '
           r'New York is 5 hours behind London, state the local arrival time in New York using the 24-hour '
           r'clock.',
           lambda: (dt.datetime(2025, 3, 1, 14, 20, tzinfo=dt.timezone.utc) + dt.timedelta(hours=7, minutes=55))
           .astimezone(dt.timezone(dt.timedelta(hours=-5))).strftime('%H:%M'),
           lambda: clock24(14 * 60 + 20 + 7 * 60 + 55 - 5 * 60), v='c')
    b.text('what time is 1845 in 12hr time',
           lambda: twelve(at(18, 45)),
           lambda: clock12(18 * 60 + 45), v='d')
    b.value('how many days from march third to may twentieth twenty twenty five',
            lambda: (dt.date(2025, 5, 20) - dt.date(2025, 3, 3)).days,
            lambda: day_number(2025, 5, 20) - day_number(2025, 3, 3), v='a')
    b.text('How long is from 8:50 in the morning until 3:25 in the afternoon? Give hours and minutes.',
           lambda: hours_minutes(int((at(15, 25) - at(8, 50)).total_seconds()) // 60),
           lambda: hours_minutes((15 * 60 + 25) - (8 * 60 + 50)), v='b')
    b.value(r'Determine the number of days from 1 January 2024 to 1 January 2025.',
            lambda: (dt.date(2025, 1, 1) - dt.date(2024, 1, 1)).days,
            lambda: day_number(2025, 1, 1) - day_number(2024, 1, 1), v='c')
    b.text('if its 9am in LA whats the time in tokyo\nassume LA is UTC-7 and tokyo is UTC+9\n'
           'just the clock time w am/pm',
           lambda: twelve(dt.datetime(2025, 6, 1, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=-7)))
                          .astimezone(dt.timezone(dt.timedelta(hours=9)))),
           lambda: clock12(9 * 60 + 7 * 60 + 9 * 60), v='d')
    b.text('what day of the week was july fourth seventeen seventy six',
           lambda: WEEKDAYS[dt.date(1776, 7, 4).weekday()],
           lambda: zeller(1776, 7, 4), v='a')
    b.text('If today is Wednesday, which day of week will be after 100 days?',
           lambda: WEEKDAYS[(dt.date(2025, 1, 1) + dt.timedelta(days=100)).weekday()]
           if dt.date(2025, 1, 1).weekday() == 2 else '?',
           lambda: WEEKDAYS[(WEEKDAYS.index('Wednesday') + 100 % 7) % 7], v='b')
    b.text(r'Express $2.85$ hours in hours and minutes.',
           lambda: hours_minutes(int(dt.timedelta(hours=2.85).total_seconds()) // 60),
           lambda: hours_minutes(int(Fraction('2.85') * 60)), v='c')
    b.value('how many minutes b/w 11:47pm and 2:05am',
            lambda: int((dt.datetime(2025, 1, 2, 2, 5) - dt.datetime(2025, 1, 1, 23, 47)).total_seconds()) // 60,
            lambda: (24 * 60 - (23 * 60 + 47)) + 2 * 60 + 5, v='d')


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
