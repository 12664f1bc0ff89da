// Same-origin JSON calls to our API. Every non-2xx answer carries {"error": {"code", "message"}} with a
// Spanish message for people (DESIGN section 3), which becomes an ApiError the screens can show as is.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión.';
const GENERIC_ERROR_MESSAGE = 'Ha ocurrido un error inesperado. Inténtalo de nuevo.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The Spanish message of any thrown value, with a fallback for unknown errors. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** A value to send as JSON (objects) or a raw body (FormData, Blob, string). */
  body?: unknown;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readError(response: Response): Promise<ApiError> {
  let code = `http_${response.status}`;
  let message = GENERIC_ERROR_MESSAGE;
  try {
    const data = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof data?.error?.code === 'string') code = data.error.code;
    if (typeof data?.error?.message === 'string' && data.error.message) message = data.error.message;
  } catch {
    // Not our JSON (a proxy page, an empty body): keep the generic message.
  }
  return new ApiError(response.status, code, message);
}

/** Calls `/api…` on this origin with the session cookie and answers the parsed JSON body. */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
  }

  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers, body: requestBody, credentials: 'include' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
