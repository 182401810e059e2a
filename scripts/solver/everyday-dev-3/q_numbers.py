"""Numbers: arithmetic, percent, rounding (with place value), number_bases, number_theory, comparison,
measurement, time."""
from __future__ import annotations

import datetime as dt
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import (F, R, by_division, factorization_text, from_digits, is_prime_trial, round_by_integers,
                    round_half_up, sig_by_integers, sig_figs, to_base, trial_factorization_text)

STYLE = {'percent': 'decimal', 'measurement': 'decimal', 'word_problems': 'decimal'}


def mp_fraction(expr_text: str) -> Fraction:
    """An mpmath value (50 digits) as an exact Fraction, for rounding checks of irrational numbers."""
    with mpmath.workdps(60):
        return Fraction(mpmath.nstr(mpmath.mpmathify(eval(expr_text, {'mp': mpmath})), 55, strip_zeros=False))


def largest_square_split(m: int) -> tuple[int, int]:
    """m = a^2 * b with b square-free, by trying every a downwards."""
    for a_ in range(math.isqrt(m), 0, -1):
        if m % (a_ * a_) == 0:
            return a_, m // (a_ * a_)
    return 1, m


def surd(m: int):
    a_, b_ = largest_square_split(m)
    return a_ * sp.sqrt(b_)


# ---------------------------------------------------------------- arithmetic

def arithmetic(b):
    b.value('what is 3/4 + 5/6', lambda: R(3, 4) + R(5, 6), lambda: F('3/4') + F('5/6'))
    b.value(r'Calculate $\frac{7}{8} - \frac{2}{3}$ and give the answer as a fraction in lowest terms.',
            lambda: R(7, 8) - R(2, 3), lambda: F('7/8') - F('2/3'))
    b.value('two and a third multiplied by one and a half = ?  (answer as an improper fraction)',
            lambda: (2 + R(1, 3)) * (1 + R(1, 2)), lambda: Fraction(7, 3) * Fraction(3, 2))
    b.value('can someone solve 4.56 + 12.7 − 3.089 pls', lambda: sp.Rational('4.56') + sp.Rational('12.7') - sp.Rational('3.089'),
            lambda: F('4.56') + F('12.7') - F('3.089'), style='decimal')
    b.value('divide 7.2 by 0.09', lambda: sp.Rational('7.2') / sp.Rational('0.09'), lambda: Fraction(720, 9))
    b.value("what's 2^10 - 10^2", lambda: sp.Integer(2) ** 10 - sp.Integer(10) ** 2,
            lambda: math.prod([2] * 10) - 10 * 10)
    b.value('Simplify √72 (leave it in simplest radical form).', lambda: sp.sqrt(72), lambda: surd(72))
    b.value(r'Evaluate $\sqrt[3]{-125} + \sqrt{49}$', lambda: sp.real_root(-125, 3) + sp.sqrt(49),
            lambda: next(r for r in range(-10, 11) if r ** 3 == -125) + math.isqrt(49))
    b.value('What is (−3)⁴ − 3⁴?', lambda: sp.Integer(-3) ** 4 - sp.Integer(3) ** 4, lambda: (-3) * (-3) * (-3) * (-3) - 81)
    b.value('Use the order of operations: 18 ÷ 3 × 2 + 4² − 5', lambda: sp.Integer(18) / 3 * 2 + 4 ** 2 - 5,
            lambda: Fraction(18, 3) * 2 + 16 - 5)
    b.value('5/6 ÷ 10/9 = ? (simplify)', lambda: R(5, 6) / R(10, 9), lambda: Fraction(5 * 9, 6 * 10))
    b.value('0.375 — write this decimal as a fraction in lowest terms.', lambda: sp.nsimplify('0.375'), lambda: Fraction(375, 1000))
    b.value('how do i write 7/16 as a decimal', lambda: R(7, 16), lambda: Fraction(4375, 10000), style='decimal')
    b.value(r'Simplify $\sqrt{50} + \sqrt{18} - \sqrt{8}$', lambda: sp.sqrt(50) + sp.sqrt(18) - sp.sqrt(8),
            lambda: surd(50) + surd(18) - surd(8))
    b.value('Rationalize the denominator: 6/√3', lambda: sp.radsimp(6 / sp.sqrt(3)), lambda: 6 * sp.sqrt(3) / 3)
    b.value('evaluate 16^(3/4)', lambda: sp.Integer(16) ** R(3, 4), lambda: next(r for r in range(1, 20) if r ** 4 == 16) ** 3)
    b.value('seventeen times twenty-three', lambda: sp.Integer(17) * 23, lambda: sum([17] * 23))


