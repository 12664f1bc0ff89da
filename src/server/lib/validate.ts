// Request bodies and parameters go through the contract's zod schemas (Spanish messages, see
// src/shared/zod.ts); a refusal answers 400 with the first message, never a stack trace.
import type { Context } from 'hono';
import type { z } from '../../shared/zod';
import { AppError, badRequest } from './errors';
import { isJsonContentType, NOT_JSON_MESSAGE } from './request-gate';

/** No body of the contract is nested deeper than 4; 16 leaves room and keeps every walk short. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP_MESSAGE = 'El contenido enviado tiene demasiados niveles anidados.';
export const NUL_CHARACTER_MESSAGE = 'El texto contiene caracteres no válidos.';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  // A body that is not declared JSON is never parsed as JSON (a cross-site form could send it).
  if (!isJsonContentType(c.req.header('content-type'))) throw new AppError(403, 'unsupported_content_type', NOT_JSON_MESSAGE);
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('El cuerpo de la petición no es JSON válido.', 'invalid_json');
  }
  return parse(schema, parseJsonBody(text));
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
    throw badRequest('El cuerpo de la petición no es JSON válido.', 'invalid_json');
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

export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw badRequest(`${issue?.message ?? 'Los datos enviados no son válidos.'}${field}`);
  }
  return result.data;
}
