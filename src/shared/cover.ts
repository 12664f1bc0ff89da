// A story's cover, drawn from the story itself: no request, no key, the same picture every time for
// the same story. The scene comes from the genre, two badges show the main character's profession and
// one of their hobbies, and the title is set on a banner. The picture is a list of simple shapes, so
// the page can write it as SVG and the PDF export can draw the very same shapes.
import { seeded, seedOf } from './seeded-random';

/** What a cover is made from (a story or a library entry has all of it). */
export interface CoverInput {
  id: string;
  title: string;
  genre: string;
  profession?: string | null;
  hobbies?: readonly string[] | null;
}

interface Paint {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}

export type CoverShape =
  | (Paint & { kind: 'rect'; x: number; y: number; w: number; h: number; r?: number })
  | (Paint & { kind: 'circle'; cx: number; cy: number; r: number })
  | (Paint & { kind: 'path'; d: string })
  /** Shapes drawn in a 24×24 box, moved to (x, y) and scaled. */
  | { kind: 'group'; x: number; y: number; scale: number; shapes: CoverShape[] };

export interface CoverModel {
  width: number;
  height: number;
  title: string;
  /** The title cut into at most three lines for the banner. */
  titleLines: string[];
  titleSize: number;
  /** Sky gradient, top to bottom. */
  sky: [string, string];
  shapes: CoverShape[];
  banner: { x: number; y: number; w: number; h: number; fill: string; ink: string };
}

export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 400;

interface Palette {
  sky: [string, string];
  ground: string;
  far: string;
  accent: string;
  ink: string;
}

const PALETTES: Record<string, Palette[]> = {
  adventure: [
    { sky: ['#ffb347', '#ffe6a7'], ground: '#5fa35a', far: '#8a6a4f', accent: '#e4572e', ink: '#4a2c12' },
    { sky: ['#7ec8e3', '#fff1c1'], ground: '#6bab4f', far: '#6d5a8c', accent: '#f08a24', ink: '#213a4a' },
  ],
  fantasy: [
    { sky: ['#6d4bc3', '#f5a8d4'], ground: '#4b3a8f', far: '#3b2a6b', accent: '#ffd166', ink: '#2a1b52' },
    { sky: ['#3a2f8f', '#9ad0ec'], ground: '#2f5d7c', far: '#22205a', accent: '#ffb3e6', ink: '#1d1846' },
  ],
  mystery: [
    { sky: ['#1d2b53', '#3f6f8f'], ground: '#0f1733', far: '#15224a', accent: '#f4f1bb', ink: '#0f1733' },
    { sky: ['#24133f', '#4a5f8f'], ground: '#120b24', far: '#1c1738', accent: '#c7f0db', ink: '#120b24' },
  ],
  'science-fiction': [
    { sky: ['#0b1026', '#3a1c71'], ground: '#22164a', far: '#ff7e5f', accent: '#00d1ff', ink: '#0b1026' },
    { sky: ['#041b2d', '#1f4e79'], ground: '#0b2a40', far: '#9b5de5', accent: '#f15bb5', ink: '#041b2d' },
  ],
  comedy: [
    { sky: ['#ffd93d', '#ff8fab'], ground: '#6bcB77', far: '#4d96ff', accent: '#ff6b6b', ink: '#5a1e3a' },
    { sky: ['#a0e7e5', '#ffe5a5'], ground: '#b4f8c8', far: '#fbe7c6', accent: '#ff7096', ink: '#3a2a5a' },
  ],
  fable: [
    { sky: ['#bde0a8', '#fff5d6'], ground: '#3f7d3a', far: '#2e5e2b', accent: '#c0772f', ink: '#2b3a1a' },
    { sky: ['#f7c59f', '#fdf0d5'], ground: '#588157', far: '#3a5a40', accent: '#bc4749', ink: '#3a2a1a' },
  ],
};

const round = (n: number) => Math.round(n * 10) / 10;

const WHITE = '#ffffff';

