import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:5000';

/** Preloads the display face: the hero heading is set in it, and late arrival makes the page jump. */
function preloadDisplayFont(): Plugin {
  return {
    name: 'threadline:preload-display-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find((file) =>
          /anton-latin-400-normal-[\w-]+\.woff2$/.test(file.fileName),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes .br and .gz beside every text asset of the client build, once, at the highest levels:
 * the server sends them as they are (@fastify/static preCompressed), so a visit downloads about a
 * third of the bytes and no request pays for compressing. Server builds (--ssr) are left alone.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  let skip = false;
  return {
    name: 'threadline:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      skip = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (skip) return;
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
      for (const file of walk(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss(), preloadDisplayFont(), precompressAssets()],
  resolve: {
    alias: {
      '@shared': fromRoot('./shared'),
      // The package's exports name only its development build, whose warnings cost a server render
      // about a sixth of its time; the production build beside it is the same API without them.
      'react-router': fromRoot('./node_modules/react-router/dist/production/index.mjs'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/objects': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // Keep the budget honest: the report lists every chunk with its gzip size.
    reportCompressedSize: true,
  },
});
