// Reads the mail the outbox mailer wrote (.eml files), as a person opening their inbox would.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
  links: string[];
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  ).replace(/\?=\s+=\?/g, '');
}

export async function readOutbox(folder: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await fs.readdir(folder)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(path.join(folder, file), 'utf8');
      const headerEnd = raw.indexOf('\n\n');
      const headers = raw.slice(0, headerEnd).replace(/\n[ \t]+/g, ' ');
      const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
      const body = decodeQuotedPrintable(raw.slice(headerEnd + 2));
      const links = [...new Set(body.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
      return { file, to: header('To'), subject: decodeHeader(header('Subject')), body, links };
    }),
  );
}

/** The newest mail to an address whose subject contains the given words. */
export async function latestMail(folder: string, to: string, subjectContains: string): Promise<OutboxMail | undefined> {
  const mails = await readOutbox(folder);
  return mails.reverse().find((m) => m.to.includes(to) && m.subject.includes(subjectContains));
}
