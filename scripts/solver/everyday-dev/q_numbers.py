"""Development set: arithmetic, percent, rounding (and place value), number bases, number theory, comparison,
measurement and time."""
from __future__ import annotations

import datetime as dt

import sympy as sp

from common import (R, clock, clock24, dec, digit_at, factorization_text, minutes_between, round_half_up,
                    sig_figs, to_base)


def arithmetic(b):
    b.value('What is 2/3 + 4/9?', '10/9', lambda: R(2, 3) + R(4, 9))
    b.value('calculate 12 − 4 × 3 + 8 ÷ 2', '4', lambda: 12 - 4 * 3 + R(8, 2))
    b.value('2 1/3 × 1 3/4', '49/12', lambda: (2 + R(1, 3)) * (1 + R(3, 4)))
    b.value(r'\frac{7}{8} \div \frac{21}{16}', '2/3', lambda: R(7, 8) / R(21, 16))
    b.value('whats 0.25 * 0.4', '0.1', lambda: dec('0.25') * dec('0.4'))
    b.value(r'Evaluate $(-3)^2 - 2^3$', '1', lambda: sp.Integer(-3) ** 2 - sp.Integer(2) ** 3)
    b.value('(-8) + 15 - (-6)', '13', lambda: sp.Integer(-8) + 15 - (-6))
    b.value('pls simplify 5 - 2(3 - 7)^2', '-27', lambda: 5 - 2 * sp.Integer(3 - 7) ** 2)
    b.value('Compute √144 + ∛27', '15', lambda: sp.sqrt(144) + sp.cbrt(27))
    b.value('What is seventeen times twenty-three?', '391', lambda: sp.Integer(17) * 23)
    b.value('what is 4.5 divided by 0.15', '30', lambda: dec('4.5') / dec('0.15'))
    b.value(r'\(\dfrac{2}{3}\cdot\dfrac{9}{10}\)', '3/5', lambda: R(2, 3) * R(9, 10))
    b.value('hw question: −6 × −7 ÷ 3', '14', lambda: sp.Integer(-6) * -7 / 3)
    b.value('Work out 3/5 of 45', '27', lambda: R(3, 5) * 45)
    b.value('What is two thirds of ninety?', '60', lambda: R(2, 3) * 90)
    b.value('Find the reciprocal of 2 3/5', '5/13', lambda: 1 / (2 + R(3, 5)))
    b.value('|−12| − |5 − 9|', '8', lambda: sp.Abs(-12) - sp.Abs(5 - 9))
    b.value('Could you work out 1/2 + 1/3 + 1/6 for me?', '1', lambda: R(1, 2) + R(1, 3) + R(1, 6))
    b.value('10^3 / 10^-2', '100000', lambda: sp.Integer(10) ** 3 / sp.Integer(10) ** -2)
    b.value('Evaluate 2^{-3}', '1/8', lambda: sp.Integer(2) ** -3)
    b.value('Add 3.07 and 12.9', '15.97', lambda: dec('3.07') + dec('12.9'))
    b.value('Subtract 4 5/8 from 7 1/4.', '21/8', lambda: (7 + R(1, 4)) - (4 + R(5, 8)))
    b.value(r'$\left(\frac{1}{2}\right)^3 \times 16$', '2', lambda: R(1, 2) ** 3 * 16)
    b.value('pls evaluate 3 + 4² ÷ 8 − 1', '4', lambda: 3 + R(4 ** 2, 8) - 1)
    b.value('what is −2³ + (−2)²', '-4', lambda: -(sp.Integer(2) ** 3) + sp.Integer(-2) ** 2)
    b.value('square root of 0.49', '0.7', lambda: sp.sqrt(dec('0.49')))


