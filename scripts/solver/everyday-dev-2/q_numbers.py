"""Second development set: arithmetic, percent, rounding (and place value), number bases, number theory,
comparison, measurement and time."""
from __future__ import annotations

import datetime as dt
import math
from decimal import Decimal
from fractions import Fraction as Fr

import sympy as sp
from sympy.physics import units as u

from common import (R, by_division, dec, factorization_text, from_digits, is_prime_trial, parse, round_by_integers,
                    round_half_up, sig_by_integers, sig_figs, to_base, trial_factorization_text)

STYLE = {'percent': 'decimal', 'measurement': 'decimal', 'arithmetic': 'decimal', 'time': 'decimal'}


def arithmetic(b):
    b.value('What is 5/6 − 3/8?', lambda: R(5, 6) - R(3, 8), lambda: Fr(5, 6) - Fr(3, 8))
    b.value('calculate 18 ÷ 3 + 7 × 2 − 5', lambda: R(18, 3) + 7 * 2 - 5, lambda: Fr(18) / 3 + 14 - 5)
    b.value('3 2/5 ÷ 1 1/10 = ?', lambda: (3 + R(2, 5)) / (1 + R(1, 10)), lambda: Fr(17, 5) / Fr(11, 10))
    b.value(r'$\frac{4}{15} \times \frac{25}{12}$', lambda: R(4, 15) * R(25, 12), lambda: Fr(4 * 25, 15 * 12))
    b.value('whats 1.2 times 0.35', lambda: dec('1.2') * dec('0.35'), lambda: Fr('1.2') * Fr('0.35'))
    b.value(r'Evaluate $-4^2 + (-5)^2$', lambda: -(sp.Integer(4) ** 2) + sp.Integer(-5) ** 2,
            lambda: -(4 * 4) + (-5) * (-5))
    b.value('simplify (−9) − (−14) + 3', lambda: sp.Integer(-9) - (-14) + 3, lambda: -9 + 14 + 3)
    b.value('Find the value of 48 ÷ (2 + 6) × 3', lambda: R(48, 2 + 6) * 3, lambda: Fr(48) / Fr(8) * 3)
    b.value('Compute √196 − ∛64', lambda: sp.sqrt(196) - sp.cbrt(64),
            lambda: math.isqrt(196) - round(64 ** (1 / 3)))
    b.value('what is six hundred and four divided by four', lambda: R(604, 4), lambda: Fr(600 + 4) / 4)
    b.value('What is 7.2 ÷ 0.08?', lambda: dec('7.2') / dec('0.08'), lambda: Fr('7.2') / Fr('0.08'))
    b.value('Evaluate 3^{-2} + 2^{-1}', lambda: sp.Integer(3) ** -2 + sp.Integer(2) ** -1,
            lambda: Fr(1, 9) + Fr(1, 2))
    b.value('Determine 2/7 of 56.', lambda: R(2, 7) * 56, lambda: Fr(56) / 7 * 2)
    b.value('Work out 9.05 − 3.7', lambda: dec('9.05') - dec('3.7'), lambda: Fr('9.05') - Fr('3.7'))
    b.value('(2/3)² × 27 =?', lambda: R(2, 3) ** 2 * 27, lambda: Fr(2 * 2 * 27, 3 * 3))


