// `npm run add-user -- <username>`: creates an account or sets its password, the password read from standard
// input (typed, or piped: `echo "$PASSWORD" | npm run add-user -- teacher`). The names in UNLIMITED_USERS are
// reserved: this is how an operator makes them. With the embedded database, stop the server first (one process
// at a time may open DATA_DIR).
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '../config';
import { StartupError } from '../data-dir';
import { openDatabase } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { createUserService } from '../services/accounts/user-service';

async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  if (process.stdin.isTTY) process.stdout.write('Password (it is shown as you type; clear the screen after): ');
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<number> {
  const username = process.argv[2] ?? '';
  if (!username.trim()) {
    console.error('Usage: npm run add-user -- <username>   (the password is read from standard input)');
    return 2;
  }
  const config = loadConfig();
  const password = await readPassword();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const users = createUserService(database.db, config);
    const { user, created } = await users.setPassword(username, password);
    const unlimited = users.isUnlimited(user.username) ? ' (unlimited: listed in UNLIMITED_USERS)' : '';
    console.log(`${created ? 'Created the account' : 'Set a new password for'} ${user.username}${unlimited}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof StartupError || error instanceof HttpError;
    console.error(`Could not add the user: ${known ? (error as Error).message : String(error)}`);
    process.exit(1);
  },
);
