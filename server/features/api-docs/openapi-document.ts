import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/api-error.js';
import type { RegisteredRoute } from './route-catalogue.js';
import { routeAccess, type Audience, type RouteAccess } from './route-access.js';
import { PLAIN_REPLIES, RATE_LIMITED, SERVICE_PARSED_REPLIES } from './route-replies.js';
import { featureOf, openApiPath, operationIdOf, pathParameterNames, summaryOf } from './route-names.js';
import { isZodSchema, toJsonSchema, type JsonSchema } from './zod-json-schema.js';

export const API_TITLE = 'Threadline API';

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema; description?: string }>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-audience': Audience;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, Record<string, string>> };
}

/** The error shape of every 4xx and 5xx (shared/api-error.ts); `errors` carries a CSV import's lines. */
const errorReplySchema = apiErrorSchema.extend({ errors: z.unknown().optional() });
const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

const STATUS_TEXT: Record<string, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content', 304: 'Not modified',
  400: 'The request is malformed or fails its schema (the message names the field)',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but not allowed (wrong kind of account, or not theirs)',
  404: 'Nothing found under that address, or not visible to this caller',
  413: 'The body is too large',
  429: 'Too many attempts; the Retry-After header says when to try again',
  default: 'Any other error (409 conflict with the current state, 422 against a rule of the data, 500, 503), in the same shape',
};

const SESSION: Array<Record<string, string[]>> = [{ session: [] }, { secureSession: [] }];

const AUDIENCE_TEXT: Record<Audience, string> = {
  public: 'Anyone; no session needed.',
  shopper: 'A signed-in account (session cookie); it acts on what is its own.',
  seller: 'A signed-in account with a shop (session cookie), about its own shop.',
  admin: 'A signed-in administrator (session cookie); audited.',
  signature: 'No session: the request carries its own proof (see its security scheme).',
};

const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: 'tl_session', description: 'The session cookie POST /api/login and POST /api/admin/login set, over plain http (local use).' },
  secureSession: { type: 'apiKey', in: 'cookie', name: '__Host-tl_session', description: 'The same session cookie over https.' },
  stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: "Stripe's signature of the exact body." },
  demoPaymentSignature: { type: 'apiKey', in: 'header', name: 'Demo-Signature', description: "The demo payment provider's signature (PAYMENTS_DEMO=true)." },
  uploadSignature: { type: 'apiKey', in: 'query', name: 'signature', description: 'The signed upload address POST /api/objects/upload hands out (with `expires` and `max`).' },
  unsubscribeCode: { type: 'apiKey', in: 'query', name: 'code', description: "The signed code of a mail's unsubscribe link." },
};

function securityOf(access: RouteAccess): Array<Record<string, string[]>> {
  if (access.audience === 'public') return [];
  if (access.audience === 'signature') return [{ [access.scheme!]: [] }];
  return SESSION;
}

function parametersOf(route: RegisteredRoute, definitions: Record<string, JsonSchema>): OpenApiOperation['parameters'] {
  const parameters: NonNullable<OpenApiOperation['parameters']> = [];
  const add = (part: unknown, location: 'path' | 'query' | 'header') => {
    if (!isZodSchema(part)) return;
    const json = toJsonSchema(part, 'input', definitions);
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: location, required: location === 'path' || required.has(name), schema });
    }
  };
  add(route.schema?.params, 'path');
  // A path parameter no schema declares (the wildcard of /objects/*) is still part of the address.
  for (const name of pathParameterNames(route.url)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name)) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  add(route.schema?.querystring, 'query');
  add(route.schema?.headers, 'header');
  return parameters.length ? parameters : undefined;
}

function responsesOf(route: RegisteredRoute, access: RouteAccess, hasBody: boolean, definitions: Record<string, JsonSchema>) {
  const key = `${route.method} ${route.url}`;
  const responses: OpenApiOperation['responses'] = {};
  const declared = (route.schema?.response ?? SERVICE_PARSED_REPLIES[key] ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(declared)) {
    if (!isZodSchema(schema)) continue;
    responses[status] = { description: STATUS_TEXT[status] ?? 'Reply', content: { 'application/json': { schema: toJsonSchema(schema, 'output', definitions) } } };
  }
  for (const reply of PLAIN_REPLIES[key] ?? []) {
    responses[reply.status] = reply.contentType
      ? { description: reply.description, content: { [reply.contentType]: { schema: { type: 'string' } } } }
      : { description: reply.description };
  }
  const error = (status: string) => (responses[status] ??= { description: STATUS_TEXT[status]!, content: { 'application/json': { schema: ERROR_REF } } });
  // Any route can be sent a malformed address or body (Fastify's own 400s answer in the same shape).
  error('400');
  if (access.audience === 'shopper' || access.audience === 'seller' || access.audience === 'admin') {
    error('401');
    error('403');
  }
  if (pathParameterNames(route.url).length > 0) error('404');
  if (hasBody) error('413');
  if (RATE_LIMITED.has(key)) error('429');
  error('default');
  return responses;
}

function operationOf(route: RegisteredRoute, access: RouteAccess, definitions: Record<string, JsonSchema>): OpenApiOperation {
  const body = route.schema?.body;
  const requestBody = isZodSchema(body)
    ? { required: !body.safeParse(undefined).success, content: { 'application/json': { schema: toJsonSchema(body, 'input', definitions) } } }
    : undefined;
  const operation: OpenApiOperation = {
    operationId: operationIdOf(route.method, route.url),
    summary: summaryOf(route.url),
    description: `Who: ${AUDIENCE_TEXT[access.audience]}${access.note ? ` ${access.note}` : ''}`,
    tags: [featureOf(route.url) ?? 'Other'],
    security: securityOf(access),
    responses: responsesOf(route, access, Boolean(requestBody), definitions),
    'x-audience': access.audience,
  };
  const parameters = parametersOf(route, definitions);
  if (parameters) operation.parameters = parameters;
  if (requestBody) operation.requestBody = requestBody;
  return operation;
}

/** Thrown when a route has no audience: describing it as public by default could hide a guard. */
export class UnclassifiedRouteError extends Error {}

/**
 * The OpenAPI 3.1 description of `routes`, generated from the zod schemas they declare. Every GET
 * also answers HEAD (no body), which the document does not repeat.
 */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], version: string): OpenApiDocument {
  const definitions: Record<string, JsonSchema> = { ApiError: toJsonSchema(errorReplySchema, 'output', {}) };
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const access = routeAccess(route.method, route.url);
    if (!access) throw new UnclassifiedRouteError(`No audience for ${route.method} ${route.url}: add it to route-access.ts`);
    const operation = operationOf(route, access, definitions);
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation;
    for (const tag of operation.tags) tags.add(tag);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: API_TITLE,
      version,
      description: 'The marketplace\'s HTTP API, generated from the schemas its routes validate with. '
        + 'Errors answer `{ "message": "..." }`. Money travels as decimal strings ("29.99"). Every GET also answers HEAD.',
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: { schemas: definitions, securitySchemes: SECURITY_SCHEMES },
  };
}
