// The CPU one hold costs on PostgreSQL: the server process and the database's processes together,
// from /proc over a closed-loop run of a fixed number of holds across 100 listings (50 connections),
// each guest holding no more than the product allows (LIMIT_HOLDS_PER_GUEST, 3). CPU time, not
// holds a second, is the figure: on a shared machine the time a hold waits for a core moves with
// the neighbours' load, the work it does much less. It runs any checkout of the product (`root`),
// so `node --import tsx bench/src/hold-cpu.ts --before=<checkout>` compares this one with another
// (the commit before the booking rules, for their budget), in alternating runs, or, with
// `--rounds=N`, with both servers up at once taking turns in bursts (compareHoldCpu): the machine's
// drift over minutes then falls on both alike.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { basename, join } from 'node:path';
import postgres from 'postgres';
import { hashPassword } from '../../packages/db/src/passwords.ts';
import { quote } from '@rentspace/core/money/pricing';
import { load } from './load.ts';
import { freshDatabase } from './databases.ts';
import { ROOT, startServer } from './server.ts';

const HOUR = 3_600_000;
const LISTINGS = 100;
// A guest places at most as many holds as the product's default limit lets them keep live at once
// (config.ts, LIMIT_HOLDS_PER_GUEST), so every hold meets the limits as a real guest's does: each
// hold counts the guest's live holds, and a guest with a hundred (as the first runs of this harness
// had) makes that count a hundred times longer than any guest of the product can.
const HOLDS_PER_GUEST = 3;
/**
 * The warm-up's holds, on listings of its own, by guests of its own. After 300, a fifth of the
 * server's CPU over the next 3,000 holds was still V8 compiling the hold's code (perf: TurboFan's
 * passes at 18 % of the server's samples), which is the first minutes of a new instance, not what
 * a hold costs; after 1,500 it was 7 %, and the server's CPU a hold fell from 0.75 to 0.52-0.57 ms
 * for both commits compared.
 */
const WARM_UP_HOLDS = 1500;
const CONNECTIONS = 50;
const PASSWORD = 'bench-hold-cpu-password';
const PRICE = 2500;
const AMOUNT = quote(
  {
    hourly_price: PRICE,
    daily_price: null,
    weekly_price: null,
    monthly_price: null,
    currency: 'USD',
  },
  'hour',
  1,
)!.total;

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** User plus system CPU of a process, in ticks, and its parent's id (from /proc/<pid>/stat). */
export function parseStat(stat: string): { ppid: number; ticks: number } {
  // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime field 14, stime field 15.
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

function stat(pid: number) {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // exited
  }
}

/** CPU ticks of one process, or 0 once it has exited. */
const ticksOf = (pid: number) => stat(pid)?.ticks ?? 0;

/**
 * CPU ticks of the PostgreSQL server: the postmaster and its children, but for the processes of
 * the database `leftOut` when given (its connections and its autovacuum workers, named by their
 * process titles; see compareHoldCpu).
 */
