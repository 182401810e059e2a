import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): ~30 ms here, costly to brute-force.
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let decoy: Promise<string> | undefined;

/** Spends the time of a real check, so a wrong username answers as slowly as a wrong password. */
export async function spendVerifyTime(password: string): Promise<false> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
  return false;
}
