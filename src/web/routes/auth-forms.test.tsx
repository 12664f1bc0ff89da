// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/"}
// The account forms as a parent meets them: what an incomplete or wrong form says, which fields it marks,
// where the focus goes, and what a complete form sends to better-auth.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import LoginPage from './login';
import SignupPage from './signup';
import UpdatePasswordPage from './update-password';
import { fakeApi, json } from '../test-support/fake-api';
import { renderWithApp } from '../test-support/render';

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(toast, 'error');
});

/** Nobody is signed in; other requests are the test's own. */
function signedOut(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/auth/get-session': json(null), ...routes });
}

function lastError() {
  return errors.mock.calls.at(-1);
}

function invalid(label: string): string | null {
  return screen.getByLabelText(label, { exact: true }).getAttribute('aria-invalid');
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('sign-up form', () => {
  it('asks for every field, then matching passwords, then a long enough one, marking only the fields at fault', async () => {
    const api = signedOut();
    renderWithApp(<SignupPage />, { path: '/signup' });
    const submit = await screen.findByRole('button', { name: 'Registrarse' });

    fireEvent.click(submit);
    await waitFor(() => expect(lastError()).toEqual(['Error en el registro', { description: 'Por favor, completa todos los campos' }]));
    expect([invalid('Correo electrónico'), invalid('Contraseña'), invalid('Confirmar contraseña')]).toEqual(['true', 'true', 'true']);
    // The form does not move the focus: the toast says what is missing.
    expect(document.activeElement?.tagName).not.toBe('INPUT');

    type('Correo electrónico', 'ana@example.com');
    // A marked field stays marked until the form is sent again.
    expect(invalid('Correo electrónico')).toBe('true');
    type('Contraseña', 'una-clave-larga');
    type('Confirmar contraseña', 'otra-clave-larga');
    fireEvent.click(submit);
    await waitFor(() => expect(lastError()).toEqual(['Error en el registro', { description: 'Las contraseñas no coinciden' }]));
    expect([invalid('Correo electrónico'), invalid('Contraseña'), invalid('Confirmar contraseña')]).toEqual([null, 'true', 'true']);

    type('Contraseña', 'corta');
    type('Confirmar contraseña', 'corta');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(lastError()).toEqual(['Error en el registro', { description: 'La contraseña debe tener al menos 8 caracteres.' }]),
    );
    expect([invalid('Correo electrónico'), invalid('Contraseña'), invalid('Confirmar contraseña')]).toEqual([null, 'true', null]);
    expect(screen.getByLabelText('Contraseña', { exact: true }).getAttribute('aria-describedby')).toBe('password-hint');
    expect(screen.getByText('Mínimo 8 caracteres.').id).toBe('password-hint');
    expect(api.calls.filter((c) => c !== 'GET /api/auth/get-session')).toEqual([]);
  });

  it('sends the trimmed e-mail, the password and the name before the @, and says what the server refused', async () => {
    const api = signedOut({
      'POST /api/auth/sign-up/email': json({ code: 'USER_ALREADY_EXISTS', message: 'User already exists' }, 422),
    });
    renderWithApp(<SignupPage />, { path: '/signup' });
    const submit = await screen.findByRole('button', { name: 'Registrarse' });
    type('Correo electrónico', '  ana@example.com ');
    type('Contraseña', 'una-clave-larga');
    type('Confirmar contraseña', 'una-clave-larga');
    fireEvent.click(submit);

    await waitFor(() =>
      expect(lastError()).toEqual([
        'Error en el registro',
        { description: 'Ya existe una cuenta con ese correo electrónico. Inicia sesión o usa otro correo.' },
      ]),
    );
    expect(api.bodies['POST /api/auth/sign-up/email']).toEqual([
      { email: 'ana@example.com', password: 'una-clave-larga', name: 'ana', callbackURL: '/login?verified=1' },
    ]);
    expect([invalid('Correo electrónico'), invalid('Contraseña'), invalid('Confirmar contraseña')]).toEqual([null, null, null]);
  });
});

