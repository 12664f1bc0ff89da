import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every built script and style beside it, compressed once
 * at their best here instead of on every request: the server sends them as they are. Brotli is
 * about a sixth smaller than gzip for our scripts.
 */
function precompressAssets(): Plugin {
  return {
    name: 'cuentos-magicos:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName) || !options.dir) continue;
        const file = path.join(options.dir, fileName);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        const br = zlib.brotliCompressSync(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** The npm package a module comes from ('@scope/name' or 'name'), or null for the app's own code. */
function packageOf(id: string): string | null {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = id.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The app file a module is, relative to the project and with '/' separators (null for a package). */
function appFileOf(id: string): string | null {
  if (packageOf(id)) return null;
  return path.relative(rootDir, id.split('?')[0]).split(path.sep).join('/');
}

/** A chunk group's test: modules of these packages (a name ending in '*' is every package it begins) or these files. */
function chunkTest({ packages = [], files = [] }: { packages?: readonly string[]; files?: readonly string[] }) {
  return (id: string) => {
    const name = packageOf(id);
    if (name) return packages.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p));
    return files.includes(appFileOf(id) ?? '');
  };
}

/** The dialog and what it alone pulls in (scroll lock, focus guards, aria-hidden). */
const DIALOG_PACKAGES = [
  '@radix-ui/react-dialog',
  '@radix-ui/react-focus-guards',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'aria-hidden',
  'get-nonce',
  'detect-node-es',
  'tslib',
];
const POPPER_PACKAGES = [
  '@radix-ui/react-tooltip',
  '@radix-ui/react-popper',
  '@radix-ui/react-arrow',
  '@radix-ui/react-use-rect',
  '@radix-ui/react-use-size',
  '@radix-ui/rect',
  '@floating-ui/*',
];
const SLIDER_PACKAGES = ['@radix-ui/react-slider', '@radix-ui/react-collection', '@radix-ui/react-direction'];
/** What every Radix component is built on. */
const RADIX_BASE_PACKAGES = [
  'radix-ui',
  '@radix-ui/react-primitive',
  '@radix-ui/react-context',
  '@radix-ui/react-compose-refs',
  '@radix-ui/react-presence',
  '@radix-ui/react-portal',
  '@radix-ui/react-dismissable-layer',
  '@radix-ui/react-focus-scope',
  '@radix-ui/react-id',
  '@radix-ui/react-visually-hidden',
  '@radix-ui/react-slot',
  '@radix-ui/react-use-*',
];
const ZOD_PACKAGES = ['zod', 'eventsource-parser'];
const ZOD_FILES = [
  'src/shared/zod.ts',
  'src/shared/contract/clean-text.ts',
  'src/shared/contract/generation-events.ts',
  'src/web/lib/event-stream.ts',
  'src/web/lib/use-streamed-generation.ts',
];
/** The components built on Radix stay with the pages that use them. */
const RADIX_COMPONENTS = ['dialog', 'tooltip', 'select', 'slider', 'checkbox', 'label', 'field'].map((c) => `src/web/components/ui/${c}.tsx`);
const SHARED_APP_FILES = [
  'src/web/lib/navigation.ts',
  'src/web/lib/auth-errors.ts',
  'src/web/lib/use-step-guard.ts',
  'src/web/lib/continuation-allowance.ts',
  'src/shared/catalogs.ts',
  'src/shared/plans.ts',
  'src/shared/voices.ts',
  'src/shared/contract/continuation-rules.ts',
  'src/shared/contract/challenge-texts.ts',
];

function isSharedModule(id: string): boolean {
  const name = packageOf(id);
  if (name) return name === 'lucide-react' || name.startsWith('@tanstack/');
  const file = appFileOf(id) ?? '';
  if (file.startsWith('src/web/components/')) return !RADIX_COMPONENTS.includes(file);
  if (file.startsWith('src/web/queries/')) return true;
  // A feature's read queries and its small label and allowance tables.
  if (/^src\/web\/features\/[^/]+\/(api\/get-[^/]+|[a-z-]+-(labels|allowance))\.ts$/.test(file)) return true;
  return SHARED_APP_FILES.includes(file);
}

export default defineConfig({
  root: path.resolve(rootDir, 'src/web'),
  publicDir: path.resolve(rootDir, 'src/web/public'),
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: {
    alias: {
      '@shared': path.resolve(rootDir, 'src/shared'),
      '@web': path.resolve(rootDir, 'src/web'),
    },
  },
  build: {
    outDir: path.resolve(rootDir, 'dist/web'),
    emptyOutDir: true,
    // The server sends a strict CSP later: keep every script and style in files, never inline.
    assetsInlineLimit: 0,
    sourcemap: false,
    // Every browser the page supports preloads modules natively: no polyfill in the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A phone fetches few files at once: rather than dozens of tiny shared chunks, a signed-in page
          // loads the first script, its own chunk and a handful of shared ones. What the first
          // script already holds stays in it.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 100 },
            { name: 'dialog', test: chunkTest({ packages: DIALOG_PACKAGES, files: ['src/web/components/ui/dialog.tsx'] }), priority: 40 },
            { name: 'popper', test: chunkTest({ packages: POPPER_PACKAGES, files: ['src/web/components/ui/tooltip.tsx'] }), priority: 40 },
            { name: 'slider', test: chunkTest({ packages: SLIDER_PACKAGES, files: ['src/web/components/ui/slider.tsx'] }), priority: 40 },
            { name: 'radix', test: chunkTest({ packages: RADIX_BASE_PACKAGES }), priority: 50 },
            // zod with its Spanish set-up, the text cleaner every form schema uses, and the streamed
            // generations that validate their events with it: one file for the pages with forms and the
            // three that stream, none on the landing page.
            { name: 'zod', test: chunkTest({ packages: ZOD_PACKAGES, files: ZOD_FILES }), priority: 40 },
            // Small code two or more pages share: icons, queries, components, catalogs. Not zod (only the
            // forms' pages need it), nor the components built on Radix (so a page without one loads none
            // of Radix), nor the stores and the sync queue (their start-up work stays with the pages that
            // use them).
            { name: 'shared', test: isSharedModule, minShareCount: 2, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
