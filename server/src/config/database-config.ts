import { isAbsolute, resolve } from 'node:path';
import { REPO_ROOT } from './repo-root.js';

export type DatabaseConfig =
  | { type: 'sqlite'; path: string }
  | { type: 'postgres'; url: string; schema: string | null };

/** DATABASE_URL: sqlite:<path> (relative to the repository) or postgres://...[?schema=name]. */
export function parseDatabaseUrl(raw: string, problems: string[]): DatabaseConfig {
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) problems.push('DATABASE_URL sqlite:<path> needs a path');
    return { type: 'sqlite', path: file === ':memory:' ? file : isAbsolute(file) ? file : resolve(REPO_ROOT, file) };
  }
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      const url = new URL(raw);
      const schema = url.searchParams.get('schema');
      if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) problems.push('DATABASE_URL ?schema= must be a plain lower-case identifier');
      url.searchParams.delete('schema');
      return { type: 'postgres', url: url.toString(), schema };
    } catch {
      problems.push('DATABASE_URL is not a valid postgres:// URL');
      return { type: 'postgres', url: raw, schema: null };
    }
  }
  problems.push(`DATABASE_URL must be sqlite:<path> or postgres://... (got "${raw}")`);
  return { type: 'sqlite', path: '' };
}
