// `npm run soak [-- --minutes=30] [-- --rate=20]`: mixed traffic at a fixed offered rate against
// two instances on one PostgreSQL, for a long time; reports memory over time per instance, the
// event-loop delay, errors and the p99 per kind of request, and writes docs/soak.md. Not in CI.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { platformFee } from '@rentspace/core/money/fees';
import { createSpace, createUser } from '@rentspace/db/factories';
import { startSystem } from '../../apps/server/test/system/instances.ts';
import { request, signUpAt, TEST_CARD } from '../../apps/server/test/system/api-client.ts';
import { startCommand, type RunningServer } from '../../apps/server/test/system/app-process.ts';
import { ROOT } from './server.ts';
import {
  growth,
  KINDS,
  percentile,
  renderSoakReport,
  type Kind,
  type Sample,
  type SoakResult,
} from './soak-report.ts';

type Answer = Awaited<ReturnType<typeof request>>;

const HOUR = 3_600_000;
const GUESTS = 20;
const LISTINGS = 50;
const PRICE = 2500;
const SAMPLE_EVERY_MS = 15_000;
/** Requests still unanswered past this count are not sent: the run says how many were dropped. */
const MAX_IN_FLIGHT = 400;

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const minutes = option('minutes', 30);
const rate = option('rate', 20);

/**
 * The mix, as shares of the offered rate: browsing the pages a visitor sees, searches, sign-ins,
 * and a booking's life (hold, pay, cancel) with messages between guest and host.
 */
const MIX: [Kind, number][] = [
  ['page', 30],
  ['search', 25],
  ['sign-in', 8],
  ['hold', 12],
  ['pay', 10],
  ['cancel', 6],
  ['message', 9],
];

function pickKind(n: number): Kind {
  const total = MIX.reduce((sum, [, share]) => sum + share, 0);
  let at = (n * 7919) % total;
  for (const [kind, share] of MIX) {
    if (at < share) return kind;
    at -= share;
  }
  return 'page';
}

const SEARCHES = [
  '/rest/v1/spaces?limit=24',
  '/rest/v1/spaces?city=new-york&limit=24',
  '/rest/v1/spaces?q=studio&limit=24',
  '/rest/v1/spaces?sort=price_asc&currency=USD&limit=24',
  '/rest/v1/spaces?min_price=10&max_price=80&currency=USD&limit=24',
];
const PAGES = ['/', '/explore', '/new-york', '/about'];

async function metricsOf(url: string) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    heapMb: Math.round(metric('nodejs_heap_size_used_bytes') / 1024 / 1024),
    loopP99Ms: Math.round(metric('nodejs_eventloop_lag_p99_seconds') * 1000 * 10) / 10,
  };
}

