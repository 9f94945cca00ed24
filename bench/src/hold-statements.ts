// The database's CPU for the statements of a hold, without the HTTP server: a hold's reads and its
// place_hold, run by the product's own repository functions over a pool of 4 connections (as an
// instance keeps; docs/decisions/0016-small-database-pool.md), with a LISTEN on the realtime
// channel as every instance keeps. CPU of every PostgreSQL process, from /proc, per hold: the
// harness's database share (bench/src/hold-cpu.ts) without the HTTP server and the load generator
// beside it, so variants of the SQL compare within a few percent on a busy machine.
// `node --import tsx bench/src/hold-statements.ts [--holds=4000] [--rounds=3] [--variants=a,b]`
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPostgres } from '@rentspace/db';
import { quote } from '@rentspace/core/money/pricing';
import { PLATFORM_FEE_PERCENTAGE } from '@rentspace/core/money/fees';
import { findBookableSpace, placeHold } from '../../apps/server/src/bookings/repository.ts';
import { freshDatabase } from './databases.ts';
import { median, parseStat } from './hold-cpu.ts';

const HOUR = 3_600_000;
const LISTINGS = 100;
const GUESTS = 100;
const LIMITS = { perGuest: 100_000, perListing: 100_000 };

function ticksOf(pid: number) {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** CPU ms of the postmaster and all its children, and of the connections' backends alone. */
function databaseMs(postmaster: number) {
  let ticks = ticksOf(postmaster)?.ticks ?? 0;
  let backends = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const process = ticksOf(Number(entry));
    if (process?.ppid !== postmaster) continue;
    ticks += process.ticks;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('bench_hold_statements'))
        backends += process.ticks;
    } catch {
      // exited
    }
  }
  return { total: ticks * 10, backends: backends * 10 };
}

/** A migration's text. */
const migration = (file: string) =>
  readFileSync(join(import.meta.dirname, '../../packages/db/migrations', file), 'utf8');
/** place_hold as the migrations define it last (three statements), and as it was (five; migration 0024). */
const placeHoldSql = migration('0031_hold_in_three_statements.sql');
const fiveStatementsSql = migration('0024_hold_in_one_statement.sql').replace(
  'CREATE FUNCTION',
  'CREATE OR REPLACE FUNCTION',
);
/** The five-statement place_hold with lines of it left out: what each part costs. */
const without = (...patterns: RegExp[]) =>
  patterns.reduce((text, pattern) => text.replace(pattern, ''), fiveStatementsSql);
