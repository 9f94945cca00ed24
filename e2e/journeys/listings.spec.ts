import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, expect, expectAccessible, signIn, test } from './fixtures';

/** A real photo file (JPEG), so the server has something to decode and re-encode. */
async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a host lists a space', () => {
  test.use({ viewport: DESKTOP });

  test('creates a listing with two photos, publishes it, finds it, pauses it and edits its price', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = `Journey loft ${Date.now().toString(36)}`;
    await page.goto('/');
    await signIn(page, DEMO.host);

    await page.getByRole('link', { name: 'List A Space' }).first().click();
    await expect(page).toHaveURL(/\/create-listing$/);
    const form = page.locator('form');
    await expect(form.getByRole('button', { name: 'Publish Listing' })).toBeVisible();
    await expectAccessible(page);

    // Publishing an empty form names the problems, the address rule among them.
    await form.getByRole('button', { name: 'Publish Listing' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(
      form.getByText('Complete address is required to publish a listing').first(),
    ).toBeVisible();

    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Description')
      .fill('A bright loft with north light, backdrops and a kitchenette.');
    // A host's new type is a suggestion: theirs to use on drafts until an admin approves it.
    await form.getByRole('button', { name: 'Add a type' }).click();
    await form.getByLabel('New type').fill('Journey Loft');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByLabel('Space type')).toHaveValue('journey loft');
    await expect(form.getByText('"Journey Loft" is waiting for approval')).toBeVisible();
    // Publishing needs a listed type.
    await form.getByLabel('Space type').selectOption('studio');
    await expect(form.getByLabel('Subcategory')).toBeDisabled();

    await form.getByLabel('Hourly rate (USD)').fill('42.50');
    await form.getByLabel('Location', { exact: true }).fill('Brooklyn');
    await form.getByLabel('Country').fill('United States');
    await form.getByLabel('Capacity (people)').fill('6');
    await form.getByLabel('Street address').fill('12 Water St');
    await form.getByLabel('City', { exact: true }).fill('New York');
    await form.getByLabel('State or region').fill('NY');
    await form.getByLabel('Postal code').fill('11201');
    await form.getByLabel('Amenities').fill('Wi-Fi, Backdrops, Lights');

    // Two photos, each with its own progress; the second becomes the cover.
    await page
      .locator('input[type=file]')
      .setInputFiles([
        await photo('teal.jpg', { r: 20, g: 130, b: 120 }),
        await photo('sunset.jpg', { r: 230, g: 120, b: 60 }),
      ]);
    await expect(form.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
    await expect(form.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await expect(form.getByText('Cover', { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await expect(form.getByRole('img', { name: 'Photo 1: sunset.jpg' })).toBeVisible();
    const media = form.getByRole('group', { name: 'Photos and videos' });
    await expect(media.getByRole('listitem').first().getByRole('img')).toHaveAttribute(
      'alt',
      'Photo 1: sunset.jpg',
    );
    await expect(form.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();

    // The same form on a phone: nothing overflows, still accessible.
    await page.setViewportSize(PHONE);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.setViewportSize(DESKTOP);

    await form.getByRole('button', { name: 'Publish Listing' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page says that it worked.
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByText('Listing published'),
    ).toBeVisible();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', /\.webp$/);
    await expectAccessible(page);

    // My Listings: published and available; pausing it sticks.
    await page.goto('/my-listings');
    const mine = page.getByRole('article', { name: title });
    await expect(mine.getByRole('switch', { name: 'Published' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const available = mine.getByRole('switch', { name: 'Available' });
    await expect(available).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    // A second tab on My Listings follows the change through realtime events, without a reload.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/my-listings');
    const otherSwitch = otherTab
      .getByRole('article', { name: title })
      .getByRole('switch', { name: 'Available' });
    await expect(otherSwitch).toHaveAttribute('aria-checked', 'true');
    await available.click();
    await expect(available).toHaveAttribute('aria-checked', 'false');
    await expect(mine.getByText('Unavailable')).toBeVisible();
    await expect(otherSwitch).toHaveAttribute('aria-checked', 'false');
    await otherTab.close();
    await page.reload();
    await expect(
      page.getByRole('article', { name: title }).getByRole('switch', { name: 'Available' }),
    ).toHaveAttribute('aria-checked', 'false');

    // Edit the price; back on My Listings the card shows it.
    await page.getByRole('article', { name: title }).getByRole('link', { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/edit-listing\//);
    const edit = page.locator('form');
    await expect(edit.getByLabel('Hourly rate (USD)')).toHaveValue('42.5');
    await expectAccessible(page);
    await edit.getByLabel('Hourly rate (USD)').fill('55');
    // Published already: its changes are saved as they are, and it stays published.
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/my-listings$/);
    await expect(page.getByRole('article', { name: title }).getByText('$55')).toBeVisible();
  });

  test("an unknown listing's edit page goes back to My Listings with 'Failed to fetch listing'", async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, DEMO.host);
    await page.goto('/edit-listing/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/my-listings/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to fetch listing' }),
    ).toBeVisible();
  });
});