/** Profession badges, drawn white on the badge with `ink` details, in a 24×24 box. */
function professionMotif(id: string | null | undefined, ink: string): CoverShape[] {
  switch (id) {
    case 'astronaut':
      return [
        { kind: 'circle', cx: 12, cy: 10, r: 7.5, fill: WHITE },
        { kind: 'rect', x: 7, y: 7, w: 10, h: 5.5, r: 2.7, fill: ink },
        { kind: 'path', d: 'M5 23Q5 17.5 12 17.5Q19 17.5 19 23Z', fill: WHITE },
      ];
    case 'explorer':
      return [
        { kind: 'circle', cx: 12, cy: 12, r: 9, fill: WHITE },
        { kind: 'path', d: 'M12 4.5L14.5 12L12 19.5L9.5 12Z', fill: ink },
      ];
    case 'knight':
      return [
        { kind: 'path', d: 'M12 2L20 5V11C20 16.5 16.5 19.5 12 22C7.5 19.5 4 16.5 4 11V5Z', fill: WHITE },
        { kind: 'path', d: 'M11 6H13V18H11ZM7.5 10H16.5V12H7.5Z', fill: ink },
      ];
    case 'royalty':
      return [
        { kind: 'path', d: 'M3 17L4 6L9 11L12 4L15 11L20 6L21 17Z', fill: WHITE },
        { kind: 'rect', x: 3, y: 18.5, w: 18, h: 2.5, fill: WHITE },
      ];
    case 'superhero':
      return [{ kind: 'path', d: 'M14 1L5 14H11L9.5 23L19.5 9H13Z', fill: WHITE }];
    case 'wizard':
      return [
        { kind: 'path', d: 'M12 1L18.5 18H5.5Z', fill: WHITE },
        { kind: 'rect', x: 2.5, y: 18, w: 19, h: 3, r: 1.5, fill: WHITE },
        { kind: 'circle', cx: 12, cy: 12, r: 1.8, fill: ink },
      ];
    case 'athlete':
      return [
        { kind: 'path', d: 'M6 1H10L13 9H9ZM14 1H18L15 9H11Z', fill: WHITE },
        { kind: 'circle', cx: 12, cy: 15.5, r: 6.5, fill: WHITE },
        { kind: 'circle', cx: 12, cy: 15.5, r: 3, fill: ink },
      ];
    case 'teacher':
      return [
        { kind: 'path', d: 'M12 8C6 5 3 11 5 16C7 21 10 22 12 20C14 22 17 21 19 16C21 11 18 5 12 8Z', fill: WHITE },
        { kind: 'path', d: 'M12 8C12 5 14 3 16.5 3C16.5 5.5 14.5 7.5 12 8Z', fill: ink },
      ];
    default:
      // No profession known (a deleted character): a star.
      return [{ kind: 'path', d: 'M12 2L14.9 8.6L22 9.3L16.6 14L18.2 21L12 17.3L5.8 21L7.4 14L2 9.3L9.1 8.6Z', fill: WHITE }];
  }
}

