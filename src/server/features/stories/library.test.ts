// GET /api/stories, the light library, and GET /api/stories/:id, the whole story: these drive the real
// app and check that what a parent sees is always the library as it is after their last write, that it
// carries no chapter text (an excerpt instead), that the browser can revalidate both answers cheaply
// (ETag, 304) and that they travel gzipped when the browser accepts it.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../../shared/contract/characters';
import { EXCERPT_LENGTH, type LibraryStory, type Story } from '../../../shared/contract/stories';
import { challenges, stories, storyChapters } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test-support/test-app';

const luna = { name: 'Luna', hobbies: ['reading', 'magic'], personality: 'curioso,valiente', profession: 'wizard' };
const options = { genre: 'fantasy', moral: 'friendship', duration: 'short' };

describe('the library as the parent sees it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function library(u: TestUser): Promise<LibraryStory[]> {
    const res = await t.json<{ stories: LibraryStory[] }>('GET', '/api/stories', { cookie: u.cookie });
    expect(res.status).toBe(200);
    return res.body.stories;
  }

  async function newCharacter(u: TestUser, body = luna): Promise<Character> {
    const res = await t.json<{ character: Character }>('POST', '/api/characters', { cookie: u.cookie, body });
    expect(res.status).toBe(201);
    return res.body.character;
  }

  async function newStory(u: TestUser, characterId: string): Promise<Story> {
    const res = await t.json<{ story: Story }>('POST', '/api/stories', {
      cookie: u.cookie,
      body: { characterId, ...options },
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(201);
    return res.body.story;
  }

  it('shows every write at once: new story, new chapter, renamed and deleted character, deleted story', async () => {
    const u = await t.createReadyUser();
    expect(await library(u)).toEqual([]); // read (and kept) before anything exists

    const character = await newCharacter(u);
    const story = await newStory(u, character.id);
    expect((await library(u)).map((s) => s.id)).toEqual([story.id]);

    const chapter = await t.json('POST', `/api/stories/${story.id}/chapters`, {
      cookie: u.cookie,
      body: { method: 'free' },
      headers: { accept: 'application/json' },
    });
    expect(chapter.status).toBe(201);
    expect((await library(u))[0].chapters).toHaveLength(2);

    const renamed = await t.json('PUT', `/api/characters/${character.id}`, { cookie: u.cookie, body: { ...luna, name: 'Estrella' } });
    expect(renamed.status).toBe(200);
    expect((await library(u))[0].character.name).toBe('Estrella');

    expect((await t.request('DELETE', `/api/characters/${character.id}`, { cookie: u.cookie })).status).toBe(204);
    expect((await library(u))[0].character.name).toBe('Personaje Eliminado');

    expect((await t.request('DELETE', `/api/stories/${story.id}`, { cookie: u.cookie })).status).toBe(204);
    expect(await library(u)).toEqual([]);
  });

  it('lists each story light: its character, an excerpt of chapter 1 and chapters without their text', async () => {
    const u = await t.createReadyUser();
    const character = await newCharacter(u);
    const story = await newStory(u, character.id);
    const continued = await t.json<{ story: Story }>('POST', `/api/stories/${story.id}/chapters`, {
      cookie: u.cookie,
      body: { method: 'free' },
      headers: { accept: 'application/json' },
    });
    expect(continued.status).toBe(201);

    const [listed] = await library(u);
    const whole = continued.body.story;
    expect(listed.chapters).toEqual(whole.chapters.map(({ id, chapterNumber, title, createdAt }) => ({ id, chapterNumber, title, createdAt })));
    expect(listed.chapters.some((c) => 'content' in c)).toBe(false);
    expect(listed.character).toEqual({ id: character.id, name: 'Luna', profession: 'wizard', hobbies: character.hobbies });
    expect(listed.characters).toEqual([listed.character]);
    expect(listed.hasChallenge).toBe(false);
    const { title, moral, genre, duration, language, additionalDetails, createdAt } = whole;
    expect(listed).toMatchObject({ id: story.id, title, moral, genre, duration, language, additionalDetails, createdAt });

    // The excerpt is the start of chapter 1, whole words only, about 160 characters.
    const opening = whole.chapters[0].content.replace(/\s+/g, ' ');
    expect(listed.excerpt.length).toBeGreaterThan(EXCERPT_LENGTH / 2);
    expect(listed.excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
    expect(listed.excerpt.endsWith('…')).toBe(true);
    const words = listed.excerpt.slice(0, -1);
    expect(opening.startsWith(words)).toBe(true);
    expect(opening[words.length]).toMatch(/[\s,;:.\-–—]/);

    // The whole story is read by its id, with the text of every chapter.
    const opened = await t.json<{ story: Story }>('GET', `/api/stories/${story.id}`, { cookie: u.cookie });
    expect(opened.status).toBe(200);
    expect(opened.body.story.chapters.map((c) => c.content)).toEqual(whole.chapters.map((c) => c.content));

    // A challenge made on it shows in the library.
    const challenge = await t.json('POST', `/api/stories/${story.id}/challenges`, { cookie: u.cookie, body: { category: 'comprehension' } });
    expect(challenge.status).toBe(201);
    expect((await library(u))[0].hasChallenge).toBe(true);
  });

  it('shows a change made elsewhere (another instance, or by hand in the database) once the database announces it', async () => {
    const u = await t.createReadyUser();
    const story = await newStory(u, (await newCharacter(u)).id);
    const opened = async () => (await t.json<{ story: Story }>('GET', `/api/stories/${story.id}`, { cookie: u.cookie })).body.story;
    // Both read (and kept) before the changes.
    expect((await library(u))[0]).toMatchObject({ title: story.title, hasChallenge: false });
    expect((await opened()).chapters[0].title).toBe(story.chapters[0].title);

    await t.db.update(stories).set({ title: 'Un título cambiado en otra parte' }).where(eq(stories.id, story.id));
    await t.db.update(storyChapters).set({ title: 'Capítulo cambiado' }).where(eq(storyChapters.storyId, story.id));
    await t.db.insert(challenges).values({ storyId: story.id });

    await expect.poll(async () => (await library(u))[0], { timeout: 5_000, interval: 50 }).toMatchObject({
      title: 'Un título cambiado en otra parte',
      hasChallenge: true,
      chapters: [expect.objectContaining({ title: 'Capítulo cambiado' })],
    });
    await expect.poll(async () => (await opened()).chapters[0].title, { timeout: 5_000, interval: 50 }).toBe('Capítulo cambiado');
  });

  it('keeps each family to its own library', async () => {
    const a = await t.createReadyUser();
    const b = await t.createReadyUser();
    const story = await newStory(a, (await newCharacter(a)).id);
    expect((await library(a)).map((s) => s.id)).toEqual([story.id]);
    expect(await library(b)).toEqual([]);
  });

  it('answers 304 to a browser that already holds this library, and the new one after a change', async () => {
    const u = await t.createReadyUser();
    const character = await newCharacter(u);
    await newStory(u, character.id);
    const first = await t.request('GET', '/api/stories', { cookie: u.cookie });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await t.request('GET', '/api/stories', { cookie: u.cookie, headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await newStory(u, character.id);
    const changed = await t.request('GET', '/api/stories', { cookie: u.cookie, headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { stories: Story[] }).stories).toHaveLength(2);
  });

  it('sends the library gzipped to a browser that accepts it, the same JSON once unzipped', async () => {
    const u = await t.createReadyUser();
    await newStory(u, (await newCharacter(u)).id);
    const plain = await t.request('GET', '/api/stories', { cookie: u.cookie });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainText = await plain.text();

    const zipped = await t.request('GET', '/api/stories', { cookie: u.cookie, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toContain('application/json');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(plainText));
    expect(gunzipSync(bytes).toString('utf8')).toBe(plainText);
  });

  it('revalidates and gzips an opened story the same way', async () => {
    const u = await t.createReadyUser();
    const story = await newStory(u, (await newCharacter(u)).id);
    const url = `/api/stories/${story.id}`;
    const first = await t.request('GET', url, { cookie: u.cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    // Weak once compressed: the tag names the JSON, whatever encoding carried it.
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const body = JSON.parse(gunzipSync(Buffer.from(await first.arrayBuffer())).toString('utf8')) as { story: Story };
    expect(body.story.chapters[0].content.length).toBeGreaterThan(0);

    const again = await t.request('GET', url, { cookie: u.cookie, headers: { 'if-none-match': etag!, 'accept-encoding': 'gzip' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // A new chapter changes the story, and so its tag.
    await t.json('POST', `/api/stories/${story.id}/chapters`, { cookie: u.cookie, body: { method: 'free' }, headers: { accept: 'application/json' } });
    const changed = await t.request('GET', url, { cookie: u.cookie, headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { story: Story }).story.chapters).toHaveLength(2);
  });

  it('refuses the library without a session', async () => {
    const res = await t.json('GET', '/api/stories');
    expect(res.status).toBe(401);
  });
});
