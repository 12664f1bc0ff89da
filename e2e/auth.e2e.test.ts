// Browser journeys of the foundation: sign-up with e-mail confirmation, sign-in, profile set-up, guard,
// password reset and sign-out, against the real server (e2e/support). Each test makes its own user.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { createConfirmedUser, readyUser, signInPage } from './support/users';

let server: RunningServer;
let browser: Browser;
const open: { context: BrowserContext; errors: string[] }[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  // A script error or an unexpected console error on any page is a failure of the journey.
  const errors = open.flatMap((o) => o.errors);
  await Promise.all(open.splice(0).map((o) => o.context.close()));
  expect(errors, errors.join('\n')).toEqual([]);
});

async function openPage(): Promise<Page> {
  const { context, page, errors } = await newPage(browser, server.url, PHONE);
  open.push({ context, errors });
  return page;
}

/** Screenshots of the current screen at phone and desktop width (screenshots/, git-ignored). */
async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, `auth-${name}-375`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `auth-${name}-1280`);
  await page.setViewportSize(PHONE);
}

/** Waits for a sonner toast containing the text. */
async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

function uniqueEmail(prefix: string): string {
  return `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

describe('account journeys', () => {
  it('landing, sign-up, confirmation by e-mail, sign-in, profile set-up, plans and home', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Historias mágicas personalizadas' }).waitFor();
    await page.getByText('v1.1.2').waitFor();
    await shots(page, 'landing');

    await page.getByRole('link', { name: 'CREAR MI PRIMERA HISTORIA' }).click();
    await waitForPath(page, '/signup');
    const email = uniqueEmail('registro');
    const password = 'cuentos-de-hadas-9';
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByLabel('Confirmar contraseña').fill(password);
    await shots(page, 'signup');
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await expectToast(page, 'Registro exitoso');
    await waitForPath(page, '/signup-success');
    await page.getByRole('heading', { name: '¡Revisa tu correo!' }).waitFor();
    await shots(page, 'signup-success');

    const mail = await server.latestMail(email, 'Confirma');
    const link = mail?.links.find((l) => l.includes('/verify-email'));
    expect(link).toBeTruthy();

    // Signing in before confirming is refused, with a clear explanation.
    await page.getByRole('link', { name: 'Ir a Iniciar Sesión' }).click();
    await waitForPath(page, '/login');
    await fillLogin(page, email, password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expectToast(page, 'Error de inicio de sesión');
    await page.getByText('Tu cuenta todavía no está confirmada').waitFor();
    await shots(page, 'login-not-verified');

    // The confirmation link brings the user back to the login page with a success note.
    await page.goto(link as string);
    await waitForPath(page, '/login');
    await page.getByText('¡Tu correo electrónico está confirmado!').waitFor();
    await shots(page, 'login-verified');

    await fillLogin(page, email, password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expectToast(page, 'Inicio de sesión exitoso');
    await waitForPath(page, '/profile-config');
    await page.getByRole('heading', { name: 'Configura tu Perfil' }).waitFor();
    // Defaults: Español, 5 años, Ninguna.
    await expect(page.getByRole('combobox', { name: 'Idioma de la Historia' }).textContent()).resolves.toContain('Español');
    await expect(page.getByRole('slider', { name: 'Edad del Niño/Oyente' }).getAttribute('aria-valuenow')).resolves.toBe('5');
    await shots(page, 'profile-config');

    await page.getByRole('combobox', { name: 'Idioma de la Historia' }).click();
    await page.getByRole('option', { name: /Inglés/ }).click();
    const slider = page.getByRole('slider', { name: 'Edad del Niño/Oyente' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider.getAttribute('aria-valuenow')).resolves.toBe('7');
    await page.getByRole('combobox', { name: /Necesidad especial/ }).click();
    await page.getByRole('option', { name: /Dislexia/ }).click();
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await expectToast(page, '¡Perfil actualizado!');
    await page.getByText('¡Vamos a elegir un plan!').waitFor();
    await waitForPath(page, '/plans');

    await page.goto('/home');
    await page.getByRole('button', { name: 'Generar una Nueva Historia' }).waitFor();
    await page.getByText('Te quedan 10 de 10 historias este mes.').waitFor();
    await expect(page.getByRole('link', { name: /Plan Free/ }).isVisible()).resolves.toBe(true);
    // No stories yet: 'Mis Historias' is hidden.
    await expect(page.getByRole('button', { name: 'Mis Historias' }).count()).resolves.toBe(0);
    await shots(page, 'home');

    // A later visit to the profile screen shows the saved values and saving goes back home.
    await page.getByRole('link', { name: 'Configurar perfil' }).click();
    await waitForPath(page, '/profile-config');
    await expect(page.getByRole('combobox', { name: 'Idioma de la Historia' }).textContent()).resolves.toContain('Inglés');
    await expect(page.getByRole('slider', { name: 'Edad del Niño/Oyente' }).getAttribute('aria-valuenow')).resolves.toBe('7');
    await expect(page.getByRole('combobox', { name: /Necesidad especial/ }).textContent()).resolves.toContain('Dislexia');
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await expectToast(page, 'Tu configuración ha sido guardada.');
    await waitForPath(page, '/home');
  });

  it('a wrong password is refused in Spanish', async () => {
    const user = await createConfirmedUser(server, 'clave');
    const page = await openPage();
    await page.goto('/login');
    await fillLogin(page, user.email, 'no-es-la-buena');
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expectToast(page, 'El correo electrónico o la contraseña no son correctos.');
    await shots(page, 'login-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sign-up refuses empty fields and mismatched passwords; login and reset ask for the e-mail', async () => {
    const page = await openPage();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await expectToast(page, 'Por favor, completa todos los campos');
    await expect(page.getByLabel('Correo electrónico').getAttribute('aria-invalid')).resolves.toBe('true');
    await shots(page, 'signup-empty');

    await page.getByLabel('Correo electrónico').fill(uniqueEmail('distintas'));
    await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-larga');
    await page.getByLabel('Confirmar contraseña').fill('otra-clave-larga');
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
    await expectToast(page, 'Las contraseñas no coinciden');
    await shots(page, 'signup-mismatch');
    expect(new URL(page.url()).pathname).toBe('/signup');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expectToast(page, 'Por favor, introduce tu correo electrónico y tu contraseña.');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expectToast(page, 'Email requerido');
    await page.getByText('Por favor ingresa tu correo electrónico para restablecer la contraseña').waitFor();
    await shots(page, 'login-empty');
  });

  it('the Google button explains that Google sign-in is not configured', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await expectToast(page, 'El inicio de sesión con Google no está configurado en este servidor.');
    await expect(page.getByRole('button', { name: 'Continuar con Google' }).isEnabled()).resolves.toBe(true);
  });

  it('resets a forgotten password end to end', async () => {
    const user = await createConfirmedUser(server, 'olvido');
    const page = await openPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expectToast(page, 'Solicitud enviada');

    let mail;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = await server.latestMail(user.email, 'Restablece');
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    const link = mail?.links.find((l) => l.includes('/reset-password/'));
    expect(link).toBeTruthy();

    await page.goto(link as string);
    await waitForPath(page, '/update-password');
    expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
    await shots(page, 'update-password');
    const newPassword = 'nueva-clave-magica-2';
    await page.getByLabel('Nueva contraseña').fill(newPassword);
    await page.getByLabel('Confirmar contraseña').fill(newPassword);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expectToast(page, 'Contraseña actualizada');
    await waitForPath(page, '/login');

    // The old password no longer works; the new one does.
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expectToast(page, 'El correo electrónico o la contraseña no son correctos.');
    await fillLogin(page, user.email, newPassword);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await waitForPath(page, '/profile-config');

    // The same link cannot be used twice.
    await page.goto(link as string);
    await waitForPath(page, '/update-password');
    await page.getByText('no es válido o ha caducado').waitFor();
    await shots(page, 'update-password-invalid');
  });

  it('the guard sends a visitor to login and back to the page they asked for, once', async () => {
    const user = await createConfirmedUser(server, 'guardia');
    const page = await openPage();
    await page.goto('/settings');
    await waitForPath(page, '/login');
    await shots(page, 'guard-login');

    // First sign-in: the profile set-up comes first.
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await waitForPath(page, '/profile-config');
    await page.getByRole('button', { name: 'Guardar Perfil' }).click();
    await waitForPath(page, '/plans');

    // That first sign-in used up the remembered page although it went to the set-up: the next one goes home.
    await page.context().clearCookies();
    await page.goto('/login');
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await waitForPath(page, '/home');
    await expect(page.evaluate(() => sessionStorage.getItem('story-app-redirect'))).resolves.toBeNull();

    // Signed out, a deep link is remembered and reached right after signing in.
    await page.context().clearCookies();
    await page.goto('/settings?seccion=cuenta');
    await waitForPath(page, '/login');
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '?seccion=cuenta', { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Ajustes' }).waitFor();

    // Only once: the next sign-in goes home.
    await page.context().clearCookies();
    await page.goto('/login');
    await fillLogin(page, user.email, user.password);
    await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await waitForPath(page, '/home');
  });

  it('signing in as another user removes the previous user\'s local data', async () => {
    const page = await openPage();
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('story-app-otro-usuario-characters', '{"state":{"savedCharacters":["X"]}}');
      localStorage.setItem('story-app-anonymous-characters', '{"state":{"savedCharacters":[]}}');
      localStorage.setItem('ajeno', 'se queda');
    });
    await readyUser(page, server);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Generar una Nueva Historia' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('story-app-otro-usuario-characters') === null);
    await expect(page.evaluate(() => localStorage.getItem('story-app-anonymous-characters'))).resolves.toBeNull();
    await expect(page.evaluate(() => localStorage.getItem('ajeno'))).resolves.toBe('se queda');
  });

  it('signs out from the settings screen', async () => {
    const page = await openPage();
    const user = await readyUser(page, server);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Ajustes' }).click();
    await waitForPath(page, '/settings');
    await page.getByRole('heading', { name: 'Ajustes' }).waitFor();
    await page.getByText(user.email).waitFor();
    await page.getByText('Plan Actual: Free').waitFor();
    await shots(page, 'settings');

    await page.evaluate(() => localStorage.setItem('story-app-x-characters', '{}'));
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expectToast(page, 'Sesión cerrada');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Historias mágicas personalizadas' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('story-app-x-characters'))).resolves.toBeNull();
    await expect(page.evaluate(() => sessionStorage.getItem('story-app-redirect'))).resolves.toBeNull();

    // It stays on the landing page (no bounce through /home) and the session is really gone.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/home');
    await waitForPath(page, '/login');
  });

  it('public pages: legal texts, contact, error and not found', async () => {
    const page = await openPage();
    for (const [path, heading, name] of [
      ['/terms', 'Términos y condiciones', 'terms'],
      ['/privacy-policy', 'Política de privacidad', 'privacy'],
      ['/contact', 'Contacto', 'contact'],
      ['/error', '¡Ups! Ocurrió un error', 'error'],
      ['/no-existe', 'Página no encontrada', 'not-found'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await shots(page, name);
    }
    await page.goto('/terms');
    await page.getByText('23 de abril de 2025').waitFor();
    await page.getByText(/Tribunales de Zaragoza/).waitFor();
  });

  it('/not-found opened directly says the page is lost and leads back to the landing page', async () => {
    const page = await openPage();
    await page.goto('/not-found');
    await page.getByRole('heading', { name: 'Página no encontrada', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Historias mágicas personalizadas' }).waitFor();
  });

  it('/home sends a user whose set-up is not done to /profile-config, replacing itself in the history', async () => {
    const user = await createConfirmedUser(server, 'sinperfil');
    const page = await openPage();
    await signInPage(page, server, user);
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Términos y condiciones', level: 1 }).waitFor();
    await page.goto('/home');
    await waitForPath(page, '/profile-config');
    await page.getByRole('heading', { name: 'Configura tu Perfil' }).waitFor();
    // Back skips /home (it would only bounce again) and returns to the page before it.
    await page.goBack();
    await waitForPath(page, '/terms');
  });

  it('the footer shows v1.1.2 and reads it as \'versión 1.1.2\'', async () => {
    const page = await openPage();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('v1.1.2').waitFor();
    expect(await footer.ariaSnapshot()).toContain('versión 1.1.2');
    expect(await footer.ariaSnapshot()).not.toContain('v1.1.2');
  });

  it('the social sign-in return point: errors go back to login after 3 s, no session goes to login', async () => {
    const page = await openPage();
    await page.goto('/auth/callback?error=access_denied');
    await page.getByRole('heading', { name: 'Error de autenticación' }).waitFor();
    await page.getByText('Redirigiendo al inicio de sesión...').waitFor();
    await shots(page, 'callback-error');
    await waitForPath(page, '/login');

    await page.goto('/auth/callback');
    await waitForPath(page, '/login');

    // A broken confirmation link lands on the login page with an explanation and a way to get a new one.
    await page.goto('/login?verified=1&error=invalid_token');
    await page.getByText('El enlace de confirmación no es válido', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).waitFor();
  });

  it('the social sign-in return point: a profile that cannot be loaded shows the error, then login after 3 s', async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    open.push({ context, errors });
    await readyUser(page, server);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    // The session is there but the network drops the profile request.
    await page.route('**/api/profile', (route) => route.abort('failed'));
    await page.goto('/auth/callback');
    await page.getByRole('heading', { name: 'Error de autenticación' }).waitFor();
    await page.getByText('Ocurrió un error inesperado').first().waitFor();
    await page.getByText('Redirigiendo al inicio de sesión...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/callback');
    await shots(page, 'callback-profile-error');
    await page.unroute('**/api/profile');
    // /login, then home at once: the session is still valid and the profile loads now.
    await page.getByRole('button', { name: 'Generar una Nueva Historia' }).waitFor({ timeout: 15_000 });
    expect(visited).toContain('/login');
    // The dropped requests are reported by the browser itself; those lines are expected here.
    const expected = errors.filter((e) => /ERR_FAILED/.test(e));
    expect(expected.length).toBeGreaterThan(0);
    for (const line of expected) errors.splice(errors.indexOf(line), 1);
  });

  it('signed-in visitors of the landing page go home', async () => {
    const page = await openPage();
    await readyUser(page, server);
    await page.goto('/');
    await waitForPath(page, '/home');
  });
});
