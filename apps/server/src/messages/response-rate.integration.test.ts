import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { fixedClock } from '../clock.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("a host's response rate and time, measured from messages", () => {
  const T0 = new Date('2026-05-01T09:00:00Z').getTime();
  const clock = fixedClock(new Date(T0));
  let t: TestApp;
  let host: Account;
  let space: Awaited<ReturnType<typeof createSpace>>;
  const profile = async () => (await call(t.app, 'GET', `/rest/v1/profiles/${host.userId}`)).json;

  /** The host's access token at the clock's time (tokens follow the clock, as they expire). */
  async function hostToken() {
    const res = await call(t.app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: host.email, password: host.password },
    });
    return res.json.access_token as string;
  }

  async function reply(conversationId: string, at: number, body = 'Yes, it is.') {
    clock.set(new Date(at));
    const res = await call(t.app, 'POST', `/rest/v1/conversations/${conversationId}/messages`, {
      token: await hostToken(),
      body: { body },
    });
    expect(res.status).toBe(201);
  }

  /** A new guest asks at `askedAt`; the host answers at `repliedAt` (if given). */
  async function thread(askedAt: number, repliedAt?: number): Promise<string> {
    clock.set(new Date(askedAt));
    const guest = await signUp(t.app);
    const res = await call(t.app, 'POST', '/rest/v1/conversations', {
      token: guest.token,
      body: { space_id: space.id, body: 'Is it free on Friday?' },
    });
    expect(res.status).toBe(201);
    if (repliedAt !== undefined) await reply(res.json.id, repliedAt);
    return res.json.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { RATE_LIMIT_SIGNUP_PER_HOUR: '1000' } });
    host = await signUp(t.app);
    space = await createSpace(t.db, { user_id: host.userId, time_zone: 'UTC' });
  });
  afterAll(() => t.close());

  it('shows the default rate and time before there is any data (docs/product/profiles.md)', async () => {
    expect(await profile()).toMatchObject({ response_rate: 95, response_time: 'within an hour' });
  });

  it('counts conversations of the last 90 days answered within 24 hours, and the median first reply', async () => {
    await thread(T0 - 100 * DAY, T0 - 100 * DAY + 5 * MINUTE); // outside the window
    await thread(T0, T0 + 30 * MINUTE); // answered in time
    const late = await thread(T0 + HOUR); // answered late, below
    await thread(T0 + 2 * HOUR); // never answered
    await thread(T0 + 3 * HOUR + 30 * MINUTE, T0 + 3 * HOUR + 40 * MINUTE);
    await reply(late, T0 + 30 * HOUR, 'Sorry for the wait!');

    // A guest who asked an hour ago is not counted yet: the host may still answer in time.
    await thread(T0 + 3 * DAY - HOUR);
    clock.set(new Date(T0 + 3 * DAY));
    // Counted: in time (30 min), in time (10 min), late (29 h), never => 2 of 4; median of 10 min, 30 min, 29 h = 30 min.
    expect(await profile()).toMatchObject({ response_rate: 50, response_time: 'within an hour' });
  });

  it("keeps the space page's host card in step after the host's replies", async () => {
    const detail = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`);
    expect(detail.json.host.response_rate).toBe(50);
  });

  it('lets slow replies move the response time into words', async () => {
    clock.set(new Date(T0 + 4 * DAY));
    await thread(T0 + 4 * DAY, T0 + 4 * DAY + 20 * HOUR);
    await thread(T0 + 5 * DAY, T0 + 5 * DAY + 22 * HOUR);
    clock.set(new Date(T0 + 7 * DAY));
    // Replies: 10 min, 30 min, 20 h, 22 h, 29 h => median 20 h. In time: 4 of 7, as the guest who
    // asked on day 3 has now waited more than a day without an answer.
    expect(await profile()).toMatchObject({ response_rate: 57, response_time: 'within a day' });
    // The host card of the space page says the same, from the host's last reply.
    const detail = await call(t.app, 'GET', `/rest/v1/spaces/${space.id}`);
    expect(detail.json.host).toMatchObject({ response_time: 'within a day' });
  });
});
