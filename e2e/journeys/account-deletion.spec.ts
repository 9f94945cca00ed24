import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import { addDays, createListing, dateIn, money, zonedHour, HOUR_MS } from './booking-helpers';

// Leaving Rentspace: the person takes their data along, deletes the account, and the guest of a
// booking on their listing gets their money back (docs/product/accounts-and-sessions.md#deleting-an-account).

const PASSWORD = 'a-good-long-password';

async function account(request: APIRequestContext, label: string) {
  const email = `leaving-${label}-${Date.now()}@example.test`;
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

/** A host with a published listing, and a guest who booked and paid two hours of it. */
async function hostWithABooking(request: APIRequestContext, label: string) {
  const host = await account(request, `${label}-host`);
  const guest = await account(request, `${label}-guest`);
  const listing = await createListing(request, host.token, {
    title: `Studio to leave ${label}`,
    description: 'A bright studio whose host is about to close their account.',
  });
  const day = addDays(dateIn(Date.now(), listing.time_zone), 5);
  const start = zonedHour(day, 11, listing.time_zone);
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
  return { host, guest, listing, bookingId: intent.bookingId as string };
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`leaving on a ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('downloads the data, deletes an account with a listing and a booking, and the guest is refunded', async ({
      page,
      request,
    }) => {
      const { host, guest, listing, bookingId } = await hostWithABooking(request, name);

      await page.goto('/');
      await signIn(page, host);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible();
      await expectAccessible(page);

      // The export: a JSON file with the listing and the booking on it, nothing of the guest's.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download your data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^rentspace-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
      expect(exported.account.email).toBe(host.email);
      expect(exported.listings.map((l: { id: string }) => l.id)).toEqual([listing.id]);
      expect(exported.bookings_as_host.map((b: { id: string }) => b.id)).toEqual([bookingId]);
      expect(JSON.stringify(exported)).not.toContain(guest.email);

      // Deleting asks for the account's own e-mail.
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      const typed = dialog.getByLabel('Type your e-mail address to confirm');
      await typed.fill('not.me@example.test');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(
        dialog.getByText('This is not the e-mail address of your account'),
      ).toBeVisible();
      await typed.fill(host.email);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();

      // Said in the dialog; closing it signs out and goes home. The account and listing are gone.
      const done = page.getByRole('dialog', { name: 'Your account has been deleted' });
      await expect(done).toBeVisible();
      await expectAccessible(page);
      await done.getByRole('button', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('button', { name: name === 'phone' ? 'Sign In' : 'Sign In / Sign Up' }),
      ).toBeVisible();
      const gone = await request.post('/auth/v1/token?grant_type=password', {
        data: { email: host.email, password: host.password },
      });
      expect(gone.status()).toBe(400);
      await page.goto(`/space/${listing.id}`);
      await expect(page.getByRole('heading', { name: listing.title })).toHaveCount(0);

      // The guest sees their booking cancelled and refunded in full, fee included.
      await signIn(page, guest);
      await page.goto('/my-bookings');
      const booking = page.getByRole('article').filter({ hasText: listing.title });
      await expect(booking.getByText('Cancelled', { exact: false })).toBeVisible();
      await expect(booking.getByText(`refunded ${money(6600, 'USD')}`)).toBeVisible();
      await expectAccessible(page);
    });
  });
}
