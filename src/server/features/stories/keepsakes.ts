// Keepsakes: a story to keep outside the app, as a small printed book (PDF, A5) or as an e-book (EPUB 3).
// Both are made from the story as the parent reads it, with the same generated cover as the page.
//
// pdfkit (pure JavaScript, maintained for a decade) lays the book out and embeds a subset of Literata,
// an open book typeface whose 'latin' files hold every letter of the five story languages (¿¡ñáéíóúü,
// ß, œ…), so the PDF looks the same on every reader. An EPUB is a zip with a fixed layout: fflate (small,
// pure JavaScript, no dependencies) writes it, with `mimetype` first and stored as the format requires.
import { createRequire } from 'node:module';
import { strToU8, zipSync, type Zippable } from 'fflate';
import PDFDocument from 'pdfkit';
import { catalogLabel, HOBBIES, MORALS, PERSONALITIES, PROFESSIONS } from '../../../shared/catalogs';
import { DELETED_CHARACTER_ID } from '../../../shared/contract/characters';
import type { Story } from '../../../shared/contract/stories';
import { coverInputOf, coverSvg, escapeXml, storyCover, type CoverModel, type CoverShape } from '../../../shared/cover';
import { chapterParagraphs } from '../../../shared/story-text';

/** The book's own words, in the story's language (a story in English is kept as an English book). */
interface BookWords {
  chapter: (n: number) => string;
  starring: (name: string) => string;
  moral: string;
  contents: string;
  cover: string;
  end: string;
  morals: Record<string, string>;
}

const WORDS: Record<string, BookWords> = {
  es: {
    chapter: (n) => `Capítulo ${n}`,
    starring: (name) => `Una historia protagonizada por ${name}`,
    moral: 'Moraleja',
    contents: 'Índice',
    cover: 'Portada',
    end: 'Fin',
    morals: Object.fromEntries(MORALS.map((m) => [m.id, m.label])),
  },
  en: {
    chapter: (n) => `Chapter ${n}`,
    starring: (name) => `A story starring ${name}`,
    moral: 'Moral',
    contents: 'Contents',
    cover: 'Cover',
    end: 'The End',
    morals: {
      kindness: 'Being kind',
      honesty: 'Being honest',
      change: 'Accepting change',
      truth: 'Telling the truth',
      think: 'Thinking before acting',
      'never-give-up': 'Never giving up',
      respect: 'Respecting others',
      friendship: 'The value of friendship',
      forgiveness: 'Knowing how to forgive',
      accept: 'Accepting yourself',
      patience: 'Being patient',
    },
  },
  fr: {
    chapter: (n) => `Chapitre ${n}`,
    starring: (name) => `Une histoire avec ${name}`,
    moral: 'Morale',
    contents: 'Sommaire',
    cover: 'Couverture',
    end: 'Fin',
    morals: {
      kindness: 'Être gentil',
      honesty: 'Être honnête',
      change: 'Accepter le changement',
      truth: 'Dire la vérité',
      think: 'Réfléchir avant d’agir',
      'never-give-up': 'Ne jamais abandonner',
      respect: 'Respecter les autres',
      friendship: 'La valeur de l’amitié',
      forgiveness: 'Savoir pardonner',
      accept: 'S’accepter soi-même',
      patience: 'Être patient',
    },
  },
  de: {
    chapter: (n) => `Kapitel ${n}`,
    starring: (name) => `Eine Geschichte mit ${name}`,
    moral: 'Die Moral',
    contents: 'Inhalt',
    cover: 'Titelbild',
    end: 'Ende',
    morals: {
      kindness: 'Freundlich sein',
      honesty: 'Ehrlich sein',
      change: 'Veränderungen annehmen',
      truth: 'Die Wahrheit sagen',
      think: 'Erst denken, dann handeln',
      'never-give-up': 'Niemals aufgeben',
      respect: 'Andere respektieren',
      friendship: 'Der Wert der Freundschaft',
      forgiveness: 'Verzeihen können',
      accept: 'Sich selbst annehmen',
      patience: 'Geduld haben',
    },
  },
  it: {
    chapter: (n) => `Capitolo ${n}`,
    starring: (name) => `Una storia con ${name}`,
    moral: 'Morale',
    contents: 'Indice',
    cover: 'Copertina',
    end: 'Fine',
    morals: {
      kindness: 'Essere gentili',
      honesty: 'Essere onesti',
      change: 'Accettare i cambiamenti',
      truth: 'Dire la verità',
      think: 'Pensare prima di agire',
      'never-give-up': 'Non arrendersi mai',
      respect: 'Rispettare gli altri',
      friendship: 'Il valore dell’amicizia',
      forgiveness: 'Saper perdonare',
      accept: 'Accettare se stessi',
      patience: 'Avere pazienza',
    },
  },
};

