// Browser journeys of the page as a parent meets it on a phone (390 × 844, and a desktop where it
// matters): every account-confirmation link (first mail, re-sent, used again, expired, broken) says what
// happened and what to do next; the player of an existing narration shows its length and a working
// slider before any audio has arrived, after a reload and when coming back; toasts sit at the bottom,
// clear of the header and the pinned action bar, go on a tap, a swipe or a change of screen, errors stay
// and successes go quickly; a focused field stays visible above the pinned button with the on-screen
// keyboard open (390 × 500); and the option tiles show SVG icons, not emoji.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot, SCREENSHOT_DIR } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { readyUser, signInPage } from './support/users';

const PHONE_390 = { width: 390, height: 844 };
/** A 390-wide phone with its on-screen keyboard open: about 500 px of the screen are left. */
const KEYBOARD_OPEN = { width: 390, height: 500 };
const SECRET = 'secreto-de-pruebas-del-navegador-0123456789';

let server: RunningServer;
let browser: Browser;
const open: { context: BrowserContext; errors: string[]; allowed: RegExp[] }[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { BETTER_AUTH_SECRET: SECRET } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  // A script error or an unexpected console error on any page is a failure of the journey.
  const errors = open.flatMap((o) => o.errors.filter((e) => !o.allowed.some((re) => re.test(e))));
  await Promise.all(open.splice(0).map((o) => o.context.close()));
  expect(errors).toEqual([]);
});

async function openPage(viewport = PHONE_390, allowed: RegExp[] = []): Promise<Page> {
  const { context, page, errors } = await newPage(browser, server.url, viewport);
  open.push({ context, errors, allowed });
  return page;
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number; top: number; bottom: number }> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element not visible');
  return { ...b, top: b.y, bottom: b.y + b.height };
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${Date.now()}${counter++}@example.com`;

/** An account-confirmation token as the server signs it (HS256 with its secret), expiring at `exp`. */
function confirmationToken(payload: { email: string; userId?: string }, exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256' })}.${part({ ...payload, iat: exp - 3600, exp })}`;
  return `${body}.${crypto.createHmac('sha256', SECRET).update(body).digest('base64url')}`;
}

async function confirmationMails(email: string) {
  return (await server.readOutbox()).filter((m) => m.to.includes(email) && m.subject.includes('Confirma'));
}

async function confirmationLinks(email: string, count: number): Promise<string[]> {
  await expect.poll(async () => (await confirmationMails(email)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await confirmationMails(email)).map((m) => m.links.find((l) => l.includes('/verify-email'))!);
}

async function signUp(email: string, password: string) {
  const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password, name: 'familia' }),
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email, password }),
    })
  ).status;

