// Browser journey of narration with the embedded narrator (espeak-ng) and local storage: from the
// viewer's 'Narrar' to the chapter's player, generating the audio with visible progress, playing it and
// seeing the position advance, changing speed and voice, and the voice preview dialog (its sample stops
// when it closes). A second journey holds a local speech server halfway through a chapter to see it play
// before it is all made. A third narrates a later chapter opened from the viewer, drives it
// through the Media Session (lock screen, headset), lets the sleep timer stop it in «Modo noche», and
// meets the Free plan's voice limit.
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cleanSpeechText } from '../src/shared/speech-text';
import { startFakeSpeech, type SpeechRequest } from '../src/server/test-support/fake-speech';
import { DESKTOP, launchBrowser, newPage, PHONE, SCREENSHOT_DIR, screenshot } from './support/browser';
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

async function createStory(page: Page, server: RunningServer): Promise<{ id: string; title: string; chapters: { id: string; title: string; content: string }[] }> {
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

/** What the page under test does with the browser's media, recorded by wrapping the browser's own APIs. */
interface MediaProbe {
  /** Every audio or video element the page asked to play, in the document or not (`new Audio()`). */
  played: HTMLMediaElement[];
  /** The latest handler the page gave the Media Session for each action (null once removed). */
  handlers: Partial<Record<MediaSessionAction, MediaSessionActionHandler | null>>;
}

/** Runs in the page before its own scripts. Chromium cannot list Media Session handlers: this records them. */
function installMediaProbe() {
  const probe: MediaProbe = { played: [], handlers: {} };
  (window as unknown as { mediaProbe: MediaProbe }).mediaProbe = probe;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!probe.played.includes(this)) probe.played.push(this);
    return play.call(this);
  };
  const session = navigator.mediaSession;
  const setActionHandler = session.setActionHandler.bind(session);
  session.setActionHandler = (action, handler) => {
    probe.handlers[action] = handler;
    setActionHandler(action, handler);
  };
}

/** Calls the page's Media Session handler for an action, as the lock screen or a headset would. */
async function mediaAction(page: Page, details: MediaSessionActionDetails): Promise<void> {
  await page.evaluate((d) => {
    const handler = (window as unknown as { mediaProbe: MediaProbe }).mediaProbe.handlers[d.action];
    if (!handler) throw new Error(`no Media Session handler for ${d.action}`);
    handler(d);
  }, details);
}

const audioPath = (page: Page) => page.locator('audio').evaluate((a: HTMLAudioElement) => (a.currentSrc ? new URL(a.currentSrc).pathname : ''));

