"""Arithmetic, percentages, rounding and place value, number bases, number theory, comparison,
measurement and time."""
from fractions import Fraction

import sympy as sp

from common import (R, Builder, clock, dec, digit_at, factorization_text, minutes_between,
                    round_half_up, to_base)


def arithmetic(b: Builder) -> None:
    b.value('What is 3/4 + 5/6?', '19/12', lambda: R(3, 4) + R(5, 6))
    b.value('2/3 × 9/10', '3/5', lambda: R(2, 3) * R(9, 10))
    b.value('calculate 7/8 ÷ 3/4', '7/6', lambda: R(7, 8) / R(3, 4))
    b.value(r'$\frac{5}{12} - \frac{1}{8}$', '7/24', lambda: R(5, 12) - R(1, 8))
    b.value("what's 2 1/2 + 1 3/4", '17/4', lambda: (2 + R(1, 2)) + (1 + R(3, 4)))
    b.value('0.75 + 1.6', '2.35', lambda: dec('0.75') + dec('1.6'))
    b.value('Multiply 3.2 by 0.15', '0.48', lambda: dec('3.2') * dec('0.15'))
    b.value('12.6 / 0.3 = ?', '42', lambda: dec('12.6') / dec('0.3'))
    b.value('Evaluate 8 + 4 × (6 - 2)^2 ÷ 8', '16', lambda: 8 + 4 * (6 - 2) ** 2 / sp.Integer(8))
    b.value('what is 15 - 3*4 + 10/5', '5', lambda: 15 - 3 * 4 + sp.Integer(10) / 5)
    b.value('−4 + 7 × −2', '-18', lambda: -4 + 7 * -2)
    b.value(r'compute \(2^{10}\)', '1024', lambda: sp.Integer(2) ** 10)
    b.value('what is (-3)^4', '81', lambda: sp.Integer(-3) ** 4)
    b.value('evaluate 5^(-2)', '1/25', lambda: sp.Integer(5) ** -2)
    b.value('16^(3/4)', '8', lambda: sp.Integer(16) ** R(3, 4))
    b.value('simplify √72', '6*sqrt(2)', lambda: sp.sqrt(72))
    b.value('Simplify sqrt(50) + sqrt(18) please', '8*sqrt(2)', lambda: sp.sqrt(50) + sp.sqrt(18))
    b.value(r'Simplify \(\sqrt{12}\cdot\sqrt{3}\)', '6', lambda: sp.sqrt(12) * sp.sqrt(3))
    b.value('rationalize the denominator: 6/√3', '2*sqrt(3)', lambda: sp.radsimp(6 / sp.sqrt(3)))
    b.value('what is the cube root of 125?', '5', lambda: sp.cbrt(125))
    b.value('cube root of -64', '-4', lambda: sp.real_root(-64, 3))
    b.value('(2/3)^2 + 1/9', '5/9', lambda: R(2, 3) ** 2 + R(1, 9))
    b.value('What is 1/3 of 42?', '14', lambda: R(1, 3) * 42)


def percent(b: Builder) -> None:
    b.value('What is 15% of 80?', '12', lambda: R(15, 100) * 80)
    b.value('find 12.5% of 64', '8', lambda: dec('12.5') / 100 * 64)
    b.value('what percent of 60 is 15', '25', lambda: R(15, 60) * 100)
    b.value('18 is what percent of 24?', '75', lambda: R(18, 24) * 100)
    b.value('A price goes from $40 to $50. What is the percent increase?', '25', lambda: R(50 - 40, 40) * 100)
    b.value('percent decrease from 80 to 68', '15', lambda: R(80 - 68, 80) * 100)
    b.value('Find the percent change from 250 to 300.', '20', lambda: R(300 - 250, 250) * 100)
    b.value('increase 120 by 15%', '138', lambda: 120 * (1 + R(15, 100)))
    b.value('Decrease 90 by 20 percent.', '72', lambda: 90 * (1 - R(20, 100)))
    b.value('35 is 20% of what number?', '175', lambda: sp.solve(sp.Symbol('w') * R(20, 100) - 35)[0])
    b.value('convert 3/8 to a percent', '37.5', lambda: R(3, 8) * 100)
    b.value('write 0.045 as a percentage', '4.5', lambda: dec('0.045') * 100)
    b.value('Express 45% as a fraction in lowest terms', '9/20', lambda: R(45, 100))
    b.value('what is 150% of 36', '54', lambda: R(150, 100) * 36)
    b.value(r'What is \(2\tfrac{1}{2}\%\) of 360?', '9', lambda: R(5, 2) / 100 * 360)
    b.value('By what percent is 45 greater than 36?', '25', lambda: R(45 - 36, 36) * 100)


