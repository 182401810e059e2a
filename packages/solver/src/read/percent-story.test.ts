import { describe, expect, it } from 'vitest';
import { solve, verifyAnswer } from '../index';
import { percentStory } from './percent-story';
import { readProblemText } from './problem-text';

// Expected values by hand: 800 → 900 is +100/800 = 12.5%; 1500 → 1800 is +20%; 20000 → 15000 is −25%;
// 80 → 60 is −25%; 50 → 35 is −30%; 75 vs 60 is +15/60 = 25%; 48 vs 60 is −12/60 = 20%; 36 × 0.75 = 27;
// 250 × 0.12 = 30; 90 × 0.30 = 27; 64 × 0.75 = 48; 35 × 0.20 = 7; 48 × 1.15 = 55.2; 120 × 0.07 = 8.4;
// 50 × 1.06 = 53.

describe('percentStory', () => {
  it.each([
    ['The rent went from $800 to $900. What is the percent increase?', 'What is the percent increase from 800 to 900?'],
    [
      'Club membership grew from 1500 to 1800. By what percent did it grow?',
      'What is the percent increase from 1500 to 1800?',
    ],
    [
      "A car's value dropped from $20000 to $15000. Find the percent decrease.",
      'What is the percent decrease from 20000 to 15000?',
    ],
    ['The price fell from $80 to $60. By what percent did it change?', 'What is the percent decrease from 80 to 60?'],
    ['Find the percentage change if a score goes from 50 to 35.', 'What is the percent change from 50 to 35?'],
    [
      'The water level rose from 2.5 up to 3. Find the percent increase.',
      'What is the percent increase from 2.5 to 3?',
    ],
  ])('a change from … to …: %s', (story, text) => {
    expect(percentStory(story)).toBe(text);
  });

  it.each([
    ['By what percent is 75 greater than 60?', 'What is the percent increase from 60 to 75?'],
    ['By what percentage is 48 less than 60?', 'What is the percent decrease from 60 to 48?'],
    ['By what percent is $90 more than $72?', 'What is the percent increase from 72 to 90?'],
  ])('by what percent is A more or less than B: %s', (story, text) => {
    expect(percentStory(story)).toBe(text);
  });

  it.each([
    ['A $36 sweater is 25% off. What is the sale price?', 'Decrease $36 by 25%'],
    ['A $64 game is discounted by 25%. What is the new price?', 'Decrease $64 by 25%'],
    ['A $30 book has a discount of 10 percent. What does it cost now?', 'Decrease $30 by 10%'],
    ['A $250 phone has a 12% discount. How much is the discount?', 'What is 12% of $250?'],
    ['How much do you save with 30% off a $90 coat?', 'What is 30% of $90?'],
    ['A $64 game is discounted by 25%. Find the discount.', 'What is 25% of $64?'],
  ])('a discount: %s', (story, text) => {
    expect(percentStory(story)).toBe(text);
  });

  it.each([
    ['What is a 20% tip on a $35 lunch?', 'What is 20% of $35?'],
    ['Find the 7% sales tax on a $120 purchase.', 'What is 7% of $120?'],
    ['A $48 dinner gets a 15% tip. What is the total?', 'Increase $48 by 15%'],
    ['A 6% sales tax is added to a $50 jacket. How much do you pay in total?', 'Increase $50 by 6%'],
    ['Ana leaves an 18 percent gratuity on a $40 bill. How much does she pay altogether?', 'Increase $40 by 18%'],
  ])('a tip or a tax: %s', (story, text) => {
    expect(percentStory(story)).toBe(text);
  });

  it.each([
    ['The price went from $40 to $55.'],
    ['What is 20% of 80?'],
    ['Find the percent increase.'],
    ['Everything is 20% off today! What is the sale price?'],
    ['What percent of 80 is 20?'],
    ['A 15% tip is customary.'],
    ['Solve 2x + 3 = 7'],
    [`The price went from $40 to $50. ${'It was a long year. '.repeat(25)}What is the percent increase?`],
  ])('not a percent story: %s', (text) => {
    expect(percentStory(text)).toBeNull();
  });
});

