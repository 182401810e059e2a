"""Held-out: arithmetic, percentages, rounding and place value, number bases, number theory, comparison,
measurement and time."""
from fractions import Fraction

import sympy as sp

from common import (R, Builder, clock, clock24, dec, digit_at, factorization_text, minutes_between,
                    round_half_up, sig_figs, to_base)


def arithmetic(b: Builder) -> None:
    b.value('can you work out 5/6 − 2/9 for me', '11/18', lambda: R(5, 6) - R(2, 9))
    b.value('what is 3 1/3 × 2 1/4', '15/2', lambda: (3 + R(1, 3)) * (2 + R(1, 4)))
    b.value(r'$\frac{9}{14} \div \frac{3}{7}$', '3/2', lambda: R(9, 14) / R(3, 7))
    b.value('evaluate 18 ÷ 3 × 2 + 7² − 5', '56', lambda: sp.Integer(18) / 3 * 2 + 7 ** 2 - 5)
    b.value('2.4 × 0.35 = ?', '0.84', lambda: dec('2.4') * dec('0.35'))
    b.value('please compute (−6)(−7) − 3(4 − 9)', '57', lambda: (-6) * (-7) - 3 * (4 - 9))
    b.value('what is 3^4 - 4^3', '17', lambda: sp.Integer(3) ** 4 - sp.Integer(4) ** 3)
    b.value(r'simplify \(\sqrt{45} - \sqrt{20}\)', 'sqrt(5)', lambda: sp.sqrt(45) - sp.sqrt(20))
    b.value('Evaluate 2^(-3) + 4^(-1)', '3/8', lambda: sp.Integer(2) ** -3 + sp.Integer(4) ** -1)
    b.value('|−8| − |3 − 11| + |−2|', '2', lambda: abs(-8) - abs(3 - 11) + abs(-2))


def percent(b: Builder) -> None:
    b.value('A jacket costs $80 and is 35% off. What is the sale price?', '52', lambda: 80 * (1 - R(35, 100)))
    b.value('sales tax is 8.25%. how much tax do I pay on a $60 purchase?', '4.95',
            lambda: dec('8.25') / 100 * 60)
    b.value("what's 22% of 450", '99', lambda: R(22, 100) * 450)
    b.value('After a 20% discount a lamp costs $36. What was the original price?', '45',
            lambda: sp.solve(sp.Symbol('p') * (1 - R(20, 100)) - 36)[0])
    b.value("my rent went up from $1,200 to $1,290, what's the percent increase?", '7.5',
            lambda: R(1290 - 1200, 1200) * 100)
    b.value("A town's population fell from 5,000 to 4,650. Find the percent decrease.", '7',
            lambda: R(5000 - 4650, 5000) * 100)
    b.value('42 is 60% of what number?', '70', lambda: sp.solve(sp.Symbol('w') * R(60, 100) - 42)[0])
    b.value(r'Write $\frac{7}{20}$ as a percent', '35', lambda: R(7, 20) * 100)
    b.value('A $200 bike goes up 10% and then the new price is cut by 10%. What is the final price?', '198',
            lambda: 200 * (1 + R(10, 100)) * (1 - R(10, 100)))
    b.value('Lisa got 34 out of 40 on her test. What percent is that?', '85', lambda: R(34, 40) * 100)
    b.value('how much simple interest does $1500 earn at 4% per year for 3 years?', '180',
            lambda: 1500 * R(4, 100) * 3)


def rounding(b: Builder) -> None:
    b.value('round 8.30492 to 2 decimal places', '8.30', lambda: round_half_up('8.30492', 2))
    b.value('Round 58,372 to the nearest thousand', '58000', lambda: round_half_up('58372', -3))
    b.value('round 0.08349 to 3 decimal places please', '0.083', lambda: round_half_up('0.08349', 3))
    b.value("what's 9.997 rounded to the nearest hundredth", '10.00', lambda: round_half_up('9.997', 2))
    b.value('Round 149.5 to the nearest whole number.', '150', lambda: round_half_up('149.5', 0))
    b.value('round √7 to 3 decimal places', '2.646', lambda: round_half_up(sp.sqrt(7), 3))
    b.value('Which digit is in the thousandths place in 45.6782?', '8', lambda: digit_at('45.6782', -3))
    b.value("what's the value of the 7 in 2,173,045", '70000', lambda: digit_at('2173045', 4) * 10 ** 4)
    b.value('round 3,649,999 to the nearest million', '4000000', lambda: round_half_up('3649999', -6))
    b.value('round 0.004567 to 2 significant figures', '0.0046', lambda: sig_figs('0.004567', 2))


def number_bases(b: Builder) -> None:
    b.text('convert 77 to binary', '1001101', lambda: to_base(77, 2))
    b.value('binary 110110 to decimal', '54', lambda: int('110110', 2))
    b.text('Convert 500 to hexadecimal.', '1f4', lambda: to_base(500, 16))
    b.value("what's hex 3C in decimal?", '60', lambda: int('3c', 16))
    b.value('convert 1234 from base 5 to base 10', '194', lambda: int('1234', 5))
    b.value(r'\((725)_8\) in decimal = ?', '469', lambda: int('725', 8))
    b.text('can you convert 350 to octal', '536', lambda: to_base(350, 8))
    b.text('What is 11010 (base 2) + 1111 (base 2)? answer in binary', '101001',
           lambda: to_base(int('11010', 2) + int('1111', 2), 2))
    b.text('convert the binary number 10101010 to hex', 'aa', lambda: to_base(int('10101010', 2), 16))
    b.text('write 1000 in base 6', '4344', lambda: to_base(1000, 6))


