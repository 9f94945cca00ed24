import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceTypes } from '@rentspace/db';
import { createTestApp, type TestApp } from '../../test/harness.ts';

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
