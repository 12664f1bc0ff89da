// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Narration, Voice } from '@shared/contract/narration';
import { fakeApi, json } from '../../../test-support/fake-api';
import { renderWithApp } from '../../../test-support/render';
import { useAudioStore } from '../audio-store';
import { NarrationPlayer } from './narration-player';

const voices: Voice[] = [
  { id: 'el-sabio', name: 'El Sabio', description: 'Voz tranquila', speed: 1, icon: 'owl', color: '#7c3aed', previewUrl: null },
  { id: 'la-hada', name: 'La Hada', description: 'Voz dulce', speed: 1, icon: 'fairy', color: '#db2777', previewUrl: null },
];
const NARRATION_PATH = '/api/chapters/c1/narrations/el-sabio';
const narration: Narration = {
  chapterId: 'c1',
  voiceId: 'el-sabio',
  audioUrl: `${NARRATION_PATH}/audio`,
  durationSeconds: 75,
  byteSize: 1000,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const profile = { voiceRemaining: 2, voiceCredits: 0 };

function renderPlayer() {
  return renderWithApp(
    <NarrationPlayer storyId="s1" storyTitle="El bosque" chapterId="c1" title="El bosque" voices={voices} voice={voices[0]!} onVoiceChange={() => undefined} />,
  );
}

beforeEach(() => {
  useAudioStore.setState({ audioCache: {}, generationStatus: {} });
});

describe('the narration player', () => {
  it('plays and pauses a stored narration, showing its length as m:ss', async () => {
    fakeApi({ 'GET /api/profile': json({ profile }), [`GET ${NARRATION_PATH}`]: json({ narration }) });
    renderPlayer();
    const player = screen.getByRole('region', { name: 'Reproductor de la narración' });

    const play = await within(player).findByRole('button', { name: 'Reproducir' });
    await waitFor(() => expect(within(player).getByTestId('total').textContent).toBe('1:15'));
    expect(within(player).getByTestId('elapsed').textContent).toBe('0:00');
    expect(within(player).getByRole('button', { name: 'Voz de la narración, El Sabio. Abrir la vista previa' })).toBeTruthy();

    fireEvent.click(play);
    const pause = await within(player).findByRole('button', { name: 'Pausar' });
    fireEvent.click(pause);
    expect(await within(player).findByRole('button', { name: 'Reproducir' })).toBeTruthy();
  });

  it('moves through the narration with the keyboard and changes speed', async () => {
    fakeApi({ 'GET /api/profile': json({ profile }), [`GET ${NARRATION_PATH}`]: json({ narration }) });
    renderPlayer();
    const position = await screen.findByRole('slider', { name: 'Posición de la narración' });
    await waitFor(() => expect(position.getAttribute('aria-valuetext')).toBe('0:00 de 1:15'));

    fireEvent.keyDown(position, { key: 'End' });
    await waitFor(() => expect(screen.getByTestId('elapsed').textContent).toBe('1:15'));
    fireEvent.keyDown(position, { key: 'Home' });
    await waitFor(() => expect(screen.getByTestId('elapsed').textContent).toBe('0:00'));
    fireEvent.keyDown(position, { key: 'PageUp' });
    await waitFor(() => expect(position.getAttribute('aria-valuetext')).toBe('0:01 de 1:15'));

    fireEvent.click(screen.getByRole('button', { name: 'Velocidad de reproducción: 1x. Cambiar' }));
    expect(screen.getByRole('button', { name: 'Velocidad de reproducción: 1.25x. Cambiar' })).toBeTruthy();
  });

  it('offers to make a narration that does not exist and shows the server’s progress while it is made', async () => {
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const send = (event: string, data: unknown) => stream.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    fakeApi({
      'GET /api/profile': json({ profile }),
      [`GET ${NARRATION_PATH}`]: json({ error: { code: 'narration_not_found', message: 'No hay audio grabado para esta voz y capítulo' } }, 404),
      [`POST ${NARRATION_PATH}`]: () =>
        new Response(new ReadableStream({ start: (controller) => void (stream = controller) }), { headers: { 'content-type': 'text/event-stream' } }),
    });
    renderPlayer();

    // While the player asks whether a narration exists, its button waits.
    const play = await screen.findByRole('button', { name: 'Reproducir' });
    await waitFor(() => expect((play as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'El Sabio' });
    expect(within(dialog).getByText('Todavía no hay narración de este capítulo con esta voz. ¿Quieres crearla ahora?')).toBeTruthy();
    expect(await within(dialog).findByText('Te quedan 2 narraciones disponibles.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar Audio' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Progreso de la narración' });
    expect(within(dialog).getByText('Generando audio, por favor espera...')).toBeTruthy();
    expect(progress.getAttribute('aria-valuenow')).toBe('10');
    await waitFor(() => expect(stream).toBeDefined());

    act(() => send('progress', { progress: 55 }));
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('55'));
    expect(within(dialog).getByTestId('generation-progress').textContent).toBe('55%');
    // Behind the modal (hidden from the accessibility tree), the voice cannot change meanwhile.
    expect((screen.getByRole('button', { name: 'Voz siguiente', hidden: true }) as HTMLButtonElement).disabled).toBe(true);

    act(() => {
      send('progress', { progress: 100 });
      send('done', { narration });
      stream.close();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1:15'));
    expect(useAudioStore.getState().audioCache['s1_c1_el-sabio']?.url).toBe(narration.audioUrl);
    expect((screen.getByRole('button', { name: 'Voz siguiente' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('answers the lock screen and headset: skips of 15 s by default, and the next chapter when there is one', async () => {
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    // happy-dom has no Media Session: a stand-in that keeps the handlers the player gives it.
    const session = {
      metadata: null,
      playbackState: 'none',
      setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => handlers.set(action, handler),
      setPositionState: () => undefined,
    };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    );
    try {
      fakeApi({ 'GET /api/profile': json({ profile }), [`GET ${NARRATION_PATH}`]: json({ narration }) });
      const nextChapter = vi.fn();
      const view = renderWithApp(
        <NarrationPlayer storyId="s1" storyTitle="El bosque" chapterId="c1" title="El bosque" voices={voices} voice={voices[0]!} onVoiceChange={() => undefined} onNextChapter={nextChapter} />,
      );
      await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1:15'));
      const audio = document.querySelector('audio')!;
      audio.currentTime = 40;
      act(() => handlers.get('seekbackward')!({ action: 'seekbackward' }));
      expect(screen.getByTestId('elapsed').textContent).toBe('0:25');
      act(() => handlers.get('seekforward')!({ action: 'seekforward' }));
      expect(screen.getByTestId('elapsed').textContent).toBe('0:40');
      handlers.get('nexttrack')!({ action: 'nexttrack' });
      expect(nextChapter).toHaveBeenCalledOnce();

      // The last chapter: the system shows no next button.
      view.unmount();
      handlers.clear();
      renderPlayer();
      await waitFor(() => expect(handlers.get('play')).toBeTruthy());
      expect(handlers.has('nexttrack')).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
      vi.unstubAllGlobals();
    }
  });

  describe('sleep timer', () => {
    afterEach(() => vi.useRealTimers());

    /** Plays the stored narration with the timer's clock faked (Testing Library's waits keep real timeouts). */
    async function playWithFakeClock() {
      fakeApi({ 'GET /api/profile': json({ profile }), [`GET ${NARRATION_PATH}`]: json({ narration }) });
      renderPlayer();
      const play = await screen.findByRole('button', { name: 'Reproducir' });
      await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1:15'));
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      fireEvent.click(play);
      await screen.findByRole('button', { name: 'Pausar' });
      const audio = document.querySelector('audio')!;
      const timer = screen.getByRole('button', { name: 'Temporizador' });
      expect(timer.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(timer);
      expect(timer.getAttribute('aria-expanded')).toBe('true');
      return audio;
    }

    const status = () => screen.getByTestId('sleep-timer-status').textContent;

    it('fades the narration out over its last seconds and pauses it after the chosen minutes', async () => {
      const audio = await playWithFakeClock();
      const options = screen.getByRole('group', { name: 'Temporizador' });
      expect(within(options).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
        'Al terminar el capítulo',
        '5 min',
        '10 min',
        '20 min',
        '30 min',
        'Desactivado',
      ]);
      expect((within(options).getByRole('radio', { name: 'Desactivado' }) as HTMLInputElement).checked).toBe(true);

      fireEvent.click(within(options).getByRole('radio', { name: '5 min' }));
      expect(status()).toBe('La narración se detendrá dentro de 5 minutos.');
      expect(screen.getByTestId('sleep-timer-left').textContent).toBe('Se detendrá en 5:00');

      act(() => vi.advanceTimersByTime(290_000));
      expect(screen.getByTestId('sleep-timer-left').textContent).toBe('Se detendrá en 0:10');
      expect(audio.volume).toBe(1);
      expect(status()).toBe('La narración se detendrá dentro de 5 minutos.'); // nothing said each second

      act(() => vi.advanceTimersByTime(4_000)); // 6 s left: three quarters of the 8 s fade
      expect(audio.volume).toBeCloseTo(0.75, 5);
      act(() => vi.advanceTimersByTime(3_000));
      expect(audio.volume).toBeCloseTo(0.375, 5);
      expect(screen.getByRole('button', { name: 'Pausar' })).toBeTruthy();
      expect(audio.paused).toBe(false);

      act(() => vi.advanceTimersByTime(2_750));
      expect(audio.paused).toBe(false);
      act(() => vi.advanceTimersByTime(250));
      expect(await screen.findByRole('button', { name: 'Reproducir' })).toBeTruthy();
      expect(audio.paused).toBe(true);
      expect(audio.volume).toBe(1); // the next play is heard
      expect(status()).toBe('Temporizador terminado: la narración está en pausa.');
      expect(screen.queryByTestId('sleep-timer-left')).toBeNull();
      expect((screen.getByRole('radio', { name: 'Desactivado' }) as HTMLInputElement).checked).toBe(true);
    });

    it('holds the time while the narration is paused', async () => {
      await playWithFakeClock();
      fireEvent.click(screen.getByRole('radio', { name: '10 min' }));
      act(() => vi.advanceTimersByTime(60_000));
      fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
      await screen.findByRole('button', { name: 'Reproducir' });
      act(() => vi.advanceTimersByTime(30 * 60_000));
      expect(screen.getByTestId('sleep-timer-left').textContent).toBe('Se detendrá en 9:00');
    });

    it('with «Al terminar el capítulo» fades the last seconds, stops at the end and does not go on', async () => {
      const audio = await playWithFakeClock();
      const play = vi.spyOn(audio, 'play');
      Object.defineProperty(audio, 'duration', { configurable: true, get: () => 75 });
      fireEvent.click(screen.getByRole('radio', { name: 'Al terminar el capítulo' }));
      expect(status()).toBe('La narración se detendrá al terminar el capítulo.');
      expect(screen.getByTestId('sleep-timer-left').textContent).toBe('Se detendrá al terminar el capítulo');

      audio.currentTime = 60;
      act(() => vi.advanceTimersByTime(1_000));
      expect(audio.volume).toBe(1);
      audio.currentTime = 73;
      act(() => vi.advanceTimersByTime(250));
      expect(audio.volume).toBeCloseTo(0.25, 5);

      audio.currentTime = 75;
      act(() => {
        audio.pause();
        fireEvent.ended(audio);
      });
      expect(await screen.findByRole('button', { name: 'Reproducir' })).toBeTruthy();
      expect(status()).toBe('Fin del capítulo: la narración se ha detenido.');
      expect(audio.volume).toBe(1);
      expect((screen.getByRole('radio', { name: 'Desactivado' }) as HTMLInputElement).checked).toBe(true);
      act(() => vi.advanceTimersByTime(60_000));
      expect(play).not.toHaveBeenCalled();
      expect(audio.paused).toBe(true);
    });
  });
});
