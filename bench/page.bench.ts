// The page's budgets. 1) JavaScript of the landing page: the gzipped sizes of every script the landing
// page loads (the entry and its modulepreloads from dist's index.html, plus the landing route's chunk and
// its static imports, walked through Vite's manifest). Target: at most 150 kB gzipped. 2) Lighthouse
// (mobile profile, Debian's chromium) performance and accessibility of the landing page, /home, the
// story viewer and the player, on the real server with a temporary DATA_DIR; the signed-in pages get the
// session cookie through Lighthouse's extraHeaders. Target: at least 95 for both.
// Run: npx tsx bench/page.bench.ts [lighthouse runs per page, default 3; the median is kept]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, type RunningServer } from '../e2e/support/server';
import { createConfirmedUser } from '../e2e/support/users';
import { benchRow } from './support/seeded-server';

const RUNS = Number(process.argv[2] ?? 3);
const JS_BUDGET_KB = 150;
const SCORE_TARGET = 95;
const root = path.resolve(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Builds the page into a temporary folder with a manifest and answers the landing page's scripts. */
function landingScripts(): { outDir: string; files: string[] } {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-page-'));
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="\/([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) files.add(m[1] ?? m[2]);
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) if (!files.has(manifest[next]?.file)) visit(next);
  };
  for (const file of [...files]) {
    const key = Object.keys(manifest).find((k) => manifest[k] === byFile.get(file));
    if (key) visit(key);
  }
  // The landing page ('/') loads its route chunk right away.
  visit('routes/landing.tsx');
  return { outDir, files: [...files].filter((f) => f.endsWith('.js')) };
}

async function api(server: RunningServer, cookie: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, origin: server.url, 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A signed-in user with a finished profile, one story and its first chapter narrated. */
async function storyUser(server: RunningServer) {
  const user = await createConfirmedUser(server, 'faro');
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  await api(server, cookie, 'PUT', '/api/profile', { language: 'es', childAge: 6, specialNeed: null });
  const { character } = await api(server, cookie, 'POST', '/api/characters', { name: 'Lucas', hobbies: ['magic'], personality: 'valiente', profession: 'explorer' });
  const { story } = await api(server, cookie, 'POST', '/api/stories', { characterId: character.id, genre: 'adventure', moral: 'friendship', duration: 'short' });
  const chapterId = story.chapters[0].id as string;
  await api(server, cookie, 'POST', `/api/chapters/${chapterId}/narrations/la-hada`);
  return { cookie, storyId: story.id as string, chapterId };
}

async function main() {
  const { outDir, files } = landingScripts();
  let totalGzip = 0;
  for (const file of files) {
    const gz = zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
    totalGzip += gz;
    console.log(`  ${file.padEnd(48)} ${(gz / 1024).toFixed(1).padStart(6)} kB gzip`);
  }
  const kb = totalGzip / 1024;
  console.log(`JavaScript de la portada: ${files.length} scripts, ${kb.toFixed(1)} kB gzip (objetivo ≤ ${JS_BUDGET_KB} kB)`);
  benchRow({ bench: 'page', case: `portada (${files.length} scripts)`, metric: 'JavaScript gzip', value: Number(kb.toFixed(1)), unit: 'kB', target: `≤ ${JS_BUDGET_KB}`, ok: kb <= JS_BUDGET_KB });
  fs.rmSync(outDir, { recursive: true, force: true });

  // Lighthouse against the real server serving the page built in dist/web.
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const { cookie, storyId, chapterId } = await storyUser(server);
    const pages = [
      { name: 'portada /', url: '/', cookie: '' },
      { name: '/home', url: '/home', cookie },
      { name: 'visor /story/:id', url: `/story/${storyId}`, cookie },
      { name: 'reproductor /story/:id/audio', url: `/story/${storyId}/audio/${chapterId}`, cookie },
    ];
    for (const p of pages) {
      const scores: { performance: number; accessibility: number; failing: string[] }[] = [];
      for (let i = 0, attempts = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${server.url}${p.url}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            formFactor: 'mobile',
            ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
          },
        );
        const lhr = result!.lhr;
        if (lhr.runtimeError && attempts++ < 3) {
          // A trace lost on a busy machine (NO_NAVSTART...): measure again rather than report a 0.
          console.log(`  Lighthouse ${p.name}: ${lhr.runtimeError.code}, otra vez`);
          i--;
          continue;
        }
        // BENCH_LHR_DIR=/some/dir keeps every report (JSON) to read the audits' details.
        if (process.env.BENCH_LHR_DIR) fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${p.url.split('/')[1] || 'landing'}-${p.url.includes('audio') ? 'audio' : 'page'}-${i}.json`), JSON.stringify(lhr));
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric'))
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(p.url)) failing.unshift(`redirigida a ${lhr.finalDisplayedUrl}`);
        scores.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          failing,
        });
      }
      scores.sort((a, b) => a.performance - b.performance);
      const s = scores[Math.floor(scores.length / 2)];
      console.log(`Lighthouse ${p.name}: rendimiento ${s.performance}, accesibilidad ${s.accessibility}${s.failing.length ? ` · por mejorar: ${s.failing.join(', ')}` : ''}`);
      benchRow({ bench: 'page', case: `Lighthouse ${p.name}`, metric: 'rendimiento', value: s.performance, target: `≥ ${SCORE_TARGET}`, ok: s.performance >= SCORE_TARGET });
      benchRow({ bench: 'page', case: `Lighthouse ${p.name}`, metric: 'accesibilidad', value: s.accessibility, target: `≥ ${SCORE_TARGET}`, ok: s.accessibility >= SCORE_TARGET });
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
