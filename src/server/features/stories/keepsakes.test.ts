// Keepsakes through the real app: GET /api/stories/:id/export.pdf (an A5 book) and export.epub (an
// EPUB 3 zip), for the story's owner only.
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../shared/contract/stories';
import { stories, storyChapters } from '../../db/schema';
import { parsePdf, squeeze } from '../../test-support/pdf-text';
import { createTestApp, type TestApp, type TestUser } from '../../test-support/test-app';
import { A5, printable } from './keepsakes';

const luna = { name: 'Luna', hobbies: ['reading', 'magic'], personality: 'curioso,valiente', profession: 'wizard' };
const TRICKY_TITLE = "Ñandú & <Luna> «la “valiente”» ¿dónde? (l'ogre)";
const SPANISH_LINE = '¿Quién había visto jamás un ñandú? ¡Qué pingüino más cigüeño! Él, ésta, allí, acá, Úrsula.';

/** Reads an XML file of the EPUB with a strict parser: a malformed file fails the test. */
function xml(text: string) {
  const doc = new new Window().DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  return doc;
}

describe('keepsakes', () => {
  let t: TestApp;
  let owner: TestUser;
  let story: Story;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createReadyUser();
    const character = await t.json<{ character: { id: string } }>('POST', '/api/characters', { cookie: owner.cookie, body: luna });
    const made = await t.json<{ story: Story }>('POST', '/api/stories', {
      cookie: owner.cookie,
      body: { characterId: character.body.character.id, genre: 'fantasy', moral: 'friendship', duration: 'short' },
      headers: { accept: 'application/json' },
    });
    expect(made.status).toBe(201);
    const second = await t.json('POST', `/api/stories/${made.body.story.id}/chapters`, {
      cookie: owner.cookie,
      body: { method: 'free' },
      headers: { accept: 'application/json' },
    });
    expect(second.status).toBe(201);
    // A title and a paragraph with everything a Spanish book must show (and markup to escape).
    await t.db.update(stories).set({ title: TRICKY_TITLE }).where(eq(stories.id, made.body.story.id));
    const [first] = await t.db.select().from(storyChapters).where(eq(storyChapters.storyId, made.body.story.id)).orderBy(storyChapters.chapterNumber);
    await t.db
      .update(storyChapters)
      .set({ content: `${first.content}\n\n${SPANISH_LINE}` })
      .where(eq(storyChapters.id, first.id));
    const read = await t.json<{ story: Story }>('GET', `/api/stories/${made.body.story.id}`, { cookie: owner.cookie });
    story = read.body.story;
    expect(story.chapters).toHaveLength(2);
    expect(story.title).toBe(TRICKY_TITLE);
  });
  afterAll(() => t.close());

  it('makes an A5 book: cover, title page, every chapter, the moral and page numbers, with an embedded font', async () => {
    const res = await t.request('GET', `/api/stories/${story.id}/export.pdf`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="nandu-luna-la-valiente-donde-l-ogre\.pdf"; filename\*=UTF-8''/);
    expect(disposition.split("UTF-8''")[1]).not.toMatch(/['()\s]/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(`${TRICKY_TITLE}.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const pdf = parsePdf(body);
    // Cover, title page, at least one page per chapter.
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2 + story.chapters.length);
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(A5.width, 1);
      expect(page.height).toBeCloseTo(A5.height, 1);
    }
    expect(pdf.embeddedFonts.some((f) => f.includes('Literata'))).toBe(true);
    expect(pdf.text).not.toContain('\uFFFD');

    // The cover carries the title; the title page names the character.
    expect(squeeze(pdf.pages[0].text)).toContain(squeeze('Ñandú & <Luna>'));
    expect(squeeze(pdf.pages[1].text)).toContain(squeeze(TRICKY_TITLE));
    expect(pdf.pages[1].text).toContain('Luna');

    // The book's text as it reads: each page without its number (checked below), pages joined.
    const all = squeeze(pdf.pages.map((p, i) => (i === 0 ? p.text : p.text.trim().split('\n').slice(0, -1).join('\n'))).join('\n'));
    for (const chapter of story.chapters) {
      expect(all).toContain(squeeze(chapter.title));
      for (const paragraph of chapter.content.split(/\n+/).filter((p) => p.trim())) expect(all).toContain(squeeze(paragraph));
    }
    expect(all).toContain(squeeze(SPANISH_LINE));
    // The moral closes the book.
    const last = squeeze(pdf.pages.at(-1)!.text);
    expect(last).toContain('Moraleja');
    expect(last).toContain(squeeze('El valor de la amistad'));
    // Chapter 2 starts on a page of its own, after chapter 1.
    const chapterPages = story.chapters.map((c) => pdf.pages.findIndex((p) => squeeze(p.text).startsWith(squeeze(`CAPÍTULO ${c.chapterNumber}`))));
    expect(chapterPages[0]).toBeGreaterThan(1);
    expect(chapterPages[1]).toBeGreaterThan(chapterPages[0]);

    // Every page but the cover ends with its number.
    pdf.pages.forEach((page, i) => {
      if (i === 0) return;
      expect(page.text.trim().split('\n').at(-1)).toBe(String(i + 1));
    });
  });

  it('makes an EPUB 3: mimetype first and stored, the container, a package with language, contents and every chapter', async () => {
    const res = await t.request('GET', `/api/stories/${story.id}/export.epub`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/epub+zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="nandu-luna-la-valiente-donde-l-ogre\.epub"/);
    const body = Buffer.from(await res.arrayBuffer());

    // The first local file header: signature, method 0 (stored), name 'mimetype', no extra field, content.
    expect(body.readUInt32LE(0)).toBe(0x04034b50);
    expect(body.readUInt16LE(8)).toBe(0);
    const nameLength = body.readUInt16LE(26);
    const extraLength = body.readUInt16LE(28);
    expect(body.subarray(30, 30 + nameLength).toString()).toBe('mimetype');
    expect(extraLength).toBe(0);
    expect(body.subarray(30 + nameLength, 30 + nameLength + 20).toString()).toBe('application/epub+zip');

    const files = unzipSync(new Uint8Array(body));
    const text = (name: string) => {
      expect(files[name], name).toBeDefined();
      return strFromU8(files[name]);
    };
    expect(Object.keys(files)[0]).toBe('mimetype');

    const container = xml(text('META-INF/container.xml'));
    const opfPath = container.getElementsByTagName('rootfile')[0].getAttribute('full-path')!;
    expect(opfPath).toBe('OEBPS/content.opf');
    const opf = xml(text(opfPath));
    expect(opf.documentElement.getAttribute('version')).toBe('3.0');
    expect(opf.getElementsByTagName('dc:language')[0].textContent).toBe('es');
    expect(opf.getElementsByTagName('dc:title')[0].textContent).toBe(TRICKY_TITLE);
    expect(opf.getElementsByTagName('dc:identifier')[0].textContent).toBe(`urn:uuid:${story.id}`);
    const modified = [...opf.getElementsByTagName('meta')].find((m) => m.getAttribute('property') === 'dcterms:modified');
    expect(modified?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const items = new Map([...opf.getElementsByTagName('item')].map((i) => [i.getAttribute('id')!, i]));
    // Every file in the manifest is in the zip, and the other way round (the container and mimetype aside).
    const listed = [...items.values()].map((i) => `OEBPS/${i.getAttribute('href')}`).sort();
    expect(Object.keys(files).filter((f) => f.startsWith('OEBPS/') && f !== opfPath).sort()).toEqual(listed);
    expect([...items.values()].find((i) => i.getAttribute('properties') === 'nav')?.getAttribute('href')).toBe('nav.xhtml');
    const cover = [...items.values()].find((i) => i.getAttribute('properties') === 'cover-image')!;
    expect(cover.getAttribute('media-type')).toBe('image/svg+xml');
    expect(xml(text(`OEBPS/${cover.getAttribute('href')}`)).getElementsByTagName('title')[0].textContent).toBe(TRICKY_TITLE);

    const spine = [...opf.getElementsByTagName('itemref')].map((r) => r.getAttribute('idref')!);
    const nav = xml(text('OEBPS/nav.xhtml'));
    const tocLinks = [...nav.getElementsByTagName('nav')[0].getElementsByTagName('a')].map((a) => a.getAttribute('href'));
    for (const chapter of story.chapters) {
      // One file per chapter, in the spine in order and in the table of contents.
      const item = [...items.values()].find((i) => i.getAttribute('href') === `chapter-${chapter.chapterNumber}.xhtml`)!;
      expect(item.getAttribute('media-type')).toBe('application/xhtml+xml');
      expect(spine).toContain(item.getAttribute('id'));
      expect(tocLinks).toContain(`chapter-${chapter.chapterNumber}.xhtml`);
      const page = xml(text(`OEBPS/chapter-${chapter.chapterNumber}.xhtml`));
      expect(page.documentElement.getAttribute('xml:lang')).toBe('es');
      const shown = squeeze(page.getElementsByTagName('body')[0].textContent ?? '');
      expect(shown).toContain(squeeze(chapter.title));
      expect(shown).toContain(squeeze(chapter.content));
    }
    expect(spine.indexOf('chapter-1')).toBeLessThan(spine.indexOf('chapter-2'));
    expect(strFromU8(files['OEBPS/end.xhtml'])).toContain('El valor de la amistad');
  });

  it("answers another user's story, a missing one and a signed-out request as it answers GET /api/stories/:id", async () => {
    const stranger = await t.createReadyUser();
    for (const format of ['pdf', 'epub']) {
      const foreign = await t.json<{ error: { message: string } }>('GET', `/api/stories/${story.id}/export.${format}`, { cookie: stranger.cookie });
      const read = await t.json<{ error: { message: string } }>('GET', `/api/stories/${story.id}`, { cookie: stranger.cookie });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(read.body);
      expect(foreign.body.error.message).toBe('Historia no encontrada');

      const missing = await t.json('GET', `/api/stories/00000000-0000-4000-8000-000000000000/export.${format}`, { cookie: owner.cookie });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(read.body);
      expect((await t.json('GET', `/api/stories/not-a-uuid/export.${format}`, { cookie: owner.cookie })).status).toBe(404);

      const signedOut = await t.request('GET', `/api/stories/${story.id}/export.${format}`);
      expect(signedOut.status).toBe(401);
    }
  });
});

describe('printable text for the embedded font', () => {
  it('keeps every letter of the five story languages', () => {
    const letters = '¿¡ÁÉÍÓÚÜÑáéíóúüñ ÀÂÆÇÈÊËÎÏÔŒÙÛàâæçèêëîïôœùûÿ ÄÖÜäöüß ÌÒìò «»“”‘’—–…€';
    expect(printable(letters)).toBe(letters);
  });

  it('writes a letter the font lacks with its base letter, and leaves out what has none', () => {
    expect(printable('Łucja Dvořák 🦄 Şule')).toBe('Lucja Dvorák  Sule');
  });
});
