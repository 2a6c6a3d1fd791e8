// 10. GraphQL limits: how long the server takes to refuse each bomb of the audits (fragment
// fan-outs, alias and depth bombs, some named __schema to try armor's introspection bypass) and
// to answer the standard introspection query (graphql-js getIntrospectionQuery()) that API tools
// send, on a production build with introspection on, as in development. Target: every bomb
// refused in under 50 ms (its median and its worst of TRIES); the e2e suite checks that each is
// refused, the figure lives here.
import { getIntrospectionQuery } from 'graphql';
import { fmt, median, saveResults, startProductionServer, table } from './lib.mjs';

const TRIES = Number(process.env.BENCH_TRIES ?? 30);
const TARGET_MS = 50;

/** 23 fragments, each spreading the next twice: 2^22 copies of the last one's fields, in about 1.4 KB. */
const fanOut = (operation, type, fields) =>
  `${operation} ${Array.from({ length: 23 }, (_, i) => `fragment F${i} on ${type} { ${fields} ${i < 22 ? `...F${i + 1} ...F${i + 1}` : ''} }`).join(' ')}`;
const aliases = (n, field) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const deep = `catalogue { products { ${'a { '.repeat(7)}b${' }'.repeat(7)} } }`;

const BOMBS = [
  ['fragment fan-out', fanOut('{ catalogue { ...F0 } }', 'Catalogue', 'version')],
  ['fan-out inside __schema', fanOut('{ __schema { ...F0 } }', '__Schema', 'description')],
  ['fan-out in an operation named __schema', fanOut('query __schema { catalogue { ...F0 } }', 'Catalogue', 'version')],
  ['fan-out from a fragment named __schema', `{ ...__schema } fragment __schema on Query { catalogue { ...F0 } } ${fanOut('', 'Catalogue', 'version')}`],
  ['100 aliased __schema', aliases(100, '__schema { queryType { name } }')],
  ['depth bomb named __schema', `query __schema { ${deep} }`],
  ['introspection 21 levels deep', `{ __type(name: "Order") { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } }`],
];

async function timeOf(url, query, expectStatus) {
  const since = performance.now();
  const r = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  await r.arrayBuffer();
  if (r.status !== expectStatus) throw new Error(`expected ${expectStatus}, got ${r.status} for ${query.slice(0, 60)}…`);
  return performance.now() - since;
}

export async function run() {
  const server = await startProductionServer({ GRAPHQL_INTROSPECTION: 'true' });
  try {
    const rows = [];
    const measure = async (name, query, status) => {
      await timeOf(server.url, query, status); // warm-up
      const ms = [];
      for (let i = 0; i < TRIES; i++) ms.push(await timeOf(server.url, query, status));
      rows.push({ operation: name, answer: status, 'median ms': fmt(median(ms), 2), 'worst ms': fmt(Math.max(...ms), 2), target: status === 400 ? `< ${TARGET_MS}` : '' });
    };
    for (const [name, query] of BOMBS) await measure(name, query, 400);
    await measure('getIntrospectionQuery() (answered)', getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }), 200);
    table(`GraphQL limits: refusal times, ${TRIES} tries each (production build, introspection on)`, rows);
    saveResults('graphql-limits', { tries: TRIES, targetMs: TARGET_MS, rows });
  } finally {
    await server.stop();
  }
}
