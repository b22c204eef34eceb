import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectRoot } from '../../project-root.js';
import { createReplyValidator } from '../../test/openapi-replies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { isInternalRoute, registerApiDocs } from './api-docs.routes.js';
import type { OpenApiDocument } from './openapi-document.js';
import { routeAccess } from './route-access.js';
import { PLAIN_REPLIES, RATE_LIMITED, SERVICE_PARSED_REPLIES } from './route-replies.js';

/** Both optional payment providers on, so their webhooks are registered and described too. */
const WITH_EVERY_ROUTE = { PAYMENTS_DEMO: 'true', STRIPE_SECRET_KEY: 'sk_test_openapi', STRIPE_WEBHOOK_SECRET: 'whsec_openapi' };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The routes Fastify's router holds, read from its own printout (not from the onRoute records the
 * document is built from): `METHOD /fastify/path` for each. The tree prints each node as the rest
 * of its parent's path, four characters of indent per level.
 */
function routerRoutes(printout: string): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of printout.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = full;
    for (const method of match[3]?.split(', ') ?? []) routes.add(`${method} ${full}`);
  }
  return routes;
}

/** `METHOD /fastify/path` of each operation of a document. */
function documentedRoutes(document: OpenApiDocument): Set<string> {
  const routes = new Set<string>();
  for (const [template, operations] of Object.entries(document.paths)) {
    const url = template.replace(/\{path\}$/, '*').replace(/\{([^}]+)\}/g, ':$1');
    for (const method of Object.keys(operations)) routes.add(`${method.toUpperCase()} ${url}`);
  }
  return routes;
}

/** What the router serves that the document does not describe: HEAD twins of GETs and internal routes aside. */
function undocumented(registered: Set<string>, document: OpenApiDocument): string[] {
  const documented = documentedRoutes(document);
  return [...registered].filter((route) => {
    const [method, url] = route.split(' ') as [string, string];
    if (method === 'HEAD' && registered.has(`GET ${url}`)) return false;
    if (isInternalRoute({ method: method as 'GET', url, schema: undefined })) return false;
    return !documented.has(route);
  });
}

function pointerTarget(document: unknown, ref: string): unknown {
  return ref.slice(2).split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document);
}

function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

