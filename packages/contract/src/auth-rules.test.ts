import { describe, expect, it } from 'vitest';
import { loginProblem, registrationProblem } from './auth-rules';

describe('registration and login rules', () => {
  it('checks in the specified order with the specified messages', () => {
    expect(registrationProblem({ username: '', password: 'abcdef', confirmPassword: 'abcdef' })).toBe(
      'Please fill in all fields',
    );
    expect(registrationProblem({ username: 'ada', password: 'abcdef', confirmPassword: '' })).toBe(
      'Please fill in all fields',
    );
    expect(registrationProblem({ username: 'ada', password: 'abc', confirmPassword: 'abd' })).toBe(
      "Passwords don't match",
    );
    expect(registrationProblem({ username: 'ada', password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(registrationProblem({ username: 'ada', password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
    // The API has no confirmation field.
    expect(registrationProblem({ username: 'ada', password: 'abcdef' })).toBeNull();
    expect(registrationProblem({ username: 'a'.repeat(255), password: 'abcdef' })).toMatch(/254/);
    expect(registrationProblem({ username: 'ada', password: 'x'.repeat(257) })).toMatch(/256/);
  });

  it('asks for both login fields', () => {
    expect(loginProblem({ username: ' ', password: 'x' })).toBe('Please fill in all fields');
    expect(loginProblem({ username: 'ada', password: '' })).toBe('Please fill in all fields');
    expect(loginProblem({ username: 'ada', password: 'x' })).toBeNull();
  });
});
