"""Numbers: arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time.

Every answer is computed: `compute` with SymPy / decimal / datetime, `check` a second way (Fraction arithmetic,
integer rounding, repeated division and Horner's rule, trial division, enumeration, minute arithmetic, Zeller).
"""
from __future__ import annotations

import datetime as dt
import math
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import (F, R, by_division, factorization_text, from_digits, is_prime_trial, round_by_integers,
                    round_half_up, sig_by_integers, sig_figs, to_base, trial_factorization_text)

STYLE = {'percent': 'decimal', 'measurement': 'decimal'}

WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


# ---------------------------------------------------------------- helpers for the time category

def clock12(minutes: int) -> str:
    """Minutes after midnight (any integer) written as a 12-hour clock time, e.g. '2:25 PM' (datetime)."""
    t = (dt.datetime(2000, 1, 1) + dt.timedelta(minutes=minutes)).time()
    return t.strftime('%I:%M %p').lstrip('0')


def clock12_by_hand(minutes: int) -> str:
    """The check for clock12: modular minute arithmetic."""
    minutes %= 24 * 60
    h, m = divmod(minutes, 60)
    suffix = 'AM' if h < 12 else 'PM'
    h12 = h % 12 or 12
    return f'{h12}:{m:02d} {suffix}'


def parse12(text: str) -> int:
    """'9:50 AM' -> minutes after midnight, by datetime.strptime."""
    t = dt.datetime.strptime(text, '%I:%M %p')
    return t.hour * 60 + t.minute


def parse12_by_hand(text: str) -> int:
    clock, half = text.split()
    h, m = (int(p) for p in clock.split(':'))
    return (h % 12 + (12 if half == 'PM' else 0)) * 60 + m


def duration_text(delta: dt.timedelta) -> str:
    total = int(delta.total_seconds()) // 60
    h, m = divmod(total, 60)
    return f'{h} hour{"s" if h != 1 else ""} {m} minute{"s" if m != 1 else ""}'


def duration_by_hand(minutes: int) -> str:
    h = minutes // 60
    m = minutes - 60 * h
    return f'{h} hour{"s" if h != 1 else ""} {m} minute{"s" if m != 1 else ""}'


