/**
 * Server-rendered public pages (issue 27): imports the client's server bundle (dist/ssr) once,
 * answers the pages' reads in-process with app.inject (GET only, with the visitor's cookie, so a
 * signed-in visitor's page carries their data and nobody else's), and assembles the document.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageMeta } from '../../../shared/page-meta.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { renderHead } from '../seo/page-head.js';
import { liftHoistables, pageDocument, parseTemplate, type PageTemplate } from './page-document.js';

/** What dist/ssr/entry-server.js exports (client/src/entry-server.tsx); typed here, the server does not compile the client. */
interface ServerEntry {
  render(url: string, options: { fetch: (input: string, init: RequestInit) => Promise<Response> }): Promise<{
    status: 200 | 404;
    html: string;
    state: string;
    meta: PageMeta;
  }>;
  kindOfPath(pathname: string): 'page' | 'private';
  warmUp(): Promise<void>;
  STATE_ELEMENT_ID: string;
}

export interface RenderedPage {
  status: number;
  body: string;
}

export interface PageRenderer {
  /** 'page' for a public page the server renders, 'private' for one the browser does. */
  kindOfPath(pathname: string): Promise<'page' | 'private'>;
  render(request: FastifyRequest): Promise<RenderedPage>;
  /** The browser-rendered shell for a private page: not to be indexed. */
  privateShell(pathname: string): Promise<string>;
}

export function ssrEntryPath(clientDir: string): string {
  return path.join(clientDir, '..', 'ssr', 'entry-server.js');
}

/** Null without both builds (API tests, `npm run dev`): the plain shell is served as before. */
export function createPageRenderer(app: FastifyInstance, options: { clientDir: string; origin: string }): PageRenderer | null {
  const entryFile = ssrEntryPath(options.clientDir);
  const indexFile = path.join(options.clientDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(indexFile)) return null;

  let loaded: Promise<{ entry: ServerEntry; template: PageTemplate }> | undefined;
  const load = () => {
    loaded ??= (async () => {
      const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
      await entry.warmUp();
      return { entry, template: parseTemplate(readFileSync(indexFile, 'utf8')) };
    })();
    return loaded;
  };

  const inProcessFetch = (request: FastifyRequest) => async (input: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`A page may only read while it renders, not ${init.method} ${input}`);
    const cookie = request.headers.cookie;
    // Without a session cookie nobody is signed in: the answer the route would give, without asking it.
    if (input === '/api/user/me' && !cookie?.includes(SESSION_COOKIE)) return new Response('{"message":"Not signed in"}', { status: 401 });
    const reply = await app.inject({
      method: 'GET',
      url: input,
      remoteAddress: request.ip,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined && name !== 'set-cookie') headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.payload, { status: reply.statusCode, headers });
  };

  return {
    async kindOfPath(pathname) {
      return (await load()).entry.kindOfPath(pathname);
    },
    async render(request) {
      const { entry, template } = await load();
      const page = await entry.render(request.url, { fetch: inProcessFetch(request) });
      const hoisted = liftHoistables(page.html);
      const head = `${renderHead(page.meta, { origin: options.origin })}${hoisted.head}`;
      const body = pageDocument(template, { head, html: hoisted.html, state: { id: entry.STATE_ELEMENT_ID, json: page.state } });
      return { status: page.status, body };
    },
    async privateShell(pathname) {
      const { template } = await load();
      const head = renderHead({ kind: 'private', path: pathname, title: privateTitleOf(pathname) }, { origin: options.origin });
      return pageDocument(template, { head, html: '' });
    },
  };
}

/** The tab's title until the page sets its own. */
function privateTitleOf(pathname: string): string {
  const section = pathname.split('/')[1] ?? '';
  if (section === 'login' || section.startsWith('admin')) return 'Sign in';
  if (section === 'register') return 'Create an account';
  if (section === 'checkout') return 'Checkout';
  if (section.startsWith('seller')) return 'Seller dashboard';
  return 'Your account';
}
