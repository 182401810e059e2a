"""arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time.

Every question carries its voice (v='a' .. 'k', see common.VOICES). `compute` derives the answer, `check` derives
it a second way."""
from __future__ import annotations

import datetime as dt
import itertools
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import (R, k, by_division, dec, F, factorization_text, from_digits, is_prime_trial, parse,
                    round_by_integers, round_half_up, sig_by_integers, sig_figs, to_base, trial_factorization_text)

STYLE = {'percent': 'decimal', 'measurement': 'decimal'}


# ---------------------------------------------------------------- helpers for the checks

def column_add(p: str, q: str, base: int) -> str:
    """Digit-by-digit addition with carries, written out (binary and hexadecimal sums)."""
    digits = '0123456789abcdef'
    p, q = p.lower().zfill(max(len(p), len(q))), q.lower().zfill(max(len(p), len(q)))
    out, carry = '', 0
    for dp, dq in zip(reversed(p), reversed(q)):
        s = digits.index(dp) + digits.index(dq) + carry
        out = digits[s % base] + out
        carry = s // base
    return (digits[carry] + out if carry else out).lstrip('0') or '0'


def column_subtract(p: str, q: str, base: int) -> str:
    """Digit-by-digit subtraction with borrowing (p >= q)."""
    q = q.zfill(len(p))
    out, borrow = '', 0
    for dp, dq in zip(reversed(p), reversed(q)):
        s = int(dp, base) - int(dq, base) - borrow
        borrow = 1 if s < 0 else 0
        out = '0123456789abcdef'[s + base * borrow] + out
    return out.lstrip('0') or '0'


def shift_and_add(p: str, q: str) -> str:
    """Binary multiplication: add shifted copies of p for every 1 in q."""
    total = '0'
    for shift, bit in enumerate(reversed(q)):
        if bit == '1':
            total = column_add(total, p + '0' * shift, 2)
    return total


def clock(minutes: int, twelve: bool = False) -> str:
    minutes %= 24 * 60
    h, m = divmod(minutes, 60)
    if not twelve:
        return f'{h:02d}:{m:02d}'
    suffix = 'AM' if h < 12 else 'PM'
    return f'{(h - 1) % 12 + 1}:{m:02d} {suffix}'


def hours_minutes(total_minutes) -> str:
    h, m = divmod(int(total_minutes), 60)
    return f'{h} hours {m} minutes'


