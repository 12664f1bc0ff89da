// No cross-site writes: a request that changes something must come from our own page. Browsers send
// `Origin` on every POST, PUT and DELETE (and `Sec-Fetch-Site` on all of them), and a page of another
// site cannot make them say ours. A body must also be declared JSON: a form or a `text/plain` fetch
// from another site cannot send `application/json` without the browser asking us first (CORS), and we
// never say yes. SameSite cookies alone do not stop a sibling subdomain or another port of localhost.
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

export const CROSS_SITE_MESSAGE = 'La petición no viene de esta aplicación. Recarga la página e inténtalo de nuevo.';
export const NOT_JSON_MESSAGE = 'La petición debe enviarse en formato JSON.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a Content-Type header names JSON ('application/json', with or without parameters). */
export function isJsonContentType(contentType: string | undefined | null): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Whether the request carries a body (a declared length above zero, or a chunked one). */
export function carriesBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  if (length !== null && length.trim() !== '' && length.trim() !== '0') return true;
  return headers.has('transfer-encoding');
}

/**
 * Refuses (403) state-changing requests that do not come from `allowedOrigins`, and bodies that are not
 * declared JSON. Reads happen as before.
 */
export function sameOriginWrites(allowedOrigins: string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    let sameOrigin: boolean;
    if (origin !== undefined) {
      // Only the configured address (BETTER_AUTH_URL), as better-auth does: the Host header is not proof
      // enough (a rebound DNS name reaches us with the attacker's own name in both).
      sameOrigin = allowed.has(origin);
    } else {
      sameOrigin = c.req.header('sec-fetch-site') === 'same-origin';
    }
    if (!sameOrigin) return c.json(errorBody('cross_site_request', CROSS_SITE_MESSAGE), 403);
    if (carriesBody(c.req.raw.headers) && !isJsonContentType(c.req.header('content-type'))) {
      return c.json(errorBody('unsupported_content_type', NOT_JSON_MESSAGE), 403);
    }
    return next();
  };
}