/** Hobby badges, as the profession's. */
function hobbyMotif(id: string | null | undefined, ink: string): CoverShape[] {
  const line = { fill: 'none', stroke: WHITE, strokeWidth: 2.2 } as const;
  switch (id) {
    case 'reading':
      return [{ kind: 'path', d: 'M2 5C5.5 3.5 8.5 3.5 11.3 5.8V20C8.5 17.8 5.5 17.8 2 19ZM12.7 5.8C15.5 3.5 18.5 3.5 22 5V19C18.5 17.8 15.5 17.8 12.7 20Z', fill: WHITE }];
    case 'music':
      return [{ kind: 'path', d: 'M9 4L20 2V16A3 3 0 1 1 18 13.2V6L11 7.3V18A3 3 0 1 1 9 15.2Z', fill: WHITE }];
    case 'gaming':
      return [
        { kind: 'path', d: 'M6 7H18C21 7 23 13.5 22 16.5C21 19 18 19 16 15.5H8C6 19 3 19 2 16.5C1 13.5 3 7 6 7Z', fill: WHITE },
        { kind: 'path', d: 'M6 10.5H8V12H9.5V14H8V15.5H6V14H4.5V12H6Z', fill: ink },
        { kind: 'circle', cx: 17, cy: 12.5, r: 1.4, fill: ink },
      ];
    case 'photography':
      return [
        { kind: 'path', d: 'M2 7.5H6.5L8.5 4.5H15.5L17.5 7.5H22V20H2Z', fill: WHITE },
        { kind: 'circle', cx: 12, cy: 13.5, r: 4, fill: ink },
      ];
    case 'cooking':
      return [
        { kind: 'circle', cx: 10, cy: 13, r: 7.5, fill: WHITE },
        { kind: 'rect', x: 16.5, y: 11.8, w: 7, h: 2.4, r: 1.2, fill: WHITE },
        { kind: 'circle', cx: 10, cy: 13, r: 3, fill: ink },
      ];
    case 'cycling':
      return [{ kind: 'path', d: 'M2 16A4 4 0 1 0 10 16A4 4 0 1 0 2 16M14 16A4 4 0 1 0 22 16A4 4 0 1 0 14 16M6 16L10 9H16L18 16M8.5 6H12', ...line }];
    case 'sports':
      return [
        { kind: 'circle', cx: 12, cy: 12, r: 9.5, fill: WHITE },
        { kind: 'path', d: 'M12 8L15.5 10.5L14.2 14.5H9.8L8.5 10.5Z', fill: ink },
      ];
    case 'painting':
      return [
        { kind: 'path', d: 'M12 3C6 3 2 7 2 12C2 17 6 21 11 21C13 21 13 19 12 18C11 16 12 15 14 15H17C20 15 22 13 22 11C22 6 17 3 12 3Z', fill: WHITE },
        { kind: 'circle', cx: 7, cy: 11, r: 1.6, fill: ink },
        { kind: 'circle', cx: 11, cy: 7, r: 1.6, fill: ink },
        { kind: 'circle', cx: 16, cy: 8.5, r: 1.6, fill: ink },
      ];
    case 'travel':
      return [{ kind: 'path', d: 'M21 12L13 8V3.5C13 2.2 11 2.2 11 3.5V8L3 12V14L11 11.5V17L8.5 19V20.5L12 19.5L15.5 20.5V19L13 17V11.5L21 14Z', fill: WHITE }];
    case 'programming':
      return [{ kind: 'path', d: 'M8 7L3 12L8 17M16 7L21 12L16 17M14 5L10 19', ...line }];
    case 'magic':
      return [
        { kind: 'path', d: 'M4 21L13 12', ...line, strokeWidth: 2.6 },
        { kind: 'path', d: 'M17 1.5L18.3 5.7L22.5 7L18.3 8.3L17 12.5L15.7 8.3L11.5 7L15.7 5.7Z', fill: WHITE },
      ];
    case 'theater':
      return [
        { kind: 'path', d: 'M4 3H20V11C20 16.5 16.5 20.5 12 20.5C7.5 20.5 4 16.5 4 11Z', fill: WHITE },
        { kind: 'circle', cx: 9, cy: 9, r: 1.6, fill: ink },
        { kind: 'circle', cx: 15, cy: 9, r: 1.6, fill: ink },
        { kind: 'path', d: 'M8 13.5Q12 17.5 16 13.5Z', fill: ink },
      ];
    default:
      return [{ kind: 'path', d: 'M12 21C5 15.5 2 12.5 2 8.5C2 5.5 4.5 3.5 7 3.5C9 3.5 11 4.8 12 6.5C13 4.8 15 3.5 17 3.5C19.5 3.5 22 5.5 22 8.5C22 12.5 19 15.5 12 21Z', fill: WHITE }];
  }
}