function databaseTicks(postmaster: number, leftOut?: string) {
  let ticks = ticksOf(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const process = stat(Number(entry));
    if (process?.ppid !== postmaster) continue;
    if (leftOut) {
      try {
        if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${leftOut}`)) continue;
      } catch {
        continue; // exited
      }
    }
    ticks += process.ticks;
  }
  return ticks;
}

/** CPU ticks of the server process and of every process of the PostgreSQL server. */
function cpuTicks(serverPid: number, postmaster: number) {
  return { server: ticksOf(serverPid), database: databaseTicks(postmaster) };
}

/** Ticks of CPU as ms a hold. */
const msPerHold = (ticks: number, holds: number) => (ticks * 1000) / TICKS / holds;

/** CPU per hold in ms, split between the server and the database, from two readings and the holds placed between them. */
export function perHold(
  before: { server: number; database: number },
  after: { server: number; database: number },
  holds: number,
) {
  const server = msPerHold(after.server - before.server, holds);
  const database = msPerHold(after.database - before.database, holds);
  return { server, database, total: server + database };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Listings and guests, written with SQL both schemas share (the checkout's server has migrated the
 * database). Where the schema has booking rules, each listing takes bookings around the clock with
 * an hour's notice and a 30-minute buffer, so every rule is checked on every hold.
 */
async function fixtures(url: string, guestCount: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const hash = await hashPassword(PASSWORD);
    const host = '00000000-0000-4000-8000-000000000001';
    await sql`insert into users (id, email, encrypted_password, email_confirmed_at)
      values (${host}, 'bench-hold-host@example.test', ${hash}, now())`;
    const guests = Array.from(
      { length: guestCount },
      (_, i) => `bench-hold-guest-${i}@example.test`,
    );
    await sql`insert into users (id, email, encrypted_password, email_confirmed_at)
      select gen_random_uuid(), email, ${hash}, now() from unnest(${guests}::text[]) as email`;
    await sql`insert into profiles (id, full_name) select id, 'Bench ' || email from users`;
    const ids = await sql<{ id: string }[]>`
      insert into spaces (user_id, title, description, type, rental_type, hourly_price, currency,
                          location, country, capacity, time_zone, is_published, available)
      select ${host}, 'Hold bench listing ' || i, 'A listing for the hold benchmark.', 'studio', 'space',
             ${PRICE}, 'USD', 'New York', 'United States', 10, 'UTC', true, true
      from generate_series(1, ${LISTINGS + 10}) as i
      returning id`;
    const [rules] = await sql<{ present: boolean }[]>`
      select exists (select 1 from information_schema.columns
                     where table_name = 'spaces' and column_name = 'buffer_minutes') as present`;
    if (rules?.present)
      await sql.unsafe(`update spaces set
        opening_hours = '${JSON.stringify(Array.from({ length: 7 }, () => ({ from: 0, to: 23 })))}'::jsonb,
        min_notice_hours = 1, buffer_minutes = 30, booking_window_months = 12`);
    return { ids: ids.map((row) => row.id), guests, rules: rules?.present ?? false };
  } finally {
    await sql.end();
  }
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The day after tomorrow, UTC: past the hour's notice, inside the booking window. */
function firstDay() {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
}

/**
 * Hold n asks listing n % count for one hour, starting at 09:00, 11:00 ... 19:00 (UTC, the
 * listings' zone; the starts every version of the product takes), so a 30-minute buffer never
 * touches the next hold of the same listing: 6 a day, 600 a day across 100 listings.
 */
function slotBody(ids: string[], offset: number, count: number, n: number): string {
  const k = Math.floor(n / count);
  const start = new Date(firstDay() + Math.floor(k / 6) * 24 * HOUR + (9 + 2 * (k % 6)) * HOUR);
  return JSON.stringify({
    spaceId: ids[offset + (n % count)],
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + HOUR).toISOString(),
    duration: 1,
    durationUnit: 'hour',
    amount: AMOUNT,
    currency: 'USD',
  });
}

/**
 * `amount` holds by `amount / HOLDS_PER_GUEST` guests from the first token on, each guest's spread
 * over the run, as a guest places holds one after another: the run is three rounds of one hold by
 * each guest, and each round shifts the guests by one, so that a guest's holds fall on three
 * listings (hold n's listing follows n; one guest keeps one hold a listing). Three in a
 * row by each guest, as earlier runs sent them, went out at the same moment on three connections
 * and waited for each other at the guest's lock (place_hold counts the guest's holds under it),
 * a burst of one guest's holds within milliseconds that no guest's browser sends.
 */
function holds(
  url: string,
  tokens: string[],
  body: (n: number) => string,
  amount: number,
  range: { first: number; total: number } = { first: 0, total: amount },
) {
  const guests = Math.ceil(range.total / HOLDS_PER_GUEST);
  let n = range.first;
  return load({
    url: `${url}/functions/v1/create-payment-intent`,
    method: 'POST',
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        setupRequest: (request) => {
          const index = n++;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[(index + Math.floor(index / guests)) % guests]}`,
            },
            body: body(index),
          };
        },
      },
    ],
  });
}

export interface HoldCpu {
  /** CPU ms per successful hold: the server's, the database's, and both. */
  server: number;
  database: number;
  total: number;
  holds: number;
  holdsPerSecond: number;
  p99: number;
  /** Whether the listings had booking rules (the checkout's schema has them). */
  rules: boolean;
}

/**
 * A checkout's server on a fresh database of its own, its listings and guests made, signed in and
 * warmed up: ready for `burst`s of holds. `holds` is how many it will be asked for in all.
 */
