// Browser journey of narration with the embedded narrator (espeak-ng) and local storage: from the
// viewer's 'Narrar' to the chapter's player, generating the audio with visible progress, playing it and
// seeing the position advance, changing speed and voice, and the voice preview dialog.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { readyUser } from './support/users';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function createStory(page: Page): Promise<{ id: string; chapters: { id: string; title: string }[] }> {
  const headers = { origin: server.url };
  const character = await page.request.post(`${server.url}/api/characters`, {
    headers,
    data: { name: 'Lucas', hobbies: ['magic'], personality: 'valiente,curioso', profession: 'explorer' },
  });
  expect(character.status()).toBe(201);
  const { character: created } = await character.json();
  const story = await page.request.post(`${server.url}/api/stories`, {
    headers,
    data: { characterId: created.id, genre: 'adventure', moral: 'friendship', duration: 'short' },
  });
  expect(story.status()).toBeLessThan(300);
  return (await story.json()).story;
}

async function both(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `narration-${name}-375`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `narration-${name}-1280`);
  await page.setViewportSize(PHONE);
}

it('generates a chapter narration with progress, plays it, changes speed and voice, previews a voice', async () => {
  const { context, page, errors } = await newPage(browser, server.url, PHONE);
  try {
    await readyUser(page, server);
    const story = await createStory(page);
    const chapter = story.chapters[0];

    // The viewer's narrate button opens the player of the chapter being read.
    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: 'Narrar' }).click();
    await page.waitForURL((url) => url.pathname === `/story/${story.id}/audio/${chapter.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(chapter.title);
    await page.getByText('No hay audio grabado para esta voz y capítulo').waitFor();
    await expect.poll(() => page.getByTestId('speed').textContent()).toBe('1x');

    // No audio yet: play offers to generate it with this voice.
    await page.getByRole('button', { name: 'Reproducir' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('heading', { name: 'La Hada' }).waitFor();
    await modal.getByRole('button', { name: 'Cancelar' }).waitFor();
    await both(page, 'generate-modal');

    await modal.getByRole('button', { name: 'Generar Audio' }).click();
    const bar = page.getByRole('progressbar', { name: 'Progreso de la narración' });
    await bar.waitFor();
    await page.getByText('Generando audio, por favor espera...').waitFor();
    const seen = new Set<number>();
    await screenshot(page, 'narration-generating-375');
    // espeak-ng on a busy 2-core machine can take a minute for a 600-word chapter: watch until it is done.
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline && (await bar.count()) > 0) {
      const value = await bar.getAttribute('aria-valuenow').catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(50);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2); // progress moved while we watched
    expect([...seen].every((v) => v >= 10 && v <= 100)).toBe(true);
    await page.getByText('Audio generado y guardado').waitFor({ timeout: 30_000 });

    // It plays and the position advances.
    const total = page.getByTestId('total');
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).not.toBe('0:00');
    if (await page.getByRole('button', { name: 'Reproducir' }).isVisible()) await page.getByRole('button', { name: 'Reproducir' }).click();
    await page.getByRole('button', { name: 'Pausar' }).waitFor();
    await expect.poll(() => page.getByTestId('elapsed').textContent(), { timeout: 15_000 }).not.toBe('0:00');
    await both(page, 'playing');

    // Speed cycles 0.75–2 with an x suffix and reaches the audio element.
    const speedButton = page.getByRole('button', { name: /Velocidad de reproducción/ });
    await speedButton.click();
    await expect.poll(() => page.getByTestId('speed').textContent()).toBe('1.25x');
    expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.25);
    for (const expected of ['1.5x', '1.75x', '2x', '0.75x']) {
      await speedButton.click();
      await expect.poll(() => page.getByTestId('speed').textContent()).toBe(expected);
    }
    await page.getByRole('button', { name: 'Pausar' }).click();
    await page.getByRole('button', { name: 'Reproducir' }).waitFor();

    // Voice arrows change the voice and wrap around.
    const voiceButton = page.getByRole('button', { name: /^Voz de la narración:/ });
    await page.getByRole('button', { name: 'Voz siguiente' }).click();
    await expect.poll(() => voiceButton.getAttribute('aria-label')).toMatch(/El Animado/);
    await page.getByRole('button', { name: 'Voz anterior' }).click();
    await page.getByRole('button', { name: 'Voz anterior' }).click();
    await expect.poll(() => voiceButton.getAttribute('aria-label')).toMatch(/El Sabio/);
    await page.getByRole('button', { name: 'Voz anterior' }).click();
    await expect.poll(() => voiceButton.getAttribute('aria-label')).toMatch(/La Robot Chispa/);
    expect(await page.getByTestId('total').textContent()).toBe('0:00'); // no audio yet for this voice

    // The preview dialog plays the voice's sample, with the volume at 0.8 by default.
    await voiceButton.click();
    const preview = page.getByRole('dialog', { name: 'Vista previa de voz' });
    await preview.getByText('La Robot Chispa').waitFor();
    const volume = preview.getByRole('slider', { name: 'Volumen' });
    expect(await volume.getAttribute('aria-valuenow')).toBe('0.8');
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => volume.getAttribute('aria-valuenow')).toBe('0.79');
    await preview.getByRole('button', { name: /Escuchar la muestra/ }).click();
    await preview.getByRole('button', { name: /Pausar la muestra/ }).waitFor({ timeout: 20_000 });
    await both(page, 'preview');
    await preview.getByRole('button', { name: 'Cerrar' }).first().click();
    await preview.waitFor({ state: 'detached' });

    // Back to La Hada: the stored narration is there without generating again.
    await page.getByRole('button', { name: 'Voz siguiente' }).click();
    await page.getByRole('button', { name: 'Voz siguiente' }).click();
    await expect.poll(() => voiceButton.getAttribute('aria-label')).toMatch(/La Hada/);
    await expect.poll(() => page.getByTestId('total').textContent(), { timeout: 15_000 }).not.toBe('0:00');

    await page.getByRole('link', { name: 'Volver a la lectura' }).click();
    await page.waitForURL((url) => url.pathname === `/story/${story.id}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}, 420_000);
