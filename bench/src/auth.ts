import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Bench } from './types.ts';
import { startServer } from './server.ts';
import { load } from './load.ts';

/** Token endpoint throughput: password sign-ins (argon2id-bound) and session look-ups. */
export const run: Bench = async (context) => {
  const dataDir = mkdtempSync(join(context.workDir, 'auth-'));
  const server = await startServer({
    port: 3492,
    env: {
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      RATE_LIMIT_SIGNIN_PER_5_MIN: '100000000',
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
    },
  });
  try {
    const email = 'bench@example.test';
    const password = 'bench-password-123';
    const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
    // A sign-up answers without a session: the new account then signs in.
    await fetch(`${server.url}/auth/v1/signup`, {
      ...json,
      body: JSON.stringify({ email, password }),
    });
    const signedIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      ...json,
      body: JSON.stringify({ email, password }),
    });
    const session = (await signedIn.json()) as { access_token: string };
    const duration = context.quick ? 3 : 15;
    // Each after a second of warm-up, so a short run does not count the JIT compiling the handlers.
    const signIn = await load(
      {
        url: `${server.url}/auth/v1/token?grant_type=password`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
        connections: 10,
        duration,
      },
      1,
    );
    const user = await load(
      {
        url: `${server.url}/auth/v1/user`,
        headers: { authorization: `Bearer ${session.access_token}` },
        connections: 50,
        duration,
      },
      1,
    );
    if (signIn.non2xx > 0 || user.non2xx > 0)
      throw new Error(`auth bench saw errors: ${signIn.non2xx} / ${user.non2xx}`);
    return [
      {
        name: 'POST /auth/v1/token?grant_type=password throughput (10 connections, PGlite)',
        value: signIn.requestsPerSecond,
        unit: 'req/s',
        note: `p99 ${signIn.p99} ms; argon2id m=19456 t=2 per request`,
      },
      {
        name: 'GET /auth/v1/user throughput (50 connections, PGlite)',
        value: user.requestsPerSecond,
        unit: 'req/s',
        note: `p99 ${user.p99} ms`,
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