/** The genre's scene: everything between the sky and the badges. */
function scene(genre: string, p: Palette, rand: () => number): CoverShape[] {
  const W = COVER_WIDTH;
  const H = COVER_HEIGHT;
  const between = (min: number, max: number) => round(min + rand() * (max - min));
  const stars = (count: number, top: number, bottom: number, fill: string): CoverShape[] =>
    Array.from({ length: count }, () => ({ kind: 'circle' as const, cx: between(8, W - 8), cy: between(top, bottom), r: between(0.8, 2.2), fill }));
  const hills = (y: number, fill: string): CoverShape => {
    const a = between(-25, 25);
    const b = between(-25, 25);
    return { kind: 'path', d: `M0 ${y}Q${W / 4} ${round(y + a)} ${W / 2} ${y}T${W} ${round(y + b)}V${H}H0Z`, fill };
  };
  switch (genre) {
    case 'adventure': {
      const peaks: CoverShape[] = [0, 1, 2].map((i) => {
        const x = between(40 + i * 90, 80 + i * 90);
        const top = between(170, 220);
        return { kind: 'path', d: `M${round(x - 90)} 320L${x} ${top}L${round(x + 90)} 320Z`, fill: p.far };
      });
      return [
        { kind: 'circle', cx: between(200, 260), cy: between(150, 185), r: 26, fill: p.accent, opacity: 0.9 },
        ...peaks,
        hills(between(290, 310), p.ground),
        { kind: 'path', d: `M${between(120, 160)} ${H}Q150 330 ${between(140, 170)} 300`, fill: 'none', stroke: '#f3d9a4', strokeWidth: 6 },
      ];
    }
    case 'fantasy': {
      const x = between(95, 135);
      const castle = `M${x} 300V230H${x + 14}V220H${x + 22}V230H${x + 36}V205L${x + 50} 180L${x + 64} 205V230H${x + 78}V220H${x + 86}V230H${x + 100}V300Z`;
      return [
        ...stars(14, 145, 230, '#fff7d6'),
        { kind: 'circle', cx: between(40, 80), cy: between(150, 175), r: 18, fill: '#fff3c4' },
        hills(between(285, 300), p.ground),
        { kind: 'path', d: castle, fill: p.far },
        { kind: 'rect', x: x + 43, y: 268, w: 14, h: 32, r: 7, fill: p.accent },
      ];
    }
    case 'mystery': {
      const trees: CoverShape[] = [0, 1, 2, 3].map((i) => {
        const x = between(i * 80, i * 80 + 40);
        const top = between(210, 250);
        return { kind: 'path', d: `M${x} ${top}L${x + 22} 310H${x - 22}Z`, fill: p.far };
      });
      return [
        ...stars(12, 140, 220, '#e8ecff'),
        { kind: 'circle', cx: between(180, 240), cy: between(160, 190), r: 30, fill: p.accent },
        ...trees,
        hills(300, p.ground),
        { kind: 'rect', x: 0, y: between(300, 320), w: W, h: 16, fill: '#ffffff', opacity: 0.15 },
      ];
    }
    case 'science-fiction': {
      const cx = between(180, 230);
      const cy = between(190, 220);
      const rx = between(55, 85);
      return [
        ...stars(22, 135, 330, '#ffffff'),
        { kind: 'circle', cx, cy, r: 34, fill: p.far },
        { kind: 'path', d: `M${cx - 58} ${cy + 6}Q${cx} ${cy - 22} ${cx + 58} ${cy - 6}`, fill: 'none', stroke: p.accent, strokeWidth: 4 },
        hills(between(305, 320), p.ground),
        // A small rocket standing on the ground.
        { kind: 'path', d: `M${rx - 14} 312L${rx - 9} 290H${rx + 9}L${rx + 14} 312Z`, fill: p.accent },
        { kind: 'path', d: `M${rx - 9} 305V262Q${rx} 236 ${rx + 9} 262V305Z`, fill: '#f1f1f7' },
        { kind: 'circle', cx: rx, cy: 268, r: 4, fill: p.ground },
      ];
    }
    case 'comedy': {
      const colours = [p.accent, p.far, '#ffffff', p.ground];
      const confetti: CoverShape[] = Array.from({ length: 18 }, (_, i) => ({
        kind: 'rect' as const,
        x: between(10, W - 20),
        y: between(140, 300),
        w: 7,
        h: 4,
        r: 1.5,
        fill: colours[i % colours.length],
      }));
      const balloons: CoverShape[] = [0, 1].flatMap((i) => {
        const x = between(60 + i * 130, 110 + i * 130);
        const y = between(175, 215);
        return [
          { kind: 'path' as const, d: `M${x} ${y + 26}Q${x - 8} ${y + 50} ${x + 4} ${y + 75}`, fill: 'none', stroke: p.ink, strokeWidth: 1.5 },
          { kind: 'circle' as const, cx: x, cy: y, r: 24, fill: i ? p.far : p.accent },
        ];
      });
      return [...confetti, ...balloons, hills(between(300, 315), p.ground)];
    }
    default: {
      // 'fable', and any genre the catalog does not know yet: a forest clearing.
      const trees: CoverShape[] = [0, 1, 2, 3, 4].flatMap((i) => {
        const x = between(i * 65 + 10, i * 65 + 45);
        const top = between(195, 245);
        return [
          { kind: 'rect' as const, x: x - 3, y: 290, w: 6, h: 20, fill: '#6b4a2b' },
          { kind: 'path' as const, d: `M${x} ${top}L${x + 26} 295H${x - 26}Z`, fill: i % 2 ? p.far : p.ground },
        ];
      });
      const flowers: CoverShape[] = Array.from({ length: 7 }, () => ({
        kind: 'circle' as const,
        cx: between(15, W - 15),
        cy: between(318, 345),
        r: 3,
        fill: p.accent,
      }));
      return [{ kind: 'circle', cx: between(220, 260), cy: 165, r: 24, fill: '#ffe08a' }, ...trees, hills(305, p.ground), ...flowers];
    }
  }
}

