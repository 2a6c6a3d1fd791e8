import { InMemoryCache } from '@apollo/client/cache';

/**
 * Apollo's cache: the shopper's orders, checkout quotes and the answers of mutations. The
 * catalogue is not kept in it (apollo/vars/catalogue.ts): nothing the client asks for returns
 * products or the catalogue otherwise.
 */
export const createCache = () => new InMemoryCache();