def rounding(b: Builder) -> None:
    b.value('Round 3.14159 to 2 decimal places', '3.14', lambda: round_half_up('3.14159', 2))
    b.value('round 2.71828 to three decimal places', '2.718', lambda: round_half_up('2.71828', 3))
    b.value('Round 4,567 to the nearest hundred.', '4600', lambda: round_half_up('4567', -2))
    b.value('round 845 to the nearest ten', '850', lambda: round_half_up('845', -1))
    b.value('round 12.5 to the nearest whole number', '13', lambda: round_half_up('12.5', 0))
    b.value('0.06549 to 3 d.p.', '0.065', lambda: round_half_up('0.06549', 3))
    b.value('Round 7.995 to two decimal places.', '8.00', lambda: round_half_up('7.995', 2))
    b.value('round 38,499 to the nearest thousand', '38000', lambda: round_half_up('38499', -3))
    b.value('what is 19.96 rounded to 1 decimal place?', '20.0', lambda: round_half_up('19.96', 1))
    b.value('round 1234.5678 to the nearest tenth', '1234.6', lambda: round_half_up('1234.5678', 1))
    b.value('Round 2.345 to 2 decimal places', '2.35', lambda: round_half_up('2.345', 2))
    b.value('round 0.4449 to the nearest hundredth', '0.44', lambda: round_half_up('0.4449', 2))
    b.value('round π to 4 decimal places', '3.1416', lambda: round_half_up(sp.pi, 4))
    b.value('What digit is in the tens place of 4,582?', '8', lambda: digit_at('4,582', 1))
    b.value('In 7,306.49, which digit is in the hundredths place?', '9', lambda: digit_at('7306.49', -2))
    b.value('digit in the thousands place of 52917', '2', lambda: digit_at('52917', 3))
    b.value('what is the value of the digit 6 in 3,645,210?', '600000',
            lambda: digit_at('3645210', 5) * 10 ** 5)


def number_bases(b: Builder) -> None:
    b.text('convert 45 to binary', '101101', lambda: to_base(45, 2))
    b.value('What is 1011 (binary) in decimal?', '11', lambda: int('1011', 2))
    b.text('convert 255 to hex', 'ff', lambda: to_base(255, 16))
    b.value('Convert 0x1A4 to decimal.', '420', lambda: int('1a4', 16))
    b.text('write 100 in base 5', '400', lambda: to_base(100, 5))
    b.value('convert 2012 base 3 to base 10', '59', lambda: int('2012', 3))
    b.value(r'Convert \((11111111)_2\) to decimal', '255', lambda: int('11111111', 2))
    b.text('What is 2024 in hexadecimal?', '7e8', lambda: to_base(2024, 16))
    b.value('77 in base 8 = ? in base 10', '63', lambda: int('77', 8))
    b.text('convert 63 to octal', '77', lambda: to_base(63, 8))
    b.text('add the binary numbers 101 and 11, give the answer in binary', '1000',
           lambda: to_base(int('101', 2) + int('11', 2), 2))
    b.text('convert 1A from base 16 to binary', '11010', lambda: to_base(int('1a', 16), 2))
    b.text('39 in base 4', '213', lambda: to_base(39, 4))
    b.text('what is 345 in base 7?', '1002', lambda: to_base(345, 7))
    b.text('Convert 3000 to hexadecimal please', 'bb8', lambda: to_base(3000, 16))


