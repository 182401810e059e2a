"""Numbers: arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time.

Every answer is computed (`compute`) and recomputed another way (`check`); nothing is typed by hand.
"""
from __future__ import annotations

import datetime as dt
import math
from fractions import Fraction

import sympy as sp
from sympy.physics import units as u

from common import (F, R, by_division, factorization_text, from_digits, is_prime_trial, round_by_integers,
                    round_half_up, sig_by_integers, sig_figs, to_base, trial_factorization_text)

STYLE = {'percent': 'decimal', 'measurement': 'decimal'}


# ---------------------------------------------------------------- arithmetic

def arithmetic(b):
    b.value('3) Evaluate: $\\frac{3}{4} + \\frac{5}{6} - \\frac{1}{3}$. Write your answer as a fraction in simplest form.',
            lambda: R(3, 4) + R(5, 6) - R(1, 3),
            lambda: Fraction(3 * 6 * 3 + 5 * 4 * 3 - 1 * 4 * 6, 4 * 6 * 3))
    b.value('whats 7 - 3*2 + 8/4 ?? order of operations confuses me',
            lambda: sp.sympify('7 - 3*2 + 8/4'),
            lambda: Fraction(7) - Fraction(3 * 2) + Fraction(8, 4))
    b.value('How much is 2.5 multiplied with 1.2 and then divided by 0.4?',
            lambda: sp.Rational('2.5') * sp.Rational('1.2') / sp.Rational('0.4'),
            lambda: Fraction(25 * 12, 100) / Fraction(4, 10), style='decimal')
    b.value('I bought 3 bags of rice at $4.79 each and 2 bottles of oil at $6.35 each. I paid with a $50 note, '
            'how much change should I get?',
            lambda: 50 - 3 * sp.Rational('4.79') - 2 * sp.Rational('6.35'),
            lambda: Fraction(5000 - (479 + 479 + 479) - (635 + 635), 100), style='decimal')
    b.value('Q5. Simplify. Show your work. $(-2)^3 - 4^2 \\div (-8) + |-7|$',
            lambda: (-2) ** 3 - R(4 ** 2, -8) + sp.Abs(-7),
            lambda: Fraction(-8) - Fraction(16, -8) + 7)
    b.value('2 1/3 x 1 1/2 = ? (improper fraction is fine)',
            lambda: (2 + R(1, 3)) * (1 + R(1, 2)),
            lambda: Fraction(2 * 3 + 1, 3) * Fraction(1 * 2 + 1, 2))
    b.value('Calculate the value of 5² − √144 ÷ 4 + 3 × (−2).',
            lambda: 5 ** 2 - sp.sqrt(144) / 4 + 3 * (-2),
            lambda: 25 - Fraction(math.isqrt(144), 4) - 6)
    b.value("Recipe needs 3/4 cup of sugar per batch and I'm making 2 and a half batches. How many cups of sugar is "
            "that altogether? fraction please",
            lambda: R(3, 4) * R(5, 2),
            lambda: Fraction(3, 4) * 2 + Fraction(3, 4) / 2)
    b.value('7) Divide and simplify: $\\frac{2}{5} \\div \\frac{4}{15}$',
            lambda: R(2, 5) / R(4, 15),
            lambda: Fraction(2 * 15, 5 * 4))
    b.value("what's -15+9-(-4)-12",
            lambda: sp.sympify('-15+9-(-4)-12'),
            lambda: sum([-15, 9, 4, -12]))
    b.value('How much is one third of 0.75 added to 2/5? Give the result as a decimal.',
            lambda: R(1, 3) * sp.Rational('0.75') + R(2, 5),
            lambda: Fraction(75, 300) + Fraction(40, 100), style='decimal')
    b.value("My son's homework says 1000 − 37 × 24 and he got 23208. What is the right answer?",
            lambda: 1000 - 37 * 24,
            lambda: 1000 - sum(37 for _ in range(24)))


# ---------------------------------------------------------------- percent

