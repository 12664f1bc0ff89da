import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage';

const storage = new MemoryStorage();
let store: typeof import('./audio-store');
let userStorage: typeof import('../../lib/user-storage').userStorage;

beforeAll(async () => {
  (globalThis as { window?: unknown }).window = { localStorage: storage };
  store = await import('./audio-store');
  ({ userStorage } = await import('../../lib/user-storage'));
  await userStorage.setUser('usuario-1');
});

describe("the 'audio-storage' store", () => {
  it('keys audio by story, chapter and voice joined with underscores', () => {
    expect(store.audioKey('historia', 'capitulo', 'la-hada')).toBe('historia_capitulo_la-hada');
  });

  it("persists the current voice and the audio found under the user's 'audio-storage', but not a generation in progress", () => {
    const { useAudioStore } = store;
    expect(useAudioStore.getState().currentVoice).toBeNull();
    useAudioStore.getState().setCurrentVoice('el-sabio');
    useAudioStore.getState().addAudioToCache('h_c_el-sabio', '/api/chapters/c/narrations/el-sabio/audio', 1234);
    useAudioStore.getState().setGenerationStatus('h_c_la-hada', 'generating', 40);

    const saved = JSON.parse(storage.getItem('story-app-usuario-1-audio-storage')!);
    expect(saved.state).toEqual({
      currentVoice: 'el-sabio',
      audioCache: { 'h_c_el-sabio': { url: '/api/chapters/c/narrations/el-sabio/audio', generatedAt: 1234 } },
    });
    expect(useAudioStore.getState().generationStatus['h_c_la-hada']).toEqual({ status: 'generating', progress: 40 });
  });

  it("forgets one user's audio when another signs in on this browser", async () => {
    const { useAudioStore } = store;
    await userStorage.setUser('usuario-2');
    expect(useAudioStore.getState().currentVoice).toBeNull();
    expect(useAudioStore.getState().audioCache).toEqual({});
    expect(storage.getItem('story-app-usuario-1-audio-storage')).toBeNull();
  });
});
