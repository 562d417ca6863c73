interface PostgresError {
  code?: unknown;
  constraint?: unknown;
}

function postgresErrorOf(error: unknown): PostgresError | undefined {
  // Drizzle wraps driver errors in DrizzleQueryError; the PostgreSQL fields are on the cause.
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current !== 'object') return undefined;
    if ('code' in current && typeof current.code === 'string') return current as PostgresError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a unique violation (23505) broke, on PGlite and PostgreSQL; else undefined. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const pgError = postgresErrorOf(error);
  if (pgError?.code !== '23505') return undefined;
  return typeof pgError.constraint === 'string' ? pgError.constraint : '';
}

/** A log-safe description of a database error: never the query's parameters (hashes, tokens). */
export function describeDatabaseError(error: unknown): string | undefined {
  const pgError = postgresErrorOf(error);
  if (!pgError) return undefined;
  const message = (pgError as { message?: unknown }).message;
  return `${String(pgError.code)} ${typeof message === 'string' ? message : ''}`.trim();
}

/**
 * PostgreSQL refuses NUL characters in text (22021) and in jsonb (22P05) on both PGlite and
 * PostgreSQL. They can only come from client input, so they are the client's 400, not a 500.
 */
export function isNulCharacterError(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code === '22021' || code === '22P05';
}
