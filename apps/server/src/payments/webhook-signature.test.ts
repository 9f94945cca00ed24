import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { signPayload, verifySignature } from './webhook-signature.ts';

const at = new Date('2030-01-01T00:00:00Z');

describe('webhook signatures', () => {
  it('verifies its own signature and refuses a changed body, another secret or an old timestamp', () => {
    const header = signPayload('{"a":1}', 'whsec_x', at);
    expect(verifySignature('{"a":1}', header, 'whsec_x', at)).toBe(true);
    expect(verifySignature('{"a":2}', header, 'whsec_x', at)).toBe(false);
    expect(verifySignature('{"a":1}', header, 'whsec_y', at)).toBe(false);
    expect(verifySignature('{"a":1}', header, 'whsec_x', new Date(at.getTime() + 301_000))).toBe(
      false,
    );
    expect(verifySignature('{"a":1}', undefined, 'whsec_x', at)).toBe(false);
    expect(verifySignature('{"a":1}', 't=abc,v1=zz', 'whsec_x', at)).toBe(false);
  });

  it('uses the same format as Stripe, so its library accepts our signatures', async () => {
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const now = new Date();
    const event = await new Stripe('sk_test_x').webhooks.constructEventAsync(
      body,
      signPayload(body, 'whsec_x', now),
      'whsec_x',
    );
    expect(event.id).toBe('evt_1');
  });
});