def percent(b):
    p = sp.Symbol('p')
    b.value('What is 15% of 360?', lambda: R(15, 100) * 360, lambda: Fr(360) * Fr('0.15'))
    b.value('27 is what percent of 120?', lambda: R(27, 120) * 100,
            lambda: sp.solve(sp.Eq(p / 100 * 120, 27), p)[0])
    b.value('63 is 35% of what number?', lambda: 63 / R(35, 100), lambda: sp.solve(sp.Eq(R(35, 100) * p, 63), p)[0])
    b.value('Find the percent increase from 64 to 80.', lambda: (sp.Integer(80) - 64) / 64 * 100,
            lambda: (Fr(80, 64) - 1) * 100)
    b.value('A pair of sneakers costs $120 and is 30% off. How much do they cost on sale?',
            lambda: 120 * (1 - R(30, 100)), lambda: Fr(120) - Fr(120) * Fr(30, 100))
    b.value('whats the percent decrease from 500 to 415', lambda: (sp.Integer(500) - 415) / 500 * 100,
            lambda: (1 - Fr(415, 500)) * 100)
    b.value('A restaurant bill is $72. How much is a 20% tip?', lambda: 72 * R(20, 100), lambda: Fr(72) / 5)
    b.value('A laptop costs $850 and the sales tax rate is 6%. What is the total price?',
            lambda: 850 * R(106, 100), lambda: Fr(850) + Fr(850) * Fr(6, 100))
    b.value('Calculate the simple interest earned on $1,500 at 4% per year for 3 years.',
            lambda: 1500 * R(4, 100) * 3, lambda: sum(Fr(1500) * Fr(4, 100) for _ in range(3)))
    b.value('$2500 is invested at 6% interest compounded annually. What is the balance after 4 years? '
            'Round to the nearest cent.', lambda: round_half_up(2500 * R(106, 100) ** 4, 2),
            lambda: round_by_integers(_compound(Fr(2500), Fr(6, 100), 4), 2))
    b.value('Convert 7/8 to a percentage.', lambda: R(7, 8) * 100, lambda: Fr(7, 8) * 100)
    b.value('Express 0.4% as a decimal', lambda: dec('0.4') / 100, lambda: Fr('0.4') / 100)
    b.value('A price rises 10% and then falls 10%. If it started at $200, what is the final price?',
            lambda: 200 * R(110, 100) * R(90, 100), lambda: (Fr(200) + 20) - (Fr(200) + 20) / 10)
    b.value('After a 20% raise, Lena earns $54,000 a year. What was her salary before the raise?',
            lambda: sp.solve(sp.Eq(p * R(120, 100), 54000), p)[0], lambda: Fr(54000) / Fr(6, 5))
    b.value('The population of a village fell from 2,400 to 2,160. What is the percentage decrease?',
            lambda: (sp.Integer(2400) - 2160) / 2400 * 100, lambda: Fr(240, 2400) * 100)


def _compound(principal: Fr, rate: Fr, years: int) -> Fr:
    for _ in range(years):
        principal += principal * rate
    return principal


def _fr(value) -> Fr:
    """An exact fraction close enough to an irrational (60 digits) for the rounding checks."""
    return Fr(str(sp.N(value, 60)))


def rounding(b):
    b.value('Round 6.28318 to the nearest thousandth', lambda: round_half_up('6.28318', 3),
            lambda: round_by_integers(Fr('6.28318'), 3))
    b.value('round 82.35 to the nearest tenth', lambda: round_half_up('82.35', 1),
            lambda: round_by_integers(Fr('82.35'), 1))
    b.value('Round 7,561 to the nearest hundred.', lambda: round_half_up('7561', -2),
            lambda: round_by_integers(Fr(7561), -2))
    b.value('round 349,501 to the nearest thousand', lambda: round_half_up('349501', -3),
            lambda: round_by_integers(Fr(349501), -3))
    b.value('Round 0.0072519 to 2 significant figures', lambda: sig_figs('0.0072519', 2),
            lambda: sig_by_integers(Fr('0.0072519'), 2))
    b.value('45,672 rounded to 3 sig figs', lambda: sig_figs('45672', 3), lambda: sig_by_integers(Fr(45672), 3))
    b.value('Give 12.996 correct to 2 d.p.', lambda: round_half_up('12.996', 2),
            lambda: round_by_integers(Fr('12.996'), 2))
    b.value('Round 5/7 to the nearest hundredth.', lambda: round_half_up(R(5, 7), 2),
            lambda: round_by_integers(Fr(5, 7), 2))
    b.value('What is √3 to 3 decimal places?', lambda: round_half_up(sp.sqrt(3), 3),
            lambda: round_by_integers(Fr(math.isqrt(3 * 10 ** 40), 10 ** 20), 3))
    b.value('Round π to 4 decimal places', lambda: round_half_up(sp.pi, 4), lambda: round_by_integers(_fr(sp.pi), 4))
    b.value('149.5 rounded to the nearest integer = ?', lambda: round_half_up('149.5', 0),
            lambda: round_by_integers(Fr('149.5'), 0))
    b.value('round −4.67 to the nearest 0.1', lambda: round_half_up('-4.67', 1),
            lambda: round_by_integers(Fr('-4.67'), 1))
    b.value('Round 19.97 to 1 decimal place', lambda: round_half_up('19.97', 1),
            lambda: round_by_integers(Fr('19.97'), 1))
    b.value('Which digit is in the thousandths place of 3.14729?', lambda: int(Decimal('3.14729').scaleb(3)) % 10,
            lambda: int('3.14729'.split('.')[1][2]))
    b.value('What is the value of the 5 in 2,538,104?', lambda: 5 * 10 ** (len('2538104') - 1 - '2538104'.index('5')),
            lambda: 2538104 - 2038104)
    b.value('Estimate 612 × 39 by rounding each number to one significant figure.',
            lambda: sp.Integer(int(sig_figs('612', 1) * sig_figs('39', 1))),
            lambda: int(sig_by_integers(Fr(612), 1)) * int(sig_by_integers(Fr(39), 1)))


