import type { APIRequestContext } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import {
  HOUR_MS,
  accessTokenOf,
  addDays,
  cellTitle,
  dateIn,
  money,
  payByCard,
  showWeekOf,
  zonedHour,
  newInstantListing,
  type Listing,
} from './booking-helpers';

// The host calendar and blocked times (docs/product/booking-lifecycle.md#host-calendar): a host
// blocks an afternoon, a guest finds it closed and the server refuses it, and the host sees the
// guest's booking arrive on the calendar as it is made. (A buffer keeping the next slot closed is
// calendar-rules.spec.ts's.)

/** A published instant-book listing of the demo host with the default booking rules. */
function hostListing(request: APIRequestContext, token: string): Promise<Listing> {
  return newInstantListing(request, token, 'Blocked afternoons');
}

/**
 * A day 2-20 days ahead, in the listing's zone, whose hours from `hour` for `hours` are free: the
 * latest such day, or the earliest (the two journeys of this file then take different days).
 */
async function freeDay(
  request: APIRequestContext,
  listing: Listing,
  { hour, hours, latest }: { hour: number; hours: number; latest: boolean },
): Promise<string> {
  const today = dateIn(Date.now(), listing.time_zone);
  const from = new Date(zonedHour(today, 0, listing.time_zone)).toISOString();
  const to = new Date(zonedHour(addDays(today, 22), 0, listing.time_zone)).toISOString();
  const { data } = (await (
    await request.get(`/rest/v1/spaces/${listing.id}/availability?from=${from}&to=${to}`)
  ).json()) as { data: { start_time: string; end_time: string }[] };
  const offsets = Array.from({ length: 19 }, (_, index) => index + 2);
  // Other journeys book mornings a few days ahead; the desktop journey's day is late in the window.
  for (const offset of latest ? offsets.reverse() : offsets) {
    const date = addDays(today, offset);
    const start = zonedHour(date, hour, listing.time_zone);
    const end = start + hours * HOUR_MS;
    if (!data.some((s) => Date.parse(s.start_time) < end && start < Date.parse(s.end_time)))
      return date;
  }
  throw new Error('No free day in the next three weeks');
}

test.describe('the host calendar on a desktop (1280px), a guest on a phone', () => {
  test.use({ viewport: DESKTOP });

  test('a host blocks an afternoon, a guest cannot book it, and the guest’s booking shows on the calendar as it is made', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await signIn(page, DEMO.host);
    const listing = await hostListing(page.request, await accessTokenOf(page));
    const date = await freeDay(page.request, listing, { hour: 12, hours: 8, latest: true });

    await page.goto('/my-listings');
    await page.getByRole('link', { name: 'Host calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Host calendar' })).toBeVisible();
    await page.getByLabel('Listing').selectOption(listing.id);
    await expect(page).toHaveURL(new RegExp(`space=${listing.id}`));
    await expect(page.getByText(`Times in ${listing.time_zone.replace(/_/g, ' ')}`)).toBeVisible();
    await expectAccessible(page);

    // The form: a date, a time range, a private note.
    await page.getByRole('button', { name: 'Block time' }).click();
    const form = page.getByRole('dialog', { name: 'Block time' });
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('From – to').check();
    await form.getByLabel('From', { exact: true }).selectOption('13:00');
    await form.getByLabel('To', { exact: true }).selectOption('17:00');
    await form.getByLabel('Private note (optional)').fill('Band rehearsal');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Block this time' }).click();
    await expect(form).toBeHidden();

    await page.goto(`/host/calendar?space=${listing.id}&view=week&date=${date}`);
    const blocked = page.getByRole('button', { name: 'Blocked: Band rehearsal, 13:00 to 17:00' });
    await expect(blocked).toBeVisible();
    await expectAccessible(page);

    // The guest, on a phone: the afternoon shows blocked, and a request for it is refused.
    const guestContext = await browser.newContext({ viewport: PHONE, baseURL });
    const guest = await guestContext.newPage();
    try {
      await guest.goto('/');
      await signIn(guest, DEMO.guest);
      await guest.goto(`/space/${listing.id}`);
      await showWeekOf(guest, listing, date);
      await expect(guest.locator(`td[title="${cellTitle(date, 14, 'Blocked')}"]`)).toBeVisible();
      const start = zonedHour(date, 14, listing.time_zone);
      const refused = await guest.request.post('/functions/v1/create-payment-intent', {
        headers: { Authorization: `Bearer ${await accessTokenOf(guest)}` },
        data: {
          spaceId: listing.id,
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + HOUR_MS).toISOString(),
          duration: 1,
          durationUnit: 'hour',
          amount: listing.hourly_price + Math.round(listing.hourly_price / 10),
          currency: listing.currency,
        },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        'This time slot is not available',
      );

      // The guest books the evening after it; the host's open calendar shows it without a reload.
      const booking = guest.getByRole('form', { name: 'Book this space' });
      await booking.getByLabel('Date').fill(date);
      await booking.getByLabel('Start time').selectOption('18:00');
      await booking.getByLabel('Number of hours').fill('1');
      await guest.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(guest.getByRole('heading', { name: 'Review and pay' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: /^On hold: .*, 18:00 to 19:00$/ }),
      ).toBeVisible();
      await payByCard(guest, '4242 4242 4242 4242');
      await expect(guest.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
    } finally {
      await guestContext.close();
    }
    const booked = page.getByRole('button', { name: /^Booked: .*, 18:00 to 19:00$/ });
    await expect(booked).toBeVisible();

    // The booking opens with its guest and amounts; the block opens with its note and Unblock.
    await booked.click();
    const details = page.getByRole('dialog', { name: 'Booking' });
    const total = listing.hourly_price + Math.round(listing.hourly_price / 10);
    await expect(details).toContainText(`Guest paid${money(total, listing.currency)}`);
    await expect(details).toContainText('Your payout (90%)');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await blocked.click();
    const block = page.getByRole('dialog', { name: 'Blocked time' });
    await expect(block).toContainText('Band rehearsal');
    await block.getByRole('button', { name: 'Unblock' }).click();
    await expect(block).toBeHidden();
    await expect(blocked).toHaveCount(0);
  });
});

test.describe('the host calendar on a phone (390px)', () => {
  test.use({ viewport: PHONE });

  test('a host picks a day on the month view, blocks it whole and unblocks it', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    const listing = await hostListing(page.request, await accessTokenOf(page));
    const date = await freeDay(page.request, listing, { hour: 0, hours: 24, latest: false });
    await page.goto(`/host/calendar?space=${listing.id}&date=${addDays(date, -1)}`);
    // Each day of the month is a button, reachable by keyboard, naming what is on it.
    const full = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(new Date(`${date}T12:00:00Z`));
    await page.getByRole('button', { name: `${full}: free` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`date=${date}`));
    await page.getByRole('button', { name: 'Block this day' }).click();
    const entry = page.getByRole('button', { name: /^Blocked, / });
    await expect(entry).toBeVisible();
    await expectAccessible(page);
    await entry.click();
    const dialog = page.getByRole('dialog', { name: 'Blocked time' });
    await dialog.getByRole('button', { name: 'Unblock' }).click();
    await expect(page.getByText('Nothing booked or blocked on this day.')).toBeVisible();
  });
});
