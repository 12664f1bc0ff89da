// Request bodies and parameters go through the contract's zod schemas (Spanish messages, see
// src/shared/zod.ts) with @hono/zod-validator, whose hook answers a refusal in the contract's shape: 400
// `invalid_input` with the first message, never zod's own answer or a stack trace.
import { zValidator } from '@hono/zod-validator';
import type { Context, Next } from 'hono';
import { z } from '../../shared/zod';
import { AppError, badRequest, notFound } from './errors';
import { isUuid } from './ids';
import { isJsonContentType, NOT_JSON_MESSAGE } from './request-gate';

/** No body of the contract is nested deeper than 4; 16 leaves room and keeps every walk short. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP_MESSAGE = 'El contenido enviado tiene demasiados niveles anidados.';
export const NUL_CHARACTER_MESSAGE = 'El texto contiene caracteres no válidos.';
const NOT_JSON_BODY_MESSAGE = 'El cuerpo de la petición no es JSON válido.';

/** The contract's refusal of a value: the first issue's Spanish message, naming its field. */
export function invalidInput(issues: readonly z.core.$ZodIssue[]): AppError {
  const issue = issues[0];
  const field = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return badRequest(`${issue?.message ?? 'Los datos enviados no son válidos.'}${field}`);
}

const refuseInvalid = (result: { success: true } | { success: false; error: z.core.$ZodError }) => {
  if (!result.success) throw invalidInput(result.error.issues);
};

/**
 * Validates the JSON body with `schema`; the handler reads it with `c.req.valid('json')`. The text is
 * checked first, before zod sees it: a body not declared JSON is refused (403: a cross-site form could
 * send it), and so is one that is not JSON, too deeply nested or holding a NUL character (400).
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  const validate = zValidator('json', schema, refuseInvalid);
  const checked: typeof validate = async (c: Context, next: Next) => {
    if (!isJsonContentType(c.req.header('content-type'))) throw new AppError(403, 'unsupported_content_type', NOT_JSON_MESSAGE);
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      throw badRequest(NOT_JSON_BODY_MESSAGE, 'invalid_json');
    }
    parseJsonBody(text);
    // The validator parses the same text again from the request's cache: one 64 kB body at most.
    return validate(c, next);
  };
  return checked;
}

/**
 * A path parameter that must be a UUID (DESIGN section 3): anything else cannot name a stored row, so
 * it answers 404 with the resource's own message, exactly like a missing one. The other parameters
 * pass through untouched.
 */
export function uuidParam<K extends string>(name: K, missing: string) {
  const schema = z.looseObject({ [name]: z.string().refine(isUuid) } as Record<K, z.ZodString>);
  return zValidator('param', schema, (result) => {
    if (!result.success) throw notFound(missing);
  });
}

/**
 * Parses a request body: refused (400) when it is not JSON, is nested deeper than MAX_JSON_DEPTH (checked
 * on the text, before parsing) or holds a NUL character (the database cannot keep one in a text).
 */
export function parseJsonBody(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest(TOO_DEEP_MESSAGE, 'invalid_json');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(NOT_JSON_BODY_MESSAGE, 'invalid_json');
  }
  if (hasNulCharacter(body)) throw badRequest(NUL_CHARACTER_MESSAGE);
  return body;
}

/** The deepest nesting of `[` and `{` in a JSON text, outside strings; one pass, no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > deepest) deepest = depth;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** Whether a JSON value holds a NUL character in any string (keys included). Iterative: any depth is fine. */
export function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
