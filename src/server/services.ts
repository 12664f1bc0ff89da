// Chooses the adapter for each part from the configuration: the embedded default, or the real
// service when its variable is set (DESIGN section 1).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './app';
import { createAuth } from './auth';
import { loggingSettings, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { asLog, createLogger, logTo, type Log } from './lib/logger';
import { createOutboxMailer } from './providers/mail/outbox-mailer';
import { createSmtpMailer } from './providers/mail/smtp-mailer';
import { createEspeakNarrator } from './providers/speech/espeak-narrator';
import { createOpenAiNarrator } from './providers/speech/openai-speech';
import { createLocalStore } from './providers/storage/local-store';
import { createS3Store } from './providers/storage/s3-store';
import { createOfflineWriter } from './providers/writer/offline';
import { createOpenAiWriter } from './providers/writer/openai-writer';
import { createDisabledPayments } from './providers/payments/disabled-payments';
import { createStripePayments } from './providers/payments/stripe-payments';
import { createEmbeddedSafety, judgeEmbedded } from './providers/safety/embedded-safety';
import { combineSafety, createGuardSafety } from './providers/safety/guard-safety';
import { createModerationSafety } from './providers/safety/moderation-safety';

/** BETTER_AUTH_SECRET, or a secret created once and kept in DATA_DIR so sessions survive restarts. */
export function resolveAuthSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not created yet
  }
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface ServiceOverrides {
  clock?: () => Date;
  /** Where the server logs; by default pino, as LOG_LEVEL and NODE_ENV say. */
  log?: Log | ((line: string) => void);
  webDir?: string;
}

export function createServices(config: Config, database: DatabaseHandle, overrides: ServiceOverrides = {}): AppDeps {
  const log = overrides.log ? asLog(overrides.log) : logTo(createLogger(loggingSettings()));
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
    : createOutboxMailer(path.join(config.dataDir, 'mail'), config.mail.from, log);
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: resolveAuthSecret(config),
    baseUrl: config.auth.baseUrl,
    google: config.auth.google,
  });
  const { secretKey, webhookSecret, priceCredits, apiBase } = config.payments;
  const payments =
    secretKey && webhookSecret && priceCredits
      ? createStripePayments({ secretKey, webhookSecret, priceCredits, apiBase, log })
      : createDisabledPayments();
  const narrator = config.speech.baseUrl
    ? createOpenAiNarrator({
        baseUrl: config.speech.baseUrl,
        apiKey: config.speech.apiKey,
        model: config.speech.model,
        timeoutMs: config.speech.timeoutMs,
      })
    : createEspeakNarrator();
  const writer = config.writer.baseUrl
    ? createOpenAiWriter({
        baseUrl: config.writer.baseUrl,
        apiKey: config.writer.apiKey,
        model: config.writer.model,
        timeoutMs: config.writer.timeoutMs,
      })
    : // The embedded storyteller draws again any composition whose paragraph the embedded check would
      // refuse, so its stories are never lost to a false alarm; the stream still checks every paragraph.
      createOfflineWriter({ accept: (paragraph) => !judgeEmbedded(paragraph, { kind: 'generated' }).category });
  // Child safety: the embedded check always, first; then the chat-model guard when a chat model writes
  // the stories, and the provider's moderation endpoint when one is configured.
  const safety = combineSafety(createEmbeddedSafety(), [
    ...(config.safety.guard && config.writer.baseUrl
      ? [
          createGuardSafety({
            baseUrl: config.writer.baseUrl,
            apiKey: config.writer.apiKey,
            model: config.safety.model,
            timeoutMs: config.safety.timeoutMs,
            log,
          }),
        ]
      : []),
    ...(config.moderation.baseUrl
      ? [createModerationSafety({ baseUrl: config.moderation.baseUrl, apiKey: config.moderation.apiKey, log })]
      : []),
  ]);
  const blobStore = config.storage.s3
    ? createS3Store({ bucket: config.storage.bucket, ...config.storage.s3 })
    : createLocalStore(path.join(config.dataDir, 'blobs', config.storage.bucket));
  return {
    config,
    database,
    auth,
    mailer,
    writer,
    payments,
    narrator,
    blobStore,
    safety,
    providers: {
      // 'ollama' when a local model was found at start, so a parent running it sees which one writes.
      writer: config.writer.source === 'ollama' ? 'ollama' : writer.name,
      ...(config.writer.baseUrl ? { writerModel: config.writer.model } : {}),
      speech: narrator.name,
      storage: blobStore.name,
      mail: mailer.name,
      payments: payments.name,
      googleSignIn: Boolean(config.auth.google),
      safety: safety.name,
    },
    clock: overrides.clock ?? (() => new Date()),
    log,
    webDir: overrides.webDir,
  };
}
