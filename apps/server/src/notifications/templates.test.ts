import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@rentspace/core/notifications/kinds';
import type { BookingFacts } from './content.ts';
import { renderEmail } from './email.ts';
import { TEMPLATES, type NotificationData } from './templates.ts';

const booking: BookingFacts = {
  id: '7d1f6a52-7c1e-4d53-a0c2-5d5e1b1c9a01',
  spaceTitle: 'Sunlit loft & studio',
  location: 'Lisbon',
  timeZone: 'Europe/Lisbon',
  start: new Date('2026-12-01T10:00:00Z'),
  end: new Date('2026-12-01T13:00:00Z'),
  duration: 3,
  durationUnit: 'hour',
  subtotal: 6000,
  platformFee: 600,
  total: 6600,
  hostPayout: 5400,
  currency: 'EUR',
};

/** What each kind is made from, as its callers give it. */
const samples: NotificationData = {
  booking_confirmed_guest: { booking },
  booking_confirmed_host: { booking },
  booking_cancelled_guest: { booking, refund: 3300 },
  booking_cancelled_host: { booking, payout: 2700 },
  booking_refunded_guest: { booking, amount: 1000, reason: 'No heating', refundedBefore: 0 },
  booking_cancelled_by_platform: { booking, side: 'guest', refund: 6600 },
  new_message: {
    conversationId: '0b7c1f4e-2d7a-4f43-9a55-2b9e44a1c111',
    senderName: 'Ana',
    spaceTitle: booking.spaceTitle,
    excerpt: 'Is there <parking> nearby?',
  },
  payout_released: {
    bookingId: booking.id,
    spaceTitle: booking.spaceTitle,
    amount: 5400,
    currency: 'EUR',
  },
  review_invitation: { booking, side: 'guest', otherName: 'Ana' },
  request_received: {
    booking,
    guestName: 'Ben',
    message: 'We are a quiet team of four.',
    respondBy: new Date('2026-11-28T10:00:00Z'),
  },
  request_accepted: { booking },
  request_declined: { booking, reason: 'The space is closed that week' },
  request_expired: { booking, side: 'guest' },
  request_withdrawn: { booking, guestName: 'Ben' },
  deposit_held: { booking, amount: 20000, releaseAt: new Date('2026-12-03T13:00:00Z') },
  deposit_released: { booking, amount: 20000 },
  deposit_claimed: { booking, amount: 5000, deposit: 20000, description: 'A broken lamp' },
  deposit_decided: { booking, claimed: 5000, captured: 2500, side: 'host' },
  deposit_failed: { booking, amount: 20000, message: 'Your card was declined.', side: 'guest' },
};

const SITE = 'https://rentspace.example';

describe('notification templates', () => {
  it.each(NOTIFICATION_KINDS)(
    '%s renders an HTML part and a plain-text part from one template',
    async (kind) => {
      const content = (
        TEMPLATES[kind] as (data: unknown) => ReturnType<(typeof TEMPLATES)[typeof kind]>
      )(samples[kind]);
      expect(content.link).toMatch(/^\/[a-z]/);
      expect(content.title.length).toBeGreaterThan(0);
      const { html, text } = await renderEmail(content, SITE);
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(html).toContain(`href="${SITE}${content.email.action.path}"`);
      expect(text).toContain(content.email.intro);
      expect(text).toContain(`${content.email.action.label} (${SITE}${content.email.action.path})`);
      expect(text).toContain(`${SITE}/profile`);
      for (const line of content.email.blocks.flat()) expect(text).toContain(line);
      expect(text).not.toMatch(/<\/?(p|div|table|a|br)\b/);
    },
  );

  it('escapes what people typed in the HTML part and keeps it as typed in the text part', async () => {
    const { html, text } = await renderEmail(TEMPLATES.new_message(samples.new_message), SITE);
    expect(html).toContain('Is there &lt;parking&gt; nearby?');
    expect(html).not.toContain('<parking>');
    expect(text).toContain('Is there <parking> nearby?');
  });

  it("keeps the receipts' wording, one line each", async () => {
    const { text } = await renderEmail(
      TEMPLATES.booking_cancelled_host(samples.booking_cancelled_host),
      SITE,
    );
    expect(text).toContain('A guest cancelled their booking. The time slot is available again.');
    expect(text).toContain(
      "Your payout: €27.00, the share of the booking the cancellation policy kept (released 24 hours after the booking's end time)",
    );
    expect(text).toContain(`Booking reference: ${booking.id}`);
    const receipt = await renderEmail(
      TEMPLATES.booking_confirmed_guest(samples.booking_confirmed_guest),
      SITE,
    );
    expect(receipt.text).toContain('Payment successful! Your booking has been confirmed.');
    expect(receipt.text).toContain('Platform fee (10%): €6.00\nTotal paid: €66.00');
    expect(receipt.text).toContain('Duration: 3 hours');
  });

  it("says a deposit claim's decision in the screens' words", () => {
    expect(TEMPLATES.deposit_decided(samples.deposit_decided).body).toBe(
      'Decided: €25.00 charged, the rest of the deposit released.',
    );
    expect(TEMPLATES.deposit_decided({ ...samples.deposit_decided, captured: 0 }).body).toBe(
      'Decided: nothing charged, the deposit was released.',
    );
  });

  it('writes when a booking takes place as the pages do: 24-hour clock, the zone by its name', () => {
    // 10:00 to 13:00 UTC is 10:00 to 13:00 in Lisbon in December.
    // (Intl writes the dash between thin spaces.)
    expect(TEMPLATES.booking_confirmed_host(samples.booking_confirmed_host).body).toMatch(
      /Tue, Dec 1, 2026, 10:00\s–\s13:00 \(Europe\/Lisbon\)/,
    );
    const newYork = { ...booking, timeZone: 'America/New_York' };
    expect(TEMPLATES.booking_confirmed_guest({ booking: newYork }).body).toMatch(
      /Tue, Dec 1, 2026, 05:00\s–\s08:00 \(America\/New York\)/,
    );
  });
});
