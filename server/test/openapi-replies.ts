import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, OpenApiOperation } from '../features/api-docs/openapi-document.js';

/** One reply checked against the document: what was called, and what did not match (empty: it matched). */
export interface ReplyCheck {
  operation: string;
  status: number;
  problems: string[];
}

/**
 * Checks real replies of the API against its OpenAPI document: the operation of the method and
 * path, the reply of its status (an undocumented error status takes `default`), the content type,
 * and a JSON body against the schema with Ajv's 2020-12 draft (the dialect of OpenAPI 3.1).
 */
export function createReplyValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The schema's $refs point into the document's components: resolve them through the document added above.
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')) as object;
      validate = ajv.compile(rebased);
      compiled.set(schema, validate);
    }
    return validate;
  };

  const templates = Object.entries(document.paths).map(([template, operations]) => ({
    pattern: new RegExp(`^${template.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{path\}$/, '.+').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    template,
    operations,
  }));
  const operationOf = (method: string, pathname: string): { name: string; operation: OpenApiOperation } | null => {
    // A literal path (/api/seller/stats/daily) is preferred to a template that also matches it.
    const matches = templates.filter((entry) => entry.pattern.test(pathname) && entry.operations[method.toLowerCase()]);
    matches.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
    const match = matches[0];
    return match ? { name: `${method.toUpperCase()} ${match.template}`, operation: match.operations[method.toLowerCase()]! } : null;
  };

  return {
    /** Compiles a schema of the document (throws on one Ajv cannot compile). */
    compile: (schema: object) => validatorOf(schema),
    check(method: string, url: string, response: LightMyRequestResponse): ReplyCheck {
      const pathname = new URL(url, 'http://localhost').pathname;
      const found = operationOf(method, pathname);
      if (!found) {
        // An address no route serves: the not-found handler's 404, in the error shape.
        const validate = validatorOf(document.components.schemas.ApiError!);
        const problems = response.statusCode !== 404 ? ['no operation in the document'] : validate(response.json()) ? [] : ['a 404 not in the error shape'];
        return { operation: `${method} ${pathname}`, status: response.statusCode, problems };
      }
      const { statusCode } = response;
      const reply = found.operation.responses[String(statusCode)] ?? (statusCode >= 400 ? found.operation.responses.default : undefined);
      const problems: string[] = [];
      if (!reply) problems.push(`status ${statusCode} is not documented`);
      else if (!reply.content) {
        if (response.body.length > 0) problems.push(`documented without a body, answered ${response.body.slice(0, 80)}`);
      } else {
        const [type, media] = Object.entries(reply.content)[0]!;
        const contentType = String(response.headers['content-type'] ?? '');
        if (!contentType.startsWith(type)) problems.push(`content type ${contentType}, documented ${type}`);
        else if (type === 'application/json') {
          const validate = validatorOf(media.schema);
          if (!validate(response.json())) problems.push(...(validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`));
        }
      }
      return { operation: found.name, status: statusCode, problems };
    },
  };
}

export type ReplyValidator = ReturnType<typeof createReplyValidator>;

/**
 * Switches reply checking on for `app`: every `app.inject(options)` reply (the promise form the
 * tests use) is checked against the app's own document, recorded, and a mismatch throws with the
 * operation and what did not match.
 */
export function checkRepliesOf(app: FastifyInstance): ReplyCheck[] {
  const checks: ReplyCheck[] = [];
  let validator: ReplyValidator | null = null;
  const inject = app.inject.bind(app);
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const { method = 'GET', url } = typeof options === 'string' ? { url: options } : options;
    const path = typeof url === 'string' ? url : url?.pathname ?? '/';
    if (method === 'HEAD' || path === '/api/openapi.json') return response;
    validator ??= createReplyValidator(app.openApiDocument());
    const check = validator.check(method, path, response);
    checks.push(check);
    if (check.problems.length) throw new Error(`Reply of ${check.operation} (${check.status}) does not match the OpenAPI document:\n${check.problems.join('\n')}`);
    return response;
  };
  app.inject = ((options?: InjectOptions | string) => (options === undefined ? inject() : checked(options))) as typeof app.inject;
  return checks;
}
