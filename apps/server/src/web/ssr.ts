import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebContext } from '@rentspace/core/web-context';
import type { AppEnv } from '../http/env.ts';

export interface WebHandler {
  assets: MiddlewareHandler<AppEnv>;
  render: (c: Context<AppEnv>, context: WebContext) => Promise<Response>;
}

/** Loads the React Router build: static files from build/client, pages rendered on the server. */
export async function loadWebHandler(buildDir: string): Promise<WebHandler> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) throw new Error(`The web build is missing (${serverEntry}); run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const clientDir = join(buildDir, 'client');
  return {
    assets: serveStatic({
      root: clientDir,
      onFound: (path, c) => {
        // Hashed file names never change: cache them for a year. Other files revalidate.
        const immutable = path.includes('/assets/');
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
    render: (c, context) => handle(c.req.raw, context as never),
  };
}
