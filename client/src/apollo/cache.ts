import { InMemoryCache } from '@apollo/client/cache';

/**
 * Apollo's cache: the shopper's orders, checkout quotes, the stock of the products pages show
 * and the answers of mutations. The catalogue is not kept in it (apollo/vars/catalogue.ts):
 * nothing the client asks for returns products or the catalogue otherwise. A product's stock
 * is one entry by its product id, whichever page's call brought it (apollo/vars/stock.ts).
 */
export const createCache = () => new InMemoryCache({ typePolicies: { ProductStock: { keyFields: ['productId'] } } });
