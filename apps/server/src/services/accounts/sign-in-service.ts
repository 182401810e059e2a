import { randomBytes } from 'node:crypto';
import { authMessages } from '@zhi/contract';
import type { User } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { LoginThrottle } from './login-throttle';
import type { UserService } from './user-service';
import { usernameKey } from './username-key';

/** What the device cookie holds: whose browser it is (the username's key) and the browser's own id. */
export interface Device {
  key: string;
  id: string;
}

const waitText = (seconds: number) => (seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`);

/** Signing in: the throttle, the password check, and the device cookie that spares the owner the throttle. */
export function createSignInService(deps: { users: UserService; throttle: LoginThrottle }) {
  const { users, throttle } = deps;
  return {
    /**
     * The user, and the device to remember in the browser; 429 with the wait when the throttle says so, 401 for
     * wrong credentials (never which part was wrong).
     */
    async signIn(input: {
      username: string;
      password: string | undefined;
      ip: string;
      device: Device | null;
    }): Promise<{ user: User; device: Device; retryAfter?: never }> {
      const key = usernameKey(input.username);
      // A device cookie counts only for the account it was given for.
      const device = input.device?.key === key ? input.device.id : null;
      const attempt = await throttle.begin(key, input.ip, device);
      if (attempt.id === null) {
        throw Object.assign(
          new HttpError(429, `Too many sign-in attempts. Please wait ${waitText(attempt.retryAfter)} and try again.`),
          { retryAfter: attempt.retryAfter },
        );
      }
      let user;
      try {
        user = await users.authenticate(input.username, input.password);
      } catch (error) {
        // Not a wrong password (a missing one, say): only this attempt's record goes, never earlier failures.
        await throttle.forget(attempt.id);
        throw error;
      }
      // A wrong password keeps its record; a right one clears the name's failures.
      if (!user) throw new HttpError(401, authMessages.invalidCredentials);
      await throttle.clear(key);
      return { user, device: { key, id: device ?? randomBytes(16).toString('base64url') } };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