def percent(b):
    b.value('What is 35% of 240?', '84', lambda: R(35, 100) * 240)
    b.value('18 is what percent of 72?', '25', lambda: R(18, 72) * 100)
    b.value('45 is 30% of what number?', '150', lambda: 45 / R(30, 100))
    b.value('percent change from 80 to 92', '15', lambda: (sp.Integer(92) - 80) / 80 * 100)
    b.value('A shirt costs $40 and is on sale for 25% off. What is the sale price?', '30',
            lambda: 40 * (1 - R(25, 100)))
    b.value('can you help me find the percent decrease when a price drops from $250 to $190?', '24',
            lambda: (sp.Integer(250) - 190) / 250 * 100)
    b.value('Our dinner came to $64 and we want to leave a 15% tip. How much is the tip?', '9.6',
            lambda: 64 * R(15, 100))
    b.value('Sales tax is 8%. What is the total cost of a $35 item including tax?', '37.8',
            lambda: 35 * (1 + R(8, 100)))
    b.value('Find the simple interest on $2,000 at 3.5% per year for 4 years.', '280',
            lambda: 2000 * dec('0.035') * 4)
    b.value('If you invest $1000 at 5% interest compounded annually, how much will you have after 3 years? '
            'Round to the nearest cent.', '1157.63', lambda: round_half_up(1000 * R(105, 100) ** 3, 2))
    b.value('convert 5/16 to a percent', '31.25', lambda: R(5, 16) * 100)
    b.value('write 0.072 as a percentage', '7.2', lambda: dec('0.072') * 100)
    b.value('Express 125% as a decimal.', '1.25', lambda: R(125, 100))
    b.value("what's 12.5% of 64", '8', lambda: dec('0.125') * 64)
    b.value('A jacket was marked down from £80 to £60. What percentage discount is that?', '25',
            lambda: (sp.Integer(80) - 60) / 80 * 100)
    b.value("The town's population grew from 12,000 to 13,500. By what percent did it increase?", '12.5',
            lambda: (sp.Integer(13500) - 12000) / 12000 * 100)
    b.value('A $50 game goes up 20%, and then the new price is cut by 20%. What does it cost now?', '48',
            lambda: 50 * R(120, 100) * R(80, 100))
    b.value(r'What is \(40\%\) of \(\frac{3}{4}\) of 200?', '60', lambda: R(40, 100) * R(3, 4) * 200)
    b.value('A test has 40 questions and Maria got 34 right. What percentage did she score?', '85',
            lambda: R(34, 40) * 100)
    b.value('After a 15% discount a bike costs $170. What was the original price?', '200',
            lambda: sp.solve(sp.Symbol('p') * R(85, 100) - 170)[0])
    b.value('could you tell me what 7 out of 20 is as a percent', '35', lambda: R(7, 20) * 100)
    b.value('The bill is $86.40 and I want to tip 18%. How much is the tip, to the nearest cent?', '15.55',
            lambda: round_half_up(dec('86.40') * R(18, 100), 2))
    b.value('VAT is 20%. A phone costs £240 before VAT. What does it cost including VAT?', '288',
            lambda: 240 * R(120, 100))
    b.value('percent error if I measured 9.5 cm but the actual length is 10 cm', '5',
            lambda: sp.Abs(dec('9.5') - 10) / 10 * 100)
    b.value('Increase 80 by 35%', '108', lambda: 80 * R(135, 100))