def percent(b):
    b.value('4) Find 35% of 240.',
            lambda: R(35, 100) * 240,
            lambda: Fraction(240, 100) * 35)
    b.value('18 is what percent of 72',
            lambda: R(18, 72) * 100,
            lambda: next(p for p in range(101) if 72 * p == 18 * 100))
    b.value("A number's 15 percent is 27. How much is the number?",
            lambda: sp.solve(sp.Eq(R(15, 100) * sp.Symbol('N'), 27))[0],
            lambda: Fraction(27) / Fraction(15, 100))
    b.value('Jacket was $80, now on sale 30% off, plus 8% sales tax on the sale price. what do I pay at the register?',
            lambda: 80 * (1 - R(30, 100)) * (1 + R(8, 100)),
            lambda: (Fraction(80) - Fraction(80 * 30, 100)) + (Fraction(80) - Fraction(80 * 30, 100)) * Fraction(8, 100))
    b.value('Q6. Write $\\frac{7}{8}$ as a percent.',
            lambda: R(7, 8) * 100,
            lambda: Fraction(700, 8))
    b.value('percent change from 45 to 54? (its an increase)',
            lambda: (R(54) - 45) / 45 * 100,
            lambda: Fraction(54, 45) * 100 - 100)
    b.value('The price of petrol went from £1.60 to £1.48 per litre. By what percentage it has decreased?',
            lambda: (sp.Rational('1.60') - sp.Rational('1.48')) / sp.Rational('1.60') * 100,
            lambda: 100 - Fraction(148, 160) * 100)
    b.value('My salary is $3250 a month and I just got a 4% raise. What is my new monthly salary?',
            lambda: 3250 * (1 + R(4, 100)),
            lambda: Fraction(3250) + Fraction(3250 * 4, 100))
    b.value('Express 0.045 as a percentage.',
            lambda: sp.Rational('0.045') * 100,
            lambda: Fraction(45, 1000) * 100)
    b.value('whats 12.5% of 640',
            lambda: sp.Rational('12.5') / 100 * 640,
            lambda: Fraction(640, 8))
    b.value('After a 20% discount a phone costs 360 euros. How much was it before the discount?',
            lambda: sp.solve(sp.Eq(sp.Symbol('P') * R(80, 100), 360))[0],
            lambda: next(p for p in range(1, 2000) if p * 80 == 360 * 100))
    b.value('Restaurant bill came to $64.50 and we want to leave an 18% tip. How much is the tip, to the cent?',
            lambda: sp.Rational('64.50') * R(18, 100),
            lambda: Fraction(6450 * 18, 100 * 100))


# ---------------------------------------------------------------- rounding

def mp_fraction(value, digits: int = 60) -> Fraction:
    """An exact fraction close to a real number, by mpmath at high precision (the check for SymPy's N)."""
    import mpmath
    with mpmath.workdps(digits):
        return Fraction(mpmath.nstr(value, digits, strip_zeros=False, min_fixed=-100, max_fixed=100))


def rounding(b):
    import mpmath
    b.value('Round 3.14159 to the nearest hundredth.',
            lambda: round_half_up('3.14159', 2),
            lambda: round_by_integers(F('3.14159'), 2))
    b.value('round 2749 to nearest hundred',
            lambda: round_half_up(2749, -2),
            lambda: round_by_integers(Fraction(2749), -2))
    b.value('Please round 0.0067251 to 3 significant figures.',
            lambda: sig_figs('0.0067251', 3),
            lambda: sig_by_integers(F('0.0067251'), 3))
    b.value('The bill split between 3 friends is $47.20. How much does each one pay, rounded to the nearest cent?',
            lambda: round_half_up(sp.Rational('47.20') / 3, 2),
            lambda: round_by_integers(Fraction(4720, 300), 2))
    b.value('5) Round 18.965 to one decimal place.',
            lambda: round_half_up('18.965', 1),
            lambda: round_by_integers(F('18.965'), 1))
    b.value('sq rt of 50 to the nearest tenth',
            lambda: round_half_up(sp.sqrt(50), 1),
            lambda: round_by_integers(mp_fraction(mpmath.sqrt(50)), 1))
    b.value('Give 2/7 as a decimal rounded at 4 decimal places.',
            lambda: round_half_up(sp.Rational(2, 7), 4),
            lambda: round_by_integers(Fraction(2, 7), 4))
    b.value('My car went 412 miles on 13.6 gallons. What is the mpg to the nearest whole number?',
            lambda: round_half_up(412 / sp.Rational('13.6'), 0),
            lambda: round_by_integers(Fraction(4120, 136), 0))
    b.value('9) Round 45650 to 2 significant figures.',
            lambda: sig_figs('45650', 2),
            lambda: sig_by_integers(Fraction(45650), 2))
    b.value('round pi to 3 dp',
            lambda: round_half_up(sp.pi, 3),
            lambda: round_by_integers(mp_fraction(mpmath.pi), 3))
    b.value('Round the number 7.4999 to the nearest whole number.',
            lambda: round_half_up('7.4999', 0),
            lambda: round_by_integers(F('7.4999'), 0))
    b.value('Flooring costs $23.85 per square metre and the room is 14.3 m². What is the cost, rounded to the '
            'nearest ten dollars?',
            lambda: round_half_up(sp.Rational('23.85') * sp.Rational('14.3'), -1),
            lambda: round_by_integers(Fraction(2385 * 143, 1000), -1))


