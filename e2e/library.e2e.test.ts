// Browser journeys of the light library: the library lists stories without their text, a card reads its
// story ahead (pointed at, focused or seen), the viewer reads the whole story from GET /api/stories/:id,
// a story once opened stays readable with the network cut, and home welcomes a returning parent with
// the last story, 'Seguir leyendo' / 'Escuchar' and the next step. The stories come from the server's
// default offline storyteller.
import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { escapeXml } from '../src/shared/cover';
import { launchBrowser, newPage, PHONE, screenshot } from './support/browser';
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
  // With the network cut the page may report failed requests; nothing else may go wrong.
  expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
});

async function openPage(): Promise<{ page: Page; context: BrowserContext }> {
  const { context, page, errors } = await newPage(browser, server.url, PHONE);
  open.push({ context, errors });
  return { page, context };
}

interface StoryAnswer {
  story: { id: string; title: string; chapters: { id: string; content: string }[] };
}

/** A ready user with a character and `count` stories made through the API, oldest first. */
async function familyWithStories(page: Page, count: number) {
  await readyUser(page, server);
  const made = await page.request.post(`${server.url}/api/characters`, {
    data: { name: 'Valentina', hobbies: ['painting'], personality: 'curioso', profession: 'explorer' },
    headers: { origin: server.url },
  });
  expect(made.status()).toBe(201);
  const { character } = (await made.json()) as { character: { id: string } };
  const stories: StoryAnswer['story'][] = [];
  for (let i = 0; i < count; i++) {
    const res = await page.request.post(`${server.url}/api/stories`, {
      data: { characterId: character.id, genre: 'adventure', moral: 'friendship', duration: 'short' },
      headers: { origin: server.url, accept: 'application/json' },
    });
    expect(res.status()).toBe(201);
    stories.push(((await res.json()) as StoryAnswer).story);
  }
  return stories;
}

