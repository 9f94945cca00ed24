import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake Stripe API received: form fields flattened as Stripe encodes them. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
  form: Record<string, string>;
}

type StripeObject = Record<string, unknown> & { id: string };

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * A small Stripe API on loopback for tests: PaymentIntents, refunds, Connect accounts and links,
 * payouts and transfers, with idempotency keys honoured like Stripe (same key, same answer).
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const replies = new Map<string, StripeObject>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  function create(form: Record<string, string>, path: string): StripeObject {
    if (path === '/v1/payment_intents') {
      const id = nextId('pi');
      const destination = form['transfer_data[destination]'];
      return {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata: { booking_id: form['metadata[booking_id]'] },
        application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
        transfer_data: destination ? { destination } : null,
        last_payment_error: null,
        latest_charge: `ch_for_${id}`,
      };
    }
    if (path === '/v1/refunds') return { id: nextId('re'), object: 'refund', amount: Number(form.amount), payment_intent: form.payment_intent, status: 'succeeded' };
    if (path === '/v1/accounts') return { id: nextId('acct'), object: 'account', details_submitted: false, email: form.email };
    if (path === '/v1/account_links') return { id: nextId('link'), object: 'account_link', url: `https://connect.stripe.test/setup/${form.account}` };
    if (path === '/v1/payouts') return { id: nextId('po'), object: 'payout', amount: Number(form.amount), currency: form.currency };
    if (path === '/v1/transfers') return { id: nextId('tr'), object: 'transfer', amount: Number(form.amount), destination: form.destination };
    throw new Error(`unexpected path ${path}`);
  }

  function handle(method: string, path: string, form: Record<string, string>): [number, object] {
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    const found = /^\/v1\/(payment_intents|accounts)\/([^/]+)$/.exec(path);
    if (cancel) {
      const intent = objects.get(cancel[1]!);
      if (!intent) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }];
      intent.status = 'canceled';
      return [200, intent];
    }
    if (found && method === 'GET') {
      const object = objects.get(found[2]!);
      return object ? [200, object] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } }];
    }
    const object = create(form, path);
    objects.set(object.id, object);
    return [200, object];
  }

  const server: Server = createServer(async (req, res) => {
    const form = await readForm(req);
    const path = (req.url ?? '').split('?')[0]!;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method!, path, idempotencyKey, stripeAccount: req.headers['stripe-account'] as string | undefined, form });
    const replayKey = idempotencyKey ? `${req.method} ${path} ${idempotencyKey}` : undefined;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    const [status, body] = replay ? [200, replay] : handle(req.method!, path, form);
    if (replayKey && status === 200 && !replay) replies.set(replayKey, body as StripeObject);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}` });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    objects,
    /** Changes a stored object, as Stripe's side would (a payment succeeding, onboarding finishing). */
    update(id: string, values: Record<string, unknown>) {
      Object.assign(objects.get(id) ?? {}, values);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
