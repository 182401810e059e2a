/** The messages the product specification fixes, shown the same by the forms and the server. */
export const authMessages = {
  fillAllFields: 'Please fill in all fields',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid credentials',
  passwordTooLong: 'Password must be at most 256 characters',
  usernameInvalid: 'A username is at most 254 characters, without spaces',
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

/** The first problem with a registration, or null. Checked in this order by the form and the server. */
export function registrationProblem({ username, password, confirmPassword }: RegistrationInput): string | null {
  const name = username.trim();
  if (!name || !password || confirmPassword === '') return authMessages.fillAllFields;
  if (confirmPassword !== undefined && confirmPassword !== password) return authMessages.passwordsDontMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return authMessages.passwordTooLong;
  if (name.length > MAX_USERNAME_LENGTH || /\s/.test(name)) return authMessages.usernameInvalid;
  return null;
}

/** The first problem with a login form, or null. A password may be left out only where the server allows it. */
export function loginProblem({ username, password }: { username: string; password: string }): string | null {
  if (!username.trim() || !password) return authMessages.fillAllFields;
  return null;
}
