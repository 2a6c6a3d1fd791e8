declare module '@apollo/client' {
  interface DefaultContext {
    /** Failures of this operation are logged, never toasted (the catalogue load). */
    silent?: boolean;
    /** A public read (catalogue, stock): sent by GET without the bearer token, so that the browser and any cache may keep its answer. */
    public?: boolean;
    /** Set on the one retry after a silent refresh, so a second 401 signs out. */
    authRetried?: boolean;
  }
}

export {};