def rounding(b):
    b.value('Round 3.14159 to the nearest hundredth', '3.14', lambda: round_half_up('3.14159', 2))
    b.value('round 47.65 to the nearest tenth', '47.7', lambda: round_half_up('47.65', 1))
    b.value('Round 2,846 to the nearest hundred', '2800', lambda: round_half_up('2846', -2))
    b.value('round 15,499 to nearest thousand', '15000', lambda: round_half_up('15499', -3))
    b.value('Round 0.0046782 to 3 significant figures', '0.00468', lambda: sig_figs('0.0046782', 3))
    b.value('86,451 to 2 sig figs', '86000', lambda: sig_figs('86451', 2))
    b.value('round 3.995 to 2 decimal places', '4.00', lambda: round_half_up('3.995', 2))
    b.value('Round 1/3 to the nearest thousandth.', '0.333', lambda: round_half_up(R(1, 3), 3))
    b.value('What is √2 rounded to 4 decimal places?', '1.4142', lambda: round_half_up(sp.sqrt(2), 4))
    b.value('round π to the nearest hundredth', '3.14', lambda: round_half_up(sp.pi, 2))
    b.value('please round 65 to the nearest ten', '70', lambda: round_half_up('65', -1))
    b.value('round 24.5 to the nearest whole number', '25', lambda: round_half_up('24.5', 0))
    b.value('Round 9,999 to the nearest hundred', '10000', lambda: round_half_up('9999', -2))
    b.value('Estimate 498 × 21 by rounding each number to 1 significant figure first.', '10000',
            lambda: sp.Integer(int(sig_figs('498', 1) * sig_figs('21', 1))))
    b.value('Estimate 7.8 + 3.1 + 5.9 by rounding each number to the nearest whole number.', '17',
            lambda: sp.Integer(int(sum(round_half_up(v, 0) for v in ('7.8', '3.1', '5.9')))))
    b.value('round 5.0449 to 2 dp', '5.04', lambda: round_half_up('5.0449', 2))
    b.value('Round 123,456,789 to the nearest million', '123000000', lambda: round_half_up('123456789', -6))
    b.value('hw question: round 2/7 to 3 decimal places', '0.286', lambda: round_half_up(R(2, 7), 3))
    b.value('What is 0.0003049 to two significant figures?', '0.00030', lambda: sig_figs('0.0003049', 2))
    b.value('Round e to three decimal places', '2.718', lambda: round_half_up(sp.E, 3))
    b.value('Round −2.37 to the nearest tenth', '-2.4', lambda: round_half_up('-2.37', 1))
    b.value(r'Round $\sqrt{50}$ to the nearest tenth.', '7.1', lambda: round_half_up(sp.sqrt(50), 1))
    b.value('Round 0.96 to the nearest tenth', '1.0', lambda: round_half_up('0.96', 1))
    b.value('Which digit is in the hundredths place of 56.4378?', '3', lambda: digit_at('56.4378', -2))
    b.value('What is the value of the digit 7 in 3,274,519?', '70000',
            lambda: digit_at('3,274,519', 4) * 10 ** 4)


def number_bases(b):
    b.text('Can you convert 53 to binary, please?', '110101', lambda: to_base(53, 2))
    b.value('What is 11011₂ in decimal?', '27', lambda: int('11011', 2))
    b.text('convert 237 to hex', 'ed', lambda: to_base(237, 16))
    b.value('0x3F in decimal', '63', lambda: int('3F', 16))
    b.value('could you convert 1A7 (base 16) to base 10?', '423', lambda: int('1A7', 16))
    b.text('Write 150 in base 5', '1100', lambda: to_base(150, 5))
    b.value('What is 212 in base 3 converted to base 10?', '23', lambda: int('212', 3))
    b.value('Convert 777 octal to decimal', '511', lambda: int('777', 8))
    b.text('convert 89 to octal', '131', lambda: to_base(89, 8))
    b.text('binary 101010 to hexadecimal', '2a', lambda: to_base(int('101010', 2), 16))
    b.value('Convert the hexadecimal number BEEF to decimal.', '48879', lambda: int('BEEF', 16))
    b.text('Express one thousand in base 2', '1111101000', lambda: to_base(1000, 2))
    b.text('$1101_2 + 1011_2$ (give the answer in binary)', '11000',
           lambda: to_base(int('1101', 2) + int('1011', 2), 2))
    b.value('What is $7A_{16}$ in base 10?', '122', lambda: int('7A', 16))
    b.text('Convert 3,500 to hexadecimal', 'dac', lambda: to_base(3500, 16))
    b.value('Convert 1234 in base 5 to base 10', '194', lambda: int('1234', 5))
    b.text('Write 58 in base 4.', '322', lambda: to_base(58, 4))
    b.text('Convert 2024 to base 12.', '1208', lambda: to_base(2024, 12))
    b.text('hex 2F to binary', '101111', lambda: to_base(int('2F', 16), 2))
    b.value('Convert 0b100110 to decimal', '38', lambda: int('100110', 2))
    b.text('octal 52 to binary', '101010', lambda: to_base(int('52', 8), 2))
    b.text('What is 10110₂ × 11₂? Give the answer in binary.', '1000010',
           lambda: to_base(int('10110', 2) * int('11', 2), 2))
    b.text('Subtract 1001₂ from 10100₂ and give the result in base 2', '1011',
           lambda: to_base(int('10100', 2) - int('1001', 2), 2))
    b.value('What decimal number does C0 represent in hexadecimal?', '192', lambda: int('C0', 16))
    b.text('Convert 143 to base 12, using a for ten and b for eleven', 'bb', lambda: to_base(143, 12))


