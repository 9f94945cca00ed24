import { describe, expect, it } from 'vitest';
import { accountSuspendedMail } from './mails.ts';

const SITE = 'https://rentspace.example';

describe('accountSuspendedMail', () => {
  it('tells a member who only books of their own refunds, and of no listings', () => {
    const { text } = accountSuspendedMail(
      'guest@example.com',
      'Chargebacks',
      { listings: 0, onListings: 0, asGuest: 6 },
      SITE,
    );
    expect(text).toContain('You have been signed out everywhere and cannot sign in.');
    expect(text).not.toContain('listings');
    expect(text).not.toContain('to the guests');
    expect(text).toContain(
      'Your 6 upcoming bookings were cancelled, and what you paid is refunded to you in full.',
    );
  });

  it("tells a host of their listings and of their guests' refunds", () => {
    const { text } = accountSuspendedMail(
      'host@example.com',
      'Fraudulent listings',
      { listings: 2, onListings: 1, asGuest: 0 },
      SITE,
    );
    expect(text).toContain('cannot sign in; your listings are unpublished.');
    expect(text).toContain(
      'One upcoming booking of your listings was cancelled; the guests get back in full what they paid.',
    );
    expect(text).not.toContain('refunded to you');
    expect(text).toContain(`${SITE}/contact`);
  });
});
