import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen config, fed by the one contract (schema.graphql): the client gets typed document
 * nodes for every operation in its .graphql files (the shop's and the admin console's apart), so Apollo's own useQuery/useMutation are
 * fully typed. The server needs no generated types: its inputs are class-validator DTOs.
 * Run `npm run codegen`; `npm run codegen:check` fails when the committed output is stale.
 */
const scalars = { DateTime: 'string' };

/** The staff's documents (the admin console): their own output, so that a shopper's page never downloads them. */
const ADMIN_DOCUMENTS = 'client/src/features/admin-*/**/*.graphql';
/** An order as the shopper sees it, which the admin's order page shows too. */
const ORDER_FIELDS = 'client/src/features/orders/api/order-fields.graphql';

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
    // The admin console's, which comes with its chunk (the types of both are the schema's, alike).
    'client/src/admin-gql/': clientOutput([ADMIN_DOCUMENTS, ORDER_FIELDS]),
  },
};

export default config;
