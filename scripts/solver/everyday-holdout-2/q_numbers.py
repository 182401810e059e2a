"""Arithmetic, percent, rounding, number bases, number theory, comparison, measurement and time."""
from __future__ import annotations

import sympy as sp

from common import (R, Builder, clock, clock24, clock24_add, clock_from_24, dec, digit_at, factorization_text,
                    minutes_between, round_half_up, sig_figs, to_base)


def arithmetic(b: Builder) -> None:
    b.value("hey what's 11/15 − 3/10", '13/30', lambda: R(11, 15) - R(3, 10))
    b.value('Simplify: −8 + 3 × (−5) − (−20)', '-3', lambda: -8 + 3 * (-5) - (-20))
    b.value(r'$3\frac{1}{6} \times 1\frac{5}{19}$', '4', lambda: (3 + R(1, 6)) * (1 + R(5, 19)))
    b.value('can you help me divide 4.08 by 0.17', '24', lambda: dec('4.08') / dec('0.17'))
    b.value('(−2/3)⁴ = ?', '16/81', lambda: R(-2, 3) ** 4)
    b.value('evaluate 64 ÷ 4² × 3 + (9 − 14)', '7', lambda: R(64) / 4 ** 2 * 3 + (9 - 14))
    b.value('what do you get when you multiply 0.45 by 0.6', '0.27', lambda: dec('0.45') * dec('0.6'))
    b.value(r'\( \sqrt{196} - 2\sqrt[3]{125} \)', '4', lambda: sp.sqrt(196) - 2 * sp.real_root(125, 3))
    b.value('−3² − (−3)² + 3⁰', '-17', lambda: -(3 ** 2) - (-3) ** 2 + 3 ** 0)
    b.value('what is the reciprocal of −2 3/7', '-7/17', lambda: 1 / -(2 + R(3, 7)))
    b.value('|−12 + 5| × |−3|', '21', lambda: abs(-12 + 5) * abs(-3))
    b.value('take 3/5 of 2/9 of 135', '18', lambda: R(3, 5) * R(2, 9) * 135)


def percent(b: Builder) -> None:
    b.value('27 out of 36 students passed the quiz. what percent is that?', '75', lambda: R(27, 36) * 100)
    b.value('Sneakers got marked down from $125 to $95. What percent off is that?', '24',
            lambda: R(125 - 95, 125) * 100)
    b.value('raise 640 by 12.5%', '720', lambda: 640 * (1 + dec('12.5') / 100))
    b.value('42 is 35% of what?', '120', lambda: 42 / R(35, 100))
    b.value('turn 7/16 into a percent', '43.75', lambda: R(7, 16) * 100)
    b.value('write 0.04% as a decimal', '0.0004', lambda: dec('0.04') / 100)
    b.value('A YouTube channel went from 8,000 subscribers to 9,860. What was the percent increase?', '23.25',
            lambda: R(9860 - 8000, 8000) * 100)
    b.value('After a 35% markdown a blender sells for $52. What was the price before the markdown?', '80',
            lambda: 52 / (1 - R(35, 100)))
    b.value("what's 0.5% of 3,600", '18', lambda: dec('0.5') / 100 * 3600)
    b.value('A $64 haircut plus an 18% tip. How much do I pay in total?', '75.52', lambda: 64 * (1 + R(18, 100)))
    b.value('A stock falls 25% and then rises 25%. By what percent is it now below where it started?', '6.25',
            lambda: (1 - (1 - R(25, 100)) * (1 + R(25, 100))) * 100)
    b.value('express 2.08 as a percentage', '208', lambda: dec('2.08') * 100)


