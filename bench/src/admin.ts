import postgres from 'postgres';
import type { Bench, Figure } from './types.ts';
import { startServer } from './server.ts';
import { load } from './load.ts';
import { freshDatabase } from './databases.ts';

/**
 * Bulk bookings for the statistics benchmark: triggers are off while loading (session_replication_role),
 * then the monthly rollup is computed once, exactly as the migration that introduced it does.
 */
async function fillBookings(url: string, count: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const spacesCount = Math.max(10, Math.ceil(count / 1000));
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`insert into users (id, email, encrypted_password) values ('00000000-0000-4000-8000-000000000001', 'bench-host@example.test', 'x')`;
      await tx`
        insert into spaces (id, user_id, title, description, type, hourly_price, currency, location, country, is_published)
        select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, '00000000-0000-4000-8000-000000000001',
               'Bench space ' || i, 'A space', 'studio', 5000, (array['USD','EUR','JPY'])[1 + i % 3]::currency, 'Bench City', 'United States', true
        from generate_series(1, ${spacesCount}) as i`;
      await tx`
        insert into bookings (user_id, space_id, start_time, end_time, subtotal, platform_fee_amount, total_price, currency, cancellation_policy, status, created_at)
        select '00000000-0000-4000-8000-000000000001',
               ('00000000-0000-4000-9000-' || lpad((1 + i % ${spacesCount})::text, 12, '0'))::uuid,
               timestamptz '2025-01-01' + (i / ${spacesCount}) * interval '2 hours',
               timestamptz '2025-01-01' + (i / ${spacesCount}) * interval '2 hours' + interval '1 hour',
               5000, 500, 5500, (array['USD','EUR','JPY'])[1 + (1 + i % ${spacesCount}) % 3]::currency, 'flexible',
               (array['confirmed','completed','cancelled','confirmed'])[1 + i % 4]::booking_status,
               now() - (i % 365) * interval '1 day'
        from generate_series(1, ${count}) as i`;
      await tx`
        insert into booking_monthly_totals (month, currency, bookings, revenue, fees)
        select date_trunc('month', created_at at time zone 'UTC')::date, currency, count(*), sum(total_price), sum(platform_fee_amount)
        from bookings where status in ('confirmed', 'completed') group by 1, 2`;
      await tx`update profiles set is_admin = true`;
    });
    await sql`analyze`;
  } finally {
    await sql.end();
  }
}

/** GET /rest/v1/admin/stats latency with 10 thousand and 1 million bookings, on PostgreSQL. */
export const run: Bench = async (context) => {
  if (!context.postgresUrl) throw new Error('needs PostgreSQL');
  const figures: Figure[] = [];
  const sizes = context.quick ? [10_000] : [10_000, 1_000_000];
  for (const size of sizes) {
    const database = await freshDatabase(context.postgresUrl, `bench_admin_${size}`);
    const server = await startServer({
      port: 3493,
      env: {
        DATABASE_URL: database.url,
        SEED_ON_START: 'false',
        RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
        DATA_DIR: context.workDir,
      },
    });
    try {
      const account = JSON.stringify({
        email: 'bench-admin@example.test',
        password: 'bench-password-123',
      });
      const json = { method: 'POST', headers: { 'Content-Type': 'application/json' } };
      // A sign-up answers without a session: the new account then signs in.
      await fetch(`${server.url}/auth/v1/signup`, { ...json, body: account });
      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        ...json,
        body: account,
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const started = performance.now();
      await fillBookings(database.url, size);
      context.log(
        `${size} bookings loaded in ${Math.round((performance.now() - started) / 1000)} s`,
      );
      // Warmed up as the other loads are: a short run's p99 is otherwise its first, cold requests.
      const result = await load(
        {
          url: `${server.url}/rest/v1/admin/stats`,
          headers: { authorization: `Bearer ${token}` },
          connections: 10,
          duration: context.quick ? 3 : 10,
        },
        context.quick ? 1 : 2,
      );
      if (result.non2xx > 0) throw new Error(`admin stats answered ${result.non2xx} errors`);
      const label = size >= 1_000_000 ? '1M' : `${size / 1000}k`;
      figures.push(
        {
          name: `GET /rest/v1/admin/stats p50 (${label} bookings, PostgreSQL, 10 connections)`,
          value: result.p50,
          unit: 'ms',
        },
        {
          name: `GET /rest/v1/admin/stats p99 (${label} bookings, PostgreSQL, 10 connections)`,
          value: result.p99,
          unit: 'ms',
          note: `${result.requestsPerSecond} req/s`,
        },
      );
    } finally {
      await server.stop();
      await database.drop();
    }
  }
  return figures;
};
