export interface CurrentUser {
  id: string;
  email: string;
  sessionId: string;
}

/** Per-request values the middleware sets (Hono's typed context variables). */
export interface AppEnv {
  Variables: {
    requestId: string;
    user: CurrentUser | undefined;
    secureHeadersNonce?: string;
    /** A kept page's inline-script hashes, which take the nonce's place in its CSP. */
    scriptSources?: string[];
    /** Set by a POST that only answers a question: the page caches stay as they are. */
    changesNothing?: boolean;
  };
}
