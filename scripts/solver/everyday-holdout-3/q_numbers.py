"""Held-out set 3: arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time."""
import datetime
import functools
import itertools
import math
from decimal import Decimal
from fractions import Fraction

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import (DAYS, R, by_division, clock12, clock24, dec, dt_clock12, duration_text, factorization_text,
                    from_digits, is_prime_trial, parse, round_by_integers, round_half_up, sig_by_integers,
                    sig_figs, to_base, trial_factorization_text, weekday, zeller)

STYLE = {'arithmetic': 'decimal', 'percent': 'decimal', 'comparison': 'decimal', 'measurement': 'decimal'}


def _typed(text: str):
    """A typed arithmetic expression read literally (Unicode operators turned into plain ones)."""
    for old, new in (('−', '-'), ('×', '*'), ('÷', '/'), ('²', '^2'), ('tims', '*'), ('times', '*')):
        text = text.replace(old, new)
    return parse(text)


def arithmetic(b):
    b.value('Simplify: 2/3 + 5/8 - 1/4. Give your answer as a fraction in simplest form.',
            lambda: R(2, 3) + R(5, 8) - R(1, 4),
            lambda: Fraction(2 * 8 * 4 + 5 * 3 * 4 - 1 * 3 * 8, 3 * 8 * 4), style=None)
    b.value('18 - 4*(7-2)^2 / 10',
            lambda: 18 - R(4 * (7 - 2) ** 2, 10),
            lambda: _typed('18 - 4*(7-2)^2 / 10'))
    b.value(r'Compute $2\dfrac{1}{3} \div 1\dfrac{3}{4}$ and write the result as an improper fraction.',
            lambda: (2 + R(1, 3)) / (1 + R(3, 4)),
            lambda: next(Fraction(p, q) for q in range(1, 20) for p in range(1, 80)
                         if Fraction(p, q) * Fraction(7, 4) == Fraction(7, 3)), style=None)
    b.value('Work out (−6)² − 3 × (−4) ÷ 2 + 5',
            lambda: (-6) ** 2 - R(3 * (-4), 2) + 5,
            lambda: _typed('(−6)² − 3 × (−4) ÷ 2 + 5'))
    b.value('Question 4 of 10\nCalculate 0.45 × 3.2 + 1.08 ÷ 0.4.\n(Type an integer or a decimal.)\nSubmit',
            lambda: dec('0.45') * dec('3.2') + dec('1.08') / dec('0.4'),
            lambda: Fraction(45 * 32, 1000) + Fraction(108, 40))
    b.value('7.\nFind the value of\n5/6 of 4 1/2, giving your\nanswer as a deci-\nmal.',
            lambda: R(5, 6) * (4 + R(1, 2)),
            lambda: Fraction(5 * 9, 6 * 2))
    b.value('A bread recipe needs 2 3/4 cups of flour. Maya is making one and a half times the recipe and she '
            'has already poured in 2 cups. How many more cups of flour does she need? Write the answer as an '
            'improper fraction.',
            lambda: (2 + R(3, 4)) * R(3, 2) - 2,
            lambda: Fraction(22 + 11 - 16, 8), style=None)
    b.value("My son wrote 20 for this one and I'm not sure he is right: 12 − 2 × 3 + 8 ÷ 4 × 2. "
            'What is the correct value?',
            lambda: 12 - 2 * 3 + R(8, 4) * 2,
            lambda: _typed('12 − 2 × 3 + 8 ÷ 4 × 2'))
    b.value('what is three fifths minus one quarter answer as a fraction',
            lambda: R(3, 5) - R(1, 4),
            lambda: Fraction(3 * 4 - 1 * 5, 20), style=None)
    b.value('Please, how much is the result when I divide 7.2 by 0.06 and after that I take away 35?',
            lambda: dec('7.2') / dec('0.06') - 35,
            lambda: next(q for q in range(1000) if q * 6 == 720) - 35)
    b.value('whats -15 + 8 - (-23) - 4 tims 3',
            lambda: -15 + 8 - (-23) - 4 * 3,
            lambda: sum([-15, 8, 23, -12]))
    b.value('At the market Lena buys 3 kg of apples at $2.35 per kg and 4 loaves of bread at $1.89 each. She '
            'pays with a $20 bill. How much change should she get, in dollars?',
            lambda: 20 - (3 * dec('2.35') + 4 * dec('1.89')),
            lambda: Fraction(2000 - 3 * 235 - 4 * 189, 100))


