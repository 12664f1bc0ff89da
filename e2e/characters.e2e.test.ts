// Browser journeys of characters and story options (page side): the story flow from /home
// through the character wizard to /generating, the characters management screen with its delete modal,
// and an offline edit that reaches the server once the browser is back online. Real server, real page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Character } from '../src/shared/contract/characters';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { readyUser } from './support/users';

let server: RunningServer;
let browser: Browser;
const open: { context: BrowserContext; errors: string[]; allowed: RegExp[] }[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
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

async function openPage(allowed: RegExp[] = []): Promise<{ page: Page; context: BrowserContext }> {
  const { context, page, errors } = await newPage(browser, server.url, PHONE);
  open.push({ context, errors, allowed });
  return { page, context };
}

/** Screenshots of the current screen at phone and desktop width (screenshots/, git-ignored). */
async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, `characters-${name}-375`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `characters-${name}-1280`);
  await page.setViewportSize(PHONE);
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

async function apiCharacters(page: Page): Promise<Character[]> {
  const res = await page.request.get(`${server.url}/api/characters`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { characters: Character[] }).characters;
}

async function apiCreateCharacter(page: Page, body: Record<string, unknown>): Promise<Character> {
  const res = await page.request.post(`${server.url}/api/characters`, { data: body, headers: { origin: server.url } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { character: Character }).character;
}

/** The value of the first localStorage key that ends with `suffix` (per-user keys carry the user id). */
async function storedBySuffix<T>(page: Page, suffix: string): Promise<T | null> {
  return page.evaluate((end) => {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith('story-app-') && key.endsWith(end)) return JSON.parse(localStorage.getItem(key) ?? 'null');
    }
    return null;
  }, suffix);
}

function choice(page: Page, name: string) {
  return page.getByRole('button', { name, exact: false }).filter({ hasText: name });
}

/** Hobbies, personality and profession steps with the given labels, ending with 'Guardar personaje'. */
async function finishWizard(page: Page, answers: { hobbies: string[]; traits: string[]; profession: string }) {
  await page.getByRole('heading', { name: /¿Qué le gusta hacer a/ }).waitFor();
  for (const hobby of answers.hobbies) await choice(page, hobby).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: /¿Cómo es/ }).waitFor();
  for (const trait of answers.traits) await choice(page, trait).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('heading', { name: /¿A qué se dedica/ }).waitFor();
  await page.getByRole('radio', { name: answers.profession }).click();
}

