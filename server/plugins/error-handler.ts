import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

// Zod's own wording ("Invalid input: expected string...") does not say which field; ours does.
const GENERIC_ZOD_MESSAGE = /^(Invalid (input|option|string|element|key|union|format)|Too (small|big)|Unrecognized key)/;

/** The first problem, in the schema's own words (the spec's texts), e.g. 'Invalid email address'. */
function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const issue = error.validation[0];
  if (!issue) return 'Invalid request';
  const message = issue.message ?? 'is invalid';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field && GENERIC_ZOD_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/** One place that turns every failure into `{ message }` with the right status (conventions.md). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/** The error handler itself; also answers Fastify's own errors raised before routing (frameworkErrors). */
export function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { message: error.message };
    if (error.details !== undefined) body.errors = error.details;
    return reply.status(error.statusCode).send(body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send({ message: describeValidation(error) });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'reply did not match its schema');
    return reply.status(500).send({ message: 'Something went wrong on our side' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ message: clientMessage(error, status) });
  }
  if (isServiceUnreachable(error)) {
    request.log.error({ err: error }, 'a backing service is unreachable');
    return reply.status(503).header('retry-after', '5').send({ message: 'The shop is briefly unavailable, please try again in a moment' });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ message: 'Something went wrong on our side' });
}

const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's own words for a lost connection: the server is shutting down or was told to end the
 * backend (57P01-57P03, e.g. a failover or pg_terminate_backend), or a connection exception (class 08).
 */
const CONNECTION_LOST_SQLSTATE = /^(57P0[123]|08[0-9A-Z]{3})$/;
const UNREACHABLE_MESSAGES = /^(Connection terminated|Connection is closed|Client has encountered a connection error|Reached the max retries per request limit)/;

/**
 * A failure to reach PostgreSQL, Redis or the bucket, however the client wrapped it (Drizzle puts
 * the driver's error in `cause`): an outage to wait out, not a fault in the request or in us.
 */
export function isServiceUnreachable(error: unknown): boolean {
  for (let depth = 0; error instanceof Error && depth < 5; depth++, error = error.cause) {
    const { code } = error as { code?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || CONNECTION_LOST_SQLSTATE.test(code))) return true;
    if (UNREACHABLE_MESSAGES.test(error.message)) return true;
  }
  return false;
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    // Fastify's own wording repeats the address back; ours does not.
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The address is too long';
    default:
      return status === 429 ? 'Too many requests, please try again later' : error.message;
  }
}
