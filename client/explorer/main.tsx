// The in-browser GraphQL explorer served at GET /graphql. Everything it needs (GraphiQL,
// Monaco and its workers) is bundled by Vite: nothing loads from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { buildSchema } from 'graphql';
import { createRoot } from 'react-dom/client';
import contract from '../../schema.graphql?raw';
import { exampleTabs } from './examples';

const fetcher = createGraphiQLFetcher({ url: `${location.origin}/graphql` });
// The schema comes from the contract the server serves, built in: the explorer needs no
// introspection, which is off in production.
const schema = buildSchema(contract);

createRoot(document.getElementById('explorer')!).render(
  <GraphiQL fetcher={fetcher} schema={schema} defaultTabs={exampleTabs} defaultEditorToolsVisibility />,
);
