import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen config, fed by the one contract (schema.graphql): the client gets typed document
 * nodes for every operation in its .graphql files, so Apollo's own useQuery/useMutation are
 * fully typed. The server needs no generated types: its inputs are class-validator DTOs.
 * Run `npm run codegen`; `npm run codegen:check` fails when the committed output is stale.
 */
const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars,
        enumsAsTypes: true,
        strictScalars: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false },
      },
    },
  },
};

export default config;
