import { CatalogueDocument, SubscribeNewsletterDocument } from '../gql/graphql';
import { apolloClient } from './client';

/** The requests the client sends, answered with `data`. */
function recordRequests(data: object) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return sent;
}

describe("the client's HTTP requests carry the operation and nothing for Apollo's metrics", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('a public read goes by GET with its operation name, query and variables only', async () => {
    const sent = recordRequests({ catalogue: null });
    await apolloClient.query({ query: CatalogueDocument, fetchPolicy: 'no-cache', context: { public: true, silent: true } }).catch(() => undefined);
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0].url, 'http://shop.test');
    expect(sent[0].init.method).toBe('GET');
    expect([url.pathname, [...url.searchParams.keys()].sort()]).toEqual(['/graphql', ['operationName', 'query', 'variables']]);
    expect(url.searchParams.get('operationName')).toBe('Catalogue');
  });

  it('a mutation goes by POST with no `extensions` in its body', async () => {
    const sent = recordRequests({ subscribeNewsletter: { __typename: 'NewsletterResult', success: true, message: 'ok' } });
    await apolloClient.mutate({ mutation: SubscribeNewsletterDocument, variables: { email: 'asha@example.in' }, context: { silent: true } }).catch(() => undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0].init.method).toBe('POST');
    const body = JSON.parse(String(sent[0].init.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
  });
});
