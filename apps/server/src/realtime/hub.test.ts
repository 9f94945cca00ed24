import { describe, expect, it } from 'vitest';
import type { DbHandle } from '@rentspace/db';
import { createLogger } from '../logger.ts';
import { createAnswerCaches } from '../http/kept-answers.ts';
import { createRealtimeHub } from './hub.ts';
import { realtimeRoutes } from './routes.ts';

/**
 * A database handle that listens the way packages/db/src/listener.ts does: `onListening` runs once
 * the channel is listened to, and again each time the connection comes back after an outage.
 */
function fakeListen() {
  let payloads: ((payload: string) => void) | undefined;
  let listening: (() => void) | undefined;
  const listen: DbHandle['listen'] = async (_channel, onPayload, onListening) => {
    payloads = onPayload;
    listening = onListening;
    onListening?.();
    return async () => {};
  };
  return {
    handle: { listen },
    notify: (event: object) => payloads!(JSON.stringify(event)),
    comeBack: () => listening!(),
  };
}

const silent = createLogger('silent');
const owner = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const first = '6f1c2a7e-8d4b-4c1a-9e2f-0b5d7a3c9e11';
const second = '6f1c2a7e-8d4b-4c1a-9e2f-0b5d7a3c9e12';
const space = { table: 'spaces', type: 'UPDATE', id: first, user_id: owner, public: true };

describe('the realtime hub when its connection comes back after an outage', () => {
  it('tells every subscriber that changes may have gone unheard, not at the first subscription', async () => {
    const db = fakeListen();
    const hub = createRealtimeHub(db.handle, silent);
    const told: string[] = [];
    hub.subscribe({
      onChange: (event) => told.push(`change ${event.id}`),
      onClose: () => told.push('close'),
      onMissed: () => told.push('missed'),
    });
    await hub.start();
    db.notify(space);
    expect(told).toEqual([`change ${first}`]);
    db.comeBack();
    db.notify({ ...space, id: second });
    expect(told).toEqual([`change ${first}`, 'missed', `change ${second}`]);
  });

  it("empties the instance's kept pages and searches", async () => {
    const db = fakeListen();
    const hub = createRealtimeHub(db.handle, silent);
    await hub.start();
    const caches = createAnswerCaches(60, hub);
    let renders = 0;
    const visitor = { nonce: null, acceptEncoding: undefined };
    const search = () =>
      caches.search.serve('/rest/v1/spaces', visitor, async () => {
        renders += 1;
        return Response.json({ data: [], renders });
      });
    await (await search()).text();
    await (await search()).text();
    // Kept: the second search was answered without rendering.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(1);
    db.comeBack();
    expect(await (await search()).json()).toEqual({ data: [], renders: 2 });
  });

  it('ends the open change streams, so that browsers reconnect and reload what they show', async () => {
    const db = fakeListen();
    const hub = createRealtimeHub(db.handle, silent);
    await hub.start();
    const response = await realtimeRoutes(hub).request('/changes?tables=spaces');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: ready')) text += decoder.decode((await reader.read()).value);
    expect(hub.size).toBe(1);
    db.notify(space);
    while (!text.includes('event: change')) text += decoder.decode((await reader.read()).value);
    db.comeBack();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(hub.size).toBe(0);
  });
});
