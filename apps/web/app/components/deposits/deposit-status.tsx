import type { Deposit } from '@rentspace/core/deposits/api';
import { formatMoney } from '@rentspace/core/money/currencies';
import { cx } from '~/components/ui/cx';
import { formatInstant, zoneName } from '~/lib/time-format';
import { ClaimDetails } from './claim-details';

type Tone = 'neutral' | 'good' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  neutral: 'bg-surface text-muted border border-line',
  good: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-800',
  danger: 'bg-danger-50 text-danger-700',
};

/**
 * The deposit's status in words, for its guest or its host
 * (docs/product/pages-and-messages.md#security-deposits-after-booking).
 */
export function depositWords(deposit: Deposit): { badge: string; tone: Tone; lines: string[] } {
  const zone = deposit.space.time_zone;
  const at = (instant: string) => `${formatInstant(instant, zone)} (${zoneName(zone)})`;
  const money = (minor: number) => formatMoney(minor, deposit.currency);
  const guest = deposit.role === 'guest';
  switch (deposit.status) {
    case 'scheduled':
      return {
        badge: 'Scheduled',
        tone: 'neutral',
        lines: [`Will be held on ${at(deposit.authorise_at)}`],
      };
    case 'held':
      return {
        badge: 'Held',
        tone: 'good',
        lines: [
          `Held, not charged — released on ${at(deposit.release_at)} unless the host files a claim`,
        ],
      };
    case 'failed':
      return {
        badge: 'Not held',
        tone: 'danger',
        lines: [
          `The card refused the deposit: ${deposit.failure_message ?? 'Your card was declined.'}`,
          guest
            ? 'Your booking stands. We try again until it starts: make sure your card can hold the deposit.'
            : "The booking stands. We try the guest's card again until it starts; while no deposit is held, there is nothing to claim.",
        ],
      };
    case 'claimed':
      return {
        badge: 'Claim open',
        tone: 'warning',
        lines: [
          guest
            ? 'The host filed a claim. The deposit stays held until an admin decides.'
            : 'You filed a claim. The deposit stays held until an admin decides.',
        ],
      };
    case 'released':
      return {
        badge: 'Released',
        tone: 'neutral',
        lines: [
          `Released${deposit.released_at ? ` on ${at(deposit.released_at)}` : ''}: nothing was charged.`,
        ],
      };
    case 'captured':
      return {
        badge: 'Charged',
        tone: 'warning',
        lines: [
          `${money(deposit.captured_amount ?? 0)} charged after the claim; the rest was released.`,
        ],
      };
    case 'cancelled':
      return {
        badge: 'Cancelled',
        tone: 'neutral',
        lines: ['Cancelled with the booking: nothing was held.'],
      };
  }
}

/** A booking's security deposit: its amount, its status in words, and any claim on it. */
export function DepositStatus({ deposit, className }: { deposit: Deposit; className?: string }) {
  const words = depositWords(deposit);
  return (
    // A group, not a landmark: a host's dashboard lists many bookings, each with its deposit.
    <div role="group" aria-label="Security deposit" className={cx('space-y-2 text-sm', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          Security deposit{' '}
          <span className="tabular">{formatMoney(deposit.amount, deposit.currency)}</span>
        </h3>
        <span
          className={cx(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
            TONES[words.tone],
          )}
        >
          {words.badge}
        </span>
      </div>
      {words.lines.map((line) => (
        <p key={line} className={cx(line === words.lines[0] ? 'text-ink' : 'text-muted')}>
          {line}
        </p>
      ))}
      {deposit.claim && <ClaimDetails claim={deposit.claim} currency={deposit.currency} />}
    </div>
  );
}
