"""Number questions of the eighth everyday development set: arithmetic, percent, rounding, number_bases,
number_theory, comparison, measurement and time. Voices: a story, b textbook list, c curriculum wording,
d student asking for help (see common.VOICES)."""
from __future__ import annotations

import itertools
import math
from datetime import date, datetime, timedelta, timezone
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import (R, by_division, dec, factorization_text,  # noqa: F401
                    from_digits, is_prime_trial, round_by_integers, round_half_up, sig_by_integers, sig_figs,
                    to_base, trial_factorization_text)

STYLE = {'percent': 'decimal', 'measurement': 'decimal'}


def in_unit(quantity, unit):
    """The number of `unit`s in a sympy.physics.units quantity, exactly."""
    value = sp.nsimplify(u.convert_to(quantity, unit) / unit)
    if value.free_symbols or value.has(u.Quantity):
        raise ValueError(f'{quantity} is not in {unit}')
    return value


def clock(minutes: int, style: str) -> str:
    """Minutes after midnight as '13:25' (24 h) or '1:25 PM' (12 h), by integer arithmetic only."""
    h, m = divmod(minutes % (24 * 60), 60)
    if style == '24':
        return f'{h:02d}:{m:02d}'
    return f'{(h - 1) % 12 + 1}:{m:02d} {"AM" if h < 12 else "PM"}'


def am_pm(dt: datetime) -> str:
    return dt.strftime('%I:%M %p').lstrip('0')