def number_theory(b: Builder) -> None:
    b.text('Is 91 prime?', 'False', lambda: str(sp.isprime(91)))
    b.text('is 97 a prime number', 'True', lambda: str(sp.isprime(97)))
    b.text('Is 221 prime or not?', 'False', lambda: str(sp.isprime(221)))
    b.text('Prime factorization of 360', '2^3 * 3^2 * 5', lambda: factorization_text(360))
    b.text('write 84 as a product of primes', '2^2 * 3 * 7', lambda: factorization_text(84))
    b.text('prime factorisation of 1001?', '7 * 11 * 13', lambda: factorization_text(1001))
    b.value('What are the prime factors of 462?', '2, 3, 7, 11', lambda: sp.primefactors(462))
    b.value('gcd(48, 180)', '12', lambda: sp.gcd(48, 180))
    b.value('What is the greatest common factor of 36 and 60?', '12', lambda: sp.gcd(36, 60))
    b.value('HCF of 84, 126 and 210', '42', lambda: sp.gcd_list([84, 126, 210]))
    b.value('lcm of 12 and 18', '36', lambda: sp.lcm(12, 18))
    b.value('least common multiple of 4, 6, and 10', '60', lambda: sp.lcm_list([4, 6, 10]))
    b.value('Find the LCM of 8, 12 and 15.', '120', lambda: sp.lcm_list([8, 12, 15]))
    b.value('What is the remainder when 1000 is divided by 7?', '6', lambda: sp.Mod(1000, 7))
    b.value('2023 mod 12', '7', lambda: sp.Mod(2023, 12))
    b.text('is 126 divisible by 7?', 'True', lambda: str(126 % 7 == 0))
    b.text('Is 4,518 divisible by 9?', 'True', lambda: str(4518 % 9 == 0))
    b.text('is 1234 divisible by 4', 'False', lambda: str(1234 % 4 == 0))
    b.text('is 37 even or odd', 'odd', lambda: 'even' if 37 % 2 == 0 else 'odd')
    b.text('Is 2^10 + 1 even or odd?', 'odd', lambda: 'even' if (2 ** 10 + 1) % 2 == 0 else 'odd')
    b.value('how many divisors does 36 have', '9', lambda: sp.divisor_count(36))


def comparison(b: Builder) -> None:
    b.value('Which is bigger, 3/5 or 0.62?', '0.62', lambda: max(R(3, 5), dec('0.62')))
    b.value('which is larger 5/8 or 0.6', '5/8', lambda: max(R(5, 8), dec('0.6')))
    b.value('compare 7/12 and 5/9: which one is larger?', '7/12', lambda: max(R(7, 12), R(5, 9)))
    b.text('Is 2/3 greater than 0.66?', 'True', lambda: str(R(2, 3) > dec('0.66')))
    b.text('Is -3/4 < -0.7?', 'True', lambda: str(R(-3, 4) < dec('-0.7')))
    b.text('true or false: 0.333 = 1/3', 'False', lambda: str(dec('0.333') == R(1, 3)))
    b.list('Order from least to greatest: 1/2, 0.45, 3/8, 0.6', '3/8, 0.45, 1/2, 0.6',
           lambda: sorted([R(1, 2), dec('0.45'), R(3, 8), dec('0.6')]))
    b.list('arrange in descending order: 0.3, 1/4, 2/7, 0.28', '0.3, 2/7, 0.28, 1/4',
           lambda: sorted([dec('0.3'), R(1, 4), R(2, 7), dec('0.28')], reverse=True))
    b.list('sort 7, -2, 0, 3.5, -4.1 in ascending order', '-4.1, -2, 0, 3.5, 7',
           lambda: sorted([7, -2, 0, dec('3.5'), dec('-4.1')]))
    b.list('Put these in order from smallest to largest: -1/2, -0.6, -2/3, 0', '-2/3, -0.6, -1/2, 0',
           lambda: sorted([R(-1, 2), dec('-0.6'), R(-2, 3), 0]))
    b.list('order 0.09, 0.9, 0.099, 0.909 from greatest to least', '0.909, 0.9, 0.099, 0.09',
           lambda: sorted([dec('0.09'), dec('0.9'), dec('0.099'), dec('0.909')], reverse=True))
    b.list(r'Sort ascending: $\frac{2}{5}$, $\frac{3}{10}$, 0.35, $\frac{1}{3}$', '3/10, 1/3, 0.35, 2/5',
           lambda: sorted([R(2, 5), R(3, 10), dec('0.35'), R(1, 3)]))
    b.value('what is the smallest of 4/7, 0.5, 5/9, 0.57', '0.5',
            lambda: min([R(4, 7), dec('0.5'), R(5, 9), dec('0.57')]))
    b.value('largest number: √10, 3.2, π, 22/7', '3.2',
            lambda: max([sp.sqrt(10), dec('3.2'), sp.pi, R(22, 7)], key=lambda v: sp.N(v, 30)))
    b.value('Which is greater: 2^10 or 10^3? give the value', '1024', lambda: max(2 ** 10, 10 ** 3))