function wordsFor(language: string): BookWords {
  return WORDS[language] ?? WORDS.es;
}

/** The moral's words, or null for a story without one. */
function moralOf(story: Story): string | null {
  if (!story.moral || story.moral === 'none') return null;
  return wordsFor(story.language).morals[story.moral] ?? catalogLabel(MORALS, story.moral);
}

/**
 * The main character as the title page describes them. The trait names exist in Spanish only, so a
 * book in another language names the character alone.
 */
function characterDetails(story: Story): string | null {
  const c = story.character;
  if (c.id === DELETED_CHARACTER_ID || story.language !== 'es') return null;
  const parts = [
    c.profession ? catalogLabel(PROFESSIONS, c.profession) : '',
    c.hobbies.map((h) => catalogLabel(HOBBIES, h)).join(', '),
    c.personality
      .split(',')
      .map((p) => catalogLabel(PERSONALITIES, p.trim()))
      .filter(Boolean)
      .join(', '),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** A file name for the download: the title's letters, without accents or anything a disk may refuse. */
function keepsakeFileName(title: string, extension: 'pdf' | 'epub'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'historia'}.${extension}`;
}

// ---------------------------------------------------------------------------------------------- PDF

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/literata/files/literata-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/literata/files/literata-latin-700-normal.woff'),
  italic: require.resolve('@fontsource/literata/files/literata-latin-400-italic.woff'),
};

/** The code points the embedded 'latin' files have glyphs for, as the font package lists them. */
const COVERED: [number, number][] = (require('@fontsource/literata/unicode.json') as Record<string, string>).latin.split(',').map((range) => {
  const [from, to] = range.replace(/U\+/g, '').split('-');
  return [parseInt(from, 16), parseInt(to ?? from, 16)];
});
const covered = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return COVERED.some(([from, to]) => cp >= from && cp <= to);
};
/** Letters whose base letter Unicode does not give by decomposition. */
const BASE_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't' };

/**
 * Text the embedded font can show: a letter it lacks (a name such as 'Dvořák') is written with its base
 * letter ('Dvorák' keeps the á it has); anything else it lacks (an emoji) is left out rather than shown
 * as an empty box.
 */
export function printable(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (covered(ch)) out += ch;
    else if (BASE_LETTERS[ch]) out += BASE_LETTERS[ch];
    else out += [...ch.normalize('NFD')].filter((part) => covered(part) && !/\p{M}/u.test(part)).join('');
  }
  return out;
}

/** A5 in PostScript points (148 × 210 mm). */
export const A5 = { width: 419.53, height: 595.28 };
const MARGIN = 50;
const INK = '#2a2140';
const ACCENT = '#6d28d9';

type Doc = InstanceType<typeof PDFDocument>;

function drawShape(doc: Doc, shape: CoverShape): void {
  if (shape.kind === 'group') {
    doc.save().translate(shape.x, shape.y).scale(shape.scale);
    for (const inner of shape.shapes) drawShape(doc, inner);
    doc.restore();
    return;
  }
  doc.save();
  if (shape.opacity !== undefined) doc.opacity(shape.opacity);
  if (shape.kind === 'rect') {
    if (shape.r) doc.roundedRect(shape.x, shape.y, shape.w, shape.h, shape.r);
    else doc.rect(shape.x, shape.y, shape.w, shape.h);
  } else if (shape.kind === 'circle') {
    doc.circle(shape.cx, shape.cy, shape.r);
  } else {
    doc.path(shape.d);
  }
  const fill = shape.fill && shape.fill !== 'none' ? shape.fill : null;
  if (shape.stroke) doc.lineWidth(shape.strokeWidth ?? 1).lineCap('round').lineJoin('round');
  if (fill && shape.stroke) doc.fillAndStroke(fill, shape.stroke);
  else if (fill) doc.fill(fill);
  else if (shape.stroke) doc.stroke(shape.stroke);
  doc.restore();
}

/** The cover, drawn from the same shapes as the page's SVG, filling the A5 page. */
function drawCover(doc: Doc, cover: CoverModel): void {
  const { width, height } = A5;
  const sky = doc.linearGradient(0, 0, 0, height);
  sky.stop(0, cover.sky[0]).stop(1, cover.sky[1]);
  doc.rect(0, 0, width, height).fill(sky);
  // 3:4 onto the taller A5: as high as the page, a sliver of each side cut off (nothing is drawn there).
  const scale = height / cover.height;
  const left = (width - cover.width * scale) / 2;
  doc.save().translate(left, 0).scale(scale);
  for (const shape of cover.shapes) drawShape(doc, shape);
  const { banner } = cover;
  doc.save().opacity(0.9).roundedRect(banner.x, banner.y, banner.w, banner.h, 16).fill(banner.fill).restore();
  // The SVG's lines, one by one, at the SVG's places (a line a little too wide is set smaller).
  const lineHeight = cover.titleSize * 1.2;
  doc.font('bold').fillColor(banner.ink);
  cover.titleLines.forEach((line, i) => {
    doc.fontSize(cover.titleSize * 0.9);
    const room = banner.w - 16;
    const wide = doc.widthOfString(line);
    if (wide > room) doc.fontSize((cover.titleSize * 0.9 * room) / wide);
    doc.text(line, banner.x + 8, banner.y + 14 + i * lineHeight + cover.titleSize * 0.12, { width: room, align: 'center', lineBreak: false });
  });
  doc.restore();
}

/** The story as an A5 book: cover, title page, one chapter after another, the moral, page numbers. */
async function storyPdf(original: Story): Promise<Buffer> {
  const words = wordsFor(original.language);
  // Everything the book prints, in letters the embedded font has.
  const story: Story = {
    ...original,
    title: printable(original.title),
    character: { ...original.character, name: printable(original.character.name) },
    chapters: original.chapters.map((c) => ({ ...c, title: printable(c.title), content: printable(c.content) })),
  };
  // pdfkit's addPage() with options forgets the document's: every page names its size and margins.
  const page = { size: 'A5', margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN } };
  const doc = new PDFDocument({
    ...page,
    bufferPages: true,
    autoFirstPage: false,
    lang: story.language,
    displayTitle: true,
    info: { Title: story.title, Author: story.character.name, Creator: 'Cuentos Mágicos', CreationDate: new Date(story.createdAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  const textWidth = A5.width - 2 * MARGIN;

  doc.addPage({ size: 'A5', margin: 0 });
  drawCover(doc, storyCover(coverInputOf(story)));

  // Title page: the title, who it is about, and the chapters.
  doc.addPage(page);
  doc.moveDown(4);
  doc.font('bold').fontSize(24).fillColor(INK).text(story.title, { align: 'center' });
  doc.moveDown(1);
  doc.font('italic').fontSize(13).fillColor(ACCENT).text(words.starring(story.character.name), { align: 'center' });
  const details = characterDetails(story);
  if (details) doc.moveDown(0.4).font('regular').fontSize(10.5).fillColor(INK).text(details, { align: 'center' });
  if (story.chapters.length > 1) {
    doc.moveDown(2.5).font('bold').fontSize(12).fillColor(INK).text(words.contents, { align: 'center' });
    doc.moveDown(0.5).font('regular').fontSize(11);
    for (const chapter of story.chapters) doc.text(`${chapter.chapterNumber}. ${chapter.title}`, { align: 'center' });
  }

  for (const chapter of story.chapters) {
    doc.addPage(page);
    doc.font('regular').fontSize(10).fillColor(ACCENT).text(words.chapter(chapter.chapterNumber).toUpperCase(), { align: 'center', characterSpacing: 1.5 });
    doc.moveDown(0.4).font('bold').fontSize(18).fillColor(INK).text(chapter.title, { align: 'center' });
    doc.moveDown(1.2).font('regular').fontSize(11.5).fillColor(INK);
    for (const paragraph of chapterParagraphs(chapter.content)) {
      doc.text(paragraph, { align: 'justify', width: textWidth, lineGap: 3.5, indent: 14, paragraphGap: 6 });
    }
  }

  // The moral closes the book, after the story.
  const moral = moralOf(story);
  doc.moveDown(2);
  if (doc.y > A5.height - 180) doc.addPage(page);
  doc.font('italic').fontSize(14).fillColor(ACCENT).text(words.end, { align: 'center' });
  if (moral) {
    doc.moveDown(1.5).font('bold').fontSize(12).fillColor(INK).text(words.moral, { align: 'center' });
    doc.moveDown(0.3).font('italic').fontSize(12).fillColor(INK).text(moral, { align: 'center' });
  }

  // Page numbers on every page but the cover, written in the bottom margin (which text never reaches).
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(9).fillColor('#7a7290').text(String(i + 1), 0, A5.height - MARGIN + 12, { width: A5.width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

// --------------------------------------------------------------------------------------------- EPUB

const XHTML_HEAD = (title: string, language: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">\n<head>\n<meta charset="UTF-8"/>\n<title>${escapeXml(title)}</title>\n<link rel="stylesheet" type="text/css" href="style.css"/>\n</head>\n`;

const STYLE = `body { font-family: Georgia, serif; line-height: 1.6; margin: 0 5%; }
h1, h2 { text-align: center; line-height: 1.25; }
.label { text-align: center; text-transform: uppercase; letter-spacing: 0.1em; font-size: 0.8em; color: #6d28d9; margin-top: 2em; }
p { text-indent: 1.2em; margin: 0 0 0.5em; text-align: justify; }
.center { text-align: center; text-indent: 0; }
.cover { margin: 0; padding: 0; text-align: center; }
.cover img { max-width: 100%; max-height: 100vh; }
`;

function xhtmlPage(title: string, language: string, body: string, bodyClass?: string): string {
  return `${XHTML_HEAD(title, language)}<body${bodyClass ? ` class="${bodyClass}"` : ''}>\n${body}\n</body>\n</html>\n`;
}

/** The story as an EPUB 3 book: cover, title page, table of contents, one file per chapter, the moral. */
function storyEpub(story: Story, modified = new Date()): Uint8Array {
  const lang = story.language;
  const words = wordsFor(lang);
  const title = escapeXml(story.title);
  const chapterFile = (n: number) => `chapter-${n}.xhtml`;
  const moral = moralOf(story);
  const details = characterDetails(story);

  const files: Record<string, string> = {
    'OEBPS/style.css': STYLE,
    'OEBPS/cover.svg': coverSvg(coverInputOf(story)),
    'OEBPS/cover.xhtml': xhtmlPage(words.cover, lang, `<div><img src="cover.svg" alt="${title}"/></div>`, 'cover'),
    'OEBPS/title.xhtml': xhtmlPage(
      story.title,
      lang,
      `<h1>${title}</h1>\n<p class="center"><em>${escapeXml(words.starring(story.character.name))}</em></p>` +
        (details ? `\n<p class="center">${escapeXml(details)}</p>` : ''),
    ),
  };
  for (const chapter of story.chapters) {
    files[`OEBPS/${chapterFile(chapter.chapterNumber)}`] = xhtmlPage(
      chapter.title,
      lang,
      `<section epub:type="chapter">\n<p class="label">${escapeXml(words.chapter(chapter.chapterNumber))}</p>\n<h2>${escapeXml(chapter.title)}</h2>\n` +
        chapterParagraphs(chapter.content)
          .map((p) => `<p>${escapeXml(p)}</p>`)
          .join('\n') +
        '\n</section>',
    );
  }
  files['OEBPS/end.xhtml'] = xhtmlPage(
    words.end,
    lang,
    `<h2>${escapeXml(words.end)}</h2>` + (moral ? `\n<p class="label">${escapeXml(words.moral)}</p>\n<p class="center"><em>${escapeXml(moral)}</em></p>` : ''),
  );
  const tocItems = story.chapters
    .map((c) => `<li><a href="${chapterFile(c.chapterNumber)}">${escapeXml(words.chapter(c.chapterNumber))}: ${escapeXml(c.title)}</a></li>`)
    .join('\n');
  files['OEBPS/nav.xhtml'] = xhtmlPage(
    words.contents,
    lang,
    `<nav epub:type="toc" id="toc">\n<h2>${escapeXml(words.contents)}</h2>\n<ol>\n${tocItems}\n</ol>\n</nav>\n` +
      `<nav epub:type="landmarks" hidden="hidden">\n<ol>\n<li><a epub:type="cover" href="cover.xhtml">${escapeXml(words.cover)}</a></li>\n<li><a epub:type="bodymatter" href="${chapterFile(story.chapters[0]?.chapterNumber ?? 1)}">${escapeXml(story.chapters[0]?.title ?? story.title)}</a></li>\n</ol>\n</nav>`,
  );

  const chapterItems = story.chapters.map((c) => `<item id="chapter-${c.chapterNumber}" href="${chapterFile(c.chapterNumber)}" media-type="application/xhtml+xml"/>`);
  const chapterRefs = story.chapters.map((c) => `<itemref idref="chapter-${c.chapterNumber}"/>`);
  // EPUB wants the modification time to the second, in UTC, with a Z.
  const stamp = modified.toISOString().replace(/\.\d{3}Z$/, 'Z');
  files['OEBPS/content.opf'] = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${story.id}</dc:identifier>
<dc:title>${title}</dc:title>
<dc:language>${lang}</dc:language>
<dc:creator>Cuentos Mágicos</dc:creator>
<dc:date>${story.createdAt.slice(0, 10)}</dc:date>
<meta property="dcterms:modified">${stamp}</meta>
<meta name="cover" content="cover-image"/>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="style" href="style.css" media-type="text/css"/>
<item id="cover-image" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>
<item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapterItems.join('\n')}
<item id="end" href="end.xhtml" media-type="application/xhtml+xml"/>
</manifest>
<spine>
<itemref idref="cover" linear="no"/>
<itemref idref="title"/>
<itemref idref="nav"/>
${chapterRefs.join('\n')}
<itemref idref="end"/>
</spine>
</package>
`;

  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;
  // Insertion order is the zip's order: `mimetype` first and stored (level 0), as readers require.
  const zip: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(container),
  };
  for (const [name, text] of Object.entries(files)) zip[name] = strToU8(text);
  return zipSync(zip, { level: 9, mtime: new Date(story.updatedAt) });
}

// ----------------------------------------------------------------------------------------- Download

const MEDIA_TYPES = { pdf: 'application/pdf', epub: 'application/epub+zip' } as const;

/**
 * The story as a file to download: its bytes, and headers with a file name in plain letters and the
 * title itself for browsers that read it. Never cached: the story may change with its next chapter.
 */
export async function keepsake(story: Story, format: 'pdf' | 'epub'): Promise<{ bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const bytes = new Uint8Array(format === 'pdf' ? await storyPdf(story) : storyEpub(story, new Date(story.updatedAt)));
  // RFC 5987 leaves ' ( ) * ! out of a value's plain characters: encodeURIComponent does not escape them.
  const title = encodeURIComponent(`${story.title}.${format}`).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return {
    bytes,
    headers: {
      'Content-Type': MEDIA_TYPES[format],
      'Content-Disposition': `attachment; filename="${keepsakeFileName(story.title, format)}"; filename*=UTF-8''${title}`,
      'Cache-Control': 'private, no-store',
    },
  };
}
