#!/usr/bin/env node
// Runs before `npm start` and `npm test` (npm's prestart / pretest) so that a fresh clone needs no
// other step: installs the npm dependencies when they are missing or older than package-lock.json,
// builds the page when its sources changed, and for tests makes sure Debian's chromium is there.
// Dependency-free on purpose: it runs before anything is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const forTests = process.argv.includes('--test');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ Falló: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

// 1. npm dependencies. `npm ci` installs exactly what package-lock.json records and never rewrites it,
// so `npm start` and `npm test` leave a checkout as clean as they found it. npm writes its own copy of
// the lockfile into node_modules after every install: when that copy differs from the committed one,
// node_modules is stale (a pull changed the dependencies) and is installed again.
const lockfile = path.join(root, 'package-lock.json');
const installedMarker = path.join(root, 'node_modules', '.package-lock.json');
function installedPackages(file) {
  try {
    // The installed copy lists only what this platform installed; other platforms' optional
    // packages are in the committed lockfile alone.
    return JSON.parse(fs.readFileSync(file, 'utf8')).packages ?? {};
  } catch {
    return null;
  }
}
function isStale() {
  const installed = installedPackages(installedMarker);
  const wanted = installedPackages(lockfile);
  if (!installed || !wanted) return true;
  for (const [name, entry] of Object.entries(installed)) {
    if (wanted[name]?.version !== entry.version) return true;
  }
  for (const [name, entry] of Object.entries(wanted)) {
    if (name === '' || entry.optional) continue;
    if (!installed[name]) return true;
  }
  return false;
}
if (isStale()) {
  console.log('Instalando dependencias (npm ci)...');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

// 2. the page, rebuilt only when what it is built from changed
function hashTree(hash, target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) {
      if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
      hashTree(hash, path.join(target, name));
    }
  } else {
    hash.update(path.relative(root, target)).update(fs.readFileSync(target));
  }
}
const hash = crypto.createHash('sha256');
for (const p of ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json']) hashTree(hash, path.join(root, p));
const sourceHash = hash.digest('hex');
const builtHashFile = path.join(root, 'dist', 'web', '.build-hash');
const builtHash = fs.existsSync(builtHashFile) ? fs.readFileSync(builtHashFile, 'utf8').trim() : '';
if (builtHash !== sourceHash || !fs.existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
  console.log('Construyendo la página...');
  run(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
  fs.writeFileSync(builtHashFile, sourceHash);
}

// 3. the browser the journeys run in
if (forTests) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    let hasApt = false;
    try {
      execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
      hasApt = true;
    } catch {
      hasApt = false;
    }
    if (isRoot && hasApt) {
      console.log('Instalando chromium de Debian para las pruebas del navegador...');
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } else {
      console.error('Las pruebas del navegador necesitan Chromium de Debian. Instálalo con:\n\n  sudo apt-get install -y chromium\n');
      process.exit(1);
    }
  }
}