describe('confirmation links', () => {
  for (const [label, viewport] of [
    ['phone', PHONE_390],
    ['desktop', DESKTOP],
  ] as const) {
    it(`first, re-sent and already used links all say the account is confirmed (${label})`, async () => {
      const page = await openPage(viewport);
      const email = uniqueEmail('confirma');
      const password = 'cuentos-de-hadas-9';
      await signUp(email, password);
      // Signing in before confirming sends the mail again (a re-send asked for on the page is below).
      expect(await signInStatus(email, password)).toBe(403);
      const links = await confirmationLinks(email, 2);
      // Every mail brings the parent back to the page that explains, whoever asked for it.
      for (const link of links) expect(new URL(link).searchParams.get('callbackURL')).toBe('/login?verified=1');

      // The re-sent mail's link confirms the account.
      await page.goto(links[links.length - 1]);
      await waitForPath(page, '/login');
      await page.getByRole('status').getByText('¡Tu correo electrónico está confirmado! Ya puedes iniciar sesión.').waitFor();
      await screenshot(page, `parent-confirmed-${label}`);
      expect(await signInStatus(email, password)).toBe(200);

      // Opening a link again (this one, or the first mail's) says the same: nothing to do but sign in.
      for (const link of [links[links.length - 1], links[0]]) {
        await page.goto(link);
        await waitForPath(page, '/login');
        await page.getByText('¡Tu correo electrónico está confirmado!').waitFor();
        expect(await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).count()).toBe(0);
      }
    });

    it(`an expired link explains it and sends a new one that works (${label})`, async () => {
      const page = await openPage(viewport);
      const email = uniqueEmail('caducado');
      const password = 'cuentos-de-hadas-9';
      const userId = await signUp(email, password);
      const [link] = await confirmationLinks(email, 1);
      const expired = new URL(link);
      expired.searchParams.set('token', confirmationToken({ email, userId }, Math.floor(Date.now() / 1000) - 60));

      await page.goto(expired.toString());
      await waitForPath(page, '/login');
      await page.getByRole('alert').getByText('El enlace de confirmación ha caducado', { exact: false }).waitFor();
      await screenshot(page, `parent-confirmation-expired-${label}`);
      expect(await signInStatus(email, password)).toBe(403); // sends one more mail, as signing in does
      const before = (await confirmationMails(email)).length;

      const form = page.getByRole('form', { name: 'Enviar un nuevo enlace de confirmación' });
      await form.getByRole('button', { name: 'Enviar un nuevo enlace' }).click();
      await form.getByText('Escribe el correo electrónico con el que te registraste.').waitFor();
      await form.getByLabel('Tu correo electrónico').fill(email);
      await form.getByRole('button', { name: 'Enviar un nuevo enlace' }).click();
      await page.getByRole('status').getByText(`Si ${email} tiene una cuenta pendiente de confirmar, te acabamos de enviar un enlace nuevo.`, { exact: false }).waitFor();
      await screenshot(page, `parent-confirmation-resent-${label}`);

      const links = await confirmationLinks(email, before + 1);
      expect(new URL(links[links.length - 1]).searchParams.get('callbackURL')).toBe('/login?verified=1');
      await page.goto(links[links.length - 1]);
      await waitForPath(page, '/login');
      await page.getByText('¡Tu correo electrónico está confirmado!').waitFor();
      expect(await signInStatus(email, password)).toBe(200);
    });
  }

  it('a broken link, or one whose account is gone, says so and what to do', async () => {
    const page = await openPage();
    const email = uniqueEmail('roto');
    await signUp(email, 'cuentos-de-hadas-9');
    const [link] = await confirmationLinks(email, 1);

    const broken = new URL(link);
    broken.searchParams.set('token', broken.searchParams.get('token')!.slice(0, 40));
    await page.goto(broken.toString());
    await waitForPath(page, '/login');
    await page.getByRole('alert').getByText('El enlace de confirmación no es válido', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).waitFor();

    const gone = new URL(link);
    gone.searchParams.set('token', confirmationToken({ email: uniqueEmail('nadie') }, Math.floor(Date.now() / 1000) + 3600));
    await page.goto(gone.toString());
    await waitForPath(page, '/login');
    await page.getByRole('alert').getByText('Este enlace es de una cuenta que ya no existe.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Crear una cuenta' }).click();
    await waitForPath(page, '/signup');
  });
});