def zeller(year: int, month: int, day: int) -> str:
    """Day of the week by Zeller's congruence (Gregorian calendar)."""
    if month < 3:
        month += 12
        year -= 1
    k, j = year % 100, year // 100
    h = (day + (13 * (month + 1)) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


# ---------------------------------------------------------------- arithmetic

def arithmetic(b):
    b.value('how many times does 7 go into 100? (whole times only)',
            lambda: sp.floor(R(100, 7)),
            lambda: _count_subtractions(100, 7))
    b.value("what's left over when you divide 523 by 12",
            lambda: sp.Mod(523, 12),
            lambda: 523 - 12 * (Fraction(523, 12).numerator // Fraction(523, 12).denominator))
    b.value(r'$\frac{3}{4} + \frac{5}{6}$ = ?',
            lambda: R(3, 4) + R(5, 6),
            lambda: Fraction(3, 4) + Fraction(5, 6))
    b.value('2 1/3 × 1 3/4 — write the answer as an improper fraction',
            lambda: (2 + R(1, 3)) * (1 + R(3, 4)),
            lambda: Fraction(7, 3) * Fraction(7, 4))
    b.value('−8 − (−15) + 4 × (−3)',
            lambda: sp.Integer(-8) - (-15) + 4 * (-3),
            lambda: sum([-8, 15, -12]))
    b.value('12 ÷ 0.03 = ? no calculator pls',
            lambda: 12 / sp.Rational('0.03'),
            lambda: Fraction(12) / F('0.03'))
    b.value('what is 2^10 minus 10^2',
            lambda: sp.Integer(2) ** 10 - sp.Integer(10) ** 2,
            lambda: math.prod([2] * 10) - math.prod([10] * 2))
    b.value('Evaluate: 3 + 4·(6 − 2)² ÷ 8',
            lambda: 3 + 4 * (6 - sp.Integer(2)) ** 2 / 8,
            lambda: Fraction(3) + Fraction(4 * 16, 8))
    b.value('0.25 × 0.4 + 1.7',
            lambda: sp.Rational('0.25') * sp.Rational('0.4') + sp.Rational('1.7'),
            lambda: F('0.25') * F('0.4') + F('1.7'), style='decimal')
    b.value(r'Divide and write in simplest form: $\frac{5}{8} \div \frac{15}{4}$',
            lambda: R(5, 8) / R(15, 4),
            lambda: Fraction(5, 8) * Fraction(4, 15))
    b.value('find the product of 125 and 48 (mental math)',
            lambda: sp.Integer(125) * 48,
            lambda: sum([125] * 48))
    b.value('what is the cube root of −216',
            lambda: -sp.integer_nthroot(216, 3)[0],
            lambda: next(c for c in range(-20, 21) if c ** 3 == -216))


def _count_subtractions(total: int, step: int) -> int:
    times = 0
    while total >= step:
        total -= step
        times += 1
    return times


# ---------------------------------------------------------------- percent

def percent(b):
    b.value('what is 35% of 240',
            lambda: R(35, 100) * 240,
            lambda: Fraction(240 * 35, 100))
    b.value('18 is what percent of 72?',
            lambda: R(18, 72) * 100,
            lambda: Fraction(1800, 72))
    b.value('45 is 30% of what number?',
            lambda: sp.solve(sp.Eq(R(30, 100) * sp.Symbol('w'), 45))[0],
            lambda: Fraction(45) / Fraction(30, 100))
    b.value("a jacket costs $80 and it's 15% off. whats the sale price",
            lambda: 80 * (1 - R(15, 100)),
            lambda: Fraction(80) - Fraction(80 * 15, 100))
    b.value('Find the percent increase from 40 to 58.',
            lambda: (R(58) - 40) / 40 * 100,
            lambda: Fraction(58 * 100, 40) - 100)
    b.value('Convert 3/8 to a percent.',
            lambda: R(3, 8) * 100,
            lambda: Fraction(300, 8))
    b.value('find 2.5% of 1,200',
            lambda: sp.Rational('2.5') / 100 * 1200,
            lambda: F('0.025') * 1200)
    b.value('The price of a bike dropped from $250 to $210. By what percent did it decrease?',
            lambda: (R(250) - 210) / 250 * 100,
            lambda: 100 - Fraction(210 * 100, 250))
    b.value("what's 120% of 65",
            lambda: R(120, 100) * 65,
            lambda: Fraction(65) + Fraction(65 * 20, 100))
    b.value('our dinner bill was $46.00 and we want to leave an 18% tip. how much is the tip?',
            lambda: sp.Rational('46.00') * R(18, 100),
            lambda: Fraction(4600 * 18, 100 * 100))
    b.value('A number increased by 20% is 96. What was the original number?',
            lambda: sp.solve(sp.Eq(sp.Symbol('w') * R(6, 5), 96))[0],
            lambda: Fraction(96) / F('1.2'))
    b.value('Write 42% as a fraction in simplest form.',
            lambda: R(42, 100),
            lambda: Fraction(42, 100), style=None)


# ---------------------------------------------------------------- rounding

def rounding(b):
    b.value('Round 3.14159 to the nearest hundredth.',
            lambda: round_half_up('3.14159', 2),
            lambda: round_by_integers(F('3.14159'), 2))
    b.value('round 47,862 to the nearest thousand',
            lambda: round_half_up('47862', -3).quantize(1),
            lambda: round_by_integers(Fraction(47862), -3).quantize(1))
    b.value('2.96 rounded to the nearest tenth is?',
            lambda: round_half_up('2.96', 1),
            lambda: round_by_integers(F('2.96'), 1))
    b.value('Round 0.004567 to 3 significant figures',
            lambda: sig_figs('0.004567', 3),
            lambda: sig_by_integers(F('0.004567'), 3))
    b.value('what is 1/7 as a decimal, rounded to 4 decimal places',
            lambda: round_half_up(sp.Rational(1, 7), 4),
            lambda: round_by_integers(Fraction(1, 7), 4))
    b.value('√50 to the nearest tenth?',
            lambda: round_half_up(sp.sqrt(50), 1),
            lambda: round_by_integers(Fraction(str(mpmath.sqrt(50))), 1))
    b.value('Round 1,234,567 to the nearest hundred thousand.',
            lambda: round_half_up('1234567', -5).quantize(1),
            lambda: round_by_integers(Fraction(1234567), -5).quantize(1))
    b.value('round −6.782 to the nearest tenth',
            lambda: round_half_up('-6.782', 1),
            lambda: round_by_integers(F('-6.782'), 1))
    b.value('Give π correct to 3 decimal places.',
            lambda: round_half_up(sp.pi, 3),
            lambda: round_by_integers(Fraction(str(mpmath.pi)), 3))
    b.value('round 89.5 to the nearest whole number',
            lambda: round_half_up('89.5', 0),
            lambda: round_by_integers(F('89.5'), 0))
    b.value('estimate 6,849 by rounding to the nearest ten',
            lambda: round_half_up('6849', -1).quantize(1),
            lambda: round_by_integers(Fraction(6849), -1).quantize(1))
    b.value('12.0049 rounded to 2 d.p.',
            lambda: round_half_up('12.0049', 2),
            lambda: round_by_integers(F('12.0049'), 2))


# ---------------------------------------------------------------- number_bases

def number_bases(b):
    b.text('convert 45 to binary',
           lambda: to_base(45, 2),
           lambda: by_division(45, 2))
    b.value('what is 11010110₂ in decimal?',
            lambda: int('11010110', 2),
            lambda: from_digits('11010110', 2))
    b.text('255 in hex = ?',
           lambda: to_base(255, 16),
           lambda: by_division(255, 16))
    b.value('Convert 0x3A7 to base 10.',
            lambda: int('3A7', 16),
            lambda: from_digits('3a7', 16))
    b.text('write the number 100 in base 5',
           lambda: to_base(100, 5),
           lambda: by_division(100, 5))
    b.text('add in binary: 1011₂ + 110₂ (give the sum in binary)',
           lambda: to_base(int('1011', 2) + int('110', 2), 2),
           lambda: _binary_add('1011', '110'))
    b.value('what is 777 (octal) in decimal',
            lambda: int('777', 8),
            lambda: from_digits('777', 8))
    b.text('Express 2024 in base 8.',
           lambda: to_base(2024, 8),
           lambda: by_division(2024, 8))
    b.text('convert the binary number 10110111 to hexadecimal',
           lambda: to_base(int('10110111', 2), 16),
           lambda: ''.join('0123456789abcdef'[from_digits(g, 2)] for g in ('1011', '0111')))
    b.value('212 in base 3 — what is it in base 10?',
            lambda: int('212', 3),
            lambda: from_digits('212', 3))
    b.text('Convert 500 (decimal) to base 16',
           lambda: to_base(500, 16),
           lambda: by_division(500, 16))
    b.text('multiply 101₂ × 11₂ and leave the answer in base 2',
           lambda: to_base(int('101', 2) * int('11', 2), 2),
           lambda: _binary_add('101', '1010'))


def _binary_add(p: str, q: str) -> str:
    """Column addition of two binary numerals with carries (the check for base-2 sums and shifted products)."""
    p, q = p.zfill(max(len(p), len(q))), q.zfill(max(len(p), len(q)))
    out, carry = '', 0
    for c, d in zip(reversed(p), reversed(q)):
        s = int(c) + int(d) + carry
        out = str(s % 2) + out
        carry = s // 2
    return ('1' if carry else '') + out


# ---------------------------------------------------------------- number_theory

def number_theory(b):
    b.value('GCF of 84 and 126',
            lambda: sp.gcd(84, 126),
            lambda: max(d for d in range(1, 85) if 84 % d == 0 and 126 % d == 0))
    b.value('find the lcm of 12, 18 and 30',
            lambda: sp.ilcm(12, 18, 30),
            lambda: next(m for m in range(30, 10000, 30) if m % 12 == 0 and m % 18 == 0))
    b.text('is 221 prime or composite',
           lambda: 'prime' if sp.isprime(221) else 'composite',
           lambda: 'prime' if is_prime_trial(221) else 'composite')
    b.text('Write the prime factorization of 360 using exponents.',
           lambda: factorization_text(360),
           lambda: trial_factorization_text(360))
    b.value('how many factors does 72 have?',
            lambda: sp.divisor_count(72),
            lambda: sum(1 for d in range(1, 73) if 72 % d == 0))
    b.list('list all the factors of 36 from smallest to largest',
           lambda: sp.divisors(36),
           lambda: [d for d in range(1, 37) if 36 % d == 0])
    b.text('Is 97 a prime number? Answer prime or composite.',
           lambda: 'prime' if sp.isprime(97) else 'composite',
           lambda: 'prime' if is_prime_trial(97) else 'composite')
    b.value("what's the smallest positive number that is divisible by every whole number from 1 to 10",
            lambda: sp.ilcm(*range(1, 11)),
            lambda: next(m for m in range(10, 10 ** 5, 10) if all(m % d == 0 for d in range(1, 11))))
    b.value('find the sum of all prime numbers less than 30',
            lambda: sum(sp.primerange(2, 30)),
            lambda: sum(p for p in range(2, 30) if is_prime_trial(p)))
    b.value('What is the remainder when 2^100 is divided by 7?',
            lambda: pow(2, 100, 7),
            lambda: _power_mod_by_cycle(2, 100, 7))
    b.value('Bus A leaves the station every 12 minutes and bus B every 20 minutes. They both leave at 8:00. '
            'After how many minutes do they next leave together?',
            lambda: sp.ilcm(12, 20),
            lambda: next(m for m in range(1, 1000) if m % 12 == 0 and m % 20 == 0))
    b.value('how many primes are there between 50 and 100',
            lambda: sp.primepi(100) - sp.primepi(50),
            lambda: sum(1 for p in range(51, 100) if is_prime_trial(p)))


def _power_mod_by_cycle(base: int, exponent: int, m: int) -> int:
    """The remainders of base^1, base^2, ... repeat; find the cycle and index into it."""
    seen, r = [], 1
    while True:
        r = r * base % m
        if r in seen:
            start = seen.index(r)
            cycle = seen[start:]
            return cycle[(exponent - 1 - start) % len(cycle)] if exponent > start else seen[exponent - 1]
        seen.append(r)


# ---------------------------------------------------------------- comparison

def _order(items: list[str], reverse: bool = False) -> list[str]:
    """Sort written numbers by their exact SymPy value."""
    return sorted(items, key=lambda s: sp.N(sp.sympify(s), 30), reverse=reverse)


def _rank_order(items: list[str], values: list, reverse: bool = False) -> list:
    """The check for _order: place each item by counting how many items are smaller (Fractions / mpmath)."""
    out = [None] * len(items)
    for i, v in enumerate(values):
        rank = sum(1 for w in values if (w > v if reverse else w < v))
        out[rank] = values[i]
    return out


def comparison(b):
    b.value('which is bigger, 3/7 or 5/12?',
            lambda: max(R(3, 7), R(5, 12)),
            lambda: Fraction(3, 7) if 3 * 12 > 5 * 7 else Fraction(5, 12))
    b.list('put these in order from least to greatest: 0.6, 5/8, 0.59, 2/3',
           lambda: _order(['0.6', '5/8', '0.59', '2/3']),
           lambda: _rank_order(['0.6', '5/8', '0.59', '2/3'],
                               [F('0.6'), Fraction(5, 8), F('0.59'), Fraction(2, 3)]))
    b.value('Which is greater: −0.3 or −1/3?',
            lambda: '-0.3' if sp.Rational('-0.3') > R(-1, 3) else '-1/3',
            lambda: max(F('-0.3'), Fraction(-1, 3)))
    b.list('Order from greatest to least: √10, π, 3.2, 10/3',
           lambda: _order(['sqrt(10)', 'pi', '3.2', '10/3'], reverse=True),
           lambda: _rank_order(['sqrt(10)', 'pi', '3.2', '10/3'],
                               [mpmath.sqrt(10), mpmath.pi, mpmath.mpf('3.2'), mpmath.mpf(10) / 3], reverse=True))
    b.text('true or false: 2^10 > 10^3',
           lambda: str(sp.Integer(2) ** 10 > sp.Integer(10) ** 3),
           lambda: 'True' if math.prod([2] * 10) > math.prod([10] * 3) else 'False')
    b.text('Fill in the blank with <, > or =:   0.45 ___ 4/9',
           lambda: '>' if sp.Rational('0.45') > R(4, 9) else ('<' if sp.Rational('0.45') < R(4, 9) else '='),
           lambda: {1: '>', -1: '<', 0: '='}[(45 * 9 > 4 * 100) - (45 * 9 < 4 * 100)])
    b.value('which of these is the smallest? 2/3, 3/5, 5/8, 7/12',
            lambda: min(R(2, 3), R(3, 5), R(5, 8), R(7, 12)),
            lambda: min([Fraction(2, 3), Fraction(3, 5), Fraction(5, 8), Fraction(7, 12)],
                        key=lambda q: q.numerator * 120 // q.denominator))
    b.value('Which is larger, 3^4 or 4^3?',
            lambda: '3^4' if 3 ** 4 > 4 ** 3 else '4^3',
            lambda: max(math.prod([3] * 4), math.prod([4] * 3)))
    b.list('arrange −2, 1/2, −3/4, 0, −1.5 in increasing order',
           lambda: _order(['-2', '1/2', '-3/4', '0', '-1.5']),
           lambda: _rank_order(['-2', '1/2', '-3/4', '0', '-1.5'],
                               [Fraction(-2), Fraction(1, 2), Fraction(-3, 4), Fraction(0), F('-1.5')]))
    b.value('how much bigger is 5/6 than 3/4',
            lambda: R(5, 6) - R(3, 4),
            lambda: Fraction(10, 12) - Fraction(9, 12))
    b.text('True or False: 0.125 = 1/8',
           lambda: str(sp.Rational('0.125') == R(1, 8)),
           lambda: 'True' if 125 * 8 == 1000 else 'False')
    b.value('Which is closer to 1: 0.9 or 1.08?',
            lambda: '0.9' if abs(1 - sp.Rational('0.9')) < abs(sp.Rational('1.08') - 1) else '1.08',
            lambda: min([F('0.9'), F('1.08')], key=lambda q: abs(q - 1)))


# ---------------------------------------------------------------- measurement

def _convert(amount, unit, target):
    """A quantity converted with sympy.physics.units; the number in front of the target unit."""
    q = u.convert_to(amount * unit, target)
    return sp.nsimplify(q / target)


def measurement(b):
    b.value('how many inches in 3.5 feet',
            lambda: _convert(sp.Rational('3.5'), u.foot, u.inch),
            lambda: F('3.5') * 12)
    b.value('convert 2.4 km to meters',
            lambda: _convert(sp.Rational('2.4'), u.kilometer, u.meter),
            lambda: F('2.4') * 1000)
    b.value('How many centimeters are in 5 feet? (use 1 in = 2.54 cm)',
            lambda: _convert(5, u.foot, u.centimeter),
            lambda: 5 * 12 * F('2.54'))
    b.value('convert 68°F to Celsius',
            lambda: sp.solve(sp.Eq(sp.Rational(9, 5) * sp.Symbol('c') + 32, 68))[0],
            lambda: (Fraction(68) - 32) * Fraction(5, 9))
    b.value('How many ounces are in 3 pounds?',
            lambda: _convert(3, u.pound, u.gram) / sp.Rational('28.349523125'),
            lambda: 3 * 16)
    b.value('2.75 L = ___ mL',
            lambda: _convert(sp.Rational('2.75'), u.liter, u.milliliter),
            lambda: F('2.75') * 1000)
    b.value('A recipe calls for 3 cups of milk. How many fluid ounces is that? (1 cup = 8 fl oz)',
            lambda: 3 * 8 * sp.Integer(1),
            lambda: sum([8, 8, 8]))
    b.value('convert 90 km/h to m/s',
            lambda: _convert(90, u.kilometer / u.hour, u.meter / u.second),
            lambda: Fraction(90 * 1000, 3600))
    b.value('how many square feet are in 4 square yards?',
            lambda: _convert(4, u.yard ** 2, u.foot ** 2),
            lambda: 4 * 3 * 3)
    b.value('Convert 5000 cm³ to liters.',
            lambda: _convert(5000, u.centimeter ** 3, u.liter),
            lambda: Fraction(5000, 1000))
    b.value('what is 25 degrees celsius in fahrenheit',
            lambda: sp.Rational(9, 5) * 25 + 32,
            lambda: (Fraction(25) * 9 + 160) / 5)
    b.value('A board is 7 ft 8 in long. How long is it in inches?',
            lambda: _convert(7, u.foot, u.inch) + 8,
            lambda: 7 * 12 + 8)


# ---------------------------------------------------------------- time

def time(b):
    b.text("It's 9:50 in the morning. What time will it be in 4 hours and 35 minutes?",
           lambda: clock12(parse12('9:50 AM') + 4 * 60 + 35),
           lambda: clock12_by_hand(parse12_by_hand('9:50 AM') + 275))
    b.text('how long is it from 8:45 AM to 3:10 PM',
           lambda: duration_text(dt.datetime(2000, 1, 1, 15, 10) - dt.datetime(2000, 1, 1, 8, 45)),
           lambda: duration_by_hand(parse12_by_hand('3:10 PM') - parse12_by_hand('8:45 AM')))
    b.text('What day of the week was July 4, 1776?',
           lambda: dt.date(1776, 7, 4).strftime('%A'),
           lambda: zeller(1776, 7, 4))
    b.value('May 17 is how many days after March 3 (same year)?',
            lambda: (dt.date(2023, 5, 17) - dt.date(2023, 3, 3)).days,
            lambda: (31 - 3) + 30 + 17)
    b.text('convert 14:35 to 12-hour time',
           lambda: clock12(14 * 60 + 35),
           lambda: clock12_by_hand(14 * 60 + 35))
    b.text('What is 7:20 PM in 24-hour (military) time? write it like hh:mm',
           lambda: dt.datetime.strptime('7:20 PM', '%I:%M %p').strftime('%H:%M'),
           lambda: '{:02d}:{:02d}'.format(*divmod(parse12_by_hand('7:20 PM'), 60)))
    b.text('the movie starts at 7:40 pm and runs 2 h 15 min. what time does it end?',
           lambda: clock12(parse12('7:40 PM') + 135),
           lambda: clock12_by_hand(parse12_by_hand('7:40 PM') + 2 * 60 + 15))
    b.value('How many minutes are in 3.2 hours?',
            lambda: sp.Rational('3.2') * 60,
            lambda: F('3.2') * 60)
    b.text('If today is Wednesday, what day of the week will it be 100 days from now?',
           lambda: WEEKDAYS[(WEEKDAYS.index('Wednesday') + 100) % 7],
           lambda: _step_days('Wednesday', 100))
    b.text('I have to be at school by 8:15 AM and the bus ride takes 1 hr 50 min. what time do I need to leave?',
           lambda: clock12(parse12('8:15 AM') - 110),
           lambda: clock12_by_hand(parse12_by_hand('8:15 AM') - 60 - 50))
    b.text('A train left at 11:48 PM and got in at 6:05 AM the next morning. How long was the trip?',
           lambda: duration_text(dt.datetime(2000, 1, 2, 6, 5) - dt.datetime(2000, 1, 1, 23, 48)),
           lambda: duration_by_hand(24 * 60 - parse12_by_hand('11:48 PM') + parse12_by_hand('6:05 AM')))
    b.text('500 minutes is how many hours and minutes?',
           lambda: duration_text(dt.timedelta(minutes=500)),
           lambda: duration_by_hand(500))


def _step_days(start: str, days: int) -> str:
    names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
    i = names.index(start)
    for _ in range(days):
        i = (i + 1) % 7
    return names[i]


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
