import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { cachePublicly } from '../../plugins/cache-policy.js';
import { projectRoot } from '../../project-root.js';
import { renderDocsPage } from './docs-page.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';
import { catalogueRoutes, describedRoutes, type RegisteredRoute } from './route-catalogue.js';

/**
 * Left out of the description: the built web app's files (`/*` of @fastify/static when a client is
 * built, and Fastify's HEAD twin of it) are pages and assets for browsers, not calls of the API.
 */
export function isInternalRoute(route: RegisteredRoute): boolean {
  return route.url === '/*';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI description of every route registered so far (built once, again after a route is added). */
    openApiDocument(): OpenApiDocument;
  }
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * GET /api/openapi.json and GET /api/docs. Call before any route is registered: from then on every
 * route, in whichever scope, is recorded for the document.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const catalogue = catalogueRoutes(app);
  let document: OpenApiDocument | null = null;
  let page: string | null = null;
  catalogue.onChange(() => {
    document = null;
    page = null;
  });
  const openApiDocument = () => (document ??= buildOpenApiDocument(describedRoutes(catalogue, isInternalRoute), packageVersion()));
  app.decorate('openApiDocument', openApiDocument);

  // The document is the same for everyone: a CDN may keep it as briefly as the catalogue.
  app.get('/api/openapi.json', { schema: { response: { 200: z.looseObject({ openapi: z.string() }) } } }, async (_request, reply) => {
    cachePublicly(reply);
    return openApiDocument();
  });

  app.get('/api/docs', async (_request, reply) => {
    cachePublicly(reply);
    return reply.type('text/html; charset=utf-8').send(page ??= renderDocsPage(openApiDocument()));
  });
}
