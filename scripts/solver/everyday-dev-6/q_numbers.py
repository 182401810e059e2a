"""Numbers: arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time.

Voices, mixed in every category: (a) pasted from online homework systems and quiz apps, (b) recognised from a
photo of a printed worksheet (OCR), (c) terse requests, (d) teachers, tutors and parents, and real-life stories.
"""
from __future__ import annotations

import calendar
import datetime as dt
import itertools
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import (Builder, F, R, by_division, factorization_text, from_digits, is_prime_trial,
                    round_by_integers, round_half_up, sig_by_integers, sig_figs, to_base,
                    trial_factorization_text)

STYLE = {'percent': 'decimal', 'measurement': 'decimal', 'arithmetic': 'decimal'}


def frac_of(mixed_whole: int, num: int, den: int) -> Fraction:
    return mixed_whole + Fraction(num, den)


def mp_fraction(value) -> Fraction:
    """An mpmath number as an exact Fraction of its 50-digit decimal expansion (for rounding checks)."""
    return Fraction(mpmath.nstr(value, 50, min_fixed=-100, max_fixed=100))


def convert(quantity, target) -> sp.Expr:
    """A SymPy units quantity converted to `target`, returned as a bare number."""
    return sp.nsimplify(u.convert_to(quantity, target) / target)


# ---------------------------------------------------------------- arithmetic

def arithmetic(b: Builder) -> None:
    b.value('Question 3 of 20\nCompute 2/3 + 5/8 - 1/6. Enter your answer as a reduced fraction.\nPoints: 1',
            lambda: R(2, 3) + R(5, 8) - R(1, 6),
            lambda: Fraction(2 * 8 + 5 * 3 - 4, 24), style=None)  # over 24: 16 + 15 - 4
    b.value('Evaluate: 7.2 ÷ 0.45\n(Simplify your answer. Type an integer or a decimal.)',
            lambda: R('7.2') / R('0.45'),
            lambda: Fraction(720, 45))
    b.value('Find the value of −3^2 + 4(5 − 8)^2 ÷ 6. Type an integer or a simplified fraction.\nCheck answer',
            lambda: -sp.Integer(3) ** 2 + 4 * (5 - 8) ** 2 / sp.Integer(6),
            lambda: Fraction(-9) + Fraction(36, 6))
    b.value('12.\nEvaluate  3/4 x 2 2/3 -\n1 1/2',
            lambda: R(3, 4) * (2 + R(2, 3)) - (1 + R(1, 2)),
            lambda: Fraction(3 * 8, 4 * 3) - frac_of(1, 1, 2), style=None)
    b.value('5 .  Work out   48 - 6 * 3 + 2\n(show all working)',
            lambda: sp.Integer(48) - 6 * 3 + 2,
            lambda: sum([48, -6, -6, -6, 2]))
    b.value('Q 9\nDivide and give the answer as an improper fraction:\n4 1/2 ÷ 1 1/5 =',
            lambda: (4 + R(1, 2)) / (1 + R(1, 5)),
            lambda: frac_of(4, 1, 2) * Fraction(5, 6), style=None)
    b.value('(-18) / 3 * (-2)^3',
            lambda: sp.Integer(-18) / 3 * (-2) ** 3,
            lambda: Fraction(-18, 3) * (-2) * (-2) * (-2))
    b.value('0.125 * 64 + 1.5^2',
            lambda: R('0.125') * 64 + R('1.5') ** 2,
            lambda: Fraction(64, 8) + Fraction(9, 4))
    b.value('5/12 - 7/18 =',
            lambda: R(5, 12) - R(7, 18),
            lambda: Fraction(5 * 18 - 7 * 12, 12 * 18), style=None)
    b.value('My students keep getting this wrong: 8 ÷ 2(2 + 2). Using the rule that division and '
            'multiplication are done from left to right, what value should they get?',
            lambda: sp.Integer(8) / 2 * (2 + 2),
            lambda: Fraction(8, 2) * 4)
    b.value('At our bakery one batch of scones uses 2 3/4 cups of flour. I am making 3 1/2 batches for the '
            'school fair. How many cups of flour do I need? Give it as a fraction.',
            lambda: (2 + R(3, 4)) * (3 + R(1, 2)),
            lambda: sum([frac_of(2, 3, 4)] * 7) / 2, style=None)
    b.value('Can you check my son\'s answer? He had to work out 15 − 4.75 − 2.6 + 0.35 and he wrote 8.1. '
            'What is the right value?',
            lambda: R(15) - R('4.75') - R('2.6') + R('0.35'),
            lambda: Fraction(1500 - 475 - 260 + 35, 100))


