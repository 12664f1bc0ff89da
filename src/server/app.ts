// Builds the whole HTTP app from its dependencies. main.ts starts it; every integration test builds its
// own with createTestApp(). Nothing here reads the environment or keeps state in memory that matters.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Auth } from './auth';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { billingRoutes, billingWebhookRoutes } from './features/billing/billing.routes';
import { healthRoutes, type ProviderNames } from './features/health/health.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { charactersRoutes } from './features/characters/characters.routes';
import { suggestionsRoutes } from './features/suggestions/suggestions.routes';
import { storiesRoutes } from './features/stories/stories.routes';
import { continuationsRoutes } from './features/continuations/continuations.routes';
import { challengesRoutes } from './features/challenges/challenges.routes';
import { narrationFeature } from './features/narration/narration.routes';
import type { AppEnv } from './lib/context';
import { AppError, errorBody } from './lib/errors';
import { createAuthLimits } from './lib/auth-limits';
import { createClientAddressResolver } from './lib/client-address';
import { createRateLimiter, TooManyRequests } from './lib/rate-limit';
import { sameOriginWrites } from './lib/request-gate';
import { createReadCache } from './lib/read-cache';
import { createSessionCache } from './lib/session-cache';
import { parseJsonBody } from './lib/validate';
import type { Mailer } from './providers/mail/mailer';
import type { Narrator } from './providers/speech/narrator';
import type { BlobStore } from './providers/storage/blob-store';
import type { StoryWriter } from './providers/writer/story-writer';
import type { Payments } from './providers/payments/payments';
import type { SafetyCheck } from './providers/safety/safety-check';
import type { Log } from './lib/logger';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  writer: StoryWriter;
  payments: Payments;
  /** Speaks the narrations and voice previews. */
  narrator: Narrator;
  /** Keeps the narration files (never public). */
  blobStore: BlobStore;
  /** The child-safety check of parents' texts and generated texts (DESIGN decision 9). */
  safety: SafetyCheck;
  providers: ProviderNames;
  /** The current time; tests pass a controllable clock. */
  clock: () => Date;
  log: Log;
  /** Folder of the built page; the API alone is served when it does not exist. */
  webDir?: string;
}

