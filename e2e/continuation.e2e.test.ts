// Browser journey on the offline writer: continue a story with an option (the new chapter's
// words stream on the full-screen loader), read the new chapter, try to continue again and see the Free
// limit, answer a math challenge wrong then right, and a language challenge in English. Phone width,
// with a desktop look at the continuation screen.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import type { Challenge } from '../src/shared/contract/challenges';
import type { Story } from '../src/shared/contract/stories';
import path from 'node:path';
import { DESKTOP, launchBrowser, newPage, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { readyUser } from './support/users';

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
  const errors = open.flatMap((o) => o.errors);
  await Promise.all(open.splice(0).map((o) => o.context.close()));
  expect(errors).toEqual([]);
});

async function openPage(viewport = PHONE): Promise<Page> {
  const { context, page, errors } = await newPage(browser, server.url, viewport);
  open.push({ context, errors });
  return page;
}

/** What the screen shows (a dialog over a long chapter would be lost in a full-page shot). */
async function screenView(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** A ready Free user with a one-chapter story written by the offline storyteller. */
async function userWithStory(page: Page): Promise<Story> {
  await readyUser(page, server, { language: 'es', childAge: 6 });
  const created = await page.request.post(`${server.url}/api/characters`, {
    data: { name: 'Valentina', hobbies: ['cooking', 'music'], personality: 'curioso,valiente', profession: 'explorer' },
    headers: { origin: server.url },
  });
  expect(created.status()).toBe(201);
  const { character } = (await created.json()) as { character: { id: string } };
  const res = await page.request.post(`${server.url}/api/stories`, {
    data: { characterId: character.id, genre: 'adventure', moral: 'friendship', duration: 'short' },
    headers: { origin: server.url, accept: 'application/json' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { story: Story }).story;
}

/** Opens the challenge of the chapter on screen and answers the question the server sent. */
async function startChallenge(page: Page, choose: () => Promise<void>): Promise<Challenge> {
  const response = page.waitForResponse((r) => r.url().includes('/challenges') && r.request().method() === 'POST');
  // Watched from before the click: on a busy machine the short-lived toast can come and go while the
  // test is still reading the response.
  const toastSeen = page.locator('[data-sonner-toast]', { hasText: '¡Pregunta lista!' }).first().waitFor({ state: 'attached', timeout: 30_000 });
  await choose();
  await page.getByText('Generando pregunta...').first().waitFor({ state: 'attached' }).catch(() => undefined);
  const challenge = (await (await response).json()) as Challenge;
  await toastSeen;
  await page.getByText(challenge.questions[0]!.question).waitFor();
  return challenge;
}

describe('continuing a story and its challenges', () => {
  it('continues with an option, opens the new chapter and is refused a second Free continuation', async () => {
    const page = await openPage();
    const story = await userWithStory(page);

    await page.goto(`/story/${story.id}`);
    await page.getByRole('heading', { name: story.title, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Continuar historia' }).click();
    await page.waitForURL(`**/story/${story.id}/continue`);

    await page.getByText(`Continuando: ${story.chapters[0]!.title}`).waitFor();
    await page.getByRole('heading', { name: '¿Cómo quieres que continúe?' }).waitFor();
    await page.getByText('Elige una opción para continuar tu historia').waitFor();
    await page.getByRole('button', { name: 'Continuar Libre' }).waitFor();
    await page.getByText('Elige una opción:').waitFor();
    const options = page.getByRole('button', { name: /^Opción \d/ });
    await expect.poll(async () => (await options.allInnerTexts()).filter((t) => t.split('\n').length > 1).length, { timeout: 10_000 }).toBe(3);
    const labels = await options.allInnerTexts();
    expect(labels.map((l) => l.split('\n')[0]!.trim().toLowerCase())).toEqual(['opción 1', 'opción 2', 'opción 3']);
    const firstSummary = labels[0]!.split('\n').slice(1).join(' ').trim();
    expect(firstSummary.length).toBeGreaterThan(5);
    // The tiles: character, genre, duration.
    const tiles = page.getByRole('list', { name: 'Tu historia' });
    await expect.poll(() => tiles.innerText()).toContain('Valentina');
    expect(await tiles.innerText()).toContain('Aventura');
    expect(await tiles.innerText()).toContain('Corta');
    await screenshot(page, 'continuation-options-phone');

    // The custom form, its disabled send button while empty, and back to the options.
    await page.getByRole('button', { name: 'Describir tu continuación soñada' }).click();
    await page.getByRole('heading', { name: 'Describe tu continuación' }).waitFor();
    const textarea = page.getByLabel('Describe tu continuación');
    await textarea.fill('    ');
    expect(await page.getByRole('button', { name: 'Generar continuación' }).isDisabled()).toBe(true);
    await textarea.fill('Valentina encuentra un dragón que cocina galletas');
    expect(await page.getByRole('button', { name: 'Generar continuación' }).isEnabled()).toBe(true);
    await screenshot(page, 'continuation-custom-form-phone');
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.getByRole('button', { name: 'Continuar Libre' }).waitFor();

    // Choose option 1; hold the request a moment so the loader can be seen, then its words stream in.
    let held = false;
    await page.route('**/api/stories/*/chapters', async (route) => {
      if (!held) {
        held = true;
        await new Promise((r) => setTimeout(r, 1200));
      }
      await route.continue();
    });
    await options.first().click();
    await page.getByRole('heading', { name: 'Generando continuación...' }).waitFor();
    await page.getByText('Estamos personalizando una continuación mágica para tu historia...').waitFor();
    await screenView(page, 'continuation-loader-phone');

    await page.waitForURL(`**/story/${story.id}?chapter=1`, { timeout: 20_000 });
    await page.getByText('Capítulo 2 de 2', { exact: true }).waitFor();
    const chapter = (await (await page.request.get(`${server.url}/api/stories/${story.id}`)).json()) as { story: Story };
    expect(chapter.story.chapters).toHaveLength(2);
    expect(chapter.story.chapters[1]!.generationMethod).toBe('option1');
    await page.getByRole('heading', { name: chapter.story.chapters[1]!.title, level: 2 }).waitFor();
    // The continue button: disabled now that the free continuation is used, and says why.
    expect(await page.getByRole('button', { name: 'Continuar historia' }).isDisabled()).toBe(true);
    await page.getByText('Solo puedes añadir una continuación gratuita por historia.').waitFor();
    await page.getByRole('button', { name: 'Continuar historia' }).scrollIntoViewIfNeeded();
    await screenView(page, 'continuation-new-chapter-phone');
    // On the first chapter it is disabled too (not the last chapter).
    await page.getByRole('link', { name: chapter.story.chapters[0]!.title }).click();
    await page.waitForURL(`**/story/${story.id}`);
    expect(await page.getByRole('button', { name: 'Continuar historia' }).isDisabled()).toBe(true);

    // Trying again through the address: the Premium banner, nothing to press.
    await page.goto(`/story/${story.id}/continue`);
    await page.getByText('Has alcanzado el límite de continuación gratuita para esta historia.').first().waitFor();
    await page.getByRole('link', { name: 'Ver Plan Premium' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continuar Libre' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Describir tu continuación soñada' }).isDisabled()).toBe(true);
    await screenshot(page, 'continuation-limit-phone');
    // Back goes to the last chapter.
    await page.getByRole('button', { name: 'Volver', exact: true }).click();
    await page.waitForURL(`**/story/${story.id}?chapter=1`);
  });

  it('refuses a continuation the server already counted, with the limit toast, and a missing story goes to the library', async () => {
    const page = await openPage();
    const story = await userWithStory(page);
    await page.goto(`/story/${story.id}/continue?refresh=${Date.now()}`);
    await page.getByRole('button', { name: 'Continuar Libre' }).waitFor();
    // Another tab continues the story meanwhile.
    const other = await page.request.post(`${server.url}/api/stories/${story.id}/chapters`, {
      data: { method: 'free' },
      headers: { origin: server.url, accept: 'application/json' },
    });
    expect(other.status()).toBe(201);
    await page.getByRole('button', { name: 'Continuar Libre' }).click();
    await expectToast(page, 'Límite de continuación alcanzado');
    await expectToast(page, 'Solo puedes añadir una continuación gratuita por historia.');
    await page.getByText('Has alcanzado el límite de continuación gratuita para esta historia.').first().waitFor();
    await screenshot(page, 'continuation-refused-phone');

    await page.goto('/story/00000000-0000-4000-8000-000000000000/continue');
    await expectToast(page, 'Historia no encontrada');
    await page.waitForURL('**/saved-stories');
  });

  it('answers a math challenge wrong then right, and a language challenge in English', async () => {
    const page = await openPage();
    const story = await userWithStory(page);
    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: 'Reto educativo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Idiomas/ }).waitFor();
    await dialog.getByRole('button', { name: /Comprensión/ }).waitFor();
    await screenView(page, 'challenge-categories-phone');

    const math = await startChallenge(page, () => dialog.getByRole('button', { name: /Matemáticas/ }).click());
    const first = math.questions[0]!;
    expect(first.category).toBe('math');
    await screenView(page, 'challenge-math-question-phone');
    const wrongIndex = (first.correctOptionIndex + 1) % 4;
    const optionButtons = dialog.getByRole('group').getByRole('button');
    await optionButtons.nth(wrongIndex).click();
    await dialog.getByText('Respuesta incorrecta').waitFor();
    await dialog.getByText(first.explanation).waitFor();
    await screenView(page, 'challenge-math-wrong-phone');
    await dialog.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await optionButtons.nth(first.correctOptionIndex).click();
    await dialog.getByText('¡Genial! Has acertado').waitFor();
    await screenView(page, 'challenge-math-right-phone');
    // Continue through the remaining questions answering right.
    for (let i = 1; i < math.questions.length; i++) {
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      const q = math.questions[i]!;
      await dialog.getByText(q.question).waitFor();
      await optionButtons.nth(q.correctOptionIndex).click();
      await dialog.getByText('¡Genial! Has acertado').waitFor();
    }
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByText('¡Reto completado!').waitFor();
    await dialog.getByRole('button', { name: 'Otro reto' }).click();

    // Languages: the list comes without the profile's Spanish.
    await dialog.getByRole('button', { name: /Idiomas/ }).click();
    const languageGroup = dialog.getByRole('group', { name: 'Idioma del reto' });
    await languageGroup.getByRole('button', { name: 'Inglés' }).waitFor();
    expect(await languageGroup.getByRole('button').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Inglés'), expect.stringContaining('Francés'), expect.stringContaining('Alemán'), expect.stringContaining('Italiano')]),
    );
    expect((await languageGroup.getByRole('button').allInnerTexts()).some((t) => t.includes('Español'))).toBe(false);
    await screenView(page, 'challenge-languages-phone');
    const english = await startChallenge(page, () => languageGroup.getByRole('button', { name: 'Inglés' }).click());
    const word = english.questions[0]!;
    expect(word.targetLanguage).toBe('en');
    expect(word.question).toContain('inglés');
    await dialog.getByRole('group').getByRole('button').nth(word.correctOptionIndex).click();
    await dialog.getByText('¡Genial! Has acertado').waitFor();
    await screenView(page, 'challenge-language-right-phone');

    // Both challenges were stored with their questions.
    expect(math.stored).toBe(true);
    expect(english.stored).toBe(true);
  });

  it('leaves the decision to the server when the plan cannot be read, and retries to read it', async () => {
    const page = await openPage();
    const story = await userWithStory(page);
    const second = await page.request.post(`${server.url}/api/stories/${story.id}/chapters`, {
      data: { method: 'free' },
      headers: { origin: server.url, accept: 'application/json' },
    });
    expect(second.status()).toBe(201);
    // The profile cannot be read (a refusal the page does not retry by itself).
    const refuseProfile = (route: Route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: { code: 'rate_limited', message: 'Demasiadas peticiones.' } }) });
    await page.route('**/api/profile', refuseProfile);

    // The viewer does not show the Free refusal for a plan it does not know.
    await page.goto(`/story/${story.id}?chapter=1`);
    const continueButton = page.getByRole('button', { name: 'Continuar historia' });
    await expect.poll(() => continueButton.isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Solo puedes añadir una continuación gratuita por historia.').count()).toBe(0);

    // The continuation screen says so, offers to retry, loads the options and lets the server decide.
    await continueButton.click();
    await page.waitForURL(`**/story/${story.id}/continue`);
    await page.getByText('No se pudo comprobar tu plan.', { exact: false }).waitFor();
    await expect.poll(async () => (await page.getByRole('button', { name: /^Opción \d/ }).allInnerTexts()).filter((t) => t.includes('\n')).length, { timeout: 15_000 }).toBe(3);
    expect(await page.getByRole('link', { name: 'Ver Plan Premium' }).count()).toBe(0);
    await screenshot(page, 'continuation-plan-unknown-phone');
    await page.getByRole('button', { name: 'Continuar Libre' }).click();
    await expectToast(page, 'Límite de continuación alcanzado');

    // Once the profile answers again, 'Reintentar' shows the Free limit.
    await page.unroute('**/api/profile', refuseProfile);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('link', { name: 'Ver Plan Premium' }).waitFor();
    expect(await page.getByText('No se pudo comprobar tu plan.', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continuar Libre' }).isDisabled()).toBe(true);
  });

  it('never offers the story’s own language, even after the profile’s changed, and teaches Portuguese', async () => {
    const page = await openPage();
    const story = await userWithStory(page);
    expect(story.language).toBe('es');
    // The parent switches the profile to English after the Spanish story was written.
    const changed = await page.request.put(`${server.url}/api/profile`, {
      data: { language: 'en', childAge: 6, specialNeed: null },
      headers: { origin: server.url },
    });
    expect(changed.ok()).toBe(true);

    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: 'Reto educativo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Idiomas/ }).click();
    const languageGroup = dialog.getByRole('group', { name: 'Idioma del reto' });
    await languageGroup.getByRole('button', { name: 'Portugués' }).waitFor();
    const texts = await languageGroup.getByRole('button').allInnerTexts();
    const offered = ['Español', 'Inglés', 'Francés', 'Alemán', 'Italiano', 'Portugués'].filter((name) => texts.some((t) => t.includes(name)));
    expect(offered).toEqual(['Francés', 'Alemán', 'Italiano', 'Portugués']);
    expect(texts).toHaveLength(4);

    const portuguese = await startChallenge(page, () => languageGroup.getByRole('button', { name: 'Portugués' }).click());
    const word = portuguese.questions[0]!;
    expect(word.targetLanguage).toBe('pt');
    expect(word.question).toContain('portugués');
    await dialog.getByRole('group').getByRole('button').nth(word.correctOptionIndex).click();
    await dialog.getByText('¡Genial! Has acertado').waitFor();
    await screenView(page, 'challenge-portuguese-right-phone');
  });

  it('shows the continuation screen at desktop width', async () => {
    const page = await openPage(DESKTOP);
    const story = await userWithStory(page);
    await page.goto(`/story/${story.id}/continue`);
    await page.getByRole('heading', { name: '¿Cómo quieres que continúe?' }).waitFor();
    await expect.poll(async () => (await page.getByRole('button', { name: /^Opción \d/ }).allInnerTexts()).filter((t) => t.includes('\n')).length).toBe(3);
    await screenshot(page, 'continuation-options-desktop');
  });
});
