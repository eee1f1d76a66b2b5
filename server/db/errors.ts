// Recognising database errors through drizzle's wrapping of node-postgres errors.

/** SQLSTATE 23505: a unique index refused the row (someone else got there first). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  // drizzle wraps driver errors; walk the cause chain.
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === "23505") return constraint === undefined || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}