export const DEFAULT_WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDeps) {
  const { auth, database } = deps;
  const db = database.db;
  const app = new Hono<AppEnv>();

  const sessions = createSessionCache();
  // The library's and the stories' answers kept ready (lib/read-cache.ts): forgotten per user when the
  // database announces a change to that user's stories, on every instance.
  const reads = createReadCache();
  void database
    .listen('library_changed', (userId) => reads.forget(userId), (heard) => reads.setListening(heard))
    .catch((error) => deps.log(`No se pueden escuchar los cambios de la biblioteca: ${error instanceof Error ? error.message : String(error)}`));
  const limiter = createRateLimiter(db, deps.clock);
  const authLimits = createAuthLimits({ limiter, clock: deps.clock, signInPerMinute: deps.config.signInLimitPerMinute });
  const resolveClientAddress = createClientAddressResolver({ trustProxy: deps.config.trustProxy, trustedProxies: deps.config.trustedProxies });

  app.onError((error, c) => {
    if (error instanceof TooManyRequests) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof AppError) return c.json(errorBody(error.code, error.message), error.status);
    deps.log.error(`Error no controlado en ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody('internal', 'Ha ocurrido un error inesperado. Inténtalo de nuevo.'), 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json(errorBody('not_found', 'Esta dirección no existe.'), 404);
    return c.json(errorBody('not_found', 'Página no encontrada.'), 404);
  });

  // A strict Content-Security-Policy: scripts only from our own origin, never inline (the built page
  // has none). Inline style attributes stay allowed for the UI primitives' positioning.
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: deps.config.auth.baseUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      // Nothing of the device the app does not use: no camera, microphone or location, no payment API
      // (paying happens on Stripe's own page, reached by a redirect). Audio, fullscreen, sharing and
      // the clipboard (copying a story's link) stay allowed for our own page; the browser still asks the
      // person before a page may read the clipboard.
      permissionsPolicy: {
        accelerometer: false,
        ambientLightSensor: false,
        autoplay: ['self'],
        battery: false,
        bluetooth: false,
        browsingTopics: false,
        camera: false,
        clipboardRead: ['self'],
        clipboardWrite: ['self'],
        displayCapture: false,
        fullscreen: ['self'],
        geolocation: false,
        gyroscope: false,
        hid: false,
        idleDetection: false,
        localFonts: false,
        magnetometer: false,
        microphone: false,
        midi: false,
        payment: false,
        publickeyCredentialsGet: false,
        screenWakeLock: false,
        serial: false,
        usb: false,
        webShare: ['self'],
        xrSpatialTracking: false,
      },
    }),
  );

  // The client's address for rate limits: the TCP peer, or what our own proxies say (TRUST_PROXY). Never
  // a header the client chose: any internal `x-cm-*` header it sends is dropped before better-auth reads.
  app.use('*', async (c, next) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      peer = undefined; // requests made in-process (tests) have no socket
    }
    c.set('clientAddress', peer === undefined ? undefined : resolveClientAddress(peer, c.req.header('x-forwarded-for') ?? null));
    await next();
  });

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('body_too_large', 'La petición es demasiado grande.'), 413),
  });
  // GET and HEAD bodies are never read; skipping them spares building a body stream on every read.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  // No cross-site writes. The payment provider's webhook is the one exception: it comes from Stripe's
  // servers, without a browser's Origin, and is proven by its signature instead.
  const sameOrigin = sameOriginWrites([deps.config.auth.baseUrl]);
  app.use('/api/*', (c, next) => (c.req.path === '/api/billing/webhook' ? next() : sameOrigin(c, next)));

  // better-auth's routes, behind our own limits (lib/auth-limits.ts; better-auth's in-memory-or-database
  // limiter is off: it keys by address alone and cannot see accounts).
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers();
    for (const [name, value] of c.req.raw.headers) if (!name.startsWith('x-cm-')) headers.append(name, value);
    const address = c.get('clientAddress');
    if (address) headers.set('x-cm-client-ip', address);
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    let email: string | undefined;
    if (body) {
      let parsed: unknown;
      try {
        parsed = parseJsonBody(body);
      } catch (error) {
        if (error instanceof AppError) return c.json({ code: error.code.toUpperCase(), message: error.message }, error.status);
        throw error;
      }
      const value = (parsed as { email?: unknown } | null)?.email;
      if (typeof value === 'string') email = value;
    }
    const authPath = c.req.path.slice('/api/auth'.length);
    const admitted = await authLimits.admit(c.req.method, authPath, address, email);
    if ('refused' in admitted) {
      const { refused } = admitted;
      c.header('Retry-After', String(refused.retryAfterSeconds));
      // better-auth's error shape ({code, message}), which its client hands to the page as they are.
      return c.json({ code: refused.code, message: refused.message }, refused.status);
    }
    // Sign-out, password reset or change, revocations...: whoever was remembered is asked for again.
    if (c.req.method !== 'GET') sessions.clear();
    const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
    await admitted.settle(response.status);
    return response;
  });

  app.route('/api/health', healthRoutes(deps));

  const billing = { db, payments: deps.payments, baseUrl: deps.config.auth.baseUrl, clock: deps.clock, log: deps.log };
  // Called by the payment provider with a signature instead of a session.
  app.route('/api/billing/webhook', billingWebhookRoutes(billing));

  // Everything below needs a signed-in user.
  app.use('/api/*', async (c, next) => {
    const cookie = c.req.header('cookie');
    const headers = c.req.raw.headers;
    const user = cookie
      ? await sessions.resolve(cookie, async () => {
          const session = await auth.api.getSession({ headers });
          return session && { user: { id: session.user.id, email: session.user.email }, expiresAt: new Date(session.session.expiresAt) };
        })
      : null;
    if (!user) return c.json(errorBody('unauthorized', 'Usuario no autenticado.'), 401);
    c.set('user', user);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A write's own answer may come before the database's announcement reaches this instance: the next
    // read of this user's library or stories is built again here, whatever the write was.
    try {
      await next();
    } finally {
      reads.forget(user.id);
    }
  });

  app.route('/api/profile', profileRoutes({ db, clock: deps.clock }));
  app.route('/api/billing', billingRoutes(billing));
  app.route('/api/characters', charactersRoutes({ db, safety: deps.safety }));
  app.route('/api/suggestions', suggestionsRoutes({ db }));
  const narration = narrationFeature({ db, narrator: deps.narrator, blobStore: deps.blobStore, clock: deps.clock, log: deps.log });
  app.route('/api/voices', narration.voices);
  app.route('/api/chapters', narration.chapters);
  app.route('/api/stories', storiesRoutes({ db, writer: deps.writer, safety: deps.safety, clock: deps.clock, log: deps.log, blobStore: deps.blobStore, reads }));
  app.route('/api/stories', continuationsRoutes({ db, writer: deps.writer, safety: deps.safety, clock: deps.clock, log: deps.log, limiter }));
  app.route('/api', challengesRoutes({ db, writer: deps.writer, safety: deps.safety, clock: deps.clock, log: deps.log, limiter }));

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Esta dirección no existe.'), 404));

  const webDir = deps.webDir ?? DEFAULT_WEB_DIR;
  const indexFile = path.join(webDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    const root = path.relative(process.cwd(), webDir) || '.';
    // Built assets carry a content hash in their name: cache them for good. A missing asset is a 404,
    // never the page (a browser holding an old page must not get HTML for a script).
    // Scripts and styles travel compressed: the page's first paint on a phone network depends on it
    // (the Lighthouse budget). The build writes brotli and gzip copies beside each file, sent as
    // they are; anything without one is gzipped on the fly.
    app.use('/assets/*', compress());
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    const staticFiles = serveStatic({ root, index: '', precompressed: true });
    // Only paths that name a file (favicon.svg, assets/x.js) are looked up on disk; '/' is the page.
    app.use('*', (c, next) => (path.extname(c.req.path) ? staticFiles(c, next) : next()));
    app.get('/assets/*', (c) => c.json(errorBody('not_found', 'Archivo no encontrado.'), 404));
    // Any other path is a page of the app: answer the SPA so deep links work. The page is re-read
    // when a new build replaces it.
    let cached = { mtimeMs: -1, html: '' };
    app.get('*', (c) => {
      const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
      if (!stat) return c.json(errorBody('not_built', 'La página no está construida.'), 503);
      if (stat.mtimeMs !== cached.mtimeMs) cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
      c.header('Cache-Control', 'no-cache');
      return c.html(cached.html);
    });
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