def number_bases(b):
    b.text('Convert 77 to binary.', lambda: to_base(77, 2), lambda: format(77, 'b'))
    b.value('What is 100111₂ in base 10?', lambda: int('100111', 2), lambda: from_digits('100111', 2))
    b.text('what is 300 in hex', lambda: to_base(300, 16), lambda: format(300, 'x'))
    b.value('whats 0x1F4 in decimal', lambda: int('1F4', 16), lambda: from_digits('1f4', 16))
    b.value('Convert 345₈ to decimal.', lambda: int('345', 8), lambda: 3 * 64 + 4 * 8 + 5)
    b.text('Express 100 (base ten) as a base-3 numeral.', lambda: to_base(100, 3), lambda: by_division(100, 3))
    b.value('Express 4321₅ in base 10.', lambda: int('4321', 5), lambda: from_digits('4321', 5))
    b.text('Convert the binary number 10110110 to hexadecimal', lambda: to_base(int('10110110', 2), 16),
           lambda: ''.join(format(int(nib, 2), 'x') for nib in ('1011', '0110')))
    b.text('What is 3F₁₆ written in octal?', lambda: to_base(int('3F', 16), 8), lambda: format(0x3F, 'o'))
    b.text('Add 1011₂ + 111₂ and give the answer in base 2', lambda: to_base(int('1011', 2) + int('111', 2), 2),
           lambda: format(from_digits('1011', 2) + from_digits('111', 2), 'b'))
    b.text('Compute 47₈ + 36₈ and write the result in base 8', lambda: to_base(int('47', 8) + int('36', 8), 8),
           lambda: format(0o47 + 0o36, 'o'))
    b.text('Convert 212 from base 3 to base 5', lambda: to_base(int('212', 3), 5),
           lambda: by_division(from_digits('212', 3), 5))
    b.value('In the base-6 numeral 4052₆, what is the place value of the digit 4, written in base 10?',
            lambda: 4 * 6 ** 3, lambda: from_digits('4000', 6))
    b.text('Convert 255 to octal', lambda: to_base(255, 8), lambda: by_division(255, 8))
    b.text('What is 1100₂ × 101₂? Answer in binary.', lambda: to_base(int('1100', 2) * int('101', 2), 2),
           lambda: format(0b1100 * 0b101, 'b'))