describe('the player of an existing narration', () => {
  let shared: { user: { email: string; password: string }; storyId: string; chapterId: string; durationSeconds: number };

  beforeAll(async () => {
    // One story narrated once (espeak-ng), heard at both widths.
    const { context, page } = await newPage(browser, server.url, PHONE_390);
    const user = await readyUser(page, server);
    const headers = { origin: server.url };
    const character = await page.request.post(`${server.url}/api/characters`, {
      headers,
      data: { name: 'Lucas', hobbies: ['magic'], personality: 'valiente', profession: 'explorer' },
    });
    const characterId = (await character.json()).character.id;
    const story = (await (await page.request.post(`${server.url}/api/stories`, { headers, data: { characterId, genre: 'adventure', moral: 'friendship', duration: 'short' } })).json()).story;
    const chapterId = story.chapters[0].id;
    const narration = await page.request.post(`${server.url}/api/chapters/${chapterId}/narrations/la-hada`, { headers, timeout: 300_000 });
    expect(narration.status()).toBe(201);
    shared = { user, storyId: story.id, chapterId, durationSeconds: (await narration.json()).narration.durationSeconds };
    await context.close();
  }, 360_000);

  for (const [label, viewport] of [
    ['phone', PHONE_390],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the length and a working slider before any audio arrives, after a reload and coming back (${label})`, async () => {
      const page = await openPage(viewport);
      await signInPage(page, server, shared.user);
      const total = `${Math.floor(shared.durationSeconds / 60)}:${String(shared.durationSeconds % 60).padStart(2, '0')}`;
      expect(shared.durationSeconds).toBeGreaterThan(10);

      // The audio itself is held back, as on a slow network: only the narration's details arrive.
      const held: Route[] = [];
      await page.route('**/narrations/la-hada/audio', (route) => void held.push(route));
      const playerPath = `/story/${shared.storyId}/audio/${shared.chapterId}`;
      const slider = page.getByRole('slider', { name: 'Posición de la narración' });
      const expectReady = async () => {
        await expect.poll(() => page.getByTestId('total').textContent(), { timeout: 15_000 }).toBe(total);
        expect(await slider.getAttribute('aria-valuemax')).toBe(String(shared.durationSeconds));
        expect(await slider.evaluate((thumb) => thumb.closest('[data-disabled]') === null)).toBe(true);
        expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.readyState)).toBe(0); // HAVE_NOTHING
      };

      await page.goto(playerPath);
      await expectReady();
      await page.reload();
      await expectReady();
      await screenshot(page, `parent-player-after-reload-${label}`);

      // The slider moves the position before a single byte of audio is there.
      await slider.focus();
      await page.keyboard.press('End');
      await expect.poll(() => page.getByTestId('elapsed').textContent()).toBe(total);
      await page.keyboard.press('Home');
      await expect.poll(() => page.getByTestId('elapsed').textContent()).toBe('0:00');

      // Away to the story and back with the browser's back button: the same, at once.
      await page.goto(`/story/${shared.storyId}`);
      await page.getByRole('button', { name: 'Narrar' }).click();
      await waitForPath(page, playerPath);
      await expectReady();
      await page.goBack();
      await waitForPath(page, `/story/${shared.storyId}`);
      await page.goForward();
      await waitForPath(page, playerPath);
      await expectReady();

      // Now the audio flows: play starts it and the position advances.
      await page.unroute('**/narrations/la-hada/audio');
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
      await page.getByRole('button', { name: 'Reproducir' }).click();
      await page.getByRole('button', { name: 'Pausar' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByTestId('elapsed').textContent(), { timeout: 15_000 }).not.toBe('0:00');
      await page.getByRole('button', { name: 'Pausar' }).click();
    });
  }
});

/** Through the story steps to the details step, with a saved character. */
async function toDetailsStep(page: Page): Promise<void> {
  await page.goto('/home');
  await page.getByRole('button', { name: 'Generar una Nueva Historia' }).click();
  await page.getByRole('radio', { name: /Corta/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: /Luna/ }).click();
  await waitForPath(page, '/story-genre');
  await page.getByRole('radio', { name: /Fantasía/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: /Ser amable/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await waitForPath(page, '/story-details-input');
  await page.getByRole('heading', { name: 'Paso opcional' }).waitFor();
}

async function withCharacter(page: Page): Promise<void> {
  await readyUser(page, server);
  const res = await page.request.post(`${server.url}/api/characters`, {
    headers: { origin: server.url },
    data: { name: 'Luna', hobbies: ['reading'], personality: 'alegre', profession: 'explorer' },
  });
  expect(res.status()).toBe(201);
}

/** The pinned action bar of a step (the footer that holds its main button). */
const actionBar = (page: Page, button: string) => page.getByRole('button', { name: button }).locator('xpath=ancestor::div[contains(@class,"sticky")][1]');

describe('toasts', () => {
  const UNSAFE_INPUT = 'Ese texto no es apropiado para un cuento infantil.';

  it('sit at the bottom above the pinned bar, errors stay until tapped or swiped, and go with the screen', async () => {
    // The refusal of the details is the server's 422, which the browser logs.
    const page = await openPage(PHONE_390, [/status of 422/]);
    await withCharacter(page);
    await toDetailsStep(page);
    const refused = page.locator('[data-sonner-toast]').filter({ hasText: UNSAFE_INPUT });
    // Details the server refuses: /generating sends the parent back here with an error toast.
    const askForUnsafeStory = async () => {
      await page.getByLabel(/Detalles de la historia/).fill('que el lobo apuñale a la abuela');
      await page.getByRole('button', { name: 'Generar Historia' }).click();
      await waitForPath(page, '/generating');
      await waitForPath(page, '/story-details-input');
      await refused.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    };

    // The toast raised with the move back is shown on the step it explains, clear of the back button
    // and the title, above the pinned 'Generar Historia'.
    await askForUnsafeStory();
    // The toast slides in from the bottom edge: its place is read once it has come to rest.
    const barTop = async () => (await box(actionBar(page, 'Generar Historia'))).top;
    await expect.poll(async () => (await box(refused)).bottom - (await barTop()), { timeout: 5_000 }).toBeLessThanOrEqual(0);
    const toast = await box(refused);
    expect(toast.top).toBeGreaterThan((await box(page.getByRole('heading', { level: 1 }))).bottom);
    expect(toast.top).toBeGreaterThan((await box(page.getByRole('button', { name: 'Volver', exact: true }))).bottom);
    expect(toast.bottom).toBeLessThanOrEqual((await box(actionBar(page, 'Generar Historia'))).top);
    await screenshot(page, 'parent-toast-error-390');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/parent-toast-error-390-viewport.png` });
    // Screen readers hear it once: one live region holds its text.
    expect(
      await page.evaluate(
        (text) => [...document.querySelectorAll('[aria-live], [role=alert], [role=status]')].filter((el) => el.textContent?.includes(text)).length,
        UNSAFE_INPUT,
      ),
    ).toBe(1);
    // It stays while the parent reads; a tap closes it.
    await page.waitForTimeout(3000);
    expect(await refused.count()).toBe(1);
    await refused.click();
    await refused.waitFor({ state: 'detached' });

    // A swipe closes it too.
    await askForUnsafeStory();
    const swiped = await box(refused);
    await page.mouse.move(swiped.x + swiped.width / 2, swiped.y + swiped.height / 2);
    await page.mouse.down();
    await page.mouse.move(swiped.x + swiped.width / 2, swiped.y + swiped.height / 2 + 120, { steps: 8 });
    await page.mouse.up();
    await refused.waitFor({ state: 'detached' });

    // Leaving the screen takes its toasts away.
    await askForUnsafeStory();
    await page.waitForTimeout(1000); // read for a moment (a toast raised with the move itself goes along)
    await page.getByRole('button', { name: 'Volver', exact: true }).click();
    await waitForPath(page, '/story-moral');
    await refused.waitFor({ state: 'detached' });

    // A success goes quickly and is not carried to the next screen.
    await page.goto('/character-name');
    await page.getByLabel('Nombre del personaje').fill('Sol');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const saved = page.locator('[data-sonner-toast]').filter({ hasText: '¡Nombre guardado!' });
    await saved.waitFor();
    await waitForPath(page, '/character-hobbies');
    await saved.waitFor({ state: 'detached', timeout: 3000 });
  });
});

