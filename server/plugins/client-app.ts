import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

const API_PREFIXES = ['/api/', '/objects/'];
const NO_REFERRER_PAGES = new Set(['/reset-password', '/verify-email', '/confirm-email']);

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other
 * page route (the client router shows its own 404). API paths never get the web page.
 */
export async function registerClientApp(
  app: FastifyInstance,
  options: { clientDir: string; /** Server-rendered pages (issue 27), when built; else the shell. */ servePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> },
): Promise<void> {
  const indexFile = path.join(options.clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      // Looks files up per request, so a rebuild is served without a restart.
      wildcard: true,
      // "/" is a page like any other: the handler below renders it (or sends index.html).
      index: false,
      // The build writes .br and .gz copies (vite.config.ts): sent to browsers that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const servePageOrShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api';
    // A tab opened before a redeploy asks for old chunks: a 404 lets it reload, the web page would not.
    const isAsset = pathname.startsWith('/assets/');
    if (!isApi && !isAsset && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      // The reset page's address carries a token: no link or image on it may pass that address on.
      if (NO_REFERRER_PAGES.has(pathname)) reply.header('referrer-policy', 'no-referrer');
      if (options.servePage) {
        try {
          return await options.servePage(request, reply);
        } catch (error) {
          // The browser can still render the page: a visitor gets the shell rather than an error.
          request.log.error({ err: error, url: request.url }, 'server render failed; serving the shell');
        }
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ message: `No route ${request.method} ${pathname}` });
  };
  app.setNotFoundHandler(servePageOrShell);
  // The static files' wildcard would answer "/" with its directory (403): the home page is a page.
  if (hasClient) app.get('/', servePageOrShell);
}