def number_theory(b):
    b.value('Find the GCD of 96 and 156.', lambda: sp.gcd(96, 156), lambda: max(d for d in range(1, 97)
                                                                               if 96 % d == 0 and 156 % d == 0))
    b.value('lcm of 8, 14 and 21', lambda: sp.ilcm(8, 14, 21),
            lambda: next(m for m in range(1, 10000) if m % 8 == 0 and m % 14 == 0 and m % 21 == 0))
    b.text('Is 221 a prime number?', lambda: str(sp.isprime(221)), lambda: str(is_prime_trial(221)))
    b.text('Is 149 prime?', lambda: str(sp.isprime(149)), lambda: str(is_prime_trial(149)))
    b.text('prime factorization of 756', lambda: factorization_text(756), lambda: trial_factorization_text(756))
    b.text('Is 4,326 divisible by 6?', lambda: str(4326 % 6 == 0),
           lambda: str(4326 % 2 == 0 and sum(map(int, '4326')) % 3 == 0))
    b.value('What remainder do you get when you divide 1,000 by 7?', lambda: 1000 % 7, lambda: 1000 - 7 * (1000 // 7))
    b.value('How many positive divisors does 180 have?', lambda: sp.divisor_count(180),
            lambda: sum(1 for d in range(1, 181) if 180 % d == 0))
    b.value('Find the sum of all positive divisors of 28.', lambda: sp.divisor_sigma(28),
            lambda: sum(d for d in range(1, 29) if 28 % d == 0))
    b.value(r'Evaluate $3^{45} \bmod 7$', lambda: pow(3, 45, 7), lambda: (3 ** 45) % 7)
    b.text('Is 250 a perfect square?', lambda: str(sp.sqrt(250).is_integer),
           lambda: str(math.isqrt(250) ** 2 == 250))
    b.text('Are 35 and 64 relatively prime?', lambda: str(sp.gcd(35, 64) == 1),
           lambda: str(not any(35 % d == 0 and 64 % d == 0 for d in range(2, 36))))
    b.value('Buses on route A leave the station every 15 minutes and buses on route B every 25 minutes. Both '
            'leave at 8:00. How many minutes later do they next leave together?', lambda: sp.ilcm(15, 25),
            lambda: next(m for m in range(1, 1000) if m % 15 == 0 and m % 25 == 0))
    b.value('A teacher has 84 pencils and 126 erasers to split into identical kits with nothing left over. '
            'What is the largest number of kits she can make?', lambda: sp.gcd(84, 126), lambda: math.gcd(84, 126))
    b.value('Find the smallest positive integer n such that 12n is a perfect cube.',
            lambda: sp.prod(p ** (-e % 3) for p, e in sp.factorint(12).items()),
            lambda: next(m for m in range(1, 1000) if round((12 * m) ** (1 / 3)) ** 3 == 12 * m))
    b.text('Determine whether 91 is prime or composite.', lambda: 'prime' if sp.isprime(91) else 'composite',
           lambda: 'prime' if is_prime_trial(91) else 'composite')
    b.value('What is the last digit of 7^2026?', lambda: pow(7, 2026, 10), lambda: int(str(7 ** 2026)[-1]))


def _order(tokens, reverse=False):
    """Plain-syntax tokens sorted by their value (SymPy, 50 digits)."""
    return sorted(tokens, key=lambda s: sp.N(parse(s), 50), reverse=reverse)


def _order_check(tokens, reverse=False):
    """The check for `_order`: compare with mpmath at 60 digits, as values (not strings)."""
    vals = [sp.sympify(parse(s)) for s in tokens]
    return sorted(vals, key=lambda v: sp.Float(sp.N(v, 60), 60), reverse=reverse)


def comparison(b):
    b.value('Which is greater, 4/7 or 0.57?', lambda: max(R(4, 7), dec('0.57')),
            lambda: Fr(4, 7) if Fr(4, 7) > Fr('0.57') else Fr('0.57'))
    b.list('Order from least to greatest: 0.62, 5/8, 0.6, 7/11', lambda: _order(['0.62', '5/8', '0.6', '7/11']),
           lambda: sorted([Fr('0.62'), Fr(5, 8), Fr('0.6'), Fr(7, 11)]))
    b.text('Is −12 > −8?', lambda: str(-12 > -8), lambda: str(-12 - (-8) > 0))
    b.value('Which is bigger: √80 or 9?', lambda: sp.Max(sp.sqrt(80), 9), lambda: 9 if 81 > 80 else sp.sqrt(80))
    b.list('Arrange in descending order: 4, −7, 0, −1, 9', lambda: sorted([4, -7, 0, -1, 9], reverse=True),
           lambda: [9, 4, 0, -1, -7])
    b.text('True or false: 5/6 < 7/9', lambda: str(R(5, 6) < R(7, 9)), lambda: str(5 * 9 < 7 * 6))
    b.value('Which is smaller: −3/4 or −0.7?', lambda: min(R(-3, 4), dec('-0.7')),
            lambda: Fr(-3, 4) if Fr(-3, 4) < Fr('-0.7') else Fr('-0.7'))
    b.value('Which is largest: 2^15, 5^6 or 6^5?', lambda: max(['2^15', '5^6', '6^5'], key=lambda s: parse(s)),
            lambda: max(2 ** 15, 5 ** 6, 6 ** 5))
    b.text('Is 0.35 greater than 1/3?', lambda: str(dec('0.35') > R(1, 3)), lambda: str(Fr(35, 100) > Fr(1, 3)))
    b.list('Put in increasing order: π, 22/7, 3.14, 3.1', lambda: _order(['pi', '22/7', '3.14', '3.1']),
           lambda: _order_check(['pi', '22/7', '3.14', '3.1']))
    b.value('Which number is closer to 5: 4.78 or 5.19?',
            lambda: min([dec('4.78'), dec('5.19')], key=lambda v: abs(v - 5)),
            lambda: Fr('4.78') if 5 - Fr('4.78') < Fr('5.19') - 5 else Fr('5.19'), style='decimal')
    b.value('Compare 3^20 and 2^30. Which one is larger?', lambda: max(['3^20', '2^30'], key=lambda s: parse(s)),
            lambda: max(3 ** 20, 2 ** 30))
    b.text('Is 2/3 equal to 0.66?', lambda: str(R(2, 3) == dec('0.66')), lambda: str(Fr(2, 3) == Fr('0.66')))
    b.value('What is the greatest of −0.5, −1/3, −2/5, −0.45?',
            lambda: max([dec('-0.5'), R(-1, 3), R(-2, 5), dec('-0.45')]),
            lambda: sorted([Fr('-0.5'), Fr(-1, 3), Fr(-2, 5), Fr('-0.45')])[-1])
    b.text('Is 15% of 80 more than 20% of 55?', lambda: str(R(15, 100) * 80 > R(20, 100) * 55),
           lambda: str(15 * 80 > 20 * 55))


# (g) grams per unit and litres per unit for the checks that sympy.physics.units does not cover
OUNCE_G, POUND_G = Fr('28.349523125'), Fr('453.59237')
GALLON_L, QUART_L = Fr('3.785411784'), Fr('0.946352946')


def _units(quantity, target):
    return sp.nsimplify(u.convert_to(quantity, target) / target)


def measurement(b):
    b.value('Convert 3.75 km to metres', lambda: dec('3.75') * 1000, lambda: _units(R(375, 100) * u.km, u.meter))
    b.value('How many feet are in 5 yards?', lambda: 5 * 3, lambda: _units(5 * u.yard, u.foot))
    b.value('104 degrees Fahrenheit is how many degrees Celsius?', lambda: (sp.Integer(104) - 32) * R(5, 9),
            lambda: (Fr(104) + Fr('459.67')) * Fr(5, 9) - Fr('273.15'))
    b.value('Convert 25°C to Fahrenheit', lambda: sp.Integer(25) * R(9, 5) + 32,
            lambda: (Fr(25) + Fr('273.15')) * Fr(9, 5) - Fr('459.67'))
    b.value('How many millilitres are in 0.6 L?', lambda: dec('0.6') * 1000,
            lambda: _units(R(6, 10) * u.liter, u.milliliter))
    b.value('How many pounds is 72 ounces?', lambda: R(72, 16), lambda: 72 * OUNCE_G / POUND_G)
    b.value('Convert 15 m/s to km/h', lambda: sp.Integer(15) * 3600 / 1000,
            lambda: _units(15 * u.meter / u.second, u.km / u.hour))
    b.value('How many square centimetres are in 2 square metres?', lambda: 2 * 100 ** 2,
            lambda: _units(2 * u.meter ** 2, u.cm ** 2))
    b.value('Convert 4500 g to kilograms', lambda: R(4500, 1000), lambda: _units(4500 * u.gram, u.kilogram))
    b.value('How many inches are in 2.5 yards?', lambda: dec('2.5') * 36, lambda: _units(R(5, 2) * u.yard, u.inch))
    b.value('A rope is 3 m 45 cm long. How long is it in centimetres?', lambda: 3 * 100 + 45,
            lambda: _units(3 * u.meter + 45 * u.cm, u.cm))
    b.value('convert 1.2 gallons to quarts', lambda: dec('1.2') * 4, lambda: Fr('1.2') * GALLON_L / QUART_L)
    b.value('How many cubic centimetres are in one cubic metre?', lambda: 100 ** 3,
            lambda: _units(u.meter ** 3, u.cm ** 3))
    b.value('Convert 5 miles to feet', lambda: 5 * 5280, lambda: _units(5 * u.mile, u.foot))
    b.value('How many millimetres are in 0.35 m?', lambda: dec('0.35') * 1000,
            lambda: _units(R(35, 100) * u.meter, u.mm))


# ---------------------------------------------------------------- time

def clock(start: str, minutes: int) -> str:
    """'10:30 AM' plus `minutes` (may be negative) as a 12-hour time, computed with datetime."""
    moment = dt.datetime.strptime(start, '%I:%M %p') + dt.timedelta(minutes=minutes)
    return moment.strftime('%I:%M %p').lstrip('0')


def _to_minutes(text: str) -> int:
    hm, half = text.split()
    h, m = map(int, hm.split(':'))
    return (h % 12 + (12 if half == 'PM' else 0)) * 60 + m


def clock_check(start: str, minutes: int) -> str:
    """The check for `clock`: minutes since midnight, modulo a day."""
    total = (_to_minutes(start) + minutes) % 1440
    h, m = divmod(total, 60)
    return f'{(h - 1) % 12 + 1}:{m:02d} {"AM" if h < 12 else "PM"}'


WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def zeller(year: int, month: int, day: int) -> str:
    """Day of the week by Zeller's congruence (the check for datetime's weekday)."""
    if month < 3:
        month += 12
        year -= 1
    h = (day + 13 * (month + 1) // 5 + year + year // 4 - year // 100 + year // 400) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


def hours_minutes(total: int) -> str:
    h, m = divmod(total, 60)
    return f'{h} hours {m} minutes'


def time(b):
    b.text('What time will it be 3 hours 40 minutes after 10:35 AM?', lambda: clock('10:35 AM', 220),
           lambda: clock_check('10:35 AM', 3 * 60 + 40))
    b.text('A movie that is 2 hours 10 minutes long starts at 7:45 PM. What time does it end?',
           lambda: clock('7:45 PM', 130), lambda: clock_check('7:45 PM', 2 * 60 + 10))
    b.value('How many minutes are there from 9:50 AM to 1:05 PM?',
            lambda: int((dt.datetime(2000, 1, 1, 13, 5) - dt.datetime(2000, 1, 1, 9, 50)).total_seconds() // 60),
            lambda: (_to_minutes('1:05 PM') - _to_minutes('9:50 AM')) % 1440)
    b.text('What is 7:15 PM on a 24-hour clock?',
           lambda: dt.datetime.strptime('7:15 PM', '%I:%M %p').strftime('%H:%M'),
           lambda: '%02d:%02d' % divmod(_to_minutes('7:15 PM'), 60))
    b.text('Write 00:25 using the 12-hour clock with AM/PM.',
           lambda: dt.datetime.strptime('00:25', '%H:%M').strftime('%I:%M %p').lstrip('0'),
           lambda: clock_check('12:00 AM', 25))
    b.text('A flight leaves at 10:40 PM and lands 3 hours 35 minutes later. What time does it land?',
           lambda: clock('10:40 PM', 215), lambda: clock_check('10:40 PM', 3 * 60 + 35))
    b.text('If today is Thursday, what day of the week will it be 45 days from today?',
           lambda: (dt.date(2024, 1, 4) + dt.timedelta(days=45)).strftime('%A'),
           lambda: WEEKDAYS[(WEEKDAYS.index('Thursday') + 45) % 7])
    b.text('What day of the week was January 1, 2000?', lambda: dt.date(2000, 1, 1).strftime('%A'),
           lambda: zeller(2000, 1, 1))
    b.value('How many days after June 10 is August 2 of the same year?',
            lambda: (dt.date(2025, 8, 2) - dt.date(2025, 6, 10)).days, lambda: (30 - 10) + 31 + 2)
    b.text('How much time passes from 1:40 PM to 5:15 PM? Give the answer in hours and minutes.',
           lambda: hours_minutes(int((dt.datetime.strptime('5:15 PM', '%I:%M %p')
                                      - dt.datetime.strptime('1:40 PM', '%I:%M %p')).total_seconds() // 60)),
           lambda: '%d hours %d minutes' % divmod(_to_minutes('5:15 PM') - _to_minutes('1:40 PM'), 60))
    b.value('How many seconds are in 3 hours 15 minutes?',
            lambda: int(dt.timedelta(hours=3, minutes=15).total_seconds()), lambda: (3 * 60 + 15) * 60)
    b.text('Write 2.4 hours in hours and minutes.', lambda: hours_minutes(int(dec('2.4') * 60)),
           lambda: '%d hours %d minutes' % (int(Fr('2.4')), (Fr('2.4') - int(Fr('2.4'))) * 60))
    b.text('What time was it 2 hours 25 minutes before 1:10 PM?', lambda: clock('1:10 PM', -145),
           lambda: clock_check('1:10 PM', -(2 * 60 + 25)))
    b.value('Nadia started her homework at 4:35 PM and finished at 6:10 PM. How many minutes did she work?',
            lambda: int((dt.datetime.strptime('6:10 PM', '%I:%M %p')
                         - dt.datetime.strptime('4:35 PM', '%I:%M %p')).total_seconds() // 60),
            lambda: _to_minutes('6:10 PM') - _to_minutes('4:35 PM'))
    b.text('If today is Saturday, what day of the week was it 30 days ago?',
           lambda: (dt.date(2024, 1, 6) - dt.timedelta(days=30)).strftime('%A'),
           lambda: WEEKDAYS[(WEEKDAYS.index('Saturday') - 30) % 7])


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