describe('fields above the pinned button with the keyboard open', () => {
  it('the story details field shows first and stays in view above "Generar Historia" while typing', async () => {
    const page = await openPage();
    await withCharacter(page);
    await toDetailsStep(page);
    const field = page.getByLabel(/Detalles de la historia/);
    const bar = actionBar(page, 'Generar Historia');
    // Keyboard closed: the field is on the first screen, not under the bar.
    expect((await box(field)).bottom).toBeLessThanOrEqual((await box(bar)).top);

    await page.setViewportSize(KEYBOARD_OPEN);
    await field.click();
    await page.keyboard.type('Que aparezca su perro Toby y que la aventura ocurra en la playa, al atardecer.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Y que Toby encuentre un tesoro.');
    const check = async () => {
      const f = await box(field);
      expect(f.top).toBeGreaterThanOrEqual(0);
      expect(f.bottom).toBeLessThanOrEqual((await box(bar)).top);
    };
    await check();
    await screenshot(page, 'parent-details-keyboard-open');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/parent-details-keyboard-open-viewport.png` });

    // Scrolled away and focused again (the keyboard reopening): back in view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Nuevas ideas' }).focus();
    await field.focus();
    await check();
    // The keyboard opening after the tap (the screen shrinking) keeps it in view too.
    await page.setViewportSize(PHONE_390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await field.click();
    await page.setViewportSize(KEYBOARD_OPEN);
    await expect.poll(async () => (await box(field)).bottom <= (await box(bar)).top).toBe(true);
  });

  it('the character name field stays in view above "Continuar"', async () => {
    const page = await openPage(KEYBOARD_OPEN);
    await withCharacter(page);
    await page.goto('/character-name');
    const field = page.getByLabel('Nombre del personaje');
    await field.click();
    await page.keyboard.type('Estrella');
    const f = await box(field);
    expect(f.top).toBeGreaterThanOrEqual(0);
    expect(f.bottom).toBeLessThanOrEqual((await box(page.getByRole('button', { name: 'Continuar' }))).top);
    expect(f.bottom).toBeLessThanOrEqual(KEYBOARD_OPEN.height);
  });
});

describe('icons', () => {
  const pictographs = /\p{Extended_Pictographic}/u;

  it('option tiles, chips and avatars show SVG icons hidden from screen readers, and no emoji', async () => {
    const page = await openPage();
    await withCharacter(page);
    await page.goto('/character-name');
    await page.getByLabel('Nombre del personaje').fill('Sol');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waitForPath(page, '/character-hobbies');
    await page.getByRole('heading', { name: '¿Qué le gusta hacer a Sol?' }).waitFor();

    const tiles = page.getByRole('group').getByRole('button');
    expect(await tiles.count()).toBe(12);
    for (const tile of await tiles.all()) {
      expect(await tile.locator('svg[aria-hidden="true"]').count()).toBeGreaterThanOrEqual(1);
      expect(await tile.innerText()).not.toMatch(pictographs);
    }
    // The accessible name is the label alone.
    await page.getByRole('button', { name: 'Música', exact: true }).waitFor();
    await screenshot(page, 'parent-icons-hobbies-390');

    await toDetailsStep(page);
    const summary = page.getByRole('list', { name: 'Tu historia' }).getByRole('listitem');
    expect(await summary.count()).toBe(4);
    for (const chip of await summary.all()) expect(await chip.locator('svg[aria-hidden="true"]').count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toMatch(pictographs);

    await page.goto('/story-genre');
    await page.getByRole('heading', { name: '¿Qué tipo de historia?' }).waitFor();
    const genres = page.getByRole('radiogroup').getByRole('radio');
    expect(await genres.count()).toBe(6);
    for (const tile of await genres.all()) expect(await tile.locator('svg[aria-hidden="true"]').count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('radio', { name: 'Fantasía', exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(pictographs);
    await screenshot(page, 'parent-icons-genre-390');

    await page.goto('/characters-management');
    await page.getByRole('heading', { name: 'Luna' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(pictographs);
    expect(await page.getByRole('list', { name: 'Aficiones de Luna' }).locator('svg[aria-hidden="true"]').count()).toBe(1);
  });
});