describe('percent stories, through solve', () => {
  it.each([
    ['The rent went from $800 to $900. What is the percent increase?', '12.5', 'increase', ['12.5%'], ['11.1', '100']],
    ['Club membership grew from 1,500 to 1,800. By what percent did it grow?', '20', 'increase', ['20%'], ['16.7']],
    [
      "A car's value dropped from $20,000 to $15,000. Find the percent decrease.",
      '25',
      'decrease',
      ['25%'],
      ['33.3', '-25'],
    ],
    ['The price fell from $80 to $60. By what percent did it change?', '25', 'decrease', [], ['33.33']],
    ['A stock fell from 50 to 35. What is the percent change?', '-30', 'change', ['-30%'], ['30', '15']],
  ])('%s → %s', (problem, value, word, right, wrong) => {
    const out = solve(problem);
    expect(out.type).toBe('percent');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading?.latex).toMatch(new RegExp(`percent ${word} from`));
    expect(out.reading?.target).toEqual({ kind: 'value', value });
    for (const claim of [value, ...right]) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  });

  it.each([
    ['By what percent is 75 greater than 60?', '25', '\\text{percent increase from } 60 \\text{ to } 75', ['20']],
    ['By what percentage is 48 less than 60?', '20', '\\text{percent decrease from } 60 \\text{ to } 48', ['25']],
  ])('%s → %s', (problem, value, latex, wrong) => {
    const out = solve(problem);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading).toEqual({ latex, target: { kind: 'value', value } });
    expect(verifyAnswer(problem, `${value}%`, out).status).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  });

  it.each([
    ['A $36 sweater is 25% off. What is the sale price?', '27', ['$27', '27.00'], ['9', '45']],
    ['A $64 game is discounted by 25%. What is the new price?', '48', ['$48'], ['16']],
    ['A $250 phone has a 12% discount. How much is the discount?', '30', ['$30'], ['220', '280']],
    ['How much do you save with 30% off a $90 coat?', '27', ['$27.00'], ['63']],
  ])('discount: %s → %s', (problem, value, right, wrong) => {
    const out = solve(problem);
    expect(out.type).toBe('percent');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    for (const claim of [value, ...right]) expect(verifyAnswer(problem, claim, out).status, claim).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  });

  it.each([
    ['What is a 20% tip on a $35 lunch?', '7', '20\\% \\text{ of } \\$35', ['42']],
    ['Find the 7% sales tax on a $120 purchase.', '8.4', '7\\% \\text{ of } \\$120', ['128.4']],
    ['A $48 dinner gets a 15% tip. What is the total?', '55.2', '\\$48 \\text{ increased by } 15\\%', ['7.2']],
    [
      'A 6% sales tax is added to a $50 jacket. How much do you pay in total?',
      '53',
      '\\$50 \\text{ increased by } 6\\%',
      ['3'],
    ],
  ])('tip or tax: %s → %s (the amount, or the total when asked)', (problem, value, latex, wrong) => {
    const out = solve(problem);
    expect(out.type).toBe('percent');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(out.reading).toEqual({ latex, target: { kind: 'value', value } });
    expect(verifyAnswer(problem, `$${value}`, out).status).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  });
});

describe('the price before a discount or a tax', () => {
  // 48 / (1 − 0.20) = 60; 162 / (1 + 0.08) = 150.
  it.each([
    ['After a 20% discount, a lamp costs $48. What was the original price?', '60', ['38.4', '57.6']],
    ['A hotel bill came to $162 including an 8% tax. What was the bill before tax?', '150', ['12.96', '149.04']],
  ])('%s → %s', (problem, value, wrong) => {
    const out = solve(problem);
    expect(out.type).toBe('percent');
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, `$${value}`, out).status).toBe('verified');
    for (const claim of wrong) expect(verifyAnswer(problem, claim, out).status, claim).toBe('refuted');
  });
});

// The first step alone gives 45, 160 and +25%; the answers are 49.5, 144 and +12.5%.
const JACKET = 'A $60 jacket is 25% off, and a 10% sales tax is then added. What is the total?';
const COAT = 'A $200 coat is 20% off, then an extra 10% off the sale price. What is the final price?';
const SHARE = 'A share went from $40 to $50, then from $50 to $45. What is the overall percent change?';
const TWO_STEPS: [string, string, string][] = [
  [JACKET, '45', '49.5'],
  [COAT, '160', '144'],
  [SHARE, '25', '12.5'],
];

