import { normalizeUsername } from '@zhi/contract';

// Cyrillic and Greek letters drawn like Latin ones (after lower-casing; chosen by how the capitals look, as names
// are shown as typed), from Unicode's confusables: a name written wholly in another alphabet cannot pass for an
// existing Latin name, nor the other way round. Names mixing alphabets are refused before they get here.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  һ: 'h',
  ӏ: 'l',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'n',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  ϲ: 'c',
  ϳ: 'j',
};

/**
 * The key that makes a username unique: NFKC, case folded, and look-alike letters of other alphabets read as the
 * Latin letters they resemble: "BOSS", "boss" and a Cyrillic "ВОЅЅ" have one key, so one account.
 */
export function usernameKey(username: string): string {
  const folded = normalizeUsername(username).toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ');
  let key = '';
  for (const char of folded) key += LOOK_ALIKES[char] ?? char;
  return key;
}
