// Request bodies and parameters go through the contract's zod schemas (Spanish messages, see
// src/shared/zod.ts); a refusal answers 400 with the first message, never a stack trace.
import type { Context } from 'hono';
import type { z } from '../../shared/zod';
import { badRequest } from './errors';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('El cuerpo de la petición no es JSON válido.', 'invalid_json');
  }
  // The database cannot keep a NUL character in a text: refused here, never a 500 when storing.
  if (hasNulCharacter(body)) throw badRequest(NUL_CHARACTER_MESSAGE);
  return parse(schema, body);
}

export const NUL_CHARACTER_MESSAGE = 'El texto contiene caracteres no válidos.';

/** Whether a JSON value holds a NUL character in any string (keys included). */
export function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNulCharacter(v));
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