def percent(b):
    b.value('Find 35% of 240.',
            lambda: R(35, 100) * 240,
            lambda: 3 * Fraction(240, 10) + Fraction(240, 20))
    b.value('what percent of 80 is 28',
            lambda: R(28, 80) * 100,
            lambda: next(p for p in range(101) if 80 * p == 28 * 100))
    b.value(r'A price rises from $\$48$ to $\$60$. Find the percent increase. Enter the number only, '
            r'without the \% sign.',
            lambda: (R(60) - 48) / 48 * 100,
            lambda: Fraction(60, 48) * 100 - 100)
    b.value('After a 15% discount a jacket costs £68. What was the original price in £?',
            lambda: R(68) / (1 - R(15, 100)),
            lambda: next(p for p in range(1, 1000) if p * 85 == 6800))
    b.value("Question 2 of 12\nA town's population fell from 12500 to 11780. What is the percent decrease? "
            'Round to the nearest tenth of a percent.\nSubmit',
            lambda: round_half_up((R(12500) - 11780) / 12500 * 100, 1),
            lambda: round_by_integers(Fraction(12500 - 11780, 125), 1))
    b.value('3.\nA meal costs $54.00 before tax. Sales tax is 8% and\na tip of 18% is worked out on the '
            'pre-tax\namount. What is the total cost in dollars?',
            lambda: dec('54.00') * (1 + R(8, 100) + R(18, 100)),
            lambda: Fraction(5400 + 5400 * 8 // 100 + 5400 * 18 // 100, 100))
    b.value('A store marks a TV down 20%, and at checkout you get an extra 10% off the sale price. The TV was '
            'originally $450. How much do you pay?',
            lambda: 450 * (1 - R(20, 100)) * (1 - R(10, 100)),
            lambda: (450 - Fraction(450, 5)) - (450 - Fraction(450, 5)) / 10)
    b.value('For a quiz I need the answer to this one: $2500 is invested at 4% interest compounded annually. '
            'How much is in the account after 3 years, to the nearest cent?',
            lambda: round_half_up(2500 * R(104, 100) ** 3, 2),
            lambda: round_by_integers(functools.reduce(lambda acc, _: acc + acc / 25, range(3), Fraction(2500)), 2))
    b.value('twelve is what percent of forty eight',
            lambda: R(12, 48) * 100,
            lambda: next(p for p in range(101) if 48 * p == 1200))
    b.value('In my class are 25 students and 40 percent of them are girls. How many boys are in the class?',
            lambda: 25 - R(40, 100) * 25,
            lambda: sum(1 for s in range(25) if s % 5 not in (0, 1)))
    b.value('simple intrest on $1200 at 5% a yr for 3 yrs?? just the intrest',
            lambda: 1200 * R(5, 100) * 3,
            lambda: sum(Fraction(1200, 20) for _ in range(3)))
    b.value('Express 62.5% as a fraction in lowest terms.',
            lambda: dec('62.5') / 100,
            lambda: Fraction('0.625'), style=None)


def rounding(b):
    b.value('Round −47.8362 to two decimal places.',
            lambda: round_half_up('-47.8362', 2),
            lambda: round_by_integers(Fraction('-47.8362'), 2))
    b.value('0.0072849 to 3 sig figs',
            lambda: sig_figs('0.0072849', 3),
            lambda: sig_by_integers(Fraction('0.0072849'), 3))
    b.value(r'Round $\sqrt{47}$ to the nearest hundredth.',
            lambda: round_half_up(sp.sqrt(47), 2),
            lambda: __import__('common').isqrt_round(Fraction(47), 2))
    b.value('Round π² to 4 significant figures.',
            lambda: sig_figs(str(sp.N(sp.pi ** 2, 30)), 4),
            lambda: sig_by_integers(Fraction(mpmath.nstr(mpmath.pi ** 2, 50)), 4))
    b.value('Question 6 of 15\nRound 6482519 to the nearest thousand.\n(Type a whole number.)\nCheck answer',
            lambda: round_half_up(6482519, -3),
            lambda: Decimal((6482519 + 500) // 1000 * 1000))
    b.value('11.\nRound 0.96 to one decimal\nplace.',
            lambda: round_half_up('0.96', 1),
            lambda: round_by_integers(Fraction(96, 100), 1))
    b.value("A sprinter's time was 12.3456 seconds, and the scoreboard shows times rounded to the nearest "
            'hundredth of a second. What time does the scoreboard show?',
            lambda: round_half_up('12.3456', 2),
            lambda: round_by_integers(Fraction(123456, 10000), 2))
    b.value('My daughter says 2.4449 rounded to one decimal place is 2.5, because she rounded one digit at a '
            'time from the right. What is the correct answer to one decimal place?',
            lambda: round_half_up('2.4449', 1),
            lambda: round_by_integers(Fraction('2.4449'), 1))
    b.value('round seven thousand eight hundred fifty one to the nearest hundred',
            lambda: round_half_up(7851, -2),
            lambda: Decimal((7851 + 50) // 100 * 100))
    b.value('How it is 1234.5678 when we round it to the nearest ten?',
            lambda: round_half_up('1234.5678', -1),
            lambda: Decimal((12345678 + 50000) // 100000 * 10))
    b.value('round 22/7 to 3 decimal plcaes pls',
            lambda: round_half_up(sp.Rational(22, 7), 3),
            lambda: round_by_integers(Fraction(22, 7), 3))
    b.value('Give 45678 correct to 2 significant figures.',
            lambda: sig_figs('45678', 2),
            lambda: Decimal((45678 + 500) // 1000 * 1000))


def _column_add(p: str, q: str) -> str:
    p, q = p.zfill(len(q)), q.zfill(len(p))
    out, carry = '', 0
    for d1, d2 in zip(reversed(p), reversed(q)):
        s = int(d1) + int(d2) + carry
        out, carry = str(s % 2) + out, s // 2
    return ('1' if carry else '') + out


def _shift_multiply(p: str, q: str) -> str:
    total = '0'
    for shift, bit in enumerate(reversed(q)):
        if bit == '1':
            total = _column_add(total, p + '0' * shift)
    return total.lstrip('0') or '0'


def number_bases(b):
    b.value('Convert the binary number 110101 to decimal.',
            lambda: int('110101', 2), lambda: from_digits('110101', 2))
    b.text('250 to binary', lambda: to_base(250, 2), lambda: by_division(250, 2))
    b.value(r'Write $2AF_{16}$ in base ten.', lambda: int('2AF', 16), lambda: from_digits('2af', 16))
    b.value('Convert 413₅ to base 10.', lambda: int('413', 5), lambda: 4 * 5 ** 2 + 1 * 5 + 3)
    b.text('Question 3 of 8\nConvert 1000 (base 10) to hexadecimal. Use lowercase letters for any digits '
           'above 9.\nCheck answer',
           lambda: to_base(1000, 16), lambda: by_division(1000, 16))
    b.text('5.\nAdd the binary numbers\n   10111\n+   1101\nGive the answer in binary.',
           lambda: to_base(int('10111', 2) + int('1101', 2), 2), lambda: _column_add('10111', '1101'))
    b.value('In a web design class, the red part of a colour is given as the hex number B4. What is that '
            'number in decimal?',
            lambda: int('B4', 16), lambda: from_digits('b4', 16))
    b.text('I need an answer key entry: convert 255 to octal (base 8).',
           lambda: to_base(255, 8), lambda: by_division(255, 8))
    b.text('convert one hundred to base three', lambda: to_base(100, 3), lambda: by_division(100, 3))
    b.text('How to write the number 77 in base 6?', lambda: to_base(77, 6), lambda: by_division(77, 6))
    b.text('binary 1101 times 101 = ? answer in binary pls',
           lambda: to_base(int('1101', 2) * int('101', 2), 2), lambda: _shift_multiply('1101', '101'))
    b.text('Convert 11110110₂ to hexadecimal (use lowercase letters).',
           lambda: to_base(int('11110110', 2), 16),
           lambda: ''.join('0123456789abcdef'[int(g, 2)] for g in ('1111', '0110')))


def number_theory(b):
    def repeated_subtraction(m, d):
        while m >= d:
            m -= d
        return m

    b.text('Is 391 divisible by 17? Answer True or False.',
           lambda: str(391 % 17 == 0), lambda: str(repeated_subtraction(391, 17) == 0))
    b.value('lcm(18, 24, 30)', lambda: sp.ilcm(18, 24, 30),
            lambda: next(m for m in range(1, 10000) if m % 18 == 0 and m % 24 == 0 and m % 30 == 0))

    def euclid(p, q):
        while q:
            p, q = q, p % q
        return p
    b.value(r'Use the Euclidean algorithm to find $\gcd(1071, 462)$.', lambda: sp.igcd(1071, 462),
            lambda: euclid(1071, 462))
    b.text('Give the prime factorization of 1386 in exponent form (for example 2^3 * 5).',
           lambda: factorization_text(1386), lambda: trial_factorization_text(1386))
    b.text('Question 7 of 10\nIs 221 prime or composite?\nType prime or composite.\nSubmit',
           lambda: 'prime' if sp.isprime(221) else 'composite',
           lambda: 'prime' if is_prime_trial(221) else 'composite')
    b.value('9.\nHow many positive divi-\nsors does 360 have?', lambda: sp.divisor_count(360),
            lambda: sum(1 for d in range(1, 361) if 360 % d == 0))
    b.value('Buses leave the station on route A every 12 minutes and on route B every 18 minutes. Both leave '
            'together at 7:00 AM. After how many minutes do they next leave together?',
            lambda: sp.ilcm(12, 18),
            lambda: next(m for m in range(1, 500) if m % 12 == 0 and m % 18 == 0))
    b.value("I'm setting a puzzle for my class: what is the smallest positive integer that leaves a remainder "
            'of 1 when divided by 2, 3, 4, 5 or 6, and is divisible by 7?',
            lambda: sp.ntheory.modular.crt([60, 7], [1, 0])[0],
            lambda: next(m for m in range(1, 10000) if all(m % d == 1 for d in (2, 3, 4, 5, 6)) and m % 7 == 0))
    b.value('what is the sum of all the positive divisors of twenty eight', lambda: sp.divisor_sigma(28),
            lambda: sum(d for d in range(1, 29) if 28 % d == 0))
    b.value('Which is the biggest prime number smaller than 150?', lambda: sp.prevprime(150),
            lambda: next(m for m in range(149, 1, -1) if is_prime_trial(m)))
    b.value('remainder wen 2^100 is divided by 7??', lambda: pow(2, 100, 7),
            lambda: [1, 2, 4][100 % 3])
    b.value('How many prime numbers p are there with 50 ≤ p ≤ 100?', lambda: sp.primepi(100) - sp.primepi(50),
            lambda: sum(1 for m in range(51, 100) if is_prime_trial(m)))


def _ordered(texts, reverse=False):
    return sorted(texts, key=lambda s: sp.sympify(parse(s)), reverse=reverse)


def _cross_sorted(texts, reverse=False):
    """The check for orderings: Fractions compared by cross-multiplication."""
    values = [Fraction(t) if '^' not in t else Fraction(int(t.split('^')[0]) ** int(t.split('^')[1])) for t in texts]

    def cmp(p, q):
        lhs, rhs = p.numerator * q.denominator, q.numerator * p.denominator
        return (lhs > rhs) - (lhs < rhs)
    return sorted(values, key=functools.cmp_to_key(cmp), reverse=reverse)


def comparison(b):
    b.list('Arrange in ascending order: 0.7, 5/8, 2/3, 0.66.',
           lambda: _ordered(['0.7', '5/8', '2/3', '0.66']), lambda: _cross_sorted(['0.7', '5/8', '2/3', '0.66']))
    b.text('3/7 ? 4/9   fill in < or >',
           lambda: '<' if R(3, 7) < R(4, 9) else '>', lambda: '<' if 3 * 9 < 4 * 7 else '>')
    b.value(r'Which is greater, $\sqrt{50}$ or $7.1$? Give the greater number.',
            lambda: max(sp.sqrt(50), dec('7.1'), key=lambda v: sp.N(v, 30)),
            lambda: Fraction('7.1') if Fraction('7.1') ** 2 > 50 else None)
    b.list('Put these in order from least to greatest: −0.3, −1/4, −2/7, −0.35',
           lambda: _ordered(['-0.3', '-1/4', '-2/7', '-0.35']),
           lambda: _cross_sorted(['-0.3', '-1/4', '-2/7', '-0.35']))
    b.list('Question 5 of 10\nOrder from greatest to least: 2^5, 5^2, 3^3, 6^2\nEnter the numbers separated by '
           'commas.\nSubmit',
           lambda: _ordered(['2^5', '5^2', '3^3', '6^2'], reverse=True),
           lambda: _cross_sorted(['2^5', '5^2', '3^3', '6^2'], reverse=True))
    b.value('4.\nWhich is larger: 0.085 or\n0.0805 ? Write the larger number.',
            lambda: max(dec('0.085'), dec('0.0805')),
            lambda: Fraction(850, 10000) if 850 > 805 else Fraction(805, 10000))
    b.text('Two cereal boxes: Box A is 500 g for $3.95 and Box B is 750 g for $5.70. Which is the better buy '
           '(the lower price per gram)? Answer A or B.',
           lambda: 'A' if dec('3.95') / 500 < dec('5.70') / 750 else 'B',
           lambda: 'A' if 3 * 395 < 2 * 570 else 'B')
    b.text('My kid has to fill in the blank: 5/6 ___ 0.83. Which symbol goes there, <, > or =?',
           lambda: '>' if R(5, 6) > dec('0.83') else ('<' if R(5, 6) < dec('0.83') else '='),
           lambda: '>' if 500 > 83 * 6 else '<')
    b.value('which is bigger two to the power of ten or ten to the power of three just say the bigger number',
            lambda: max(2 ** 10, 10 ** 3), lambda: functools.reduce(lambda p, _: p * 2, range(10), 1))
    b.list('Please put these numbers in order from the small to the big: 3.05, 3.5, 3.005, 3.055',
           lambda: _ordered(['3.05', '3.5', '3.005', '3.055']),
           lambda: _cross_sorted(['3.05', '3.5', '3.005', '3.055']))
    b.text('whos taller, tom at 1.72 m or sam at 171 cm??',
           lambda: 'Tom' if dec('1.72') * 100 > 171 else 'Sam', lambda: 'Tom' if 1720 > 1710 else 'Sam')
    b.value('Which is smaller, 3.2 × 10⁻⁴ or 4.1 × 10⁻⁵? Write it as an ordinary decimal.',
            lambda: min(dec('3.2') * R(1, 10 ** 4), dec('4.1') * R(1, 10 ** 5)),
            lambda: Fraction(41, 1000000) if 41 < 320 else Fraction(32, 100000))


def _convert(quantity, unit, target):
    return u.convert_to(quantity * unit, target) / target


def measurement(b):
    b.value('Convert 3.75 kilometres to metres.',
            lambda: _convert(dec('3.75'), u.km, u.m), lambda: Fraction('3.75') * 1000)
    b.value('72 km/h to m/s',
            lambda: _convert(72, u.km / u.hour, u.m / u.s), lambda: Fraction(72 * 1000, 3600))
    b.value(r'Convert $2.5\ \text{m}^2$ to $\text{cm}^2$.',
            lambda: _convert(dec('2.5'), u.m ** 2, u.cm ** 2), lambda: Fraction('2.5') * 100 * 100)
    b.value('Convert 98.6 °F to °C.',
            lambda: (dec('98.6') - 32) * R(5, 9),
            lambda: (Fraction('98.6') - 32) / (212 - 32) * (100 - 0))
    b.value('Question 9 of 12\nHow many milliliters are in 2.3 liters?\n(Type a whole number.)\nSubmit',
            lambda: _convert(dec('2.3'), u.liter, u.milliliter), lambda: Fraction(23, 10) * 1000)
    b.value('6.\nA rope is 5 ft 8 in long. How long\nis it in centi-\nmetres? (1 in = 2.54 cm)',
            lambda: (5 * 12 + 8) * dec('2.54'), lambda: 5 * Fraction('30.48') + 8 * Fraction('2.54'))
    b.value('A recipe calls for 12 fluid ounces of milk but my measuring jug only shows millilitres. Using '
            '1 fl oz = 29.57 mL, how many millilitres do I need?',
            lambda: 12 * dec('29.57'), lambda: Fraction(2957 * 12, 100))
    b.value('Checking an answer key: a fish tank is 60 cm by 30 cm by 40 cm. How many litres of water does it '
            'hold when it is full?',
            lambda: _convert(60 * 30 * 40, u.cm ** 3, u.liter), lambda: 6 * 3 * 4)
    b.value('how many ounces are in five and a half pounds',
            lambda: dec('5.5') * 16, lambda: 16 + 16 + 16 + 16 + 16 + 8)
    b.value('My car goes 60 miles per hour. How much is this in kilometers per hour? Use 1 mile = 1.609 km.',
            lambda: 60 * dec('1.609'), lambda: Fraction(1609 * 6, 100))
    b.value('how many sq ft in a room thats 4 yards by 3 yards',
            lambda: _convert(4 * 3, u.yard ** 2, u.foot ** 2), lambda: (4 * 3) * (3 * 3))
    b.value('A lab thermometer reads 25 °C. What is that in kelvin? Use K = °C + 273.15.',
            lambda: 25 + dec('273.15'), lambda: Decimal('25') + Decimal('273.15'))


def _minutes(h, m):
    return 60 * h + m


def time_(b):
    b.text('A movie starts at 7:45 PM and lasts 2 hours 38 minutes. At what time does it end? Give the time '
           'as h:mm AM/PM.',
           lambda: dt_clock12(datetime.datetime(2025, 1, 1, 19, 45) + datetime.timedelta(hours=2, minutes=38)),
           lambda: clock12(_minutes(19, 45) + _minutes(2, 38)))
    b.value('minutes between 9:35 and 13:10',
            lambda: (datetime.datetime(2025, 1, 1, 13, 10) - datetime.datetime(2025, 1, 1, 9, 35)).seconds // 60,
            lambda: _minutes(13, 10) - _minutes(9, 35))
    b.text(r'A lab reaction runs for $2\tfrac{3}{4}$ hours, starting at 9:40 AM. At what time does it finish? '
           r'(Write it as h:mm AM/PM.)',
           lambda: dt_clock12(datetime.datetime(2025, 1, 1, 9, 40) + datetime.timedelta(hours=2.75)),
           lambda: clock12(_minutes(9, 40) + 2 * 60 + 3 * 60 // 4))
    b.text('06:50 + 9 h 25 min → ?   (24-hour clock, hh:mm)',
           lambda: (datetime.datetime(2025, 1, 1, 6, 50) + datetime.timedelta(hours=9, minutes=25)).strftime('%H:%M'),
           lambda: clock24(_minutes(6, 50) + _minutes(9, 25)))
    first = weekday(2026, 1, 1)
    b.text(f'Question 1 of 6\nJanuary 1, 2026 is a {first}. What day of the week is March 1, 2026?\nSubmit',
           lambda: weekday(2026, 3, 1),
           lambda: DAYS[(DAYS.index(first) + 31 + 28) % 7])
    b.text('2.\nA train leaves at 10:47 a.m. and arrives at\n2:15 p.m. How long is the jour-\nney? Give hours '
           'and minutes.',
           lambda: duration_text((datetime.datetime(2025, 1, 1, 14, 15)
                                  - datetime.datetime(2025, 1, 1, 10, 47)).seconds // 60),
           lambda: duration_text((60 - 47) + 60 * (14 - 11) + 15))
    b.text("Sara's flight leaves New York at 6:30 PM local time and lands in London 7 hours 10 minutes later. "
           'London is 5 hours ahead of New York. What is the local time in London when she lands? Answer as '
           'h:mm AM/PM.',
           lambda: dt_clock12(datetime.datetime(2025, 3, 1, 18, 30, tzinfo=datetime.timezone(datetime.timedelta(hours=-5)))
                              .astimezone(datetime.timezone.utc) + datetime.timedelta(hours=7, minutes=10)),
           lambda: clock12(_minutes(18, 30) + _minutes(7, 10) + _minutes(5, 0)))
    b.text("My son worked three shifts this week: 3 h 45 min, 2 h 50 min and 4 h 35 min. What's his total "
           'time? Answer in hours and minutes.',
           lambda: duration_text(int(sum((datetime.timedelta(hours=h, minutes=m) for h, m in ((3, 45), (2, 50), (4, 35))),
                                         datetime.timedelta()).total_seconds()) // 60),
           lambda: f'{3 + 2 + 4 + (45 + 50 + 35) // 60} hours {(45 + 50 + 35) % 60} minutes')
    b.text('what day of the week will it be one hundred days after a monday',
           lambda: DAYS[(DAYS.index('Monday') + 100) % 7],
           lambda: functools.reduce(lambda d, _: DAYS[(DAYS.index(d) + 1) % 7], range(100), 'Monday'))
    b.value("My birthday is 28 February. In 2024, how many days are from my birthday until 1 April? (Don't "
            'count the birthday itself.)',
            lambda: (datetime.date(2024, 4, 1) - datetime.date(2024, 2, 28)).days,
            lambda: (29 - 28) + 31 + 1 if (2024 % 4 == 0 and (2024 % 100 != 0 or 2024 % 400 == 0)) else 32)
    b.text('what day of the week was july 4 1976', lambda: weekday(1976, 7, 4), lambda: zeller(1976, 7, 4))
    b.text('A school science fair has 4 sessions of 35 minutes each, with a 10-minute break between sessions. '
           'It starts at 8:50 AM. At what time does it end? (h:mm AM/PM)',
           lambda: dt_clock12(datetime.datetime(2025, 1, 1, 8, 50) + 4 * datetime.timedelta(minutes=35)
                              + 3 * datetime.timedelta(minutes=10)),
           lambda: clock12(_minutes(8, 50) + sum([35, 10, 35, 10, 35, 10, 35])))


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time_]
