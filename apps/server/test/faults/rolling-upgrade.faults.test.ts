import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { bookings, messages, MIGRATIONS_FOLDER, queryRows } from '@rentspace/db';
import { createSpace } from '@rentspace/db/factories';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { startSystem, type System } from '../system/instances.ts';
import { startBalancer, type Balancer } from '../system/balancer.ts';
import { book, request, signUpAt } from '../system/api-client.ts';
import { ROOT, type RunningServer } from '../system/app-process.ts';
import { releaseMigrations } from '../system/releases.ts';

/**
 * A rolling upgrade under load (docs/operations.md, "Rolling upgrade"). Release A is the product
 * as it is. Release B is the product with one expand migration (a new, optional column on
 * `messages`) and the code that writes it: its server is built here from the same sources, with
 * the messages table's schema carrying the column (`$defaultFn`, so every insert B makes writes
 * it). Release C is B's code with a contract migration that makes the column required, something
 * release A could not live with. Two instances behind a load balancer go A,A -> B,A -> B,B, then
 * C,B -> C,C, each drained with SIGTERM, while guests keep signing in, searching, holding and
 * paying, and writing messages.
 */

const PG_PORT = 3469;
const PORTS = [3461, 3462] as const;
const ROLLBACK_PORT = 3463;
/** Seconds of load between the steps. */
const STEP_SECONDS = Number(process.env.FAULTS_UPGRADE_STEP_SECONDS ?? 4);
// Beside apps/server/dist, not in it: `npm start` empties dist when it rebuilds.
const RELEASE_B_BUNDLE = 'apps/server/.next-release';
const COLUMN = 'sent_by_release';

/** Release B's code: the messages table knows the new column, and every insert writes it. */
const releaseBCode = {
  name: 'release-b-messages-column',
  setup(b: { onLoad: (...args: any[]) => void }) {
    b.onLoad({ filter: /packages[\\/]db[\\/]src[\\/]schema[\\/]messages\.ts$/ }, (args: any) => {
      const source = readFileSync(args.path, 'utf8');
      const anchor = "    read_at: timestamp('read_at'";
      if (!source.includes(anchor)) throw new Error('messages schema changed: update the test');
      return {
        contents: source.replace(
          anchor,
          `    ${COLUMN}: text('${COLUMN}').$defaultFn(() => 'b'),\n${anchor}`,
        ),
        loader: 'ts',
      };
    });
  },
};

type Outcome = { ok: boolean; status: number; what: string };