/** Requests the page makes for one story's whole text. */
function storyReads(page: Page, storyId: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/stories/${storyId}` && r.method() === 'GET') seen.push(r);
  });
  return seen;
}

/** The first words of a chapter as the viewer shows them. */
const openingWords = (content: string) => content.replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');

describe('the light library', () => {
  it('lists stories without their text, reads a story ahead from its card and opens it from GET /api/stories/:id', async () => {
    const { page } = await openPage();
    const [story] = await familyWithStories(page, 1);
    const reads = storyReads(page, story.id);

    const library = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stories');
    await page.goto('/stories');
    const listed = (await (await library).json()) as { stories: { id: string; excerpt: string; chapters: Record<string, unknown>[] }[] };
    expect(listed.stories.map((s) => s.id)).toEqual([story.id]);
    expect(listed.stories[0].chapters.every((c) => !('content' in c))).toBe(true);

    // The card shows the excerpt, and having been on screen a moment it reads the whole story ahead.
    const card = page.getByRole('link', { name: new RegExp(story.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await card.getByText(listed.stories[0].excerpt).waitFor();
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(1);
    await screenshot(page, 'library-light-375');

    // Opened, the viewer shows the text that answer carried, without asking again.
    await card.click();
    await page.waitForURL(`**/story/${story.id}`);
    await page.locator('.story-text', { hasText: openingWords(story.chapters[0].content) }).waitFor();
    expect(reads).toHaveLength(1);
  });

  it('reads a story ahead when its card is pointed at or focused, before it has been on screen long', async () => {
    const { page } = await openPage();
    const stories = await familyWithStories(page, 2);
    const reads = storyReads(page, stories[0].id);
    await page.goto('/stories');
    // The oldest story is the second card; the page is left no time to count it as seen.
    const cards = page.getByRole('list', { name: 'Historias' }).locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(2);
    await cards.nth(1).getByRole('link').focus();
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  });

  it('keeps an opened story readable with the network cut, after the page was loaded again', async () => {
    const { page, context } = await openPage();
    const [story] = await familyWithStories(page, 1);
    await page.goto(`/story/${story.id}`);
    await page.locator('.story-text', { hasText: openingWords(story.chapters[0].content) }).waitFor();

    // A new visit: nothing in the page's memory, only what the browser kept.
    await page.goto('/home');
    await page.getByRole('region', { name: story.title }).getByText('Tu última historia').waitFor();
    await context.setOffline(true);
    try {
      await page.getByRole('link', { name: 'Seguir leyendo' }).click();
      await page.waitForURL(`**/story/${story.id}`);
      await page.locator('.story-text', { hasText: openingWords(story.chapters[0].content) }).waitFor();
      expect(await page.locator('#story-title').textContent()).toBe(story.title);
      await screenshot(page, 'library-offline-viewer-375');
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('covers and keepsakes', () => {
  it('shows a cover on every card and in the viewer, and downloads the story as a PDF and an EPUB', async () => {
    const { page } = await openPage();
    const stories = await familyWithStories(page, 2);
    await page.goto('/stories');
    const cards = page.getByRole('list', { name: 'Historias' }).locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(2);
    const covers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const src = (await cards.nth(i).locator('img').first().getAttribute('src')) ?? '';
      expect(src.startsWith('data:image/svg+xml')).toBe(true);
      covers.push(decodeURIComponent(src.slice(src.indexOf(',') + 1)));
      // Drawn, not a broken picture.
      expect(await cards.nth(i).locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    }
    // Newest first: each card's cover is titled with its own story.
    expect(covers[0]).toContain(`<title>${escapeXml(stories[1].title)}</title>`);
    expect(covers[1]).toContain(`<title>${escapeXml(stories[0].title)}</title>`);
    expect(covers[0]).not.toBe(covers[1]);
    await screenshot(page, 'library-covers-375');

    const [story] = stories;
    await page.goto(`/story/${story.id}`);
    await page.locator('article header img').waitFor();
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync(await pdf.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const epubDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar EPUB' }).click();
    const epub = await epubDownload;
    expect(epub.suggestedFilename()).toMatch(/\.epub$/);
    expect(fs.readFileSync(await epub.path()).subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
  });

  it('does not load the cover drawing on the landing page', async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    open.push({ context, errors });
    // Every script the landing page runs, read whole: none holds the cover's code (its data URL's prefix
    // is written nowhere else), whichever file a build puts it in.
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.some((b) => b.includes('image/svg+xml;charset=utf-8'))).toBe(false);
  });
});

describe('home for a returning parent', () => {
  it('shows the last story with “Seguir leyendo” and “Escuchar”, and the next step as the story grows', async () => {
    const { page } = await openPage();
    const [older, last] = await familyWithStories(page, 2);
    await page.goto('/home');
    const card = page.getByRole('region', { name: last.title });
    await card.waitFor();
    expect(await card.textContent()).not.toContain(older.title);
    await screenshot(page, 'home-returning-375');

    // A Free story with one chapter can still be continued: that is the next step.
    await card.getByRole('link', { name: 'Continuar la historia' }).click();
    await page.waitForURL(`**/story/${last.id}/continue`);

    await page.goto('/home');
    await card.getByRole('link', { name: 'Escuchar' }).click();
    await page.waitForURL(`**/story/${last.id}/audio/${last.chapters[0].id}`);

    await page.goto('/home');
    await card.getByRole('link', { name: 'Seguir leyendo' }).click();
    await page.waitForURL(`**/story/${last.id}`);
    await page.locator('#story-title', { hasText: last.title }).waitFor();

    // With its second chapter the Free story is complete: a challenge comes next, then a new story.
    const second = await page.request.post(`${server.url}/api/stories/${last.id}/chapters`, {
      data: { method: 'free' },
      headers: { origin: server.url, accept: 'application/json' },
    });
    expect(second.status()).toBe(201);
    await page.goto('/home');
    await card.getByRole('link', { name: 'Hacer un reto sobre la historia' }).click();
    await page.waitForURL((url) => url.pathname === `/story/${last.id}` && url.searchParams.get('chapter') === '1');

    const challenge = await page.request.post(`${server.url}/api/stories/${last.id}/challenges`, {
      data: { category: 'comprehension' },
      headers: { origin: server.url },
    });
    expect(challenge.status()).toBe(201);
    await page.goto('/home');
    await card.getByRole('button', { name: 'Crear una nueva historia' }).click();
    await page.waitForURL((url) => url.pathname === '/duration');
  });

  it('shows no last story to a parent who has none yet', async () => {
    const { page } = await openPage();
    await readyUser(page, server);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Generar una Nueva Historia' }).waitFor();
    await page.getByRole('button', { name: 'Mis Personajes' }).waitFor();
    expect(await page.getByText('Tu última historia').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Seguir leyendo' }).count()).toBe(0);
  });
});
