// One error type for everything the API refuses: a code for programs and a Spanish message for people.
// app.ts's onError turns it into the contract's JSON; anything else becomes a 500 without details.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'No encontrado.') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'Usuario no autenticado.') => new AppError(401, 'unauthorized', message);
export const badRequest = (message: string, code = 'invalid_input') => new AppError(400, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const limitReached = (code: string, message: string) => new AppError(403, code, message);
export const serviceUnavailable = (code: string, message: string) => new AppError(503, code, message);

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}