describe('login form', () => {
  it('asks for the e-mail and the password, marking the missing ones', async () => {
    signedOut();
    renderWithApp(<LoginPage />, { path: '/login' });
    const submit = await screen.findByRole('button', { name: 'Iniciar Sesión' });

    fireEvent.click(submit);
    const missing = ['Error de inicio de sesión', { description: 'Por favor, introduce tu correo electrónico y tu contraseña.' }];
    await waitFor(() => expect(lastError()).toEqual(missing));
    expect([invalid('Correo electrónico'), invalid('Contraseña')]).toEqual(['true', 'true']);

    type('Correo electrónico', '   ');
    type('Contraseña', 'clave');
    errors.mockClear();
    fireEvent.click(submit);
    await waitFor(() => expect(lastError()).toEqual(missing));
    expect([invalid('Correo electrónico'), invalid('Contraseña')]).toEqual(['true', null]);
  });

  it('«¿Olvidaste tu contraseña?» without an e-mail marks and focuses the e-mail field only', async () => {
    signedOut();
    renderWithApp(<LoginPage />, { path: '/login' });
    const submit = await screen.findByRole('button', { name: 'Iniciar Sesión' });
    fireEvent.click(submit);
    await waitFor(() => expect(invalid('Contraseña')).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await waitFor(() =>
      expect(lastError()).toEqual([
        'Email requerido',
        { description: 'Por favor ingresa tu correo electrónico para restablecer la contraseña' },
      ]),
    );
    expect([invalid('Correo electrónico'), invalid('Contraseña')]).toEqual(['true', null]);
    expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico'));
  });

  it('asks for a reset link for the trimmed e-mail', async () => {
    const api = signedOut({ 'POST /api/auth/request-password-reset': json({ status: true }) });
    const success = vi.spyOn(toast, 'success');
    renderWithApp(<LoginPage />, { path: '/login' });
    await screen.findByRole('button', { name: 'Iniciar Sesión' });
    type('Correo electrónico', ' ana@example.com ');
    fireEvent.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Solicitud enviada', {
        description: 'Revisa tu correo electrónico para restablecer tu contraseña',
      }),
    );
    expect(api.bodies['POST /api/auth/request-password-reset']).toEqual([
      { email: 'ana@example.com', redirectTo: '/update-password' },
    ]);
  });

  it('sends the trimmed e-mail with «Recordar sesión» and says a wrong password in Spanish', async () => {
    const api = signedOut({
      'POST /api/auth/sign-in/email': json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    const submit = await screen.findByRole('button', { name: 'Iniciar Sesión' });
    type('Correo electrónico', ' ana@example.com');
    type('Contraseña', 'no-es-la-buena');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Recordar sesión' }));
    fireEvent.click(submit);

    await waitFor(() =>
      expect(lastError()).toEqual([
        'Error de inicio de sesión',
        { description: 'El correo electrónico o la contraseña no son correctos.' },
      ]),
    );
    expect(api.bodies['POST /api/auth/sign-in/email']).toEqual([
      { email: 'ana@example.com', password: 'no-es-la-buena', rememberMe: false },
    ]);
  });
});

describe('new password form', () => {
  it('asks for both fields, then matching passwords, then a long enough one, and sends the link’s token', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-password': json({ status: true }) });
    const { router } = renderWithApp(<UpdatePasswordPage />, {
      path: '/update-password',
      routes: { '/login': <p>Iniciar Sesión</p> },
    });
    await router.navigate('/update-password?token=abc');
    const submit = await screen.findByRole('button', { name: 'Guardar contraseña' });
    const title = 'Error al actualizar la contraseña';

    fireEvent.click(submit);
    await waitFor(() => expect(lastError()).toEqual([title, { description: 'Por favor, completa todos los campos' }]));
    expect([invalid('Nueva contraseña'), invalid('Confirmar contraseña')]).toEqual(['true', 'true']);

    type('Nueva contraseña', 'una-clave-larga');
    type('Confirmar contraseña', 'otra-clave-larga');
    fireEvent.click(submit);
    await waitFor(() => expect(lastError()).toEqual([title, { description: 'Las contraseñas no coinciden' }]));
    expect([invalid('Nueva contraseña'), invalid('Confirmar contraseña')]).toEqual(['true', 'true']);

    type('Nueva contraseña', 'corta');
    type('Confirmar contraseña', 'corta');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(lastError()).toEqual([title, { description: 'La contraseña debe tener al menos 8 caracteres.' }]),
    );
    expect([invalid('Nueva contraseña'), invalid('Confirmar contraseña')]).toEqual(['true', null]);
    expect(screen.getByLabelText('Nueva contraseña').getAttribute('aria-describedby')).toBe('new-password-hint');

    type('Nueva contraseña', 'nueva-clave-magica');
    type('Confirmar contraseña', 'nueva-clave-magica');
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.bodies['POST /api/auth/reset-password']).toEqual([{ newPassword: 'nueva-clave-magica', token: 'abc' }]);
  });
});
