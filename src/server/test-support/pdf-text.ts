// Reads back what a test needs from a PDF that pdfkit wrote: its pages (size, text). Small on purpose:
// it knows pdfkit's layout (indirect objects, Flate streams, embedded fonts with a ToUnicode map, text
// shown with Tj/TJ hex strings), not every PDF there is.
import { inflateSync } from 'node:zlib';

export interface PdfPage {
  width: number;
  height: number;
  text: string;
}

export interface ParsedPdf {
  version: string;
  pages: PdfPage[];
  /** Names of the embedded fonts (subset tags included), e.g. 'ABCDEF+Literata-Regular'. */
  embeddedFonts: string[];
  text: string;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(raw))) {
    const bodyStart = match.index + match[0].length;
    const end = raw.indexOf('endobj', bodyStart);
    if (end < 0) throw new Error(`object ${match[1]} has no end`);
    const body = raw.slice(bodyStart, end);
    const streamAt = body.search(/stream\r?\n/);
    let dict = body;
    let stream: Buffer | null = null;
    if (streamAt >= 0 && /\/Length \d+/.test(body.slice(0, streamAt))) {
      dict = body.slice(0, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)![1]);
      const dataStart = bodyStart + streamAt + (body[streamAt + 6] === '\r' ? 8 : 7);
      const data = Buffer.from(raw.slice(dataStart, dataStart + length), 'latin1');
      stream = /\/Filter \/FlateDecode/.test(dict) ? inflateSync(data) : data;
    }
    objects.set(Number(match[1]), { dict, stream });
    start.lastIndex = end;
  }
  return objects;
}

/** A ToUnicode CMap as code → text. */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(line[1], 16);
      const to = parseInt(line[2], 16);
      if (line[3].startsWith('[')) {
        // A ligature's target is several characters: '<0066 006c>' is 'fl'.
        const targets = [...line[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1].replace(/\s+/g, ''));
        targets.forEach((hex, i) => map.set(from + i, utf16(hex)));
      } else {
        const first = parseInt(line[3].slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(first + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(line[1], 16), utf16(line[2].replace(/\s+/g, '')));
  }
  return map;
}

export function parsePdf(pdf: Buffer): ParsedPdf {
  const header = /^%PDF-(\d\.\d)/.exec(pdf.subarray(0, 16).toString('latin1'));
  if (!header) throw new Error('not a PDF');
  const objects = readObjects(pdf);

  // Font resource names (/F1 …) → the font's ToUnicode map. pdfkit names each font once per document.
  const fontMaps = new Map<string, Map<number, string>>();
  const embeddedFonts: string[] = [];
  for (const object of objects.values()) {
    for (const ref of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) fontMaps.set(ref[1], readCMap(cmap.toString('latin1')));
    }
    if (/\/FontFile2 \d+ 0 R/.test(object.dict)) embeddedFonts.push(/\/FontName \/(\S+)/.exec(object.dict)?.[1] ?? '?');
  }

  // The pages in reading order: the page tree's kids.
  const tree = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1].matchAll(/(\d+) 0 R/g) ?? []].map((m) => objects.get(Number(m[1]))!);
  const pages: PdfPage[] = [];
  for (const object of kids) {
    const box = /\/MediaBox \[([\d.\s-]+)\]/.exec(object.dict)![1].trim().split(/\s+/).map(Number);
    const contents = /\/Contents (\d+) 0 R/.exec(object.dict);
    const stream = contents ? (objects.get(Number(contents[1]))?.stream?.toString('latin1') ?? '') : '';
    let font = new Map<number, string>();
    let text = '';
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|(\[(?:[^\]])*\]) TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) {
        font = fontMaps.get(op[1]) ?? new Map();
        continue;
      }
      const hexes = op[2] ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[3]];
      for (const hex of hexes) for (const code of hex.match(/.{4}/g) ?? []) text += font.get(parseInt(code, 16)) ?? '\uFFFD';
      text += '\n';
    }
    pages.push({ width: box[2] - box[0], height: box[3] - box[1], text });
  }
  return { version: header[1], pages, embeddedFonts, text: pages.map((p) => p.text).join('\n') };
}

/** Text without any white space, to compare a paragraph with what a justified page shows of it. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}
