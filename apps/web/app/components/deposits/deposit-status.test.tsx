import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { claimOf, depositOf } from '../../../test/deposit-fixtures';
import { DepositStatus } from './deposit-status';

const shown = (deposit: ReturnType<typeof depositOf>) => {
  cleanup();
  render(<DepositStatus deposit={deposit} />);
  return screen.getByRole('group', { name: 'Security deposit' });
};

describe('a booking’s security deposit in words', () => {
  it('scheduled: when it will be held, in the listing’s zone', () => {
    const card = shown(depositOf({ status: 'scheduled', held_at: null }));
    expect(card).toHaveTextContent('Security deposit $200.00Scheduled');
    // 15:00 UTC is 10:00 in New York in January.
    expect(card).toHaveTextContent('Will be held on Sat, Jan 18, 2031, 10:00 (America/New York)');
  });

  it('held: held, not charged, and when it is released unless the host claims', () => {
    expect(shown(depositOf())).toHaveTextContent(
      'Held, not charged — released on Wed, Jan 22, 2031, 12:00 (America/New York) unless the host files a claim',
    );
  });

  it('failed: the card’s message and what it means, for the guest and for the host', () => {
    const failure = {
      status: 'failed' as const,
      failure_message: 'Your card has insufficient funds.',
    };
    const guest = shown(depositOf(failure));
    expect(guest).toHaveTextContent(
      'The card refused the deposit: Your card has insufficient funds.',
    );
    expect(guest).toHaveTextContent('Your booking stands. We try again until it starts');
    expect(shown(depositOf({ ...failure, role: 'host' }))).toHaveTextContent(
      "We try the guest's card again until it starts; while no deposit is held, there is nothing to claim.",
    );
  });

  it('claimed: the claim with its photos, and no answer yet', () => {
    const card = shown(depositOf({ status: 'claimed', claim: claimOf() }));
    expect(card).toHaveTextContent(
      'The host filed a claim. The deposit stays held until an admin decides.',
    );
    expect(card).toHaveTextContent('Claim of $80.00');
    expect(card).toHaveTextContent('A cracked window in the back room.');
    expect(card).toHaveTextContent("The guest's answerNo answer yet");
    const photos = within(card).getByRole('list', { name: 'Claim photos' });
    expect(within(photos).getByRole('img', { name: 'Claim photo 1' })).toHaveAttribute(
      'src',
      '/storage/v1/object/public/deposit-claims/host/window.webp',
    );
  });

  it('captured: the amount charged and the decision with its note', () => {
    const card = shown(
      depositOf({
        status: 'captured',
        captured_amount: 5000,
        claim: claimOf({
          status: 'decided',
          guest_response: 'It was cracked when I arrived.',
          decided_amount: 5000,
          decision_note: 'Half of the repair, as the photos are unclear.',
          decided_at: '2031-01-23T10:00:00.000Z',
        }),
      }),
    );
    expect(card).toHaveTextContent('$50.00 charged after the claim; the rest was released.');
    expect(card).toHaveTextContent('It was cracked when I arrived.');
    expect(card).toHaveTextContent('Decided: $50.00 charged, the rest of the deposit released.');
    expect(card).toHaveTextContent('Half of the repair, as the photos are unclear.');
  });

  it('released and cancelled: nothing was charged', () => {
    expect(
      shown(depositOf({ status: 'released', released_at: '2031-01-22T17:00:00.000Z' })),
    ).toHaveTextContent(
      'Released on Wed, Jan 22, 2031, 12:00 (America/New York): nothing was charged.',
    );
    expect(shown(depositOf({ status: 'cancelled', held_at: null }))).toHaveTextContent(
      'Cancelled with the booking: nothing was held.',
    );
  });

  it('a claim decided at nothing says the deposit was released', () => {
    const card = shown(
      depositOf({
        status: 'released',
        claim: claimOf({
          status: 'decided',
          decided_amount: 0,
          decided_at: '2031-01-23T10:00:00.000Z',
        }),
      }),
    );
    expect(card).toHaveTextContent('Decided: nothing charged, the deposit was released.');
  });
});
