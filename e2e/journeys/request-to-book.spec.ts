import type { APIRequestContext } from '@playwright/test';
import { DEMO, DESKTOP, expect, expectAccessible, signIn, test } from './fixtures';
import {
  chooseTwoHours,
  dayLabel,
  freeDate,
  money,
  showWeekOf,
  type Listing,
} from './booking-helpers';

const DEMO_HOST_NAME = 'Daniel Brooks';

/** One of the demo host's listings that takes requests to book, with the default booking rules. */
async function findRequestListing(request: APIRequestContext): Promise<Listing> {
  let cursor: string | null = '';
  for (let pages = 0; cursor !== null && pages < 10; pages++) {
    const page = (await (
      await request.get(`/rest/v1/spaces?rental_type=vehicle${cursor ? `&cursor=${cursor}` : ''}`)
    ).json()) as { data: { id: string; booking_mode: string }[]; next_cursor: string | null };
    for (const card of page.data.filter((space) => space.booking_mode === 'request')) {
      const listing = (await (await request.get(`/rest/v1/spaces/${card.id}`)).json()) as Listing;
      if (
        listing.host.full_name === DEMO_HOST_NAME &&
        listing.min_notice_hours === 0 &&
        listing.buffer_minutes === 0 &&
        listing.opening_hours.every((day) => day?.from === 9 && day.to === 21)
      )
        return listing;
    }
    cursor = page.next_cursor && encodeURIComponent(page.next_cursor);
  }
  throw new Error("No request-to-book listing of the demo host's in the demo data");
}

test.describe('request to book (1280px)', () => {
  test.use({ viewport: DESKTOP });

  test('a guest requests with a message, the host accepts in another browser, and the guest sees Booking Confirmed', async ({
    page,
    browser,
    request,
  }) => {
    // Two people, two browsers, a payment and a capture on a busy machine.
    test.setTimeout(180_000);
    const listing = await findRequestListing(request);
    const date = await freeDate(request, listing);
    const message = `Hello Daniel, a two-hour shoot on ${date}, please.`;

    await page.goto('/');
    await signIn(page, DEMO.guest);
    await page.goto(`/space/${listing.id}`);
    await expect(page.getByRole('heading', { name: 'Request to book', level: 2 })).toBeVisible();
    await expect(
      page.getByText('The host accepts or declines your request within 24 hours.', {
        exact: false,
      }),
    ).toBeVisible();
    await showWeekOf(page, listing, date);
    const form = await chooseTwoHours(page, date);

    // The message to the host is required.
    await form.getByRole('button', { name: 'Continue to request' }).click();
    await expect(form.getByText('Please write a message to the host')).toBeVisible();
    await form.getByLabel('Message to the host').fill(message);
    await form.getByRole('button', { name: 'Continue to request' }).click();
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
    const subtotal = listing.hourly_price * 2;
    const total = subtotal + Math.round(subtotal / 10);
    await expect(
      page.getByText(`Held, not charged: ${money(total, listing.currency)}.`),
    ).toBeVisible();
    await expectAccessible(page);

    const payment = page.getByRole('form', { name: 'Pay by card' });
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByRole('button', { name: /^Request to book/ }).click();
    await expect(page).toHaveURL(/\/booking-confirmation\?payment_intent_client_secret=/);
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible();
    // What was asked for, while the host has yet to answer: the slot and the price held.
    await expect(page.getByRole('region', { name: 'Booking summary' })).toBeVisible();
    await expectAccessible(page);
    const confirmation = page.url();

    // The host, in a browser of their own, finds the request on the dashboard and accepts it.
    const hostContext = await browser.newContext({ viewport: DESKTOP });
    const host = await hostContext.newPage();
    await host.goto('/');
    await signIn(host, DEMO.host);
    await host.goto('/dashboard');
    const inbox = host.getByRole('region', { name: 'Booking requests' });
    const item = inbox.getByRole('listitem', { name: 'Request from Maya Chen' }).filter({
      hasText: message,
    });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await expect(item).toContainText(listing.title);
    await expect(item).toContainText(money(total, listing.currency));
    await expect(item).toContainText(/\d+ h \d+ min left/);
    await expect(item).toContainText('completed booking');
    await expectAccessible(host);
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(inbox.getByRole('status')).toHaveText(
      'Request accepted. The booking is confirmed.',
    );
    await expect(item).toBeHidden();
    await hostContext.close();

    // The guest's confirmation now says the booking is confirmed.
    await page.goto(confirmation);
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await expect(page.getByRole('region', { name: listing.title })).toContainText(dayLabel(date));
  });
});
