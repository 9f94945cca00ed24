import type { APIRequestContext } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import { addDays, createListing, dateIn, money, zonedHour, HOUR_MS } from './booking-helpers';

// An admin refunds half a booking from /admin, and the guest sees it on their booking
// (docs/product/money.md#refunds-by-admins).

const PASSWORD = 'a-good-long-password';

async function account(request: APIRequestContext, label: string) {
  const email = `refund-${label}-${Date.now()}@example.test`;
  expect(
    (await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } })).ok(),
  ).toBe(true);
  const session = await (
    await request.post('/auth/v1/token?grant_type=password', {
      data: { email, password: PASSWORD },
    })
  ).json();
  return { email, password: PASSWORD, token: session.access_token as string };
}

/** A guest who booked and paid two hours ($66.00) of a new host's listing. */
async function paidBooking(request: APIRequestContext) {
  const host = await account(request, 'host');
  const guest = await account(request, 'guest');
  const listing = await createListing(request, host.token, {
    title: `Loft with a broken heater ${Date.now()}`,
    description: 'A loft whose heater gave up on the day of a booking.',
  });
  const start = zonedHour(addDays(dateIn(Date.now(), listing.time_zone), 6), 11, listing.time_zone);
  const hold = await request.post('/functions/v1/create-payment-intent', {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: {
      spaceId: listing.id,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 2 * HOUR_MS).toISOString(),
      duration: 2,
      durationUnit: 'hour',
      amount: 6600,
      currency: 'USD',
    },
  });
  expect(hold.status(), await hold.text()).toBe(200);
  const intent = await hold.json();
  const paid = await request.post('/functions/v1/sandbox/confirm', {
    data: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    },
  });
  expect(paid.ok()).toBe(true);
  return { guest, listing, bookingId: intent.bookingId as string };
}

test('an admin refunds half a booking and the guest sees it', async ({
  page,
  browser,
  request,
}) => {
  const { guest, listing, bookingId } = await paidBooking(request);

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await signIn(page, DEMO.admin);
  await page.goto('/admin?tab=bookings');
  await page.getByLabel('Booking id').fill(bookingId);
  await page.getByRole('button', { name: 'Find booking' }).click();
  const booking = page.getByRole('article', { name: 'Booking' });
  await expect(booking.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(booking.getByText(guest.email, { exact: false })).toBeVisible();
  await expectAccessible(page);

  const form = booking.getByRole('form', { name: 'Refund' });
  // No reason: refused in the browser, with the words under the field.
  await form.getByLabel('Amount (USD)').fill('33');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(form.getByText('Please give a reason for the refund')).toBeVisible();
  await form.getByLabel('Reason').fill('The heater did not work on the day');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Refunded ${money(3300, 'USD')}` }),
  ).toBeVisible();
  const refunds = booking.getByRole('list', { name: 'Refunds' });
  await expect(refunds).toContainText('The heater did not work on the day');
  await expect(booking.getByText('Refundable')).toBeVisible();
  await expectAccessible(page);

  // The guest, on a phone, sees the refund and its reason on the booking.
  const guestContext = await browser.newContext({ viewport: PHONE });
  const guestPage = await guestContext.newPage();
  await guestPage.goto('/');
  await signIn(guestPage, guest);
  await guestPage.goto('/my-bookings');
  const item = guestPage.getByRole('article').filter({ hasText: listing.title });
  await expect(item.getByText(`refunded ${money(3300, 'USD')}`)).toBeVisible();
  await expect(item.getByRole('list', { name: 'Refunds' })).toHaveText(
    `Refund of ${money(3300, 'USD')}: The heater did not work on the day`,
  );
  await expectAccessible(guestPage);
  await guestContext.close();
});
