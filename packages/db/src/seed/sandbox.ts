import { createHash } from 'node:crypto';
import type { BookingInsert, PayoutInsert } from '../factories.ts';
import type {
  sandboxAccounts,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
} from '../schema/index.ts';
import type { PeoplePlan } from './people.ts';

type IntentInsert = typeof sandboxPaymentIntents.$inferInsert;
type MovementInsert = typeof sandboxMoneyMovements.$inferInsert;
type AccountInsert = typeof sandboxAccounts.$inferInsert;

export interface SandboxPlan {
  intents: IntentInsert[];
  movements: MovementInsert[];
  accounts: AccountInsert[];
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** Ids as the built-in sandbox provider makes them from an idempotency key. */
const sandboxId = (prefix: string, key: string) => `${prefix}_sbx${hex(key)}`;

/**
 * The sandbox provider's side of the demo: every paid booking has a succeeded payment intent (so a
 * guest can cancel and be refunded), cancelled ones their refund, hosts other than the demo host a
 * completed payout account and transfers for released payouts. The demo host is left unconnected
 * so the payout onboarding can be tried; his released-by-now payouts wait for that account.
 * Keys follow the server's (`booking-{id}-intent`, `payout-{id}`, `account-{userId}`).
 */
export function planSandbox(
  people: PeoplePlan,
  bookings: BookingInsert[],
  payouts: PayoutInsert[],
): SandboxPlan {
  const accounts = connectHosts(people);
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const hostAccount = new Map(
    people.profiles.flatMap((p) =>
      p.stripe_account_id ? [[p.id, p.stripe_account_id] as const] : [],
    ),
  );
  const plan: SandboxPlan = { intents: [], movements: [], accounts };
  const intentOf = new Map<string, string>();
  for (const booking of bookings) {
    if (booking.status === 'pending') continue;
    const intent = paidIntent(booking);
    intentOf.set(booking.id as string, intent.id);
    plan.intents.push(intent);
    const refunded = booking.status === 'cancelled' ? refund(booking) : undefined;
    if (refunded) plan.movements.push(refunded);
  }
  for (const payout of payouts) {
    const account = hostAccount.get(payout.host_id);
    if (payout.status !== 'paid') continue;
    if (!account || !accountOf.has(account)) {
      Object.assign(payout, { status: 'scheduled', paid_at: null, transfer_id: null });
      continue;
    }
    plan.movements.push(transfer(payout, account, intentOf.get(payout.booking_id) ?? null));
  }
  return plan;
}

function connectHosts(people: PeoplePlan): AccountInsert[] {
  return people.hosts.map((host) => {
    const key = `account-${host.id}`;
    const id = sandboxId('acct', key);
    const profile = people.profiles.find((p) => p.id === host.id);
    if (profile)
      Object.assign(profile, { stripe_account_id: id, stripe_onboarding_complete: true });
    const email = people.users.find((u) => u.id === host.id)?.email ?? null;
    return {
      id,
      idempotency_key: key,
      email,
      details_submitted: true,
      created_at: profile?.created_at,
    };
  });
}

function paidIntent(booking: BookingInsert): IntentInsert & { id: string } {
  const key = `booking-${booking.id}-intent`;
  const id = sandboxId('pi', key);
  booking.payment_provider = 'sandbox';
  booking.payment_intent_id = id;
  return {
    id,
    client_secret: `${id}_secret_${hex(`secret-${booking.id}`)}`,
    idempotency_key: key,
    amount: booking.total_price,
    currency: booking.currency,
    // A request to book waits for its host: authorised, not charged (manual capture).
    status: booking.status === 'requested' ? 'requires_capture' : 'succeeded',
    capture_method: booking.booking_mode === 'request' ? 'manual' : 'automatic',
    // The card it was paid with, as the sandbox remembers it: a deposit is authorised on it later.
    payment_method: sandboxId('pm', id),
    metadata: { booking_id: booking.id as string },
    created_at: booking.created_at,
    updated_at: booking.confirmed_at ?? booking.created_at,
  };
}

/** The sandbox's record of a cancelled booking's refund (the planner set its amount by policy). */
function refund(booking: BookingInsert): MovementInsert | undefined {
  const amount = booking.refunded_amount ?? 0;
  if (amount <= 0) return undefined;
  const key = `booking-${booking.id}-cancel-refund`;
  const id = sandboxId('re', key);
  booking.refund_id = id;
  return {
    id,
    kind: 'refund',
    idempotency_key: key,
    payment_intent_id: booking.payment_intent_id,
    amount,
    currency: booking.currency,
    created_at: booking.cancelled_at ?? undefined,
  };
}

function transfer(payout: PayoutInsert, account: string, intent: string | null): MovementInsert {
  const key = `payout-${payout.id}`;
  const id = sandboxId('po', key);
  payout.transfer_id = id;
  return {
    id,
    kind: 'payout',
    idempotency_key: key,
    payment_intent_id: intent,
    account_id: account,
    amount: payout.amount,
    currency: payout.currency,
    created_at: payout.paid_at ?? undefined,
  };
}