def number_theory(b):
    b.text('Is 87 prime?', 'False', lambda: str(sp.isprime(87)))
    b.text('is ninety-seven a prime number', 'True', lambda: str(sp.isprime(97)))
    b.text('Prime factorization of 540', '2^2 * 3^3 * 5', lambda: factorization_text(540))
    b.value('gcf 84 126', '42', lambda: sp.gcd(84, 126))
    b.value('lcm of 12, 18 and 30', '180', lambda: sp.ilcm(12, 18, 30))
    b.value('What is the remainder when 2026 is divided by 9?', '1', lambda: 2026 % 9)
    b.text('Is 7,245 divisible by 9?', 'True', lambda: str(7245 % 9 == 0))
    b.value('how many factors does 72 have?? pls help', '12', lambda: len(sp.divisors(72)))
    b.value('List all the factors of 36', '1, 2, 3, 4, 6, 9, 12, 18, 36',
            lambda: [d for d in range(1, 37) if 36 % d == 0])
    b.text('Is 144 a perfect square?', 'True', lambda: str(sp.sqrt(144).is_integer))
    b.value('What are the prime factors of 210?', '2, 3, 5, 7', lambda: sp.primefactors(210))
    b.value('Find the greatest common divisor of 252 and 198.', '18', lambda: sp.gcd(252, 198))
    b.value('Hot dogs come in packs of 10 and buns come in packs of 8. What is the smallest number of hot '
            'dogs you can buy so that you can have exactly the same number of buns?', '40',
            lambda: sp.ilcm(10, 8))
    b.value('A florist has 48 roses and 60 tulips. She wants to make identical bouquets using all of the '
            'flowers with none left over. What is the greatest number of bouquets she can make?', '12',
            lambda: sp.gcd(48, 60))
    b.value('What is the remainder when 17^100 is divided by 5?', '1', lambda: pow(17, 100, 5))
    b.text('Find the prime factorisation of 1001', '7 * 11 * 13', lambda: factorization_text(1001))
    b.value(r'$\gcd(54, 144)$', '18', lambda: sp.gcd(54, 144))
    b.value('HCF of 56 and 98', '14', lambda: sp.gcd(56, 98))
    b.text('Write 500 as a product of its prime factors.', '2^2 * 5^3', lambda: factorization_text(500))
    b.value('What is the smallest positive integer you can multiply 50 by to get a perfect square?', '2',
            lambda: next(k for k in range(1, 100) if sp.sqrt(50 * k).is_integer))
    b.value('How many divisors does 2^4 · 3^2 have?', '15', lambda: len(sp.divisors(2 ** 4 * 3 ** 2)))
    b.value('lcm 9 15', '45', lambda: sp.ilcm(9, 15))
    b.text('Is 121 prime or composite?', 'composite', lambda: 'prime' if sp.isprime(121) else 'composite')
    b.value('Two lighthouses flash every 12 seconds and every 20 seconds. They just flashed together. '
            'After how many seconds will they next flash together?', '60', lambda: sp.ilcm(12, 20))
    b.value('38 mod 5', '3', lambda: 38 % 5)


