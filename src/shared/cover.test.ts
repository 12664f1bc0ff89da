import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { GENRE_IDS, HOBBY_IDS, PROFESSION_IDS } from './catalogs';
import { coverDataUrl, coverSvg, storyCover } from './cover';

/** The SVG read by a strict XML parser: a malformed document has a <parsererror>. */
function parseSvg(svg: string) {
  const doc = new new Window().DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  const root = doc.documentElement;
  expect(root.tagName.toLowerCase()).toBe('svg');
  return { root, title: root.querySelector('title')?.textContent, label: root.getAttribute('aria-label') };
}

const base = { id: '0b8f6c1e-4a2d-4c1b-9a55-3f1e2d4c5b6a', title: 'Luna y el dragón dormido', genre: 'fantasy', profession: 'wizard', hobbies: ['reading'] };

describe('story cover', () => {
  it('is the same picture every time for the same story', () => {
    expect(coverSvg(base)).toBe(coverSvg({ ...base }));
    expect(storyCover(base)).toEqual(storyCover(base));
  });

  it('differs between stories, even with the same title and genre', () => {
    const other = coverSvg({ ...base, id: '9d1a2b3c-0000-4000-8000-000000000001' });
    expect(other).not.toBe(coverSvg(base));
    const covers = new Set(Array.from({ length: 40 }, (_, i) => coverSvg({ ...base, id: `story-${i}` })));
    expect(covers.size).toBe(40);
  });

  it('draws every genre, profession and hobby as a small, well-formed SVG with the title as its <title>', () => {
    for (const genre of GENRE_IDS) {
      for (const [i, profession] of PROFESSION_IDS.entries()) {
        const hobby = HOBBY_IDS[i % HOBBY_IDS.length];
        const svg = coverSvg({ ...base, genre, profession, hobbies: [hobby, 'music'] });
        const { root, title } = parseSvg(svg);
        expect(title).toBe(base.title);
        expect(root.getAttribute('viewBox')).toBe('0 0 300 400');
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      }
    }
  });

  it('takes its colours from the genre', () => {
    const sky = (genre: string) => new Set(Array.from({ length: 20 }, (_, i) => storyCover({ ...base, id: `s${i}`, genre }).sky.join()));
    const space = sky('science-fiction');
    const comedy = sky('comedy');
    expect([...space].some((s) => comedy.has(s))).toBe(false);
  });

  it('shows the profession and hobby as motifs', () => {
    const knight = coverSvg({ ...base, profession: 'knight' });
    const royal = coverSvg({ ...base, profession: 'royalty' });
    expect(knight).not.toBe(royal);
    const music = coverSvg({ ...base, hobbies: ['music'] });
    const cycling = coverSvg({ ...base, hobbies: ['cycling'] });
    expect(music).not.toBe(cycling);
  });

  it('escapes a title with markup characters and quotes', () => {
    const title = 'Tom & <Jerry> "dijo" l\'ogre';
    const svg = coverSvg({ ...base, title });
    expect(svg).not.toContain('<Jerry>');
    const parsed = parseSvg(svg);
    expect(parsed.title).toBe(title);
    expect(parsed.label).toBe(title);
  });

  it('fits a long title in three lines', () => {
    const cover = storyCover({ ...base, title: 'La increíble y larguísima historia de la niña que quería contar todas las estrellas del cielo' });
    expect(cover.titleLines.length).toBe(3);
    expect(cover.titleLines[2].endsWith('…')).toBe(true);
  });

  it('works for a deleted character and an unknown genre', () => {
    const svg = coverSvg({ id: 'x', title: 'Sin personaje', genre: 'desconocido', profession: '', hobbies: [] });
    expect(parseSvg(svg).title).toBe('Sin personaje');
  });

  it('is a data URL an <img> can show', () => {
    const url = coverDataUrl(base);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(coverSvg(base));
  });
});