def zeller(day: int, month: int, year: int) -> str:
    if month < 3:
        month += 12
        year -= 1
    K, J = year % 100, year // 100
    h = (day + (13 * (month + 1)) // 5 + K + K // 4 + J // 4 + 5 * J) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


def day_number(year: int, month: int, day: int) -> int:
    """Days since 1 January of year 1, counted with the leap-year rule."""
    def leap(yr):
        return yr % 4 == 0 and (yr % 100 != 0 or yr % 400 == 0)
    lengths = [31, 29 if leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    days = sum(366 if leap(yr) else 365 for yr in range(1, year))
    return days + sum(lengths[:month - 1]) + day


def ordered(items, reverse=False):
    """The items (as written) ordered by their exact values."""
    return sorted(items, key=lambda s: parse(s), reverse=reverse)


def ordered_numerically(items, reverse=False):
    """The check: the same ordering by 50-digit mpmath values."""
    vals = [mpmath.mpf(sp.N(parse(s), 50)) for s in items]
    idx = sorted(range(len(items)), key=lambda j: vals[j], reverse=reverse)
    return [parse(items[j]) for j in idx]


# ---------------------------------------------------------------- arithmetic

def arithmetic(b):
    b.value('Evaluate 5/6 − 3/8 + 1/4. Give your answer as a fraction in lowest terms.',
            lambda: R(5, 6) - R(3, 8) + R(1, 4),
            lambda: Fraction(5 * 8 * 4 - 3 * 6 * 4 + 6 * 8, 6 * 8 * 4), v='a')
    b.value('hey can u do 3 2/5 x 1 1/4 for me?? need it as an improper fraction not a mixed number',
            lambda: (3 + R(2, 5)) * (1 + R(1, 4)),
            lambda: Fraction(3 * 5 + 2, 5) * Fraction(1 * 4 + 1, 4), v='b')
    b.value('My daughter worked out 2 − 3 × (4 − 7)² ÷ 9 and got 1. I think she went wrong somewhere. '
            'What is the correct value?',
            lambda: 2 - 3 * sp.Integer(4 - 7) ** 2 / 9,
            lambda: (lambda inner: 2 - Fraction(3 * inner * inner, 9))(4 - 7), v='c')
    b.value('what is two to the power negative three plus four to the power zero minus one half',
            lambda: sp.Integer(2) ** -3 + sp.Integer(4) ** 0 - R(1, 2),
            lambda: Fraction(1, 2 * 2 * 2) + 1 - Fraction(1, 2), v='d')
    b.value('Please calculate how much is 7.25 minus 3.8 multiply by 1.5. The multiply must be done first, '
            'yes?',
            lambda: dec('7.25') - dec('3.8') * dec('1.5'),
            lambda: Fraction(725 * 10 - 38 * 15 * 10, 1000), v='e', style='decimal')
    b.value(r'Evaluate $\left(-\dfrac{2}{3}\right)^{-2} + (-1)^{5} \cdot 3^{0}$.',
            lambda: R(-2, 3) ** -2 + (-1) ** 5 * sp.Integer(3) ** 0,
            lambda: Fraction(3 * 3, (-2) * (-2)) - 1, v='f')
    b.value('Question 3 of 10\nSimplify: −12 + (−5) × (−4) − 18 ÷ (−3)\nType your answer as an integer.',
            lambda: -12 + sp.Integer(-5) * (-4) - sp.Integer(18) / (-3),
            lambda: next(v for v in range(-100, 100) if v + 12 == 20 + 6), v='g')
    b.value('Exercise 2B  Divide. Give each answer as an improper fraction in its simplest form.\n'
            '7) 5 1/3 ÷ 2/7',
            lambda: (5 + R(1, 3)) / R(2, 7),
            lambda: Fraction(16, 3) * Fraction(7, 2), v='h')
    b.value('Priya bought 2 3/4 kg of rice and used 1 5/6 kg of it to cook for 30 guests at a party. '
            'How many kilograms of rice are left? Give the answer as a fraction.',
            lambda: (2 + R(3, 4)) - (1 + R(5, 6)),
            lambda: Fraction(33 - 22, 12), v='i')
    b.value("I'm trying to work out (−3)² − 3² + (−2)³ and I keep getting 1. Where am I going wrong? "
            'What should the answer be?',
            lambda: sp.Integer(-3) ** 2 - sp.Integer(3) ** 2 + sp.Integer(-2) ** 3,
            lambda: (-3) * (-3) - (3 * 3) + (-2) * (-2) * (-2), v='j')
    b.value('Work out 3/5 of 2 1/2, then add 0.45. Give your answer as a decimal.',
            lambda: R(3, 5) * (2 + R(1, 2)) + dec('0.45'),
            lambda: Fraction(3 * 5, 5 * 2) + Fraction(45, 100), v='k', style='decimal')
    b.value('Calculate 0.6 × 0.04 + 1.2 ÷ 0.3 without a calculator.',
            lambda: dec('0.6') * dec('0.04') + dec('1.2') / dec('0.3'),
            lambda: Fraction(6 * 4, 1000) + Fraction(12, 3), v='a', style='decimal')


# ---------------------------------------------------------------- percent

def percent(b):
    b.value('Find 17.5% of 640.',
            lambda: dec('17.5') / 100 * 640,
            lambda: Fraction(175 * 640, 1000), v='a')
    b.value('wat percent is 27 out of 36?? just the number, no % sign',
            lambda: R(27, 36) * 100,
            lambda: next(p for p in range(101) if 36 * p == 27 * 100), v='b')
    b.value('My son says a jacket that was marked down from $80 to $68 was reduced by 12%. Is he right? '
            'What is the actual percentage decrease?',
            lambda: R(80 - 68, 80) * 100,
            lambda: next(p for p in range(101) if 80 * p == 100 * 12), v='c')
    b.value('increase three hundred and twenty by fifteen percent',
            lambda: 320 * R(115, 100),
            lambda: 320 + Fraction(320 * 15, 100), v='d')
    b.value('After they put 20 percent VAT on it, the price of the phone become 594 pounds. How much the '
            'phone cost before the VAT, in pounds?',
            lambda: R(594) / R(6, 5),
            lambda: next(p for p in range(1000) if p * 120 == 594 * 100), v='e')
    b.value(r'A laptop priced at \$1250 is reduced by $20\%$, and the sale price is then reduced by a further '
            r'$10\%$. Find the final price, in dollars.',
            lambda: 1250 * R(80, 100) * R(90, 100),
            lambda: (lambda c: Fraction(c - c // 10, 100))(125000 - 125000 // 5), v='f')
    b.value('Question 7 of 12\nThe bill at a restaurant comes to $46.40. Leave an 18% tip on the bill. What '
            'is the total amount paid, tip included?\nEnter the amount in dollars, rounded to the nearest cent.',
            lambda: round_half_up(dec('46.40') * dec('1.18'), 2),
            lambda: round_by_integers(Fraction(4640 * 100 + 4640 * 18, 10000), 2), v='g')
    b.value('Exercise 5.4  Compound interest\n6. $3000 is invested at 4% per annum, compounded annually. '
            'Find the value of the investment after 3 years, correct to the nearest cent.',
            lambda: round_half_up(3000 * R(104, 100) ** 3, 2),
            lambda: round_by_integers(_grow(Fraction(3000), Fraction(4, 100), 3), 2), v='h')
    b.value("Marco's car cost £18500 when new. It loses 12% of its value every year, and he drives about "
            '9000 miles a year. How much is the car worth after 2 years? Give the answer to the nearest penny.',
            lambda: round_half_up(18500 * R(88, 100) ** 2, 2),
            lambda: round_by_integers(_grow(Fraction(18500), Fraction(-12, 100), 2), 2), v='i')
    b.value('I need the percentage change from 250 to 340. I did 90 ÷ 340 and got 26.47%, but the answer key '
            'disagrees. What is the correct percentage increase?',
            lambda: R(340 - 250, 250) * 100,
            lambda: next(p for p in range(101) if 250 + 250 * p // 100 == 340 and 250 * p % 100 == 0), v='j')
    b.value('If 35% of a number is 126, find the number.',
            lambda: sp.solve(R(35, 100) * sp.Symbol('N') - 126)[0],
            lambda: next(m for m in range(1, 10000) if 35 * m == 12600), v='k')
    b.value('ok so a shop does 25% off and then another 25% off the new price. whats the total discount '
            'overall as a percent? (just the number)',
            lambda: (1 - R(3, 4) ** 2) * 100,
            lambda: Fraction(2500 + 7500 // 4, 100), v='b')


def _grow(amount: Fraction, rate: Fraction, years: int) -> Fraction:
    for _ in range(years):
        amount += amount * rate
    return amount


# ---------------------------------------------------------------- rounding

def _sqrt_3sf(m: int) -> Decimal:
    """√m (irrational, between 1 and 10) to 3 s.f. from an integer square root."""
    q = math.isqrt(m * 10 ** 6)          # floor(1000 √m)
    return Decimal((q + 5) // 10).scaleb(-2)


def rounding(b):
    b.value('Round 8.4962 to 2 decimal places.',
            lambda: round_half_up('8.4962', 2),
            lambda: round_by_integers(F('8.4962'), 2), v='a')
    b.value('round 0.0030487 to 3 sig figs pls',
            lambda: sig_figs('0.0030487', 3),
            lambda: sig_by_integers(F('0.0030487'), 3), v='b')
    b.value('My son rounded 57496 to the nearest thousand and wrote 58000. What should the answer be?',
            lambda: round_half_up(57496, -3),
            lambda: Decimal((57496 + 500) // 1000 * 1000), v='c')
    b.value('round nine point nine nine nine six to three decimal places',
            lambda: round_half_up('9.9996', 3),
            lambda: round_by_integers(F('9.9996'), 3), v='d')
    b.value('Please make round the number 14.649 to the nearest tenth.',
            lambda: round_half_up('14.649', 1),
            lambda: round_by_integers(F('14.649'), 1), v='e')
    b.value(r'Give $\sqrt{47}$ correct to 3 significant figures.',
            lambda: sig_figs(str(sp.N(sp.sqrt(47), 30)), 3),
            lambda: _sqrt_3sf(47), v='f')
    b.value('Question 2 of 8\nWork out 3.14159 × 2.5 and round the result to 1 decimal place.\n'
            'Type your answer as a decimal.',
            lambda: round_half_up(dec('3.14159') * dec('2.5'), 1),
            lambda: round_by_integers(Fraction(314159 * 25, 10 ** 6), 1), v='g')
    b.value('Exercise 1C  Write each number correct to 2 significant figures.\n(f) 0.0004178',
            lambda: sig_figs('0.0004178', 2),
            lambda: sig_by_integers(F('0.0004178'), 2), v='h')
    b.value('The stadium in Leeds held 48652 fans on Saturday, and each ticket cost £35. A newspaper rounds '
            'the crowd to 2 significant figures. What number does it print?',
            lambda: sig_figs('48652', 2),
            lambda: Decimal((48652 + 500) // 1000 * 1000), v='i')
    b.value('I was asked to round 2.0495 to 3 significant figures. I wrote 2.04 because I only looked at the '
            '4. What is the correct rounded value?',
            lambda: sig_figs('2.0495', 3),
            lambda: sig_by_integers(F('2.0495'), 3), v='j')
    b.value('Calculate 47.8 ÷ 6.3, correct to 2 decimal places.',
            lambda: round_half_up(R(478, 63), 2),
            lambda: round_by_integers(Fraction(478, 63), 2), v='k')
    b.value('My twins disagree about rounding 1999.96 to 1 decimal place: one wrote 2000.0 and the other '
            'wrote 1999.9. What is the right answer?',
            lambda: round_half_up('1999.96', 1),
            lambda: round_by_integers(F('1999.96'), 1), v='c')


# ---------------------------------------------------------------- number_bases

def number_bases(b):
    b.text('Convert 187 to binary.',
           lambda: to_base(187, 2), lambda: by_division(187, 2), v='a')
    b.value('convert 0x3F7 from hex to decimal pls',
            lambda: int('3F7', 16), lambda: from_digits('3f7', 16), v='b')
    b.text('My son says 1011₂ + 111₂ = 10000₂. I am not sure that is right. What is the sum, written in '
           'binary?',
           lambda: to_base(int('1011', 2) + int('111', 2), 2),
           lambda: column_add('1011', '111', 2), v='c')
    b.text('what is two hundred and fifty five in hexadecimal using lowercase letters',
           lambda: to_base(255, 16), lambda: by_division(255, 16), v='d')
    b.value('Change please the number 2102 from base 3 into the base ten.',
            lambda: int('2102', 3), lambda: from_digits('2102', 3), v='e')
    b.value(r'Express $(345)_8$ in base $10$.',
            lambda: int('345', 8), lambda: 3 * 8 * 8 + 4 * 8 + 5, v='f')
    b.text('Question 5 of 10\nCompute 101₂ × 11₂.\nEnter your answer in binary (digits 0 and 1 only).',
           lambda: to_base(int('101', 2) * int('11', 2), 2),
           lambda: shift_and_add('101', '11'), v='g')
    b.text('Exercise 3.2  Convert each number to the base shown.\n(d) 94 to base 5',
           lambda: to_base(94, 5), lambda: by_division(94, 5), v='h')
    b.text("Ada's coding club keeps its scores in octal. Team A scored 752₈ points and Team B scored 367₈ "
           'points in a match that lasted 40 minutes. How many more points did Team A score? Give the answer '
           'in octal.',
           lambda: to_base(int('752', 8) - int('367', 8), 8),
           lambda: column_subtract('752', '367', 8), v='i')
    b.text("I'm adding the hex numbers 2a9 and 1c7. I got 3f0 but I think I messed up a carry. What is the "
           'correct sum in hexadecimal (lowercase)?',
           lambda: to_base(int('2a9', 16) + int('1c7', 16), 16),
           lambda: column_add('2a9', '1c7', 16), v='j')
    b.value('Convert (123)₄ into the decimal number system.',
            lambda: int('123', 4), lambda: from_digits('123', 4), v='k')
    b.value('what is the binary number one zero one one zero one in base ten',
            lambda: int('101101', 2), lambda: sum(2 ** p for p, bit in enumerate(reversed('101101')) if bit == '1'),
            v='d')


# ---------------------------------------------------------------- number_theory

def _euclid(p: int, q: int) -> int:
    while q:
        p, q = q, p % q
    return p


def number_theory(b):
    b.value('Find the smallest positive integer x such that 7x ≡ 3 (mod 10).',
            lambda: sp.mod_inverse(7, 10) * 3 % 10,
            lambda: next(v for v in range(1, 11) if 7 * v % 10 == 3), v='a')
    b.value('lcm of 18, 24 and 30?? thx',
            lambda: sp.ilcm(18, 24, 30),
            lambda: next(m for m in range(1, 10 ** 4) if m % 18 == 0 and m % 24 == 0 and m % 30 == 0), v='b')
    b.text("My daughter says 221 is prime because it isn't divisible by 2, 3, 5 or 7. Is 221 prime or "
           'composite?',
           lambda: 'prime' if sp.isprime(221) else 'composite',
           lambda: 'prime' if is_prime_trial(221) else 'composite', v='c')
    b.value('what is the remainder when two to the power forty is divided by seven',
            lambda: pow(2, 40, 7),
            lambda: _repeat_mod(2, 40, 7), v='d')
    b.text('Please write 1764 like a product of prime numbers, with using powers.',
           lambda: factorization_text(1764), lambda: trial_factorization_text(1764), v='e')
    b.value(r'Use the Euclidean algorithm to find $\gcd(1071, 462)$.',
            lambda: sp.gcd(1071, 462), lambda: _euclid(1071, 462), v='f')
    b.value('Question 4 of 10\nHow many positive divisors does 360 have?\nEnter a whole number.',
            lambda: sp.divisor_count(360),
            lambda: sum(1 for d in range(1, 361) if 360 % d == 0), v='g')
    b.value('Exercise 7.1  Find the sum of all the positive divisors of each number.\n5) 84',
            lambda: sp.divisor_sigma(84),
            lambda: sum(d for d in range(1, 85) if 84 % d == 0), v='h')
    b.value('Lena has 84 red beads, 126 blue beads and 3 spools of thread. She wants to make identical '
            'bracelets that use up all the beads, with none left over. What is the greatest number of '
            'bracelets she can make?',
            lambda: sp.gcd(84, 126),
            lambda: max(d for d in range(1, 85) if 84 % d == 0 and 126 % d == 0), v='i')
    b.value('The digit d makes the number 3d71 divisible by 9. I tried d = 2 but 3271 ÷ 9 is not a whole '
            'number. What is d?',
            lambda: (9 - (3 + 7 + 1) % 9) % 9,
            lambda: _only([d for d in range(10) if int(f'3{d}71') % 9 == 0]), v='j')
    b.value('Find the smallest three-digit number which, when divided by 6, 15 and 18, leaves a remainder '
            'of 5 in each case.',
            lambda: next(sp.ilcm(6, 15, 18) * m + 5 for m in itertools.count() if sp.ilcm(6, 15, 18) * m + 5 >= 100),
            lambda: next(v for v in range(100, 1000) if v % 6 == 5 and v % 15 == 5 and v % 18 == 5), v='k')
    b.value('Find the smallest positive number x so that x gives rest 2 when divided by 3, rest 3 when '
            'divided by 5 and rest 2 when divided by 7.',
            lambda: sp.ntheory.modular.crt([3, 5, 7], [2, 3, 2])[0],
            lambda: next(v for v in range(1, 106) if v % 3 == 2 and v % 5 == 3 and v % 7 == 2), v='e')


def _repeat_mod(base: int, power: int, mod: int) -> int:
    r = 1
    for _ in range(power):
        r = r * base % mod
    return r


def _only(values: list):
    if len(values) != 1:
        raise ValueError(f'not one answer: {values}')
    return values[0]


# ---------------------------------------------------------------- comparison

def _bigger_power(p, q):
    """'p1^e1' or 'p2^e2', whichever is bigger, compared exactly."""
    return max((p, q), key=lambda s: parse(s))


def _bigger_by_logs(p, q):
    (b1, e1), (b2, e2) = [map(int, s.split('^')) for s in (p, q)]
    return b1 ** e1 if e1 * mpmath.log(b1) > e2 * mpmath.log(b2) else b2 ** e2


def comparison(b):
    items = ['3/8', '0.37', '0.4', '5/13']
    b.list('Arrange in ascending order: 3/8, 0.37, 0.4, 5/13.',
           lambda: ordered(items),
           lambda: sorted((Fraction(s) for s in items)), v='a')
    b.value('which is bigger, 2^30 or 3^19?? just tell me the bigger one',
            lambda: _bigger_power('2^30', '3^19'),
            lambda: _bigger_by_logs('2^30', '3^19'), v='b')
    b.text('My son wrote 0.3333… (the 3 recurring) < 1/3 in his homework. Which symbol is correct between '
           'the recurring decimal 0.333… and 1/3: <, = or >?',
           lambda: _symbol(R(3, 9), R(1, 3)),
           lambda: _symbol(sp.summation(3 / sp.Integer(10) ** k, (k, 1, sp.oo)), Fraction(1, 3)), v='c')
    spoken = ['-7/4', '-1.8', '-1.7', '-sqrt(3)']
    b.list('put these in order from largest to smallest negative seven fourths negative one point eight '
           'negative one point seven and negative square root of three',
           lambda: ordered(spoken, reverse=True),
           lambda: ordered_numerically(spoken, reverse=True), v='d')
    b.value('Which one is the most small number: 0.09, 0.1, 0.089 or 0.0999?',
            lambda: min(['0.09', '0.1', '0.089', '0.0999'], key=lambda s: sp.Rational(s)),
            lambda: min(Fraction(s) for s in ['0.09', '0.1', '0.089', '0.0999']), v='e')
    b.text(r'Insert the correct symbol $<$, $=$ or $>$ in the box: $\sqrt[3]{5} \;\square\; \sqrt{3}$',
           lambda: _symbol(sp.cbrt(5), sp.sqrt(3)),
           lambda: _symbol(5 ** 2, 3 ** 3), v='f')
    neg = ['-2/3', '-0.6', '-0.67', '-5/8']
    b.list('Question 6 of 10\nOrder these numbers from least to greatest: −2/3, −0.6, −0.67, −5/8\n'
           'Separate your answers with commas.',
           lambda: ordered(neg),
           lambda: sorted(Fraction(s) for s in neg), v='g')
    b.value('Exercise 1.5  Which is larger?\n(c) 5⁴⁰ or 6³⁵',
            lambda: _bigger_power('5^40', '6^35'),
            lambda: _bigger_by_logs('5^40', '6^35'), v='h')
    b.text('Three friends timed their 1 km runs: Sam took 4.25 minutes, Tia took 4 1/5 minutes and Uma took '
           '4.3 minutes. Their running shoes cost $60 a pair. Who was the fastest?',
           lambda: min({'Sam': R(425, 100), 'Tia': 4 + R(1, 5), 'Uma': R(43, 10)}.items(), key=lambda kv: kv[1])[0],
           lambda: min([(Fraction(17, 4), 'Sam'), (Fraction(21, 5), 'Tia'), (Fraction(43, 10), 'Uma')])[1],
           v='i')
    b.value('I said 0.775 is the largest of 7/9, 0.78, 11/14 and 0.775 because it has the most decimal '
            'places. My teacher marked it wrong. Which number is actually the largest?',
            lambda: max(['7/9', '0.78', '11/14', '0.775'], key=lambda s: parse(s)),
            lambda: max(Fraction(s) for s in ['7/9', '0.78', '11/14', '0.775']), v='j')
    b.text('Which symbol makes the statement true? −3/7 ___ −0.43\nWrite <, = or >.',
           lambda: _symbol(R(-3, 7), dec('-0.43')),
           lambda: _symbol(-300, -43 * 7), v='k')
    desc = ['sqrt(2) + 1', '12/5', '2.41', 'sqrt(6)']
    b.list(r'Arrange in descending order: $\sqrt{2}+1,\ \dfrac{12}{5},\ 2.41,\ \sqrt{6}$',
           lambda: ordered(desc, reverse=True),
           lambda: ordered_numerically(desc, reverse=True), v='f')


def _symbol(p, q) -> str:
    p, q = sp.nsimplify(p) if not isinstance(p, Fraction) else sp.Rational(p.numerator, p.denominator), \
        sp.nsimplify(q) if not isinstance(q, Fraction) else sp.Rational(q.numerator, q.denominator)
    d = sp.simplify(p - q)
    if d == 0:
        return '='
    return '<' if d < 0 else '>'


# ---------------------------------------------------------------- measurement

def _convert(value, from_unit, to_unit):
    return sp.nsimplify(u.convert_to(value * from_unit, to_unit) / to_unit)


def measurement(b):
    b.value('Convert 2.75 m² to cm².',
            lambda: dec('2.75') * 100 ** 2,
            lambda: _convert(R(275, 100), u.meter ** 2, u.centimeter ** 2), v='a')
    b.value('how many ml in 2.4 L?? then split between 8 cups equally, how many ml per cup',
            lambda: dec('2.4') * 1000 / 8,
            lambda: _convert(R(24, 10), u.liter, u.milliliter) / 8, v='b')
    b.value('My son converted 72 km/h to metres per second and got 259.2. I think he multiplied when he '
            'should have divided. What is the speed in m/s?',
            lambda: R(72 * 1000, 3600),
            lambda: _convert(72, u.kilometer / u.hour, u.meter / u.second), v='c')
    b.value('convert ninety eight point six degrees fahrenheit to celsius',
            lambda: (dec('98.6') - 32) * R(5, 9),
            lambda: Fraction(986 - 320, 10) / (212 - 32) * 100, v='d')
    b.value('How many ounces are there in 3 pounds and 5 ounces? (1 pound have 16 ounces.)',
            lambda: 3 * 16 + 5,
            lambda: sum(16 for _pound in range(3)) + 5, v='e')
    b.value(r'Convert $0.45\ \text{m}^3$ to litres.',
            lambda: dec('0.45') * 1000,
            lambda: _convert(R(45, 100), u.meter ** 3, u.liter), v='f')
    b.value('Question 9 of 15\nA rope is 5 feet 8 inches long. What is its length in centimetres? '
            '(1 inch = 2.54 cm)\nEnter a decimal number.',
            lambda: (5 * 12 + 8) * dec('2.54'),
            lambda: _convert(5, u.foot, u.centimeter) + _convert(8, u.inch, u.centimeter), v='g')
    b.value('Exercise 6D  Convert each temperature.\n(ii) 15 °C to °F',
            lambda: 15 * R(9, 5) + 32,
            lambda: 32 + Fraction(15, 100) * (212 - 32), v='h')
    b.value("Kofi's fish tank is 80 cm long, 35 cm wide and 40 cm high. He fills it with water to 5 cm below "
            'the top, then adds his 6 fish. How many litres of water are in the tank?',
            lambda: R(80 * 35 * (40 - 5), 1000),
            lambda: _convert(8 * R(35, 10) * R(35, 10), u.decimeter ** 3, u.liter), v='i')
    b.value('I have to change 1.5 miles into metres. I used 1 mile ≈ 1.6 km and got 2400, but the question '
            "says to use 1 mile = 1609.344 m. What's the answer then?",
            lambda: dec('1.5') * dec('1609.344'),
            lambda: _convert(R(3, 2), u.mile, u.meter), v='j')
    b.value('A car travels 135 miles in 2 hours 15 minutes. Work out its average speed in miles per hour.',
            lambda: R(135) / (2 + R(15, 60)),
            lambda: Fraction(135 * 60, 2 * 60 + 15), v='k')
    b.value('Question 4 of 15\nHow many square metres are there in 1.2 hectares?\nType a number only.',
            lambda: dec('1.2') * 10000,
            lambda: _convert(R(12, 10), u.hectare, u.meter ** 2), v='g')


# ---------------------------------------------------------------- time

def time(b):
    b.text('Write 21:47 in 12-hour clock time.',
           lambda: dt.time(21, 47).strftime('%I:%M %p').lstrip('0'),
           lambda: clock(21 * 60 + 47, twelve=True), v='a')
    b.text("if its 10:35 am now what time will it be in 7 hrs 50 min? answer in 24 hr format",
           lambda: (dt.datetime(2024, 1, 1, 10, 35) + dt.timedelta(hours=7, minutes=50)).strftime('%H:%M'),
           lambda: clock(10 * 60 + 35 + 7 * 60 + 50), v='b')
    b.text("My daughter's train leaves at 08:47 and arrives at 13:12. She says the journey takes 5 hours 35 "
           'minutes. How long does it really take, in hours and minutes?',
           lambda: hours_minutes((dt.datetime(2024, 1, 1, 13, 12) - dt.datetime(2024, 1, 1, 8, 47)).seconds // 60),
           lambda: hours_minutes(13 * 60 + 12 - (8 * 60 + 47)), v='c')
    b.value('how many days after march fifth twenty twenty four is july nineteenth twenty twenty four',
            lambda: (dt.date(2024, 7, 19) - dt.date(2024, 3, 5)).days,
            lambda: day_number(2024, 7, 19) - day_number(2024, 3, 5), v='d')
    b.text('Today is Wednesday. Which day of the week it will be after 100 days?',
           lambda: (dt.date(2024, 1, 3) + dt.timedelta(days=100)).strftime('%A'),
           lambda: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][(2 + 100) % 7],
           v='e')
    b.text(r'Express $3.45$ hours in hours and minutes.',
           lambda: hours_minutes(Fraction('3.45') * 60),
           lambda: f'{3} hours {int(Decimal("0.45") * 60)} minutes', v='f')
    b.text('Question 1 of 10\nA meeting starts at 2:40 PM in London (UTC+0). What time is it in New Delhi '
           '(UTC+5:30) at that moment?\nGive the time in 24-hour format (hh:mm).',
           lambda: dt.datetime(2024, 3, 1, 14, 40, tzinfo=dt.timezone.utc).astimezone(
               dt.timezone(dt.timedelta(hours=5, minutes=30))).strftime('%H:%M'),
           lambda: clock(14 * 60 + 40 + 5 * 60 + 30), v='g')
    b.text('Exercise 9.3  Find the day of the week on which each date fell.\n4) 4 July 1776',
           lambda: dt.date(1776, 7, 4).strftime('%A'),
           lambda: zeller(4, 7, 1776), v='h')
    b.text('Mei started her night shift at 9:50 PM and finished at 6:15 AM the next morning. She earns $18 '
           'an hour. How long was her shift? Give the answer in hours and minutes.',
           lambda: hours_minutes((dt.datetime(2024, 1, 2, 6, 15) - dt.datetime(2024, 1, 1, 21, 50)).seconds // 60),
           lambda: hours_minutes(24 * 60 - (21 * 60 + 50) + 6 * 60 + 15), v='i')
    b.text("It took me 2 h 48 min to do part one of my project and 1 h 47 min for part two. I added them and "
           "got 3 h 95 min, which doesn't look right. How much time is that in total, in hours and minutes?",
           lambda: hours_minutes((dt.timedelta(hours=2, minutes=48) + dt.timedelta(hours=1, minutes=47)).seconds // 60),
           lambda: f'{2 + 1 + (48 + 47) // 60} hours {(48 + 47) % 60} minutes', v='j')
    b.text('A flight leaves Perth at 11:20 pm (AWST, UTC+8) and lands in Sydney at 5:35 am (AEDT, UTC+11) '
           'the next day. Determine the flight time in hours and minutes.',
           lambda: hours_minutes(
               (dt.datetime(2024, 1, 2, 5, 35, tzinfo=dt.timezone(dt.timedelta(hours=11)))
                - dt.datetime(2024, 1, 1, 23, 20, tzinfo=dt.timezone(dt.timedelta(hours=8)))).seconds // 60),
           lambda: hours_minutes((24 * 60 + 5 * 60 + 35 - 11 * 60) - (23 * 60 + 20 - 8 * 60)), v='k')
    b.value('Section 2.4  Decimal hours\n(b) Write 2 hours 36 minutes as a decimal number of hours.',
            lambda: 2 + R(36, 60),
            lambda: Fraction(2 * 60 + 36, 60), v='h', style='decimal')


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
