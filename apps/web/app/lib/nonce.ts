import { createContext, useContext } from 'react';

/**
 * The request's CSP nonce, for the inline scripts the document carries. Only the server render has
 * one (entry.server.tsx provides it); it is not loader data, so it never reaches the page's data,
 * and a kept page (apps/server/src/web/page-cache.ts) can drop it for the scripts' hashes.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
