"""Held-out set 5: arithmetic, percent, rounding, number_bases, number_theory, comparison, measurement, time.

Each spec: `compute` writes the answer, `check` derives it a second way (see check_answers.py)."""
from __future__ import annotations

import datetime as dt
import itertools
import math
from decimal import Decimal
from fractions import Fraction as Q

import mpmath
import sympy as sp
from sympy.physics import units as u

from common import Builder, F, n, by_division, factorization_text, from_digits, is_prime_trial, round_by_integers, \
    round_half_up, sig_by_integers, sig_figs, to_base, trial_factorization_text


def ev(text: str):
    """An exact SymPy value of a Python-syntax expression (decimals become rationals)."""
    return sp.sympify(text, rational=True)


def lcd_sum(*terms):
    """Fractions (num, den) summed over their least common denominator with integers only."""
    d = math.lcm(*[t[1] for t in terms])
    return Q(sum(t[0] * (d // t[1]) for t in terms), d)


# ---------------------------------------------------------------- arithmetic

b = Builder('arithmetic')
b.value('Evaluate 7/12 − 5/18 + 1/4, giving the answer as a fraction in lowest terms.',
        lambda: Q(7, 12) - Q(5, 18) + Q(1, 4), lambda: lcd_sum((7, 12), (-5, 18), (1, 4)), v='a')
b.value('can some1 do 3 2/5 × 1 7/8 for me?? improper fraction is fine thx',
        lambda: (3 + Q(2, 5)) * (1 + Q(7, 8)), lambda: ev('(17/5)*(15/8)'), v='b')
b.value('My daughter worked out 2.6 − 1.35 × 1.6 and wrote 0.4. Is she right? What is the correct value?',
        lambda: F('2.6') - F('1.35') * F('1.6'), lambda: ev('2.6 - 1.35*1.6'), v='c', style='decimal')
b.value('negative eight plus three times the square of the quantity two minus seven',
        lambda: -8 + 3 * (2 - 7) ** 2, lambda: ev('-8 + 3*(2-7)**2'), v='d')
b.value('How much is 5 to the power minus 2 plus 4 to the power zero? Give me it like a fraction please.',
        lambda: Q(1, 5 ** 2) + 1, lambda: ev('5**(-2) + 4**0'), v='e')
b.value(r'Evaluate $\dfrac{2}{3} \div \left(1\dfrac{1}{6} - \dfrac{3}{4}\right)$.',
        lambda: Q(2, 3) / (Q(7, 6) - Q(3, 4)), lambda: ev('(2/3)/((1 + 1/6) - 3/4)'), v='f')
b.value('Question 2 of 15 · Arithmetic with integers\nSimplify (−6)(−4) − 30 ÷ (−5) + (−2)³\n'
        'Type your answer as an integer.',
        lambda: (-6) * (-4) - Q(30, -5) + (-2) ** 3, lambda: ev('(-6)*(-4) - 30/(-5) + (-2)**3'), v='g')
b.value('Exercise 1F  Order of operations\n14.  48 ÷ 4 × 3 − (9 − 2²) × 5',
        lambda: Q(48, 4) * 3 - (9 - 2 ** 2) * 5, lambda: ev('48/4*3 - (9 - 2**2)*5'), v='h')
b.value('Ama had 4 3/4 kg of rice in a sack. She cooked 1 5/6 kg for a family party on Saturday and 2 1/8 kg on '
        'Sunday. Her flat has 3 rooms. How many kilograms of rice are left? Give the answer as a fraction.',
        lambda: Q(19, 4) - Q(11, 6) - Q(17, 8), lambda: lcd_sum((19, 4), (-11, 6), (-17, 8)), v='i')
b.value('I tried (−2)⁻³ and got 8 but the answer key has a negative fraction. What is (−2)⁻³ really?',
        lambda: Q(1, (-2) ** 3), lambda: ev('(-2)**(-3)'), v='j')
b.value('Work out 0.36 ÷ 0.012', lambda: F('0.36') / F('0.012'), lambda: ev('36/100 * 1000/12'), v='k')
b.value('Calculate −15 − (−23) + 4 × (−3).', lambda: -15 - (-23) + 4 * (-3), lambda: ev('-15 + 23 - 12'), v='a')
ARITHMETIC = b.specs

# ---------------------------------------------------------------- percent


def grow_loop(start, rate_percent, years):
    value = F(start)
    for _ in range(years):
        value += value * F(rate_percent) / 100
    return value


b = Builder('percent', style='decimal')
b.value('Find 17.5% of 640.', lambda: F('17.5') / 100 * 640, lambda: Q(640 * 175, 1000), v='a')
b.value('wat percent is 27 out of 36?? pls just the number', lambda: Q(27, 36) * 100,
        lambda: next(p for p in range(101) if 36 * p == 27 * 100), v='b')
b.value('My son says that a 48 euro jacket reduced by 15% costs 33 euro. Is that right? What is the sale price, '
        'to the nearest cent?', lambda: round_half_up(48 * sp.Rational(85, 100), 2),
        lambda: round_by_integers(Q(48) - Q(48 * 15, 100), 2), v='c')
b.value('a town of twelve thousand five hundred people grows by eight percent what is the new population',
        lambda: 12500 * F('1.08'), lambda: 12500 + 12500 * 8 // 100, v='d')
b.value('The price of a laptop with the VAT of 20% included is 534 pounds. How much was the price before the VAT?',
        lambda: Q(534) / F('1.2'), lambda: next(p for p in range(1000) if p * 120 == 534 * 100), v='e')
b.value(r'A coat is marked at \$180. It is discounted by $25\%$ and then a further $10\%$ is taken off the reduced '
        r'price. Find the final price in dollars, to the nearest cent.',
        lambda: round_half_up(180 * sp.Rational(3, 4) * sp.Rational(9, 10), 2),
        lambda: round_by_integers(Q(180) - Q(180 * 25, 100) - (Q(180) - Q(180 * 25, 100)) * Q(10, 100), 2), v='f')
b.value('Question 5 of 12\nThe bill at a restaurant comes to $63.40. You want to leave an 18% tip. How much is the '
        'tip? Round to the nearest cent and enter a number only.',
        lambda: round_half_up(ev('63.40*0.18'), 2), lambda: round_by_integers(Q(6340 * 18, 100 * 100), 2),
        v='g')
b.value('Exercise 6D  Compound interest\n7.  £2500 is invested at 3.2% per annum compound interest. Find its value '
        'after 4 years, correct to the nearest penny.',
        lambda: round_half_up(2500 * sp.Rational('1.032') ** 4, 2), lambda: round_by_integers(grow_loop(2500, '3.2', 4), 2),
        v='h')
b.value('Kofi buys a motorbike for 7200 dollars. It loses 12% of its value every year, and he rides it about 40 km '
        'a day. What is the motorbike worth after 3 years? Round to the nearest dollar.',
        lambda: round_half_up(7200 * sp.Rational(88, 100) ** 3, 0), lambda: round_by_integers(grow_loop(7200, -12, 3), 0),
        v='i')
b.value('The price of a bus ticket went from 2.50 to 2.15. I did (2.50 − 2.15) ÷ 2.15 and got about 16.3% but my '
        'teacher marked it wrong. What is the percentage decrease?',
        lambda: (F('2.50') - F('2.15')) / F('2.50') * 100, lambda: Q(250 - 215, 250) * 100, v='j')
b.value('Find the number whose 35% is 91.', lambda: Q(91) / F('0.35'),
        lambda: next(m for m in range(1, 1000) if m * 35 == 91 * 100), v='k')
b.value('my channel had 1250 subs last month and now 1600 how many percent did it go up by',
        lambda: Q(1600 - 1250, 1250) * 100, lambda: ev('1600/1250*100 - 100'), v='b')
PERCENT = b.specs

# ---------------------------------------------------------------- rounding

b = Builder('rounding')
b.value('Round 0.0049653 to 3 significant figures.', lambda: sig_figs('0.0049653', 3),
        lambda: sig_by_integers(F('0.0049653'), 3), v='a')
b.value('round 84615 to the nearest thousand pls', lambda: round_half_up(84615, -3),
        lambda: round_by_integers(Q(84615), -3), v='b')
b.value('My kid rounded 7.9996 to 3 decimal places and just wrote 8. How should the answer be written?',
        lambda: round_half_up('7.9996', 3), lambda: round_by_integers(F('7.9996'), 3), v='c')
b.value('round nineteen point nine five to one decimal place', lambda: round_half_up('19.95', 1),
        lambda: round_by_integers(F('19.95'), 1), v='d')
b.value('Please round the result of 3.14159 × 2.5 to the nearest tenth.',
        lambda: round_half_up(ev('3.14159*2.5'), 1), lambda: round_by_integers(Q(314159 * 25, 10 ** 6), 1),
        v='e')
b.value(r'Write $\sqrt{62}$ correct to 3 significant figures.', lambda: round_half_up(sp.sqrt(62), 2),
        lambda: Decimal((math.isqrt(62 * 10 ** 6) + 5) // 10).scaleb(-2), v='f')
b.value('Question 1 of 8\nRound 1999.96 to one decimal place. Enter the answer exactly as it should be written.',
        lambda: round_half_up('1999.96', 1), lambda: round_by_integers(F('1999.96'), 1), v='g')
b.value('Exercise 2A  Significant figures\n9.  Write 506499 correct to 2 significant figures.',
        lambda: sig_figs('506499', 2), lambda: sig_by_integers(Q(506499), 2), v='h')
b.value("Lena's road trip was 348.25 km and the car used 27.6 litres of petrol. She paid 52 euros for parking. "
        'How many kilometres per litre is that, to 2 decimal places?',
        lambda: round_half_up(ev('348.25/27.6'), 2), lambda: round_by_integers(Q(34825 * 10, 276 * 100), 2),
        v='i')
b.value('I rounded 0.06045 to 2 significant figures and got 0.06, my friend wrote it differently. How should it be '
        'written correctly?', lambda: sig_figs('0.06045', 2), lambda: sig_by_integers(F('0.06045'), 2), v='j')
b.value('Calculate 17 ÷ 7, correct to 4 decimal places.', lambda: round_half_up(sp.Rational(17, 7), 4),
        lambda: round_by_integers(Q(17, 7), 4), v='k')
b.value('Round −3.4651 to 2 decimal places.', lambda: round_half_up('-3.4651', 2),
        lambda: round_by_integers(F('-3.4651'), 2), v='g')
ROUNDING = b.specs

# ---------------------------------------------------------------- number bases

b = Builder('number_bases')
b.text('Convert 243 to binary.', lambda: to_base(243, 2), lambda: by_division(243, 2), v='a')
b.value('wats 10110111 in binary as a normal number lol', lambda: int('10110111', 2),
        lambda: from_digits('10110111', 2), v='b')
b.text('My son converted 500 to hexadecimal and got 1F4. His teacher wants lowercase letters. Is he right? What is '
       '500 in hexadecimal?', lambda: to_base(500, 16), lambda: by_division(500, 16), v='c')
b.text('what is four hundred twenty one written in base five', lambda: to_base(421, 5),
       lambda: by_division(421, 5), v='d')
b.value('Change the number 2012 from base three into base ten, please.', lambda: int('2012', 3),
        lambda: from_digits('2012', 3), v='e')
b.text(r'Evaluate $765_8 - 177_8$, giving the answer in base $8$.', lambda: to_base(int('765', 8) - int('177', 8), 8),
       lambda: by_division(from_digits('765', 8) - from_digits('177', 8), 8), v='f')
b.text('Question 4 of 10\nAdd the binary numbers 101101 and 11011. Type your answer in binary.',
       lambda: to_base(int('101101', 2) + int('11011', 2), 2),
       lambda: by_division(from_digits('101101', 2) + from_digits('11011', 2), 2), v='g')
b.text('Exercise 3B  Number bases\n6.  Multiply 1101₂ by 101₂, giving your answer in base 2.',
       lambda: to_base(int('1101', 2) * int('101', 2), 2),
       lambda: by_division(sum(from_digits('1101', 2) << s for s, bit in enumerate(reversed('101')) if bit == '1'), 2),
       v='h')
b.text('Mei is writing colour codes for a website. She adds the hexadecimal numbers 3a7 and 1c9. What is the sum in '
       'hexadecimal (lowercase)?', lambda: to_base(int('3a7', 16) + int('1c9', 16), 16),
       lambda: by_division(from_digits('3a7', 16) + from_digits('1c9', 16), 16), v='i')
b.text('I tried converting 157 to base 4 and got 2311 but it is marked wrong. What is 157 in base 4?',
       lambda: to_base(157, 4), lambda: by_division(157, 4), v='j')
b.value('Find the value of (1011011)₂ in the decimal system.', lambda: int('1011011', 2),
        lambda: from_digits('1011011', 2), v='k')
b.value('Write the octal number 2750₈ in base ten.', lambda: int('2750', 8), lambda: from_digits('2750', 8), v='e')
NUMBER_BASES = b.specs

# ---------------------------------------------------------------- number theory


def euclid(p, q):
    while q:
        p, q = q, p % q
    return p


def crt_search(pairs, bound):
    return next(m for m in range(bound) if all(m % mod == r for r, mod in pairs))


b = Builder('number_theory')
b.value('Use the Euclidean algorithm to find the greatest common divisor of 2898 and 1512.',
        lambda: sp.gcd(2898, 1512), lambda: euclid(2898, 1512), v='a')
b.value('lcm of 84 and 120 pls', lambda: sp.ilcm(84, 120),
        lambda: next(m for m in range(120, 84 * 120 + 1, 120) if m % 84 == 0), v='b')
b.text('My son says 437 is a prime number. Is 437 prime or composite?',
       lambda: 'prime' if sp.isprime(437) else 'composite',
       lambda: 'prime' if is_prime_trial(437) else 'composite', v='c')
b.text('what is the prime factorization of three thousand nine hundred sixty', lambda: factorization_text(3960),
       lambda: trial_factorization_text(3960), v='d')
b.value('Which is the remainder when 5 power 100 is divided with 7?', lambda: pow(5, 100, 7),
        lambda: (lambda r: [r := r * 5 % 7 for _ in range(100)][-1])(1), v='e')
b.value(r'Solve $7x \equiv 5 \pmod{12}$ for $0 \le x < 12$.', lambda: 5 * sp.mod_inverse(7, 12) % 12,
        lambda: next(m for m in range(12) if (7 * m - 5) % 12 == 0), v='f')
b.value('Question 6 of 10\nThe five-digit number 47□28 is divisible by 9. Which digit goes in the box? '
        'Enter a single digit.', lambda: (-(4 + 7 + 2 + 8)) % 9,
        lambda: [d for d in range(10) if int(f'47{d}28') % 9 == 0][0], v='g')
b.value('Exercise 4C  Factors and divisors\n11.  How many positive divisors does 360 have?',
        lambda: sp.divisor_count(360), lambda: sum(1 for d in range(1, 361) if 360 % d == 0), v='h')
b.value('When Rosa puts her marbles in rows of 5 there are 2 left over, in rows of 7 there are 4 left over and in '
        'rows of 9 there is 1 left over. She has fewer than 300 marbles. How many marbles does she have?',
        lambda: int(sp.ntheory.modular.crt([5, 7, 9], [2, 4, 1])[0]), lambda: crt_search([(2, 5), (4, 7), (1, 9)], 300),
        v='i')
b.value('I need the sum of ALL positive divisors of 220. I added them and got 284 but my teacher says I left one '
        'out. What is the sum?', lambda: sp.divisor_sigma(220), lambda: sum(d for d in range(1, 221) if 220 % d == 0),
        v='j')
b.value('Find the largest number which divides 245 and 1029 leaving remainder 5 in each case.',
        lambda: sp.gcd(245 - 5, 1029 - 5), lambda: max(d for d in range(6, 246) if 245 % d == 5 and 1029 % d == 5),
        v='k')
b.text('Is 691 prime or composite?', lambda: 'prime' if sp.isprime(691) else 'composite',
       lambda: 'prime' if is_prime_trial(691) else 'composite', v='a')
NUMBER_THEORY = b.specs

# ---------------------------------------------------------------- comparison


def order(items, reverse=False, digits=50):
    """Sort SymPy texts by 50-digit mpmath values (the check) and give them back as exact values."""
    with mpmath.workdps(digits):
        vals = sorted(items, key=lambda s: mpmath.mpf(sp.N(ev(s), digits)), reverse=reverse)
    return [ev(s) for s in vals]


def as_given(texts, reverse=False):
    """The numbers as they were written, sorted by their exact SymPy values."""
    return sorted(texts, key=lambda s: ev(s), reverse=reverse)


def sign_text(u_, v_):
    return '<' if u_ < v_ else '=' if u_ == v_ else '>'


b = Builder('comparison', style='decimal')
b.list('Arrange in ascending order: 5/8, 0.61, 3/5, 7/11',
       lambda: as_given(['5/8', '0.61', '3/5', '7/11']), lambda: order(['5/8', '0.61', '3/5', '7/11']),
       v='a')
b.text('which is bigger 2^40 or 3^25?? put <, = or > between them (2^40 _ 3^25)',
       lambda: sign_text(2 ** 40, 3 ** 25), lambda: sign_text(40 * math.log(2), 25 * math.log(3)), v='b')
b.text('My daughter says 0.444… (4 recurring) is exactly 4/9. Which symbol, <, = or >, goes in 0.444… _ 4/9?',
       lambda: sign_text(sp.Rational(4, 9), sp.Rational(4, 9)),
       lambda: sign_text(sp.summation(4 * sp.Rational(1, 10) ** n, (n, 1, sp.oo)), sp.Rational(4, 9)), v='c')
b.list('put these in order from greatest to least negative three quarters, negative zero point seven, negative four '
       'fifths, negative two thirds',
       lambda: as_given(['-3/4', '-0.7', '-4/5', '-2/3'], reverse=True),
       lambda: order(['-3/4', '-0.7', '-4/5', '-2/3'], reverse=True), v='d')
b.list('Put in order from the smallest: 3√2, 2√5, √19, 4.3',
       lambda: as_given(['3*sqrt(2)', '2*sqrt(5)', 'sqrt(19)', '4.3']),
       lambda: order(['3*sqrt(2)', '2*sqrt(5)', 'sqrt(19)', '4.3']), v='e')
b.text(r'Insert $<$, $=$ or $>$ to make a true statement: $\sqrt[3]{11} \;\square\; \sqrt{5}$',
       lambda: sign_text(11 ** 2, 5 ** 3), lambda: sign_text(mpmath.cbrt(11), mpmath.sqrt(5)), v='f')
b.list('Question 3 of 6\nOrder these from largest to smallest: 0.305, 0.35, 0.3, 0.053, 0.503\n'
       'Separate the numbers with commas.',
       lambda: as_given(['0.305', '0.35', '0.3', '0.053', '0.503'], reverse=True),
       lambda: order(['0.305', '0.35', '0.3', '0.053', '0.503'], reverse=True), v='g')
b.value('Exercise 1B  Comparing numbers\n5.  Which is larger, 7/9 or 0.78? Write down the larger number.',
        lambda: max(Q(7, 9), F('0.78')), lambda: order(['7/9', '0.78'])[-1], v='h')
b.text('Three friends ran in a charity race of 12 km. Ana had done 3/8 of the course when it started to rain, Ben '
       '0.4 of it and Chen 5/12 of it. Who had run the furthest?',
       lambda: max({'Ana': Q(3, 8), 'Ben': F('0.4'), 'Chen': Q(5, 12)}.items(), key=lambda kv: kv[1])[0],
       lambda: (lambda parts: ['Ana', 'Ben', 'Chen'][parts.index(max(parts))])([120 * 3 // 8, 120 * 4 // 10, 120 * 5 // 12]),
       v='i')
b.text('I have to say which is bigger, 5^30 or 8^24. I guessed 5^30 because 30 is bigger but I am not sure. '
       'Which sign, <, = or >, goes in 5^30 _ 8^24?', lambda: sign_text(5 ** 30, 8 ** 24),
       lambda: sign_text(30 * mpmath.log(5), 24 * mpmath.log(8)), v='j')
b.text('Which symbol makes the statement true: −2/3 ___ −0.67? Write <, =, or >.',
       lambda: sign_text(Q(-2, 3), F('-0.67')), lambda: sign_text(-200, -201), v='k')
b.list('Write in ascending order: −√10, −3.2, −π, −3',
       lambda: as_given(['-sqrt(10)', '-3.2', '-pi', '-3']),
       lambda: order(['-sqrt(10)', '-3.2', '-pi', '-3']), v='e')
COMPARISON = b.specs

# ---------------------------------------------------------------- measurement


def conv(amount, frm, to):
    return sp.nsimplify(u.convert_to(amount * frm, to).as_coeff_Mul()[0], rational=True)


b = Builder('measurement', style='decimal')
b.value('Convert 3.75 m² to cm².', lambda: F('3.75') * 100 ** 2, lambda: conv(ev('3.75'), u.m ** 2, u.cm ** 2),
        v='a')
b.value('how many mL in 2.35 L lol', lambda: F('2.35') * 1000, lambda: conv(ev('2.35'), u.liter, u.milliliter),
        v='b')
b.value('My son says 0.6 m³ is 600 litres. Is he right? How many litres is 0.6 m³?',
        lambda: F('0.6') * 1000, lambda: conv(ev('0.6'), u.m ** 3, u.liter), v='c')
b.value('convert seventy two kilometres per hour into metres per second', lambda: Q(72 * 1000, 3600),
        lambda: conv(72, u.km / u.hour, u.m / u.s), v='d')
b.value('How much is 95 degrees Fahrenheit in degrees Celsius?', lambda: (95 - 32) * Q(5, 9),
        lambda: 0 + (95 - 32) * Q(100 - 0, 212 - 32), v='e')
b.value(r'Convert $-12^\circ\mathrm{C}$ to degrees Fahrenheit.', lambda: F(-12) * Q(9, 5) + 32,
        lambda: 32 + (Q(-12) - 0) * Q(212 - 32, 100), v='f')
b.value('Question 7 of 12\nA newborn puppy weighs 5 pounds 11 ounces. How many ounces is that in total? '
        'Enter a whole number.', lambda: 5 * 16 + 11, lambda: conv(5, u.pound, u.gram) / ev('28.349523125') + 11, v='g')
b.value('Exercise 9A  Imperial and metric\n4.  Convert 6 feet 2 inches to centimetres, using 1 inch = 2.54 cm.',
        lambda: (6 * 12 + 2) * F('2.54'), lambda: conv(6, u.foot, u.cm) + conv(2, u.inch, u.cm), v='h')
b.value('Jonas drove 130 miles from his aunt’s house, stopping twice for coffee. How far is that in kilometres, '
        'using 1 mile = 1.609344 km? Round to the nearest kilometre.',
        lambda: round_half_up(ev('130*1.609344'), 0), lambda: round_by_integers(Q(conv(130, u.mile, u.km)), 0),
        v='i')
b.value('A field is 240 m by 175 m. I got 42 hectares but that seems way too big. How many hectares is the field?',
        lambda: Q(240 * 175, 10000), lambda: conv(240 * 175, u.m ** 2, u.hectare), v='j')
b.value('Calculate the volume of water, in litres, that a fish tank 60 cm long, 35 cm wide and 40 cm high holds '
        'when it is full.', lambda: Q(60 * 35 * 40, 1000), lambda: conv(60 * 35 * 40, u.cm ** 3, u.liter), v='k')
b.value('Priya cycles 18 km to her grandmother’s village in 45 minutes. What is her average speed in km/h?',
        lambda: Q(18) / Q(45, 60), lambda: conv(Q(18, 45), u.km / u.minute, u.km / u.hour), v='i')
MEASUREMENT = b.specs

# ---------------------------------------------------------------- time


def hm(total_minutes):
    h, m = divmod(total_minutes, 60)
    return f'{h} hours {m} minutes'


def clock24(total_minutes):
    h, m = divmod(total_minutes % 1440, 60)
    return f'{h:02d}:{m:02d}'


def clock12(total_minutes):
    h, m = divmod(total_minutes % 1440, 60)
    return f'{(h - 1) % 12 + 1}:{m:02d} {"am" if h < 12 else "pm"}'


def fmt12(t: dt.datetime):
    return t.strftime('%I:%M %p').lstrip('0').lower()


WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def zeller(day, month, year):
    if month < 3:
        month += 12
        year -= 1
    k_, j_ = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k_ + k_ // 4 + j_ // 4 + 5 * j_) % 7
    return ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'][h]


def day_number(day, month, year):
    """Days since 1 March of year 0 with the leap-year rule (a check for datetime)."""
    if month < 3:
        month += 12
        year -= 1
    return 365 * year + year // 4 - year // 100 + year // 400 + (153 * (month - 3) + 2) // 5 + day


D = dt.datetime
b = Builder('time')
b.text('Write 19:35 in 12-hour time (am/pm).', lambda: fmt12(D(2000, 1, 1, 19, 35)), lambda: clock12(19 * 60 + 35),
       v='a')
b.text('if i start gaming at 10:50 pm and stop at 2:15 am how long did i play lol (hours and minutes)',
       lambda: hm(int((D(2000, 1, 2, 2, 15) - D(2000, 1, 1, 22, 50)).total_seconds()) // 60),
       lambda: hm(24 * 60 - (22 * 60 + 50) + 2 * 60 + 15), v='b')
b.text('My daughter says 4:25 pm is 14:25 in 24-hour time. Is she right? What is 4:25 pm on the 24-hour clock?',
       lambda: D.strptime('4:25 PM', '%I:%M %p').strftime('%H:%M'), lambda: clock24((4 + 12) * 60 + 25), v='c')
b.text('what time will it be two hundred and fifty minutes after nine forty in the morning answer in twelve hour '
       'time', lambda: fmt12(D(2000, 1, 1, 9, 40) + dt.timedelta(minutes=250)), lambda: clock12(9 * 60 + 40 + 250),
       v='d')
b.value('How many days are there from 14 March 2023 until 2 August 2023? (Do not count the first day.)',
        lambda: (dt.date(2023, 8, 2) - dt.date(2023, 3, 14)).days,
        lambda: day_number(2, 8, 2023) - day_number(14, 3, 2023), v='e')
b.text(r'Convert $3.65$ hours into hours and minutes.', lambda: hm(int(F('3.65') * 60)),
       lambda: hm(3 * 60 + 65 * 60 // 100), v='f')
b.text('Question 9 of 10\nA flight leaves London at 21:40 local time (UTC+0) and lands in Dubai (UTC+4) 6 hours '
       '55 minutes later. What is the local time in Dubai when it lands? Use the 24-hour clock, hh:mm.',
       lambda: (D(2024, 5, 1, 21, 40, tzinfo=dt.timezone.utc) + dt.timedelta(hours=6, minutes=55))
       .astimezone(dt.timezone(dt.timedelta(hours=4))).strftime('%H:%M'),
       lambda: clock24(21 * 60 + 40 + 6 * 60 + 55 + 4 * 60), v='g')
b.text('Exercise 5C  Calendars\n3.  1 January 2025 was a Wednesday. What day of the week is it 200 days later?',
       lambda: (dt.date(2025, 1, 1) + dt.timedelta(days=200)).strftime('%A'),
       lambda: WEEKDAYS[(2 + 200) % 7], v='h')
b.text("Maria's grandmother was born on 9 November 1947 in a village of 600 people. On which day of the week was "
       'she born?', lambda: dt.date(1947, 11, 9).strftime('%A'), lambda: zeller(9, 11, 1947), v='i')
b.value('I worked 2 hours 48 minutes and my timesheet wants decimal hours. I put 2.48 and it was rejected. What '
        'should I write?', lambda: 2 + Q(48, 60), lambda: Q(2 * 60 + 48, 60), v='j', style='decimal')
b.text('A movie starts at 6:45 p.m. and lasts 2 hours 38 minutes. What time does it end? (Write the time like '
       '7:05 pm.)', lambda: fmt12(D(2000, 1, 1, 18, 45) + dt.timedelta(hours=2, minutes=38)),
       lambda: clock12(18 * 60 + 45 + 2 * 60 + 38), v='k')
b.text('When it is 11:30 in Tokyo (UTC+9), what time is it in New York (UTC−4)? Give the time in 24-hour hh:mm form.',
       lambda: D(2024, 7, 1, 11, 30, tzinfo=dt.timezone(dt.timedelta(hours=9)))
       .astimezone(dt.timezone(dt.timedelta(hours=-4))).strftime('%H:%M'),
       lambda: clock24(11 * 60 + 30 - 13 * 60), v='a')
TIME = b.specs

SPECS = ARITHMETIC + PERCENT + ROUNDING + NUMBER_BASES + NUMBER_THEORY + COMPARISON + MEASUREMENT + TIME