# ---------------------------------------------------------------- percent

def percent(b: Builder) -> None:
    b.value('What is 18% of 265? Round to the nearest hundredth if necessary.',
            lambda: R(18, 100) * 265,
            lambda: Fraction(sum([265] * 18), 100))
    b.value('A price increases from $48 to $57.60. What is the percent increase?\n'
            'Enter your answer as a percent without the % sign.',
            lambda: (R('57.60') - 48) / 48 * 100,
            lambda: next(p for p in range(0, 101) if 48 * (100 + p) == 5760))
    b.value('Question 12 of 15\n42 is 35% of what number?\nPoints: 2',
            lambda: sp.solve(sp.Symbol('w') * R(35, 100) - 42)[0],
            lambda: next(w for w in range(1, 1000) if w * 35 == 4200))
    b.value('7.\nA coat costing £80 is reduced\nby 15%. Find the sale price in £.',
            lambda: 80 * (1 - R(15, 100)),
            lambda: Fraction(8000 - 80 * 15, 100))
    b.value('3)  Express 0.0625 as a per-\ncentage.',
            lambda: R('0.0625') * 100,
            lambda: Fraction(625, 100))
    b.value('11\nWrite  7/8  as a percent.',
            lambda: R(7, 8) * 100,
            lambda: Fraction(700, 8))
    b.value('what % of 64 is 12',
            lambda: R(12, 64) * 100,
            lambda: Fraction(1200, 64))
    b.value('percent decrease 250 -> 205',
            lambda: (250 - 205) * R(100, 250),
            lambda: next(p for p in range(100) if 250 * (100 - p) == 205 * 100))
    b.value('75 is 120% of ?',
            lambda: sp.Integer(75) / R(6, 5),
            lambda: next(Fraction(h, 2) for h in range(1, 400) if h * 120 == 2 * 7500))
    b.value('We went out for dinner and the bill was $86.40 before tax. Tax is 8.25% and we tip 18% on the '
            'pre-tax amount. What did we pay in total, to the nearest cent?',
            lambda: round_half_up(R('86.40') * (1 + R('0.0825') + R('0.18')), 2),
            lambda: round_by_integers(Fraction(8640) + Fraction(8640 * 825, 10000) + Fraction(8640 * 18, 100),
                                      0) / 100)
    b.value('My gym membership was $45 a month. It went up by 12% in January, and then the gym gave loyal '
            'members 5% off the new price. What is my monthly fee now, to the cent?',
            lambda: round_half_up(45 * R(112, 100) * R(95, 100), 2),
            lambda: round_by_integers(Fraction(45) * Fraction(112 * 95, 10000), 2))
    b.value('I\'m making an answer key. A town of 12000 people grows by 3.5% per year. What is the population '
            'after 4 years, rounded to the nearest whole number?',
            lambda: round_half_up(12000 * R('1.035') ** 4, 0),
            lambda: round_by_integers(
                Fraction(12000) * Fraction(1035, 1000) * Fraction(1035, 1000) * Fraction(1035, 1000)
                * Fraction(1035, 1000), 0))


# ---------------------------------------------------------------- rounding

def isqrt_rounded(m: int, places: int) -> Decimal:
    """sqrt(m) rounded half up to `places` by integer square roots: round up when (s + 1/2)^2 <= m 10^(2p)."""
    scaled = m * 10 ** (2 * places)
    s = math.isqrt(scaled)
    if (2 * s + 1) ** 2 <= 4 * scaled:
        s += 1
    return Decimal(s).scaleb(-places)