/** The title in at most three lines of about `perLine` characters, the last one ended by '…' if cut. */
function wrapTitle(title: string, perLine: number, maxLines = 3): string[] {
  const words = title.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines).map((l) => (l.length > perLine + 4 ? `${l.slice(0, perLine + 3)}…` : l));
  if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1].replace(/…$/, '')}…`;
  return kept.length ? kept : [''];
}

/** The cover's drawing: the same input gives the same model, on the page and on the server. */
export function storyCover(input: CoverInput): CoverModel {
  const rand = seeded(seedOf(input.id));
  const palettes = PALETTES[input.genre] ?? PALETTES.fable;
  const p = palettes[Math.floor(rand() * palettes.length)];
  const hobbies = input.hobbies ?? [];
  const hobby = hobbies.length ? hobbies[Math.floor(rand() * hobbies.length)] : null;
  const titleLength = input.title.trim().length;
  const titleSize = titleLength > 40 ? 20 : titleLength > 22 ? 23 : 27;
  const titleLines = wrapTitle(input.title, Math.floor(470 / titleSize));
  const badge = (cx: number, motif: CoverShape[]): CoverShape[] => [
    { kind: 'circle', cx, cy: 358, r: 27, fill: p.accent, stroke: WHITE, strokeWidth: 3 },
    { kind: 'group', x: cx - 16.8, y: 341.2, scale: 1.4, shapes: motif },
  ];
  return {
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    title: input.title,
    titleLines,
    titleSize,
    sky: p.sky,
    shapes: [...scene(input.genre, p, rand), ...badge(52, professionMotif(input.profession, p.ink)), ...badge(COVER_WIDTH - 52, hobbyMotif(hobby, p.ink))],
    banner: { x: 18, y: 20, w: COVER_WIDTH - 36, h: 28 + titleLines.length * titleSize * 1.2, fill: '#ffffff', ink: p.ink },
  };
}

/** Text for SVG/XML: the five characters that would end or open markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function paintAttrs(s: Paint): string {
  let out = '';
  if (s.fill) out += ` fill="${s.fill}"`;
  if (s.stroke) out += ` stroke="${s.stroke}" stroke-width="${s.strokeWidth ?? 1}" stroke-linecap="round" stroke-linejoin="round"`;
  if (s.opacity !== undefined) out += ` opacity="${s.opacity}"`;
  return out;
}

function shapeSvg(s: CoverShape): string {
  switch (s.kind) {
    case 'rect':
      return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}"${s.r ? ` rx="${s.r}"` : ''}${paintAttrs(s)}/>`;
    case 'circle':
      return `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}"${paintAttrs(s)}/>`;
    case 'path':
      return `<path d="${s.d}"${paintAttrs(s)}/>`;
    case 'group':
      return `<g transform="translate(${round(s.x)} ${round(s.y)}) scale(${s.scale})">${s.shapes.map(shapeSvg).join('')}</g>`;
  }
}

/** The cover as a standalone SVG document, its `<title>` the story's title. */
export function coverSvg(input: CoverInput): string {
  const m = storyCover(input);
  const title = escapeXml(m.title);
  // The gradient's id is unique per story, so two covers written into one page do not share it.
  const gradient = `sky${seedOf(input.id).toString(36)}`;
  const { banner } = m;
  const lineHeight = m.titleSize * 1.2;
  const firstBaseline = banner.y + 14 + m.titleSize;
  const text = m.titleLines
    .map((line, i) => `<tspan x="${m.width / 2}" y="${round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${m.width} ${m.height}" width="${m.width}" height="${m.height}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.sky[0]}"/><stop offset="1" stop-color="${m.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${m.width}" height="${m.height}" fill="url(#${gradient})"/>` +
    m.shapes.map(shapeSvg).join('') +
    `<rect x="${banner.x}" y="${banner.y}" width="${banner.w}" height="${round(banner.h)}" rx="16" fill="${banner.fill}" opacity="0.9"/>` +
    `<text font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${m.titleSize}" text-anchor="middle" fill="${banner.ink}">${text}</text>` +
    `</svg>`
  );
}

/** The cover as a URL an <img> or the Media Session can use without a request. */
export function coverDataUrl(input: CoverInput): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverSvg(input))}`;
}

/** The cover of a story or a library entry: drawn from its main character. */
export function coverInputOf(story: {
  id: string;
  title: string;
  genre: string;
  character: { profession: string; hobbies?: readonly string[] };
}): CoverInput {
  return { id: story.id, title: story.title, genre: story.genre, profession: story.character.profession, hobbies: story.character.hobbies ?? [] };
}
