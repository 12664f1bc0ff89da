// Browser journey of story creation and reading: with a ready user and a character made through the API
// (the wizard has its own journey), the story options are set the way the option pages leave them, then
// /generating streams the story, the viewer reads it (share and print included) and the library finds it.
// Also: the viewer's loading state, every share outcome, and a story whose character was deleted.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, SCREENSHOT_DIR } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { readyUser } from './support/users';
import { sampleStoryText, startStreamingChatServer } from '../src/server/test-support/streaming-chat-server';

let server: RunningServer;
let browser: Browser;
let chat: Awaited<ReturnType<typeof startStreamingChatServer>>;
// The chat server reads its delays on each request: `quickly` sets them to nothing for stories that are
// only set-up (the library's order, a month's allowance used up).
const chatOptions = { text: () => sampleStoryText(450), firstTokenDelayMs: 200, tokenDelayMs: 15 };
const open: { context: BrowserContext; errors: string[] }[] = [];

beforeAll(async () => {
  // The OpenAI-compatible writer against a local streaming server that writes a word every 15 ms, so the
  // browser has time to show the words arriving.
  chat = await startStreamingChatServer(chatOptions);
  [server, browser] = await Promise.all([
    startServer({ env: { OPENAI_BASE_URL: chat.baseUrl, OPENAI_API_KEY: 'clave-de-prueba', WRITER_TIMEOUT_MS: '20000' } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await chat?.close();
});

afterEach(async () => {
  const errors = open.flatMap((o) => o.errors);
  await Promise.all(open.splice(0).map((o) => o.context.close()));
  expect(errors).toEqual([]);
});

async function openPage(): Promise<{ page: Page; context: BrowserContext }> {
  const { context, page, errors } = await newPage(browser, server.url, PHONE);
  open.push({ context, errors });
  return { page, context };
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** At phone width nothing may stick out sideways. */
async function expectFitsWidth(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

/** Runs `fn` with the chat server answering at once. */
async function quickly<T>(fn: () => Promise<T>): Promise<T> {
  const { firstTokenDelayMs, tokenDelayMs } = chatOptions;
  chatOptions.firstTokenDelayMs = 0;
  chatOptions.tokenDelayMs = 0;
  try {
    return await fn();
  } finally {
    Object.assign(chatOptions, { firstTokenDelayMs, tokenDelayMs });
  }
}

/** Creates a story through the API for the signed-in page's user; answers its id. */
async function createStory(page: Page, characterId: string, genre = 'adventure'): Promise<string> {
  const res = await page.request.post(`${server.url}/api/stories`, {
    data: { characterId, genre, moral: 'friendship', duration: 'short' },
    headers: { origin: server.url, accept: 'application/json' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { story: { id: string } }).story.id;
}

/** A ready user with one character, and the story options chosen as the option pages store them. */
async function userReadyToGenerate(page: Page) {
  await readyUser(page, server, { language: 'es', childAge: 6 });
  const created = await page.request.post(`${server.url}/api/characters`, {
    data: { name: 'Valentina', hobbies: ['painting', 'music'], personality: 'curioso,valiente', profession: 'explorer' },
    headers: { origin: server.url },
  });
  expect(created.status()).toBe(201);
  const { character } = (await created.json()) as { character: { id: string; name: string } };
  const profile = (await (await page.request.get(`${server.url}/api/profile`)).json()) as { profile: { userId: string } };
  await page.goto('/home');
  await page.getByRole('button', { name: 'Generar una Nueva Historia' }).waitFor();
  await page.evaluate(
    ([userId, chosen]) => {
      localStorage.setItem(
        `story-app-${userId}-story-options`,
        JSON.stringify({
          state: { character: chosen, genre: 'adventure', moral: 'friendship', duration: 'short', additionalDetails: 'Que encuentre un mapa' },
          version: 1,
        }),
      );
    },
    [profile.profile.userId, character] as const,
  );
  return { character };
}

describe('stories', () => {
  it('streams a new story, reads it, shares and prints it, and finds it in the library', async () => {
    const { page, context } = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    // This browser has no Web Share API on Linux; make sure, so the copy-link fallback is what runs.
    // window.print() would open the system dialog: count the calls instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      const w = window as unknown as { __printed: number; __lengths: number[] };
      w.__printed = 0;
      window.print = () => {
        w.__printed += 1;
      };
      // Record how the streamed text grows, to see the words arrive in several steps.
      w.__lengths = [];
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="streamed-text"]');
        const length = el?.textContent?.length ?? 0;
        if (length && w.__lengths.at(-1) !== length) w.__lengths.push(length);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const { character } = await userReadyToGenerate(page);

    await page.goto('/generating');
    await page.getByRole('heading', { name: 'Creando tu historia...' }).waitFor();
    await page.getByText(character.name).first().waitFor();
    await page.getByText('Aventura').first().waitFor();
    await page.getByText('Corta (3-5 min)').waitFor();
    await page.locator('[data-testid="streamed-text"]').waitFor();
    await page.getByRole('progressbar', { name: 'Progreso de la historia' }).waitFor();
    await expectFitsWidth(page);
    await screenshot(page, 'stories-generating-375');
    await page.waitForURL(/\/story\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const lengths = await page.evaluate(() => (window as unknown as { __lengths: number[] }).__lengths);
    expect(lengths.length).toBeGreaterThan(5);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(chat.answers.length).toBe(1);

    // The viewer.
    const title = page.locator('#story-title');
    await title.waitFor();
    const storyTitle = (await title.textContent())?.trim() ?? '';
    expect(storyTitle.length).toBeGreaterThan(3);
    const text = (await page.locator('.story-text').textContent()) ?? '';
    expect(text).toContain(character.name);
    expect(text.split(/\s+/).length).toBeGreaterThan(300);
    await page.getByText('Valentina · Explorador · Aventura').waitFor();
    await expect(page.getByRole('button', { name: 'Continuar historia' }).isEnabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Narrar' }).waitFor();
    await expectFitsWidth(page);
    await screenshot(page, 'stories-viewer-375');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/stories-viewer-top-375.png` });
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'stories-viewer-1280');
    await page.setViewportSize(PHONE);

    // Share: the link is copied.
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expectToast(page, 'Enlace copiado al portapapeles');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());

    // The toast sits over the top bar on a phone until it goes.
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });

    // Print: the button prints, and the print stylesheet shows only the story.
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Compartir', 'Imprimir', 'Continuar historia', 'Narrar']) {
      expect(await page.getByRole('button', { name }).isVisible()).toBe(false);
    }
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).isVisible()).toBe(false);
    expect(await title.isVisible()).toBe(true);
    expect(await page.locator('.story-text').isVisible()).toBe(true);
    await screenshot(page, 'stories-print-375');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/stories-print-top-375.png` });
    await page.emulateMedia({ media: 'screen' });

    // Back home: 'Mis Historias' is there now, and the library lists the story.
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.getByRole('button', { name: 'Mis Historias' }).click();
    await page.waitForURL((url) => url.pathname === '/stories');
    await page.getByRole('heading', { name: 'Mis Historias' }).waitFor();
    const card = page.getByRole('link', { name: new RegExp(storyTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await card.waitFor();
    expect(await page.getByRole('button', { name: 'Más recientes' }).getAttribute('aria-pressed')).toBe('true');
    const today = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'Europe/Madrid' }).format(new Date());
    await page.getByText(today).waitFor();
    await expectFitsWidth(page);
    await screenshot(page, 'stories-library-375');
    await card.click();
    await page.waitForURL(/\/story\/[0-9a-f-]{36}$/);
    await expect(title.textContent()).resolves.toBe(storyTitle);
  });

  it('sends a failed generation to /error with the toast, storing nothing', async () => {
    const { page } = await openPage();
    await userReadyToGenerate(page);
    chat.setFailing(500);
    try {
      await page.goto('/generating');
      await expectToast(page, 'Error al generar la historia');
      await page.waitForURL((url) => url.pathname === '/error');
    } finally {
      chat.setFailing(null);
    }
    await page.getByRole('heading', { name: '¡Ups! Ocurrió un error' }).waitFor();
    await screenshot(page, 'stories-generation-error-375');
    const list = (await (await page.request.get(`${server.url}/api/stories`)).json()) as { stories: unknown[] };
    expect(list.stories).toEqual([]);
    const profile = (await (await page.request.get(`${server.url}/api/profile`)).json()) as { profile: { storiesRemaining: number } };
    expect(profile.profile.storiesRemaining).toBe(10);
  });

  it('opens chapters from the library and by index, refuses a missing one and sends an unknown story to not-found', async () => {
    const { page } = await openPage();
    const { character } = await userReadyToGenerate(page);
    const res = await page.request.post(`${server.url}/api/stories`, {
      data: { characterId: character.id, genre: 'mystery', moral: 'honesty', duration: 'short' },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(201);
    const { story } = (await res.json()) as { story: { id: string; title: string } };

    await page.goto(`/story/${story.id}?chapter=0`);
    await page.locator('#story-title', { hasText: story.title }).waitFor();
    const second = await page.request.post(`${server.url}/api/stories/${story.id}/chapters`, {
      data: { method: 'free' },
      headers: { origin: server.url },
    });
    expect(second.status()).toBe(201);

    // The library expands the chapters; each opens at its index.
    await page.goto('/stories');
    const card = page.getByRole('button', { name: /2 capítulos/ });
    await card.getByText(story.title).waitFor();
    expect(await card.getAttribute('aria-expanded')).toBe('false');
    await card.click();
    expect(await card.getAttribute('aria-expanded')).toBe('true');
    await expectFitsWidth(page);
    await screenshot(page, 'stories-library-chapters-375');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'stories-library-chapters-1280');
    await page.setViewportSize(PHONE);
    await page.getByRole('link', { name: /^2/ }).click();
    await page.waitForURL((url) => url.searchParams.get('chapter') === '1');
    await page.getByText('Capítulo 2 de 2').first().waitFor();
    // A Free story with two chapters cannot be continued.
    expect(await page.getByRole('button', { name: 'Continuar historia' }).isDisabled()).toBe(true);
    await page.getByText('Solo puedes añadir una continuación gratuita por historia.').waitFor();
    await expectFitsWidth(page);
    await screenshot(page, 'stories-viewer-chapter2-375');
    await page.getByRole('button', { name: 'Anterior' }).click();
    await page.waitForURL((url) => !url.searchParams.has('chapter'));
    await page.getByText('Capítulo 1 de 2').first().waitFor();
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);

    await page.goto(`/story/${story.id}?chapter=3`);
    await page.getByText('Error: Capítulo no encontrado.').waitFor();
    await page.goto('/story/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/not-found');
  });

  it('orders the library oldest first and back to newest first', async () => {
    const { page } = await openPage();
    const { character } = await userReadyToGenerate(page);
    const ids = await quickly(async () => {
      const made: string[] = [];
      for (const genre of ['adventure', 'mystery', 'comedy']) made.push(await createStory(page, character.id, genre));
      return made;
    });
    await page.goto('/stories');
    const cards = page.getByRole('list', { name: 'Historias' }).locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(3);
    const order = () => cards.evaluateAll((items) => items.map((li) => li.querySelector('a')?.getAttribute('href')?.split('/').pop() ?? ''));
    const newest = page.getByRole('button', { name: 'Más recientes' });
    const oldest = page.getByRole('button', { name: 'Más antiguas' });

    expect(await newest.getAttribute('aria-pressed')).toBe('true');
    expect(await order()).toEqual([...ids].reverse());
    await oldest.click();
    expect(await oldest.getAttribute('aria-pressed')).toBe('true');
    expect(await newest.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(order).toEqual(ids);
    await screenshot(page, 'stories-library-oldest-375');
    await newest.click();
    expect(await newest.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(order).toEqual([...ids].reverse());
  });

  it('refuses a new story on home once the month’s 10 Free stories are used', async () => {
    const { page } = await openPage();
    const { character } = await userReadyToGenerate(page);
    await quickly(async () => {
      for (let i = 0; i < 10; i++) await createStory(page, character.id);
    });
    await page.goto('/home');
    await page.getByText('No te quedan historias este mes.').waitFor();
    await page.getByRole('button', { name: 'Generar una Nueva Historia' }).click();
    await expectToast(page, 'Límite de historias alcanzado');
    await expectToast(page, 'Has alcanzado el límite mensual de historias gratuitas. Actualiza a premium para crear más historias.');
    expect(new URL(page.url()).pathname).toBe('/home');
    await screenshot(page, 'stories-home-limit-375');
  });

  it('waits with “Cargando historia...” while the story loads, then shares it or says why it could not', async () => {
    const { page } = await openPage();
    // A Web Share API whose answer the journey chooses: 'share' resolves, 'abort' is the parent closing the
    // share sheet, 'fail' any other refusal, 'none' a browser without it. The clipboard always refuses.
    await page.addInitScript(() => {
      const w = window as unknown as { __shareMode: string; __shared: ShareData[] };
      w.__shareMode = 'share';
      w.__shared = [];
      const share = (data: ShareData) => {
        w.__shared.push(data);
        if (w.__shareMode === 'abort') return Promise.reject(new DOMException('Share canceled', 'AbortError'));
        if (w.__shareMode === 'fail') return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
        return Promise.resolve();
      };
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        get: () => (w.__shareMode === 'none' ? undefined : share),
      });
      Clipboard.prototype.writeText = () => Promise.reject(new DOMException('Write permission denied', 'NotAllowedError'));
    });
    const { character } = await userReadyToGenerate(page);
    const storyId = await quickly(() => createStory(page, character.id));
    const story = ((await (await page.request.get(`${server.url}/api/stories/${storyId}`)).json()) as { story: { title: string } }).story;

    // The story's answer waits until the page has shown it is loading.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/stories/${storyId}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/story/${storyId}`);
    await page.getByRole('status').getByText('Cargando historia...').waitFor();
    await screenshot(page, 'stories-viewer-loading-375');
    release();
    await page.locator('#story-title', { hasText: story.title }).waitFor();
    expect(await page.getByText('Cargando historia...').count()).toBe(0);

    const shared = () => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
    const setMode = (mode: string) => page.evaluate((m) => ((window as unknown as { __shareMode: string }).__shareMode = m), mode);
    const toasts = page.locator('[data-sonner-toast]');
    // Toasts sit at the bottom, and a pointer resting on one pauses its timer (sonner keeps it for the
    // reader); a phone has no pointer, so it moves to the top as a finger lifts.
    const share = async () => {
      await page.getByRole('button', { name: 'Compartir' }).click();
      await page.mouse.move(PHONE.width / 2, 10);
    };

    // Closing the share sheet says nothing; any other refusal says it could not share.
    await setMode('abort');
    await share();
    await expect.poll(async () => (await shared()).length).toBe(1);
    await setMode('fail');
    await share();
    await expectToast(page, 'No se pudo compartir');
    expect(await toasts.allTextContents()).toEqual([expect.stringContaining('No se pudo compartir')]);
    // An error stays until it is read: a tap on it closes it.
    await toasts.first().click();
    await toasts.first().waitFor({ state: 'detached', timeout: 15_000 });

    // Shared: the story's title and its address.
    await setMode('share');
    await share();
    await expectToast(page, '¡Historia compartida!');
    const calls = await shared();
    expect(calls).toHaveLength(3);
    expect(calls[2]).toEqual({ title: story.title, text: `Te comparto la historia «${story.title}»`, url: `${server.url}/story/${storyId}` });
    expect(calls[2].url).toBe(page.url());
    await screenshot(page, 'stories-viewer-shared-375');
    await toasts.first().waitFor({ state: 'detached', timeout: 15_000 });

    // No Web Share API and a clipboard that refuses: the link could not be copied.
    await setMode('none');
    await share();
    await expectToast(page, 'No se pudo copiar el enlace');
    expect(await shared()).toHaveLength(3);
  });

  it('shows “Personaje Eliminado” in the library and the viewer once the story’s character is deleted', async () => {
    const { page } = await openPage();
    const { character } = await userReadyToGenerate(page);
    const storyId = await quickly(() => createStory(page, character.id));

    // The family reads the story and sees it in the library first, so both are already in the page.
    await page.goto(`/story/${storyId}`);
    await page.getByText('Valentina · Explorador · Aventura').waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.getByRole('button', { name: 'Mis Historias' }).click();
    const card = page.getByRole('link', { name: /Leer historia/ });
    await card.getByText('Valentina · Explorador').waitFor();

    // Then deletes the character on 'Mis Personajes', without leaving the app.
    await page.getByRole('button', { name: 'Volver al inicio' }).click();
    await page.getByRole('button', { name: 'Mis Personajes' }).click();
    await page.getByRole('button', { name: `Eliminar a ${character.name}` }).click();
    await page.getByRole('dialog', { name: '¿Eliminar personaje?' }).getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Personaje eliminado');

    // The story stays, now told by 'Personaje Eliminado', with no profession.
    await page.getByRole('button', { name: 'Volver', exact: true }).click();
    await page.getByRole('button', { name: 'Mis Historias' }).click();
    await page.getByRole('heading', { name: 'Mis Historias', level: 1 }).waitFor();
    await card.getByText('Personaje Eliminado').waitFor();
    expect(await card.getByText('Valentina · Explorador').count()).toBe(0);
    await expectFitsWidth(page);
    await screenshot(page, 'stories-library-deleted-character-375');
    await card.click();
    await page.waitForURL((url) => url.pathname === `/story/${storyId}`);
    await page.getByText('Personaje Eliminado · Aventura').waitFor();
    expect(await page.getByText(/Valentina ·/).count()).toBe(0);
    await screenshot(page, 'stories-viewer-deleted-character-375');
  });

  it('shows the empty library and deletes a story after confirming', async () => {
    const { page } = await openPage();
    const { character } = await userReadyToGenerate(page);
    await page.goto('/stories');
    await page.getByText('No tienes historias guardadas.').waitFor();
    await expectFitsWidth(page);
    await screenshot(page, 'stories-library-empty-375');

    const res = await page.request.post(`${server.url}/api/stories`, {
      data: { characterId: character.id, genre: 'comedy', moral: 'patience', duration: 'short' },
      headers: { origin: server.url },
    });
    const { story } = (await res.json()) as { story: { id: string; title: string } };
    await page.goto('/saved-stories');
    await page.getByRole('button', { name: `Eliminar la historia «${story.title}»` }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar esta historia?' });
    await dialog.waitFor();
    await screenshot(page, 'stories-delete-dialog-375');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Eliminar la historia «${story.title}»` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Historia eliminada');
    await page.getByText('No tienes historias guardadas.').waitFor();
    expect((await page.request.get(`${server.url}/api/stories/${story.id}`)).status()).toBe(404);
  });
});