describe('characters and story options', () => {
  it('creates a story from home: duration, a new character through the wizard, genre, moral and details', async () => {
    const { page } = await openPage();
    await readyUser(page, server);
    await apiCreateCharacter(page, { name: 'Luna', hobbies: ['reading'], personality: 'alegre', profession: 'explorer' });

    await page.goto('/home');
    await page.getByRole('button', { name: 'Generar una Nueva Historia' }).click();
    await waitForPath(page, '/duration');

    // Duration: three cards, two of them without narration; Continue waits for a choice.
    await page.getByRole('heading', { name: '¿Cuánto durará la historia?' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(3);
    expect(await page.getByText('Narración no disponible').count()).toBe(2);
    expect(await page.getByRole('radio', { name: /Media/ }).getByText('Narración no disponible').count()).toBe(1);
    expect(await page.getByRole('radio', { name: /Larga/ }).getByText('Narración no disponible').count()).toBe(1);
    expect(await page.getByRole('radio', { name: /Corta/ }).getByText('Narración no disponible').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    // Keyboard: focus the group and move with the arrows.
    await page.getByRole('radio', { name: /Corta/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: /Media/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('radio', { name: /Corta/ }).click();
    expect(await page.getByRole('radio', { name: /Corta/ }).getAttribute('aria-checked')).toBe('true');
    await shots(page, 'duration');
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Character selection: the saved character and the 'Crear Nuevo' tile.
    await waitForPath(page, '/character-selection');
    await page.getByRole('heading', { name: 'Elige tu personaje' }).waitFor();
    await page.getByRole('button', { name: /Luna/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    await shots(page, 'selection');
    await page.getByRole('button', { name: 'Crear Nuevo' }).click();

    // Name step: empty, then a duplicate in another case, then a new name.
    await waitForPath(page, '/character-name');
    await page.getByRole('heading', { name: '¿Cómo se llama tu personaje?' }).waitFor();
    const nameField = page.getByLabel('Nombre del personaje');
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    await nameField.fill('   ');
    await nameField.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Por favor, ingresa un nombre para tu personaje' }).waitFor();
    await nameField.fill('lUNA');
    await nameField.press('Enter');
    await expectToast(page, 'Nombre duplicado');
    await page.getByText('Ya tienes un personaje con ese nombre').first().waitFor();
    await shots(page, 'name-duplicate');
    expect(new URL(page.url()).pathname).toBe('/character-name');
    await nameField.fill('Sol');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectToast(page, '¡Nombre guardado!');
    await waitForPath(page, '/character-hobbies');
    await page.getByRole('heading', { name: '¿Qué le gusta hacer a Sol?' }).waitFor();

    // Hobbies and personality: several, at least one; then exactly one profession.
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    await choice(page, 'Música').click();
    expect(await choice(page, 'Música').getAttribute('aria-pressed')).toBe('true');
    await choice(page, 'Magia').click();
    await shots(page, 'hobbies');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waitForPath(page, '/character-personality');
    await page.getByRole('heading', { name: '¿Cómo es Sol?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    await choice(page, 'Valiente').click();
    // A reload keeps the wizard's progress: same step, same answers.
    await page.reload();
    await page.getByRole('heading', { name: '¿Cómo es Sol?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/character-personality');
    expect(await choice(page, 'Valiente').getAttribute('aria-pressed')).toBe('true');
    await choice(page, 'Curioso').click();
    await shots(page, 'personality');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waitForPath(page, '/character-profession');
    await page.getByRole('heading', { name: '¿A qué se dedica Sol?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Guardar personaje' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Mago/ }).click();
    await page.getByRole('radio', { name: /Astronauta/ }).click();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('radio', { name: /Mago/ }).click();
    await shots(page, 'profession');
    await page.getByRole('button', { name: 'Guardar personaje' }).click();
    await expectToast(page, '¡Personaje guardado!');
    await waitForPath(page, '/story-genre');

    const saved = (await apiCharacters(page)).find((c) => c.name === 'Sol');
    expect(saved).toMatchObject({ hobbies: ['music', 'magic'], personality: 'valiente,curioso', profession: 'wizard' });

    // Genre and moral are required.
    await page.getByRole('heading', { name: '¿Qué tipo de historia?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Fantasía/ }).click();
    await shots(page, 'genre');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waitForPath(page, '/story-moral');
    await page.getByRole('heading', { name: '¿Qué enseñanza tendrá?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuar' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Ser amable/ }).click();
    // A reload keeps the story's choices and stays on this step.
    await page.reload();
    await page.getByRole('heading', { name: '¿Qué enseñanza tendrá?' }).waitFor();
    expect(await page.getByRole('radio', { name: /Ser amable/ }).getAttribute('aria-checked')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/story-moral');
    await shots(page, 'moral');
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Optional details: three ideas, 'Nuevas ideas', a chip fills the text area.
    await waitForPath(page, '/story-details-input');
    await page.getByRole('heading', { name: 'Paso opcional' }).waitFor();
    const chips = page.locator('section[aria-labelledby="ideas-title"] li button');
    await chips.first().waitFor();
    expect(await chips.count()).toBe(3);
    const before = await chips.allTextContents();
    await page.getByRole('button', { name: 'Nuevas ideas' }).click();
    const after = await chips.allTextContents();
    expect(after).toHaveLength(3);
    expect(after).not.toEqual(before);
    const idea = after[1];
    await chips.nth(1).click();
    expect(await page.getByLabel(/Detalles de la historia/).inputValue()).toBe(idea);
    await page.getByText(`${idea.length}/500`).waitFor();
    await shots(page, 'details');

    // 'Generar Historia' stores the options and opens /generating. The generation request (another
    // screen's work) is held until the stored options were read.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/api/stories', (route) => {
      held.push(() => route.continue());
    });
    await page.getByRole('button', { name: 'Generar Historia' }).click();
    await waitForPath(page, '/generating');
    const options = await storedBySuffix<{ state: Record<string, unknown> }>(page, '-story-options');
    expect(options?.state).toMatchObject({
      duration: 'short',
      genre: 'fantasy',
      moral: 'kindness',
      additionalDetails: idea,
      character: { id: saved!.id, name: 'Sol', profession: 'wizard' },
    });
    await Promise.all(held.map((release) => release()));
    await page.unroute('**/api/stories');
  });

  it('guards the story steps: a step opened without the earlier choices goes back to the missing one', async () => {
    const { page } = await openPage();
    await readyUser(page, server);
    await page.goto('/story-details-input');
    await waitForPath(page, '/duration');
    await page.goto('/story-genre');
    await waitForPath(page, '/duration');
    await page.goto('/character-profession');
    await waitForPath(page, '/character-name');
    await page.goto('/character-hobbies?from=management');
    await page.waitForURL((url) => url.pathname === '/character-name' && url.search === '?from=management');
  });

  it('manages characters: create from the list, edit it prefilled, delete it with the confirmation modal', async () => {
    const { page } = await openPage();
    await readyUser(page, server);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Mis Personajes' }).click();
    await waitForPath(page, '/characters-management');
    await page.getByRole('heading', { name: 'Mis Personajes' }).waitFor();
    await page.getByText('Todavía no tienes personajes').waitFor();
    await shots(page, 'management-empty');

    await page.getByRole('button', { name: 'Crear Nuevo Personaje' }).click();
    await page.waitForURL((url) => url.pathname === '/character-name' && url.search === '?from=management');
    // Back from the name step returns to the list when the wizard started there.
    await page.getByRole('button', { name: 'Volver' }).click();
    await waitForPath(page, '/characters-management');
    await page.getByRole('button', { name: 'Crear Nuevo Personaje' }).click();
    await page.getByLabel('Nombre del personaje').fill('Estrella');
    await page.getByLabel('Nombre del personaje').press('Enter');
    await page.waitForURL((url) => url.pathname === '/character-hobbies' && url.search === '?from=management');
    await finishWizard(page, { hobbies: ['Pintar', 'Teatro'], traits: ['Soñador'], profession: 'Astronauta' });
    expect(new URL(page.url()).search).toBe('?from=management');
    await page.getByRole('button', { name: 'Guardar personaje' }).click();
    await expectToast(page, '¡Personaje guardado!');
    await waitForPath(page, '/characters-management');

    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Estrella', exact: true }) });
    await card.waitFor();
    for (const text of ['Astronauta', 'Pintar', 'Teatro', 'Soñador']) await card.getByText(text).waitFor();
    await shots(page, 'management-list');

    // Edit: the wizard opens with the character's answers.
    await page.getByRole('button', { name: 'Editar a Estrella' }).click();
    await page.waitForURL((url) => url.pathname === '/character-name' && url.search === '?from=management');
    await page.getByRole('heading', { name: 'Editar personaje' }).waitFor();
    expect(await page.getByLabel('Nombre del personaje').inputValue()).toBe('Estrella');
    await page.getByLabel('Nombre del personaje').fill('Estrella Fugaz');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waitForPath(page, '/character-hobbies');
    await page.getByRole('heading', { name: '¿Qué le gusta hacer a Estrella Fugaz?' }).waitFor();
    expect(await choice(page, 'Pintar').getAttribute('aria-pressed')).toBe('true');
    expect(await choice(page, 'Teatro').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waitForPath(page, '/character-personality');
    await page.getByRole('heading', { name: '¿Cómo es Estrella Fugaz?' }).waitFor();
    expect(await choice(page, 'Soñador').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await waitForPath(page, '/character-profession');
    await page.getByRole('heading', { name: '¿A qué se dedica Estrella Fugaz?' }).waitFor();
    expect(await page.getByRole('radio', { name: /Astronauta/ }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: 'Guardar personaje' }).click();
    await waitForPath(page, '/characters-management');
    await page.getByRole('heading', { name: 'Estrella Fugaz', exact: true }).waitFor();
    const list = await apiCharacters(page);
    expect(list.map((c) => c.name)).toEqual(['Estrella Fugaz']);

    // Delete: cancel first, then confirm.
    await page.getByRole('button', { name: 'Eliminar a Estrella Fugaz' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar personaje?' });
    await dialog.waitFor();
    await shots(page, 'management-delete');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('heading', { name: 'Estrella Fugaz', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Eliminar a Estrella Fugaz' }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Personaje eliminado');
    await page.getByText('Todavía no tienes personajes').waitFor();
    expect(await apiCharacters(page)).toEqual([]);
  });

  it('keeps an edit made offline and sends it when the browser is back online', async () => {
    // While offline the page's own requests fail by design; those console lines are expected.
    const { page, context } = await openPage([/ERR_INTERNET_DISCONNECTED/]);
    await readyUser(page, server);
    const nube = await apiCreateCharacter(page, { name: 'Nube', hobbies: ['music'], personality: 'paciente', profession: 'teacher' });

    await page.goto('/characters-management');
    await page.getByRole('heading', { name: 'Nube', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Editar a Nube' }).click();
    await page.getByLabel('Nombre del personaje').fill('Nube Azul');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await finishWizard(page, { hobbies: ['Cocinar'], traits: ['Alegre'], profession: 'Caballero' });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Guardar personaje' }).click();
    // A failed save is not shown to the user: the change is kept and waits in the queue.
    await expectToast(page, '¡Personaje guardado!');
    await waitForPath(page, '/characters-management');
    await page.getByRole('heading', { name: 'Nube Azul', exact: true }).waitFor();
    await shots(page, 'offline-kept');

    const queue = await page.evaluate(() => JSON.parse(localStorage.getItem('sync_queue') ?? '[]'));
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ table: 'characters', operation: 'update', data: { id: nube.id, name: 'Nube Azul' } });
    expect(typeof queue[0].timestamp).toBe('number');
    const local = await storedBySuffix<{ state: { savedCharacters: Character[] } }>(page, '-characters');
    expect(local?.state.savedCharacters.map((c) => c.name)).toEqual(['Nube Azul']);
    expect((await apiCharacters(page)).map((c) => c.name)).toEqual(['Nube']);

    await context.setOffline(false);
    await expect
      .poll(async () => (await apiCharacters(page)).find((c) => c.id === nube.id), { timeout: 15_000 })
      .toMatchObject({ name: 'Nube Azul', hobbies: ['music', 'cooking'], personality: 'paciente,alegre', profession: 'knight' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sync_queue')), { timeout: 10_000 }).toBe('[]');

    // Offline again: create a character, change it, delete the other one. The queue keeps the order
    // (insert before update) and everything reaches the server once online.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Crear Nuevo Personaje' }).click();
    await page.getByLabel('Nombre del personaje').fill('Rayo');
    await page.getByLabel('Nombre del personaje').press('Enter');
    await finishWizard(page, { hobbies: ['Deportes'], traits: ['Valiente'], profession: 'Superhéroe' });
    await page.getByRole('button', { name: 'Guardar personaje' }).click();
    await waitForPath(page, '/characters-management');
    await page.getByRole('heading', { name: 'Rayo', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Editar a Rayo' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '¿Qué le gusta hacer a Rayo?' }).waitFor();
    await choice(page, 'Bicicleta').click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '¿Cómo es Rayo?' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: '¿A qué se dedica Rayo?' }).waitFor();
    await page.getByRole('button', { name: 'Guardar personaje' }).click();
    await waitForPath(page, '/characters-management');
    await page.getByRole('button', { name: 'Eliminar a Nube Azul' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('heading', { name: 'Nube Azul', exact: true }).waitFor({ state: 'detached' });

    // The character leaves the list at once; the delete joins the queue when the request has failed.
    const pending = () =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('sync_queue') ?? '[]') as { operation: string; data: { name?: string } }[]).map(
          (item) => `${item.operation}:${item.data.name ?? ''}`,
        ),
      );
    await expect.poll(pending, { timeout: 10_000 }).toEqual(['insert:Rayo', 'update:Rayo', 'delete:']);
    await context.setOffline(false);
    await expect
      .poll(async () => (await apiCharacters(page)).map((c) => `${c.name}:${c.hobbies.join('+')}:${c.profession}`), { timeout: 15_000 })
      .toEqual(['Rayo:sports+cycling:superhero']);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sync_queue')), { timeout: 10_000 }).toBe('[]');
  });
});