def day_number(y: int, m: int, d: int) -> int:
    """Days since 1 January of year 1, by the leap-year rule (the check for datetime differences)."""
    leap = lambda yr: yr % 4 == 0 and (yr % 100 != 0 or yr % 400 == 0)  # noqa: E731
    lengths = [31, 29 if leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return sum(366 if leap(yr) else 365 for yr in range(1, y)) + sum(lengths[:m - 1]) + d


def zeller(y: int, m: int, d: int) -> str:
    if m < 3:
        m, y = m + 12, y - 1
    h = (d + 13 * (m + 1) // 5 + y % 100 + (y % 100) // 4 + (y // 100) // 4 + 5 * (y // 100)) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


def hours_minutes(total_minutes: int) -> str:
    h, m = divmod(total_minutes, 60)
    return f'{h} hours {m} minutes'


# ---------------------------------------------------------------- arithmetic

def arithmetic(b):
    b.value('Maya buys 3 notebooks at $2.45 each and a pen for $1.80 at the school shop. She pays with a $20 '
            'note. How much change should she get, in dollars?',
            lambda: 20 - 3 * dec('2.45') - dec('1.80'),
            lambda: Fraction(2000 - (245 + 245 + 245) - 180, 100), v='a', style='decimal')
    b.value('A cookie recipe uses 2 3/4 cups of flour for one batch. Lena is baking 1 1/2 batches for her class '
            'of 24 students. How many cups of flour does she need? Give your answer as an improper fraction.',
            lambda: (2 + R(3, 4)) * (1 + R(1, 2)),
            lambda: Fraction(2 * 4 + 3, 4) * Fraction(1 * 2 + 1, 2), v='a')
    b.value('At 6 am the temperature at Jonas\'s weather station was −6.5 °C. By 2 pm it had risen by 11.75 '
            'degrees, and by midnight it had fallen by 8.5 degrees from the 2 pm reading. What was the '
            'temperature at midnight, in °C?',
            lambda: dec('-6.5') + dec('11.75') - dec('8.5'),
            lambda: Fraction(-650 + 1175 - 850, 100), v='a', style='decimal')
    b.value('Exercise 2.4  Evaluate. Write each answer as a fraction in lowest terms.\n9)  5/6 − 3/8 ÷ 9/4',
            lambda: R(5, 6) - R(3, 8) / R(9, 4),
            lambda: Fraction(5 * 6, 36) - Fraction(3 * 4, 8 * 9), v='b')
    b.value('Section 1.3 — Evaluate without a calculator, giving each answer as a fraction.\n(iv)  2⁻³ + 4⁻¹ × 3²',
            lambda: sp.Integer(2) ** -3 + sp.Integer(4) ** -1 * sp.Integer(3) ** 2,
            lambda: Fraction(1, 2 * 2 * 2) + Fraction(3 * 3, 4), v='b')
    b.value('Q7  Calculate, showing your working.\n(c)  0.36 ÷ 0.012 − 1.5 × 4.2',
            lambda: dec('0.36') / dec('0.012') - dec('1.5') * dec('4.2'),
            lambda: Fraction(360, 12) - Fraction(15 * 42, 100), v='b', style='decimal')
    b.value('What is the value of the expression 18 − 4 × (7 − 2)² ÷ 10?',
            lambda: 18 - 4 * sp.Integer(7 - 2) ** 2 / 10,
            lambda: Fraction(18 * 10 - 4 * 25, 10), v='c')
    b.value('Work out 3 2/5 − 1 7/8. Give your answer as an improper fraction in its simplest form.',
            lambda: (3 + R(2, 5)) - (1 + R(7, 8)),
            lambda: Fraction(17 * 8 - 15 * 5, 40), v='c')
    b.value('Find the value of (−3)³ + (1/2)⁻² − 5⁰.',
            lambda: sp.Integer(-3) ** 3 + R(1, 2) ** -2 - sp.Integer(5) ** 0,
            lambda: Fraction((-3) * (-3) * (-3)) + Fraction(2 * 2) - 1, v='c')
    b.value('I keep getting 11/12 for this and my friend got something different. Can you work out '
            '2/3 + 1/4 × 2/5 properly? I want it as a fraction.',
            lambda: R(2, 3) + R(1, 4) * R(2, 5),
            lambda: Fraction(2 * 10 + 3, 30), v='d')
    b.value('My teacher gave us this for practice and I don\'t know what to do with mixed numbers when '
            'dividing: 1 1/3 ÷ 2 2/9. The answer should be a fraction in lowest terms.',
            lambda: (1 + R(1, 3)) / (2 + R(2, 9)),
            lambda: Fraction(4 * 9, 3 * 20), v='d')
    b.value('We just started negative indices and I\'m confused. What is 10⁻² × 5³ as a decimal?',
            lambda: sp.Integer(10) ** -2 * sp.Integer(5) ** 3,
            lambda: Fraction(125, 100), v='d', style='decimal')


# ---------------------------------------------------------------- percent

def percent(b):
    b.value('Priya and Tom\'s bill at a café comes to $46.80. They want to leave an 18% tip. How much is the tip, '
            'in dollars to the nearest cent?',
            lambda: round_half_up(dec('46.80') * R(18, 100), 2),
            lambda: round_by_integers(Fraction(4680 * 18, 100 * 100), 2), v='a')
    b.value('This football season the school team played 25 games: it won 17, drew 3 and lost the rest. What '
            'percentage of its games did it win?',
            lambda: R(17, 25) * 100,
            lambda: next(p for p in range(101) if p * 25 == 17 * 100), v='a')
    b.value('A jacket was marked down 30%, and then a further 10% was taken off the sale price at the checkout. '
            'Jonah paid $56.70. What was the original price, in dollars?',
            lambda: dec('56.70') / ((1 - R(30, 100)) * (1 - R(10, 100))),
            lambda: next(p for p in range(1, 1000) if Fraction(p) * 63 / 100 == Fraction(5670, 100)), v='a')
    b.value('Exercise 6B  Find each amount.\n11)  35% of 260',
            lambda: R(35, 100) * 260,
            lambda: Fraction(260 * 35, 100), v='b')
    b.value('Section 5.2 — Reverse percentages\n8.  A laptop costs £648 including VAT at 20%. Find the cost of '
            'the laptop before VAT was added, in pounds.',
            lambda: sp.Integer(648) / (1 + R(20, 100)),
            lambda: next(p for p in range(1, 1000) if p + Fraction(p * 20, 100) == 648), v='b')
    b.value('Exercise 3.5  Percentage change. Find the percentage decrease in each case.\n4)  from 80 kg to 62 kg',
            lambda: (80 - sp.Integer(62)) / 80 * 100,
            lambda: Fraction(1800, 80), v='b')
    b.value('A store increases the price of a $24 shirt by 15%. What is the new price of the shirt, in dollars?',
            lambda: 24 * (1 + R(15, 100)),
            lambda: Fraction(2400 + 2400 * 15 // 100, 100), v='c')
    b.value('£2500 is invested at 3.2% per annum compound interest. Work out the value of the investment after '
            '4 years. Give your answer to the nearest penny.',
            lambda: round_half_up(2500 * (1 + dec('0.032')) ** 4, 2),
            lambda: round_by_integers(_grow(Fraction(2500), Fraction(1032, 1000), 4), 2), v='c')
    b.value('Determine what percentage 18 is of 48.',
            lambda: sp.Integer(18) / 48 * 100,
            lambda: Fraction(18 * 100, 48), v='c')
    b.value('I did 15% of 340 and got 5.1, which seems way too small. What is 15% of 340 actually?',
            lambda: R(15, 100) * 340,
            lambda: Fraction(340, 10) + Fraction(340, 20), v='d')
    b.value('My phone plan went from $35 a month to $42 a month and I want the percent increase. I tried 42/35 '
            'and got 1.2, but that isn\'t a percent, right? What is the percentage increase?',
            lambda: (sp.Integer(42) - 35) / 35 * 100,
            lambda: next(p for p in range(101) if 35 * (100 + p) == 42 * 100), v='d')
    b.value('Question from my quiz yesterday: a car worth $18000 loses 12% of its value each year. What is it '
            'worth after 3 years, to the nearest cent? I put 11520 but that was marked wrong.',
            lambda: round_half_up(18000 * (1 - dec('0.12')) ** 3, 2),
            lambda: round_by_integers(_grow(Fraction(18000), Fraction(88, 100), 3), 2), v='d')


def _grow(amount: Fraction, factor: Fraction, years: int) -> Fraction:
    for _ in range(years):
        amount = amount * factor
    return amount


# ---------------------------------------------------------------- rounding

def rounding(b):
    b.value('The school fundraiser raised 48652 dollars this year. For the newsletter, the head teacher wants the '
            'total rounded to the nearest thousand dollars. What number should she print?',
            lambda: round_half_up(48652, -3),
            lambda: round_by_integers(Fraction(48652), -3), v='a')
    b.value('In the chemistry lab Aisha measures the mass of a crystal as 0.0048362 g on a balance that cost the '
            'school $900. Her teacher wants the mass recorded to 3 significant figures. What should she write, in '
            'grams?',
            lambda: sig_figs('0.0048362', 3),
            lambda: sig_by_integers(Fraction('0.0048362'), 3), v='a')
    b.value('A pharmacist weighs out a powder and the scale shows 0.99962 kg. The label must show the mass in kg '
            'rounded to 3 decimal places. What goes on the label?',
            lambda: round_half_up('0.99962', 3),
            lambda: round_by_integers(Fraction('0.99962'), 3), v='a')
    b.value('Exercise 1.2  Round each number to the number of decimal places shown in brackets.\n6)  7.3649  (2 d.p.)',
            lambda: round_half_up('7.3649', 2),
            lambda: round_by_integers(Fraction('7.3649'), 2), v='b')
    b.value('Section 2 — Significant figures. Write each number correct to 2 significant figures.\n(v)  86451',
            lambda: sig_figs('86451', 2),
            lambda: sig_by_integers(Fraction(86451), 2), v='b')
    b.value('Q3  Round to 3 decimal places.\n(d)  14.99951',
            lambda: round_half_up('14.99951', 3),
            lambda: round_by_integers(Fraction('14.99951'), 3), v='b')
    b.value('Round 628.4751 to the nearest tenth.',
            lambda: round_half_up('628.4751', 1),
            lambda: round_by_integers(Fraction('628.4751'), 1), v='c')
    b.value('Work out √(19.6² − 7.3²). Give your answer to 3 s.f.',
            lambda: sig_figs(str(sp.N(sp.sqrt(dec('19.6') ** 2 - dec('7.3') ** 2), 30)), 3),
            lambda: sig_by_integers(Fraction(math.isqrt((196 ** 2 - 73 ** 2) * 10 ** 16), 10 ** 9), 3), v='c')
    b.value('Calculate 1 ÷ 7, correct to 4 decimal places.',
            lambda: round_half_up(sp.Rational(1, 7), 4),
            lambda: round_by_integers(Fraction(1, 7), 4), v='c')
    b.value('My calculator shows 2.0449999 and the question wants 2 decimal places. I wrote 2.05 because the 4 '
            'then 9s round up, is that right? What is 2.0449999 rounded to 2 decimal places?',
            lambda: round_half_up('2.0449999', 2),
            lambda: round_by_integers(Fraction('2.0449999'), 2), v='d')
    b.value('I rounded 46750 to 2 significant figures and got 46000 but the book says otherwise. What is 46750 '
            'to 2 significant figures?',
            lambda: sig_figs('46750', 2),
            lambda: sig_by_integers(Fraction(46750), 2), v='d')
    b.value('We\'re rounding big numbers in class this week. What is 1234567 rounded to the nearest thousand?',
            lambda: round_half_up(1234567, -3),
            lambda: round_by_integers(Fraction(1234567), -3), v='d')


# ---------------------------------------------------------------- number_bases

def _add_binary(p: str, q: str) -> str:
    """Column addition of two binary numerals."""
    p, q = p.zfill(max(len(p), len(q))), q.zfill(max(len(p), len(q)))
    out, carry = '', 0
    for dp, dq in zip(reversed(p), reversed(q)):
        s = int(dp) + int(dq) + carry
        out, carry = str(s % 2) + out, s // 2
    return ('1' + out if carry else out).lstrip('0') or '0'


def _mul_binary(p: str, q: str) -> str:
    """Shift-and-add multiplication of two binary numerals."""
    total = '0'
    for shift, bit in enumerate(reversed(q)):
        if bit == '1':
            total = _add_binary(total, p + '0' * shift)
    return total


def number_bases(b):
    b.value('Sam\'s computer club writes its number of members in binary on the door: 101101. How many members '
            'does the club have, in ordinary base ten?',
            lambda: int('101101', 2), lambda: from_digits('101101', 2), v='a')
    b.text('Zoe is designing a poster for the bake sale and picks a colour whose red value is 203. What is 203 '
           'written in hexadecimal? Use lowercase letters.',
           lambda: to_base(203, 16), lambda: by_division(203, 16), v='a')
    b.text('In a science lab, a sensor sends two readings in binary: 10111 and 1101. What is the sum of the two '
           'readings, written in binary?',
           lambda: to_base(int('10111', 2) + int('1101', 2), 2), lambda: _add_binary('10111', '1101'), v='a')
    b.value('Exercise 3.1  Convert each number to base 10.\n5)  2134₅',
            lambda: int('2134', 5), lambda: 2 * 125 + 1 * 25 + 3 * 5 + 4, v='b')
    b.text('Section 4.2  Write each decimal number in base 8.\n(vii)  500',
           lambda: to_base(500, 8), lambda: by_division(500, 8), v='b')
    b.text('Q9  Work in base 2.\n(b)  1011₂ × 110₂',
           lambda: to_base(int('1011', 2) * int('110', 2), 2), lambda: _mul_binary('1011', '110'), v='b')
    b.value('What is the value of the base-three number 1222₃ written in base ten?',
            lambda: int('1222', 3), lambda: from_digits('1222', 3), v='c')
    b.text('Work out 7A₁₆ + 2F₁₆. Give your answer in hexadecimal, using lowercase letters.',
           lambda: to_base(int('7a', 16) + int('2f', 16), 16),
           lambda: format(from_digits('7a', 16) + from_digits('2f', 16), 'x'), v='c')
    b.text('Express the decimal number 87 in base 4.',
           lambda: to_base(87, 4), lambda: by_division(87, 4), v='c')
    b.text('I converted 100 to binary and got 1100010, but when I convert it back I don\'t get 100. What is 100 '
           'in binary?',
           lambda: to_base(100, 2), lambda: format(100, 'b'), v='d')
    b.value('My teacher gave us this for practice: convert the hexadecimal number 3a7 to decimal.',
            lambda: int('3a7', 16), lambda: from_digits('3a7', 16), v='d')
    b.text('We\'re doing octal in my coding class and I can\'t do the borrowing. What is 777₈ − 123₈? I need the '
           'answer in base 8.',
           lambda: to_base(int('777', 8) - int('123', 8), 8),
           lambda: ''.join(str(int(p) - int(q)) for p, q in zip('777', '123')), v='d')


# ---------------------------------------------------------------- number_theory

def _euclid(p: int, q: int) -> int:
    while q:
        p, q = q, p % q
    return p


def number_theory(b):
    b.value('Zara has 84 red beads and 126 blue beads. She wants to make identical bracelets that use up all of '
            'the beads with none left over. What is the greatest number of bracelets she can make?',
            lambda: sp.gcd(84, 126), lambda: _euclid(84, 126), v='a')
    b.value('At the bus depot one route leaves every 18 minutes and another every 30 minutes. Both leave together '
            'at 7:00 am. How many minutes later do they next leave together?',
            lambda: sp.ilcm(18, 30), lambda: next(m for m in range(1, 1000) if m % 18 == 0 and m % 30 == 0), v='a')
    b.text('The school hall has 391 seats. Ravi says 391 is prime, so the seats can\'t be set out in a rectangle '
           'with more than one row. Is 391 prime or composite?',
           lambda: 'prime' if sp.isprime(391) else 'composite',
           lambda: 'prime' if is_prime_trial(391) else 'composite', v='a')
    b.text('Exercise 5.4  Write each number as a product of its prime factors, using index notation.\n12)  1188',
           lambda: factorization_text(1188), lambda: trial_factorization_text(1188), v='b')
    b.value('Q6  Use the Euclidean algorithm to find the highest common factor.\n(a)  gcd(1071, 462)',
            lambda: sp.gcd(1071, 462), lambda: _euclid(1071, 462), v='b')
    b.value('Section 3.3 — Find the remainder in each case.\n(ii)  7¹⁰⁰ is divided by 5',
            lambda: pow(7, 100, 5), lambda: _power_mod_loop(7, 100, 5), v='b')
    b.value('Find the sum of all the positive divisors of 120.',
            lambda: sp.divisor_sigma(120), lambda: sum(d for d in range(1, 121) if 120 % d == 0), v='c')
    b.value('Work out the lowest common multiple of 28, 42 and 45.',
            lambda: sp.ilcm(28, 42, 45),
            lambda: next(m for m in range(45, 10 ** 5, 45) if m % 28 == 0 and m % 42 == 0), v='c')
    b.value('A positive integer n leaves a remainder of 3 when divided by 5 and a remainder of 2 when divided by 7. '
            'Find the smallest possible value of n.',
            lambda: sp.ntheory.modular.crt([5, 7], [3, 2])[0],
            lambda: next(m for m in range(1, 100) if m % 5 == 3 and m % 7 == 2), v='c')
    b.value('Question from my quiz yesterday: what digit goes in the box so that 52□4 is divisible by 9? I said 6 '
            'but I\'m not sure.',
            lambda: next(d for d in range(10) if int(f'52{d}4') % 9 == 0),
            lambda: (9 - (5 + 2 + 4) % 9) % 9, v='d')
    b.value('My teacher gave us this for practice and I\'ve never seen ≡ before: find the smallest positive x '
            'with 5x ≡ 3 (mod 11).',
            lambda: sp.mod_inverse(5, 11) * 3 % 11, lambda: next(v for v in range(1, 11) if (5 * v - 3) % 11 == 0),
            v='d')
    b.value('We\'re doing number of divisors. How many positive factors does 360 have? I listed them and counted '
            '20 but I think I missed some.',
            lambda: sp.divisor_count(360), lambda: sum(1 for d in range(1, 361) if 360 % d == 0), v='d')


def _power_mod_loop(base: int, exp: int, mod: int) -> int:
    r = 1
    for _ in range(exp):
        r = r * base % mod
    return r


# ---------------------------------------------------------------- comparison

def _ordered(items: list[str], reverse: bool = False) -> list[str]:
    return sorted(items, key=lambda s: sp.nsimplify(sp.sympify(s)), reverse=reverse)


def _mp(s: str):
    return mpmath.mpf(sp.N(sp.sympify(s), 50))


def comparison(b):
    eaten = {'Ana': '5/8', 'Ben': '0.6', 'Chloe': '7/12'}
    b.text('Three friends share pizzas at a party. Ana eats 5/8 of a pizza, Ben eats 0.6 of a pizza and Chloe eats '
           '7/12 of a pizza. Who eats the most pizza?',
           lambda: max(eaten, key=lambda who: sp.Rational(eaten[who])),
           lambda: max(eaten, key=lambda who: Fraction(eaten[who]) * 120), v='a')
    jumps = ['4.08', '4.8', '4.18', '4.081']
    b.list('In the long-jump final the four jumps were 4.08 m, 4.8 m, 4.18 m and 4.081 m. List the jumps in metres '
           'from shortest to longest.',
           lambda: _ordered(jumps), lambda: sorted(Fraction(j) for j in jumps), v='a')
    lows = ['-3.5', '-4', '-3.45', '-0.5']
    b.value('The overnight lows in four mountain towns were −3.5 °C, −4 °C, −3.45 °C and −0.5 °C. The warmest town '
            'also had 12 mm of rain. What was the coldest of the four lows, in °C?',
            lambda: min(lows, key=Decimal), lambda: sorted(Fraction(s) for s in lows)[0], v='a')
    nums = ['-1/3', '-0.3', '-0.35', '-2/5']
    b.list('Exercise 1.6  Write each list in descending order (largest first).\n7)  −1/3, −0.3, −0.35, −2/5',
           lambda: _ordered(nums, reverse=True), lambda: sorted((Fraction(s) for s in nums), reverse=True), v='b')
    b.text('Q2  Write <, = or > between each pair of numbers.\n(c)  0.4̅5̅  ☐  5/11   (0.4̅5̅ means 0.454545…)',
           lambda: _relation(sp.Rational(45, 99), sp.Rational(5, 11)), lambda: _recurring_check('45', 5, 11), v='b')
    b.value('Section 1.4 — Comparing powers. Write down the greater number in each pair.\n3)  2⁵⁰ or 3³²',
            lambda: max(sp.Integer(2) ** 50, sp.Integer(3) ** 32),
            lambda: 2 ** 50 if 50 * mpmath.log(2) > 32 * mpmath.log(3) else 3 ** 32, v='b')
    b.value('Which value is greater: −7/4 or −1.8?',
            lambda: max(['-7/4', '-1.8'], key=lambda s: sp.Rational(s)),
            lambda: -Fraction(7, 4) if -7 * 10 > -18 * 4 else Fraction(-18, 10), v='c')
    given = ['sqrt(0.5)', '0.7', '5/7', '0.707']
    b.list('Write these numbers in order of size, starting with the smallest: √0.5, 0.7, 5/7, 0.707',
           lambda: _ordered(given), lambda: sorted((_mp(s) for s in given)), v='c')
    b.value('Determine which is larger, ∛5 or √3.',
            lambda: max(['5^(1/3)', 'sqrt(3)'], key=lambda s: sp.N(sp.sympify(s), 30)),
            lambda: sp.sqrt(3) if 3 ** 3 > 5 ** 2 else sp.cbrt(5), v='c')
    b.value('I thought 3/7 was smaller than 0.43 but now I\'m not sure. Which one is bigger, 3/7 or 0.43?',
            lambda: max(['3/7', '0.43'], key=lambda s: sp.Rational(s)),
            lambda: Fraction(43, 100) if 43 * 7 > 3 * 100 else Fraction(3, 7), v='d')
    mixed = ['-2', '1/2', '-2.5', '-1/4', '0']
    b.list('My teacher gave us this for practice: put these numbers in order from biggest to smallest: −2, 1/2, '
           '−2.5, −1/4, 0',
           lambda: _ordered(mixed, reverse=True), lambda: sorted((Fraction(s) for s in mixed), reverse=True), v='d')
    b.text('We\'re doing powers in class. Compare 9²⁰ and 27¹³: which sign goes between them, <, = or >? '
           'I said < because 27 is bigger than 9.',
           lambda: _relation(sp.Integer(9) ** 20, sp.Integer(27) ** 13), lambda: _relation(2 * 20, 3 * 13), v='d')


def _relation(p, q) -> str:
    return '<' if p < q else '=' if p == q else '>'


def _recurring_check(block: str, num: int, den: int) -> str:
    """Long division of num/den against 0.(block)(block)...: '=' if the digits repeat exactly."""
    digits, r = '', num
    for _ in range(4 * len(block)):
        r *= 10
        digits += str(r // den)
        r %= den
    return '=' if digits == block * 4 and num < den else '<>'


# ---------------------------------------------------------------- measurement

def measurement(b):
    b.value('Mia\'s fish tank is 60 cm long, 30 cm wide and 40 cm tall. How many litres of water does it hold when '
            'it is full?',
            lambda: in_unit(60 * 30 * 40 * u.cm ** 3, u.liter), lambda: Fraction(60 * 30 * 40, 1000), v='a')
    b.value('On a road trip through Oregon the Garcias drive 150 miles on the first day and spend $48 on fuel. How '
            'many kilometres is 150 miles? Use 1 mile = 1.609344 km.',
            lambda: in_unit(150 * u.mile, u.km), lambda: Fraction(150 * 5280 * 12 * 254, 100 * 100000), v='a')
    b.value('Emma\'s American cake recipe says to bake at 350 °F, but her oven is marked in °C. What is 350 °F in °C, '
            'to the nearest degree?',
            lambda: round_half_up((sp.Integer(350) - 32) * R(5, 9), 0),
            lambda: round_by_integers(Fraction(350 - 32, 212 - 32) * 100, 0), v='a')
    b.value('Exercise 8.2  Convert the units.\n4)  3.2 m² to cm²',
            lambda: in_unit(dec('3.2') * u.m ** 2, u.cm ** 2), lambda: Fraction(32, 10) * 100 * 100, v='b')
    b.value('Q5  Convert each speed into metres per second.\n(b)  90 km/h',
            lambda: in_unit(90 * u.km / u.hour, u.m / u.s), lambda: Fraction(90 * 1000, 60 * 60), v='b')
    b.value('Section 7 — Imperial units (1 lb = 16 oz)\n(iii)  A baby weighs 7 lb 9 oz. Write this mass in ounces.',
            lambda: 7 * sp.Integer(16) + 9, lambda: sum([16] * 7) + 9, v='b')
    b.value('How many inches are in 3.5 yards?',
            lambda: in_unit(dec('3.5') * u.yard, u.inch), lambda: Fraction(7, 2) * 3 * 12, v='c')
    b.value('A bottle holds 750 ml. Work out the greatest number of bottles that can be filled completely from a '
            '20 litre container.',
            lambda: sp.floor(in_unit(20 * u.liter, u.milliliter) / 750), lambda: _fits(20000, 750), v='c')
    b.value('Determine the number of cubic centimetres in 0.0045 m³.',
            lambda: in_unit(dec('0.0045') * u.m ** 3, u.cm ** 3), lambda: Fraction(45, 10000) * 100 ** 3, v='c')
    b.value('I need my height in cm for a form. I\'m 5 ft 8 in and 1 in = 2.54 cm. I got 172.7 but I want the exact '
            'value, not rounded. What is it?',
            lambda: in_unit(5 * u.foot + 8 * u.inch, u.cm), lambda: Fraction((5 * 12 + 8) * 254, 100), v='d')
    b.value('My teacher gave us this one as a trick question: convert −40 °C to °F. What is the answer?',
            lambda: sp.Integer(-40) * R(9, 5) + 32,
            lambda: 32 + Fraction(-40 - 0, 100 - 0) * (212 - 32), v='d')
    b.value('We\'re doing speed. A cyclist rides 18 km in 45 minutes. What is her average speed in km/h? I did '
            '18 ÷ 45 and got 0.4, which can\'t be right.',
            lambda: in_unit(18 * u.km / (45 * u.minute), u.km / u.hour), lambda: Fraction(18 * 60, 45), v='d')


def _fits(total: int, each: int) -> int:
    count = 0
    while total >= each:
        total -= each
        count += 1
    return count


# ---------------------------------------------------------------- time

def time(b):
    b.text('Leo\'s train leaves at 10:47 and the journey takes 2 hours 38 minutes. At what time does it arrive? '
           'Give the time on the 24-hour clock.',
           lambda: (datetime(2025, 1, 1, 10, 47) + timedelta(hours=2, minutes=38)).strftime('%H:%M'),
           lambda: clock(10 * 60 + 47 + 2 * 60 + 38, '24'), v='a')
    b.text('The Patels go to the cinema. The film starts at 7:40 pm and lasts 2 hours 25 minutes, and they paid $12 '
           'each for tickets. At what time does the film end? Give the time with am or pm.',
           lambda: am_pm(datetime(2025, 1, 1, 19, 40) + timedelta(hours=2, minutes=25)),
           lambda: clock(19 * 60 + 40 + 145, '12'), v='a')
    b.value('Today is 29 January 2025 and Grandma\'s birthday is on 14 March 2025. How many days is it until her '
            'birthday?',
            lambda: (date(2025, 3, 14) - date(2025, 1, 29)).days,
            lambda: day_number(2025, 3, 14) - day_number(2025, 1, 29), v='a')
    b.text('Exercise 9.3  Write each time using the 12-hour clock with am or pm.\n8)  00:35',
           lambda: am_pm(datetime(2025, 1, 1, 0, 35)), lambda: clock(35, '12'), v='b')
    b.text('Q11  Time zones\n(a)  A flight leaves London at 09:15 local time and lands in New York 7 hours 50 '
           'minutes later. New York is 5 hours behind London. What is the local time in New York when the flight '
           'lands? Give the time on the 24-hour clock.',
           lambda: (datetime(2025, 1, 15, 9, 15, tzinfo=timezone.utc) + timedelta(hours=7, minutes=50))
           .astimezone(timezone(timedelta(hours=-5))).strftime('%H:%M'),
           lambda: clock(9 * 60 + 15 + 7 * 60 + 50 - 5 * 60, '24'), v='b')
    b.text('Section 6.1 — Write each time in hours and minutes.\n(iv)  3.65 hours',
           lambda: hours_minutes(int(timedelta(hours=3.65).total_seconds() // 60)),
           lambda: hours_minutes(int(Fraction('3.65') * 60)), v='b')
    b.text('A work shift runs from 10:45 AM to 6:20 PM. How long is the shift, in hours and minutes?',
           lambda: hours_minutes(int((datetime(2025, 1, 1, 18, 20) - datetime(2025, 1, 1, 10, 45)).seconds // 60)),
           lambda: hours_minutes((12 - 11) * 60 + 15 + 6 * 60 + 20), v='c')
    b.text('Determine the day of the week on which 20 July 1969 fell.',
           lambda: date(1969, 7, 20).strftime('%A'), lambda: zeller(1969, 7, 20), v='c')
    b.value('Find the number of days from 15 August 1947 to 26 January 1950 (count 16 August 1947 as the first day '
            'and 26 January 1950 as the last).',
            lambda: (date(1950, 1, 26) - date(1947, 8, 15)).days,
            lambda: day_number(1950, 1, 26) - day_number(1947, 8, 15), v='c')
    days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
    b.text('If today is Thursday, what day of the week will it be 250 days from today? I said Monday but I\'m '
           'not confident.',
           lambda: (date(2025, 1, 2) + timedelta(days=250)).strftime('%A'),
           lambda: days[(days.index('Thursday') + 250) % 7], v='d')
    b.text('My cousin in Toronto wants to video call me at 8:30 PM on Friday her time. I live in Sydney, which is '
           '15 hours ahead of Toronto. What time will it be for me? Please give it with AM or PM.',
           lambda: am_pm((datetime(2025, 3, 7, 20, 30, tzinfo=timezone(timedelta(hours=-5))))
                         .astimezone(timezone(timedelta(hours=10)))),
           lambda: clock(20 * 60 + 30 + 15 * 60, '12'), v='d')
    b.value('I\'m trying to work out how long I slept on the bus: from 11:50 PM to 1:15 AM the next morning. I got '
            '35 minutes. How many minutes is it really?',
            lambda: int((datetime(2025, 1, 2, 1, 15) - datetime(2025, 1, 1, 23, 50)).total_seconds() // 60),
            lambda: (24 * 60 - (23 * 60 + 50)) + 75, v='d')


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
