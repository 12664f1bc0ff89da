// The only place that reads the environment (CONVENTIONS: environment read in one place, validated,
// failing fast). Every variable here is listed in the README's configuration table.
import path from 'node:path';
import { z } from 'zod';
import { DURATION_IDS } from '../shared/catalogs';
import { trustedProxyList } from './lib/client-address';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const optionalUrl = optionalString.pipe(z.url({ message: 'debe ser una URL completa (http://... o https://...)' }).optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const loggingSchema = z.object({
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface LoggingSettings {
  /**
   * JSON lines in production (for a log collector), readable lines elsewhere. Tests stay quiet by giving
   * the server their own log (test-support/test-app.ts).
   */
  format: 'json' | 'pretty';
  level: z.infer<typeof loggingSchema>['LOG_LEVEL'];
}

/** Read apart from loadConfig: the server logs a configuration that fails validation with it. */
export function loggingSettings(env: Record<string, string | undefined> = process.env): LoggingSettings {
  const parsed = loggingSchema.safeParse(env);
  const { NODE_ENV, LOG_LEVEL } = parsed.success ? parsed.data : { NODE_ENV: env.NODE_ENV, LOG_LEVEL: 'info' as const };
  return { format: NODE_ENV === 'production' ? 'json' : 'pretty', level: LOG_LEVEL };
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, { message: 'debe tener al menos 32 caracteres' }).optional(),
  ),
  BETTER_AUTH_URL: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Cuentos Mágicos <no-responder@cuentosmagicos.local>'),
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  STORY_MODEL: optionalString,
  WRITER: z
    .enum(['auto', 'offline', ''], { message: "debe ser 'auto' u 'offline'" })
    .optional()
    .transform((v) => (v === 'offline' ? 'offline' : 'auto')),
  WRITER_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  SPEECH_BASE_URL: optionalUrl,
  SPEECH_API_KEY: optionalString,
  SPEECH_MODEL: z.string().default('gpt-4o-mini-tts'),
  SPEECH_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  S3_BUCKET: z.string().default('narrations'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanFlag,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_CREDITS: optionalString,
  STRIPE_API_BASE: optionalUrl,
  NARRATION_DURATIONS: z
    .string()
    .default('short')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(DURATION_IDS))),
  SAFETY_GUARD: z.enum(['auto', 'off'], { message: "debe ser 'auto' u 'off'" }).default('auto'),
  SAFETY_MODEL: optionalString,
  SAFETY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  MODERATION_BASE_URL: optionalUrl,
  MODERATION_API_KEY: optionalString,
  TRUST_PROXY: booleanFlag,
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .superRefine((entries, ctx) => {
      try {
        trustedProxyList(entries);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
});

export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  auth: {
    secret?: string;
    baseUrl: string;
    google?: { clientId: string; clientSecret: string };
  };
  mail: { smtpUrl?: string; from: string };
  writer: {
    baseUrl?: string;
    apiKey?: string;
    model: string;
    /** Whether STORY_MODEL was set (a local Ollama then uses that model when it has it pulled). */
    modelSet: boolean;
    timeoutMs: number;
    /** WRITER: 'offline' forces the embedded storyteller; 'auto' uses a configured or local model. */
    mode: 'auto' | 'offline';
    /** Where the writer came from once resolved: a configured endpoint, a detected local Ollama, or none. */
    source: 'configured' | 'ollama' | 'offline';
  };
  speech: { baseUrl?: string; apiKey?: string; model: string; timeoutMs: number };
  storage: {
    bucket: string;
    s3?: { endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  };
  payments: { secretKey?: string; webhookSecret?: string; priceCredits?: string; apiBase?: string };
  narrationDurations: (typeof DURATION_IDS)[number][];
  moderation: { baseUrl?: string; apiKey?: string };
  /**
   * The chat-model guard of child safety: on ('auto') whenever a chat model writes the stories, with
   * `model` (SAFETY_MODEL, the story model by default); 'off' keeps the embedded check alone.
   */
  safety: { guard: boolean; model: string; timeoutMs: number };
  trustProxy: boolean;
  /** Our proxies' addresses and CIDR ranges: X-Forwarded-For hops they wrote are skipped (TRUST_PROXY). */
  trustedProxies: string[];
  /** Sign-in attempts allowed per client address and minute. */
  signInLimitPerMinute: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`La configuración no es válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('La configuración no es válida:\n  - GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos.');
  }
  if (e.STRIPE_SECRET_KEY && (!e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_CREDITS)) {
    throw new ConfigError(
      'La configuración no es válida:\n  - STRIPE_SECRET_KEY necesita también STRIPE_WEBHOOK_SECRET y STRIPE_PRICE_CREDITS.',
    );
  }
  const writerBase = e.OPENAI_BASE_URL ?? (e.OPENAI_API_KEY ? 'https://api.openai.com/v1' : undefined);
  const speechBase = e.SPEECH_BASE_URL ?? (e.SPEECH_API_KEY ? 'https://api.openai.com/v1' : undefined);
  const s3Configured = Boolean(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    auth: {
      secret: e.BETTER_AUTH_SECRET,
      baseUrl: e.BETTER_AUTH_URL ?? `http://localhost:${e.PORT}`,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    writer: {
      baseUrl: e.WRITER === 'offline' ? undefined : writerBase,
      apiKey: e.OPENAI_API_KEY,
      model: e.STORY_MODEL ?? 'gpt-4o-mini',
      modelSet: Boolean(e.STORY_MODEL),
      timeoutMs: e.WRITER_TIMEOUT_MS,
      mode: e.WRITER,
      source: e.WRITER !== 'offline' && writerBase ? 'configured' : 'offline',
    },
    speech: { baseUrl: speechBase, apiKey: e.SPEECH_API_KEY, model: e.SPEECH_MODEL, timeoutMs: e.SPEECH_TIMEOUT_MS },
    storage: {
      bucket: e.S3_BUCKET,
      s3: s3Configured
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    },
    payments: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      priceCredits: e.STRIPE_PRICE_CREDITS,
      apiBase: e.STRIPE_API_BASE,
    },
    narrationDurations: e.NARRATION_DURATIONS,
    moderation: { baseUrl: e.MODERATION_BASE_URL, apiKey: e.MODERATION_API_KEY },
    safety: { guard: e.SAFETY_GUARD === 'auto' && Boolean(writerBase), model: e.SAFETY_MODEL ?? e.STORY_MODEL ?? 'gpt-4o-mini', timeoutMs: e.SAFETY_TIMEOUT_MS },
    trustProxy: e.TRUST_PROXY,
    trustedProxies: e.TRUSTED_PROXIES,
    signInLimitPerMinute: e.SIGN_IN_LIMIT_PER_MINUTE,
  };
}
