import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import {
  accessTokenOf,
  chooseTwoHours,
  freeDate,
  payByCard,
  showWeekOf,
  newInstantListing,
  type Listing,
} from './booking-helpers';
import { openAs } from './people-helpers';

/** A listing of the demo host a guest can book at 10:00 on a free morning. */
async function hostListing(request: APIRequestContext): Promise<Listing> {
  const session = await (
    await request.post('/auth/v1/token?grant_type=password', { data: DEMO.host })
  ).json();
  return newInstantListing(request, session.access_token as string, 'Notifications');
}

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('a host hears of a new booking at once, on a phone; the guest turns an e-mail off on /profile', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const listing = await hostListing(request);
  const date = await freeDate(request, listing);

  // The host, on a phone, waits on the dashboard.
  const host = await openAs(browser, PHONE, DEMO.host, baseURL);
  await host.page.goto('/dashboard');
  await expect(bell(host.page)).toBeVisible();
  const session = await (
    await request.post('/auth/v1/token?grant_type=password', { data: DEMO.host })
  ).json();
  const before = (
    await (
      await request.get('/rest/v1/notifications', {
        headers: { Authorization: `Bearer ${session.access_token}` },
      })
    ).json()
  ).unread_count as number;
  await expect(bell(host.page)).toHaveAccessibleName(
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );

  // The guest books one of the host's listings on a desktop.
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await signIn(page, DEMO.guest);
  await page.goto(`/space/${listing.id}`);
  await showWeekOf(page, listing, date);
  await chooseTwoHours(page, date);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  // Without reloading, the host's bell counts it and the menu names it.
  await expect(bell(host.page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell(host.page).click();
  const menu = host.page.getByRole('menu', { name: /^Notifications/ });
  const item = menu.getByRole('menuitem').filter({ hasText: 'New booking' }).first();
  await expect(item).toContainText(listing.title);
  await expect(item).toContainText('(unread)');
  await expectAccessible(host.page);
  await item.click();
  await expect(host.page).toHaveURL(/\/dashboard$/);
  await expect(bell(host.page)).toHaveAccessibleName(
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );
  expect(host.errors).toEqual([]);
  await host.page.context().close();

  // The guest has their receipt in the app too.
  await bell(page).click();
  const guestMenu = page.getByRole('menu', { name: /^Notifications/ });
  await expect(
    guestMenu.getByRole('menuitem').filter({ hasText: 'Booking Confirmed!' }).first(),
  ).toContainText(listing.title);
  await page.keyboard.press('Escape');
  await expect(guestMenu).toBeHidden();

  // On /profile the guest turns the new-message e-mail off; the in-app notification stays.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'E-mail notifications' });
  const newMessage = section.getByRole('checkbox', { name: 'New message' });
  await expect(newMessage).toBeChecked();
  await newMessage.uncheck();
  await section.getByRole('button', { name: 'Save e-mail preferences' }).click();
  await expect(page.getByText('E-mail preferences saved')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'E-mail notifications' })
      .getByRole('checkbox', { name: 'New message' }),
  ).not.toBeChecked();
  const token = await accessTokenOf(page);
  const saved = (await (
    await page.request.get('/rest/v1/notification-preferences', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { email: Record<string, boolean> };
  expect(saved.email.new_message).toBe(false);
  expect(saved.email.booking_confirmed_guest).toBe(true);

  // Other journeys share the demo guest: every e-mail on again.
  const allOn = Object.fromEntries(Object.keys(saved.email).map((kind) => [kind, true]));
  const reset = await page.request.put('/rest/v1/notification-preferences', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: allOn },
  });
  expect(reset.status()).toBe(200);
});
