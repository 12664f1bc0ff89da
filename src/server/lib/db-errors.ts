// Recognises database refusals through Drizzle's wrapper (DrizzleQueryError keeps the driver's error as
// `cause`), for both node-postgres and PGlite, which report the same SQLSTATE codes.

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function driverErrors(error: unknown): DriverError[] {
  const found: DriverError[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    found.push(current as DriverError);
    current = (current as DriverError).cause;
  }
  return found;
}

/** A unique-index violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return driverErrors(error).some(
    (e) =>
      e.code === '23505' &&
      (constraint === undefined ||
        e.constraint === constraint ||
        (typeof e.message === 'string' && e.message.includes(constraint))),
  );
}

/** A foreign-key violation (23503): the row it points at is gone, e.g. deleted by a parallel request. */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverErrors(error).some((e) => e.code === '23503');
}
