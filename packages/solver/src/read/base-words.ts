import { cardinal } from './number-words';

/**
 * Numbers in other bases said in words: "1010 (base 2) times 11 (base 2)" is 1010_2 * 11_2; "convert one thousand
 * to base 2" converts 1000; ", using a for ten and b for eleven" names the usual digits, so it adds nothing.
 */
const BASE_NAMES: Record<string, number> = { binary: 2, octal: 8, hexadecimal: 16, hex: 16 };
const OPS: Record<string, string> = {
  '+': '+',
  plus: '+',
  '-': '-',
  '−': '-',
  minus: '-',
  '*': '*',
  '×': '*',
  x: '*',
  times: '*',
};

/** "1011 + 111 in binary", "Subtract 111 from 1011 in binary", "multiply 17 by 5 in base 8": an operation of numerals of that base. */
function operationInBase(text: string): string | null {
  const base = (name: string) => BASE_NAMES[name.toLowerCase()] ?? Number(/\d+/.exec(name)?.[0]);
  const IN = String.raw`\s+in\s+(binary|octal|hexadecimal|hex|base\s*\d{1,2})\s*[.?]?$`;
  const written = new RegExp(
    String.raw`^(?:what is\s+|calculate\s+|compute\s+|work out\s+|find\s+)?([0-9A-Fa-f]+)\s*([-+*×−]|\s(?:x|plus|minus|times)\s)\s*([0-9A-Fa-f]+)${IN}`,
    'i',
  ).exec(text.trim());
  const from = new RegExp(String.raw`^subtract\s+([0-9A-Fa-f]+)\s+from\s+([0-9A-Fa-f]+)${IN}`, 'i').exec(text.trim());
  const by = new RegExp(String.raw`^multiply\s+([0-9A-Fa-f]+)\s+(?:by|and)\s+([0-9A-Fa-f]+)${IN}`, 'i').exec(
    text.trim(),
  );
  const [a, op, b, name] = written
    ? [written[1], OPS[(written[2] as string).trim().toLowerCase()], written[3], written[4]]
    : from
      ? [from[2], '-', from[1], from[3]]
      : by
        ? [by[1], '*', by[2], by[3]]
        : [];
  if (!a || !b || !op || !name) return null;
  const n = base(name);
  const fits = (numeral: string) => [...numeral].every((d) => Number.parseInt(d, 16) < n);
  // "17 + 25 in base 8" may ask for the decimal sum written in base 8: read so only when the numerals show their
  // base (only 0s and 1s for binary, a letter digit for hexadecimal).
  const shown = n === 2 || /[a-f]/i.test(`${a}${b}`);
  return shown && n >= 2 && n <= 16 && fits(a) && fits(b) ? `${a}_${n} ${op} ${b}_${n}` : null;
}

export function baseWords(text: string): string {
  const operation = operationInBase(text);
  if (operation) return operation;
  return (
    text
      .replace(/\b([0-9A-Za-z]+)\s*\(\s*base\s*(\d{1,2})\s*\)/gi, '$1_$2')
      // "101 base 2 plus 11 base 2": numerals of an operation.
      .replace(
        /\b([0-9A-Fa-f]+) base (\d{1,2}) (plus|minus|times|multiplied by|added to) ([0-9A-Fa-f]+) base (\d{1,2})\b/gi,
        '$1_$2 $3 $4_$5',
      )
      // "Answer in base 2." after an operation of base-2 numerals says what it is already written in.
      .replace(
        /(_(\d{1,2})\b[^.?]*[.?])\s*(?:give (?:your |the )?answer|answer|write (?:your |the )?answer) in base \2\.?\s*$/i,
        '$1',
      )
      .replace(
        /\b([0-9A-Za-z]+_\d{1,2})\s+(times|multiplied by|plus|minus|added to)\s+([0-9A-Za-z]+_\d{1,2})\b/gi,
        (_, a: string, op: string, b: string) =>
          `${a} ${{ times: '*', 'multiplied by': '*', plus: '+', minus: '-', 'added to': '+' }[op.toLowerCase()]} ${b}`,
      )
      // The usual digit names (a for ten, b for eleven, …) only: any other naming is left to be refused.
      .replace(
        /,?\s*\(?(?:using|use|with) (?:the (?:letters|digits) )?a (?:for|=|as) (?:ten|10)(?:,? (?:and )?b (?:for|=|as) (?:eleven|11))?(?:,? (?:and )?c (?:for|=|as) (?:twelve|12))?\)?(?=\s*[.?]?\s*$)/i,
        '',
      )
      .replace(
        /^(convert|express|write|change|what is)\s+([a-z][a-z\s-]*?)\s+(in|to|into)\s+(base\s*\d+|binary|octal|hexadecimal|hex)\b/i,
        (whole, verb: string, words: string, to: string, base: string) => {
          const n = cardinal(words);
          return n === null ? whole : `${verb} ${n} ${to} ${base}`;
        },
      )
  );
}
