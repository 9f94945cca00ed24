import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake Stripe API received: form fields flattened as Stripe encodes them. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
  form: Record<string, string>;
  /** What became of it: answered, answered from the idempotency store, or failed on purpose. */
  outcome: 'executed' | 'replayed' | 'refused' | StripeFault['kind'];
}

/**
 * How a request fails. 'status': an error answer before anything is done (Stripe saves no
 * idempotent result then). 'hang': no answer until the client gives up; with commit the operation
 * is done first, as when Stripe is slow to answer. 'drop': the operation is done, then the
 * connection is closed without an answer.
 */
export type StripeFault =
  { kind: 'status'; status: 500 | 503 } | { kind: 'hang'; commit?: boolean } | { kind: 'drop' };

export interface FaultRule {
  fault: StripeFault;
  path: string | RegExp;
  method?: string;
  /** Matching requests let through before the fault starts (faults by call count). */
  skip?: number;
  /** How many matching requests fail; every one until cleared when left out. */
  times?: number;
}

type StripeObject = Record<string, unknown> & { id: string };
type Answer = [number, object];
interface Saved {
  method: string;
  path: string;
  params: string;
  answer: Answer;
  executions: number;
  replays: number;
}

const stripeError = (status: number, type: string, code: string, message: string): Answer => [
  status,
  { error: { type, code, message } },
];

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * A small Stripe API on loopback for tests: PaymentIntents, refunds, Connect accounts and links,
 * payouts and transfers. Idempotency keys work as Stripe's: the first result of a key is saved and
 * answered again for a repeat (a repeat with other parameters is refused), nothing is saved for a
 * request that failed before it ran. Faults can be injected per path and per call count.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const saved = new Map<string, Saved>();
  const rules: (FaultRule & { seen: number; failed: number })[] = [];
  const hanging = new Set<ServerResponse>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;
  const refundedOf = (intentId: string) =>
    [...objects.values()]
      .filter((o) => o.object === 'refund' && o.payment_intent === intentId)
      .reduce((sum, o) => sum + Number(o.amount), 0);

  /**
   * Stripe's test payment method for 4000 0000 0000 0341: it attaches to a customer, but charges
   * on it fail (an off-session authorisation is declined).
   */
  const CHARGE_FAILS = 'pm_card_chargeCustomerFail';

  function createIntent(form: Record<string, string>): StripeObject | Answer {
    const id = nextId('pi');
    const destination = form['transfer_data[destination]'];
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount: Number(form.amount),
      currency: form.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_fake`,
      metadata,
      customer: form.customer ?? null,
      payment_method: form.payment_method ?? null,
      setup_future_usage: form.setup_future_usage ?? null,
      amount_received: 0,
      application_fee_amount: form.application_fee_amount
        ? Number(form.application_fee_amount)
        : null,
      transfer_data: destination ? { destination } : null,
      last_payment_error: null,
      latest_charge: `ch_for_${id}`,
      capture_method: form.capture_method ?? 'automatic',
    };
    if (form.confirm !== 'true') return intent;
    // Confirmed at creation (off_session, on a saved card): authorised or charged now, or declined.
    if (!form.payment_method)
      return stripeError(
        400,
        'invalid_request_error',
        'parameter_missing',
        'Missing required param: payment_method.',
      );
    objects.set(id, intent);
    if (form.payment_method === CHARGE_FAILS) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      intent.last_payment_error = error;
      return [402, { error: { ...error, payment_intent: intent } }];
    }
    if (intent.capture_method === 'manual') intent.status = 'requires_capture';
    else Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return intent;
  }

  function createRefund(form: Record<string, string>): StripeObject | Answer {
    const intent = objects.get(form.payment_intent ?? '');
    if (!intent)
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        'No such payment_intent',
      );
    if (intent.status !== 'succeeded')
      return stripeError(
        400,
        'invalid_request_error',
        'charge_not_refundable',
        'This PaymentIntent has no successful charge to refund.',
      );
    const amount = form.amount ? Number(form.amount) : Number(intent.amount);
    if (refundedOf(intent.id) + amount > Number(intent.amount)) {
      return stripeError(
        400,
        'invalid_request_error',
        'charge_already_refunded',
        'The refund exceeds what remains of the charge.',
      );
    }
    return {
      id: nextId('re'),
      object: 'refund',
      amount,
      payment_intent: intent.id,
      status: 'succeeded',
    };
  }

  function create(form: Record<string, string>, path: string): StripeObject | Answer {
    if (path === '/v1/payment_intents') return createIntent(form);
    if (path === '/v1/refunds') return createRefund(form);
    if (path === '/v1/customers') return { id: nextId('cus'), object: 'customer' };
    if (path === '/v1/accounts')
      return { id: nextId('acct'), object: 'account', details_submitted: false, email: form.email };
    if (path === '/v1/account_links')
      return {
        id: nextId('link'),
        object: 'account_link',
        url: `https://connect.stripe.test/setup/${form.account}`,
      };
    if (path === '/v1/payouts')
      return {
        id: nextId('po'),
        object: 'payout',
        amount: Number(form.amount),
        currency: form.currency,
      };
    if (path === '/v1/transfers')
      return {
        id: nextId('tr'),
        object: 'transfer',
        amount: Number(form.amount),
        destination: form.destination,
      };
    return stripeError(
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (POST: ${path})`,
    );
  }

  function cancelIntent(id: string): Answer {
    const intent = objects.get(id);
    if (!intent)
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        'No such payment_intent',
      );
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
      );
    }
    intent.status = 'canceled';
    return [200, intent];
  }

  /**
   * Charges an authorised intent. A test marks an intent `decline_capture: true` (with update) for
   * a card that authorises and then declines at capture.
   */
  function captureIntent(id: string, form: Record<string, string>): Answer {
    const intent = objects.get(id);
    if (!intent)
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        'No such payment_intent',
      );
    if (intent.status !== 'requires_capture')
      return stripeError(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}.`,
      );
    if (intent.decline_capture) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = error;
      return [402, { error }];
    }
    const amount = form.amount_to_capture ? Number(form.amount_to_capture) : Number(intent.amount);
    if (amount > Number(intent.amount))
      return stripeError(
        400,
        'invalid_request_error',
        'amount_too_large',
        'The amount to capture must be at most the amount capturable.',
      );
    // A partial capture releases the rest of the authorisation, as Stripe does.
    Object.assign(intent, { status: 'succeeded', amount_received: amount });
    return [200, intent];
  }

  function handle(method: string, path: string, form: Record<string, string>): Answer {
    const capture = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path);
    if (capture && method === 'POST') return captureIntent(capture[1]!, form);
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    const found = /^\/v1\/(payment_intents|accounts)\/([^/]+)$/.exec(path);
    if (cancel && method === 'POST') return cancelIntent(cancel[1]!);
    if (found && method === 'GET') {
      const object = objects.get(found[2]!);
      return object
        ? [200, object]
        : stripeError(404, 'invalid_request_error', 'resource_missing', 'No such object');
    }
    const made = create(form, path);
    if (Array.isArray(made)) return made;
    objects.set(made.id, made);
    return [200, made];
  }

  /** Runs a request once per idempotency key, as Stripe does; a repeat gets the first answer. */
  function execute(request: StripeRequest): Answer {
    if (!request.idempotencyKey) {
      request.outcome = 'executed';
      return handle(request.method, request.path, request.form);
    }
    const key = `${request.stripeAccount ?? ''} ${request.idempotencyKey}`;
    const params = JSON.stringify(request.form);
    const first = saved.get(key);
    if (
      first &&
      (first.method !== request.method || first.path !== request.path || first.params !== params)
    ) {
      request.outcome = 'refused';
      return stripeError(
        400,
        'idempotency_error',
        'idempotency_key_in_use',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    if (first) {
      first.replays += 1;
      request.outcome = 'replayed';
      return first.answer;
    }
    request.outcome = 'executed';
    const answer = handle(request.method, request.path, request.form);
    saved.set(key, {
      method: request.method,
      path: request.path,
      params,
      answer,
      executions: 1,
      replays: 0,
    });
    return answer;
  }

  function faultFor(method: string, path: string): StripeFault | undefined {
    for (const rule of rules) {
      const matches =
        (rule.method ?? method) === method &&
        (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path));
      if (!matches) continue;
      rule.seen += 1;
      if (rule.seen <= (rule.skip ?? 0) || (rule.times !== undefined && rule.failed >= rule.times))
        continue;
      rule.failed += 1;
      return rule.fault;
    }
    return undefined;
  }

  function answer(res: ServerResponse, [status, body]: Answer) {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_${requests.length}`,
    });
    res.end(JSON.stringify(body));
  }

  const server: Server = createServer(async (req, res) => {
    const form = await readForm(req);
    const request: StripeRequest = {
      method: req.method!,
      path: (req.url ?? '').split('?')[0]!,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      stripeAccount: req.headers['stripe-account'] as string | undefined,
      form,
      outcome: 'executed',
    };
    requests.push(request);
    const fault = faultFor(request.method, request.path);
    if (!fault) return answer(res, execute(request));
    if (fault.kind === 'status') {
      request.outcome = 'status';
      return answer(
        res,
        stripeError(
          fault.status,
          'api_error',
          'api_error',
          'An error occurred with our connection to Stripe.',
        ),
      );
    }
    if (fault.kind === 'drop' || fault.commit) execute(request);
    request.outcome = fault.kind;
    if (fault.kind === 'drop') return req.socket.destroy();
    hanging.add(res);
    res.on('close', () => hanging.delete(res));
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
    /** Makes matching requests fail from now on (see FaultRule). */
    inject(rule: FaultRule) {
      rules.push({ ...rule, seen: 0, failed: 0 });
    },
    clearFaults() {
      rules.length = 0;
    },
    /** How often the operation of an idempotency key ran (at most once) and was answered again. */
    idempotency(key: string, stripeAccount = '') {
      const entry = saved.get(`${stripeAccount} ${key}`);
      return { executions: entry?.executions ?? 0, replays: entry?.replays ?? 0 };
    },
    /** The PaymentIntents Stripe holds for a booking. */
    intentsOf: (bookingId: string) =>
      [...objects.values()].filter(
        (o) =>
          o.object === 'payment_intent' &&
          (o.metadata as { booking_id?: string }).booking_id === bookingId,
      ),
    /** The refunds Stripe holds for a PaymentIntent. */
    refundsOf: (intentId: string) =>
      [...objects.values()].filter((o) => o.object === 'refund' && o.payment_intent === intentId),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
