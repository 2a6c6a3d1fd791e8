/**
 * Column types that differ between the two databases. The database is chosen once per
 * process by DATABASE_URL, before any entity module is loaded.
 */
const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

export const TIMESTAMP = postgres ? 'timestamptz' : 'datetime';
