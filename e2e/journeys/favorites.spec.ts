import type { APIRequestContext } from '@playwright/test';
import { DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';
import { newAccount } from './people-helpers';
import { createListing } from './booking-helpers';

// The saved list's filters (docs/product/search-and-cities.md#favourites): text, type and an
// hourly price range, kept in the URL; a listing unpublished later stays, "No longer available".

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const session = await (
    await request.post('/auth/v1/token?grant_type=password', { data: account })
  ).json();
  return session.access_token as string;
}

/** A host of its own with a studio at $30/hr and a van at $90/hr, both published. */
async function twoListings(request: APIRequestContext, label: string) {
  const host = await newAccount(request, `${label}-host`);
  const token = await tokenOf(request, host);
  const make = (title: string, type: string, rentalType: string, hourly: number) =>
    createListing(request, token, {
      title,
      description: 'Saved by a guest who compares before choosing.',
      rental_type: rentalType,
      type,
      hourly_price: hourly,
    });
  const tag = `${label}${Date.now()}`;
  const studio = await make(`Quiet studio ${tag}`, 'studio', 'space', 3000);
  const van = await make(`Camper van ${tag}`, 'van', 'vehicle', 9000);
  return { tag, token, studio, van };
}

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`filtering favourites on a ${name} (${viewport.width}px)`, () => {
    test.use({ viewport });

    test('a guest saves two listings, narrows them by type and price, and the URL keeps it', async ({
      page,
      request,
    }) => {
      const { tag, token, studio, van } = await twoListings(request, `fav-${name}`);
      const guest = await newAccount(request, `fav-guest-${name}`);
      await page.goto('/');
      await signIn(page, guest);

      // Both saved from the explore page's cards.
      await page.goto(`/explore?q=${tag}`);
      for (const listing of [studio, van]) {
        const heart = page
          .getByRole('article')
          .filter({ hasText: listing.title })
          .getByRole('button', { name: `Save ${listing.title}` });
        await heart.click();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
      }

      await page.goto('/favorites');
      const cards = page.getByRole('article');
      const titles = () => cards.getByRole('heading', { level: 3 }).allTextContents();
      await expect(cards).toHaveCount(2);
      const filters = page.getByRole('search', { name: 'Filter saved spaces' });

      // By type: only the van.
      await filters.getByLabel('Type').selectOption('van');
      await expect.poll(titles).toEqual([van.title]);
      await expect(page).toHaveURL(/[?&]type=van/);
      await filters.getByRole('button', { name: 'Clear all' }).click();
      await expect(cards).toHaveCount(2);
      await expect(page).toHaveURL(/\/favorites$/);

      // By price: up to $50 an hour in dollars, typed a key at a time.
      await filters.getByLabel('Currency').selectOption('USD');
      // Prices mean something only in a currency: the fields open with one.
      const max = filters.getByLabel('Max price per hour');
      await expect(max).toBeEnabled();
      await max.pressSequentially('50');
      await expect.poll(titles).toEqual([studio.title]);
      await expect(max).toHaveValue('50');
      await expect(page).toHaveURL(/[?&]currency=USD/);
      await expect(page).toHaveURL(/[?&]max_price=50/);
      await expectAccessible(page);

      // A reload keeps the filters: they are the URL's.
      await page.reload();
      await expect(filters.getByLabel('Currency')).toHaveValue('USD');
      await expect(filters.getByLabel('Max price per hour')).toHaveValue('50');
      await expect.poll(titles).toEqual([studio.title]);

      // Text narrows too, and no match says so.
      await filters.getByLabel('Search saved spaces').pressSequentially('camper');
      await expect(page.getByText('No saved spaces match these filters')).toBeVisible();
      await page.getByRole('link', { name: 'Clear all filters' }).click();
      await expect(cards).toHaveCount(2);

      // The host unpublishes the studio: it stays saved, marked as no longer available.
      const unpublished = await request.post(`/rest/v1/spaces/${studio.id}/publication`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { is_published: false },
      });
      expect(unpublished.ok(), await unpublished.text()).toBe(true);
      await page.reload();
      await expect(cards).toHaveCount(2);
      const gone = cards.filter({ hasText: studio.title });
      await expect(gone.getByText('No longer available')).toBeVisible();
      await expect(
        cards.filter({ hasText: van.title }).getByText('No longer available'),
      ).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