def comparison(b):
    b.value('Which is bigger, 5/8 or 0.6?', '5/8', lambda: max(R(5, 8), dec('0.6')))
    b.list('Order from least to greatest: 0.3, 1/4, 2/7, 0.28', '1/4, 0.28, 2/7, 0.3',
           lambda: sorted([dec('0.3'), R(1, 4), R(2, 7), dec('0.28')]))
    b.text('Is -7 < -3?', 'True', lambda: str(-7 < -3))
    b.value('Which is larger: √50 or 7?', 'sqrt(50)', lambda: sp.Max(sp.sqrt(50), 7))
    b.list('Arrange in descending order: -2, 3, -5, 0, 1', '3, 1, 0, -2, -5',
           lambda: sorted([-2, 3, -5, 0, 1], reverse=True))
    b.text('True or false: 2/3 > 3/5', 'True', lambda: str(R(2, 3) > R(3, 5)))
    b.value('Compare 0.45 and 0.405. Which is greater?', '0.45', lambda: max(dec('0.45'), dec('0.405')))
    b.value('quick one: which is smaller, -1/2 or -1/3?', '-1/2', lambda: min(R(-1, 2), R(-1, 3)))
    b.text('Is 45% greater than 4/9?', 'True', lambda: str(R(45, 100) > R(4, 9)))
    b.value('Which is the largest: 2^10, 10^3 or 3^6?', '1024',
            lambda: max(sp.Integer(2) ** 10, sp.Integer(10) ** 3, sp.Integer(3) ** 6))
    b.text('is 0.999 less than 1', 'True', lambda: str(dec('0.999') < 1))
    b.list('least to greatest: √10, π, 3.2, 10/3', 'pi, sqrt(10), 3.2, 10/3',
           lambda: sorted([sp.sqrt(10), sp.pi, dec('3.2'), R(10, 3)], key=lambda v: sp.N(v, 30)))
    b.text('Is -0.8 equal to -4/5?', 'True', lambda: str(dec('-0.8') == R(-4, 5)))
    b.value('which fraction is bigger 7/12 or 5/9', '7/12', lambda: max(R(7, 12), R(5, 9)))
    b.value('Which has the greater absolute value, -9 or 4?', '-9', lambda: max([-9, 4], key=abs))
    b.text('True or false: (−3)² < −3²', 'False',
           lambda: str(sp.Integer(-3) ** 2 < -(sp.Integer(3) ** 2)))
    b.list('Order these from greatest to least: 1.05, 1.5, 1.005, 1.055', '1.5, 1.055, 1.05, 1.005',
           lambda: sorted([dec('1.05'), dec('1.5'), dec('1.005'), dec('1.055')], reverse=True))
    b.value(r'Which is bigger, $3^{40}$ or $4^{30}$?', '3^40',
            lambda: max(sp.Integer(3) ** 40, sp.Integer(4) ** 30))
    b.text('Is 5/11 > 0.45?', 'True', lambda: str(R(5, 11) > dec('0.45')))
    b.value('greatest of 0.7, 0.77, 0.707, 0.077', '0.77',
            lambda: max(dec('0.7'), dec('0.77'), dec('0.707'), dec('0.077')))
    b.list('Sort ascending: -2.5, 1/2, -3, 0.75, -1/4', '-3, -2.5, -1/4, 1/2, 0.75',
           lambda: sorted([dec('-2.5'), R(1, 2), -3, dec('0.75'), R(-1, 4)]))
    b.value('Which is more, three fifths or 0.58?', '3/5', lambda: max(R(3, 5), dec('0.58')))
    b.value('What is the smallest number in {2/3, 0.65, 5/8, 0.7}?', '5/8',
            lambda: min(R(2, 3), dec('0.65'), R(5, 8), dec('0.7')))
    b.value('Which is closer to 1: 0.9 or 1.12?', '0.9',
            lambda: min([dec('0.9'), dec('1.12')], key=lambda v: abs(v - 1)))
    b.text('Is ∛30 > 3?', 'True', lambda: str(bool(sp.cbrt(30) > 3)))
    b.list('Put 2/5, 3/7 and 1/3 in increasing order', '1/3, 2/5, 3/7', lambda: sorted([R(2, 5), R(3, 7), R(1, 3)]))


def measurement(b):
    b.value('Convert 5.2 km to meters', '5200', lambda: dec('5.2') * 1000)
    b.value('How many inches are in 7 feet?', '84', lambda: 7 * 12)
    b.value('Convert 68°F to Celsius', '20', lambda: (sp.Integer(68) - 32) * R(5, 9))
    b.value('2.5 litres in millilitres', '2500', lambda: dec('2.5') * 1000)
    b.value('How many ounces are in 3.5 pounds?', '56', lambda: dec('3.5') * 16)
    b.value('convert 90 km/h to m/s', '25', lambda: sp.Integer(90) * 1000 / 3600)
    b.value('How many square feet are in 3 square yards?', '27', lambda: 3 * 3 ** 2)
    b.value('Convert 350 cm to metres.', '3.5', lambda: R(350, 100))