def rounding(b: Builder) -> None:
    b.value('12.0849 to the nearest hundredth please', '12.08', lambda: round_half_up(dec('12.0849'), 2))
    b.value('round 507,650 to the nearest ten thousand', '510000', lambda: round_half_up(507650, -4))
    b.value("Euler's number e to 5 decimal places", '2.71828', lambda: round_half_up(sp.E, 5))
    b.value('write 0.070519 to 2 significant figures', '0.071', lambda: sig_figs('0.070519', 2))
    b.value("what's 64.45 to one decimal place", '64.5', lambda: round_half_up(dec('64.45'), 1))
    b.value('what digit is in the ten-thousands place in 3,857,204', '5', lambda: digit_at('3,857,204', 4))
    b.value('cube root of 100, correct to 2 d.p.', '4.64', lambda: round_half_up(sp.real_root(100, 3), 2))
    b.value('45,499,999 rounded to the nearest million', '45000000', lambda: round_half_up(45499999, -6))
    b.value('round 0.0996 to three decimal places', '0.100', lambda: round_half_up(dec('0.0996'), 3))
    b.value('Estimate 487 + 312 − 198 by rounding each number to the nearest hundred first', '600',
            lambda: round_half_up(487, -2) + round_half_up(312, -2) - round_half_up(198, -2))
    b.value('In 9,372.58, what is the value of the digit 7?', '70', lambda: digit_at('9,372.58', 1) * 10)
    b.value('5 ÷ 12 as a decimal rounded to three places', '0.417', lambda: round_half_up(sp.Rational(5, 12), 3))


def number_bases(b: Builder) -> None:
    b.value('turn 1110011 (binary) into base ten', '115', lambda: int('1110011', 2))
    b.text('what is 333 in binary', '101001101', lambda: to_base(333, 2))
    b.value('0xB7 = ? in decimal', '183', lambda: int('b7', 16))
    b.text('convert 1000 to base 16', '3e8', lambda: to_base(1000, 16))
    b.value('the base 8 number 1234 in decimal is what', '668', lambda: int('1234', 8))
    b.text('express 200 in base 3', '21102', lambda: to_base(200, 3))
    b.value('change 4213 from base 5 to base 10', '558', lambda: int('4213', 5))
    b.text('convert hex 2F to binary', '101111', lambda: to_base(int('2f', 16), 2))
    b.text('binary subtraction: 11010₂ − 1011₂, answer in binary', '1111',
           lambda: to_base(int('11010', 2) - int('1011', 2), 2))
    b.text('write 99 in base 6', '243', lambda: to_base(99, 6))
    b.value('FACE base 16 → base 10', '64206', lambda: int('face', 16))
    b.text("what's the octal form of the decimal number 511?", '777', lambda: to_base(511, 8))


def number_theory(b: Builder) -> None:
    b.value('greatest common divisor of 198 and 462', '66', lambda: sp.gcd(198, 462))
    b.value('what is the smallest number that 9, 12 and 30 all divide into', '180', lambda: sp.ilcm(9, 12, 30))
    b.text('break 1,188 into prime factors', '2^2 * 3^3 * 11', lambda: factorization_text(1188))
    b.text('quick check, is 437 prime?', 'False', lambda: str(sp.isprime(437)))
    b.value('what are all the divisors of 52', '1, 2, 4, 13, 26, 52', lambda: sp.divisors(52))
    b.value('what is the last digit of 7^22', '9', lambda: pow(7, 22, 10))
    b.text('does 4 divide 7,318 evenly?', 'False', lambda: str(7318 % 4 == 0))
    b.value('how many factors does 360 have', '24', lambda: len(sp.divisors(360)))
    b.value('distinct prime factors of 2,310', '2, 3, 5, 7, 11', lambda: sorted(sp.factorint(2310)))
    b.text('will 13⁵ − 2⁵ be even or odd?', 'odd', lambda: 'even' if (13 ** 5 - 2 ** 5) % 2 == 0 else 'odd')
    b.value('largest prime less than 200', '199', lambda: sp.prevprime(200))
    b.value('Two lighthouses flash every 20 and every 45 seconds. They just flashed together. How many seconds '
            'until they flash together again?', '180', lambda: sp.ilcm(20, 45))


