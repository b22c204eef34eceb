import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One method of one registered route, as Fastify was given it. */
export interface RegisteredRoute {
  method: HTTPMethods;
  /** Fastify's form, e.g. `/api/products/:id`. */
  url: string;
  schema: FastifySchema | undefined;
}

/** Every route of an app, recorded as Fastify registers it. */
export interface RouteCatalogue {
  routes(): readonly RegisteredRoute[];
  /** Called when a route is added after the document was built (so it can be built again). */
  onChange(listener: () => void): void;
}

/**
 * Records every route registered on `app` from now on, in any scope (onRoute hooks on the root see
 * the routes of every child scope). Register before the routes, or they are missed.
 */
export function catalogueRoutes(app: FastifyInstance): RouteCatalogue {
  const routes: RegisteredRoute[] = [];
  const listeners: Array<() => void> = [];
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) routes.push({ method: method.toUpperCase() as HTTPMethods, url: options.url, schema: options.schema });
    for (const listener of listeners) listener();
  });
  return {
    routes: () => routes,
    onChange: (listener) => void listeners.push(listener),
  };
}

/**
 * The routes a document describes: Fastify's automatic HEAD twin of each GET is left out (it answers
 * as the GET does, without a body), as is anything `internal` says.
 */
export function describedRoutes(catalogue: RouteCatalogue, internal: (route: RegisteredRoute) => boolean): RegisteredRoute[] {
  const all = catalogue.routes();
  const gets = new Set(all.filter((route) => route.method === 'GET').map((route) => route.url));
  const seen = new Set<string>();
  return all.filter((route) => {
    if (route.method === 'HEAD' && gets.has(route.url)) return false;
    if (internal(route)) return false;
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
