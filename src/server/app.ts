// Builds the whole HTTP app from its dependencies. main.ts starts it; every integration test builds its
// own with createTestApp(). Nothing here reads the environment or keeps state in memory that matters.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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
import { createLibraryCache, LIBRARY_CHANNEL } from './features/stories/library-cache';
import type { AppEnv } from './lib/context';
import { AppError, errorBody } from './lib/errors';
import { createSessionCache } from './lib/session-cache';
import type { Mailer } from './providers/mail/mailer';
import type { Narrator } from './providers/speech/narrator';
import type { BlobStore } from './providers/storage/blob-store';
import type { StoryWriter } from './providers/writer/story-writer';
import type { Payments } from './providers/payments/payments';
import type { SafetyCheck } from './providers/safety/safety-check';

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
  log: (line: string) => void;
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

  // The library kept ready to send; on PostgreSQL several servers may share the database, so a write
  // here is announced to the others (PGlite belongs to this one process).
  const shared = database.kind === 'postgres';
  const library = createLibraryCache({
    broadcast: shared
      ? (userId) =>
          void db.execute(sql`select pg_notify(${LIBRARY_CHANNEL}, ${userId})`).catch((error: unknown) => {
            deps.log(`No se pudo avisar del cambio de biblioteca: ${error instanceof Error ? error.message : String(error)}`);
          })
      : undefined,
  });
  if (shared) {
    database.listen(LIBRARY_CHANNEL, (userId) => library.invalidate(userId)).catch((error: unknown) => {
      deps.log(`No se pudo escuchar los cambios de biblioteca: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error.code, error.message), error.status);
    deps.log(`Error no controlado en ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
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
    }),
  );

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody('body_too_large', 'La petición es demasiado grande.'), 413),
  });
  // GET and HEAD bodies are never read; skipping them spares building a body stream on every read.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  // better-auth keys its rate limit by client address: give it the socket's (or the proxy's, when
  // trusted), never a header the client chose.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete('x-cm-client-ip');
    let address: string | undefined;
    if (deps.config.trustProxy) address = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        address = undefined; // requests made in-process (tests) have no socket
      }
    }
    if (address) headers.set('x-cm-client-ip', address);
    // Sign-out, password reset or change, revocations...: whoever was remembered is asked for again.
    if (c.req.method !== 'GET') sessions.clear();
    return auth.handler(new Request(c.req.raw, { headers }));
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
    await next();
  });

  app.route('/api/profile', profileRoutes({ db, clock: deps.clock }));
  app.route('/api/billing', billingRoutes(billing));
  app.route('/api/characters', charactersRoutes({ db, safety: deps.safety, library }));
  app.route('/api/suggestions', suggestionsRoutes({ db }));
  const narration = narrationFeature({ db, narrator: deps.narrator, blobStore: deps.blobStore, clock: deps.clock, log: deps.log });
  app.route('/api/voices', narration.voices);
  app.route('/api/chapters', narration.chapters);
  app.route('/api/stories', storiesRoutes({ db, writer: deps.writer, safety: deps.safety, clock: deps.clock, log: deps.log, blobStore: deps.blobStore, library }));
  app.route('/api/stories', continuationsRoutes({ db, writer: deps.writer, safety: deps.safety, clock: deps.clock, log: deps.log, library }));
  app.route('/api', challengesRoutes({ db, writer: deps.writer, safety: deps.safety, clock: deps.clock, log: deps.log }));

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Esta dirección no existe.'), 404));

  const webDir = deps.webDir ?? DEFAULT_WEB_DIR;
  const indexFile = path.join(webDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    const root = path.relative(process.cwd(), webDir) || '.';
    // Built assets carry a content hash in their name: cache them for good. A missing asset is a 404,
    // never the page (a browser holding an old page must not get HTML for a script).
    // Scripts and styles travel compressed: the page's first paint on a phone network depends on it
    // (issue 8's Lighthouse budget). The build writes brotli and gzip copies beside each file, sent as
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