def measurement(b: Builder) -> None:
    inch, foot, pound = dec('2.54'), 12 * dec('2.54'), dec('0.45359237')  # cm, cm, kg
    b.value('convert 3.5 km to m', '3500', lambda: dec('3.5') * 1000)
    b.value('How many centimeters are in 12 inches?', '30.48', lambda: 12 * inch)
    b.value('convert 5 feet to inches', '60', lambda: 5 * foot / inch)
    b.value('how many kg is 10 lb', '4.5359237', lambda: 10 * pound)
    b.value('convert 2.5 L to mL', '2500', lambda: dec('2.5') * 1000)
    b.value('750 mL = ? L', '0.75', lambda: R(750, 1000))
    b.value('how many seconds in 2 hours', '7200', lambda: 2 * 60 * 60)
    b.value('Convert 3 weeks to days.', '21', lambda: 3 * 7)
    b.value('90 minutes in hours', '1.5', lambda: R(90, 60))
    b.value('convert 6 ft 2 in to centimeters', '187.96', lambda: 6 * foot + 2 * inch)
    b.value('how many millimeters in 4.2 cm', '42', lambda: dec('4.2') * 10)
    b.value('convert 250 g to kg', '0.25', lambda: R(250, 1000))
    b.value('How many grams are in 3 pounds?', '1360.77711', lambda: 3 * pound * 1000)
    b.value('convert 1 day to minutes', '1440', lambda: 24 * 60)
    b.value('convert 45 cm to inches, to 2 decimal places', '17.72', lambda: round_half_up(45 / inch, 2))
    b.value('how many cm in 2 yards (1 yd = 3 ft)?', '182.88', lambda: 2 * 3 * foot)
    b.value('5000 mg = ___ g', '5', lambda: R(5000, 1000))
    b.value('0.35 m to mm', '350', lambda: dec('0.35') * 1000)
    b.value('A runner weighs 70 kg. What is that in pounds, rounded to the nearest whole number?', '154',
            lambda: round_half_up(70 / pound, 0))


def time(b: Builder) -> None:
    b.text('What time is it 3 hours 45 minutes after 10:30 AM?', '2:15 PM', lambda: clock('10:30 AM', 225))
    b.text('what time will it be 50 minutes after 11:25 AM', '12:15 PM', lambda: clock('11:25 AM', 50))
    b.text('What time was it 2 hours 20 minutes before 1:10 PM?', '10:50 AM', lambda: clock('1:10 PM', -140))
    b.text('A movie starts at 7:40 PM and lasts 2 h 35 min. When does it end?', '10:15 PM',
           lambda: clock('7:40 PM', 155))
    b.text('what time is 8 hours after 9:00 PM', '5:00 AM', lambda: clock('9:00 PM', 480))
    b.text('90 minutes before 12:10 AM is what time?', '10:40 PM', lambda: clock('12:10 AM', -90))
    b.text('What is 45 minutes after 11:30 PM?', '12:15 AM', lambda: clock('11:30 PM', 45))
    b.text('convert 14:30 to 12-hour time', '2:30 PM', lambda: clock('12:00 AM', 14 * 60 + 30))
    b.text('what is 7:45 PM in 24-hour time', '19:45', lambda: f'{minutes_between("12:00 AM", "7:45 PM") // 60}:45')
    b.value('How many minutes are there between 9:15 AM and 11:40 AM?', '145',
            lambda: minutes_between('9:15 AM', '11:40 AM'))
    b.value('how long is it from 10:45 PM to 1:15 AM, in minutes', '150',
            lambda: minutes_between('10:45 PM', '1:15 AM'))
    b.value('How many minutes from 8:50 AM to 3:05 PM?', '375', lambda: minutes_between('8:50 AM', '3:05 PM'))
    b.value('How many days are in 6 weeks?', '42', lambda: 6 * 7)
    b.value('how many hours are in 3 days', '72', lambda: 3 * 24)
    b.value('convert 200 minutes to hours', '10/3', lambda: Fraction(200, 60))
    b.value('How many seconds are in 1.5 hours?', '5400', lambda: dec('1.5') * 3600)


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
