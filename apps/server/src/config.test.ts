import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('has a working default for every variable', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      billing: true,
      sessionSecret: undefined,
      trustProxy: false,
      rateLimitPerMinute: 600,
      bodyLimitBytes: 2 * 1024 * 1024,
    });
    expect(config.providers.anthropic).toEqual({ apiKey: undefined, baseUrl: undefined, model: undefined });
  });

  it('reads each variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/zhi',
        DATABASE_URL: 'postgres://u:p@db:5432/zhi',
        BILLING: 'off',
        SESSION_SECRET: 's'.repeat(32),
        PUBLIC_URL: 'https://zhi.example.org',
        CONTACT_EMAIL: 'help@example.org',
        TRUST_PROXY: '2',
        RATE_LIMIT_PER_MINUTE: '0',
        BODY_LIMIT_MB: '5',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
        OPENAI_MODEL: 'gpt-test',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/zhi',
      databaseUrl: 'postgres://u:p@db:5432/zhi',
      billing: false,
      publicUrl: 'https://zhi.example.org',
      contactEmail: 'help@example.org',
      trustProxy: 2,
      rateLimitPerMinute: 0,
      bodyLimitBytes: 5 * 1024 * 1024,
    });
    expect(config.providers.openai).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9999/v1',
      model: 'gpt-test',
    });
  });

  it('resolves a relative DATA_DIR against the working folder', () => {
    expect(loadConfig({ DATA_DIR: 'state' }, '/srv/app').dataDir).toBe(path.resolve('/srv/app/state'));
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', CONTACT_EMAIL: '' });
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.contactEmail).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '1.5'],
    ['BILLING', 'maybe'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['PUBLIC_URL', 'ftp://example.org'],
    ['CONTACT_EMAIL', 'not-an-email'],
    ['SESSION_SECRET', 'short'],
    ['TRUST_PROXY', 'sometimes'],
    ['LOG_LEVEL', 'loud'],
    ['BODY_LIMIT_MB', '-1'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} `));
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', BILLING: 'y' })).toHaveLength(2);
  });

  it('shows the bad value, but never a secret', () => {
    expect(problemsOf({ PORT: 'abc' })[0]).toContain('"abc"');
    const secretProblem = problemsOf({ SESSION_SECRET: 'hunter2' })[0];
    expect(secretProblem).not.toContain('hunter2');
    const urlProblem = problemsOf({ DATABASE_URL: 'mysql://root:pw@x/y' })[0];
    expect(urlProblem).not.toContain('pw');
  });
});