describe('stories in two steps', () => {
  it.each(TWO_STEPS)('%s is answered right or not at all, never with its first step', (problem, firstStep, value) => {
    const out = solve(problem);
    expect(out.answer?.value).not.toBe(firstStep);
    expect([null, value]).toContain(out.answer?.value ?? null);
  });
});

describe('dollars are money, not LaTeX', () => {
  it.each([
    ['The fare rose from $40 to $50 last year.', '$40 to $50'],
    ['A room costs $40 to $50 per night', '$40 to $50'],
    ['Tickets cost $12 each and parking is $8', '$12 each and parking is $8'],
  ])('%s keeps its dollar amounts', (raw, kept) => {
    const read = readProblemText(raw);
    expect(read.text).toContain(kept);
    expect(read.plain).toContain(kept);
  });

  it('money next to a real math segment: the money stays, the segment is converted', () => {
    const read = readProblemText('A pen costs $3 and $n$ pens cost $12. Find $n$.');
    expect(read.text).toContain('$3 and n pens cost $12');
    expect(read.text).not.toContain('$n$');
  });

  it.each([
    ['Simplify $\\frac{8}{22}$', 'Simplify 8/22', '4/11'],
    ['Evaluate $2^{10}$', 'Evaluate 2^10', '1024'],
    ['What is $12 \\times 4$?', 'What is 12*4?', '48'],
    ['Evaluate $5 + 3$', 'Evaluate 5 + 3', '8'],
  ])('%s is still a math segment', (raw, text, value) => {
    expect(readProblemText(raw).text).toBe(text);
    const out = solve(raw);
    expect(out.answer?.value).toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

describe('discounts one after another', () => {
  // $200 × 0.8 × 0.9 = 144: each "off" belongs to the percent it follows.
  it('A $200 coat, 20% off, then an extra 10% off: 144', () => {
    expect(solve(COAT).answer?.value).toBe('144');
  });
});

describe('known gaps', () => {
  // Gap: stories in two steps are not answered (at f86e6b2 only the first step was read, and its value was
  // checked ok; see "stories in two steps" above). $60, 25% off, then 10% tax: 45 × 1.1 = 49.5.
  it.fails('A $60 jacket, 25% off, then 10% sales tax: total 49.5', () => {
    expect(solve(JACKET).answer?.value).toBe('49.5');
  });

  // 40 → 50 → 45 overall is +12.5%.
  it.fails('A share from $40 to $50, then from $50 to $45: overall +12.5%', () => {
    expect(solve(SHARE).answer?.value).toBe('12.5');
  });
});

// By hand: 6.5% of $80 = $5.20; $150 up 20% = 180, then down 20% = 144; 80 down 25% = 60, up 10% = 66;
// 27 out of 30 = 90%.
describe('more percent stories: a rate stated on its own, changes in a row, a score out of a total', () => {
  it.each([
    ['The sales tax rate is 6.5%. How much tax is charged on an $80 jacket?', '5.2'],
    ['A $150 phone goes up 20%, then the new price is cut by 20%. What is the final price?', '144'],
    ['A coat costs $80. It is discounted 25%, then the sale price rises 10%. What does it cost now?', '66'],
    ['Omar answered 27 out of 30 questions correctly. What percent did he get right?', '90'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
    expect(verifyAnswer(problem, value, out).status).toBe('verified');
  });

  it('gives no successive reading when a change has no direction', () => {
    expect(percentStory('A $150 phone changes by 20%, then by 10%. What is the final price?')).toBeNull();
  });
});

// By hand: 27 of 30 → 90%; £150 + 20% VAT = £180; a 15% tip on $62 = $9.30; €120 → €90 is a 25% discount;
// measured 48, actual 50 → |48 − 50|/50 = 4%.
describe('percent stories in more wordings', () => {
  it.each([
    ['The quiz had 30 questions and Omar got 27 correct. What percentage did he score?', '90'],
    ['A coat costs £150 before VAT. VAT is 20%. How much is it including VAT?', '180'],
    ['Our bill was $62 and we want to tip 15%. How much is the tip?', '9.3'],
    ['A lamp was reduced from €120 to €90. What is the percentage discount?', '25'],
    ['I measured 48 g but the actual mass is 50 g. What is the percent error?', '4'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });
});

// By hand: 300·1.2·0.75 = 270; 6900/1.15 = 6000; 2400/0.8 = 3000; 630/1.05 = 600.
describe('changes in a row and the amount before a change', () => {
  it.each([
    ['A stock climbs 20% and then drops 25%. It started at $300. What is it worth now?', '270'],
    ['After a 15% pay rise, Omar earns $6900 a month. What did he earn before the rise?', '6000'],
    ['A car lost 20% of its value and is now worth $2400. What was it worth originally?', '3000'],
    ['The herd grew by 5% to 630 animals. How many animals were there at first?', '600'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('needs a direction and one amount', () => {
    expect(percentStory('After a 15% change the price is $69. What was it before?')).toBeNull();
    expect(percentStory('After a 15% rise the price is $69 and 3 were sold. What was it before?')).toBeNull();
  });
});

// By hand: 12 of 48 is 25%; 400 → 340 is −15%; $220 up 5% = $231; 2000 × 1.1² = 2420; $15000 losing 20% a year for
// 2 years: 15000 × 0.8² = 9600; 45 right of 60 → the wrong share is not 75%.
describe('more percent stories', () => {
  it.each([
    ['Out of 48 players, 12 are goalkeepers. What percent of the players are goalkeepers?', '25'],
    ['The school had 400 pupils last year and has 340 now. Find the percentage decrease.', '15'],
    ['A bike cost $220 last year and the price went up by 5%. What does it cost now?', '231'],
    ['A colony of 2000 ants grows by 10% each week. How many ants are there after 2 weeks?', '2420'],
    ['A car costs $15000 and loses 20% of its value every year. What is it worth after 2 years?', '9600'],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('reads a change between amounts with a unit', () => {
    expect(solve('A tree grew from 2.5 m to 3 m. Find the percent increase.').answer?.value).toBe('20');
  });

  it('the other part is not the part given', () => {
    expect(solve('Out of 60 questions, Ana got 45 right. What percent did she get wrong?').answer?.value).not.toBe(
      '75',
    );
  });
});

describe('one change, a trade and two charges on one bill', () => {
  it.each([
    // £120 reduced by 30%: £84.
    ['A jacket costing £120 is reduced by 30%. Find the sale price.', '84'],
    // Bought at $400, sold at $460: 15% profit; bought at $80, sold at $68: 15% loss.
    ['A dealer buys a bike for $400 and sells it for $460. Find his profit percent.', '15'],
    ['A phone bought for $80 was sold for $68. What is the loss percentage?', '15'],
    // $50 with 10% tax and a 20% tip, both on the pre-tax amount: $65.
    ['The meal was $50 before tax. Tax is 10% and we tip 20% on the pre-tax amount. What did we pay in total?', '65'],
    // With the tip on the total with tax: 50 × 1.1 × 1.2 = 66.
    ['The meal was $50. Tax is 10% and we tip 20% on the total with tax. What did we pay in total?', '66'],
    // $80 up 10% then 5% off: 83.6.
    [
      'My rent was $80 a week. It went up by 10%, and then the landlord gave 5% off the new rent. What is it now?',
      '83.6',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not guess whether a tip is on the amount before or after tax', () => {
    expect(solve('The meal was $50. Tax is 10% and we tip 20%. What did we pay in total?').answer?.value).not.toBe(
      '65',
    );
  });
});

// By hand: 600 · 0.75 · 0.9 = 405; x · 0.8 · 0.85 = 81.60 → x = 120; 4000 · 1.025³ = 4307.5625 → 4307.56.
describe('discounts one after the other, and compound interest per annum', () => {
  it.each([
    [
      'A shop marks a bike down 25%, and at the till you get an extra 10% off the sale price. The bike was originally $600. How much do you pay?',
      '405',
    ],
    [
      'A coat was marked down 20%, and then a further 15% was taken off the sale price. Mia paid $81.60. What was the original price?',
      '120',
    ],
    [
      '£4000 is invested at 2.5% per annum compound interest. Work out the value of the investment after 3 years. Give your answer to the nearest penny.',
      '4307.56',
    ],
  ])('%s → %s', (problem, value) => {
    const out = solve(problem);
    expect(out.answer?.value, out.reason ?? '').toBe(value);
    expect(out.verified?.ok).toBe(true);
  });

  it('does not read a tax added after a discount as a second discount', () => {
    expect(
      solve('A TV costs $450. It is reduced by 20%. Then a tax of 10% is added. What is the final price?').answer
        ?.value,
    ).toBe('396');
  });
});