async function openSide(options: {
  root?: string;
  postgresUrl: string;
  port: number;
  holds: number;
  name?: string;
}) {
  const name = options.name ?? 'bench_hold_cpu';
  const database = await freshDatabase(options.postgresUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'rentspace-hold-cpu-'));
  const cleanUp = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // HOLD_CPU_PROFILE_DIR=<dir>: the server writes a CPU profile there when it stops (--cpu-prof).
  const profile = process.env.HOLD_CPU_PROFILE_DIR;
  // HOLD_CPU_PERF_DIR=<dir>: perf samples the whole machine (server, PostgreSQL, kernel) over the
  // measured holds only, into <dir>/<checkout>-<time>.data; the server maps its JIT code for it.
  const perfDir = process.env.HOLD_CPU_PERF_DIR;
  // HOLD_CPU_NODE_OPTIONS='--trace-gc ...': more of node's options for the server (a trial of a V8
  // setting, or its garbage collector's trace with SERVER_LOGS=1).
  const extra = process.env.HOLD_CPU_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const server = await startServer({
    root: options.root ?? ROOT,
    port: options.port,
    nodeOptions: [
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
      // perf reads the JIT's names from /tmp/perf-<pid>.map; the log V8 also writes then goes
      // beside the samples rather than into the checkout.
      ...(perfDir
        ? ['--perf-basic-prof', `--logfile=${join(perfDir, 'v8.log')}`, '--no-logfile-per-isolate']
        : []),
      ...extra,
    ],
    env: {
      LOG_LEVEL: 'error',
      SEED_ON_START: 'false',
      RATE_LIMIT_SIGNIN_PER_5_MIN: '100000',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    },
  }).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  const close = async () => {
    try {
      await server.stop();
    } finally {
      await cleanUp();
    }
  };
  try {
    const warmUpGuests = WARM_UP_HOLDS / HOLDS_PER_GUEST;
    const { ids, guests, rules } = await fixtures(
      database.url,
      warmUpGuests + Math.ceil(options.holds / HOLDS_PER_GUEST),
    );
    const tokens: string[] = [];
    for (let i = 0; i < guests.length; i += 10)
      tokens.push(
        ...(await Promise.all(guests.slice(i, i + 10).map((email) => signIn(server.url, email)))),
      );
    // Warm-up on listings and guests of its own: connections open, handlers compiled.
    await holds(
      server.url,
      tokens.slice(-warmUpGuests),
      (n) => slotBody(ids, LISTINGS, 10, n),
      WARM_UP_HOLDS,
    );
    const probe = postgres(database.url, { max: 1, onnotice: () => {} });
    const [backend] = await probe<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const postmaster = stat(backend!.pid)!.ppid;
    await probe.end();
    let next = 0;
    return {
      root: options.root ?? ROOT,
      name,
      rules,
      postmaster,
      serverPid: server.process.pid!,
      close,
      /**
       * `count` holds, the next of the `options.holds` this side places: the run's answers, and
       * the holds placed (refusals beyond 1 % of a burst fail the run).
       */
      async burst(count: number) {
        const run = await holds(server.url, tokens, (n) => slotBody(ids, 0, LISTINGS, n), count, {
          first: next,
          total: options.holds,
        });
        next += count;
        const placed = run.total - run.non2xx;
        if (run.errors > 0 || placed === 0 || run.non2xx > placed / 100)
          throw new Error(
            `holds failed: ${run.errors} errors, ${run.non2xx} refused of ${run.total} (${options.root ?? ROOT})`,
          );
        return { run, placed };
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** One run: a fresh database, the checkout's server, a warm-up, then `holds` holds measured. */
export async function measureHoldCpu(options: {
  root?: string;
  postgresUrl: string;
  port: number;
  holds: number;
}): Promise<HoldCpu> {
  const side = await openSide(options);
  try {
    const perfDir = process.env.HOLD_CPU_PERF_DIR;
    const perf = perfDir
      ? spawn(
          'perf',
          [
            'record',
            '-a',
            '-g',
            '-e',
            'cpu-clock',
            '-F',
            '997',
            '-o',
            join(perfDir, `${basename(side.root)}-${Date.now()}.data`),
          ],
          { stdio: 'ignore' },
        )
      : undefined;
    if (perf) await new Promise((resolve) => setTimeout(resolve, 500));
    const before = cpuTicks(side.serverPid, side.postmaster);
    const { run, placed } = await side.burst(options.holds);
    const after = cpuTicks(side.serverPid, side.postmaster);
    if (perf) {
      const exited = new Promise((resolve) => perf.once('exit', resolve));
      perf.kill('SIGINT');
      await exited;
    }
    return {
      ...perHold(before, after, placed),
      holds: placed,
      holdsPerSecond: run.requestsPerSecond,
      p99: run.p99,
      rules: side.rules,
    };
  } finally {
    await side.close();
  }
}

/** Unmeasured bursts of each side, in turns, before the rounds (see compareHoldCpu). */
const SETTLING_BURSTS = 2;

export interface HoldCpuComparison {
  /**
   * CPU ms per hold of each checkout: `total` the median of its bursts' (a burst the machine
   * stalled in counts once, not by its size), `server` and `database` over all its bursts.
   */
  before: { server: number; database: number; total: number; holds: number };
  now: { server: number; database: number; total: number; holds: number };
  /** now / before of the medians, in %: the comparison's figure. */
  ratio: number;
  /** now / before over all the bursts' CPU, in %. */
  ratioOfSums: number;
  /** now / before of each round's pair of bursts, in %, in round order. */
  rounds: number[];
}

/** One burst of holds: the CPU ticks charged to it, and the holds it placed. */
export interface Burst {
  server: number;
  database: number;
  holds: number;
}

/** The comparison's figures from both sides' bursts, round by round (the i-th of each a round). */
export function compareBursts(then: Burst[], now: Burst[]): HoldCpuComparison {
  const perHoldOf = (burst: Burst) => msPerHold(burst.server + burst.database, burst.holds);
  const side = (bursts: Burst[]) => {
    const sum = (pick: (burst: Burst) => number) =>
      bursts.reduce((total, burst) => total + pick(burst), 0);
    const holds = sum((burst) => burst.holds);
    return {
      server: msPerHold(
        sum((burst) => burst.server),
        holds,
      ),
      database: msPerHold(
        sum((burst) => burst.database),
        holds,
      ),
      total: median(bursts.map(perHoldOf)),
      all: msPerHold(
        sum((burst) => burst.server + burst.database),
        holds,
      ),
      holds,
    };
  };
  const { all: allBefore, ...before } = side(then);
  const { all: allNow, ...after } = side(now);
  return {
    before,
    now: after,
    ratio: Math.round((after.total / before.total) * 100),
    ratioOfSums: Math.round((allNow / allBefore) * 100),
    rounds: then.map((burst, round) =>
      Math.round((perHoldOf(now[round]!) / perHoldOf(burst)) * 100),
    ),
  };
}

/**
 * Two checkouts' holds in turns, both servers up at once on databases of their own: `rounds`
 * rounds of a burst of `burst` holds each, the order swapped every round (ABBA), so that the
 * machine's drift over minutes, which moves one run's CPU a hold by a fifth against the next, is
 * shared by both. Each burst is charged its own server's CPU and the database's but for the other
 * side's database's processes (databaseTicks): the shared ones (WAL writer, checkpointer) work for
 * the side whose holds are running.
 */
export async function compareHoldCpu(options: {
  before: string;
  postgresUrl: string;
  rounds: number;
  burst: number;
}): Promise<HoldCpuComparison> {
  // Bursts more each, unmeasured, once both are up: while the second side is made, the first
  // idles for a minute, its pool's connections time out, and its first burst after that paid for
  // new backends (twice the CPU of the bursts after it, in the first trials of this mode).
  const holdsEach = (options.rounds + SETTLING_BURSTS) * options.burst;
  const sides = {
    before: await openSide({
      root: options.before,
      postgresUrl: options.postgresUrl,
      port: 3497,
      holds: holdsEach,
      name: 'bench_hold_cpu_before',
    }),
    now: undefined as Awaited<ReturnType<typeof openSide>> | undefined,
  };
  try {
    sides.now = await openSide({
      postgresUrl: options.postgresUrl,
      port: 3498,
      holds: holdsEach,
      name: 'bench_hold_cpu_now',
    });
    const bursts: Record<'before' | 'now', Burst[]> = { before: [], now: [] };
    for (let burst = 0; burst < SETTLING_BURSTS; burst++) {
      await sides.before.burst(options.burst);
      await sides.now.burst(options.burst);
    }
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const);
      for (const which of order) {
        const side = which === 'now' ? sides.now : sides.before;
        const other = which === 'now' ? sides.before.name : sides.now.name;
        const serverBefore = ticksOf(side.serverPid);
        const databaseBefore = databaseTicks(side.postmaster, other);
        const { placed } = await side.burst(options.burst);
        const server = ticksOf(side.serverPid) - serverBefore;
        const database = databaseTicks(side.postmaster, other) - databaseBefore;
        bursts[which].push({ server, database, holds: placed });
        if (process.env.HOLD_CPU_VERBOSE)
          console.log(
            `round ${round + 1} ${which}: server ${server}, database ${database} ticks, ${placed} holds`,
          );
      }
    }
    return compareBursts(bursts.before, bursts.now);
  } finally {
    await sides.now?.close();
    await sides.before.close();
  }
}

/**
 * `--before=<checkout> [--runs=3] [--holds=3000] [--postgres=url]`: alternating runs, the medians;
 * or `--before=<checkout> --rounds=20 [--burst=500]`: both servers up at once, bursts in turns
 * (compareHoldCpu).
 */
async function main() {
  const arg = (name: string) =>
    process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
  const before = arg('before');
  if (!before) throw new Error('--before=<checkout of the other commit, built> is required');
  const runs = Number(arg('runs') ?? 3);
  const interleaved = arg('rounds');
  const holdCount = Number(arg('holds') ?? 3000);
  const { startPostgresCluster } =
    await import('../../apps/server/test/system/postgres-cluster.ts');
  const cluster = arg('postgres') ? undefined : startPostgresCluster(Number(arg('port') ?? 55477));
  const postgresUrl = arg('postgres') ?? cluster?.url;
  if (!postgresUrl) throw new Error('no PostgreSQL server');
  if (interleaved) {
    try {
      const compared = await compareHoldCpu({
        before,
        postgresUrl,
        rounds: Number(interleaved),
        burst: Number(arg('burst') ?? 500),
      });
      const line = (which: 'before' | 'now') =>
        `${compared[which].total.toFixed(3)} ms (server ${compared[which].server.toFixed(3)}, database ${compared[which].database.toFixed(3)}; ${compared[which].holds} holds)`;
      console.log(`rounds, now against before: ${compared.rounds.join(' ')} %`);
      console.log(
        `before ${line('before')}, now ${line('now')}: ${compared.ratio} % (of all their CPU ${compared.ratioOfSums} %, median of the rounds ${median(compared.rounds)} %)`,
      );
    } finally {
      cluster?.stop();
    }
    return;
  }
  const results: Record<'before' | 'now', HoldCpu[]> = { before: [], now: [] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const which of ['before', 'now'] as const) {
        const measured = await measureHoldCpu({
          root: which === 'before' ? before : ROOT,
          postgresUrl,
          port: 3497,
          holds: holdCount,
        });
        results[which].push(measured);
        const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
        console.log(
          `${which} ${run + 1}: ${measured.total.toFixed(3)} ms CPU a hold (server ${measured.server.toFixed(3)}, database ${measured.database.toFixed(3)}), ${measured.holdsPerSecond} holds/s, p99 ${measured.p99} ms, rules ${measured.rules}, load average ${load}`,
        );
      }
    }
  } finally {
    cluster?.stop();
  }
  const summary = (which: 'before' | 'now') => ({
    total: median(results[which].map((r) => r.total)),
    server: median(results[which].map((r) => r.server)),
    database: median(results[which].map((r) => r.database)),
  });
  const then = summary('before');
  const now = summary('now');
  console.log(
    `medians: before ${then.total.toFixed(3)} ms (server ${then.server.toFixed(3)}, database ${then.database.toFixed(3)}), now ${now.total.toFixed(3)} ms (server ${now.server.toFixed(3)}, database ${now.database.toFixed(3)}): ${Math.round((now.total / then.total) * 100)} %`,
  );
}

if (process.argv[1]?.endsWith('hold-cpu.ts')) await main();
