import type { Phrase } from './vocabulary-phrases';

/**
 * Everyday wordings of questions the solvers read in one canonical form: the number first and the instruction
 * after ("3.14159 rounded to two decimal places is?", "72 has how many divisors?"), a value told in a story then
 * acted on ("The population is 1234567. Round it to …"), "True or false:" before a statement.
 */
export const EVERYDAY_PHRASES: Phrase[] = [
  // "3.14159 rounded to two decimal places is?", "Give √2 correct to 4 decimal places".
  [/^(-?[\d.]+|sqrt\([^()]+\))\s+(?:rounded|correct)\s+to\s+(.+?)\s+(?:is|equals|=)\s*\??\s*$/i, 'Round $1 to $2'],
  [/^(?:give|write|find)\s+(.+?)\s+(?:correct|accurate|rounded)\s+to\s+(.+?)\s*[.?]?$/i, 'Round $1 to $2'],
  // "A bacterium is 0.004567 mm long. Write this length to 3 significant figures.": one value, then rounded.
  [
    /^([^.?!]*?)(-?\d+(?:\.\d+)?)([^.?!\d]*)[.]\s*(?:write|round|give|express)\s+(?:this|it|that|the)(?:\s+[a-z]+)?\s+(?:to|correct to)\s+((?:the\s+nearest\s+[a-z ]+?|\d+\s+(?:decimal places?|significant figures?|sig\.? figs?|s\.f\.|d\.p\.)))\s*[.?]?$/i,
    (whole: string, before: string, value: string, after: string, precision: string) =>
      /\d/.test(before) || /\d/.test(after) ? whole : `Round ${value} to ${precision}`,
  ],
  // "In the number 84312, what is the value of the digit 4?": the question, then the number.
  [
    /^in\s+the\s+number\s+(\d+),?\s+(what\s+is\s+the\s+(?:place\s+)?value\s+of\s+the\s+(?:digit\s+)?\d)\s*\??$/i,
    '$2 in $1?',
  ],
  // "True or false: 123456 is divisible by 8", read as "Is 123456 divisible by 8?" (a second "is" goes).
  [
    /^is\s+(.+?)\s+is\s+(?=divisible|greater|less|smaller|larger|bigger|prime|even|odd|a\s+multiple|a\s+factor|equal)/i,
    'Is $1 ',
  ],
  [/^true\s+or\s+false\s*[?:.]?\s*(.+?)\s+is\s+(.+?)\.?$/i, 'Is $1 $2?'],
  // "2.5 hours is how many seconds?": how many of the one are in the other.
  [
    /^(-?[\d.]+)\s+([a-z]+(?:\s[a-z]+)?)\s+(?:is|are|equals|makes)\s+how\s+many\s+([a-z ]+?)\s*\??$/i,
    'How many $3 are in $1 $2?',
  ],
  // "1 January 2030": the month first, as the calendar solvers read dates.
  [
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})\b/g,
    '$2 $1, $3',
  ],
  // "72 has how many positive divisors?": how many the number has.
  [/^(\d+)\s+has\s+how\s+many\s+(.+?)\s*\??$/i, 'How many $2 does $1 have?'],
  // "Add up all the primes between 10 and 30. What do you get?": their sum.
  [
    /^add\s+up\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(.+?)(?:[.?]\s*what\s+do\s+you\s+get)?\s*[.?]?$/i,
    'What is the sum of the $1?',
  ],
  // "Which of these is the largest: …", "the minimum value in the list …".
  [/^which\s+of\s+(?:these|the\s+following)(?:\s+numbers)?\s+is\s+(?:the\s+)?/i, 'Which is the '],
  [
    /\b(?:the\s+)?(minimum|maximum)\s+(?:value\s+)?(?:in|of)\s+(?:the\s+)?(?:list|set|numbers)\s*:?\s*/gi,
    (_: string, m: string) => `the ${/min/i.test(m) ? 'smallest' : 'largest'} of `,
  ],
];
