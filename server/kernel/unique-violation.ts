/**
 * The name of the unique constraint a database error broke, or null for any other error.
 * Drizzle wraps driver errors (DrizzleQueryError.cause); pg and PGlite both report SQLSTATE
 * 23505 with the constraint's name.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}

/** The name of the CHECK constraint a database error broke (SQLSTATE 23514), or null for any other error. */
export function violatedCheckConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23514') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
