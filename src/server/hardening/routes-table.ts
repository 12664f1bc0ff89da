// The route table of DESIGN section 3 that the hardening suites walk. Every `/api` route the app
// registers must be listed here (isolation.test.ts compares it with the Hono app's own list), so a new
// route cannot slip in without its isolation, authentication and bad-input checks.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteEntry {
  method: Method;
  /** Hono's pattern, exactly as `app.routes` lists it. */
  path: string;
  /** Reachable without a session (health, the payment provider's webhook). */
  public?: boolean;
  /** Takes a user-owned id in the path or the body (the isolation matrix covers it). */
  ownedIds?: boolean;
}

export const API_ROUTES: RouteEntry[] = [
  { method: 'GET', path: '/api/health', public: true },
  { method: 'POST', path: '/api/billing/webhook', public: true },
  { method: 'GET', path: '/api/profile' },
  { method: 'PUT', path: '/api/profile' },
  { method: 'POST', path: '/api/billing/checkout' },
  { method: 'POST', path: '/api/billing/portal' },
  { method: 'GET', path: '/api/characters' },
  { method: 'POST', path: '/api/characters', ownedIds: true },
  { method: 'PUT', path: '/api/characters/:id', ownedIds: true },
  { method: 'DELETE', path: '/api/characters/:id', ownedIds: true },
  { method: 'GET', path: '/api/suggestions' },
  { method: 'GET', path: '/api/voices' },
  { method: 'GET', path: '/api/voices/:voiceId/preview' },
  { method: 'GET', path: '/api/chapters/:chapterId/narrations/:voiceId', ownedIds: true },
  { method: 'POST', path: '/api/chapters/:chapterId/narrations/:voiceId', ownedIds: true },
  { method: 'GET', path: '/api/chapters/:chapterId/narrations/:voiceId/audio', ownedIds: true },
  { method: 'GET', path: '/api/chapters/:chapterId/narrations/:voiceId/live', ownedIds: true },
  { method: 'GET', path: '/api/stories' },
  { method: 'GET', path: '/api/stories/:id', ownedIds: true },
  { method: 'DELETE', path: '/api/stories/:id', ownedIds: true },
  { method: 'GET', path: '/api/stories/:id/export.pdf', ownedIds: true },
  { method: 'GET', path: '/api/stories/:id/export.epub', ownedIds: true },
  { method: 'POST', path: '/api/stories', ownedIds: true },
  { method: 'GET', path: '/api/stories/:id/continuation-options', ownedIds: true },
  { method: 'POST', path: '/api/stories/:id/chapters', ownedIds: true },
  { method: 'GET', path: '/api/challenge-languages' },
  { method: 'POST', path: '/api/stories/:id/challenges', ownedIds: true },
  { method: 'PUT', path: '/api/stories/:id/challenges/:challengeId', ownedIds: true },
];

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** The method+path pairs a Hono app registered under /api (middleware and catch-alls left out). */
export function registeredApiRoutes(app: { routes: { method: string; path: string }[] }): string[] {
  const keys = app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.startsWith('/api/auth/'))
    .map((r) => routeKey({ method: r.method, path: r.path.length > 1 ? r.path.replace(/\/$/, '') : r.path }));
  return [...new Set(keys)].sort();
}

/** A concrete address for a pattern, filling each parameter. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  });
}
