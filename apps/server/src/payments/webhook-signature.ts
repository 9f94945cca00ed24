import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures older than this are refused, as Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A Stripe-style signature header: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">'. */
export function signPayload(body: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** True when the header carries a valid signature of the body made within the tolerance. */
export function verifySignature(
  body: string,
  header: string | undefined,
  secret: string,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