# ---------------------------------------------------------------- percent

def percent(b):
    b.value('What is fifteen percent of two hundred forty?', lambda: R(15, 100) * 240, lambda: Fraction(240 * 15, 100))
    b.value('whats 12.5 percent of 64', lambda: sp.Rational('12.5') / 100 * 64, lambda: Fraction(64, 8))
    b.value('Out of 72 students, 18 walk to school. What percent of the students walk?', lambda: R(18, 72) * 100, lambda: Fraction(1800, 72))
    b.value('The price of a jacket went up from $80 to $92. What is the percent increase?',
            lambda: (R(92) - 80) / 80 * 100, lambda: Fraction(12 * 100, 80))
    b.value('A town had 250 shops last year and has 210 now. Find the percentage decrease.',
            lambda: (R(250) - 210) / 250 * 100, lambda: Fraction(4000, 250))
    b.value('convert 3/8 to a percent', lambda: R(3, 8) * 100, lambda: Fraction(300, 8))
    b.value('Write 0.6% as a decimal.', lambda: sp.Rational('0.6') / 100, lambda: Fraction(6, 1000))
    b.value('After a 20% discount a video game costs $36. What was the original price in dollars?',
            lambda: sp.solve(sp.Symbol('p') * R(80, 100) - 36)[0], lambda: Fraction(36) / Fraction(4, 5))
    b.value('A gym membership cost $350 last year and the price went up by 8%. What does it cost now, in dollars?', lambda: 350 * (1 + R(8, 100)), lambda: 350 + Fraction(350 * 8, 100))
    b.value('Sam scored 42 out of 56 on a quiz. What is his score as a percentage?',
            lambda: R(42, 56) * 100, lambda: Fraction(4200, 56))
    b.value('A population of 5000 bacteria grows by 4% each hour. How many bacteria are there after 2 hours?',
            lambda: 5000 * (1 + R(4, 100)) ** 2, lambda: Fraction(5000) * Fraction(104, 100) * Fraction(104, 100))
    b.value(r'Express $\frac{7}{20}$ as a percentage.', lambda: R(7, 20) * 100, lambda: Fraction(700, 20))
    b.value('27 is 30% of what number?', lambda: sp.solve(R(3, 10) * sp.Symbol('w') - 27)[0], lambda: Fraction(270, 3))
    b.value('A $60 item is marked up 10% and then the new price is reduced by 10%. What is the final price in dollars?',
            lambda: 60 * R(11, 10) * R(9, 10), lambda: Fraction(60) + 6 - Fraction(66, 10))
    b.value('The sales tax is 6.5%. What is the total cost, in dollars, of a $40 purchase including tax?',
            lambda: 40 * (1 + sp.Rational('0.065')), lambda: Fraction(40) + Fraction(40 * 65, 1000))
    b.value('A student measured a length as 9.5 cm; the true length is 10 cm. What is the percent error?',
            lambda: abs(sp.Rational('9.5') - 10) / 10 * 100, lambda: Fraction(5, 10) * 10)


# ---------------------------------------------------------------- rounding and place value