# ---------------------------------------------------------------- number bases

def add_in_base(p: str, q: str, base: int) -> str:
    """Column addition with carries, digit by digit from the right."""
    p, q = p.zfill(len(q)), q.zfill(len(p))
    out, carry = '', 0
    for dp, dq in zip(reversed(p), reversed(q)):
        s = int(dp, base) + int(dq, base) + carry
        out = '0123456789abcdefghijklmnopqrstuvwxyz'[s % base] + out
        carry = s // base
    return ('1' + out) if carry else out


def binary_multiply(p: str, q: str) -> str:
    """Shift-and-add long multiplication in base 2, with column addition."""
    total = '0'
    for shift, bit in enumerate(reversed(q)):
        if bit == '1':
            total = add_in_base(total, p + '0' * shift, 2)
    return total.lstrip('0') or '0'


def hex_from_binary(bits: str) -> str:
    """Groups of four bits, each read as one hexadecimal digit."""
    bits = bits.zfill(-(-len(bits) // 4) * 4)
    groups = [bits[j:j + 4] for j in range(0, len(bits), 4)]
    return ''.join('0123456789abcdef'[from_digits(g, 2)] for g in groups).lstrip('0') or '0'


def number_bases(b):
    b.text('Convert 156 to binary.',
           lambda: to_base(156, 2),
           lambda: by_division(156, 2))
    b.value('1011011 base 2 to decimal',
            lambda: int('1011011', 2),
            lambda: from_digits('1011011', 2))
    b.text('How to write the number 255 in hexadecimal?',
           lambda: to_base(255, 16),
           lambda: by_division(255, 16))
    b.value("My kid's coding class: what is 0x3A in normal decimal numbers?",
            lambda: int('0x3A', 16),
            lambda: from_digits('3a', 16))
    b.value('7) Convert $213_4$ to base 10.',
            lambda: int('213', 4),
            lambda: from_digits('213', 4))
    b.text('add in binary 1101 + 1011',
           lambda: to_base(int('1101', 2) + int('1011', 2), 2),
           lambda: add_in_base('1101', '1011', 2))
    b.text('Convert the decimal number 100 into base 5.',
           lambda: to_base(100, 5),
           lambda: by_division(100, 5))
    b.text('Express $47_{10}$ in base 3.',
           lambda: to_base(47, 3),
           lambda: by_division(47, 3))
    b.value('octal 745 to decimal?',
            lambda: int('745', 8),
            lambda: from_digits('745', 8))
    b.text('Convert the binary number 11110000 to hexadecimal.',
           lambda: to_base(int('11110000', 2), 16),
           lambda: hex_from_binary('11110000'))
    b.value('My friend wrote her age on the birthday card as 101010 in binary. How old is she?',
            lambda: int('101010', 2),
            lambda: from_digits('101010', 2))
    b.text('Multiply in base 2: $101_2 \\times 11_2$. Give your answer in base 2.',
           lambda: to_base(int('101', 2) * int('11', 2), 2),
           lambda: binary_multiply('101', '11'))


# ---------------------------------------------------------------- number theory

def number_theory(b):
    b.value('Find the GCF of 84 and 126.',
            lambda: sp.gcd(84, 126),
            lambda: max(d for d in range(1, 85) if 84 % d == 0 and 126 % d == 0))
    b.value('lcm of 12 18 and 30',
            lambda: sp.ilcm(12, 18, 30),
            lambda: next(m for m in range(30, 10000, 30) if m % 12 == 0 and m % 18 == 0))
    b.text('Is 221 a prime number or a composite number?',
           lambda: 'prime' if sp.isprime(221) else 'composite',
           lambda: 'prime' if is_prime_trial(221) else 'composite')
    b.value('Hot dogs come in packs of 10 and buns in packs of 8. I want the same number of hot dogs and buns with '
            'nothing left over. What is the smallest number of hot dogs I can buy?',
            lambda: sp.ilcm(10, 8),
            lambda: next(m for m in range(1, 1000) if m % 10 == 0 and m % 8 == 0))
    b.text('Write the prime factorization of 360 using exponents.',
           lambda: factorization_text(360),
           lambda: trial_factorization_text(360))
    b.value('remainder when 2^10 is divided by 7',
            lambda: sp.Mod(2 ** 10, 7),
            lambda: pow(2, 10, 7))
    b.value('How many positive divisors has the number 72?',
            lambda: sp.divisor_count(72),
            lambda: sum(1 for d in range(1, 73) if 72 % d == 0))
    b.value('I have 48 red tulips and 60 yellow ones and want to make identical bunches with no flowers left over. '
            'What is the greatest number of bunches I can make?',
            lambda: sp.gcd(48, 60),
            lambda: max(d for d in range(1, 49) if 48 % d == 0 and 60 % d == 0))
    b.list('List all prime numbers between 40 and 60.',
           lambda: list(sp.primerange(40, 61)),
           lambda: [m for m in range(40, 61) if is_prime_trial(m)])
    b.text('true or false: 1001 is divisible by 7',
           lambda: str(1001 % 7 == 0),
           lambda: str(sp.factorint(1001).get(7, 0) > 0))
    b.value('What is the smallest positive integer greater than 1 which leaves remainder 1 when divided by '
            '2, 3, 4, 5 and 6?',
            lambda: sp.ilcm(2, 3, 4, 5, 6) + 1,
            lambda: next(m for m in range(2, 10000) if all(m % d == 1 for d in (2, 3, 4, 5, 6))))
    b.value('Q12. Find the sum of all positive divisors of 28.',
            lambda: sp.divisor_sigma(28),
            lambda: sum(d for d in range(1, 29) if 28 % d == 0))


# ---------------------------------------------------------------- comparison

def symbol_between(p, q) -> str:
    return '<' if p < q else '>' if p > q else '='


def comparison(b):
    b.text('Fill in the blank with <, > or =: $\\frac{5}{8}$ ___ $\\frac{3}{5}$',
           lambda: symbol_between(R(5, 8), R(3, 5)),
           lambda: symbol_between(5 * 5, 3 * 8))
    b.value('which is bigger 0.7 or 2/3',
            lambda: max(sp.Rational('0.7'), R(2, 3)),
            lambda: Fraction(7, 10) if 7 * 3 > 2 * 10 else Fraction(2, 3), style='decimal')
    items = ['0.35', '1/3', '3/8', '0.3']
    b.list('Order from the smallest to the biggest: 0.35, 1/3, 3/8, 0.3',
           lambda: sorted(items, key=lambda s: sp.Rational(s)),
           lambda: [Fraction(s) for s in sorted(items, key=lambda s: sum(Fraction(o) < Fraction(s) for o in items))])
    b.value('Which is the better buy: 12 oz of cereal for $3.60 or 18 oz for $4.95? Answer with the size in ounces.',
            lambda: min([(sp.Rational('3.60') / 12, 12), (sp.Rational('4.95') / 18, 18)])[1],
            lambda: 12 if Fraction(360) * 18 < Fraction(495) * 12 else 18)
    b.text('Compare using <, >, or =: $\\sqrt{50}$ ___ 7.1',
           lambda: symbol_between(sp.sqrt(50), sp.Rational('7.1')),
           lambda: symbol_between(50 * 100, 71 * 71))
    b.value('-3/4 or -0.8 which one is greater',
            lambda: max(R(-3, 4), sp.Rational('-0.8')),
            lambda: Fraction(-3, 4) if -3 * 5 > -4 * 4 else Fraction(-4, 5))
    powers = [2 ** 5, 5 ** 2, 3 ** 3, sp.sqrt(900)]
    b.list('Put in order from greatest to least: 2⁵, 5², 3³, √900',
           lambda: sorted(powers, reverse=True),
           lambda: sorted([32, 25, 27, math.isqrt(900)], key=lambda v: -v))
    b.value('Two pizzas: a 12-inch round one for $11 or a 16-inch round one for $18. Which one gives more pizza for '
            'each dollar? Answer 12 or 16.',
            lambda: max([(sp.pi * 6 ** 2 / 11, 12), (sp.pi * 8 ** 2 / 18, 16)])[1],
            lambda: 12 if Fraction(36, 11) > Fraction(64, 18) else 16)
    b.value('Which is larger: $\\frac{7}{12}$ or $\\frac{11}{20}$?',
            lambda: max(R(7, 12), R(11, 20)),
            lambda: Fraction(7, 12) if 7 * 20 > 11 * 12 else Fraction(11, 20))
    b.text('is -5 > -2 true or false',
           lambda: str(sp.Integer(-5) > -2),
           lambda: str(-5 - (-2) > 0))
    near = ['0.9', '1.08', '11/10', '0.95']
    b.value('Which number is the nearest to 1: 0.9, 1.08, 11/10, 0.95?',
            lambda: min((abs(sp.Rational(s) - 1), sp.Rational(s)) for s in near)[1],
            lambda: sorted((Fraction(s) for s in near), key=lambda v: abs(v - 1))[0], style='decimal')
    b.text('Gas station A charges $3.49 per gallon and station B charges $0.92 per litre. Which is cheaper, A or B? '
           '(1 US gallon = 3.785 litres)',
           lambda: 'A' if sp.Rational('3.49') < sp.Rational('0.92') * sp.Rational('3.785') else 'B',
           lambda: 'A' if Fraction(349, 100) / Fraction(3785, 1000) < Fraction(92, 100) else 'B')


# ---------------------------------------------------------------- measurement

def convert(quantity, unit):
    return sp.nsimplify(u.convert_to(quantity, unit) / unit)


def measurement(b):
    b.value('Convert 4.2 kg to grams.',
            lambda: convert(sp.Rational('4.2') * u.kilogram, u.gram),
            lambda: F('4.2') * 1000)
    b.value('how many inches in 5 ft 7 in',
            lambda: convert(5 * u.foot + 7 * u.inch, u.inch),
            lambda: 5 * 12 + 7)
    b.value('How many millilitres are in 2.3 litres?',
            lambda: convert(sp.Rational('2.3') * u.liter, u.milliliter),
            lambda: F('2.3') * 1000)
    b.value('Recipe says bake at 180 °C but my oven is in Fahrenheit. What temperature do I set it to?',
            lambda: R(9, 5) * 180 + 32,
            lambda: 32 + Fraction(212 - 32, 100 - 0) * (180 - 0))
    b.value('Convert 72 km/h to m/s.',
            lambda: sp.nsimplify(u.convert_to(72 * u.kilometer / u.hour, u.meter / u.second) / (u.meter / u.second)),
            lambda: Fraction(72 * 1000, 3600))
    b.value('3.5 miles in feet??',
            lambda: convert(sp.Rational('3.5') * u.mile, u.foot),
            lambda: F('3.5') * 1760 * 3)
    b.value('How many square centimetres are there in 1.5 square metres?',
            lambda: convert(sp.Rational('1.5') * u.meter ** 2, u.centimeter ** 2),
            lambda: F('1.5') * 100 * 100)
    b.value('Our car fuel tank holds 55 litres. How many US gallons is that, rounded to one decimal place? '
            '(1 gal = 3.785 L)',
            lambda: round_half_up(55 / sp.Rational('3.785'), 1),
            lambda: round_by_integers(Fraction(55000, 3785), 1))
    b.value('Express 450 minutes in hours.',
            lambda: convert(450 * u.minute, u.hour),
            lambda: Fraction(450, 60))
    b.value('98.6 F to celsius',
            lambda: (sp.Rational('98.6') - 32) * R(5, 9),
            lambda: 0 + (F('98.6') - 32) / Fraction(212 - 32, 100))
    b.value('A parcel weighs 2.4 pounds. How much is this in ounces?',
            lambda: convert(sp.Rational('2.4') * u.pound, u.gram) / (convert(u.pound, u.gram) / 16),
            lambda: F('2.4') * 16)
    b.value('My baby weighed 3.6 kg at birth and grandma wants it in pounds. Using 1 kg = 2.2 lb, what is it to the '
            'nearest tenth of a pound?',
            lambda: round_half_up(sp.Rational('3.6') * sp.Rational('2.2'), 1),
            lambda: round_by_integers(Fraction(36 * 22, 100), 1))


# ---------------------------------------------------------------- time

BASE_DAY = dt.datetime(2024, 1, 10)


def clock12(moment: dt.datetime) -> str:
    return moment.strftime('%I:%M %p').lstrip('0')


def clock12_minutes(total: int) -> str:
    """The check for clock12: minutes after midnight, taken modulo a day, written by hand."""
    total %= 24 * 60
    h, m = divmod(total, 60)
    suffix = 'AM' if h < 12 else 'PM'
    h = h % 12 or 12
    return f'{h}:{m:02d} {suffix}'


def at(hour: int, minute: int) -> dt.datetime:
    return BASE_DAY.replace(hour=hour, minute=minute)


def hours_minutes(delta: dt.timedelta) -> str:
    h, rest = divmod(int(delta.total_seconds()), 3600)
    return f'{h} hours {rest // 60} minutes'


def zeller(day: int, month: int, year: int) -> str:
    if month < 3:
        month += 12
        year -= 1
    k, j = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def time_(b):
    b.text('A movie starts at 7:45 PM and lasts 2 hours 35 minutes. What time does it end?',
           lambda: clock12(at(19, 45) + dt.timedelta(hours=2, minutes=35)),
           lambda: clock12_minutes(19 * 60 + 45 + 2 * 60 + 35))
    b.value('how many mins between 9:40am and 1:15pm',
            lambda: int((at(13, 15) - at(9, 40)).total_seconds() // 60),
            lambda: (12 - 9) * 60 - 40 + 60 + 15)
    b.text('Convert 17:30 to the 12-hour clock.',
           lambda: clock12(at(17, 30)),
           lambda: clock12_minutes(17 * 60 + 30))
    b.value('My shift is from 10:30 PM to 6:15 AM the next morning, with a 45 minute unpaid break. How many hours do '
            'I get paid for?',
            lambda: sp.Rational(int((at(6, 15) + dt.timedelta(days=1) - at(22, 30)
                                     - dt.timedelta(minutes=45)).total_seconds()), 3600),
            lambda: Fraction((24 * 60 - (22 * 60 + 30)) + 6 * 60 + 15 - 45, 60))
    b.text('What day of the week was July 4, 1776?',
           lambda: dt.date(1776, 7, 4).strftime('%A'),
           lambda: zeller(4, 7, 1776))
    b.value('how many days from march 3 to may 19 2025',
            lambda: (dt.date(2025, 5, 19) - dt.date(2025, 3, 3)).days,
            lambda: (31 - 3) + 30 + 19)
    b.text('The train leaves at 23:50 and the trip takes 3 h 25 min. At what time it arrives? (24-hour clock)',
           lambda: (at(23, 50) + dt.timedelta(hours=3, minutes=25)).strftime('%H:%M'),
           lambda: '{:02d}:{:02d}'.format(*divmod((23 * 60 + 50 + 3 * 60 + 25) % (24 * 60), 60)))
    b.text('I started a load of laundry at 11:50 AM. The washer takes 58 minutes and the dryer 1 hr 15 min right '
           'after. What time will it be done?',
           lambda: clock12(at(11, 50) + dt.timedelta(minutes=58) + dt.timedelta(hours=1, minutes=15)),
           lambda: clock12_minutes(11 * 60 + 50 + 58 + 75))
    b.text('9) Convert 3.4 hours to hours and minutes.',
           lambda: hours_minutes(dt.timedelta(hours=3.4)),
           lambda: '{} hours {} minutes'.format(int(F('3.4')), int((F('3.4') - int(F('3.4'))) * 60)))
    b.value('how many seconds in 2.5 hrs',
            lambda: int(dt.timedelta(hours=2.5).total_seconds()),
            lambda: F('2.5') * 60 * 60)
    b.text('If today is Wednesday, which day of the week will it be after 100 days?',
           lambda: (dt.date(2025, 1, 1) + dt.timedelta(days=100)).strftime('%A')
           if dt.date(2025, 1, 1).strftime('%A') == 'Wednesday' else 'calendar mismatch',
           lambda: WEEK[(WEEK.index('Wednesday') + 100) % 7])
    b.text('My flight leaves London at 14:10 and lands in New York at 16:45 local time. New York is 5 hours behind '
           'London. How long is the flight? (hours and minutes)',
           lambda: hours_minutes(at(16, 45) + dt.timedelta(hours=5) - at(14, 10)),
           lambda: '{} hours {} minutes'.format(*divmod((16 * 60 + 45 + 5 * 60) - (14 * 60 + 10), 60)))


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time_]
