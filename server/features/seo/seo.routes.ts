import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.js';
import { robotsTxt } from './robots.js';
import type { Sitemap } from './sitemap.js';

export interface SeoRoutesOptions {
  sitemap: Sitemap;
  /** Where the sitemap's addresses point (env.ts linkOriginOf). */
  origin: string;
}

const XML = 'application/xml; charset=utf-8';
// Short: crawlers and caches in front of us come back soon after a write; the server's own copy is cleared at once.
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
const xmlReply = z.string().describe('XML (sitemaps.org 0.9)');

/** GET /robots.txt, /sitemap.xml and /sitemaps/<n>.xml (issue 27): registered routes, never the client app's fallback. */
export async function seoRoutes(parent: FastifyInstance, options: SeoRoutesOptions): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { sitemap } = options;
  const robots = robotsTxt(options.origin);

  app.get('/robots.txt', { schema: { response: { 200: z.string().describe('robots.txt') } } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));

  app.get('/sitemap.xml', { schema: { response: { 200: xmlReply } } }, async (_request, reply) =>
    reply.type(XML).header('cache-control', SITEMAP_CACHE_CONTROL).send(await sitemap.index()));

  app.get('/sitemaps/:file', {
    schema: { params: z.object({ file: z.string().max(20) }), response: { 200: xmlReply } },
  }, async (request, reply) => {
    const number = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
    const xml = number ? await sitemap.file(Number(number)) : null;
    if (xml === null) throw notFound('Sitemap file');
    return reply.type(XML).header('cache-control', SITEMAP_CACHE_CONTROL).send(xml);
  });
}
