import { InMemoryCache } from '@apollo/client/cache';

export const createCache = () =>
  new InMemoryCache({
    typePolicies: {
      // One catalogue per shop: a singleton, refreshed whole when its version changes.
      Catalogue: { keyFields: [] },
    },
  });
