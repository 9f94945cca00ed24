import { afterEach, describe, expect, it } from 'vitest';
import { createSpace } from '@rentspace/db/factories';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

/** An application with the given message limits, a host's listing and a guest's conversation. */
async function setUp(env: Record<string, string>) {
  const t = await createTestApp({ env });
  const [host, guest] = [await signUp(t.app), await signUp(t.app)];
  const space = await createSpace(t.db, { user_id: host.userId });
  const started = await call(t.app, 'POST', '/rest/v1/conversations', {
    token: guest.token,
    body: { space_id: space.id },
  });
  return { t, host, guest, space, conversation: started.json.id as string };
}

function sender(t: TestApp, conversation: string) {
  return (user: Account, body: string) =>
    call(t.app, 'POST', `/rest/v1/conversations/${conversation}/messages`, {
      token: user.token,
      body: { body },
    });
}

const bodies = async (t: TestApp, user: Account, conversation: string) =>
  (
    await call(t.app, 'GET', `/rest/v1/conversations/${conversation}`, { token: user.token })
  ).json.messages.map((message: { body: string }) => message.body) as string[];

describe('message limits per sender', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers a flood of messages with 429 and Retry-After, stores none of it, and lets others write', async () => {
    const setup = await setUp({
      RATE_LIMIT_MESSAGES_PER_MINUTE: '3',
      RATE_LIMIT_MESSAGES_PER_HOUR: '50',
    });
    t = setup.t;
    const send = sender(t, setup.conversation);
    for (let i = 1; i <= 3; i++) expect((await send(setup.guest, `Hello ${i}`)).status).toBe(201);

    const refused = await send(setup.guest, 'Hello 4');
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.json.error.message).toMatch(
      /^You are sending messages too quickly\. Please wait \d+ seconds? and try again\.$/,
    );
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    // Starting a conversation with a first message counts too.
    const other = await createSpace(t.db, { user_id: setup.host.userId });
    const viaStart = await call(t.app, 'POST', '/rest/v1/conversations', {
      token: setup.guest.token,
      body: { space_id: other.id, body: 'Hello from the other listing' },
    });
    expect(viaStart.status).toBe(429);

    // The limit is the sender's own: the host still answers.
    expect((await send(setup.host, 'Welcome!')).status).toBe(201);
    expect(await bodies(t, setup.guest, setup.conversation)).toEqual([
      'Hello 1',
      'Hello 2',
      'Hello 3',
      'Welcome!',
    ]);
  });

  it('caps the messages of an hour as well, naming the wait in minutes', async () => {
    const setup = await setUp({
      RATE_LIMIT_MESSAGES_PER_MINUTE: '100',
      RATE_LIMIT_MESSAGES_PER_HOUR: '4',
    });
    t = setup.t;
    const send = sender(t, setup.conversation);
    for (let i = 1; i <= 4; i++) expect((await send(setup.guest, `Note ${i}`)).status).toBe(201);
    const refused = await send(setup.guest, 'Note 5');
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/Please wait \d+ minutes and try again\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
  });
});