const LOCKS =
  / {2}PERFORM pg_advisory_xact_lock\(.*\n {2}PERFORM pg_advisory_xact_lock_shared\(.*\n/;
const REREAD = / {2}SELECT s\.is_published .*\n {2}IF published .*\n/;
const COUNT =
  / {2}SELECT count\(\*\), count\(\*\) FILTER [^;]*;\n {2}IF live [^\n]*\n {2}IF on_listing [^\n]*\n/;
const replaced = (text: string) => ({ setup: [text], teardown: [placeHoldSql] });
/** Migration 0028 as statements, and what it replaced (the booking trigger of 0021, 0027's triggers). */
const holdWrites = migration('0028_hold_writes.sql').split('--> statement-breakpoint');
const beforeHoldWrites = [
  migration('0021_request_to_book.sql').match(
    /CREATE OR REPLACE FUNCTION "bookings_guard_and_sync"[\s\S]*?END \$\$;/,
  )![0],
  'drop trigger space_availability_calendar_changes on space_availability',
  'drop trigger space_availability_calendar on space_availability',
  `create trigger space_availability_calendar after insert or update or delete on space_availability
     for each row execute function notify_calendar_change()`,
  'drop index space_availability_feed_uid_key',
  'create unique index space_availability_feed_uid_key on space_availability (feed_id, external_uid)',
];

/** The booking trigger as migration 0028 has it, with its read of the listing replaced by constants (what that read costs). */
const triggerSql = holdWrites.find((statement) =>
  statement.includes('FUNCTION "bookings_guard_and_sync"'),
)!;
const TRIGGER_READ =
  / {6}SELECT s\.buffer_minutes, w\.user_id INTO buffer, watcher[\s\S]*?WHERE s\.id = NEW\.space_id;\n/;
/** The trigger's read of the listing and its insert of the slot as one statement (a CTE). */
const TRIGGER_READ_AND_INSERT =
  / {6}SELECT s\.buffer_minutes, w\.user_id INTO buffer, watcher[\s\S]*?DO NOTHING;\n {6}IF NOT FOUND THEN/;
const TRIGGER_ONE_STATEMENT = triggerSql
  .replace('  watcher uuid;', '  watcher uuid;\n  placed integer;')
  .replace(
    TRIGGER_READ_AND_INSERT,
    `      WITH listing AS (SELECT s.buffer_minutes, s.user_id FROM spaces s WHERE s.id = NEW.space_id),
           slot AS (
             INSERT INTO space_availability (space_id, start_time, end_time, booking_id)
               SELECT NEW.space_id, NEW.start_time, NEW.end_time + make_interval(mins => l.buffer_minutes), NEW.id
                 FROM listing l
               ON CONFLICT ON CONSTRAINT space_availability_no_overlap DO NOTHING
               RETURNING 1)
      SELECT (SELECT count(*) FROM slot), w.user_id INTO placed, watcher
        FROM listing l LEFT JOIN calendar_watchers w ON w.user_id = l.user_id AND w.until > now();
      IF placed = 0 THEN`,
  );
/** Each table's check constraints as one (what a constraint's own cost is, at every insert). */
const MERGED_CHECKS = [
  `alter table bookings drop constraint bookings_amounts, drop constraint bookings_refunds_within_total,
     drop constraint bookings_time_order, add constraint bookings_checks check (start_time < end_time
     and subtotal >= 0 and platform_fee_amount >= 0 and total_price = subtotal + platform_fee_amount
     and admin_refunded_amount >= 0 and admin_refunded_amount <= refunded_amount and refunded_amount <= total_price)`,
  `alter table space_availability drop constraint space_availability_imported_block,
     drop constraint space_availability_note, drop constraint space_availability_time_order,
     add constraint space_availability_checks check (start_time < end_time
     and (feed_id is null or booking_id is null and external_uid is not null)
     and (note is null or booking_id is null and char_length(note) <= 500))`,
];
const SEPARATE_CHECKS = [
  `alter table bookings drop constraint bookings_checks,
     add constraint bookings_amounts check (subtotal >= 0 and platform_fee_amount >= 0 and total_price = subtotal + platform_fee_amount),
     add constraint bookings_refunds_within_total check (admin_refunded_amount >= 0 and admin_refunded_amount <= refunded_amount and refunded_amount <= total_price),
     add constraint bookings_time_order check (start_time < end_time)`,
  `alter table space_availability drop constraint space_availability_checks,
     add constraint space_availability_imported_block check (feed_id is null or booking_id is null and external_uid is not null),
     add constraint space_availability_note check (note is null or booking_id is null and char_length(note) <= 500),
     add constraint space_availability_time_order check (start_time < end_time)`,
];

/** The SQL each variant runs before its holds (and undoes after). */
const VARIANTS: Record<string, { setup: string[]; teardown: string[] }> = {
  head: { setup: [], teardown: [] },
  'no-advisory-locks': replaced(without(LOCKS)),
  'no-reread': replaced(without(REREAD)),
  'insert-only': replaced(without(LOCKS, REREAD, COUNT)),
  'before-hold-writes': { setup: beforeHoldWrites, teardown: holdWrites },
  'five-statements': replaced(fiveStatementsSql),
  'no-trigger-read': {
    setup: [triggerSql.replace(TRIGGER_READ, '      buffer := 30;\n')],
    teardown: [triggerSql],
  },
  'merged-checks': { setup: MERGED_CHECKS, teardown: SEPARATE_CHECKS },
  'trigger-one-statement': { setup: [TRIGGER_ONE_STATEMENT], teardown: [triggerSql] },
};

async function main() {
  const arg = (name: string) =>
    process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
  const holds = Number(arg('holds') ?? 4000);
  const rounds = Number(arg('rounds') ?? 3);
  const connections = Number(arg('connections') ?? 16);
  const variants = (arg('variants') ?? Object.keys(VARIANTS).join(',')).split(',');
  const { startPostgresCluster } =
    await import('../../apps/server/test/system/postgres-cluster.ts');
  const cluster = arg('postgres') ? undefined : startPostgresCluster(Number(arg('port') ?? 55530));
  const serverUrl = arg('postgres') ?? cluster?.url;
  if (!serverUrl) throw new Error('no PostgreSQL server');
  const database = await freshDatabase(serverUrl, 'bench_hold_statements');
  const handle = openPostgres({ url: database.url, max: 4 });
  const admin = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    await handle.migrate();
    let notices = 0;
    const unlisten = await handle.listen('realtime', (payload) => {
      JSON.parse(payload);
      notices++;
    });
    const host = randomUUID();
    await admin`insert into users (id, email, encrypted_password) values (${host}, 'host@example.test', 'x')`;
    const guests = Array.from({ length: GUESTS }, () => randomUUID());
    await admin`insert into users (id, email, encrypted_password)
      select id, id::text || '@example.test', 'x' from unnest(${guests}::uuid[]) as id`;
    await admin`insert into profiles (id, full_name) select id, 'Bench' from users`;
    const ids = (
      await admin<{ id: string }[]>`
        insert into spaces (user_id, title, description, type, rental_type, hourly_price, currency,
                            location, country, capacity, time_zone, is_published, available)
        select ${host}, 'Listing ' || i, 'A listing.', 'studio', 'space', 2500, 'USD', 'New York',
               'United States', 10, 'UTC', true, true
        from generate_series(1, ${LISTINGS}) as i returning id`
    ).map((row) => row.id);
    await admin.unsafe(`update spaces set
      opening_hours = '${JSON.stringify(Array.from({ length: 7 }, () => ({ from: 0, to: 23 })))}'::jsonb,
      min_notice_hours = 1, buffer_minutes = 30, booking_window_months = 12`);
    const [backend] = await admin<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const postmaster = ticksOf(backend!.pid)!.ppid;
    const priced = quote(
      {
        hourly_price: 2500,
        daily_price: null,
        weekly_price: null,
        monthly_price: null,
        currency: 'USD',
      },
      'hour',
      1,
    )!;
    const today = new Date();
    const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);

    async function run(count: number) {
      let next = 0;
      const now = new Date();
      const one = async (n: number) => {
        const k = Math.floor(n / LISTINGS);
        const start = new Date(firstDay + Math.floor(k / 6) * 24 * HOUR + (9 + 2 * (k % 6)) * HOUR);
        const slot = { start, end: new Date(start.getTime() + HOUR) };
        const guest = guests[n % GUESTS]!;
        const space = await findBookableSpace(handle.db, ids[n % LISTINGS]!, guest, slot, now);
        if (!space || space.slot !== 'free') throw new Error(`slot ${n} not free`);
        const placed = await placeHold(
          handle.db,
          {
            id: randomUUID(),
            user_id: guest,
            space_id: space.id,
            start_time: slot.start,
            end_time: slot.end,
            duration_unit: 'hour',
            duration: 1,
            subtotal: priced.subtotal,
            platform_fee_percentage: PLATFORM_FEE_PERCENTAGE,
            platform_fee_amount: priced.platformFee,
            total_price: priced.total,
            currency: 'USD',
            cancellation_policy: space.cancellation_policy,
            hold_expires_at: new Date(now.getTime() + 15 * 60_000),
            payment_provider: 'sandbox',
            payment_intent_id: `pi_${randomUUID()}`,
            booking_mode: space.booking_mode,
            request_message: null,
          },
          now,
          false,
          LIMITS,
        );
        if (!placed.booking) throw new Error(`hold ${n} not placed`);
      };
      await Promise.all(
        Array.from({ length: connections }, async () => {
          for (let n = next++; n < count; n = next++) await one(n);
        }),
      );
    }

    const results: Record<string, number[]> = {};
    const backendResults: Record<string, number[]> = {};
    for (let round = 0; round < rounds; round++) {
      // Each round starts one variant later, so that none is always the first (or last) of a round.
      for (const variant of [
        ...variants.slice(round % variants.length),
        ...variants.slice(0, round % variants.length),
      ]) {
        const { setup, teardown } = VARIANTS[variant]!;
        await admin.unsafe('truncate bookings, space_availability cascade');
        await admin.unsafe('vacuum analyze bookings, space_availability');
        for (const statement of setup) await admin.unsafe(statement);
        await run(200); // warm-up: plans cached, functions compiled
        await new Promise((resolve) => setTimeout(resolve, 200));
        await admin.unsafe('truncate bookings, space_availability cascade');
        const noticesBefore = notices;
        const cpuBefore = databaseMs(postmaster);
        const started = performance.now();
        await run(holds);
        const elapsed = performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 200));
        const cpuAfter = databaseMs(postmaster);
        const perHold = (cpuAfter.total - cpuBefore.total) / holds;
        const backendsPerHold = (cpuAfter.backends - cpuBefore.backends) / holds;
        (backendResults[variant] ??= []).push(backendsPerHold);
        for (const statement of teardown) await admin.unsafe(statement);
        (results[variant] ??= []).push(perHold);
        console.log(
          `${variant} ${round + 1}: ${perHold.toFixed(3)} ms database CPU a hold (backends ${backendsPerHold.toFixed(3)}), ${Math.round((holds / elapsed) * 1000)} holds/s, ${((notices - noticesBefore) / holds).toFixed(2)} notices a hold`,
        );
      }
    }
    for (const variant of variants)
      console.log(
        `median ${variant}: ${median(results[variant]!).toFixed(3)} ms (backends ${median(backendResults[variant]!).toFixed(3)} ms)`,
      );
    await unlisten();
  } finally {
    await admin.end();
    await handle.close();
    await database.drop();
    cluster?.stop();
  }
}

await main();