describe('a rolling upgrade with an expand and a contract migration', () => {
  let system: System;
  let balancer: Balancer;
  let scratch: string;
  const instances: RunningServer[] = [];
  const env = {
    RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
    RATE_LIMIT_MESSAGES_PER_HOUR: '100000',
  };

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'rentspace-upgrade-'));
    await buildServer({ outDir: RELEASE_B_BUNDLE, plugins: [releaseBCode as never] });
    releaseMigrations(MIGRATIONS_FOLDER, join(scratch, 'b'), '9000_expand_sent_by_release', [
      // A migration that waits for a lock queues every later query on the table behind it; past
      // 5 s it gives up (the instance does not start) instead of stalling the traffic.
      "SET LOCAL lock_timeout = '5s';",
      `ALTER TABLE "messages" ADD COLUMN "${COLUMN}" text;`,
    ]);
    releaseMigrations(join(scratch, 'b'), join(scratch, 'c'), '9001_contract_sent_by_release', [
      "SET LOCAL lock_timeout = '5s';",
      // What release A wrote (without the column) is backfilled before the column is required.
      `UPDATE "messages" SET "${COLUMN}" = 'a' WHERE "${COLUMN}" IS NULL;`,
      `ALTER TABLE "messages" ALTER COLUMN "${COLUMN}" SET NOT NULL;`,
    ]);
    system = await startSystem({ pgPort: PG_PORT });
    for (const port of PORTS) instances.push(await system.startInstance(port, env));
    balancer = await startBalancer(instances.map((instance) => instance.url));
  }, 240_000);
  afterAll(async () => {
    await balancer?.close();
    await system?.stop();
    rmSync(join(ROOT, RELEASE_B_BUNDLE), { recursive: true, force: true });
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it(
    'serves every request and keeps every write while both instances move to B, then to C',
    { timeout: 240_000 },
    async () => {
      const releases = {
        b: {
          env: { ...env, MIGRATIONS_DIR: join(scratch, 'b') },
          entry: `${RELEASE_B_BUNDLE}/main.js`,
        },
        c: {
          env: { ...env, MIGRATIONS_DIR: join(scratch, 'c') },
          entry: `${RELEASE_B_BUNDLE}/main.js`,
        },
      };
      const lb = balancer.url;
      const host = await signUpAt(lb, `upgrade-host-${Date.now()}@example.test`);
      const listings = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          createSpace(system.db, {
            user_id: host.userId,
            title: `Upgrade studio ${i}`,
            is_published: true,
            available: true,
            time_zone: 'UTC',
            currency: 'USD',
            hourly_price: 2500,
          }),
        ),
      );
      const password = 'a-good-long-password';
      const guests = await Promise.all(
        listings.map(async (space, i) => {
          const email = `upgrade-guest-${i}-${Date.now()}@example.test`;
          const session = await signUpAt(lb, email, password);
          const conversation = await request(lb, 'POST', '/rest/v1/conversations', {
            token: session.token,
            body: { space_id: space.id },
          });
          expect([200, 201]).toContain(conversation.status);
          return { ...session, email, space, conversationId: conversation.json.id as string };
        }),
      );

      // The load: each guest searches, reads its listing, writes a message, every third round
      // holds and pays a slot of its own listing (slots never collide: no 409 is expected), and
      // every fifth round signs in again. Anything but the expected 2xx is a failure.
      const outcomes: Outcome[] = [];
      const failures: string[] = [];
      const messageIds: string[] = [];
      const bookingIds: string[] = [];
      let phase = 'A,A';
      const phases = new Map<string, number>();
      const note = (what: string, status: number, expected: number[]) => {
        const ok = expected.includes(status);
        outcomes.push({ ok, status, what });
        phases.set(phase, (phases.get(phase) ?? 0) + 1);
        if (!ok) failures.push(`${phase} ${what}: ${status}`);
      };
      let running = true;
      const base = new Date();
      base.setUTCHours(0, 0, 0, 0);

      async function guestLoop(index: number) {
        const guest = guests[index]!;
        let token = guest.token;
        let slot = 0;
        for (let round = 0; running; round++) {
          const search = await request(lb, 'GET', `/rest/v1/spaces?q=Upgrade%20studio%20${index}`);
          note('search', search.status, [200]);
          note(
            'listing',
            (await request(lb, 'GET', `/rest/v1/spaces/${guest.space.id}`)).status,
            [200],
          );
          const message = await request(
            lb,
            'POST',
            `/rest/v1/conversations/${guest.conversationId}/messages`,
            { token, body: { body: `Round ${round} from guest ${index} (${phase})` } },
          );
          note('message', message.status, [201]);
          if (message.status === 201) messageIds.push(message.json.id as string);
          if (round % 3 === 0) {
            const start = new Date(
              base.getTime() +
                (2 + Math.floor(slot / 12)) * 86_400_000 +
                (9 + (slot % 12)) * 3_600_000,
            );
            slot += 1;
            const result = await book(lb, token, guest.space, start);
            note(`booking (${result.stage}) ${result.error?.message ?? ''}`, result.status, [200]);
            if (result.stage === 'pay' && result.succeeded) bookingIds.push(result.bookingId);
            else if (result.stage === 'pay') failures.push(`${phase} payment not succeeded`);
          }
          if (round % 5 === 4) {
            const signIn = await request(lb, 'POST', '/auth/v1/token?grant_type=password', {
              body: { email: guest.email, password },
            });
            note('sign-in', signIn.status, [200]);
            if (signIn.status === 200) token = signIn.json.access_token as string;
          }
        }
      }
      const load = Promise.all(guests.map((_, i) => guestLoop(i)));
      const pause = (seconds: number) =>
        new Promise((resolve) => setTimeout(resolve, seconds * 1000));

      /** Drains instance `slot` (SIGTERM: /readyz 503, in-flight requests finish) and starts `release` on its port. */
      async function upgrade(slot: 0 | 1, release: keyof typeof releases, next: string) {
        await instances[slot]!.stop();
        expect(await instances[slot]!.exited).toBe(0);
        const { env: releaseEnv, entry } = releases[release];
        instances[slot] = await system.startInstance(PORTS[slot], releaseEnv, entry);
        phase = next;
        // The balancer takes it back after its next readiness check.
        await pause(STEP_SECONDS);
      }

      const columnExists = async () =>
        (
          await queryRows<{ n: number }>(
            system.db,
            sql`select count(*)::int as n from information_schema.columns
              where table_name = 'messages' and column_name = ${COLUMN}`,
          )
        )[0]!.n === 1;

      await pause(STEP_SECONDS);
      expect(await columnExists()).toBe(false);
      await upgrade(0, 'b', 'B,A');
      // The expand migration ran while instance 2 (release A) kept serving.
      expect(await columnExists()).toBe(true);
      await upgrade(1, 'b', 'B,B');

      // A release-A instance started against the expanded schema (a rollback) starts and works.
      const rollback = await system.startInstance(ROLLBACK_PORT, env);
      const fromA = await request(
        rollback.url,
        'POST',
        `/rest/v1/conversations/${guests[0]!.conversationId}/messages`,
        { token: guests[0]!.token, body: { body: 'Written by release A on the expanded schema' } },
      );
      expect(fromA.status).toBe(201);
      messageIds.push(fromA.json.id as string);
      await rollback.stop();

      // The contract release, only once no instance runs A.
      await upgrade(0, 'c', 'C,B');
      await upgrade(1, 'c', 'C,C');
      running = false;
      await load;

      // Zero failed requests, and the balancer never had to turn one away.
      expect(failures).toEqual([]);
      expect(balancer.unavailable).toBe(0);
      // The drained instances told the balancer (503 on /readyz) before they stopped listening.
      expect(balancer.notReadyAnswers).toBeGreaterThan(0);
      for (const step of ['A,A', 'B,A', 'B,B', 'C,B', 'C,C'])
        expect(phases.get(step) ?? 0).toBeGreaterThan(0);

      // No lost write: every acknowledged message and booking is there.
      for (const guest of guests) {
        const thread = await request(lb, 'GET', `/rest/v1/conversations/${guest.conversationId}`, {
          token: guest.token,
        });
        expect(thread.status).toBe(200);
      }
      const storedMessages = await system.db
        .select({ id: messages.id, release: sql<string>`${sql.identifier(COLUMN)}` })
        .from(messages)
        .where(inArray(messages.id, messageIds));
      expect(storedMessages).toHaveLength(messageIds.length);
      const byRelease = { a: 0, b: 0 };
      for (const row of storedMessages) byRelease[row.release as 'a' | 'b'] += 1;
      expect(byRelease.a).toBeGreaterThan(0);
      expect(byRelease.b).toBeGreaterThan(0);
      const storedBookings = await system.db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(inArray(bookings.id, bookingIds));
      expect(storedBookings).toHaveLength(bookingIds.length);
      expect(storedBookings.every((row) => ['confirmed', 'completed'].includes(row.status))).toBe(
        true,
      );

      // After the contract, an insert as release A makes it (without the column) is refused:
      // the contract could only run once no instance ran A.
      const refused = await system.db
        .execute(
          sql`insert into messages (conversation_id, sender_id, body)
            values (${guests[0]!.conversationId}, ${guests[0]!.userId}, 'as release A')`,
        )
        .then(
          () => 'stored',
          (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
        );
      // not_null_violation
      expect(refused).toBe('23502');

      const statuses: Record<number, number> = {};
      for (const outcome of outcomes)
        statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      console.info(
        `faults: rolling upgrade A,A -> B,A -> B,B -> C,B -> C,C: ${outcomes.length} requests (${[
          ...phases,
        ]
          .map(([step, n]) => `${step} ${n}`)
          .join(', ')}), statuses ${JSON.stringify(statuses)}, ${failures.length} failed, ${
          balancer.notReadyAnswers
        } readiness checks answered 503 during the 4 drains, ${
          balancer.retried
        } refused connections sent to the other instance, ${messageIds.length} messages (${
          byRelease.a
        } written by A, ${byRelease.b} by B) and ${bookingIds.length} paid bookings acknowledged, all stored`,
      );
    },
  );
});
