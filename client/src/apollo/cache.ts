import { InMemoryCache } from '@apollo/client/cache';

/**
 * Apollo's cache: the shopper's orders, checkout quotes and the answers of mutations. The
 * catalogue and the stock of the products pages show are not kept in it (apollo/vars/catalogue.ts,
 * apollo/vars/stock.ts): they are read as they came, with no normalizing and no reading back.
 */
export const createCache = () => new InMemoryCache();
