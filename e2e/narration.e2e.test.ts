// Browser journey of narration with the embedded narrator (espeak-ng) and local storage: from the
// viewer's 'Narrar' to the chapter's player, generating the audio with visible progress, playing it and
// seeing the position advance, changing speed and voice, and the voice preview dialog. A second journey
// holds a local speech server halfway through a chapter to see it play before it is all made (issue 8).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cleanSpeechText } from '../src/shared/speech-text';
import { startFakeSpeech, type SpeechRequest } from '../src/server/test-support/fake-speech';
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

async function createStory(page: Page, server: RunningServer): Promise<{ id: string; chapters: { id: string; title: string; content: string }[] }> {
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

const PHONE_390 = { width: 390, height: 844 };

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
    const story = await createStory(page, server);
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
    // The progress shows in the modal until the first audio exists, then under the player while it plays
    // (the second journey looks at both moments; here espeak-ng may pass the first one quickly).
    const bar = page.getByRole('progressbar', { name: 'Progreso de la narración' });
    await bar.waitFor();
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

it('plays the chapter while the rest is still being made, then goes on with the stored file without a jump', async () => {
  // A local speech server the test holds halfway: nothing here depends on how fast anything is.
  const speech = await startFakeSpeech();
  const held = await startServer({ env: { SPEECH_BASE_URL: speech.baseUrl, SPEECH_API_KEY: 'clave-local', SPEECH_MODEL: 'gpt-4o-mini-tts' } });
  const { context, page, errors } = await newPage(browser, held.url, PHONE_390);
  try {
    await readyUser(page, held);
    const story = await createStory(page, held);
    const chapter = story.chapters[0];
    // The first chunk of the narration starts with the chapter's title line; every other chunk waits.
    const titleLine = cleanSpeechText(`${chapter.title}.\n${chapter.content}`).split('\n')[0];
    const firstChunk = (r: SpeechRequest) => r.body.input?.startsWith(`${titleLine}\n`) === true;
    speech.holdWhen(() => true);

    await page.goto(`/story/${story.id}/audio/${chapter.id}`);
    await page.getByText('No hay audio grabado para esta voz y capítulo').waitFor();
    await page.getByRole('button', { name: 'Reproducir' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Generar Audio' }).click();
    await modal.getByText('Generando audio, por favor espera...').waitFor();
    await expect.poll(() => speech.held).toBeGreaterThan(0);

    // The first chunk is spoken; the rest stays held: the page plays the beginning now.
    speech.holdWhen((r) => !firstChunk(r));
    speech.release(firstChunk);
    await page.getByText('Ya puedes escucharlo mientras terminamos el resto').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime > 0;
    });
    await page.getByRole('button', { name: 'Pausar' }).waitFor();
    const audioSrc = () => page.locator('audio').evaluate((a: HTMLAudioElement) => new URL(a.currentSrc).pathname);
    expect(await audioSrc()).toBe(`/api/chapters/${chapter.id}/narrations/la-hada/live`);
    // Playing before the narration is finished: more chunks wait, nothing is stored yet.
    await expect.poll(() => speech.held).toBeGreaterThan(0);
    expect(await page.getByText('Audio generado y guardado').count()).toBe(0);
    const progress = page.getByRole('progressbar', { name: 'Progreso de la narración' });
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
    // The announcement is in a polite live region, for screen readers.
    expect(await page.getByText('Ya puedes escucharlo mientras terminamos el resto').getAttribute('aria-live')).toBe('polite');
    await screenshot(page, 'narration-live-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'narration-live-1280');
    await page.setViewportSize(PHONE_390);

    // The rest is made and stored: playback goes on from the live audio, no jump back.
    const before = await page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime);
    speech.release();
    await page.getByText('Audio generado y guardado').waitFor();
    await progress.waitFor({ state: 'detached' });
    expect(await audioSrc()).toBe(`/api/chapters/${chapter.id}/narrations/la-hada/live`);
    const after = await page.locator('audio').evaluate((a: HTMLAudioElement) => ({ time: a.currentTime, paused: a.paused }));
    expect(after.paused).toBe(false);
    expect(after.time).toBeGreaterThanOrEqual(before);
    await expect.poll(() => page.getByTestId('total').textContent()).toMatch(/^\d+:\d\d$/);

    // Seeking uses the stored file, from where the slider asks, still playing.
    const slider = page.getByRole('slider', { name: 'Posición de la narración' });
    await slider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('PageUp');
    await expect.poll(audioSrc).toBe(`/api/chapters/${chapter.id}/narrations/la-hada/audio`);
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime > 1;
    });
    expect(errors).toEqual([]);
  } finally {
    speech.release();
    await context.close();
    await held.stop();
    await speech.close();
  }
}, 240_000);
