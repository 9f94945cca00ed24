import type { WebContext } from '@rentspace/core/web-context';

declare module 'react-router' {
  // The server passes WebContext as React Router's load context (apps/server/src/web/ssr.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebContext {}
}

export {};