describe.each(TEST_DRIVERS)('the OpenAPI description on %s', (driver) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let registered: Set<string>;

  beforeAll(async () => {
    t = await createTestApp(driver, WITH_EVERY_ROUTE);
    const reply = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    document = reply.json();
    registered = routerRoutes(t.app.printRoutes());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is an OpenAPI 3.1 document: title, version, unique operation ids, resolvable references, listed tags', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Threadline API');
    expect(document.info.version).toBe(JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).version);
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.entries(byMethod));
    expect(operations.length).toBeGreaterThan(150);
    for (const [method] of operations) expect(METHODS).toContain(method);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      expect(pointerTarget(document, ref), `${ref} resolves`).toBeDefined();
    }
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const [, operation] of operations) {
      expect(operation.tags.every((tag) => tags.has(tag) && tag !== 'Other'), `${operation.operationId} ${operation.tags}`).toBe(true);
      expect(Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status)), `${operation.operationId} has a success reply`).toBe(true);
      for (const requirement of operation.security) {
        for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes).toHaveProperty(scheme);
      }
    }
  });

  it('describes every route the router serves, and only those', () => {
    expect(registered.size).toBeGreaterThan(150);
    expect(undocumented(registered, document)).toEqual([]);
    for (const route of documentedRoutes(document)) {
      const [method, url] = route.split(' ') as [string, string];
      expect(registered.has(route) && t.app.hasRoute({ method: method as 'GET', url }), `${route} is served`).toBe(true);
    }
    // The payment providers' webhooks are there when configured: the document follows the app.
    expect(document.paths['/api/payments/stripe/webhook']?.post?.security).toEqual([{ stripeSignature: [] }]);
  });

  it('the completeness check fails on a route the document leaves out', () => {
    const missing = structuredClone(document);
    delete missing.paths['/api/cart/{id}']!.patch;
    expect(undocumented(registered, missing)).toEqual(['PATCH /api/cart/:id']);
  });

  it('gives every route an audience, and each hand-kept table names routes that exist', () => {
    for (const route of registered) {
      const [method, url] = route.split(' ') as [string, string];
      if (method === 'HEAD' || isInternalRoute({ method: 'GET', url, schema: undefined })) continue;
      expect(routeAccess(method, url), `${route} has an audience`).not.toBeNull();
    }
    for (const route of [...Object.keys(PLAIN_REPLIES), ...Object.keys(SERVICE_PARSED_REPLIES), ...RATE_LIMITED]) {
      expect(registered.has(route), `${route} is a route`).toBe(true);
    }
  });

  it('declares auth and errors per operation', () => {
    const cart = document.paths['/api/cart/{id}']!.patch!;
    expect(cart.security).toEqual([{ session: [] }, { secureSession: [] }]);
    expect(Object.keys(cart.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '413', 'default']));
    expect(cart.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(cart.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object', required: ['quantity'] });
    const products = document.paths['/api/products']!.get!;
    expect(products.security).toEqual([]);
    expect(products.responses).not.toHaveProperty('401');
    expect(products.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['search', 'category', 'page']));
    expect(document.paths['/api/login']!.post!.responses).toHaveProperty('429');
    expect(document.paths['/api/admin/users']!.get!['x-audience']).toBe('admin');
    expect(document.paths['/api/seller/orders']!.get!['x-audience']).toBe('seller');
    expect(document.paths['/objects/{path}']!.get!.responses['200']!.content).toHaveProperty('image/webp');
    expect(document.paths['/api/cart/{id}']!.delete!.responses['204']).toEqual({ description: 'The line is gone' });
  });

  it('every schema in it compiles under JSON Schema 2020-12', () => {
    const validator = createReplyValidator(document);
    let compiled = 0;
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        const media = [...Object.values(operation.requestBody?.content ?? {}), ...Object.values(operation.responses).flatMap((reply) => Object.values(reply.content ?? {}))];
        for (const { schema } of media) expect(validator.compile(schema), operation.operationId).toBeTypeOf('function');
        for (const parameter of operation.parameters ?? []) expect(validator.compile(parameter.schema)).toBeTypeOf('function');
        compiled += media.length;
      }
    }
    expect(compiled).toBeGreaterThan(500);
    // A reply that breaks its schema is caught: a product list answered with a string.
    const check = validator.check('GET', '/api/products', { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '"no"', json: () => 'no' } as never);
    expect(check.problems).not.toEqual([]);
  });

  it('/api/docs is a readable page of the same document, with no script', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    const html = reply.body;
    expect(html).toContain('<title>Threadline API');
    expect(html).toMatch(/<article id="getProducts"><h3><span class="method get">GET<\/span> <code>\/api\/products<\/code>/);
    expect(html).toContain('<code>/api/admin/users/{id}</code>');
    expect(html).toContain('<h2>Cart</h2>');
    expect(html).not.toMatch(/<script|<link[^>]+http/);
  });
});

describe('the document follows the routes', () => {
  it('a route added after the document was built is described on the next read', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerApiDocs(app);
    app.get('/api/categories', { schema: { response: { 200: z.array(z.object({ id: z.number() })) } } }, async () => []);
    expect(Object.keys(app.openApiDocument().paths)).toEqual(['/api/openapi.json', '/api/docs', '/api/categories']);
    app.post('/api/cart', { schema: { body: z.object({ productId: z.number() }) } }, async () => ({}));
    expect(app.openApiDocument().paths['/api/cart']?.post?.requestBody?.required).toBe(true);
    await app.close();
  });
});
