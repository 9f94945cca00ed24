import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckout } from './start-checkout';

vi.mock('~/lib/auth/client', () => ({ accessToken: async () => 'guest-token' }));

const REQUEST = {
  spaceId: '6d0c5f0e-8a53-4d7b-9a6e-1f8f5c6f0a01',
  startTime: '2031-01-15T10:00:00.000Z',
  endTime: '2031-01-15T12:00:00.000Z',
  duration: 2,
  durationUnit: 'hour' as const,
  amount: 5500,
  currency: 'USD' as const,
};

function reply(body: unknown, status: number) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('startCheckout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the booking with the bearer token and hands back the intent', async () => {
    const intent = { clientSecret: 'pi_1_secret', bookingId: 'b1', provider: 'sandbox' };
    const fetchMock = reply(intent, 200);
    expect(await startCheckout(REQUEST)).toEqual({ kind: 'ready', intent });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/functions/v1/create-payment-intent');
    expect(JSON.parse(init.body as string)).toEqual(REQUEST);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer guest-token');
  });

  it('sends a taken slot back to the booking form in the spec words', async () => {
    reply({ error: { code: 'slot_unavailable', message: 'This time slot is not available' } }, 409);
    expect(await startCheckout(REQUEST)).toEqual({
      kind: 'rejected',
      code: 'slot_unavailable',
      message: 'This time slot is not available',
    });
  });

  it('sends a hold past the hold limits back to the booking form with its words', async () => {
    const message =
      'You already hold 3 time slots waiting for payment. Pay for one or let it expire before holding another.';
    reply({ error: { code: 'hold_limit', message } }, 409);
    expect(await startCheckout(REQUEST)).toEqual({ kind: 'rejected', code: 'hold_limit', message });
  });

  it('uses the field message of a validation failure', async () => {
    reply(
      {
        error: {
          code: 'validation_failed',
          message: 'Invalid request',
          fields: { startTime: ['Please select a date and time'] },
        },
      },
      400,
    );
    expect(await startCheckout(REQUEST)).toEqual({
      kind: 'rejected',
      code: 'validation_failed',
      message: 'Please select a date and time',
    });
  });

  it('names the status of any other failure', async () => {
    reply({ error: { code: 'price_mismatch', message: 'The price has changed' } }, 409);
    expect(await startCheckout(REQUEST)).toEqual({
      kind: 'failed',
      message: 'Failed to create payment intent (409)',
    });
    reply({ error: { code: 'internal_error', message: 'Something went wrong' } }, 500);
    expect(await startCheckout(REQUEST)).toEqual({
      kind: 'failed',
      message: 'Failed to create payment intent (500)',
    });
  });

  it('refuses an answer without a client secret', async () => {
    reply({ bookingId: 'b1' }, 200);
    expect(await startCheckout(REQUEST)).toEqual({
      kind: 'failed',
      message: 'Invalid response: missing client secret',
    });
  });
});