def rounding(b):
    b.value('3.14159 rounded to two decimal places is?', lambda: round_half_up('3.14159', 2),
            lambda: round_by_integers(F('3.14159'), 2))
    b.value('round 48,372 to the nearest thousand', lambda: round_half_up(48372, -3).to_integral_value(),
            lambda: Decimal((48372 + 500) // 1000 * 1000))
    b.value('A bacterium is 0.004567 mm long. Write this length to 3 significant figures.', lambda: sig_figs('0.004567', 3),
            lambda: sig_by_integers(F('0.004567'), 3))
    b.value('what is 2.675 rounded to the nearest hundredth?', lambda: round_half_up('2.675', 2),
            lambda: round_by_integers(F('2.675'), 2))
    b.value('Round 17.95 to one decimal place.', lambda: round_half_up('17.95', 1),
            lambda: round_by_integers(F('17.95'), 1))
    b.value('The population of a city is 1,234,567. Round it to the nearest ten thousand.', lambda: round_half_up(1234567, -4).to_integral_value(),
            lambda: Decimal((1234567 + 5000) // 10000 * 10000))
    b.value('Give √2 correct to 4 decimal places.', lambda: round_half_up(sp.sqrt(2), 4),
            lambda: round_by_integers(Fraction(math.isqrt(2 * 10 ** 40), 10 ** 20), 4))
    b.value(r'round $\frac{7}{3}$ to the nearest tenth', lambda: round_half_up(sp.Rational(7, 3), 1),
            lambda: round_by_integers(Fraction(7, 3), 1))
    b.value('What is π rounded to 3 d.p.?', lambda: round_half_up(sp.pi, 3), lambda: round_by_integers(mp_fraction('mp.pi'), 3))
    b.value('Round 865 to 1 significant figure.', lambda: sig_figs('865', 1).to_integral_value(),
            lambda: Decimal(900))
    b.value('In the number 84,312, what is the value of the digit 4?',
            lambda: sp.Integer(4) * 10 ** (len('84312') - 1 - '84312'.index('4')), lambda: (84312 // 1000) % 10 * 1000)
    b.value('which digit is in the hundredths place in 5.7382', lambda: sp.Integer('5.7382'.split('.')[1][1]),
            lambda: int(F('5.7382') * 100) % 10)
    b.value('What is the value of the digit 7 in 6.0712?', lambda: sp.Integer(7) / 10 ** ('6.0712'.split('.')[1].index('7') + 1),
            lambda: Fraction(int(F('6.0712') * 100) % 10, 100), style='decimal')
    b.value('round 99.996 to two decimal places', lambda: round_half_up('99.996', 2),
            lambda: round_by_integers(F('99.996'), 2))
    b.value('round 6.5 to the nearest whole number pls', lambda: round_half_up('6.5', 0),
            lambda: round_by_integers(F('6.5'), 0))
    b.value('Write 0.0508 correct to 2 significant figures.', lambda: sig_figs('0.0508', 2),
            lambda: sig_by_integers(F('0.0508'), 2))


# ---------------------------------------------------------------- number bases

def number_bases(b):
    b.text('convert 45 to binary', lambda: to_base(45, 2), lambda: by_division(45, 2))
    b.value('What is 11010110₂ in decimal?', lambda: int('11010110', 2), lambda: from_digits('11010110', 2))
    b.text('Convert 255 (base ten) to hexadecimal.', lambda: to_base(255, 16), lambda: by_division(255, 16))
    b.value('convert 0x3A7 to base 10', lambda: int('3A7', 16), lambda: from_digits('3a7', 16))
    b.text('Write the number 100 in base 5.', lambda: to_base(100, 5), lambda: by_division(100, 5))
    b.value('what is 1201 in base 3 written in base 10', lambda: int('1201', 3), lambda: from_digits('1201', 3))
    b.value('777₈ = ?₁₀', lambda: int('777', 8), lambda: from_digits('777', 8))
    b.text('Write two thousand twenty-four in base 8.', lambda: to_base(2024, 8), lambda: by_division(2024, 8))
    b.text('Convert 10110₂ to base 8.', lambda: to_base(int('10110', 2), 8), lambda: by_division(from_digits('10110', 2), 8))
    b.text('Add the binary numbers 1011 and 110. Give the sum in binary.', lambda: to_base(int('1011', 2) + int('110', 2), 2),
           lambda: by_division(from_digits('1011', 2) + from_digits('110', 2), 2))
    b.text('Multiply 101₂ × 11₂ and write the product in base 2.', lambda: to_base(int('101', 2) * int('11', 2), 2),
           lambda: by_division(from_digits('101', 2) * from_digits('11', 2), 2))
    b.text('The hexadecimal number 1C in binary is?', lambda: to_base(int('1C', 16), 2), lambda: by_division(from_digits('1c', 16), 2))
    b.value('342 in base 7 equals what number in base 10?', lambda: int('342', 7), lambda: from_digits('342', 7))
    b.text('Express 1000 in base 12, using a for ten and b for eleven.', lambda: to_base(1000, 12), lambda: by_division(1000, 12))
    b.text('Subtract in binary: 1101 − 111. Answer in binary.', lambda: to_base(int('1101', 2) - int('111', 2), 2),
           lambda: by_division(from_digits('1101', 2) - from_digits('111', 2), 2))
    b.text('how do you write sixty-four in base 3', lambda: to_base(64, 3), lambda: by_division(64, 3))


# ---------------------------------------------------------------- number theory

def number_theory(b):
    pc = lambda m: (lambda: 'prime' if sp.isprime(m) else 'composite', lambda: 'prime' if is_prime_trial(m) else 'composite')
    b.text('is 221 prime or composite?', *pc(221))
    b.text('Determine whether 1,007 is prime or composite.', *pc(1007))
    b.text('Find the prime factorization of 360. Write it with exponents.', lambda: factorization_text(360),
           lambda: trial_factorization_text(360))
    b.text('write 1001 as a product of prime numbers', lambda: factorization_text(1001), lambda: trial_factorization_text(1001))
    b.text('prime factorisation of 2,646 pls', lambda: factorization_text(2646), lambda: trial_factorization_text(2646))
    b.value('gcd(84, 126) = ?', lambda: sp.gcd(84, 126),
            lambda: max(d for d in range(1, 85) if 84 % d == 0 and 126 % d == 0))
    b.value(r'Find $\operatorname{lcm}(12, 18, 30)$.', lambda: sp.ilcm(12, 18, 30),
            lambda: next(m for m in range(30, 10000) if m % 12 == 0 and m % 18 == 0 and m % 30 == 0))
    b.value('What is the remainder when 2026 is divided by 7?', lambda: sp.Mod(2026, 7), lambda: 2026 - 7 * (2026 // 7))
    b.value(r'What is the remainder when $3^{100}$ is divided by 7?', lambda: sp.Mod(sp.Integer(3) ** 100, 7),
            lambda: [1, 3, 2, 6, 4, 5][100 % 6])
    b.text('True or False: 123456 is divisible by 8.', lambda: str(123456 % 8 == 0),
           lambda: str(int('456') % 8 == 0))
    b.text('True or false? 2,345,678 is divisible by 3.', lambda: str(2345678 % 3 == 0),
           lambda: str(sum(int(c) for c in '2345678') % 3 == 0))
    b.value('HCF of 270 and 192', lambda: math.gcd(270, 192), lambda: sp.prod([p ** min(e, sp.factorint(192).get(p, 0))
                                                                             for p, e in sp.factorint(270).items()]))
    b.value('72 has how many positive divisors?', lambda: sp.divisor_count(72),
            lambda: sum(1 for d in range(1, 73) if 72 % d == 0))
    b.value('Add up all the primes between 10 and 30. What do you get?', lambda: sum(sp.primerange(10, 30)),
            lambda: sum(m for m in range(11, 30) if is_prime_trial(m)))
    b.value('Two buses leave the depot at 6:00 together. One leaves every 12 minutes and the other every 20 minutes. '
            'After how many minutes do they next leave together?', lambda: sp.ilcm(12, 20),
            lambda: min(set(range(12, 500, 12)) & set(range(20, 500, 20))))
    b.list('Mr. Lee has 36 chairs and wants to set them out in equal rows with none left over. List every possible number of chairs per row, from smallest to largest.', lambda: sp.divisors(36),
           lambda: [d for d in range(1, 37) if 36 % d == 0])
    b.value('17 mod 5 = ?', lambda: sp.Mod(17, 5), lambda: 17 - 15)


# ---------------------------------------------------------------- comparison and ordering

def ranks(values):
    """The check for sorting: each value placed by counting how many are smaller (values are distinct)."""
    out = [None] * len(values)
    for v in values:
        out[sum(1 for w in values if w < v)] = v
    return out


def comparison(b):
    b.value('which is larger 5/8 or 3/5', lambda: sp.Max(R(5, 8), R(3, 5)),
            lambda: Fraction(5, 8) if 5 * 5 > 3 * 8 else Fraction(3, 5))
    b.list('Order from smallest to largest: 0.45, 4/9, 0.4, 3/7', lambda: sorted([dec('0.45'), R(4, 9), dec('0.4'), R(3, 7)]),
           lambda: ranks([F('0.45'), Fraction(4, 9), F('0.4'), Fraction(3, 7)]), style='decimal')
    b.list('arrange in descending order: -3, 2, -7, 0, 5', lambda: sorted([-3, 2, -7, 0, 5], reverse=True),
           lambda: ranks([-3, 2, -7, 0, 5])[::-1])
    b.value('which is bigger, 2^10 or 10^3? give its value', lambda: max(sp.Integer(2) ** 10, sp.Integer(10) ** 3),
            lambda: 1024 if 1024 > 1000 else 1000)
    b.text('True or False: 0.3 is greater than 1/3.', lambda: str(sp.Rational('0.3') > R(1, 3)), lambda: str(3 * 3 > 10))
    b.list('Put these numbers in increasing order: √10, 3.2, π, 10/3',
           lambda: sorted([sp.sqrt(10), dec('3.2'), sp.pi, R(10, 3)], key=lambda v: sp.N(v, 30)),
           lambda: ranks([sp.sqrt(10), F('3.2'), sp.pi, Fraction(10, 3)]), style='decimal')
    b.value('What is the smallest of −0.5, −1/3, −0.45 and −2/5?', lambda: sp.Min(dec('-0.5'), R(-1, 3), dec('-0.45'), R(-2, 5)),
            lambda: ranks([F('-0.5'), Fraction(-1, 3), F('-0.45'), Fraction(-2, 5)])[0], style='decimal')
    b.value(r'Which is greater, $\frac{7}{12}$ or 0.58?', lambda: sp.Max(R(7, 12), dec('0.58')),
            lambda: Fraction(7, 12) if 700 > 58 * 12 else F('0.58'), style='decimal')
    b.list('Sort in ascending order: 1.05, 1.5, 1.005, 1.055', lambda: sorted(map(dec, ['1.05', '1.5', '1.005', '1.055'])),
           lambda: ranks([F('1.05'), F('1.5'), F('1.005'), F('1.055')]), style='decimal')
    b.value('Which of these is the largest: 3^4, 4^3, 2^6 or 5^2?',
            lambda: max(sp.Integer(3) ** 4, sp.Integer(4) ** 3, sp.Integer(2) ** 6, sp.Integer(5) ** 2),
            lambda: max([3 * 3 * 3 * 3, 4 * 4 * 4, 2 * 2 * 2 * 2 * 2 * 2, 5 * 5]))
    b.value('Three friends ate 2/3, 5/7 and 7/10 of their pizzas. Which fraction is the largest?', lambda: sp.Max(R(2, 3), R(5, 7), R(7, 10)),
            lambda: ranks([Fraction(2, 3), Fraction(5, 7), Fraction(7, 10)])[-1])
    b.list('Order from least to greatest: 2.5 × 10³, 2.5 × 10⁻², 250, 0.25',
           lambda: sorted([dec('2.5') * 1000, dec('2.5') / 100, sp.Integer(250), dec('0.25')]),
           lambda: ranks([Fraction(2500), Fraction(25, 1000), Fraction(250), Fraction(1, 4)]), style='decimal')
    b.text('true or false: −7 < −4', lambda: str(sp.Integer(-7) < -4), lambda: str(-4 - (-7) > 0))
    b.value('Which number is closer to 1: 0.9 or 1.08?',
            lambda: min([dec('0.9'), dec('1.08')], key=lambda v: abs(v - 1)),
            lambda: F('0.9') if abs(F('0.9') - 1) < abs(F('1.08') - 1) else F('1.08'), style='decimal')
    b.list('Arrange in decreasing order: |−6|, −|4|, |2 − 9|, −1',
           lambda: sorted([sp.Abs(-6), -sp.Abs(4), sp.Abs(2 - 9), sp.Integer(-1)], reverse=True),
           lambda: ranks([6, -4, 7, -1])[::-1])
    b.value('What is the minimum value in the list 12, -4.5, 3, -4.05?', lambda: sp.Min(12, dec('-4.5'), 3, dec('-4.05')),
            lambda: ranks([F(12), F('-4.5'), F(3), F('-4.05')])[0], style='decimal')


def dec(s):
    return sp.Rational(s)


# ---------------------------------------------------------------- measurement

def conv(quantity, unit):
    """A quantity converted with sympy.physics.units, as an exact rational."""
    return sp.nsimplify(u.convert_to(quantity, unit) / unit)


def measurement(b):
    b.value('convert 3.5 km to meters', lambda: conv(dec('3.5') * u.kilometer, u.meter), lambda: F('3.5') * 1000)
    b.value('My dad is 6 feet tall. How tall is he in centimeters? (use 1 inch = 2.54 cm)', lambda: conv(6 * u.foot, u.centimeter),
            lambda: 6 * 12 * F('2.54'))
    b.value('2.5 hours is how many seconds?', lambda: conv(dec('2.5') * u.hour, u.second), lambda: F('2.5') * 60 * 60)
    b.value('Convert 68 °F to degrees Celsius.', lambda: (sp.Integer(68) - 32) * R(5, 9),
            lambda: next(Fraction(c) for c in range(-50, 100) if Fraction(9, 5) * c + 32 == 68))
    b.value('how many mL are in 2.3 liters', lambda: conv(dec('2.3') * u.liter, u.milliliter), lambda: F('2.3') * 1000)
    b.value('A recipe needs 750 g of flour. How many kilograms is that?', lambda: conv(750 * u.gram, u.kilogram),
            lambda: Fraction(750, 1000))
    b.value('A car is going 90 km/h. What is that speed in metres per second?', lambda: conv(90 * u.kilometer / u.hour, u.meter / u.second), lambda: Fraction(90 * 1000, 3600))
    b.value(r'Convert $1.2\ \text{m}^2$ to $\text{cm}^2$.', lambda: conv(dec('1.2') * u.meter ** 2, u.centimeter ** 2),
            lambda: F('1.2') * 100 * 100)
    b.value('Using 1 mile = 1.609344 km, how many kilometers is 5 miles?', lambda: conv(5 * u.mile, u.kilometer),
            lambda: 5 * F('1.609344'))
    b.value('What is 37 °C in degrees Fahrenheit?', lambda: sp.Integer(37) * R(9, 5) + 32, lambda: Fraction(37 * 9 + 160, 5))
    b.value('how many ounces in 3 pounds', lambda: conv(3 * u.pound, u.gram) / dec('28.349523125'),
            lambda: 3 * 16)
    b.value('3 gallons = ? quarts (US)', lambda: 3 * dec('3.785411784') / dec('0.946352946'), lambda: 3 * 4)
    b.value('A tank holds 2 m³ of water. How many litres is that?', lambda: conv(2 * u.meter ** 3, u.liter), lambda: 2 * 10 * 10 * 10)
    b.value('A marathon is 42.195 km long. How many metres is that?', lambda: conv(dec('42.195') * u.kilometer, u.meter),
            lambda: F('42.195') * 1000)
    b.value('A bottle of vitamins contains 4500 mg of calcium in total. How many grams is that?', lambda: conv(4500 * u.milligram, u.gram), lambda: Fraction(4500, 1000))
    b.value('How many inches are in 2 yards 1 foot?', lambda: conv(2 * u.yard + u.foot, u.inch), lambda: 2 * 36 + 12)


# ---------------------------------------------------------------- time

def clock12(minutes: int) -> str:
    """Minutes after midnight (any integer) as a 12-hour clock time, by modular arithmetic."""
    m = minutes % (24 * 60)
    h, mm = divmod(m, 60)
    suffix = 'AM' if h < 12 else 'PM'
    h12 = h % 12 or 12
    return f'{h12}:{mm:02d} {suffix}'


def strftime12(t: dt.datetime) -> str:
    return t.strftime('%I:%M %p').lstrip('0')


BASE = dt.datetime(2025, 1, 1)


def at(h, m):
    return BASE + dt.timedelta(hours=h, minutes=m)


def duration_text(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f'{h} hours {m} minutes'


def zeller(day: int, month: int, year: int) -> str:
    if month < 3:
        month += 12
        year -= 1
    k_, j_ = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k_ + k_ // 4 + j_ // 4 + 5 * j_) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def time(b):
    b.text('what time is it 3 hours 45 minutes after 10:30 AM', lambda: strftime12(at(10, 30) + dt.timedelta(hours=3, minutes=45)),
           lambda: clock12(10 * 60 + 30 + 225))
    b.text('A movie starts at 7:50 PM and runs for 2 hours 25 minutes. What time does it end?',
           lambda: strftime12(at(19, 50) + dt.timedelta(hours=2, minutes=25)), lambda: clock12(19 * 60 + 50 + 145))
    b.text('How long is it from 8:45 AM to 3:20 PM? Answer in hours and minutes.',
           lambda: duration_text((at(15, 20) - at(8, 45)).seconds // 60), lambda: duration_text(15 * 60 + 20 - 8 * 60 - 45))
    b.text('What is 17:40 in 12-hour time?', lambda: strftime12(at(17, 40)), lambda: clock12(17 * 60 + 40))
    b.text('Convert 9:05 PM to 24-hour time.', lambda: at(21, 5).strftime('%H:%M'), lambda: f'{9 + 12}:{5:02d}')
    b.text('If today is Wednesday, what day of the week will it be 100 days from now?',
           lambda: (dt.date(2025, 1, 1) + dt.timedelta(days=100)).strftime('%A'), lambda: DAYS[(2 + 100) % 7])
    b.text('What day of the week was July 4, 1976?', lambda: dt.date(1976, 7, 4).strftime('%A'), lambda: zeller(4, 7, 1976))
    b.text('A night train leaves at 23:15 and the journey takes 4 h 50 min. At what time does it arrive? Give a 12-hour time.',
           lambda: strftime12(at(23, 15) + dt.timedelta(hours=4, minutes=50)), lambda: clock12(23 * 60 + 15 + 290))
    b.value('How many days are there from March 3, 2025 to May 17, 2025? (count May 17 but not March 3)',
            lambda: (dt.date(2025, 5, 17) - dt.date(2025, 3, 3)).days, lambda: (31 - 3) + 30 + 17)
    b.text('what time was it 5 hours and 20 minutes before 2:10 AM?',
           lambda: strftime12(at(2, 10) - dt.timedelta(hours=5, minutes=20)), lambda: clock12(2 * 60 + 10 - 320))
    b.text('Write 13,000 seconds in hours, minutes and seconds.',
           lambda: '{} hours {} minutes {} seconds'.format(*str(dt.timedelta(seconds=13000)).split(':')).replace(' 0', ' '),
           lambda: f'{13000 // 3600} hours {13000 % 3600 // 60} minutes {13000 % 60} seconds')
    b.value('Lena worked from 8:15 AM to 4:45 PM and took a 30-minute unpaid lunch break. How many hours did she work?',
            lambda: sp.Rational((at(16, 45) - at(8, 15)).seconds - 1800, 3600), lambda: Fraction(16 * 60 + 45 - 8 * 60 - 15 - 30, 60))
    b.text('What day of the week is 1 January 2030?', lambda: dt.date(2030, 1, 1).strftime('%A'), lambda: zeller(1, 1, 2030))
    b.value('What is the smaller angle, in degrees, between the hour hand and the minute hand of a clock at 3:30?',
            lambda: min(abs(R(30 * 3) + R(30, 60) * 30 - 6 * 30), 360 - abs(R(30 * 3) + R(30, 60) * 30 - 6 * 30)),
            lambda: abs(30 * 3 - Fraction(11, 2) * 30))
    b.text('how many hours and minutes is 500 minutes', lambda: duration_text(int(dt.timedelta(minutes=500).seconds // 60)),
           lambda: f'{500 // 60} hours {500 - 60 * (500 // 60)} minutes')
    b.value('Maya falls asleep at 10:40 PM and wakes up at 6:25 AM. How many minutes did she sleep?',
            lambda: (dt.datetime(2025, 1, 2, 6, 25) - dt.datetime(2025, 1, 1, 22, 40)).seconds // 60,
            lambda: (24 * 60 - (22 * 60 + 40)) + 6 * 60 + 25)


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
