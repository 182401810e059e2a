import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// Empty variables (common in compose files and .env templates) mean "unset".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.default(fallback as never));

const onOff = z.enum(['on', 'off'], { error: 'must be "on" or "off"' });

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const positiveNumber = z.coerce
  .number({ error: 'must be a positive number' })
  .positive({ error: 'must be a positive number' });

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), { error: 'must be a postgres:// or postgresql:// URL' });

const providerVars = (prefix: string) => ({
  [`${prefix}_API_KEY`]: optional(z.string()),
  [`${prefix}_BASE_URL`]: optional(httpUrl),
  [`${prefix}_MODEL`]: optional(z.string()),
});

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(wholeNumber(0, 65535), 5000),
  HOST: withDefault(z.string(), '0.0.0.0'),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(postgresUrl),
  DATABASE_POOL_SIZE: withDefault(wholeNumber(1, 1000), 10),
  BILLING: withDefault(onOff, 'on'),
  SESSION_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
  PUBLIC_URL: optional(httpUrl),
  CONTACT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: withDefault(
    z.string().regex(/^(on|off|\d{1,2})$/, { error: 'must be "on", "off" or a number of proxy hops' }),
    'off',
  ),
  RATE_LIMIT_PER_MINUTE: withDefault(wholeNumber(0, 1_000_000), 600),
  BODY_LIMIT_MB: withDefault(z.coerce.number({ error: 'must be a number of megabytes' }).positive().max(1024), 2),
  UNLIMITED_USERS: withDefault(z.string(), ''),
  PASSWORDLESS_LOGIN: withDefault(onOff, 'off'),
  ANONYMOUS_ALLOWANCE_TOKENS: withDefault(wholeNumber(0, 1_000_000_000), 1000),
  ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY: withDefault(wholeNumber(0, 1_000_000), 3),
  AZURE_WORDS_PER_DOLLAR: optional(positiveNumber),
  LOCAL_WORDS_PER_DOLLAR: optional(positiveNumber),
  OPENAI_COMPATIBLE_WORDS_PER_DOLLAR: optional(positiveNumber),
  STRIPE_SECRET_KEY: optional(z.string()),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_API_BASE: optional(httpUrl),
  PAYPAL_CLIENT_ID: optional(z.string()),
  PAYPAL_CLIENT_SECRET: optional(z.string()),
  PAYPAL_API_BASE: withDefault(httpUrl, 'https://api-m.sandbox.paypal.com'),
  DEMO_PAYMENTS: optional(onOff),
  UPLOAD_LIMIT_MB: withDefault(z.coerce.number({ error: 'must be a number of megabytes' }).positive().max(1024), 20),
  PDF_MAX_PAGES: withDefault(wholeNumber(1, 100_000), 500),
  OCR_MAX_PAGES: withDefault(wholeNumber(1, 1000), 20),
  OCR_WORKERS: optional(wholeNumber(1, 64)),
  WORK_THREADS: optional(wholeNumber(1, 64)),
  WORK_QUEUE: withDefault(wholeNumber(0, 100_000), 200),
  WORK_MEMORY_MB: withDefault(wholeNumber(64, 16_384), 384),
  AI_TIMEOUT_MS: withDefault(z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1000), 120_000),
  GPTZERO_API_KEY: optional(z.string()),
  GPTZERO_API_BASE: withDefault(httpUrl, 'https://api.gptzero.me'),
  GPTZERO_TIMEOUT_MS: withDefault(z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100), 15000),
  GPTZERO_WORDS_PER_DOLLAR: withDefault(positiveNumber, 6667),
  TRANSCRIBE_BASE_URL: optional(httpUrl),
  TRANSCRIBE_MODEL: optional(z.string().min(1)),
  TRANSCRIBE_API_KEY: optional(z.string()),
  ...providerVars('ANTHROPIC'),
  ...providerVars('OPENAI'),
  ...providerVars('DEEPSEEK'),
  ...providerVars('PERPLEXITY'),
  ...providerVars('AZURE_OPENAI'),
  ...providerVars('OPENAI_COMPATIBLE'),
});

