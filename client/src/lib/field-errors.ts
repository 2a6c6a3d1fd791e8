import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server answers BAD_USER_INPUT (and some CONFLICTs) with `extensions.errors`, a list of
 * `{ field, message }`. This turns them into one message per field (the first for each),
 * renaming the server's field names (e.g. `address.postalCode`) to the form's own.
 */
export function fieldErrors(error: unknown, rename: Record<string, string> = {}): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const out: Record<string, string> = {};
  for (const e of error.errors) {
    const list = (e.extensions as { errors?: unknown } | undefined)?.errors;
    if (!Array.isArray(list)) continue;
    for (const item of list as { field?: unknown; message?: unknown }[]) {
      if (typeof item?.field !== 'string' || typeof item.message !== 'string') continue;
      const field = rename[item.field] ?? item.field;
      out[field] ??= item.message;
    }
  }
  return out;
}