def rounding(b: Builder) -> None:
    b.value('Round 3.14159 to the nearest hundredth.',
            lambda: round_half_up(R('3.14159'), 2),
            lambda: round_by_integers(F('3.14159'), 2))
    b.value('Round 0.0045672 to 3 significant figures. Type your answer as a decimal.',
            lambda: sig_figs('0.0045672', 3),
            lambda: sig_by_integers(F('0.0045672'), 3))
    b.value('Write 7 2/3 as a decimal rounded to the nearest tenth.\n(Round to the nearest tenth as needed.)',
            lambda: round_half_up(7 + R(2, 3), 1),
            lambda: round_by_integers(Fraction(23, 3), 1))
    b.value('4.\nRound  48650  to the nearest\nthousand.',
            lambda: round_half_up(48650, -3),
            lambda: round_by_integers(Fraction(48650), -3))
    b.value('9)\nWork out 2.7 x 3.6 and round the result to the near-\nest whole number.',
            lambda: round_half_up(R('2.7') * R('3.6'), 0),
            lambda: round_by_integers(F('2.7') * F('3.6'), 0))
    b.value('Q2.  Find √50 correct to 2 decimal\nplaces.',
            lambda: round_half_up(sp.sqrt(50), 2),
            lambda: isqrt_rounded(50, 2))
    b.value('round 12.345 to 2 dp',
            lambda: round_half_up(R('12.345'), 2),
            lambda: round_by_integers(F('12.345'), 2))
    b.value('pi to 4 sig figs',
            lambda: sig_figs(str(sp.N(sp.pi, 30)), 4),
            lambda: sig_by_integers(mp_fraction(mpmath.pi), 4))
    b.value('19.96 to the nearest tenth',
            lambda: round_half_up(R('19.96'), 1),
            lambda: round_by_integers(F('19.96'), 1))
    b.value('In the lab my students measured a mass of 23.4786 g. The instructions say to record it to the '
            'nearest hundredth of a gram. What should they write?',
            lambda: round_half_up(R('23.4786'), 2),
            lambda: round_by_integers(F('23.4786'), 2))
    b.value('Road trip: we drove 487.6 km on 39.2 litres of petrol. My daughter wants the fuel economy in km '
            'per litre rounded to one decimal place. What is it?',
            lambda: round_half_up(R('487.6') / R('39.2'), 1),
            lambda: round_by_integers(Fraction(4876, 392), 1))
    b.value('I\'m checking an answer key: what is 1/7 rounded to 4 decimal places?',
            lambda: round_half_up(R(1, 7), 4),
            lambda: Decimal(10 ** 4 // 7 + (1 if (10 ** 4 % 7) * 2 >= 7 else 0)).scaleb(-4))


# ---------------------------------------------------------------- number bases

def number_bases(b: Builder) -> None:
    b.value('Convert 101101 (base 2) to base 10. Enter a whole number.',
            lambda: int('101101', 2),
            lambda: from_digits('101101', 2))
    b.text('Write the decimal number 200 in hexadecimal. Enter your answer using lowercase letters a–f.',
           lambda: to_base(200, 16),
           lambda: by_division(200, 16))
    b.value('Convert 345₆ to base 10.\nPoints: 1',
            lambda: int('345', 6),
            lambda: 3 * 6 ** 2 + 4 * 6 + 5)
    b.value('6.\nConvert  212 (base 3) to\nbase ten.',
            lambda: int('212', 3),
            lambda: from_digits('212', 3))
    b.text('8)  Change 97 to\nbinary.',
           lambda: to_base(97, 2),
           lambda: by_division(97, 2))
    b.text('Q 3\nWrite 175 in base\n8.',
           lambda: to_base(175, 8),
           lambda: next(''.join(map(str, d)) for d in itertools.product(range(8), repeat=3)
                        if from_digits(''.join(map(str, d)), 8) == 175))
    b.value('0x3F to decimal',
            lambda: int('3f', 16),
            lambda: 3 * 16 + 15)
    b.text('1011 + 111 in binary',
           lambda: to_base(int('1011', 2) + int('111', 2), 2),
           lambda: binary_column_sum('1011', '111'))
    b.text('255 to base 5',
           lambda: to_base(255, 5),
           lambda: by_division(255, 5))
    b.text('For tomorrow\'s quiz I need the product of 101₂ and 11₂, written in base 2.',
           lambda: to_base(int('101', 2) * int('11', 2), 2),
           lambda: binary_shift_add('101', '11'))
    b.value('My son\'s computer class: one part of an IP address is 11000000 in binary. What is that in '
            'decimal?',
            lambda: int('11000000', 2),
            lambda: sum(2 ** i for i, d in enumerate(reversed('11000000')) if d == '1'))
    b.value('Can you check: what is the hexadecimal number 4A7 written in base 10?',
            lambda: int('4a7', 16),
            lambda: from_digits('4a7', 16))


def binary_column_sum(p: str, q: str) -> str:
    width = max(len(p), len(q))
    p, q = p.zfill(width), q.zfill(width)
    carry, out = 0, ''
    for d1, d2 in zip(reversed(p), reversed(q)):
        s = int(d1) + int(d2) + carry
        out = str(s % 2) + out
        carry = s // 2
    return ('1' if carry else '') + out


def binary_shift_add(p: str, q: str) -> str:
    total = '0'
    for shift, d in enumerate(reversed(q)):
        if d == '1':
            total = binary_column_sum(total, p + '0' * shift)
    return total.lstrip('0') or '0'


# ---------------------------------------------------------------- number theory

def number_theory(b: Builder) -> None:
    b.value('Find the greatest common factor of 84 and 126.',
            lambda: sp.gcd(84, 126),
            lambda: max(d for d in range(1, 85) if 84 % d == 0 and 126 % d == 0))
    b.text('Write the prime factorization of 360 using exponents.\n'
           '(Use ^ for exponents and * between factors.)',
           lambda: factorization_text(360),
           lambda: trial_factorization_text(360))
    b.value('How many positive divisors does 180 have? Enter a whole number.\nSubmit',
            lambda: sp.divisor_count(180),
            lambda: sum(1 for d in range(1, 181) if 180 % d == 0))
    b.value('5.\nFind the LCM of 12, 18\nand 30.',
            lambda: sp.ilcm(12, 18, 30),
            lambda: next(m for m in range(1, 10000) if m % 12 == 0 and m % 18 == 0 and m % 30 == 0))
    b.text('13)  Is 391 prime or\ncomposite?',
           lambda: 'prime' if sp.isprime(391) else 'composite',
           lambda: 'prime' if is_prime_trial(391) else 'composite')
    b.value('2.  What is the remainder when 2025 is div-\nided by 7?',
            lambda: sp.Mod(2025, 7),
            lambda: 2025 - 7 * (2025 // 7))
    b.text('is 199 prime',
           lambda: 'prime' if sp.isprime(199) else 'composite',
           lambda: 'prime' if is_prime_trial(199) else 'composite')
    b.value('gcd(252, 198)',
            lambda: sp.gcd(252, 198),
            lambda: euclid(252, 198))
    b.value('3^100 mod 7',
            lambda: pow(3, 100, 7),
            lambda: [pow(3, k) % 7 for k in range(6)][100 % 6])
    b.value('I run a small bakery. 96 muffins and 72 cookies must be packed into identical boxes, every box '
            'with the same mix and nothing left over. What is the largest number of boxes I can make?',
            lambda: sp.gcd(96, 72),
            lambda: max(k for k in range(1, 73) if 96 % k == 0 and 72 % k == 0))
    b.value('I\'m making an answer key: what is the smallest positive whole number that leaves a remainder '
            'of 1 when divided by 2, 3, 4, 5 or 6 and is divisible by 7?',
            lambda: next(sp.ilcm(2, 3, 4, 5, 6) * k + 1 for k in range(1, 100)
                         if (sp.ilcm(2, 3, 4, 5, 6) * k + 1) % 7 == 0),
            lambda: next(m for m in range(2, 10000) if all(m % d == 1 for d in (2, 3, 4, 5, 6)) and m % 7 == 0))
    b.value('My daughter\'s puzzle: the four-digit number 4d52 is divisible by 9, where d is a single digit. '
            'What digit is d?',
            lambda: next(d for d in range(10) if (4 + d + 5 + 2) % 9 == 0),
            lambda: next(d for d in range(10) if int(f'4{d}52') % 9 == 0))


def euclid(p: int, q: int) -> int:
    while q:
        p, q = q, p % q
    return p


# ---------------------------------------------------------------- comparison

def ordered_texts(items: list[str], reverse: bool = False) -> list[str]:
    return sorted(items, key=lambda s: float(sp.N(sp.sympify(s), 30)), reverse=reverse)


def comparison(b: Builder) -> None:
    b.list('Order from least to greatest: 5/8, 0.6, 7/12, 0.59\n'
           'Enter the numbers separated by commas, written as given.',
           lambda: ordered_texts(['5/8', '0.6', '7/12', '0.59']),
           lambda: sorted([Fraction(5, 8), Fraction(6, 10), Fraction(7, 12), Fraction(59, 100)]))
    b.value('Which is greater, 3/7 or 0.43? Enter the greater number.',
            lambda: sp.Max(R(3, 7), R('0.43')),
            lambda: Fraction(43, 100) if 3 * 100 < 43 * 7 else Fraction(3, 7), style='decimal')
    b.text('Fill in the blank with <, > or =:\n−2/3 ___ −0.65',
           lambda: '<' if R(-2, 3) < R('-0.65') else ('>' if R(-2, 3) > R('-0.65') else '='),
           lambda: '<' if -2 * 100 < -65 * 3 else '>')
    b.list('10.\nArrange in ascending order:\n√10 ,  3.1 ,  22/7 ,  π',
           lambda: ordered_texts(['sqrt(10)', '3.1', '22/7', 'pi']),
           lambda: [v for _, v in sorted((mpmath.mpf(eval_mp(s)), sp.sympify(s))
                                         for s in ('sqrt(10)', '3.1', '22/7', 'pi'))])
    b.text('4)  Put the correct sign < or > between\n2^10     and     10^3',
           lambda: '>' if sp.Integer(2) ** 10 > sp.Integer(10) ** 3 else '<',
           lambda: '>' if math.prod([2] * 10) > math.prod([10] * 3) else '<')
    b.value('6.\nWhich is smaller:\n-0.3  or  -1/3 ?',
            lambda: sp.Min(R('-0.3'), R(-1, 3)),
            lambda: Fraction(-1, 3) if -1 * 10 < -3 * 3 else Fraction(-3, 10))
    b.text('compare 7/9 and 0.78 (answer < or >)',
           lambda: '<' if R(7, 9) < R('0.78') else '>',
           lambda: '<' if 7 * 100 < 78 * 9 else '>')
    b.value('largest of 2^30, 3^20, 5^13',
            lambda: max(['2^30', '3^20', '5^13'], key=lambda s: sp.sympify(s.replace('^', '**'))),
            lambda: max([(30 * math.log(2), 2 ** 30), (20 * math.log(3), 3 ** 20), (13 * math.log(5), 5 ** 13)])[1])
    b.list('sort descending: -1.45, -3/2, -1.405, -13/9',
           lambda: ordered_texts(['-1.45', '-3/2', '-1.405', '-13/9'], reverse=True),
           lambda: sorted([Fraction(-145, 100), Fraction(-3, 2), Fraction(-1405, 1000), Fraction(-13, 9)],
                          reverse=True))
    b.text('At the grocery store a 750 g box of cereal costs $4.29 and a 1.2 kg box costs $6.59. Which is the '
           'better buy per gram? Answer A for the 750 g box or B for the 1.2 kg box.',
           lambda: 'A' if R('4.29') / 750 < R('6.59') / 1200 else 'B',
           lambda: 'A' if 429 * 1200 < 659 * 750 else 'B')
    b.text('Sports stats question from my son: Ana made 37 of her 52 free throws this season and Bea made 45 '
           'of 64. Who has the higher free-throw percentage? Answer Ana or Bea.',
           lambda: 'Ana' if R(37, 52) > R(45, 64) else 'Bea',
           lambda: 'Ana' if 37 * 64 > 45 * 52 else 'Bea')
    b.text('I\'m writing a True/False quiz item: "The fraction 11/16 is greater than 0.6875." Is the '
           'statement True or False?',
           lambda: str(bool(R(11, 16) > R('0.6875'))),
           lambda: str(11 * 10000 > 6875 * 16))


def eval_mp(s: str):
    return {'sqrt(10)': mpmath.sqrt(10), '3.1': mpmath.mpf('3.1'), '22/7': mpmath.mpf(22) / 7,
            'pi': mpmath.pi}[s]


# ---------------------------------------------------------------- measurement

def fahrenheit_by_interpolation(celsius: Fraction) -> Fraction:
    """Between water's freezing point (0 °C = 32 °F) and boiling point (100 °C = 212 °F)."""
    return 32 + (212 - 32) * Fraction(celsius - 0, 100 - 0)


def measurement(b: Builder) -> None:
    b.value('Convert 5 ft 7 in to centimeters. Round to the nearest tenth if necessary.',
            lambda: round_half_up(convert(5 * u.foot + 7 * u.inch, u.centimeter), 1),
            lambda: round_by_integers((5 * 12 + 7) * Fraction(254, 100), 1))
    b.value('A room measures 4.5 m by 3.2 m. What is its area in square centimeters?\n(Type a whole number.)',
            lambda: convert(R('4.5') * u.meter * R('3.2') * u.meter, u.centimeter ** 2),
            lambda: Fraction(450) * Fraction(320))
    b.value('Convert 60 miles per hour to meters per second.\nRound to the nearest hundredth.',
            lambda: round_half_up(convert(60 * u.mile / u.hour, u.meter / u.second), 2),
            lambda: round_by_integers(Fraction(60 * 5280 * 12) * Fraction(254, 10000) / 3600, 2))
    b.value('3.\nConvert 98.6 °F to degrees\nCelsius.',
            lambda: (R('98.6') - 32) * R(5, 9),
            lambda: next(Fraction(c, 10) for c in range(0, 1000)
                         if fahrenheit_by_interpolation(Fraction(c, 10)) == F('98.6')))
    b.value('5)\nA baby weighs 3.6 kg. Give its mass in\npounds to 1 d.p.   (1 lb = 0.45359237 kg)',
            lambda: round_half_up(convert(R('3.6') * u.kilogram, u.pound), 1),
            lambda: round_by_integers(Fraction(36, 10) / F('0.45359237'), 1))
    b.value('Q 11   A tank is 2 m x 1.5 m x 0.8 m.\nFind its volume in litres.',
            lambda: convert(2 * u.meter * R('1.5') * u.meter * R('0.8') * u.meter, u.liter),
            lambda: Fraction(20 * 15 * 8))  # in decimetres: 20 dm x 15 dm x 8 dm
    b.value('convert 72 km/h to m/s',
            lambda: convert(72 * u.kilometer / u.hour, u.meter / u.second),
            lambda: Fraction(72 * 1000, 60 * 60))
    b.value('3.5 yd to ft',
            lambda: convert(R('3.5') * u.yard, u.foot),
            lambda: Fraction(35, 10) * 36 / 12)
    b.value('−40 °C in °F',
            lambda: R(-40) * R(9, 5) + 32,
            lambda: fahrenheit_by_interpolation(Fraction(-40)))
    b.value('I\'m building a raised garden bed 8 ft long, 4 ft wide and 1 ft deep. Soil is sold by the cubic '
            'yard. How many cubic yards of soil do I need? Give the exact value as a fraction if it is not '
            'whole.',
            lambda: convert(8 * u.foot * 4 * u.foot * 1 * u.foot, u.yard ** 3),
            lambda: Fraction(8 * 4 * 1, 3 * 3 * 3))
    b.value('In our chemistry lab a beaker holds 0.75 L of water at 4 °C (density 1 g/mL). What is the mass '
            'of the water in kilograms?',
            lambda: convert(R('0.75') * u.liter, u.milliliter) * 1 / 1000,
            lambda: Fraction(750, 1000))
    b.value('My recipe says bake at 180 °C but my oven only shows Fahrenheit. What temperature should I set, '
            'in °F?',
            lambda: 180 * R(9, 5) + 32,
            lambda: fahrenheit_by_interpolation(Fraction(180)))


# ---------------------------------------------------------------- time

def clock12(minutes: int) -> str:
    """Minutes after midnight (any integer) as h:mm AM/PM, by minute arithmetic."""
    m = minutes % (24 * 60)
    h, mm = divmod(m, 60)
    return f'{(h - 1) % 12 + 1}:{mm:02d} {"AM" if h < 12 else "PM"}'


def dt12(moment: dt.datetime) -> str:
    return moment.strftime('%I:%M %p').lstrip('0')


def zeller(day: int, month: int, year: int) -> str:
    if month < 3:
        month += 12
        year -= 1
    k, j = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


def hm_text(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f'{h} hours {m} minutes'


def time_(b: Builder) -> None:
    base = dt.datetime(2024, 1, 1)
    b.text('What time will it be 7 hours and 45 minutes after 9:30 PM?\nEnter your answer in the form h:mm AM/PM.',
           lambda: dt12(base.replace(hour=21, minute=30) + dt.timedelta(hours=7, minutes=45)),
           lambda: clock12(21 * 60 + 30 + 7 * 60 + 45))
    b.value('How many days are there from March 3, 2024 to June 17, 2024? (Do not count the first day.)',
            lambda: (dt.date(2024, 6, 17) - dt.date(2024, 3, 3)).days,
            lambda: (31 - 3) + 30 + 31 + 17)
    b.text('A flight leaves New York at 6:40 PM Eastern Time and lands in Los Angeles 5 hours 25 minutes later. '
           'Los Angeles is 3 hours behind New York. What is the local arrival time in Los Angeles? '
           'Enter it in h:mm AM/PM form.',
           lambda: dt12(base.replace(hour=18, minute=40) + dt.timedelta(hours=5, minutes=25) - dt.timedelta(hours=3)),
           lambda: clock12(18 * 60 + 40 + 325 - 180))
    b.text('6.\nA film starts at 19:45 and lasts 2 h\n35 min. At what time does it end? (24-hour clock, hh:mm)',
           lambda: (base.replace(hour=19, minute=45) + dt.timedelta(hours=2, minutes=35)).strftime('%H:%M'),
           lambda: '{:02d}:{:02d}'.format(*divmod((19 * 60 + 45 + 155) % 1440, 60)))
    b.text('9)  How long is it from 08:50 to\n13:15 ? Give hours and minutes.',
           lambda: hm_text(int((base.replace(hour=13, minute=15)
                                - base.replace(hour=8, minute=50)).total_seconds()) // 60),
           lambda: hm_text(13 * 60 + 15 - (8 * 60 + 50)))
    b.text('12\nToday is Tuesday. What day of the\nweek will it be in 100 days?',
           lambda: calendar.day_name[(calendar.TUESDAY + 100) % 7],
           lambda: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday'][100 % 7])
    b.text('what day of the week was 4 July 1776',
           lambda: dt.date(1776, 7, 4).strftime('%A'),
           lambda: zeller(4, 7, 1776))
    b.text('3:50pm + 2h 45m',
           lambda: dt12(base.replace(hour=15, minute=50) + dt.timedelta(hours=2, minutes=45)),
           lambda: clock12(15 * 60 + 50 + 165))
    b.value('minutes between 11:35 am and 2:10 pm',
            lambda: int((base.replace(hour=14, minute=10) - base.replace(hour=11, minute=35)).total_seconds() // 60),
            lambda: (60 - 35) + 2 * 60 + 10)
    b.text('My shift at the warehouse started at 10:45 PM and ended at 7:15 AM the next morning, with a '
           '45-minute unpaid break. How long was I paid for? (hours and minutes)',
           lambda: hm_text(int((dt.datetime(2024, 1, 2, 7, 15) - dt.datetime(2024, 1, 1, 22, 45)
                                - dt.timedelta(minutes=45)).total_seconds()) // 60),
           lambda: hm_text((24 * 60 - (22 * 60 + 45)) + 7 * 60 + 15 - 45))
    b.text('My sister in London calls me every Sunday at 8:00 PM her time. I live in Tokyo, which is 9 hours '
           'ahead of London in winter. What time is it for me when she calls? Enter h:mm AM/PM.',
           lambda: dt12(dt.datetime(2024, 1, 7, 20, 0, tzinfo=dt.timezone.utc).astimezone(
               dt.timezone(dt.timedelta(hours=9)))),
           lambda: clock12(20 * 60 + 9 * 60))
    b.value('For tomorrow\'s quiz I need this one checked: a 12-hour clock shows 11 o\'clock. What hour will '
            'it show 50 hours later?',
            lambda: (11 + 50 - 1) % 12 + 1,
            lambda: next(h for h in range(1, 13) if (h - 11 - 50) % 12 == 0))


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time_]
