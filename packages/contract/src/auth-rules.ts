/** The messages the product specification fixes, shown the same by the forms and the server. */
export const authMessages = {
  fillAllFields: 'Please fill in all fields',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid credentials',
  passwordTooLong: 'Password must be at most 256 characters',
  usernameInvalid: 'A username is at most 254 characters, without spaces',
  usernameInvisible: 'A username may not contain invisible, control or direction-changing characters',
  usernameMixedScripts: 'A username may not mix alphabets (such as Latin and Cyrillic letters)',
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_USERNAME_LENGTH = 254;

export interface RegistrationInput {
  username: string;
  password: string;
  /** The form's second password field; the API has none. */
  confirmPassword?: string;
}

// Control, format (zero-width, direction marks and overrides, soft hyphen), surrogate, private and unassigned
// characters: invisible or unstorable, they make two names that look alike into two accounts.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/u;

// The scripts whose letters are told apart; a name's letters must come from one of them (or from one of the
// combinations a language writes together).
const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Thai',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
  'Ethiopic',
  'Tamil',
  'Telugu',
  'Gujarati',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));
const TOGETHER = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Hangul']),
  new Set(['Latin', 'Han', 'Bopomofo']),
];

/** The scripts of a text's letters (a letter of none of the known scripts counts as its own). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const char of text) {
    if (!/\p{L}/u.test(char)) continue;
    found.add(SCRIPTS.find((s) => s.pattern.test(char))?.name ?? 'Other');
  }
  return found;
}

/** A username as it is stored: Unicode NFKC (compatibility forms folded), without surrounding spaces. */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();

/** The first problem with a username (after normalisation), or null. */
export function usernameProblem(username: string): string | null {
  const name = normalizeUsername(username);
  if (!name) return authMessages.fillAllFields;
  if (INVISIBLE.test(name)) return authMessages.usernameInvisible;
  if (name.length > MAX_USERNAME_LENGTH || /\s/.test(name)) return authMessages.usernameInvalid;
  const scripts = scriptsOf(name);
  if (scripts.size > 1 && !TOGETHER.some((allowed) => [...scripts].every((s) => allowed.has(s)))) {
    return authMessages.usernameMixedScripts;
  }
  return null;
}

/** The first problem with a registration, or null. Checked in this order by the form and the server. */
export function registrationProblem({ username, password, confirmPassword }: RegistrationInput): string | null {
  const name = username.trim();
  if (!name || !password || confirmPassword === '') return authMessages.fillAllFields;
  if (confirmPassword !== undefined && confirmPassword !== password) return authMessages.passwordsDontMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return authMessages.passwordTooLong;
  return usernameProblem(name);
}

/** The first problem with a login form, or null. A password may be left out only where the server allows it. */
export function loginProblem({ username, password }: { username: string; password: string }): string | null {
  if (!username.trim() || !password) return authMessages.fillAllFields;
  return null;
}