def number_theory(b: Builder) -> None:
    b.text('is 143 prime?', 'False', lambda: str(sp.isprime(143)))
    b.text('Is 101 a prime number?', 'True', lambda: str(sp.isprime(101)))
    b.text('find the prime factorization of 540', '2^2 * 3^3 * 5', lambda: factorization_text(540))
    b.text('express 2310 as a product of prime factors', '2 * 3 * 5 * 7 * 11', lambda: factorization_text(2310))
    b.value('GCF of 56 and 98', '14', lambda: sp.gcd(56, 98))
    b.value("what's the LCM of 9, 12 and 20", '180', lambda: sp.lcm_list([9, 12, 20]))
    b.value('What is the remainder when 5^20 is divided by 3?', '1', lambda: pow(5, 20, 3))
    b.text('Is 7,425 divisible by 3?', 'True', lambda: str(7425 % 3 == 0))
    b.value('list all the factors of 28', '1, 2, 4, 7, 14, 28', lambda: sp.divisors(28))
    b.value('what is the sum of all the prime numbers less than 20', '77', lambda: sum(sp.primerange(2, 20)))
    b.value('One bus leaves every 12 minutes and another every 18 minutes. They both just left. '
            'In how many minutes will they leave together again?', '36', lambda: sp.lcm(12, 18))


def comparison(b: Builder) -> None:
    b.value('which is bigger: 7/9 or 0.78?', '0.78', lambda: max(R(7, 9), dec('0.78')))
    b.text('Is 5/8 less than 0.6?', 'False', lambda: str(R(5, 8) < dec('0.6')))
    b.list('order from least to greatest: 0.7, 2/3, 0.67, 3/4', '2/3, 0.67, 0.7, 3/4',
           lambda: sorted([dec('0.7'), R(2, 3), dec('0.67'), R(3, 4)]))
    b.list('arrange in decreasing order: -1.2, -5/4, 0.1, -1', '0.1, -1, -1.2, -5/4',
           lambda: sorted([dec('-1.2'), R(-5, 4), dec('0.1'), -1], reverse=True))
    b.text('true or false: 0.125 = 1/8', 'True', lambda: str(dec('0.125') == R(1, 8)))
    b.value('Which is greatest: 3^5, 5^3 or 2^8?', '256', lambda: max(3 ** 5, 5 ** 3, 2 ** 8))
    b.value('compare √50 and 7.1 - which is larger?', '7.1',
            lambda: max([sp.sqrt(50), dec('7.1')], key=lambda v: sp.N(v, 30)))
    b.list('Put in ascending order: 1.05, 1.5, 1.055, 1.505', '1.05, 1.055, 1.5, 1.505',
           lambda: sorted([dec('1.05'), dec('1.5'), dec('1.055'), dec('1.505')]))
    b.text('Is −0.4 greater than −2/5?', 'False', lambda: str(dec('-0.4') > R(-2, 5)))
    b.list('Sort from smallest to largest: π, 3.14, 22/7, √10', '3.14, pi, 22/7, sqrt(10)',
           lambda: sorted([sp.pi, dec('3.14'), R(22, 7), sp.sqrt(10)], key=lambda v: sp.N(v, 30)))


def measurement(b: Builder) -> None:
    inch = dec('2.54')  # cm
    b.value('how many meters in 4.75 km', '4750', lambda: dec('4.75') * 1000)
    b.value('convert 7 feet to centimeters', '213.36', lambda: 7 * 12 * inch)
    b.value('how many inches is 4 yards', '144', lambda: 4 * 3 * 12)
    b.value('How many milliliters are in 3.25 liters?', '3250', lambda: dec('3.25') * 1000)
    b.value('A recipe needs 750 g of flour. How many kilograms is that?', '0.75', lambda: R(750, 1000))
    b.value('convert 5 miles to kilometers (1 mile = 1.609344 km)', '8.04672', lambda: 5 * dec('1.609344'))
    b.value('how many square centimeters are in 1 square meter', '10000', lambda: 100 ** 2)
    b.value('convert 2 gallons to quarts', '8', lambda: 2 * 4)
    b.value('convert 68 °F to Celsius', '20', lambda: (68 - 32) * R(5, 9))
    b.value('A car travels at 72 km/h. What is that in m/s?', '20', lambda: R(72 * 1000, 3600))


def time(b: Builder) -> None:
    b.text('What time will it be 2 hours 50 minutes after 9:25 AM?', '12:15 PM', lambda: clock('9:25 AM', 170))
    b.text('the train leaves at 4:35 PM and the trip takes 3 h 40 min. what time does it arrive', '8:15 PM',
           lambda: clock('4:35 PM', 220))
    b.text('what time was it 4 hours 15 minutes before 2:05 AM?', '9:50 PM', lambda: clock('2:05 AM', -255))
    b.value('school starts at 8:10 AM and ends at 3:25 PM. how many minutes long is the school day?', '435',
            lambda: minutes_between('8:10 AM', '3:25 PM'))
    b.value('how many minutes from 11:50 PM to 12:35 AM', '45', lambda: minutes_between('11:50 PM', '12:35 AM'))
    b.text('convert 21:15 to 12-hour time', '9:15 PM', lambda: clock('12:00 AM', 21 * 60 + 15))
    b.text("what's 12:40 AM in 24-hour time", '00:40', lambda: clock24('12:40 AM'))
    b.value('I went to sleep at 10:45 PM and woke up at 6:30 AM. How many hours did I sleep?', '31/4',
            lambda: Fraction(minutes_between('10:45 PM', '6:30 AM'), 60))
    b.text('What time is it 100 minutes after 11:30 AM?', '1:10 PM', lambda: clock('11:30 AM', 100))
    b.value('convert 3.25 hours to minutes', '195', lambda: dec('3.25') * 60)


SECTIONS = [arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time]
