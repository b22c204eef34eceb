/** The one error type services throw; the error handler maps its kind to a status. */
export const ERROR_STATUS = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  /** Well-formed, but refused by a rule about the data it names (promotions: another shop's product, a used-up code). */
  unprocessable: 422,
  rate_limited: 429,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly details?: unknown;

  constructor(kind: ErrorKind, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.details = details;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.kind];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do that') => new AppError('forbidden', message);
export const unauthorized = (message = 'Please sign in') => new AppError('unauthorized', message);
export const invalidData = (message: string, details?: unknown) => new AppError('invalid_data', message, details);
export const conflict = (message: string) => new AppError('conflict', message);
export const unprocessable = (message: string) => new AppError('unprocessable', message);