MONDAY = dt.date(2024, 1, 1)  # a Monday


def time(b):
    b.text('What time is it 2 hours and 50 minutes after 9:25 AM?', '12:15 PM', lambda: clock('9:25 AM', 170))
    b.text('A film starts at 6:50 PM and runs for 2 h 25 min. When does it finish?', '9:15 PM',
           lambda: clock('6:50 PM', 145))
    b.value('How many minutes are there between 8:45 AM and 11:20 AM?', '155',
            lambda: minutes_between('8:45 AM', '11:20 AM'))
    b.text('Convert 3:30 PM to 24-hour time', '15:30', lambda: clock24('3:30 PM'))
    b.text('What is 21:05 in 12-hour time?', '9:05 PM',
           lambda: dt.datetime.strptime('21:05', '%H:%M').strftime('%I:%M %p').lstrip('0'))
    b.text('A train leaves at 11:50 PM and the trip takes 1 hour 25 minutes. What time does it arrive?',
           '1:15 AM', lambda: clock('11:50 PM', 85))
    b.text('What time was it 45 minutes before 12:10 AM?', '11:25 PM', lambda: clock('12:10 AM', -45))
    b.value('How many seconds are in 2.5 hours?', '9000', lambda: dec('2.5') * 3600)
    b.value('Could you convert 150 minutes to hours?', '2.5', lambda: R(150, 60))
    b.value('How long is it, in hours, from 9:15 PM to 6:45 AM the next morning?', '9.5',
            lambda: R(minutes_between('9:15 PM', '6:45 AM'), 60))
    b.text('If today is Monday, what day of the week will it be in 100 days?', 'Wednesday',
           lambda: (MONDAY + dt.timedelta(days=100)).strftime('%A'))
    b.text('What day of the week was July 4, 1976?', 'Sunday', lambda: dt.date(1976, 7, 4).strftime('%A'))
    b.value('How many days after March 3 is April 15, in a year that is not a leap year?', '43',
            lambda: (dt.date(2025, 4, 15) - dt.date(2025, 3, 3)).days)
    b.value('Sam worked from 8:30 AM to 5:15 PM and took a 45-minute lunch break. How many hours did he '
            'work?', '8', lambda: R(minutes_between('8:30 AM', '5:15 PM') - 45, 60))
    b.value('Convert 0.75 hours to minutes', '45', lambda: dec('0.75') * 60)
    b.text('A casserole has to bake for 1 hour 35 minutes. If it goes in the oven at 5:50 PM, when should '
           'it come out?', '7:25 PM', lambda: clock('5:50 PM', 95))
    b.value('how many minutes is 3 h 20 min', '200', lambda: 3 * 60 + 20)
    b.text('What time will it be 500 minutes after 6:00 AM?', '2:20 PM', lambda: clock('6:00 AM', 500))
    b.text('Express 17:20 in 12-hour format', '5:20 PM',
           lambda: dt.datetime.strptime('17:20', '%H:%M').strftime('%I:%M %p').lstrip('0'))
    b.text('What time is 40 minutes after half past nine in the morning?', '10:10 AM', lambda: clock('9:30 AM', 40))
    b.text('A lesson starts at 09:50 and lasts 75 minutes. When does it end? Use the 24-hour clock.', '11:05',
           lambda: (dt.datetime.strptime('09:50', '%H:%M') + dt.timedelta(minutes=75)).strftime('%H:%M'))
    b.text('Convert 12:40 AM to 24 hour time', '00:40', lambda: clock24('12:40 AM'))
    b.value('How many weeks are in 343 days?', '49', lambda: R(343, 7))
    b.text('The bus ride took 1 hr 50 min and the bus arrived at 3:05 PM. What time did it leave?', '1:15 PM',
           lambda: clock('3:05 PM', -110))
    b.value('How many minutes are there from 10:35 PM until 1:20 AM?', '165',
            lambda: minutes_between('10:35 PM', '1:20 AM'))
    b.value('Add 4 h 40 min and 2 h 35 min. How many minutes is that in total?', '435',
            lambda: int((dt.timedelta(hours=4, minutes=40) + dt.timedelta(hours=2, minutes=35)).total_seconds()
                        // 60))


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
