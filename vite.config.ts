import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  root: fromRoot('./client'),
  publicDir: fromRoot('./client/public'),
  plugins: [react(), tailwindcss(), preloadDisplayFont()],
  resolve: {
    alias: { '@shared': fromRoot('./shared') },
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
