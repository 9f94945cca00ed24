import http from 'node:http';
import { platformFee } from '@rentspace/core/money/fees';

/**
 * A POST on a connection of its own (no client-side pooling), so the request is really in the
 * server's hands once sent; answers the status, or 0 when the connection failed.
 */
export function postOnOwnConnection(url: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

/** A JSON call to a running instance; never throws on HTTP errors (network errors give status 0). */
export async function request(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  } catch {
    return { status: 0, json: undefined };
  }
}

export async function signUpAt(base: string, email: string, password = 'a-good-long-password') {
  const signedUp = await request(base, 'POST', '/auth/v1/signup', { body: { email, password } });
  if (signedUp.status !== 200)
    throw new Error(`sign-up failed: ${signedUp.status} ${JSON.stringify(signedUp.json)}`);
  // A sign-up answers without a session; the new account signs in with its password.
  const res = await request(base, 'POST', '/auth/v1/token?grant_type=password', {
    body: { email, password },
  });
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return {
    token: res.json.access_token as string,
    refresh: res.json.refresh_token as string,
    userId: res.json.user.id as string,
  };
}

export const TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

/** Holds an hourly slot of a listing priced per hour, then pays it with the sandbox test card. */
export async function book(
  base: string,
  token: string,
  space: { id: string; hourly_price: number; currency: string },
  start: Date,
  hours = 1,
) {
  const subtotal = space.hourly_price * hours;
  const intent = await request(base, 'POST', '/functions/v1/create-payment-intent', {
    token,
    body: {
      spaceId: space.id,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + hours * 3600_000).toISOString(),
      duration: hours,
      durationUnit: 'hour',
      amount: subtotal + platformFee(subtotal),
      currency: space.currency,
    },
  });
  if (intent.status !== 200)
    return {
      stage: 'hold' as const,
      status: intent.status,
      bookingId: undefined,
      error: intent.json?.error as { code: string; message: string } | undefined,
    };
  const paid = await request(base, 'POST', '/functions/v1/sandbox/confirm', {
    body: { clientSecret: intent.json.clientSecret, card: TEST_CARD },
  });
  const succeeded = paid.status === 200 && paid.json?.status === 'succeeded';
  return {
    stage: 'pay' as const,
    status: paid.status,
    succeeded,
    bookingId: intent.json.bookingId as string,
    clientSecret: intent.json.clientSecret as string,
    error: paid.json?.error as { code: string; message: string } | undefined,
  };
}
