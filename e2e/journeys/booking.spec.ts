import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  PHONE,
  expect,
  expectAccessible,
  openUserMenu,
  signIn,
  test,
} from './fixtures';
import {
  HOUR_MS,
  accessTokenOf,
  cellTitle,
  chooseTwoHours,
  dateIn,
  dayLabel,
  findListing,
  freeDate,
  isUpcoming,
  money,
  ownBookings,
  payByCard,
  scrollToAvailability,
  showWeekOf,
  upcomingFirst,
  zoneName,
} from './booking-helpers';

/** The demo guest, signed in, on a bookable listing's page with two free hours chosen. */
async function twoHoursChosen(page: Page, request: APIRequestContext) {
  const listing = await findListing(page, request);
  const date = await freeDate(request, listing);
  await page.goto('/');
  await signIn(page, DEMO.guest);
  await page.goto(`/space/${listing.id}`);
  await showWeekOf(page, listing, date);
  return { listing, date, form: await chooseTwoHours(page, date) };
}

test.describe('booking on a desktop (1280px)', () => {
  test.use({ viewport: DESKTOP });

  test('a guest books two hours, pays, finds the booking in My Bookings and cancels it', async ({
    page,
    request,
  }) => {
    const listing = await findListing(page, request);
    const date = await freeDate(request, listing);
    await page.goto(`/space/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // Below the fold the grid waits for the visitor to come near.
    await scrollToAvailability(page);
    await expect(page.getByRole('table', { name: /^Availability for/ })).toBeVisible();
    await expectAccessible(page);
    // Before a booking a visitor gets only the approximate area: no street address, no exact pin.
    const unbooked = (await (await page.request.get(`/rest/v1/spaces/${listing.id}`)).json()) as {
      address_visible: boolean;
      location_exact: boolean;
      street_address: string | null;
    };
    expect(unbooked).toMatchObject({
      address_visible: false,
      location_exact: false,
      street_address: null,
    });

    await showWeekOf(page, listing, date);
    await chooseTwoHours(page, date);
    const subtotal = listing.hourly_price * 2;
    const total = subtotal + Math.round(subtotal / 10);
    const summary = page.getByRole('region', { name: 'Booking summary' }).first();
    await expect(summary).toContainText(money(subtotal, listing.currency));
    await expect(summary).toContainText('Platform fee (10%)');
    await expect(summary).toContainText(money(total, listing.currency));

    // Signed out: the sign-in dialog opens, and the booking carries on after signing in.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill(DEMO.guest.email);
    await dialog.getByLabel('Password').fill(DEMO.guest.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
    await expect(page.locator(`td[title="${cellTitle(date, 10, 'On hold')}"]`)).toBeVisible();
    await expectAccessible(page);

    await payByCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/booking-confirmation\?payment_intent_client_secret=/);
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await expect(
      page.getByText('Payment successful! Your booking has been confirmed.'),
    ).toBeVisible();
    // The confirmation shows what was booked: the listing, when in its zone, how long, the price
    // lines, the address (now shared with the guest) and the cancellation policy.
    const details = page.getByRole('region', { name: listing.title });
    await expect(details.getByRole('img', { name: listing.title })).toBeVisible();
    await expect(details).toContainText(dayLabel(date));
    await expect(details).toContainText(/10:00\s*–\s*12:00/);
    await expect(details).toContainText(`${zoneName(listing.time_zone)} (the listing's time)`);
    await expect(details).toContainText('Duration2 hours');
    const paid = details.getByRole('region', { name: 'Booking summary' });
    await expect(paid).toContainText(`${money(listing.hourly_price, listing.currency)} × 2 hours`);
    await expect(paid).toContainText(
      `Platform fee (10%)${money(total - subtotal, listing.currency)}`,
    );
    await expect(paid).toContainText(`Total paid${money(total, listing.currency)}`);
    const token = await accessTokenOf(page);
    const shared = (await (
      await page.request.get(`/rest/v1/spaces/${listing.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { address_visible: boolean; location_exact: boolean; street_address: string };
    expect(shared).toMatchObject({ address_visible: true, location_exact: true });
    await expect(details).toContainText(shared.street_address);
    await expect(details).toContainText(
      'Flexible: a full refund when you cancel at least 24 hours before the start.',
    );
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);

    // "View My Bookings" leads to the dashboard, which shows the booking just paid for, among the
    // guest's own bookings in the order of every list: upcoming first, the soonest first.
    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const mine = page.getByRole('region', { name: 'Your bookings', exact: true });
    const justBooked = mine
      .getByRole('listitem')
      .or(mine.getByRole('article'))
      .filter({ hasText: listing.title })
      .filter({ hasText: dayLabel(date) });
    await expect(justBooked).toContainText('Confirmed');
    await expect(justBooked).toContainText(zoneName(listing.time_zone));
    const expected = upcomingFirst(await ownBookings(page));
    await expect(mine.getByRole('article')).toHaveAccessibleName(expected[0]!.space.title);
    // The demo guest hosts nothing: no host figures, an invitation to host instead.
    await expect(page.getByRole('region', { name: 'Earnings' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Host on Rentspace' })).toBeVisible();
    await expectAccessible(page);

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'My Bookings' }).click();
    const booking = page
      .getByRole('article')
      .filter({ hasText: listing.title })
      .filter({ hasText: 'Confirmed' })
      .first();
    await expect(booking).toContainText(zoneName(listing.time_zone));
    await expect(booking).toContainText(money(total, listing.currency));
    // The server's order is the rule's, and the page keeps it.
    const listed = await ownBookings(page);
    expect(listed.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
      listed.map((b) => b.space.title),
    );
    await expectAccessible(page);

    await booking.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm).toContainText(
      'Flexible: a full refund when you cancel at least 24 hours before the start.',
    );
    await expect(confirm).toContainText(
      `You will get ${money(total, listing.currency)} back (100%)`,
    );
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(confirm).toBeHidden();
    const toast = page.getByRole('region', { name: /^Notifications/ });
    await expect(toast).toContainText('Booking cancelled.');
    await expect(toast).toContainText(`${money(total, listing.currency)} will be refunded`);

    // The slot is free again on the listing's grid.
    await page.goto(`/space/${listing.id}`);
    await showWeekOf(page, listing, date);
    await expect(page.locator(`td[title="${cellTitle(date, 10, 'Available')}"]`)).toBeVisible();
  });

  test('a host connects payouts in the sandbox and sees the dashboard figures', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The figures on the page are the server's: read them with the host's own session.
    const token = await accessTokenOf(page);
    const response = await page.request.get('/rest/v1/dashboard', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const figures = (await response.json()) as {
      earnings: { currency: string; gross: number; payout: number }[];
      active_bookings: number;
      listing_count: number;
      recent_bookings: unknown[];
      listings: { title: string }[];
    };
    expect(figures.listing_count).toBeGreaterThan(0);
    const region = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(region('Active bookings')).toContainText(String(figures.active_bookings));
    await expect(region('Listings')).toContainText(String(figures.listing_count));
    expect(figures.earnings.length).toBeGreaterThan(0);
    for (const line of figures.earnings) {
      await expect(region('Earnings')).toContainText(money(line.payout, line.currency));
      await expect(region('Earnings')).toContainText(
        `your 90% of ${money(line.gross, line.currency)} gross`,
      );
    }
    const recent = region('Recent bookings');
    await expect(recent.getByRole('listitem')).toHaveCount(
      Math.min(5, figures.recent_bookings.length),
    );
    const listings = region('Your listings');
    await expect(listings.getByRole('listitem')).toHaveCount(Math.min(3, figures.listings.length));
    await expectAccessible(page);

    // Not connected -> connected with onboarding incomplete -> complete.
    const payouts = region('Payouts');
    await payouts.getByRole('button', { name: 'Connect payout account' }).click();
    await expect(page).toHaveURL(/\/sandbox\/onboarding\//);
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete onboarding' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(payouts.getByText('Connected', { exact: true })).toBeVisible();
    // Told so in a toast, and the account is named by its last four characters only.
    const toasts = page.getByRole('region', { name: /^Notifications/ });
    await expect(toasts.getByText('Payouts connected')).toBeVisible();
    await expect(payouts.getByText(/^Account ending in \S{4}$/)).toBeVisible();
    await payouts.getByRole('button', { name: 'Check status' }).click();
    await expect(toasts.getByText('Your payout account is ready.')).toBeVisible();
  });
});

test.describe('booking on a phone (390px)', () => {
  test.use({ viewport: PHONE });

  test('a guest who leaves checkout pays for the same hold from My Bookings', async ({
    page,
    request,
  }) => {
    const { listing, form } = await twoHoursChosen(page, request);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();

    // Away from checkout, the hold waits in My Bookings with a way back to its payment.
    await page.goto('/my-bookings');
    const held = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: listing.title }) })
      .filter({ hasText: 'Awaiting payment' });
    await expect(held).toHaveCount(1);
    await expectAccessible(page);
    const link = held.getByRole('link', { name: 'Complete payment' });
    const holdId = new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('hold');
    await link.click();

    // The card form opens on that hold: the same two hours, nothing to choose again.
    await expect(page).toHaveURL(new RegExp(`/space/${listing.id}\\?hold=`));
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Booking summary' }).first()).toContainText(
      'Platform fee (10%)',
    );
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    await expect(page.getByRole('region', { name: listing.title })).toContainText(
      /10:00\s*–\s*12:00/,
    );
    // One live booking of that slot, paid: the hold itself, not a second one. (Another test may
    // have booked and cancelled the same free slot before.)
    const mine = await ownBookings(page);
    const paid = mine.find((booking) => booking.id === holdId);
    expect(paid?.status).toBe('confirmed');
    const live = mine.filter(
      (booking) =>
        booking.space_id === listing.id &&
        booking.start_time === paid?.start_time &&
        booking.status !== 'cancelled',
    );
    expect(live.map((booking) => booking.id)).toEqual([holdId]);
  });

  test('a declined card shows the error and frees the slot; trying again holds it anew', async ({
    page,
    request,
  }) => {
    const { date, form } = await twoHoursChosen(page, request);
    await expect(page.getByRole('region', { name: 'Booking summary' })).toContainText(
      'Platform fee (10%)',
    );
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
    await expect(page.locator(`td[title="${cellTitle(date, 10, 'On hold')}"]`)).toBeAttached();

    await payByCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    // The refused payment gave the slot up: the grid shows it free again.
    await expect(page.locator(`td[title="${cellTitle(date, 10, 'Available')}"]`)).toBeAttached();
    await expect(page.locator(`td[title="${cellTitle(date, 11, 'Available')}"]`)).toBeAttached();
    await expectAccessible(page);

    // Trying again holds the same two hours anew, with a fresh card form.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: 'Pay by card' })).toBeVisible();
    await expect(page.locator(`td[title="${cellTitle(date, 10, 'On hold')}"]`)).toBeAttached();
    await page.getByRole('button', { name: 'Back to edit' }).click();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await expect(page.locator(`td[title="${cellTitle(date, 10, 'Available')}"]`)).toBeAttached();
  });

  test('the booking form says what is wrong', async ({ page, request }) => {
    const listing = await findListing(page, request);
    await page.goto(`/space/${listing.id}`);
    const form = page.getByRole('form', { name: 'Book this space' });
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form.getByText('Please select a date and time')).toBeVisible();
    await form.getByLabel('Date').fill(dateIn(Date.now() + 3 * 24 * HOUR_MS, listing.time_zone));
    await form.getByLabel('Start time').selectOption('10:00');
    await form.getByLabel('Number of hours').fill('30');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(form.getByText('Hourly duration is 1–24 hours')).toBeVisible();
    await expectAccessible(page);
  });

  test('a card that asks for an extra step is confirmed after the guest authenticates', async ({
    page,
    request,
  }) => {
    const listing = await findListing(page, request);
    const date = await freeDate(request, listing);
    await page.goto('/');
    await signIn(page, DEMO.guest);
    await page.goto(`/space/${listing.id}`);
    const form = await chooseTwoHours(page, date);
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page, '4000 0025 0000 3155');
    await expect(page).toHaveURL(/\/sandbox\/authenticate\?client_secret=/);
    await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    const details = page.getByRole('region', { name: listing.title });
    await expect(details).toContainText(dayLabel(date));
    await expect(details.getByRole('region', { name: 'Booking summary' })).toContainText(
      'Total paid',
    );
    await expectAccessible(page);
  });

  test('a guest who hosts nothing finds their own bookings on the dashboard, upcoming first', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.guest);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const mine = page.getByRole('region', { name: 'Your bookings', exact: true });
    await expect(mine).toBeVisible();

    // Five at most: the next one as its own card, then the others in the order of every list.
    const expected = upcomingFirst(await ownBookings(page)).slice(0, 5);
    expect(expected.filter((booking) => isUpcoming(booking)).length).toBeGreaterThan(0);
    await expect(mine.getByRole('article')).toHaveAccessibleName(expected[0]!.space.title);
    const rows = mine.getByRole('listitem');
    await expect(rows).toHaveCount(expected.length - 1);
    for (const [index, booking] of expected.slice(1).entries())
      await expect(rows.nth(index)).toContainText(booking.space.title);

    // No host figures for someone who hosts nothing; an invitation to host instead.
    await expect(page.getByRole('region', { name: 'Earnings' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Host on Rentspace' }).getByRole('link', {
        name: 'List A Space',
      }),
    ).toBeVisible();
    await expectAccessible(page);
    await mine.getByRole('link', { name: 'View all bookings' }).click();
    await expect(page).toHaveURL(/\/my-bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  });
});