export interface ProviderSettings {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string | undefined;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  billing: boolean;
  sessionSecret: string | undefined;
  publicUrl: string | undefined;
  contactEmail: string | undefined;
  logLevel: string;
  trustProxy: boolean | number;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  /** Lower-cased usernames with unlimited access. */
  unlimitedUsers: string[];
  passwordlessLogin: boolean;
  anonymousAllowanceTokens: number;
  anonymousAllowancesPerIpPerDay: number;
  /** Words per $1 for the providers whose rate the operator sets. */
  wordsPerDollar: { azure: number | undefined; local: number | undefined; openaiCompatible: number | undefined };
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiBase: string | undefined };
  paypal: { clientId: string | undefined; clientSecret: string | undefined; apiBase: string };
  /** Uploads and the work done on them. */
  documents: { uploadLimitBytes: number; pdfMaxPages: number; ocrMaxPages: number; ocrWorkers: number };
  /** The worker threads that do the heavy work (math, graphs, rewriting); documents use `documents.ocrWorkers`. */
  work: { threads: number; queue: number; memoryMb: number };
  /** How long an AI provider may take to answer one request. */
  aiTimeoutMs: number;
  /**
   * Speech to text: an OpenAI-compatible /audio/transcriptions endpoint (a self-hosted Whisper server, or OpenAI
   * itself when only OPENAI_API_KEY is set); null when none is configured.
   */
  transcription: { baseUrl: string | undefined; apiKey: string; model: string } | null;
  /** The optional second-opinion detector, asked when the user asks for it (and paid in tokens), when a key is set. */
  gptzero: { apiKey: string | undefined; apiBase: string; timeoutMs: number; wordsPerDollar: number };
  /** The demo payment provider: on by default, off in production unless DEMO_PAYMENTS=on. */
  demoPayments: boolean;
  providers: {
    anthropic: ProviderSettings;
    openai: ProviderSettings;
    deepseek: ProviderSettings;
    perplexity: ProviderSettings;
    azure: ProviderSettings;
    openaiCompatible: ProviderSettings;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'unset';
  const text = String(value);
  return `got "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/** Reads and validates the environment once; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const secret = /KEY|SECRET|DATABASE_URL/.test(name);
      return `${name} ${issue.message}${secret ? '' : ` (${describeValue(env[name])})`}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const provider = (prefix: string): ProviderSettings => ({
    apiKey: e[`${prefix}_API_KEY`],
    baseUrl: e[`${prefix}_BASE_URL`],
    model: e[`${prefix}_MODEL`],
  });
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    billing: e.BILLING === 'on',
    sessionSecret: e.SESSION_SECRET,
    publicUrl: e.PUBLIC_URL,
    contactEmail: e.CONTACT_EMAIL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'on' ? true : e.TRUST_PROXY === 'off' ? false : Number(e.TRUST_PROXY),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: Math.round(e.BODY_LIMIT_MB * 1024 * 1024),
    unlimitedUsers: e.UNLIMITED_USERS.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    passwordlessLogin: e.PASSWORDLESS_LOGIN === 'on',
    anonymousAllowanceTokens: e.ANONYMOUS_ALLOWANCE_TOKENS,
    anonymousAllowancesPerIpPerDay: e.ANONYMOUS_ALLOWANCES_PER_IP_PER_DAY,
    wordsPerDollar: {
      azure: e.AZURE_WORDS_PER_DOLLAR,
      local: e.LOCAL_WORDS_PER_DOLLAR,
      openaiCompatible: e.OPENAI_COMPATIBLE_WORDS_PER_DOLLAR,
    },
    documents: {
      uploadLimitBytes: Math.round(e.UPLOAD_LIMIT_MB * 1024 * 1024),
      pdfMaxPages: e.PDF_MAX_PAGES,
      ocrMaxPages: e.OCR_MAX_PAGES,
      // One Tesseract worker per core but one (that core serves requests), at most four: each worker holds about
      // 140 MB (its model) plus about 90 MB for the page it reads.
      ocrWorkers: e.OCR_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
    },
    work: {
      threads: e.WORK_THREADS ?? Math.max(1, availableParallelism()),
      queue: e.WORK_QUEUE,
      memoryMb: e.WORK_MEMORY_MB,
    },
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    transcription:
      e.TRANSCRIBE_BASE_URL || e.OPENAI_API_KEY
        ? {
            // A Whisper server named by TRANSCRIBE_BASE_URL wins; otherwise OpenAI (or OPENAI_BASE_URL).
            baseUrl: e.TRANSCRIBE_BASE_URL ?? e.OPENAI_BASE_URL,
            apiKey: e.TRANSCRIBE_API_KEY ?? e.OPENAI_API_KEY ?? 'none',
            model: e.TRANSCRIBE_MODEL ?? 'whisper-1',
          }
        : null,
    gptzero: {
      apiKey: e.GPTZERO_API_KEY,
      apiBase: e.GPTZERO_API_BASE,
      timeoutMs: e.GPTZERO_TIMEOUT_MS,
      wordsPerDollar: e.GPTZERO_WORDS_PER_DOLLAR,
    },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE },
    paypal: { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, apiBase: e.PAYPAL_API_BASE },
    demoPayments: e.DEMO_PAYMENTS ? e.DEMO_PAYMENTS === 'on' : e.NODE_ENV !== 'production',
    providers: {
      anthropic: provider('ANTHROPIC'),
      openai: provider('OPENAI'),
      deepseek: provider('DEEPSEEK'),
      perplexity: provider('PERPLEXITY'),
      azure: provider('AZURE_OPENAI'),
      openaiCompatible: provider('OPENAI_COMPATIBLE'),
    },
  };
}
