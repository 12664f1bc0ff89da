// better-auth answers English messages with a stable code; the person sees a clear Spanish sentence.

export interface AuthErrorLike {
  code?: string | null;
  message?: string | null;
  status?: number;
}

const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'El correo electrónico o la contraseña no son correctos.',
  INVALID_PASSWORD: 'La contraseña no es correcta.',
  INVALID_EMAIL: 'El correo electrónico no es válido.',
  USER_NOT_FOUND: 'No existe ninguna cuenta con ese correo electrónico.',
  EMAIL_NOT_VERIFIED:
    'Tu cuenta aún no está confirmada. Te hemos enviado de nuevo un correo: abre el enlace que contiene para confirmarla y vuelve a iniciar sesión.',
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con ese correo electrónico. Inicia sesión o usa otro correo.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Ya existe una cuenta con ese correo electrónico. Inicia sesión o usa otro correo.',
  PASSWORD_TOO_SHORT: 'La contraseña es demasiado corta: debe tener al menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'La contraseña es demasiado larga: puede tener como máximo 128 caracteres.',
  INVALID_TOKEN: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  TOKEN_EXPIRED: 'El enlace ha caducado. Solicita uno nuevo.',
  FAILED_TO_CREATE_USER: 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  FAILED_TO_CREATE_SESSION: 'No se pudo iniciar la sesión. Inténtalo de nuevo.',
  FAILED_TO_GET_SESSION: 'No se pudo comprobar la sesión. Inténtalo de nuevo.',
  SESSION_EXPIRED: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  CREDENTIAL_ACCOUNT_NOT_FOUND:
    'Esta cuenta no tiene contraseña: inicia sesión con Google o restablece la contraseña.',
  PROVIDER_NOT_FOUND: 'El inicio de sesión con este proveedor no está disponible en este servidor.',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'Esta cuenta de Google ya está vinculada a otro usuario.',
  EMAIL_ALREADY_VERIFIED: 'Tu correo electrónico ya está confirmado. Ya puedes iniciar sesión.',
  INVALID_ORIGIN: 'La petición no viene de esta aplicación. Recarga la página e inténtalo de nuevo.',
  MISSING_OR_NULL_ORIGIN: 'La petición no viene de esta aplicación. Recarga la página e inténtalo de nuevo.',
  INVALID_CALLBACK_URL: 'La dirección de vuelta no es válida.',
  INVALID_REDIRECT_URL: 'La dirección de vuelta no es válida.',
  VALIDATION_ERROR: 'Revisa los datos del formulario.',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
};

export const TOO_MANY_REQUESTS_MESSAGE = MESSAGES.TOO_MANY_REQUESTS;

/**
 * Refusals our server words itself, in Spanish, with what better-auth cannot know: how long to wait
 * (an account slowed down after wrong passwords waits 15 minutes, not one) or what was wrong in a name.
 */
const SERVER_WORDED = new Set(['TOO_MANY_FAILED_ATTEMPTS', 'TOO_MANY_REQUESTS', 'TOO_MANY_EMAILS', 'INVALID_NAME', 'NAME_TOO_LONG', 'EMAIL_TOO_LONG']);
export const NETWORK_MESSAGE = 'No se pudo conectar con el servidor. Revisa tu conexión.';

/** The Spanish sentence for a better-auth error, or `fallback` when nothing better is known. */
export function authErrorMessage(error: AuthErrorLike | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error.code && SERVER_WORDED.has(error.code) && error.message) return error.message;
  if (error.status === 429) return MESSAGES.TOO_MANY_REQUESTS;
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code];
  // better-fetch reports a failed connection as status 0 (or no status at all) without a code.
  if (error.status === 0) return NETWORK_MESSAGE;
  return fallback;
}

export function isEmailNotVerified(error: AuthErrorLike | null | undefined): boolean {
  return error?.code === 'EMAIL_NOT_VERIFIED';
}
