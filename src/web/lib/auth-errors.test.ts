import { describe, expect, it } from 'vitest';
import { authErrorMessage, isEmailNotVerified } from './auth-errors';

describe('authErrorMessage', () => {
  it('turns better-auth codes into Spanish sentences', () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }, 'x')).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 }, 'x')).toMatch(/Ya existe una cuenta/);
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', status: 400 }, 'x')).toMatch(/al menos 8 caracteres/);
    expect(authErrorMessage({ code: 'INVALID_TOKEN', status: 400 }, 'x')).toMatch(/no es válido o ha caducado/);
  });

  it('says "too many attempts" for HTTP 429 whatever the code', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests' }, 'x')).toMatch(/Demasiados intentos/);
  });

  it("shows our server's own Spanish refusal, which says when to try again", () => {
    const message = 'Demasiados intentos fallidos con esta cuenta. Por seguridad, vuelve a intentarlo dentro de 15 minutos.';
    expect(authErrorMessage({ status: 429, code: 'TOO_MANY_FAILED_ATTEMPTS', message }, 'x')).toBe(message);
  });

  it('falls back for unknown codes and missing errors, never showing English', () => {
    expect(authErrorMessage({ code: 'SOMETHING_NEW', message: 'Something new', status: 400 }, 'No se pudo')).toBe('No se pudo');
    expect(authErrorMessage(null, 'No se pudo')).toBe('No se pudo');
    expect(authErrorMessage({ status: 0 }, 'x')).toMatch(/No se pudo conectar/);
  });

  it('recognises an unconfirmed e-mail', () => {
    expect(isEmailNotVerified({ code: 'EMAIL_NOT_VERIFIED', status: 403 })).toBe(true);
    expect(isEmailNotVerified({ code: 'INVALID_EMAIL', status: 400 })).toBe(false);
  });
});
