import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: path.resolve(rootDir, 'src/web'),
  publicDir: path.resolve(rootDir, 'src/web/public'),
  plugins: [react(), tailwindcss()],
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
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