it('generates a chapter narration with progress, plays it, changes speed and voice, previews a voice', async () => {
  const { context, page, errors } = await newPage(browser, server.url, PHONE);
  await context.addInitScript(installMediaProbe);
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
    const voiceButton = page.getByRole('button', { name: /^Voz de la narración\b/ });
    // SPEC's words start the button's text, the voice's name on its own line.
    expect(await voiceButton.evaluate((b: HTMLElement) => b.innerText.split('\n')[0])).toBe('Voz de la narración');
    expect(await voiceButton.innerText()).toContain('La Hada');
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
    // The sample plays from a player of its own, outside the page's <audio>.
    const samplePlayers = () =>
      page.evaluate(() =>
        (window as unknown as { mediaProbe: MediaProbe }).mediaProbe.played
          .filter((m) => !m.isConnected)
          .map((m) => ({ paused: m.paused, src: m.getAttribute('src') })),
      );
    expect(await samplePlayers()).toEqual([{ paused: false, src: expect.stringMatching(/^\/api\/voices\/la-robot-chispa\/preview/) }]);
    await preview.getByRole('button', { name: 'Cerrar' }).first().click();
    await preview.waitFor({ state: 'detached' });
    // Closing stops the sample and lets go of it: nothing keeps sounding behind the player.
    expect(await samplePlayers()).toEqual([{ paused: true, src: null }]);
    expect(await page.evaluate(() => (window as unknown as { mediaProbe: MediaProbe }).mediaProbe.played.every((m) => m.paused))).toBe(true);

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

it('narrates the chapter the viewer shows, answers the lock screen, stops with the sleep timer, and tells a Free family its voice limit is reached', async () => {
  const speech = await startFakeSpeech();
  const fast = await startServer({ env: { SPEECH_BASE_URL: speech.baseUrl, SPEECH_API_KEY: 'clave-local', SPEECH_MODEL: 'gpt-4o-mini-tts' } });
  const { context, page, errors } = await newPage(browser, fast.url, PHONE);
  await context.addInitScript(installMediaProbe);
  try {
    await readyUser(page, fast);
    const story = await createStory(page, fast);
    const continued = await page.request.post(`${fast.url}/api/stories/${story.id}/chapters`, { data: { method: 'free' }, headers: { origin: fast.url } });
    expect(continued.status()).toBe(201);
    const { chapter: second } = (await continued.json()) as { chapter: { id: string; title: string; content: string } };

    // The viewer on the second chapter (?chapter=1) narrates that chapter.
    await page.goto(`/story/${story.id}?chapter=1`);
    await page.getByText('Capítulo 2 de 2').first().waitFor();
    await page.getByRole('button', { name: 'Narrar' }).click();
    await page.waitForURL((url) => url.pathname === `/story/${story.id}/audio/${second.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(second.title);
    await page.getByText('No hay audio grabado para esta voz y capítulo').waitFor();
    await page.getByRole('button', { name: 'Reproducir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Generar Audio' }).click();
    await page.getByText('Audio generado y guardado').waitFor();
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime > 0;
    });
    expect(await audioPath(page)).toMatch(new RegExp(`^/api/chapters/${second.id}/narrations/la-hada/(live|audio)$`));
    // What was spoken is the second chapter, its title first.
    const titleLine = cleanSpeechText(`${second.title}.\n${second.content}`).split('\n')[0];
    expect(speech.requests[0]?.body.input?.startsWith(`${titleLine}\n`)).toBe(true);

    // The lock screen shows the chapter and the story, and its buttons drive the player.
    const session = () =>
      page.evaluate(() => {
        const { metadata, playbackState } = navigator.mediaSession;
        const { handlers } = (window as unknown as { mediaProbe: MediaProbe }).mediaProbe;
        const actions = Object.keys(handlers).filter((a) => handlers[a as MediaSessionAction]);
        return { title: metadata?.title, album: metadata?.album, artist: metadata?.artist, playbackState, actions: actions.sort() };
      });
    expect(await session()).toEqual({
      title: second.title,
      album: story.title,
      artist: 'Narrado por La Hada',
      playbackState: 'playing',
      actions: ['pause', 'play', 'seekbackward', 'seekforward', 'seekto', 'stop'],
    });
    await mediaAction(page, { action: 'pause' });
    await page.getByRole('button', { name: 'Reproducir' }).waitFor();
    expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await expect.poll(async () => (await session()).playbackState).toBe('paused');

    await mediaAction(page, { action: 'seekto', seekTime: 20 });
    await expect.poll(() => page.getByTestId('elapsed').textContent()).toBe('0:20');
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && audio.paused && audio.currentTime >= 20 && audio.currentTime < 21;
    });
    await mediaAction(page, { action: 'play' });
    await page.getByRole('button', { name: 'Pausar' }).waitFor();
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime > 20;
    });
    await expect.poll(async () => (await session()).playbackState).toBe('playing');
    await mediaAction(page, { action: 'seekbackward', seekOffset: 15 });
    await page.waitForFunction(() => {
      const audio = document.querySelector('audio');
      return audio !== null && audio.currentTime < 15;
    });
    await mediaAction(page, { action: 'pause' });
    await page.getByRole('button', { name: 'Reproducir' }).waitFor();

    // The sleep timer stops the narration by itself. In a page of its own whose clock the test runs
    // forward (Playwright's clock), five minutes of listening pass at once; the last seconds fade out.
    const night = await context.newPage();
    // What a parent sees in the dark room (transitions finished).
    const nightShot = (name: string, fullPage: boolean) =>
      night.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled', fullPage });
    await night.setViewportSize(PHONE_390);
    await night.clock.install();
    await night.goto(`/story/${story.id}/audio/${second.id}`);
    await expect.poll(() => night.getByTestId('total').textContent()).not.toBe('0:00');
    await night.getByRole('button', { name: 'Reproducir' }).click();
    await night.getByRole('button', { name: 'Pausar' }).waitFor();
    // By keyboard: the button opens the choices, Tab reaches the chosen one ('Desactivado', the last) and
    // the arrows move on from there (they wrap round to the first).
    await night.getByRole('button', { name: 'Temporizador' }).press('Enter');
    await night.keyboard.press('Tab');
    expect(await night.evaluate(() => document.activeElement?.closest('label')?.textContent)).toBe('Desactivado');
    await night.keyboard.press('ArrowRight');
    await night.keyboard.press('ArrowRight');
    expect(await night.getByRole('radio', { name: '5 min' }).isChecked()).toBe(true);
    await expect.poll(() => night.getByTestId('sleep-timer-status').textContent()).toBe('La narración se detendrá dentro de 5 minutos.');
    await nightShot('narration-sleep-timer-390', true);
    await night.getByRole('button', { name: 'Modo noche', pressed: false }).click();
    await nightShot('narration-sleep-timer-bedtime-390', true);
    const nightAudio = () => night.locator('audio').evaluate((a: HTMLAudioElement) => ({ paused: a.paused, volume: a.volume }));
    await night.clock.fastForward('04:55');
    await expect.poll(async () => (await nightAudio()).volume).toBeLessThan(0.7);
    expect((await nightAudio()).paused).toBe(false);
    await night.clock.fastForward(6_000);
    await night.getByRole('button', { name: 'Reproducir' }).waitFor();
    expect(await nightAudio()).toEqual({ paused: true, volume: 1 });
    expect(await night.getByTestId('sleep-timer-status').textContent()).toBe('Temporizador terminado: la narración está en pausa.');
    await night.goto(`/story/${story.id}?chapter=1`);
    await night.getByText('Capítulo 2 de 2').first().waitFor();
    await night.getByRole('button', { name: 'Modo noche', pressed: true }).waitFor(); // remembered on this device
    await night.evaluate(() => window.scrollTo(0, 0));
    await nightShot('viewer-bedtime-390', false);
    await night.close();

    // A second narration this month (the Free plan's last one), made elsewhere: no credits are left.
    const other = await page.request.post(`${fast.url}/api/chapters/${story.chapters[0].id}/narrations/el-sabio`, { headers: { origin: fast.url } });
    expect(other.status()).toBe(201);
    const asked = speech.requests.length;
    await page.getByRole('button', { name: 'Voz siguiente' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Voz de la narración\b/ }).getAttribute('aria-label')).toMatch(/El Animado/);
    await page.getByRole('button', { name: 'Reproducir' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Generar Audio' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Límite de voz alcanzado' }).first().waitFor();
    await modal.waitFor({ state: 'detached' });
    await screenshot(page, 'narration-voice-limit-375');
    expect(speech.requests.length).toBe(asked); // nothing was spoken for the refused narration
    expect(await page.getByTestId('total').textContent()).toBe('0:00');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await fast.stop();
    await speech.close();
  }
}, 240_000);
