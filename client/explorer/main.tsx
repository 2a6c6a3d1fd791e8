// The in-browser GraphQL explorer served at GET /graphql. Everything it needs (GraphiQL,
// Monaco and its workers) is bundled by Vite: nothing loads from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createRoot } from 'react-dom/client';
import { exampleTabs } from './examples';

const fetcher = createGraphiQLFetcher({ url: `${location.origin}/graphql` });

createRoot(document.getElementById('explorer')!).render(
  <GraphiQL fetcher={fetcher} defaultTabs={exampleTabs} defaultEditorToolsVisibility />,
);