def comparison(b: Builder) -> None:
    b.value('which is more, 0.456 or 5/11', '0.456', lambda: max(R(5, 11), dec('0.456')))
    b.list('least to greatest: 0.09, 1/12, 0.1, 2/21', '1/12, 0.09, 2/21, 0.1',
           lambda: sorted([dec('0.09'), R(1, 12), dec('0.1'), R(2, 21)]))
    b.text('True or false: −5/6 < −0.83', 'True', lambda: str(R(-5, 6) < dec('-0.83')))
    b.text('is π² more than 10?', 'False', lambda: str(bool(sp.pi ** 2 > 10)))
    b.list('sort from largest to smallest: −0.7, −3/4, 0.07, −7/9', '0.07, -0.7, -3/4, -7/9',
           lambda: sorted([dec('-0.7'), R(-3, 4), dec('0.07'), R(-7, 9)], reverse=True))
    b.value('which is less: 2^9 or 9^2', '81', lambda: min(2 ** 9, 9 ** 2))
    b.value("17/20 vs 6/7, which one's larger", '6/7', lambda: max(R(17, 20), R(6, 7)))
    b.text('True or false: √50 + √2 = √52', 'False', lambda: str(sp.simplify(sp.sqrt(50) + sp.sqrt(2) - sp.sqrt(52)) == 0))
    b.list('put in ascending order: 5/6, 0.8, 7/9, 0.83', '7/9, 0.8, 0.83, 5/6',
           lambda: sorted([R(5, 6), dec('0.8'), R(7, 9), dec('0.83')]))
    b.value('Which is the largest: √10, π, 3.15, 22/7?', 'sqrt(10)',
            lambda: max([sp.sqrt(10), sp.pi, dec('3.15'), R(22, 7)], key=lambda v: float(v)))
    b.value('which is nearer to 3: 17/6 or 22/7?', '22/7', lambda: min([R(17, 6), R(22, 7)], key=lambda v: abs(v - 3)))
    b.text('is −3.07 < −3.7 ?', 'False', lambda: str(dec('-3.07') < dec('-3.7')))


def measurement(b: Builder) -> None:
    b.value('a trail is 0.85 km long. how many meters is that?', '850', lambda: dec('0.85') * 1000)
    b.value('convert 44 ounces to pounds', '2.75', lambda: R(44, 16))
    b.value('5.5 yards in feet', '16.5', lambda: dec('5.5') * 3)
    b.value('how many pints are in 3 gallons', '24', lambda: 3 * 4 * 2)
    b.value('how many minutes are in 3.75 hours', '225', lambda: dec('3.75') * 60)
    b.value('convert 0.35 kg to grams', '350', lambda: dec('0.35') * 1000)
    b.value('convert 25°C to °F', '77', lambda: 25 * R(9, 5) + 32)
    b.value('how many square feet are in 3 square yards', '27', lambda: 3 * 3 ** 2)
    b.value('change 15 m/s to km/h', '54', lambda: R(15 * 3600, 1000))
    b.value("A shelf is 2 ft 7 in wide. What's that in inches?", '31', lambda: 2 * 12 + 7)
    b.value('A marathon is 26.2 miles. Using 1 mile = 1.609 km, how many km is that? Round to one decimal place.',
            '42.2', lambda: round_half_up(dec('26.2') * dec('1.609'), 1))
    b.value('how many seconds are in one week', '604800', lambda: 7 * 24 * 60 * 60)


def time(b: Builder) -> None:
    b.text("school starts at 8:55 AM and I'm there for 6 h 40 min. what time do I leave?", '3:35 PM', lambda: clock('8:55 AM', 6 * 60 + 40))
    b.text('My shift starts at 3:45 PM and runs 7 h 30 min. When does it end?', '11:15 PM',
           lambda: clock('3:45 PM', 7 * 60 + 30))
    b.text('What time was it 2 h 50 min before 12:20 AM?', '9:30 PM', lambda: clock('12:20 AM', -(2 * 60 + 50)))
    b.value('minutes between 9:35 AM and 1:05 PM?', '210', lambda: minutes_between('9:35 AM', '1:05 PM'))
    b.text('my alarm is set for 6:05 AM, what is that on a 24-hour clock?', '06:05', lambda: clock24('6:05 AM'))
    b.text('what is 23:40 in 12-hour format', '11:40 PM', lambda: clock_from_24('23:40'))
    b.value('The bakery opens at 5:30 AM and closes at 7:15 PM. How many minutes is it open?', '825',
            lambda: minutes_between('5:30 AM', '7:15 PM'))
    b.text('add 135 minutes to 10:50 AM', '1:05 PM', lambda: clock('10:50 AM', 135))
    b.text('A flight departs at 21:15 and the flight takes 4 h 20 min (same time zone). What is the arrival time '
           'in 24-hour time?', '01:35', lambda: clock24_add('21:15', 4 * 60 + 20))
    b.value('A night bus leaves at 11:45 PM and arrives at 2:10 AM. How many minutes is the ride?', '145', lambda: minutes_between('11:45 PM', '2:10 AM'))
    b.text("It's 12:25 PM. What time was it 50 minutes ago?", '11:35 AM', lambda: clock('12:25 PM', -50))
    b.text('4:20 PM in military time', '16:20', lambda: clock24('4:20 PM'))


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
