import { describe, expect, it } from 'vitest';
import type { ReceiptBooking } from '../mail/receipts.ts';
import { accountClosedCancellationMail } from './mails.ts';

const booking: ReceiptBooking = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  spaceTitle: 'Harbour loft',
  location: 'Brooklyn',
  timeZone: 'America/New_York',
  start: new Date('2026-12-07T15:00:00Z'),
  end: new Date('2026-12-07T17:00:00Z'),
  duration: 2,
  durationUnit: 'hour',
  subtotal: 8000,
  platformFee: 800,
  total: 8800,
  hostPayout: 7200,
  currency: 'USD',
  guestEmail: 'guest@example.test',
  hostEmail: 'host@example.test',
};
const SITE = 'https://rentspace.test';

describe('the notice of a booking a closed account cancelled', () => {
  it('tells the guest of a paid booking what they paid and get back', () => {
    const mail = accountClosedCancellationMail(booking, { refund: 8800, closedBy: 'host' }, SITE);
    expect(mail.subject).toBe('Booking cancelled: Harbour loft');
    expect(mail.text).toContain('Total paid: $88.00');
    expect(mail.text).toContain('Refund: $88.00 (refunds take 5-7 business days)');
  });

  it('tells the guest of a request that nothing was charged, with no paid or refunded lines', () => {
    const mail = accountClosedCancellationMail(
      booking,
      { refund: 0, closedBy: 'host', request: true },
      SITE,
    );
    expect(mail.subject).toBe('Request cancelled: Harbour loft');
    expect(mail.text).toContain('Nothing was charged, and the hold on your card is released.');
    expect(mail.text).not.toContain('Total paid');
    expect(mail.text).not.toContain('Refund:');
  });

  it('tells the host of a request from a guest who left that the slot is free, not refunded', () => {
    const mail = accountClosedCancellationMail(
      booking,
      { refund: 0, closedBy: 'guest', request: true },
      SITE,
    );
    expect(mail.to).toBe('host@example.test');
    expect(mail.text).toContain('their request to book is cancelled. The time slot is available');
    expect(mail.text).not.toContain('refunded');
  });
});
