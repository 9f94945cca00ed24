import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceTypes } from '@rentspace/db';
import { call, createTestApp, signUp, type TestApp } from '../../test/harness.ts';
import { addTypes, createListing, listingBody } from '../listings/testing.ts';

/** Reads server-sent events from a real HTTP stream until `count` change events arrived. */
async function collect(url: string, count: number, start: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: unknown[] = [];
  let buffer = '';
  let started = false;
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event: (.*)$/m.exec(chunk)?.[1];
      const data = /^data: (.*)$/m.exec(chunk)?.[1];
      if (event === 'ready' && !started) {
        started = true;
        await start();
      }
      if (event === 'change' && data) events.push(JSON.parse(data));
    }
  }
  controller.abort();
  return events;
}

type Heard = { event: string; data: any };

/**
 * A subscriber that keeps listening in the background while the test acts: `heard` lists its
 * events after 'ready', `until` waits (at most 10 s) for what the test expects.
 */
async function subscriber(url: string, token?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const heard: Heard[] = [];
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const chunk = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const event = /^event: (.*)$/m.exec(chunk)?.[1];
        const data = /^data: (.*)$/m.exec(chunk)?.[1];
        if (event === 'ready') markReady();
        else if (event && data) heard.push({ event, data: JSON.parse(data) });
      }
    }
  })().catch(() => {
    // Aborted by close().
  });
  await ready;
  return {
    heard,
    async until(done: (heard: Heard[]) => boolean) {
      const deadline = Date.now() + 10_000;
      while (!done(heard) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return heard;
    },
    close: () => controller.abort(),
  };
}

describe('realtime changes over server-sent events', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
  });
  afterAll(() => t.close());

  it('announces a new space type to subscribers of space_types', async () => {
    const events = await collect(`${url}/realtime/v1/changes?tables=space_types`, 1, async () => {
      await t.db.insert(spaceTypes).values({ name: 'greenhouse', label: 'Greenhouse' });
    });
    expect(events).toEqual([expect.objectContaining({ table: 'space_types', type: 'INSERT' })]);
  });

  it('does not stream tables that are not public', async () => {
    const res = await fetch(`${url}/realtime/v1/changes?tables=users`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const { value } = await reader.read();
    expect(value).toContain('"tables":[]');
    await reader.cancel();
  });
});

/**
 * A draft is its owner's alone (docs/product/listings.md#who-sees-a-listing): the public stream
 * used to tell every subscriber the id of each new draft.
 */
describe('realtime changes to drafts', () => {
  let t: TestApp;
  let url: string;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  const publicPath = '/realtime/v1/changes?tables=spaces';
  const ownPath = '/rest/v1/messages/stream';
  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
    owner = await signUp(t.app);
    other = await signUp(t.app);
    await addTypes(t.db);
  });
  afterAll(() => t.close());

  const publish = (id: string, is_published: boolean) =>
    call(t.app, 'POST', `/rest/v1/spaces/${id}/publication`, {
      token: owner.token,
      body: { is_published },
    });
  const edit = (id: string, title: string, is_published = false) =>
    call(t.app, 'PUT', `/rest/v1/spaces/${id}`, {
      token: owner.token,
      body: listingBody({ title, is_published }),
    });
  const changesOf = (heard: Heard[], id: string) =>
    heard.filter((item) => item.data.id === id).map((item) => item.data);

  it('tells anonymous subscribers and other people nothing of a draft; its owner hears of it on their own stream', async () => {
    const anonymous = await subscriber(`${url}${publicPath}`);
    const otherPublic = await subscriber(`${url}${publicPath}`, other.token);
    const otherOwn = await subscriber(`${url}${ownPath}`, other.token);
    const ownerOwn = await subscriber(`${url}${ownPath}`, owner.token);
    try {
      const draft = await createListing(t.app, owner.token);
      expect(draft.is_published).toBe(false);
      expect((await edit(draft.id, 'Quiet loft, still a draft')).status).toBe(200);
      // Markers that come after the draft's changes: each stream must see its marker, and nothing
      // of the draft before it (notifications arrive in the order they were committed).
      const othersDraft = await createListing(t.app, other.token);
      expect((await publish(draft.id, true)).status).toBe(200);

      for (const stream of [anonymous, otherPublic]) {
        const heard = await stream.until((events) => changesOf(events, draft.id).length > 0);
        expect(heard.map((item) => item.data)).toEqual([
          { table: 'spaces', type: 'UPDATE', id: draft.id },
        ]);
      }
      const otherHeard = await otherOwn.until((events) => events.length > 0);
      expect(otherHeard).toEqual([
        { event: 'draft', data: { type: 'draft', change: 'INSERT', id: othersDraft.id } },
      ]);
      const ownerHeard = await ownerOwn.until((events) => events.length >= 2);
      expect(ownerHeard).toEqual([
        { event: 'draft', data: { type: 'draft', change: 'INSERT', id: draft.id } },
        { event: 'draft', data: { type: 'draft', change: 'UPDATE', id: draft.id } },
      ]);
    } finally {
      for (const stream of [anonymous, otherPublic, otherOwn, ownerOwn]) stream.close();
    }
  });

  it('announces publishing and unpublishing to everyone; edits of the draft again only to its owner', async () => {
    const draft = await createListing(t.app, owner.token);
    const anonymous = await subscriber(`${url}${publicPath}`);
    const ownerOwn = await subscriber(`${url}${ownPath}`, owner.token);
    try {
      expect((await publish(draft.id, true)).status).toBe(200);
      expect((await edit(draft.id, 'Sunlit loft, published', true)).status).toBe(200);
      expect((await publish(draft.id, false)).status).toBe(200);
      expect((await edit(draft.id, 'Sunlit loft, a draft again')).status).toBe(200);
      // Markers: whatever either stream would say of the changes above comes before them.
      const ownerMarker = await createListing(t.app, owner.token);
      const marker = await createListing(t.app, owner.token, { is_published: true });

      const ownerHeard = await ownerOwn.until(
        (events) => changesOf(events, ownerMarker.id).length > 0,
      );
      expect(ownerHeard).toEqual([
        { event: 'draft', data: { type: 'draft', change: 'UPDATE', id: draft.id } },
        { event: 'draft', data: { type: 'draft', change: 'INSERT', id: ownerMarker.id } },
      ]);
      const heard = await anonymous.until((events) => changesOf(events, marker.id).length > 0);
      expect(heard.map((item) => item.data)).toEqual([
        { table: 'spaces', type: 'UPDATE', id: draft.id },
        { table: 'spaces', type: 'UPDATE', id: draft.id },
        { table: 'spaces', type: 'UPDATE', id: draft.id },
        { table: 'spaces', type: 'INSERT', id: marker.id },
      ]);
    } finally {
      anonymous.close();
      ownerOwn.close();
    }
  });
});
