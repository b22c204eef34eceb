import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedReply } from '../../kernel/reply-cache.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import type { PageRenderer } from './page-renderer.js';

const STATUS_HEADER = 'x-page-status';

/**
 * Answers a page address: public pages rendered on the server, private ones as the browser-rendered
 * shell marked noindex. A visitor without a session shares rendered pages through the catalogue's
 * visitor cache (cleared by the same catalogue writes as its JSON); a signed-in visitor's page never
 * is stored, for it may carry that visitor's data.
 */
export function createPageHandler(app: FastifyInstance, renderer: PageRenderer) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = request.url.split('?')[0] ?? '/';
    reply.type('text/html; charset=utf-8');
    if ((await renderer.kindOfPath(pathname)) === 'private') {
      return reply.header('cache-control', 'no-cache').send(await renderer.privateShell(pathname));
    }
    const load = async (): Promise<CachedReply> => {
      const page = await renderer.render(request);
      return { body: page.body, headers: { [STATUS_HEADER]: String(page.status) } };
    };
    // A cookie that names no live session is a visitor's: it would otherwise buy anyone a fresh
    // render per request. The lookup is by primary key, and only for requests that carry the cookie.
    const hasSession = (request.headers.cookie?.includes(SESSION_COOKIE) ?? false) && (await request.currentUser()) !== null;
    const page = hasSession ? await load() : await app.catalogCache.get(`page:${request.url}`, load);
    return reply
      .status(Number(page.headers[STATUS_HEADER]))
      // Shared caches must not keep a page rendered for a cookie; a visitor's page is re-checked each time.
      .header('cache-control', hasSession ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Cookie')
      .send(page.body);
  };
}
