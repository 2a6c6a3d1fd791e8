import { GRAPHQL_PATH } from './paths';

/**
 * Settings the client reads at start. Everything is same-origin in production (the Nest
 * server serves the built client), and Vite proxies the same paths in development.
 */
export const env = {
  graphqlUrl: GRAPHQL_PATH,
  /** The website identifier sent with sign-in and registration (the server's default). */
  websiteId: 'squ-fashion-web',
} as const;
