/** What an API key may do: read or change orders, read or change stock. */
export const API_SCOPES = ['orders:read', 'orders:write', 'stock:read', 'stock:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];
