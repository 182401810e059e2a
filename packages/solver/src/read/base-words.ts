import { cardinal } from './number-words';

/**
 * Numbers in other bases said in words: "1010 (base 2) times 11 (base 2)" is 1010_2 * 11_2; "convert one thousand
 * to base 2" converts 1000; ", using a for ten and b for eleven" names the usual digits, so it adds nothing.
 */
export function baseWords(text: string): string {
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
