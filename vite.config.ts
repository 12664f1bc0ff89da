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
            { name: 'dialog', test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-guards)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]|components[\\/]ui[\\/]dialog/, priority: 40 },
            { name: 'popper', test: /node_modules[\\/](@radix-ui[\\/](react-(tooltip|popper|arrow|use-rect|use-size|rect))|@floating-ui)[\\/]|components[\\/]ui[\\/]tooltip/, priority: 40 },
            { name: 'slider', test: /node_modules[\\/]@radix-ui[\\/]react-(slider|collection|direction)[\\/]|components[\\/]ui[\\/]slider/, priority: 40 },
            { name: 'radix', test: /node_modules[\\/](radix-ui|@radix-ui[\\/]react-(primitive|context|compose-refs|presence|portal|dismissable-layer|focus-scope|use-[a-z-]+|id|visually-hidden|slot))[\\/]/, priority: 50 },
            // Small code two or more pages share: icons, queries, components, catalogs. Not zod (only the
            // forms' pages need it), nor the components built on Radix (so a page without one loads none
            // of Radix), nor the stores and the sync queue (their start-up work stays with the pages that
            // use them).
            {
              name: 'shared',
              test: /node_modules[\\/](lucide-react|@tanstack)[\\/]|src[\\/]web[\\/](components[\\/](?!ui[\\/](dialog|tooltip|select|slider|checkbox|label|field))|lib[\\/](sse|navigation|auth-errors|use-step-guard)\.ts|features[\\/][^\\/]+[\\/](api[\\/]get-|[a-z-]+-(labels|allowance)\.ts))|src[\\/]shared[\\/]((catalogs|plans|voices)\.ts|contract[\\/](continuation-rules|challenge-texts)\.ts)/,
              minShareCount: 2,
              priority: 20,
            },
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
