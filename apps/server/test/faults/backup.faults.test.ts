import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace } from '@rentspace/db/factories';
import { startSystem, type System } from '../system/instances.ts';
import { book, request, signUpAt } from '../system/api-client.ts';

function postgresBin(name: string): string {
  const base = '/usr/lib/postgresql';
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0]!;
  return join(base, version, 'bin', name);
}

/** docs/operations.md's backup procedure, run for real: dump, restore into a new database, run on it. */
describe('backup and restore', () => {
  let system: System;
  let scratch: string;
  beforeAll(async () => {
    system = await startSystem({ pgPort: 55614 });
    scratch = mkdtempSync(join(tmpdir(), 'rentspace-backup-'));
  }, 240_000);
  afterAll(async () => {
    await system?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it(
    'restores a dump into a new database on which the product runs with all its data',
    { timeout: 240_000 },
    async () => {
      const app = await system.startInstance(3641);
      const email = `backup-${Date.now()}@example.test`;
      const guest = await signUpAt(app.url, email);
      const host = await signUpAt(app.url, `host-${Date.now()}@example.test`);
      const space = await createSpace(system.db, {
        user_id: host.userId,
        is_published: true,
        time_zone: 'UTC',
        currency: 'USD',
        hourly_price: 4200,
        title: 'Backed-up loft',
      });
      const start = new Date();
      start.setUTCHours(11, 0, 0, 0);
      start.setUTCDate(start.getUTCDate() + 4);
      const booked = await book(app.url, guest.token, space, start, 2);
      expect(booked.stage === 'pay' && booked.succeeded).toBe(true);

      // pg_dump in PostgreSQL's custom format, then pg_restore into a brand-new database.
      const dump = join(scratch, 'rentspace.dump');
      execFileSync(postgresBin('pg_dump'), [
        '--format=custom',
        `--file=${dump}`,
        system.databaseUrl,
      ]);
      const admin = postgres(system.cluster.url, { max: 1, onnotice: () => {} });
      await admin.unsafe('create database rentspace_restored');
      await admin.end();
      const restoredUrl = new URL(system.databaseUrl);
      restoredUrl.pathname = '/rentspace_restored';
      execFileSync(postgresBin('pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, dump]);

      const restored = await system.startInstance(3642, { DATABASE_URL: restoredUrl.toString() });
      const signIn = await request(restored.url, 'POST', '/auth/v1/token?grant_type=password', {
        body: { email, password: 'a-good-long-password' },
      });
      expect(signIn.status).toBe(200);
      const bookings = await request(restored.url, 'GET', '/rest/v1/bookings', {
        token: signIn.json.access_token,
      });
      expect(bookings.json.data).toEqual([
        expect.objectContaining({ id: booked.bookingId, status: 'confirmed', total_price: 9240 }),
      ]);
      expect((await request(restored.url, 'GET', `/rest/v1/spaces/${space.id}`)).json.title).toBe(
        'Backed-up loft',
      );
      // The restored database still refuses a double booking: constraints and triggers came along.
      const again = await book(restored.url, signIn.json.access_token, space, start, 1);
      expect(again).toMatchObject({ stage: 'hold', status: 409 });
    },
  );
});