const started = Date.now();
console.log(`soak: ${minutes} minutes at ${rate} requests a second, two instances`);
const system = await startSystem({ pgPort: 55490 });
const env = {
  RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
  RATE_LIMIT_MESSAGES_PER_HOUR: '100000',
  RATE_LIMIT_SIGNIN_FAILURES_PER_CLIENT: '100000',
  // A few guests place every hold here: the per-guest hold limits would refuse most of them.
  LIMIT_HOLDS_PER_GUEST: '100000',
  LIMIT_HOLDS_PER_GUEST_PER_LISTING: '100000',
  JOB_INTERVAL_SECONDS: '30',
};
const instances: RunningServer[] = [];
try {
  // The first instance migrates and loads the demo data; the second joins the same database.
  instances.push(await system.startInstance(3480, { ...env, SEED_ON_START: 'true' }));
  instances.push(await system.startInstance(3481, env));
  const host = await createUser(system.db, { email: 'soak-host@example.test' });
  const listings: string[] = [];
  for (let i = 0; i < LISTINGS; i++) {
    const space = await createSpace(system.db, {
      user_id: host.id,
      hourly_price: PRICE,
      currency: 'USD',
      time_zone: 'UTC',
    });
    listings.push(space.id);
  }
  const base0 = instances[0]!.url;
  const guests: { email: string; token: string; conversation?: string }[] = [];
  for (let i = 0; i < GUESTS; i++) {
    const email = `soak-guest-${i}@example.test`;
    guests.push({ email, token: (await signUpAt(base0, email, 'a-good-long-password')).token });
  }
  const spaceIds = (await request(base0, 'GET', '/rest/v1/spaces?limit=24')).json?.data?.map(
    (space: { id: string }) => space.id,
  ) as string[] | undefined;
  const pagePaths = [...PAGES, ...(spaceIds ?? []).slice(0, 12).map((id) => `/space/${id}`)];

  const latencies = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const failures = new Map<Kind, Map<string, number>>(KINDS.map((kind) => [kind, new Map()]));
  const samples: Sample[] = [];
  const held: { clientSecret: string; bookingId: string; token: string }[] = [];
  const paid: { bookingId: string; token: string }[] = [];
  let slot = 0;
  const today = new Date();
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2);
  let inFlight = 0;
  let dropped = 0;
  let sent = 0;

  function failed(kind: Kind, what: string) {
    const counts = failures.get(kind)!;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }

  /** One request of a kind; a kind whose state is not there yet (nothing held to pay) holds. */
  async function operate(kind: Kind, n: number, base: string): Promise<[Kind, number, boolean]> {
    const guest = guests[n % GUESTS]!;
    const expect = async (
      call: ReturnType<typeof request>,
      ok: (status: number, json: Answer['json']) => boolean,
    ) => {
      const answer = await call;
      return { answer, good: ok(answer.status, answer.json) };
    };
    if (kind === 'pay' && held.length === 0) kind = 'hold';
    if (kind === 'cancel' && paid.length === 0) kind = 'search';
    switch (kind) {
      case 'page': {
        const path = pagePaths[n % pagePaths.length]!;
        const response = await fetch(`${base}${path}`, {
          headers: { 'accept-encoding': 'br, gzip' },
          signal: AbortSignal.timeout(15_000),
        }).catch(() => undefined);
        await response?.arrayBuffer();
        return [kind, response?.status ?? 0, response?.status === 200];
      }
      case 'search': {
        const { answer, good } = await expect(
          request(base, 'GET', SEARCHES[n % SEARCHES.length]!),
          (status) => status === 200,
        );
        return [kind, answer.status, good];
      }
      case 'sign-in': {
        const { answer, good } = await expect(
          request(base, 'POST', '/auth/v1/token?grant_type=password', {
            body: { email: guest.email, password: 'a-good-long-password' },
          }),
          (status, json) => status === 200 && typeof json?.access_token === 'string',
        );
        return [kind, answer.status, good];
      }
      case 'hold': {
        // Twelve hours a day on each listing, then the next listing, then the next day: no two
        // holds ask for the same slot, and every slot lies in the coming weeks.
        const index = slot++;
        const spaceId = listings[Math.floor(index / 12) % LISTINGS]!;
        const start = new Date(
          firstDay + Math.floor(index / (12 * LISTINGS)) * 24 * HOUR + (9 + (index % 12)) * HOUR,
        );
        const { answer, good } = await expect(
          request(base, 'POST', '/functions/v1/create-payment-intent', {
            token: guest.token,
            body: {
              spaceId,
              startTime: start.toISOString(),
              endTime: new Date(start.getTime() + HOUR).toISOString(),
              duration: 1,
              durationUnit: 'hour',
              amount: PRICE + platformFee(PRICE),
              currency: 'USD',
            },
          }),
          (status, json) => status === 200 && typeof json?.clientSecret === 'string',
        );
        if (good)
          held.push({
            clientSecret: answer.json.clientSecret,
            bookingId: answer.json.bookingId,
            token: guest.token,
          });
        return [kind, answer.status, good];
      }
      case 'pay': {
        const hold = held.shift()!;
        const { answer, good } = await expect(
          request(base, 'POST', '/functions/v1/sandbox/confirm', {
            body: { clientSecret: hold.clientSecret, card: TEST_CARD },
          }),
          (status, json) => status === 200 && json?.status === 'succeeded',
        );
        if (good) paid.push({ bookingId: hold.bookingId, token: hold.token });
        return [kind, answer.status, good];
      }
      case 'cancel': {
        const booking = paid.shift()!;
        const { answer, good } = await expect(
          request(base, 'POST', `/rest/v1/bookings/${booking.bookingId}/cancel`, {
            token: booking.token,
          }),
          (status) => status === 200,
        );
        return [kind, answer.status, good];
      }
      case 'message': {
        if (!guest.conversation) {
          const { answer, good } = await expect(
            request(base, 'POST', '/rest/v1/conversations', {
              token: guest.token,
              body: { space_id: listings[n % LISTINGS], body: 'Hello, is parking nearby?' },
            }),
            (status, json) => (status === 200 || status === 201) && typeof json?.id === 'string',
          );
          if (good) guest.conversation = answer.json.id;
          return [kind, answer.status, good];
        }
        const { answer, good } = await expect(
          request(base, 'POST', `/rest/v1/conversations/${guest.conversation}/messages`, {
            token: guest.token,
            body: { body: `Message ${n}: what time can I arrive?` },
          }),
          (status) => status === 201,
        );
        return [kind, answer.status, good];
      }
    }
  }

  const loads: number[] = [];
  async function sample(minute: number) {
    loads.push(loadavg()[0]!);
    for (const [index, instance] of instances.entries()) {
      try {
        const [rssMb, metrics] = await Promise.all([instance.rssMb(), metricsOf(instance.url)]);
        samples.push({ instance: index, minute, rssMb, ...metrics });
      } catch (error) {
        console.error(`sampling instance ${index} failed:`, error);
      }
    }
  }

  const runMs = minutes * 60_000;
  const interval = 1000 / rate;
  const t0 = performance.now();
  const sampler = setInterval(() => {
    void sample((performance.now() - t0) / 60_000);
  }, SAMPLE_EVERY_MS);
  await sample(0);
  const pending = new Set<Promise<unknown>>();
  for (let n = 0; ; n++) {
    const due = t0 + n * interval;
    if (due - t0 >= runMs) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (inFlight >= MAX_IN_FLIGHT) {
      dropped++;
      continue;
    }
    inFlight++;
    sent++;
    const base = instances[n % 2]!.url;
    const kind = pickKind(n);
    // Latency from when the request was due, not from when it went out (open loop).
    const done = operate(kind, n, base).then(
      ([actual, status, good]) => {
        latencies.get(actual)!.push(performance.now() - due);
        if (!good) failed(actual, String(status));
      },
      (error: unknown) => failed(kind, error instanceof Error ? error.message : String(error)),
    );
    const tracked = done.finally(() => {
      inFlight--;
      pending.delete(tracked);
    });
    pending.add(tracked);
    if (n % (rate * 60) === 0 && n > 0)
      console.log(`  ${Math.round((performance.now() - t0) / 60_000)} min, ${sent} sent`);
  }
  await Promise.all(pending);
  clearInterval(sampler);
  await sample(minutes);

  const result: SoakResult = {
    minutes,
    rate,
    sent,
    dropped,
    machine: [
      `${cpus().length} cores, Node ${process.version}`,
      ...startCommand().nodeOptions.map((option) => `${option} as \`npm start\` sets it`),
    ].join(', '),
    load: { min: Math.min(...loads), max: Math.max(...loads) },
    kinds: KINDS.map((kind) => {
      const values = latencies.get(kind)!.sort((a, b) => a - b);
      return {
        kind,
        count: values.length,
        p50: percentile(values, 0.5),
        p99: percentile(values, 0.99),
        failures: Object.fromEntries(failures.get(kind)!),
      };
    }),
    samples,
    growth: [0, 1].map((instance) => growth(samples, instance, minutes)),
  };
  const report = renderSoakReport(result, new Date().toISOString().slice(0, 10));
  writeFileSync(join(ROOT, 'docs/soak.md'), report);
  console.log(report);
  const errors = result.kinds.reduce(
    (sum, kind) => sum + Object.values(kind.failures).reduce((a, b) => a + b, 0),
    0,
  );
  const grew = result.growth.some((share) => share === undefined || share > 0.1);
  console.log(`soak finished in ${Math.round((Date.now() - started) / 1000)} s`);
  if (errors > 0 || dropped > 0 || grew) process.exitCode = 1;
} finally {
  await system.stop();
}
