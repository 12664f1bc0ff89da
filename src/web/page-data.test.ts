import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageData } from './page-data';

function fakeApi() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(String(url));
    const body = url.includes('/api/voices') ? { voices: [] } : url.includes('/api/profile') ? { profile: {} } : url.includes('/api/stories/') ? { story: { id: 's1' } } : { stories: [] };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return asked;
}

describe('the busiest pages’ data, started before their code arrives', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the profile and the library for /home, at once and without waiting', () => {
    const asked = fakeApi();
    const client = new QueryClient();
    expect(startPageData(client, 'home', {})).toBeUndefined();
    expect(asked).toEqual(['/api/profile', '/api/stories']);
    expect(client.getQueryState(['profile'])?.fetchStatus).toBe('fetching');
  });

  it('asks for the story and the profile for the viewer, and the voices too for the player', async () => {
    const asked = fakeApi();
    const client = new QueryClient();
    startPageData(client, 'story', { storyId: 's1' });
    expect(asked).toEqual(['/api/stories/s1', '/api/profile']);
    startPageData(client, 'story-audio', { storyId: 's1' });
    await vi.waitFor(() => expect(client.getQueryData(['voices'])).toEqual([]));
    // Fresh answers are not asked for again.
    expect(asked.filter((u) => u === '/api/stories/s1')).toHaveLength(1);
    expect(asked).toContain('/api/voices');
  });

  it('keeps a refused answer (a signed-out visitor) to itself: nothing is thrown', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Usuario no autenticado.' } }), { status: 401 })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    startPageData(client, 'home', {});
    await vi.waitFor(() => expect(client.getQueryState(['profile'])?.status).toBe('error'));
  });
});
