import type { CodegenConfig } from '@graphql-codegen/cli';
import { readdirSync } from 'node:fs';

/**
 * One codegen config, fed by the one contract (schema.graphql): the client gets typed document
 * nodes for every operation in its .graphql files (the shop's and the admin console's apart), so Apollo's own useQuery/useMutation are
 * fully typed. The server needs no generated types: its inputs are class-validator DTOs.
 * Run `npm run codegen`; `npm run codegen:check` fails when the committed output is stale.
 */
const scalars = { DateTime: 'string' };

/**
 * The staff's documents (the admin console), kept apart so that a shopper's page never downloads
 * them: one output per admin feature (client/src/admin-gql/<feature>/), with the types its own
 * operations use, so that no generated module holds the whole console's.
 */
const ADMIN_DOCUMENTS = 'client/src/features/admin-*/**/*.graphql';
const ADMIN_FEATURES = readdirSync('client/src/features').filter((name) => name.startsWith('admin-'));
const adminDocuments = (feature: string) => `client/src/features/${feature}/**/*.graphql`;
/** Shopper documents an admin feature spreads: the admin's order page shows an order as the shopper sees it. */
const SHOPPER_FRAGMENTS_OF: Record<string, string[]> = {
  'admin-orders': ['client/src/features/orders/api/order-fields.graphql'],
};

const clientOutput = (documents: string[]) => ({
  documents,
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    scalars,
    enumsAsTypes: true,
    strictScalars: true,
    useTypeImports: true,
    avoidOptionals: { field: true, inputValue: false },
  },
});

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // The shop's pages: one module of typed documents, which comes with Apollo's chunk.
    'client/src/gql/': clientOutput(['client/src/**/*.graphql', `!${ADMIN_DOCUMENTS}`]),
    // The admin console's, which come with its chunk (the types of all are the schema's, alike).
    ...Object.fromEntries(ADMIN_FEATURES.map((f) => [`client/src/admin-gql/${f}/`, clientOutput([adminDocuments(f), ...(SHOPPER_FRAGMENTS_OF[f] ?? [])])])),
  },
};

export default config;
