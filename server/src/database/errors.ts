/** Errors of the database that mean something about the input, whichever database raised them. */
const codeOf = (e: unknown): string | undefined => {
  const err = e as { code?: string; driverError?: { code?: string } };
  return err?.driverError?.code ?? err?.code;
};

/** A unique index refused the row: someone else got there first. */
export const isUniqueViolation = (e: unknown): boolean =>
  ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(codeOf(e) ?? '');

/** PostgreSQL refused the text itself: a NUL character, an unencodable byte, or longer than its column. */
export const isUnstorableText = (e: unknown): boolean => ['22021', '22P05', '22001'].includes(codeOf(e) ?? '');

/** PostgreSQL gave up waiting for a row another transaction holds (its lock_timeout): busy, not broken. */
export const isLockTimeout = (e: unknown): boolean => codeOf(e) === '55P03';
