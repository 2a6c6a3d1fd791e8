declare module '@apollo/client' {
  interface DefaultContext {
    /** Failures of this operation are logged, never toasted (the catalogue load). */
    silent?: boolean;
    /** Set on the one retry after a silent refresh, so a second 401 signs out. */
    authRetried?: boolean;
  }
}

export {};
