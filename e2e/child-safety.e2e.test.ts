// Browser journey of the child-safety check (DESIGN decision 9): unsafe extra details send the parent
// back to them with a kind message; a story the check refuses after streaming is cleared from the page,
// the parent reads why and is back at the details to try other ideas, and nothing reaches the library.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { readyUser } from './support/users';
import { startStreamingChatServer } from '../src/server/test-support/streaming-chat-server';

// The kind sentence, the hint for violence (what to change, never the parent's words) and an idea that works.
const UNSAFE_INPUT =
  'Ese texto no es apropiado para un cuento infantil. Quita la violencia con sangre, el maltrato o la crueldad con personas o animales. Un conflicto de cuento, como un caballero que vence a un dragón, sí vale. Prueba con otra idea, por ejemplo: «un dragón que tiene miedo a la oscuridad».';
const UNSAFE_OUTPUT = 'No hemos podido crear un cuento adecuado con estas opciones. Inténtalo de nuevo con otras ideas.';

// A story whose second paragraph turns violent: the page shows the first paragraph once it passed the
// check, and never a word of the second.
const UNSAFE_STORY = [
  'La noche del bosque',
  '',
  Array.from({ length: 40 }, (_, i) => `Valentina caminó por el bosque y contó ${i + 1} estrellas en el cielo.`).join(' '),
  '',
  // The unsafe paragraph is long, so the safe one stays on the page for seconds even on a busy machine.
  Array.from({ length: 30 }, () => 'El viento sopló entre los árboles del camino.').join(' ') +
    ' Entonces el hombre sacó un cuchillo y apuñaló a su vecino; había sangre por todas partes.',
].join('\n');

let server: RunningServer;
let browser: Browser;
let chat: Awaited<ReturnType<typeof startStreamingChatServer>>;
const open: { context: BrowserContext; errors: string[] }[] = [];

beforeAll(async () => {
  chat = await startStreamingChatServer({ text: () => UNSAFE_STORY, firstTokenDelayMs: 100, tokenDelayMs: 10 });
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
  // The refused request is a 422 the page expects; anything else is a real error.
  expect(errors.filter((e) => !/422/.test(e))).toEqual([]);
});

async function openPage(): Promise<Page> {
  const { context, page, errors } = await newPage(browser, server.url, PHONE);
  open.push({ context, errors });
  return page;
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

async function userReadyToGenerate(page: Page, additionalDetails: string) {
  await readyUser(page, server, { language: 'es', childAge: 6 });
  const created = await page.request.post(`${server.url}/api/characters`, {
    data: { name: 'Valentina', hobbies: ['painting'], personality: 'curioso', profession: 'explorer' },
    headers: { origin: server.url },
  });
  expect(created.status()).toBe(201);
  const { character } = (await created.json()) as { character: { id: string } };
  const profile = (await (await page.request.get(`${server.url}/api/profile`)).json()) as { profile: { userId: string } };
  await page.goto('/home');
  await page.getByRole('button', { name: 'Generar una Nueva Historia' }).waitFor();
  await page.evaluate(
    ([userId, chosen, details]) => {
      localStorage.setItem(
        `story-app-${userId}-story-options`,
        JSON.stringify({ state: { character: chosen, genre: 'adventure', moral: 'friendship', duration: 'short', additionalDetails: details }, version: 1 }),
      );
    },
    [profile.profile.userId, character, additionalDetails] as const,
  );
}

async function libraryCount(page: Page): Promise<number> {
  const res = await page.request.get(`${server.url}/api/stories`);
  return ((await res.json()) as { stories: unknown[] }).stories.length;
}

describe('child safety', () => {
  it('sends unsafe extra details back to the details step with a kind message, before any writing', async () => {
    const page = await openPage();
    await userReadyToGenerate(page, 'que el lobo apuñale a la abuela');
    const before = chat.answers.length;
    await page.goto('/generating');
    await expectToast(page, UNSAFE_INPUT);
    await page.waitForURL(/\/story-details-input$/);
    expect(chat.answers.length).toBe(before);
    expect(await libraryCount(page)).toBe(0);
    await screenshot(page, 'child-safety-details-375');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'child-safety-details-1280');
  });

  it('clears a streamed story the check refuses, explains it, and stores nothing', async () => {
    const page = await openPage();
    await userReadyToGenerate(page, 'un dragón que tiene miedo a la oscuridad');
    await page.goto('/generating');
    // The first paragraph arrives first...
    await page.locator('[data-testid="streamed-text"]', { hasText: 'Valentina caminó' }).waitFor({ timeout: 15_000 });
    // ...then the refusal replaces them.
    await expectToast(page, UNSAFE_OUTPUT);
    // Back to the details, to try other ideas.
    await page.waitForURL(/\/story-details-input$/);
    expect(await page.locator('[data-testid="streamed-text"]').count()).toBe(0);
    expect(await page.getByText('apuñaló').count()).toBe(0);
    expect(await libraryCount(page)).toBe(0);
    await screenshot(page, 'child-safety-refused-375');
  });
});
